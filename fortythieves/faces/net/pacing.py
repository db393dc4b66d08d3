"""A connection read within its budget, whatever its protocol (telnet, SSH): what the
socket gives is held and handed to the protocol a piece at a time, each piece paid for
first (`limits.Intake`). While a piece's cost is waited out, the socket is not read, so
a flood fills the sender's socket, not the server's memory, and costs the event loop one
bounded piece at a time."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class Paced:
    """Hands what `transport` receives to `deliver`, `piece` bytes at a time; `cost`
    says how long to wait before the next piece (0: at once), or None when the
    connection went over its budget: it is then read no more and `over` is called.
    `ready` says whether the protocol can take more (reading resumes only then)."""

    def __init__(
        self,
        transport: asyncio.Transport,
        deliver: Callable[[bytes], None],
        cost: Callable[[bytes], float | None],
        piece: int,
        over: Callable[[], None],
        ready: Callable[[], bool] = lambda: True,
    ) -> None:
        self.transport, self.deliver, self.cost, self.piece = transport, deliver, cost, piece
        self.over, self.ready = over, ready
        self.held = bytearray()
        self.later: asyncio.TimerHandle | None = None
        self.paused = False
        self.stopped = False

    def received(self, data: bytes) -> None:
        if self.stopped:
            return
        self.held += data
        if self.later is None:
            self._take()

    def _take(self) -> None:
        """Hand on one piece of what is held, then wait for the budget or the next turn of the loop."""
        self.later = None
        if self.transport.is_closing():
            return
        if self.held:
            piece = bytes(self.held[: self.piece])
            del self.held[: len(piece)]
            wait = self.cost(piece)
            if wait is None:
                self.stop()
                self.over()
                return
            self.deliver(piece)
            if self.held or wait > 0:
                self._pause()
                self.later = asyncio.get_running_loop().call_later(wait, self._take)
                return
        if self.paused and self.ready():
            self.paused = False
            self.transport.resume_reading()

    def _pause(self) -> None:
        if not self.paused:
            self.paused = True
            self.transport.pause_reading()

    def stop(self) -> None:
        """Read no more: what is held is dropped, and the socket is no longer read."""
        self.stopped = True
        self.close()
        if not self.transport.is_closing():
            self._pause()

    def close(self) -> None:
        if self.later is not None:
            self.later.cancel()
            self.later = None
        self.held.clear()
