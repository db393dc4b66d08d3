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
import threading
from collections.abc import Callable, Iterator
from typing import Any, LiteralString, TypeVar

import psycopg
from psycopg import errors
from psycopg_pool import ConnectionPool

from fortythieves.store.base import SCHEMA, Fault, Opened, StoreError, rows
from fortythieves.store.sql import MIGRATIONS, Run, SQLStore

T = TypeVar("T")
POOL = 24  # connections of one server process: its command threads, and a few more
_MIGRATING = 0x46540001  # the advisory lock two servers starting at once migrate under


def fault(error: psycopg.Error) -> Fault:
    if isinstance(error, errors.DiskFull | errors.OutOfMemory):
        return Fault.FULL
    if isinstance(error, errors.ReadOnlySqlTransaction | errors.InsufficientPrivilege):
        return Fault.READ_ONLY
    return Fault.OTHER


def _ours(sql: str) -> LiteralString:
    """A statement of `store.sql` (parameters written `?`) as psycopg reads it (`%s`):
    the statements are the program's own constants, never made of a player's text."""
    return sql.replace("?", "%s")


def lock_key(player: str) -> int:
    """The advisory lock's number for a player: 64 bits of a hash of the id, signed."""
    return int.from_bytes(hashlib.blake2b(player.encode("utf-8"), digest_size=8).digest(), "big", signed=True)


class PostgresStore(SQLStore):
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

    def _write(self, work: Callable[[Run], T]) -> T:
        try:
            with self._conn() as conn, conn.transaction():
                return work(lambda sql, args: conn.execute(_ours(sql), args))
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None

    def _read(self, sql: str, args: tuple[Any, ...], most: int) -> list[tuple[Any, ...]]:
        try:
            with self._conn() as conn:
                return rows(iter(conn.execute(_ours(sql), args)), most)
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None

    def _migrate(self) -> None:
        def work(run: Run) -> None:
            run("SELECT pg_advisory_xact_lock(?)", (_MIGRATING,))
            run("CREATE TABLE IF NOT EXISTS fortythieves_schema (version INTEGER NOT NULL)", ())
            found = run("SELECT version FROM fortythieves_schema", ()).fetchone()
            version = 0 if found is None else found[0]
            if found is None:
                run("INSERT INTO fortythieves_schema VALUES (0)", ())
            if version > SCHEMA:
                raise StoreError(Fault.OTHER, f"the database is of a newer version ({version})")
            for v in range(version + 1, SCHEMA + 1):
                for statement in MIGRATIONS[v]:
                    run(statement.format(id="BIGSERIAL PRIMARY KEY"), ())
                run("UPDATE fortythieves_schema SET version = ?", (v,))

        self._write(work)

    def opened(self) -> Opened:
        return Opened()

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
