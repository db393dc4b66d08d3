"""A log that cannot flood: one line per kind of event per interval, with a count.

A server under attack, or out of file descriptors, can meet the same error thousands of
times a second; written each time, the log would fill the disk and the writing itself
would take the event loop. Here the first event of a kind in an interval is written
(with its traceback, for an error), the rest are counted, and the count is written with
the next line of that kind, or by `flush` once the interval is over. The file is kept
under `MAX_BYTES`: beyond it, it starts again and the older part is kept as `.1`.
Every write opens the file and closes it, so the log holds no descriptor.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fortythieves.store.home import open_regular

INTERVAL = 60.0  # seconds
MAX_BYTES = 10 * 2**20
MAX_KINDS = 1000  # kinds are made by the code, never by a client; a bound all the same


@dataclass
class _Kind:
    since: float  # when the interval of this kind began (monotonic)
    more: int = 0  # events of this kind not written since


class EventLog:
    """One file's events (thread-safe: command threads report errors too)."""

    def __init__(
        self,
        path: Path,
        interval: float = INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.path, self.interval, self.clock, self.wall = path, interval, clock, wall
        self._kinds: dict[str, _Kind] = {}
        self._lock = threading.Lock()

    def event(self, kind: str, detail: str = "", trace: str = "") -> None:
        """Note an event; written now if it is the first of its kind in the interval."""
        now = self.clock()
        with self._lock:
            seen = self._kinds.get(kind)
            if seen is not None and now - seen.since < self.interval:
                seen.more += 1
                return
            lines = [] if seen is None or not seen.more else [self._count(kind, seen, now)]
            if seen is None and len(self._kinds) >= MAX_KINDS:
                self._kinds.clear()
            self._kinds[kind] = _Kind(now)
            lines.append(f"{self._stamp()} {kind}" + (f": {detail}" if detail else ""))
            self._write("\n".join(lines) + "\n" + trace)

    def error(self, kind: str) -> None:
        """The exception being handled, with its traceback once per interval."""
        trace = traceback.format_exc()
        last = trace.strip().splitlines()[-1] if trace.strip() else ""
        self.event(kind, last, trace)

    def flush(self) -> None:
        """Write the counts of kinds whose interval is over (a server calls it now and then)."""
        now = self.clock()
        with self._lock:
            due = [(k, s) for k, s in self._kinds.items() if now - s.since >= self.interval]
            lines = [self._count(k, s, now) for k, s in due if s.more]
            for k, _ in due:
                del self._kinds[k]
            if lines:
                self._write("\n".join(lines) + "\n")

    def _count(self, kind: str, seen: _Kind, now: float) -> str:
        seconds = max(1, round(now - seen.since))
        more, seen.more = seen.more, 0
        return f"{self._stamp()} {kind}: {more} more in {seconds} s"

    def _stamp(self) -> str:
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.wall()))

    def _write(self, text: str) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            if self.path.exists() and self.path.stat().st_size > MAX_BYTES:
                os.replace(self.path, self.path.with_name(self.path.name + ".1"))
            fd = open_regular(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)  # never through a link
            try:
                os.write(fd, text.encode("utf-8", "replace"))
            finally:
                os.close(fd)
        except OSError:
            pass  # out of descriptors or of disk: the event is lost, never the server


_LOGS: dict[Path, EventLog] = {}
_LOGS_LOCK = threading.Lock()


def event_log(path: Path) -> EventLog:
    """The one log of a file, shared by whoever writes to it."""
    with _LOGS_LOCK:
        found = _LOGS.get(path)
        if found is None:
            found = _LOGS[path] = EventLog(path)
        return found


class Handler(logging.Handler):
    """Python's logging (asyncio's, aiohttp's, the network libraries') into an event
    log: a record's kind is its logger and its message before the arguments go in."""

    def __init__(self, log: EventLog) -> None:
        super().__init__(logging.WARNING)
        self.log = log

    def emit(self, record: logging.LogRecord) -> None:
        kind = f"{record.name} {str(record.msg)[:80]}"
        trace = "".join(traceback.format_exception(*record.exc_info)) if record.exc_info else ""
        try:
            detail = record.getMessage()[:300]
        except Exception:  # a record whose arguments do not fit its message
            detail = str(record.msg)[:300]
        self.log.event(kind, detail, trace)


def route_logging(log: EventLog) -> None:
    """Every library's warnings and errors go to `log`, never to the terminal in floods."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, Handler):
            root.removeHandler(handler)
    root.addHandler(Handler(log))
    root.setLevel(logging.WARNING)


async def flushing(log: EventLog, every: float = INTERVAL) -> None:
    """Write the counts of `log` now and then, for as long as the task runs."""
    while True:
        await asyncio.sleep(every)
        log.flush()
