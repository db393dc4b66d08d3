"""A store in memory: for guests, replays and tests. Nothing outlives the process."""

from __future__ import annotations

import contextlib
import itertools
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from fortythieves.store.base import Account, Aside, Conflict, Opened, Slot


class MemoryStore:
    shared = False

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self._lock = threading.Lock()
        self.accounts: dict[str, Account] = {}
        self.saves: dict[tuple[str, str], Slot] = {}
        self.lines: dict[str, list[tuple[int, str]]] = {}
        self.kept: dict[str, str] = {}  # settings
        self.put_aside: dict[str, list[str]] = {}  # what was set aside, not yet said
        self._ids = itertools.count(1)
        self._order = itertools.count()
        self._orders: dict[tuple[str, str], int] = {}

    def enrol(self, player: str, account: Account) -> bool:
        with self._lock:
            if player in self.accounts:
                return False
            self.accounts[player] = account
            return True

    def account(self, player: str) -> Account | None:
        return self.accounts.get(player)

    def games(self, player: str) -> list[Slot]:
        with self._lock:
            mine = [(k, s) for k, s in self.saves.items() if k[0] == player]
            mine.sort(key=lambda ks: (ks[1].played, self._orders[ks[0]]), reverse=True)
            return [s for _, s in mine]

    def game(self, player: str, key: str) -> Slot | None:
        return self.saves.get((player, key))

    def latest(self, player: str) -> Slot | None:
        found = self.games(player)
        return found[0] if found else None

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        with self._lock:
            known = self.saves.get((player, key))
            if (known is None) != (revision is None) or (known is not None and known.revision != revision):
                raise Conflict(key)
            new = 1 if known is None else known.revision + 1
            self.saves[(player, key)] = Slot(key, text, self.clock(), new, client)
            self._orders[(player, key)] = next(self._order)
            return new

    def finish(self, player: str, key: str | None, line: str | None) -> None:
        with self._lock:
            if key is not None:
                self.saves.pop((player, key), None)
            if line is not None:
                self.lines.setdefault(player, []).append((next(self._ids), line))

    def records(self, player: str) -> list[tuple[int, str]]:
        return list(self.lines.get(player, []))

    def settings(self, player: str) -> str | None:
        return self.kept.get(player)

    def keep_settings(self, player: str, text: str) -> None:
        self.kept[player] = text

    def set_aside(self, player: str, what: str, key: str, why: str) -> None:
        with self._lock:
            if what == "game":
                self.saves.pop((player, key), None)
            elif what == "record":
                self.lines[player] = [(n, line) for n, line in self.lines.get(player, []) if str(n) != key]
            else:
                self.kept.pop(player, None)
            self.put_aside.setdefault(player, []).append(what)

    def aside(self, player: str) -> Aside:
        found = self.put_aside.pop(player, [])
        return Aside(found.count("game"), found.count("record"), found.count("settings"))

    def load(self, player: str, data: Mapping[str, Any]) -> None:
        with self._lock:
            for slot in data["games"]:
                known = self.saves.get((player, slot.key))
                if known is None or slot.played > known.played:
                    revision = 1 if known is None else known.revision + 1
                    self.saves[(player, slot.key)] = Slot(slot.key, slot.text, slot.played, revision, "")
                    self._orders[(player, slot.key)] = next(self._order)
            lines = self.lines.setdefault(player, [])
            known_lines = {line for _, line in lines}
            for line in data["records"]:
                if line not in known_lines:
                    known_lines.add(line)
                    lines.append((next(self._ids), line))
            if data["settings"] is not None:
                self.kept[player] = data["settings"]

    def opened(self) -> Opened:
        return Opened()

    @contextlib.contextmanager
    def turn(self, player: str) -> Iterator[None]:
        yield

    def close(self) -> None:
        pass
