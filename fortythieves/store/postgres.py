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

Each exchange with the database is a round trip, which a player waits for: a move costs
three (the lock and the game played last, sent together; the save, one statement that
commits by itself; the unlock), a command that saves nothing two. The lock stays a
session lock, released by its own statement, because a command may commit more than
once (a new deal keeps the game before it, then the new one) and another process must
not take the player's turn between those commits.
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

from fortythieves.store.base import SCHEMA, Fault, Opened, Slot, StoreError, rows
from fortythieves.store.sql import LATEST, MIGRATIONS, Cursor, Run, SQLStore

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


def _batched(conn: psycopg.Connection[Any]) -> contextlib.AbstractContextManager[object]:
    """Statements sent together, their results read after (pipeline mode, libpq 14 and
    later; with an older libpq, one exchange each, as they come)."""
    return conn.pipeline() if psycopg.Pipeline.is_supported() else contextlib.nullcontext()


def lock_key(player: str) -> int:
    """The advisory lock's number for a player: 64 bits of a hash of the id, signed."""
    return int.from_bytes(hashlib.blake2b(player.encode("utf-8"), digest_size=8).digest(), "big", signed=True)


class PostgresStore(SQLStore):
    shared = True

    def __init__(self, url: str, size: int = POOL) -> None:
        # In its thread: the connection a turn holds (`conn`), and the game played last
        # as the turn found it (`first`: the player and the game), until the turn writes.
        self._local = threading.local()
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
        """`work` in one transaction; in pipeline mode, BEGIN, its statements and COMMIT
        go in one exchange unless `work` reads a result on the way."""
        self._local.first = None
        try:
            with self._conn() as conn, _batched(conn), conn.transaction():
                return work(lambda sql, args: conn.execute(_ours(sql), args))
        except psycopg.Error as e:
            raise StoreError(fault(e), str(e)) from None

    def _one(self, sql: str, args: tuple[Any, ...], result: Callable[[Cursor], T]) -> T:
        """One statement: the connections are in autocommit, so it commits by itself."""
        self._local.first = None
        try:
            with self._conn() as conn:
                return result(conn.execute(_ours(sql), args))
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

    def latest(self, player: str) -> Slot | None:
        first: tuple[str, Slot | None] | None = getattr(self._local, "first", None)
        if first is not None and first[0] == player:
            self._local.first = None
            return first[1]  # read with the turn's lock, nothing written since
        return super().latest(player)

    @contextlib.contextmanager
    def turn(self, player: str) -> Iterator[None]:
        """Hold the player's advisory lock for one command: its calls run on this
        connection; another process's command for the player waits here. The game played
        last is read in the same exchange, once the lock is held (the statement after the
        lock sees every commit made before it), for the command's first `latest`."""
        if getattr(self._local, "conn", None) is not None:
            yield  # a turn inside a turn: the lock is held already
            return
        with self._conn() as conn:
            try:
                with _batched(conn):
                    conn.execute("SELECT pg_advisory_lock(%s)", (lock_key(player),))
                    found = conn.execute(_ours(LATEST), (player,))
                slot = rows(iter(found), 1)
            except psycopg.Error as e:
                raise StoreError(fault(e), str(e)) from None
            self._local.conn, self._local.first = conn, (player, Slot(*slot[0]) if slot else None)
            try:
                yield
            finally:
                self._local.conn = self._local.first = None
                with contextlib.suppress(psycopg.Error):
                    conn.execute("SELECT pg_advisory_unlock(%s)", (lock_key(player),))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.pool.close()
