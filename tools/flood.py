"""Telnet connections that flood a server while a benchmark runs: each streams IAC NOP
(two bytes of telnet protocol, again and again) as fast as its socket takes them, and
connects again whenever the server closes it. They come from addresses of their own
(127.0.9.x), so that the players' addresses are not theirs.

    floods = Floods(port, 5); floods.start(); ...; print(floods.said()); await floods.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

NOPS = bytes([255, 241]) * 32768  # 64 kB of IAC NOP


@dataclass
class Floods:
    port: int
    count: int = 5
    sent: int = 0  # bytes the server's sockets took
    connections: int = 0  # connections made, the first ones and those after a close
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    def start(self) -> None:
        self.tasks = [asyncio.create_task(self._flood(n)) for n in range(self.count)]

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

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def said(self) -> str:
        return (
            f"{self.count} telnet connections flooding IAC NOP meanwhile: {self.connections} connections made "
            f"(the server closes one over its negotiation budget), {self.sent / 2**20:.1f} MB taken by its sockets"
        )
