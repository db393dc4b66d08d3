"""The server's limits: how many connections, how long a line, how fast lines come,
how long a connection may stay idle. Values here; the faces apply them."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
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
    # What one connection may send (telnet, or SSH as it comes on the wire): a paste of
    # forty lines is a few kilobytes.
    bytes_per_second: float = 4096
    bytes_burst: int = 32768
    piece: int = 4096  # bytes read at one turn of the event loop, at most
    # An SSH connection held back by its byte budget this long without a break is
    # flooding: it is told so and closed (a telnet one is only read at its pace).
    flood_seconds: float = 5
    # Telnet commands and subnegotiations: a client's start takes a few hundred bytes, a
    # window resized now and then nine more. A client past this is closed.
    negotiation_per_second: float = 64
    negotiation_burst: int = 8192
    # How soon an opened connection must say something (telnet: its first line)
    first_line_seconds: float = 120


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


class Bucket:
    """A token bucket of any unit (lines, bytes): `wait(cost)` takes `cost` and says how
    long to wait before what it paid for may go ahead (0 when it may go now).

    >>> b = Bucket(10, 20, clock=lambda: 0.0)
    >>> b.wait(15), b.wait(10), b.wait(10)
    (0.0, 0.5, 1.5)
    """

    def __init__(self, per_second: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_second, self.burst, self.clock = per_second, float(burst), clock
        self.tokens = float(burst)
        self.at = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_second)
        self.at = now

    def wait(self, cost: float = 1.0) -> float:
        self._refill()
        self.tokens -= cost
        return 0.0 if self.tokens >= 0 else -self.tokens / self.per_second

    def take(self, cost: float = 1.0) -> bool:
        """Take `cost` if the bucket holds it (True); else take nothing (False)."""
        self._refill()
        if self.tokens < cost:
            return False
        self.tokens -= cost
        return True

    def full(self) -> bool:
        self._refill()
        return self.tokens >= self.burst


class Buckets:
    """A bucket for each key (an address), made when first used. At most `most` keys are
    kept: when there are more, the full buckets (keys quiet for a while) are forgotten.

    >>> b = Buckets(1, 2, clock=lambda: 0.0)
    >>> [b.take("a") for _ in range(3)], b.take("b")
    ([True, True, False], True)
    """

    def __init__(
        self,
        per_second: float,
        burst: float,
        most: int = 100_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_second, self.burst, self.most, self.clock = per_second, burst, most, clock
        self.buckets: dict[str, Bucket] = {}

    def _bucket(self, key: str) -> Bucket:
        found = self.buckets.get(key)
        if found is None:
            if len(self.buckets) >= self.most:
                self.buckets = {k: b for k, b in self.buckets.items() if not b.full()}
            found = self.buckets[key] = Bucket(self.per_second, self.burst, self.clock)
        return found

    def take(self, key: str, cost: float = 1.0) -> bool:
        return self._bucket(key).take(cost)

    def wait(self, key: str, cost: float = 1.0) -> float:
        return self._bucket(key).wait(cost)


class Negotiation:
    """Counts the telnet protocol's bytes in what a client sends (commands, and every
    byte of a subnegotiation), without reading the text byte by byte.

    >>> n = Negotiation()
    >>> n.feed(b"ab\\xff\\xf1cd"), n.feed(b"\\xff\\xfa\\x18"), n.feed(b"\\x00xterm\\xff"), n.feed(b"\\xf0ok")
    (2, 3, 7, 1)
    >>> n.feed(b"\\xff\\xff\\xff\\xfb\\x01")  # an escaped 255, then WILL ECHO
    3
    """

    def __init__(self) -> None:
        self.state = "text"  # "text", "iac" (after IAC), "option" (after WILL..DONT), "sb", "sb-iac"

    def feed(self, data: bytes) -> int:
        count, i, n = 0, 0, len(data)
        while i < n:
            state = self.state
            if state == "text":
                j = data.find(255, i)
                if j < 0:
                    return count
                self.state, count, i = "iac", count + 1, j + 1
            elif state == "iac":
                byte = data[i]
                i += 1
                if byte == 255:
                    self.state, count = "text", count - 1  # an escaped 255 is text
                elif byte == 250:
                    self.state, count = "sb", count + 1
                elif 251 <= byte <= 254:
                    self.state, count = "option", count + 1
                else:
                    self.state, count = "text", count + 1
            elif state == "option":
                self.state, count, i = "text", count + 1, i + 1
            elif state == "sb":
                j = data.find(255, i)
                if j < 0:
                    return count + n - i
                self.state, count, i = "sb-iac", count + j - i + 1, j + 1
            else:  # after IAC inside a subnegotiation: SE ends it, anything else stays in it
                self.state = "text" if data[i] == 240 else "sb"
                count, i = count + 1, i + 1
        return count


class Intake:
    """What one connection may send (`Limits`): `cost(piece)` says how long to wait
    before the next piece is read (0: now), or None when the connection is over its
    budget and is to be closed: a telnet one when its negotiation is (`telnet`), an SSH
    one when its bytes have been held back for `flood_seconds` in a row.

    >>> now = [0.0]; i = Intake(Limits(bytes_per_second=10, bytes_burst=20), False, lambda: now[0])
    >>> i.cost(b"x" * 20), i.cost(b"x" * 10)
    (0.0, 1.0)
    >>> now[0] = 3.0; i.cost(b"x" * 10)  # the budget caught up meanwhile: a break
    0.0
    >>> waits = []  # then a piece each time the one before is paid for, until cut
    >>> while (wait := i.cost(b"x" * 10)) is not None: waits.append(wait); now[0] += wait
    >>> waits, now[0]
    ([0.0, 1.0, 1.0, 1.0, 1.0, 1.0], 8.0)
    """

    def __init__(
        self, limits: Limits, telnet: bool = True, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.clock = clock
        self.bytes = Bucket(limits.bytes_per_second, limits.bytes_burst, clock)
        self.negotiation = Bucket(limits.negotiation_per_second, limits.negotiation_burst, clock)
        self.counter = Negotiation() if telnet else None
        self.flood_seconds = None if telnet else limits.flood_seconds
        self.held_since: float | None = None  # when the bytes began to be held back, without a break

    def cost(self, piece: bytes) -> float | None:
        """Pay for a piece about to be read: the seconds before the next piece may be."""
        if self.counter is not None and not self.negotiation.take(self.counter.feed(piece)):
            return None
        wait = self.bytes.wait(len(piece))
        if wait == 0:
            self.held_since = None
        elif self.held_since is None:
            self.held_since = self.clock()
        elif self.flood_seconds is not None and self.clock() - self.held_since >= self.flood_seconds:
            return None
        return wait
