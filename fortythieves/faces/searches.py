"""The threads that search for the games: one pool per process, shared by its games.

Each game's advisor (`faces.advisor.SolverAdvisor`) asks for search time with `want`; a
worker takes the advisor that has waited longest, runs one slice of search for it (the
advisor says from which position and for how long) and puts it back at the end of the
queue while it still wants more. So a terminal's one game searches without a pause, and
a server's many games take turns: the pool's size caps the whole process's searching
(the compiled search releases Python's lock, so each worker can hold a core), and each
advisor's own budget caps what one player's game may take. The workers run at the
lowest priority the system gives a thread: a search only uses time no reply is waiting
for, so searching never slows a player's reply (on a busy server the answers of the
search come later instead).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
from collections import deque
from typing import Protocol

log = logging.getLogger("fortythieves.search")


class Searcher(Protocol):
    def search_slice(self) -> bool:
        """Search once, for as long as the advisor's slice; False when it wants no more
        for now (its position is decided, its budget spent, or it was closed)."""
        ...


class SearchPool:
    """`workers` threads, started on first use; `close` stops and joins them."""

    def __init__(self, workers: int, name: str = "fortythieves-search") -> None:
        self.workers = max(1, workers)
        self.name = name
        self._queue: deque[Searcher] = deque()
        self._queued: set[int] = set()
        self._cond = threading.Condition()
        self._threads: list[threading.Thread] = []
        self._closed = False

    def want(self, searcher: Searcher) -> None:
        """Queue `searcher` for a slice, unless it is queued already."""
        with self._cond:
            if self._closed or id(searcher) in self._queued:
                return
            self._queue.append(searcher)
            self._queued.add(id(searcher))
            if len(self._threads) < self.workers:
                t = threading.Thread(target=self._run, name=f"{self.name}-{len(self._threads)}", daemon=True)
                self._threads.append(t)
                t.start()
            self._cond.notify()

    def close(self) -> None:
        """Stop taking work and join the workers (each returns after its slice, which its
        advisor cancels when it closes)."""
        with self._cond:
            self._closed = True
            self._queue.clear()
            self._queued.clear()
            self._cond.notify_all()
            threads = list(self._threads)
        for t in threads:
            if t is not threading.current_thread():
                t.join()

    def _run(self) -> None:
        _lowest_priority()
        while True:
            with self._cond:
                while not self._queue and not self._closed:
                    self._cond.wait()
                if self._closed:
                    return
                searcher = self._queue.popleft()
                self._queued.discard(id(searcher))
            try:
                again = searcher.search_slice()
            except Exception:  # a bug in one game's search must not stop every game's
                log.exception("a game's search failed; it searches no more")
                again = False
            if again:
                self.want(searcher)


LOWEST = 19  # the niceness of a searching thread: it yields the core to any other


def _lowest_priority() -> None:
    """This thread at the lowest priority (on Linux a thread has a niceness of its own;
    elsewhere the call fails or sets the whole process, so it is left alone there)."""
    if sys.platform == "linux":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), LOWEST)


def server_workers() -> int:
    """A server's searching threads: all the cores but one, which answers the players."""
    return max(1, (os.cpu_count() or 2) - 1)


_shared: dict[str, SearchPool] = {}
_shared_lock = threading.Lock()


def shared_pool(kind: str, workers: int) -> SearchPool:
    """The process's pool of one kind ("game" for a player's own machine, "server" for a
    server's players), made on first use and kept for the process's life."""
    with _shared_lock:
        pool = _shared.get(kind)
        if pool is None:
            pool = _shared[kind] = SearchPool(workers, f"fortythieves-{kind}-search")
        return pool
