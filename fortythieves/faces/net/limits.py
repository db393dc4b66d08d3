"""The server's limits: how many connections, how long a line, how fast lines come,
how long a connection may stay idle. Values here; the faces apply them."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True)
class Limits:
    connections: int = 200
    per_address: int = 5
    line_chars: int = 500
    lines_per_second: float = 20.0  # sustained; a paste of `burst` lines goes through at once
    burst: int = 40
    idle_seconds: float = 30 * 60
    warning_seconds: float = 60  # the warning comes this long before the close


class Full(Enum):
    SERVER = "server"
    ADDRESS = "address"


class Gate:
    """Counts the open connections, in all and per address."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.open: Counter[str] = Counter()

    def enter(self, address: str) -> Full | None:
        """Let a connection in (None), or say why not; an admitted one must `leave`."""
        if sum(self.open.values()) >= self.limits.connections:
            return Full.SERVER
        if self.open[address] >= self.limits.per_address:
            return Full.ADDRESS
        self.open[address] += 1
        return None

    def leave(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


class TooLong:
    """Stands for a line that was over the limit (its text is dropped as it comes)."""

    def __repr__(self) -> str:
        return "<TooLong>"


class Lines:
    """Splits text as it arrives into lines, without ever holding more than one line's
    limit: a longer line is dropped and reported once as `TooLong`.

    >>> s = Lines(5)
    >>> list(s.feed("ab\\r\\ncd\\r")), list(s.feed("\\0abcdefgh")), list(s.feed("ij\\nok\\n"))
    (['ab', 'cd'], [], [<TooLong>, 'ok'])
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.part: list[str] = []
        self.size = 0
        self.over = False
        self.after_cr = False

    def feed(self, text: str) -> Iterator[str | TooLong]:
        start = 0
        if self.after_cr and text[:1] in ("\n", "\0"):
            start = 1  # the rest of a CR LF or CR NUL split across two reads
        self.after_cr = False
        i = start
        n = len(text)
        while i < n:
            ch = text[i]
            if ch in "\r\n":
                yield self._end(text[start:i])
                if ch == "\r":
                    if i + 1 == n:
                        self.after_cr = True
                    elif text[i + 1] in "\n\0":
                        i += 1
                start = i + 1
            i += 1
        self._add(text[start:])

    def _add(self, piece: str) -> None:
        if self.over or not piece:
            return
        self.size += len(piece)
        if self.size > self.limit:
            self.over, self.part, self.size = True, [], 0
        else:
            self.part.append(piece)

    def _end(self, piece: str) -> str | TooLong:
        self._add(piece)
        line: str | TooLong = TOO_LONG if self.over else "".join(self.part)
        self.part, self.size, self.over = [], 0, False
        return line


TOO_LONG = TooLong()


class Rate:
    """A token bucket: how long to wait before the next line may be answered."""

    def __init__(self, per_second: float, burst: int) -> None:
        self.per_second = per_second
        self.burst = float(burst)
        self.tokens = float(burst)
        self.at = time.monotonic()

    def wait(self) -> float:
        """Take a token; the seconds to wait first (0 when one is ready)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_second)
        self.at = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.per_second
