"""The store's queries, the same for SQLite and PostgreSQL: an engine gives the
connection and its transactions (`_write`, `_read`), this class the statements.

The statements are written with `?` for their parameters; PostgreSQL's engine reads
them with `%s` (`PARAMETER`). Both engines know upserts (`ON CONFLICT`) and `RETURNING`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from fortythieves.store.base import MAX_GAMES, MAX_RECORDS, Account, Aside, Conflict, Slot

T = TypeVar("T")

# The schema of each version, run once and in order by the engine's migration. Types
# both engines read alike: TEXT, DOUBLE PRECISION, BIGINT, and an id made by the engine
# (`{id}`: SQLite's INTEGER PRIMARY KEY, PostgreSQL's BIGSERIAL).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE players (
            player TEXT PRIMARY KEY, name TEXT, account TEXT, settings TEXT,
            created DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE games (
            player TEXT NOT NULL, key TEXT NOT NULL, save TEXT NOT NULL,
            played DOUBLE PRECISION NOT NULL, revision BIGINT NOT NULL, client TEXT NOT NULL,
            PRIMARY KEY (player, key))""",
        "CREATE TABLE records (id {id}, player TEXT NOT NULL, line TEXT NOT NULL)",
        "CREATE INDEX records_of ON records (player, id)",
        """CREATE TABLE aside (
            id {id}, player TEXT NOT NULL, what TEXT NOT NULL, body TEXT NOT NULL,
            why TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, said BIGINT NOT NULL)""",
        "CREATE INDEX aside_of ON aside (player, said)",
    ),
}
_SLOT = "SELECT key, save, played, revision, client FROM games WHERE player = ?"
LATEST = f"{_SLOT} ORDER BY played DESC, key DESC LIMIT 1"  # the game played last
_UPSERT_SETTINGS = (
    "INSERT INTO players (player, settings, created) VALUES (?, ?, ?) "
    "ON CONFLICT (player) DO UPDATE SET settings = excluded.settings"
)


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...


# Runs one statement inside a transaction: what `_write`'s work is given.
Run = Callable[[str, tuple[Any, ...]], Cursor]


class SQLStore:
    """Every call of the interface, as statements. Subclasses give `_write` (`work` in
    one transaction, committed before it returns; StoreError when not) and `_read`."""

    def _write(self, work: Callable[[Run], T]) -> T:
        raise NotImplementedError

    def _read(self, sql: str, args: tuple[Any, ...], most: int) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _one(self, sql: str, args: tuple[Any, ...], result: Callable[[Cursor], T]) -> T:
        """One statement, committed before this returns, and `result` of its cursor. An
        engine whose single statements commit by themselves overrides it: no transaction
        to open and close around it, one exchange with the database."""
        return self._write(lambda run: result(run(sql, args)))

    # ----- players --------------------------------------------------------------------------
    def enrol(self, player: str, account: Account) -> bool:
        body = json.dumps(dict(account.credentials))
        sql = (
            "INSERT INTO players (player, name, account, created) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (player) DO UPDATE SET name = excluded.name, account = excluded.account "
            "WHERE players.account IS NULL"
        )
        return self._one(sql, (player, account.name, body, time.time()), lambda done: done.rowcount == 1)

    def account(self, player: str) -> Account | None:
        found = self._read("SELECT name, account FROM players WHERE player = ?", (player,), 1)
        if not found or found[0][1] is None:
            return None
        return account_of(found[0][0], found[0][1])

    # ----- games ----------------------------------------------------------------------------
    def games(self, player: str) -> list[Slot]:
        found = self._read(f"{_SLOT} ORDER BY played DESC, key DESC", (player,), MAX_GAMES)
        return [Slot(*row) for row in found]

    def game(self, player: str, key: str) -> Slot | None:
        found = self._read(f"{_SLOT} AND key = ?", (player, key), 1)
        return Slot(*found[0]) if found else None

    def latest(self, player: str) -> Slot | None:
        found = self._read(LATEST, (player,), 1)
        return Slot(*found[0]) if found else None

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        now = time.time()
        if revision is None:
            sql = (
                "INSERT INTO games (player, key, save, played, revision, client) VALUES (?, ?, ?, ?, 1, ?) "
                "ON CONFLICT DO NOTHING"
            )
            args: tuple[Any, ...] = (player, key, text, now, client)
        else:
            sql = (
                "UPDATE games SET save = ?, played = ?, revision = revision + 1, client = ? "
                "WHERE player = ? AND key = ? AND revision = ?"
            )
            args = (text, now, client, player, key, revision)
        if self._one(sql, args, lambda done: done.rowcount) != 1:
            raise Conflict(key)  # saved by another since, or finished elsewhere: nothing changed
        return 1 if revision is None else revision + 1

    def finish(self, player: str, key: str | None, line: str | None) -> None:
        def work(run: Run) -> None:
            if key is not None:
                run("DELETE FROM games WHERE player = ? AND key = ?", (player, key))
            if line is not None:
                run("INSERT INTO records (player, line) VALUES (?, ?)", (player, line))

        self._write(work)

    # ----- the record and settings ----------------------------------------------------------
    def records(self, player: str) -> list[tuple[int, str]]:
        found = self._read(
            "SELECT id, line FROM records WHERE player = ? ORDER BY id", (player,), MAX_RECORDS
        )
        return [(row[0], row[1]) for row in found]

    def settings(self, player: str) -> str | None:
        found = self._read("SELECT settings FROM players WHERE player = ?", (player,), 1)
        return found[0][0] if found else None

    def keep_settings(self, player: str, text: str) -> None:
        self._one(_UPSERT_SETTINGS, (player, text, time.time()), lambda done: None)

    # ----- damaged rows ---------------------------------------------------------------------
    def set_aside(self, player: str, what: str, key: str, why: str) -> None:
        def work(run: Run) -> None:
            if what == "game":
                found = run(
                    "DELETE FROM games WHERE player = ? AND key = ? RETURNING save", (player, key)
                ).fetchone()
            elif what == "record":
                row = int(key) if key.isdigit() else -1
                found = run(
                    "DELETE FROM records WHERE player = ? AND id = ? RETURNING line", (player, row)
                ).fetchone()
            else:
                found = run("SELECT settings FROM players WHERE player = ?", (player,)).fetchone()
                run("UPDATE players SET settings = NULL WHERE player = ?", (player,))
            if found is not None and found[0] is not None:
                run(
                    "INSERT INTO aside (player, what, body, why, at, said) VALUES (?, ?, ?, ?, ?, 0)",
                    (player, what, str(found[0]), why, time.time()),
                )

        self._write(work)

    def aside(self, player: str) -> Aside:
        found = self._one(
            "UPDATE aside SET said = 1 WHERE player = ? AND said = 0 RETURNING what",
            (player,),
            lambda done: done.fetchall(),
        )
        whats = [row[0] for row in found]
        return Aside(whats.count("game"), whats.count("record"), whats.count("settings"))

    # ----- a player's whole store -----------------------------------------------------------
    def load(self, player: str, data: Mapping[str, Any]) -> None:
        """Games by key (the newer of two wins), record lines not there yet, the settings."""

        def work(run: Run) -> None:
            for slot in data["games"]:
                run(
                    "INSERT INTO games (player, key, save, played, revision, client) VALUES (?, ?, ?, ?, 1, '') "
                    "ON CONFLICT (player, key) DO UPDATE SET save = excluded.save, played = excluded.played, "
                    "revision = games.revision + 1 WHERE excluded.played > games.played",
                    (player, slot.key, slot.text, slot.played),
                )
            known = {row[0] for row in run("SELECT line FROM records WHERE player = ?", (player,)).fetchall()}
            for line in data["records"]:
                if line not in known:
                    known.add(line)
                    run("INSERT INTO records (player, line) VALUES (?, ?)", (player, line))
            if data["settings"] is not None:
                run(_UPSERT_SETTINGS, (player, data["settings"], time.time()))

        self._write(work)


def account_of(name: str, body: str) -> Account:
    """An account row's credentials; damaged ones are kept so that nobody gets in."""
    try:
        credentials = json.loads(body)
    except ValueError:
        credentials = None
    if not isinstance(credentials, dict):
        return Account(name, {"damaged": True})
    return Account(name, credentials)
