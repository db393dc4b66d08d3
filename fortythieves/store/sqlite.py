"""The default engine: one SQLite database in the home folder (standard library `sqlite3`).

Write-ahead log, and each call one transaction committed before it returns, so a reply
that says a move was played is sent only once the move is in the log. `synchronous`
is NORMAL (measured in docs/serving.md): a killed process loses nothing committed,
since the log is in the system's hands at commit; a power cut can lose the last
commits since the log was last synced (never a half-written row: the database stays
whole). The database file and its companions are opened only when they are regular
files of the home (never through a link); one that is not, or that is not a SQLite
database, is moved aside and a new one made, and the player is told once.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from fortythieves.store.base import SCHEMA, Fault, Opened, StoreError, fault_of, rows
from fortythieves.store.home import NotRegular, is_plain, make_home, move_aside, open_regular
from fortythieves.store.legacy import migrate
from fortythieves.store.sql import MIGRATIONS, Run, SQLStore

FILE = "fortythieves.db"
SYNCHRONOUS = "NORMAL"
HEADER = b"SQLite format 3\x00"
T = TypeVar("T")


def fault(error: sqlite3.Error) -> Fault:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if code == sqlite3.SQLITE_FULL:
        return Fault.FULL
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_AUTH):
        return Fault.READ_ONLY
    return Fault.OTHER


class SQLiteStore(SQLStore):
    """The players of one home, in `<home>/fortythieves.db`."""

    shared = False  # one machine: the other processes are the same player's windows

    def __init__(self, home: Path) -> None:
        self.home = home
        self.path = home / FILE
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        # One writer of this process at a time: SQLite's own wait for its write lock
        # sleeps in steps of up to 100 ms, far longer than a commit takes (tens of
        # microseconds), so the threads of one process queue here instead; other
        # processes (another window, a server beside the command line) still wait there.
        self._writing = threading.Lock()
        self.moved: list[str] = []  # files found in the way and moved aside, said once
        try:
            make_home(home)
            self._clear_way()
            self._migrate(self._conn())
        except sqlite3.DatabaseError as e:
            if fault(e) is not Fault.OTHER:
                raise StoreError(fault(e), str(e)) from None
            self.close()  # not a database of ours: moved aside, and a new one made
            self._aside(self.path)
            self._new()
            self._migrate(self._conn())
        except OSError as e:
            raise StoreError(fault_of(e), str(e)) from None
        found = migrate(self, home)
        self._opened = Opened(tuple(self.moved), str(found.kept) if found.kept else None, found.refused)

    def opened(self) -> Opened:
        opened, self._opened = self._opened, Opened()
        return opened

    # ----- opening ------------------------------------------------------------------------
    def _clear_way(self) -> None:
        """The database and its companions are regular files of the home or nothing:
        anything else is moved aside. A file that is not a SQLite database is too."""
        for name in (FILE, f"{FILE}-wal", f"{FILE}-shm", f"{FILE}-journal"):
            if is_plain(self.home / name) is False:
                self._aside(self.home / name)
        try:
            fd = open_regular(self.path, os.O_RDWR | os.O_CREAT)
        except NotRegular:  # planted between the look and the open
            self._aside(self.path)
            fd = open_regular(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL)
        try:
            os.fchmod(fd, 0o600)
            head = os.read(fd, len(HEADER))
        finally:
            os.close(fd)
        if head and head != HEADER:
            self._aside(self.path)
            self._new()

    def _new(self) -> None:
        """An empty database file of the home's own (SQLite fills it)."""
        os.close(open_regular(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL))

    def _aside(self, path: Path) -> None:
        moved = move_aside(path)
        if moved is None:
            raise StoreError(Fault.READ_ONLY, f"{path.name} cannot be moved aside")
        self.moved.append(moved.name)

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            # The file was checked by `_clear_way`; `mode=rw` never makes it anew.
            conn = sqlite3.connect(
                f"file:{self.path}?mode=rw",
                uri=True,
                timeout=30.0,
                isolation_level=None,
                check_same_thread=False,
            )
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(f"PRAGMA synchronous={SYNCHRONOUS}")
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    def _migrate(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:
            raise StoreError(Fault.OTHER, f"{FILE} is of a newer version ({version})")
        for v in range(version + 1, SCHEMA + 1):

            def step(run: Run, v: int = v) -> None:
                for statement in MIGRATIONS[v]:
                    run(statement.format(id="INTEGER PRIMARY KEY"), ())
                run(f"PRAGMA user_version={v}", ())

            self._write(step)

    # ----- transactions -------------------------------------------------------------------
    def _write(self, work: Callable[[Run], T]) -> T:
        """`work` in one transaction, committed before this returns; StoreError when not."""
        conn = self._conn()
        try:
            with self._writing:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    done = work(conn.execute)
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        with contextlib.suppress(sqlite3.Error):
                            conn.execute("ROLLBACK")
                    raise
        except sqlite3.Error as e:
            raise StoreError(fault(e), str(e)) from None
        return done

    def _read(self, sql: str, args: tuple[Any, ...], most: int) -> list[tuple[Any, ...]]:
        try:
            return rows(iter(self._conn().execute(sql, args)), most)
        except sqlite3.Error as e:
            raise StoreError(fault(e), str(e)) from None

    @contextlib.contextmanager
    def turn(self, player: str) -> Iterator[None]:
        # One process serves a player's commands one at a time; another window's saves
        # are caught by the revisions (`Conflict`), so nothing needs holding here.
        yield

    def close(self) -> None:
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
        self._local = threading.local()
