"""Telnet connections that flood a server while a benchmark runs: each streams IAC NOP
(two bytes of telnet protocol, again and again) as fast as its socket takes them, and
connects again whenever the server closes it. They come from addresses of their own
(127.0.9.x), so that the players' addresses are not theirs, and run in a process of
their own, so that their writing never delays the benchmark's players' event loop.

    floods = Floods(port, 5); floods.start(); ...; await floods.stop(); print(floods.said())
    python tools/flood.py PORT COUNT     # the process itself: prints its counts when stopped
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from dataclasses import dataclass

NOPS = bytes([255, 241]) * 32768  # 64 kB of IAC NOP


@dataclass
class Flooding:
    """The flooding connections, in this process."""

    port: int
    count: int = 5
    sent: int = 0  # bytes the server's sockets took
    connections: int = 0  # connections made, the first ones and those after a close

    async def run(self) -> None:
        await asyncio.gather(*(self._flood(n) for n in range(self.count)))

    async def _flood(self, n: int) -> None:
        while True:
            try:
                _, writer = await asyncio.open_connection(
                    "127.0.0.1", self.port, local_addr=(f"127.0.9.{n + 1}", 0)
                )
            except OSError:
                await asyncio.sleep(0.1)
                continue
            self.connections += 1
            try:
                while True:
                    writer.write(NOPS)
                    await writer.drain()
                    self.sent += len(NOPS)
            except (ConnectionError, OSError):
                pass
            finally:
                writer.close()


@dataclass
class Floods:
    """The flooding connections in a process of their own, started and stopped from a benchmark."""

    port: int
    count: int = 5
    process: asyncio.subprocess.Process | None = None
    counts: str = ""

    def start(self) -> None:
        self._starting = asyncio.ensure_future(self._start())

    async def _start(self) -> None:
        if self.count:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, __file__, str(self.port), str(self.count), stdout=asyncio.subprocess.PIPE
            )

    async def stop(self) -> None:
        await self._starting
        if self.process is None:
            return
        self.process.send_signal(signal.SIGINT)
        out, _ = await self.process.communicate()
        self.counts = out.decode().strip()

    def said(self) -> str:
        connections, _, sent = self.counts.partition(" ")
        return (
            f"{self.count} telnet connections flooding IAC NOP meanwhile (a process of their own): {connections} "
            f"connections made (the server closes one over its negotiation budget), "
            f"{int(sent or 0) / 2**20:.1f} MB taken by its sockets"
        )


def main() -> None:
    flooding = Flooding(int(sys.argv[1]), int(sys.argv[2]))
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(flooding.run())
    print(flooding.connections, flooding.sent, flush=True)


if __name__ == "__main__":
    main()
