"""The engine for several servers: one PostgreSQL database (`serve --store postgresql://...`).

psycopg 3, synchronous, with its connection pool: a server answers each command in a
worker thread (the solver and the store both block), so a blocking driver fits the
session as it is, where asyncpg would need every layer above it to be asynchronous.

Every server process serves any player. One player's commands never interleave across
processes: `turn` holds a PostgreSQL advisory lock named after the player for the whole
command, on the connection that command's calls use; the session then reads the game's
revision and takes up what another process saved before answering (`Keeper.catch_up`).
Each call commits before it returns, so a reply never says a move was played before
the database has it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

import psycopg
from psycopg import errors
from psycopg_pool import ConnectionPool

from fortythieves.store.base import (
    MAX_GAMES,
    MAX_RECORDS,
    SCHEMA,
    Account,
    Aside,
    Conflict,
    Fault,
    Opened,
    Slot,
    StoreError,
    rows,
)
from fortythieves.store.sqlite import account_of

T = TypeVar("T")
POOL = 24  # connections of one server process: its command threads, and a few more
_MIGRATING = 0x46540001  # the advisory lock two servers starting at once migrate under

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE players (
            player TEXT PRIMARY KEY, name TEXT, account TEXT, settings TEXT,
            created DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE games (
            player TEXT NOT NULL, key TEXT NOT NULL, save TEXT NOT NULL,
            played DOUBLE PRECISION NOT NULL, revision BIGINT NOT NULL, client TEXT NOT NULL,
            PRIMARY KEY (player, key))""",
        "CREATE TABLE records (id BIGSERIAL PRIMARY KEY, player TEXT NOT NULL, line TEXT NOT NULL)",
        "CREATE INDEX records_of ON records (player, id)",
        """CREATE TABLE aside (
            id BIGSERIAL PRIMARY KEY, player TEXT NOT NULL, what TEXT NOT NULL, body TEXT NOT NULL,
            why TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, said BOOLEAN NOT NULL)""",
        "CREATE INDEX aside_of ON aside (player, said)",
    ),
}
assert max(MIGRATIONS) == SCHEMA


def fault(error: psycopg.Error) -> Fault:
    if isinstance(error, errors.DiskFull | errors.OutOfMemory):
        return Fault.FULL
    if isinstance(error, errors.ReadOnlySqlTransaction | errors.InsufficientPrivilege):
        return Fault.READ_ONLY
    return Fault.OTHER


def lock_key(player: str) -> int:
    """The advisory lock's number for a player: 64 bits of a hash of the id, signed."""
    return int.from_bytes(hashlib.blake2b(player.encode("utf-8"), digest_size=8).digest(), "big", signed=True)


class PostgresStore:
    shared = True

    def __init__(self, url: str, size: int = POOL) -> None:
        self._local = threading.local()  # the connection a turn holds, in its thread
        try:
            self.pool = ConnectionPool(
                url, min_size=2, max_size=size, kwargs={"autocommit": True}, open=False
            )
            self.pool.open(wait=True, timeout=15.0)
        except (psycopg.Error, Exception) as e:
            raise StoreError(Fault.OTHER, f"cannot reach the database: {e}") from None
        self._migrate()

    # ----- connections and transactions ----------------------------------------------------
    @contextlib.contextmanager
    def _conn(self) -> Iterator[psycopg.Connection[Any]]:
        held: psycopg.Connection[Any] | None = getattr(self._local, "conn", None)
        if held is not None:
            yield held
            return
        try:
            with self.pool.connection(timeout=30.0) as conn:
                yield conn
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None
        except TimeoutError as e:  # the pool's PoolTimeout is one
            raise StoreError(Fault.OTHER, str(e)) from None

    def _write(self, work: Callable[[psycopg.Connection[Any]], T]) -> T:
        try:
            with self._conn() as conn, conn.transaction():
                return work(conn)
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None

    def _read(self, sql: str, args: tuple[Any, ...], most: int) -> list[tuple[Any, ...]]:
        try:
            with self._conn() as conn:
                return rows(iter(conn.execute(sql, args)), most)
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None

    def _migrate(self) -> None:
        def work(c: psycopg.Connection[Any]) -> None:
            c.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATING,))
            c.execute("CREATE TABLE IF NOT EXISTS fortythieves_schema (version INTEGER NOT NULL)")
            found = c.execute("SELECT version FROM fortythieves_schema").fetchone()
            version = 0 if found is None else found[0]
            if found is None:
                c.execute("INSERT INTO fortythieves_schema VALUES (0)")
            if version > SCHEMA:
                raise StoreError(Fault.OTHER, f"the database is of a newer version ({version})")
            for v in range(version + 1, SCHEMA + 1):
                for statement in MIGRATIONS[v]:
                    c.execute(statement)
                c.execute("UPDATE fortythieves_schema SET version = %s", (v,))

        self._write(work)

    def opened(self) -> Opened:
        return Opened()

    # ----- players --------------------------------------------------------------------------
    def enrol(self, player: str, account: Account) -> bool:
        body = json.dumps(dict(account.credentials))

        def work(c: psycopg.Connection[Any]) -> bool:
            done = c.execute(
                "INSERT INTO players (player, name, account, created) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (player) DO UPDATE SET name = excluded.name, account = excluded.account "
                "WHERE players.account IS NULL",
                (player, account.name, body, time.time()),
            )
            return done.rowcount == 1

        return self._write(work)

    def account(self, player: str) -> Account | None:
        found = self._read("SELECT name, account FROM players WHERE player = %s", (player,), 1)
        if not found or found[0][1] is None:
            return None
        return account_of(found[0][0], found[0][1])

    # ----- games ----------------------------------------------------------------------------
    def games(self, player: str) -> list[Slot]:
        found = self._read(
            "SELECT key, save, played, revision, client FROM games WHERE player = %s ORDER BY played DESC, key DESC",
            (player,),
            MAX_GAMES,
        )
        return [Slot(*row) for row in found]

    def game(self, player: str, key: str) -> Slot | None:
        found = self._read(
            "SELECT key, save, played, revision, client FROM games WHERE player = %s AND key = %s",
            (player, key),
            1,
        )
        return Slot(*found[0]) if found else None

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        def work(c: psycopg.Connection[Any]) -> int:
            now = time.time()
            if revision is not None:
                done = c.execute(
                    "UPDATE games SET save = %s, played = %s, revision = revision + 1, client = %s "
                    "WHERE player = %s AND key = %s AND revision = %s",
                    (text, now, client, player, key, revision),
                )
                if done.rowcount != 1:
                    raise Conflict(key)
                return revision + 1
            done = c.execute(
                "INSERT INTO games (player, key, save, played, revision, client) VALUES (%s, %s, %s, %s, 1, %s) "
                "ON CONFLICT DO NOTHING",
                (player, key, text, now, client),
            )
            if done.rowcount != 1:
                raise Conflict(key)
            return 1

        return self._write(work)

    def finish(self, player: str, key: str | None, line: str | None) -> None:
        def work(c: psycopg.Connection[Any]) -> None:
            if key is not None:
                c.execute("DELETE FROM games WHERE player = %s AND key = %s", (player, key))
            if line is not None:
                c.execute("INSERT INTO records (player, line) VALUES (%s, %s)", (player, line))

        self._write(work)

    # ----- the record and settings ----------------------------------------------------------
    def records(self, player: str) -> list[tuple[int, str]]:
        found = self._read(
            "SELECT id, line FROM records WHERE player = %s ORDER BY id", (player,), MAX_RECORDS
        )
        return [(row[0], row[1]) for row in found]

    def settings(self, player: str) -> str | None:
        found = self._read("SELECT settings FROM players WHERE player = %s", (player,), 1)
        return found[0][0] if found else None

    def keep_settings(self, player: str, text: str) -> None:
        self._write(
            lambda c: c.execute(
                "INSERT INTO players (player, settings, created) VALUES (%s, %s, %s) "
                "ON CONFLICT (player) DO UPDATE SET settings = excluded.settings",
                (player, text, time.time()),
            )
        )

    # ----- damaged rows ---------------------------------------------------------------------
    def set_aside(self, player: str, what: str, key: str, why: str) -> None:
        def work(c: psycopg.Connection[Any]) -> None:
            if what == "game":
                found = c.execute(
                    "DELETE FROM games WHERE player = %s AND key = %s RETURNING save", (player, key)
                ).fetchone()
            elif what == "record":
                found = c.execute(
                    "DELETE FROM records WHERE player = %s AND id = %s RETURNING line", (player, int(key))
                ).fetchone()
            else:
                found = c.execute("SELECT settings FROM players WHERE player = %s", (player,)).fetchone()
                c.execute("UPDATE players SET settings = NULL WHERE player = %s", (player,))
            if found is not None:
                c.execute(
                    "INSERT INTO aside (player, what, body, why, at, said) VALUES (%s, %s, %s, %s, %s, false)",
                    (player, what, str(found[0]), why, time.time()),
                )

        self._write(work)

    def aside(self, player: str) -> Aside:
        def work(c: psycopg.Connection[Any]) -> dict[str, int]:
            found = c.execute(
                "UPDATE aside SET said = true WHERE player = %s AND NOT said RETURNING what", (player,)
            ).fetchall()
            counts: dict[str, int] = {}
            for (what,) in found:
                counts[what] = counts.get(what, 0) + 1
            return counts

        counts = self._write(work)
        return Aside(counts.get("game", 0), counts.get("record", 0), counts.get("settings", 0))

    # ----- a player's whole store -----------------------------------------------------------
    def dump(self, player: str) -> dict[str, Any]:
        return {
            "account": self.account(player),
            "settings": self.settings(player),
            "games": self.games(player),
            "records": [line for _, line in self.records(player)],
        }

    def load(self, player: str, data: Mapping[str, Any]) -> None:
        def work(c: psycopg.Connection[Any]) -> None:
            for slot in data["games"]:
                c.execute(
                    "INSERT INTO games (player, key, save, played, revision, client) "
                    "VALUES (%s, %s, %s, %s, 1, '') ON CONFLICT (player, key) DO UPDATE SET "
                    "save = excluded.save, played = excluded.played, revision = games.revision + 1 "
                    "WHERE excluded.played > games.played",
                    (player, slot.key, slot.text, slot.played),
                )
            known = {line for (line,) in c.execute("SELECT line FROM records WHERE player = %s", (player,))}
            for line in data["records"]:
                if line not in known:
                    known.add(line)
                    c.execute("INSERT INTO records (player, line) VALUES (%s, %s)", (player, line))
            if data["settings"] is not None:
                c.execute(
                    "INSERT INTO players (player, settings, created) VALUES (%s, %s, %s) "
                    "ON CONFLICT (player) DO UPDATE SET settings = excluded.settings",
                    (player, data["settings"], time.time()),
                )

        self._write(work)

    @contextlib.contextmanager
    def turn(self, player: str) -> Iterator[None]:
        """Hold the player's advisory lock for one command: its calls run on this
        connection; another process's command for the player waits here."""
        if getattr(self._local, "conn", None) is not None:
            yield  # a turn inside a turn: the lock is held already
            return
        with self._conn() as conn:
            try:
                conn.execute("SELECT pg_advisory_lock(%s)", (lock_key(player),))
            except psycopg.Error as e:
                raise StoreError(fault(e), str(e)) from None
            self._local.conn = conn
            try:
                yield
            finally:
                self._local.conn = None
                with contextlib.suppress(psycopg.Error):
                    conn.execute("SELECT pg_advisory_unlock(%s)", (lock_key(player),))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.pool.close()
