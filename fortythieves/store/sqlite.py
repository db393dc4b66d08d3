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
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

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
    fault_of,
    rows,
)
from fortythieves.store.home import NotRegular, is_plain, make_home, move_aside, open_regular
from fortythieves.store.legacy import migrate

FILE = "fortythieves.db"
SYNCHRONOUS = "NORMAL"
HEADER = b"SQLite format 3\x00"
T = TypeVar("T")

# Each version's statements, run once, in order, by `_migrate` (PRAGMA user_version
# holds the version a database has reached).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE players (
            player TEXT PRIMARY KEY, name TEXT, account TEXT, settings TEXT,
            created REAL NOT NULL)""",
        """CREATE TABLE games (
            player TEXT NOT NULL, key TEXT NOT NULL, save TEXT NOT NULL, played REAL NOT NULL,
            revision INTEGER NOT NULL, client TEXT NOT NULL, PRIMARY KEY (player, key))""",
        "CREATE TABLE records (id INTEGER PRIMARY KEY, player TEXT NOT NULL, line TEXT NOT NULL)",
        "CREATE INDEX records_of ON records (player, id)",
        """CREATE TABLE aside (
            id INTEGER PRIMARY KEY, player TEXT NOT NULL, what TEXT NOT NULL,
            body TEXT NOT NULL, why TEXT NOT NULL, at REAL NOT NULL, said INTEGER NOT NULL)""",
        "CREATE INDEX aside_of ON aside (player, said)",
    ),
}
assert max(MIGRATIONS) == SCHEMA


def fault(error: sqlite3.Error) -> Fault:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if code == sqlite3.SQLITE_FULL:
        return Fault.FULL
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_AUTH):
        return Fault.READ_ONLY
    return Fault.OTHER


class SQLiteStore:
    """The players of one home, in `<home>/fortythieves.db`."""

    shared = False  # one machine: the other processes are the same player's windows

    def __init__(self, home: Path) -> None:
        self.home = home
        self.path = home / FILE
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
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

            def step(c: sqlite3.Connection, v: int = v) -> None:
                for statement in MIGRATIONS[v]:
                    c.execute(statement)
                c.execute(f"PRAGMA user_version={v}")

            self._write(step)

    # ----- transactions -------------------------------------------------------------------
    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work` in one transaction, committed before this returns; StoreError when not."""
        conn = self._conn()
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                done = work(conn)
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

    # ----- players ------------------------------------------------------------------------
    def enrol(self, player: str, account: Account) -> bool:
        body = json.dumps(dict(account.credentials))

        def work(c: sqlite3.Connection) -> bool:
            done = c.execute(
                "INSERT INTO players (player, name, account, created) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (player) DO UPDATE SET name = excluded.name, account = excluded.account "
                "WHERE players.account IS NULL",
                (player, account.name, body, time.time()),
            )
            return done.rowcount == 1

        return self._write(work)

    def account(self, player: str) -> Account | None:
        found = self._read("SELECT name, account FROM players WHERE player = ?", (player,), 1)
        if not found or found[0][1] is None:
            return None
        return account_of(found[0][0], found[0][1])

    # ----- games --------------------------------------------------------------------------
    def games(self, player: str) -> list[Slot]:
        found = self._read(
            "SELECT key, save, played, revision, client FROM games WHERE player = ? "
            "ORDER BY played DESC, key DESC",
            (player,),
            MAX_GAMES,
        )
        return [Slot(*row) for row in found]

    def game(self, player: str, key: str) -> Slot | None:
        found = self._read(
            "SELECT key, save, played, revision, client FROM games WHERE player = ? AND key = ?",
            (player, key),
            1,
        )
        return Slot(*found[0]) if found else None

    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int:
        def work(c: sqlite3.Connection) -> int:
            now = time.time()
            if revision is not None:
                done = c.execute(
                    "UPDATE games SET save = ?, played = ?, revision = revision + 1, client = ? "
                    "WHERE player = ? AND key = ? AND revision = ?",
                    (text, now, client, player, key, revision),
                )
                if done.rowcount == 1:
                    return revision + 1
                raise Conflict(key)  # saved by another since, or finished elsewhere
            try:
                c.execute(
                    "INSERT INTO games (player, key, save, played, revision, client) VALUES (?, ?, ?, ?, 1, ?)",
                    (player, key, text, now, client),
                )
            except sqlite3.IntegrityError:
                raise Conflict(key) from None
            return 1

        return self._write(work)

    def finish(self, player: str, key: str | None, line: str | None) -> None:
        def work(c: sqlite3.Connection) -> None:
            if key is not None:
                c.execute("DELETE FROM games WHERE player = ? AND key = ?", (player, key))
            if line is not None:
                c.execute("INSERT INTO records (player, line) VALUES (?, ?)", (player, line))

        self._write(work)

    # ----- the record and settings --------------------------------------------------------
    def records(self, player: str) -> list[tuple[int, str]]:
        found = self._read(
            "SELECT id, line FROM records WHERE player = ? ORDER BY id", (player,), MAX_RECORDS
        )
        return [(row[0], row[1]) for row in found]

    def settings(self, player: str) -> str | None:
        found = self._read("SELECT settings FROM players WHERE player = ?", (player,), 1)
        return found[0][0] if found else None

    def keep_settings(self, player: str, text: str) -> None:
        self._write(
            lambda c: c.execute(
                "INSERT INTO players (player, settings, created) VALUES (?, ?, ?) "
                "ON CONFLICT (player) DO UPDATE SET settings = excluded.settings",
                (player, text, time.time()),
            )
        )

    # ----- damaged rows -------------------------------------------------------------------
    def set_aside(self, player: str, what: str, key: str, why: str) -> None:
        def work(c: sqlite3.Connection) -> None:
            if what == "game":
                found = c.execute(
                    "SELECT save FROM games WHERE player = ? AND key = ?", (player, key)
                ).fetchone()
                c.execute("DELETE FROM games WHERE player = ? AND key = ?", (player, key))
            elif what == "record":
                found = c.execute(
                    "SELECT line FROM records WHERE player = ? AND id = ?", (player, key)
                ).fetchone()
                c.execute("DELETE FROM records WHERE player = ? AND id = ?", (player, key))
            else:
                found = c.execute("SELECT settings FROM players WHERE player = ?", (player,)).fetchone()
                c.execute("UPDATE players SET settings = NULL WHERE player = ?", (player,))
            if found is not None:
                c.execute(
                    "INSERT INTO aside (player, what, body, why, at, said) VALUES (?, ?, ?, ?, ?, 0)",
                    (player, what, str(found[0]), why, time.time()),
                )

        self._write(work)

    def aside(self, player: str) -> Aside:
        found = self._read(
            "SELECT what, count(*) FROM aside WHERE player = ? AND said = 0 GROUP BY what", (player,), 10
        )
        counts = {what: n for what, n in found}
        if counts:
            with contextlib.suppress(StoreError):  # a full disk: counted again next time
                self._write(lambda c: c.execute("UPDATE aside SET said = 1 WHERE player = ?", (player,)))
        return Aside(counts.get("game", 0), counts.get("record", 0), counts.get("settings", 0))

    # ----- a player's whole store ---------------------------------------------------------
    def dump(self, player: str) -> dict[str, Any]:
        return {
            "account": self.account(player),
            "settings": self.settings(player),
            "games": self.games(player),
            "records": [line for _, line in self.records(player)],
        }

    def load(self, player: str, data: Mapping[str, Any]) -> None:
        """Games by key (the newer of two wins), record lines not there yet, the settings."""

        def work(c: sqlite3.Connection) -> None:
            now = time.time()
            for slot in data["games"]:
                c.execute(
                    "INSERT INTO games (player, key, save, played, revision, client) VALUES (?, ?, ?, ?, 1, '') "
                    "ON CONFLICT (player, key) DO UPDATE SET save = excluded.save, played = excluded.played, "
                    "revision = games.revision + 1 WHERE excluded.played > games.played",
                    (player, slot.key, slot.text, slot.played),
                )
            known = {line for (line,) in c.execute("SELECT line FROM records WHERE player = ?", (player,))}
            for line in data["records"]:
                if line not in known:
                    known.add(line)
                    c.execute("INSERT INTO records (player, line) VALUES (?, ?)", (player, line))
            if data["settings"] is not None:
                c.execute(
                    "INSERT INTO players (player, settings, created) VALUES (?, ?, ?) "
                    "ON CONFLICT (player) DO UPDATE SET settings = excluded.settings",
                    (player, data["settings"], now),
                )

        self._write(work)

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


def account_of(name: str, body: str) -> Account:
    """An account row's credentials, or None when they are damaged (then nobody gets in)."""
    try:
        credentials = json.loads(body)
    except ValueError:
        credentials = None
    if not isinstance(credentials, dict):
        return Account(name, {"damaged": True})
    return Account(name, credentials)
