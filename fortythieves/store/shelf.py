"""One player's part of a store, as a session uses it: their games, record, settings and
exported move lists, with the rows that cannot be used set aside and counted."""

from __future__ import annotations

import contextlib
import os
import random
import re
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import ClassVar, Protocol

from fortythieves.core.codes import CodeError, DealCode
from fortythieves.core.record import decode_finished
from fortythieves.store.base import Aside, Fault, Opened, Slot, Store, StoreError, fault_of
from fortythieves.store.home import make_home, open_regular
from fortythieves.store.memory import MemoryStore

LOCAL = "local"  # the command line's player
# An export's name: the deal code, checked, and when (`20261201-162234`), nothing else.
_EXPORT = re.compile(r"^(FT1-[A-Z]-[0-9A-Z]{7})-(\d{8}-\d{6})(?:-(\d{1,3}))?\.txt$")
# The keys' random part: a generator of the store's own (seeded by the system once), so
# that a new deal asks the system nothing and draws nothing from `random`'s shared one.
_KEYS = random.Random()


def new_key(now: float) -> str:
    """A key that sorts by time and never repeats: 20261201-162234-3fa9."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f"-{_KEYS.getrandbits(16):04x}"


class Watch(Protocol):
    """Told how long each save took to commit (a server's trace)."""

    def wrote(self, start: float, end: float) -> None: ...


class Shelf:
    """Player `player`'s part of `store`. `client` names who saves through it (another
    client's save of the game in play is said when it is found); `exports` is the folder
    for exported move lists (None: kept in memory, as `exported`)."""

    watch: ClassVar[Watch | None] = None  # off unless a server traces its commands

    def __init__(
        self,
        store: Store,
        player: str = LOCAL,
        client: str = "",
        exports: Path | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.player = player
        self.client = client
        self.exports = exports
        self.clock = clock
        self.exported: dict[str, str] = {}  # exports kept in memory, by name
        self.counted = Aside()  # what this shelf set aside, not said yet
        self.unavailable: str | None = None  # why the real store could not be opened (a fault)

    @classmethod
    def in_memory(cls, clock: Callable[[], float] = time.time) -> Shelf:
        """A shelf nothing outlives: for guests, replays and tests."""
        return cls(MemoryStore(clock), clock=clock)

    @property
    def shared(self) -> bool:
        return self.store.shared

    def new_key(self) -> str:
        return new_key(self.clock())

    def opened(self) -> Opened:
        return self.store.opened()

    def close(self) -> None:
        self.store.close()

    def turn(self) -> AbstractContextManager[None]:
        return self.store.turn(self.player)

    # ----- games ----------------------------------------------------------------------------
    def games(self) -> list[Slot]:
        return self.store.games(self.player)

    def game(self, key: str) -> Slot | None:
        return self.store.game(self.player, key)

    def _kept(self) -> None:
        """Nothing is kept when the real store could not be opened: every write says so."""
        if self.unavailable is not None:
            raise StoreError(Fault(self.unavailable), "the store could not be opened")

    def latest(self) -> Slot | None:
        return self.store.latest(self.player)

    def save(self, key: str, text: str, revision: int | None) -> int:
        self._kept()
        watch = self.watch
        if watch is None:
            return self.store.save(self.player, key, text, revision, self.client)
        start = time.perf_counter()
        try:
            return self.store.save(self.player, key, text, revision, self.client)
        finally:
            watch.wrote(start, time.perf_counter())

    def finish(self, key: str | None, line: str | None) -> None:
        self._kept()
        self.store.finish(self.player, key, line)

    def set_aside(self, key: str, why: str) -> None:
        """Set a game that cannot be read aside (counted for the notice even when the
        store cannot move it: it is then left where it is, never used)."""
        c = self.counted
        self.counted = Aside(c.games + 1, c.records, c.settings)
        self.store.set_aside(self.player, "game", key, why)

    # ----- the record -------------------------------------------------------------------------
    def finished(self) -> list[str]:
        """The record's lines, oldest first; a line that is not one of ours is set aside
        (and counted, for the one-line notice), never dropped without a word."""
        lines = []
        for row, line in self.store.records(self.player):
            try:
                decode_finished(line)
            except (ValueError, RecursionError) as e:
                c = self.counted
                self.counted = Aside(c.games, c.records + 1, c.settings)
                with contextlib.suppress(StoreError):  # said, though it stays where it is
                    self.store.set_aside(self.player, "record", str(row), str(e)[:200])
                continue
            lines.append(line)
        return lines

    # ----- settings -----------------------------------------------------------------------------
    def settings(self) -> str | None:
        return self.store.settings(self.player)

    def keep_settings(self, text: str) -> None:
        self._kept()
        self.store.keep_settings(self.player, text)

    def set_settings_aside(self, why: str) -> None:
        c = self.counted
        self.counted = Aside(c.games, c.records, c.settings + 1)
        self.store.set_aside(self.player, "settings", "", why)

    def aside(self, stored: bool = False) -> Aside:
        """What this shelf set aside since last asked, once; `stored`: what the store
        holds aside and has not said yet (set aside by another process too), instead."""
        mine, self.counted = self.counted, Aside()
        if not stored:
            return mine
        found = self.store.aside(self.player)
        return Aside(
            max(found.games, mine.games), max(found.records, mine.records), max(found.settings, mine.settings)
        )

    # ----- exported move lists ------------------------------------------------------------------
    def write_export(self, name: str, text: str) -> str:
        """Write an export named `CODE-STAMP.txt` (checked: a deal code and a time, nothing
        else), never over another file and never through a link; the file written.
        OSError when it cannot be."""
        m = _EXPORT.match(name)
        try:
            if m is None or str(DealCode.parse(m.group(1))) != m.group(1):
                raise ValueError(name)
        except (CodeError, ValueError):
            raise OSError(0, f"not an export's name: {name[:40]!r}") from None
        if self.exports is None:
            self.exported[name] = text
            return name
        folder = make_home(self.exports, inside=True)
        data = text.encode("utf-8")
        for n in range(1, 100):
            path = folder / (name if n == 1 else name.replace(".txt", f"-{n}.txt"))
            try:
                fd = open_regular(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
            except FileExistsError:
                continue
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            except OSError:
                os.close(fd)
                path.unlink(missing_ok=True)
                raise
            os.close(fd)
            return str(path)
        raise OSError(0, "too many exports of this game this second")


def fault_said(error: Exception) -> str:
    """The fault of a failed store call or file write, as `Records.reason` reads it."""
    if isinstance(error, StoreError):
        return error.fault.value
    if isinstance(error, OSError):
        return fault_of(error).value
    return Fault.OTHER.value
