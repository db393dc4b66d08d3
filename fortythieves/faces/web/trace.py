"""Where a command's time goes, for `tools/bench_web.py --trace`; off unless the server's
environment names a file in FORTYTHIEVES_TRACE.

For each command: when it arrived, when the player's turn came (one command of a player
at a time), when a thread of the command pool took it up and let it go, how long it
waited there for the player's saves to commit (`Shelf.watch`), that thread's CPU time,
and when the reply was ready. Beside them: how late the event loop woke up (its lag:
the loop was busy, or could not get Python's lock), Python's garbage collections, and
every save committed (start and end, so that the bench can count the commits at once).
All times are
`time.perf_counter()` seconds; the file is written when the server stops.
"""

from __future__ import annotations

import asyncio
import gc
import json
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypeVar

from fortythieves.store.shelf import Shelf

T = TypeVar("T")
TICK = 0.005  # seconds between the loop's wake-ups: a later one is lag
LAG_KEPT = 0.001  # lags shorter than this are not kept


@dataclass(slots=True)
class Step:
    """One command's times (see the module's description)."""

    player: str
    n: int  # the player's n-th command, from 0
    command: str  # its first word only
    arrived: float
    turn: float = 0.0
    started: float = 0.0
    ended: float = 0.0
    done: float = 0.0
    flushed: float = 0.0  # seconds waited for the player's saves
    cpu: float = 0.0  # the command thread's CPU seconds


class Trace:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.steps: list[Step] = []
        self.counts: dict[str, int] = {}
        self.lags: list[tuple[float, float]] = []  # (woke, seconds late)
        self.collections: list[tuple[float, float, int]] = []  # (start, seconds, generation)
        self.saves: list[tuple[float, float]] = []  # (start, end) of each save written
        self._gc_at = 0.0
        self._local = threading.local()
        self._ticker: asyncio.Task[None] | None = None

    # ----- what is watched ---------------------------------------------------------------
    def start(self) -> None:
        gc.callbacks.append(self._collected)
        Shelf.watch = self
        self._ticker = asyncio.get_running_loop().create_task(self._tick())

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._gc_at = now
        else:
            self.collections.append((self._gc_at, now - self._gc_at, info["generation"]))

    async def _tick(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            if now - before - TICK > LAG_KEPT:
                self.lags.append((now, now - before - TICK))

    # `Shelf.watch`: called from the threads that save
    def wrote(self, start: float, end: float) -> None:
        self.saves.append((start, end))  # list.append is atomic under Python's lock
        self._local.flushed = getattr(self._local, "flushed", 0.0) + end - start

    # ----- one command ---------------------------------------------------------------------
    def step(self, player: str, line: str) -> Step:
        n = self.counts.get(player, 0)
        self.counts[player] = n + 1
        words = line.split()
        step = Step(player, n, words[0][:20] if words else "", time.perf_counter())
        self.steps.append(step)
        return step

    def timed(self, step: Step, work: Callable[[], T]) -> Callable[[], T]:
        """`work`, noting in `step` its thread's times."""

        def run() -> T:
            self._local.flushed = 0.0
            step.started, cpu = time.perf_counter(), time.thread_time()
            try:
                return work()
            finally:
                step.ended, step.cpu = time.perf_counter(), time.thread_time() - cpu
                step.flushed = self._local.flushed

        return run

    # ----- the end ---------------------------------------------------------------------
    def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        if self._collected in gc.callbacks:
            gc.callbacks.remove(self._collected)
        Shelf.watch = None
        data = {
            "steps": [asdict(s) for s in self.steps],
            "lags": self.lags,
            "collections": self.collections,
            "saves": self.saves,
        }
        self.path.write_text(json.dumps(data), encoding="utf-8")
