"""Where a player's games, record and settings are kept: in memory, or in one folder.

A player's folder holds:

    games/<key>.json   one file per unfinished game (a `core.saves` save), with a
                       `<key>.lock` beside it held by the process playing it
    current.json       the single save of earlier versions, read as one more game
    record.jsonl       every finished game, one line each (`core.record`)
    exports/           move lists written by `export`
    settings.json      the settings
    history            the typed-command history of the terminal face

Every write is atomic and private (0600). A write that fails raises OSError: the
session says so and keeps the game in memory. A file that cannot be used is kept
aside under another name (`*.damaged-N.*`), never overwritten, and said in one line.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import IO, Protocol

from fortythieves.core.saves import data_dir, sync_folder, write_atomic
from fortythieves.play.settings import Settings

KEEP = 20  # unfinished games kept at least; older ones go to the record as abandoned
STALE_TEMP = 60.0  # seconds: a temporary file this old belongs to an interrupted write
LEGACY = "current"  # the key of the old single save, `current.json`


class Fault(Enum):
    """Why a write failed, as the player is told."""

    FULL = "full"  # no space left
    READ_ONLY = "read-only"  # the folder or file cannot be written
    OTHER = "other"


def fault_of(error: OSError) -> Fault:
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return Fault.FULL
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return Fault.READ_ONLY
    return Fault.OTHER


class NoteKind(Enum):
    SETTINGS_ASIDE = "settings-aside"  # a damaged settings file was kept aside
    SETTINGS_STUCK = "settings-stuck"  # damaged, and it could not even be moved


@dataclass(frozen=True, slots=True)
class Note:
    """Something the store found while reading, for the session to say once."""

    kind: NoteKind
    file: str


@dataclass(frozen=True, slots=True)
class Slot:
    """An unfinished game as kept: its key, its save text and when it was last played."""

    key: str
    text: str
    played: float  # seconds since the epoch
    name: str = ""  # the file, as said when it cannot be used


class Store(Protocol):
    """Where a session keeps its games, its record and its settings."""

    # False: `write` returns when the save is written (or raises). True: it returns at
    # once and the save is written later (`play.behind`): its outcome comes from `written`.
    deferred: bool

    def new_key(self) -> str: ...
    def unfinished(self) -> list[Slot]: ...  # newest first
    def write(self, key: str, text: str) -> None: ...  # OSError when it cannot
    def written(self) -> list[tuple[str, OSError | None]]: ...  # deferred writes done, oldest first
    def unrecorded(self) -> list[OSError]: ...  # deferred record lines that could not be written
    def pending(self, key: str) -> bool: ...  # a deferred save of the game is on its way
    def flush(self) -> None: ...  # wait until every deferred write is done
    def remove(self, key: str) -> None: ...
    def set_aside(self, key: str) -> str | None: ...  # where it went, None if it could not move
    def claim(self, key: str) -> bool: ...  # False: another process plays it
    def claim_new(self, key: str) -> None: ...  # a key just made by `new_key`: nobody else has it
    def release(self, key: str) -> None: ...
    def add_finished(self, line: str) -> None: ...  # OSError when it cannot
    def finished(self) -> list[str]: ...  # the record's lines, oldest first
    def write_export(self, name: str, text: str) -> str: ...  # the file written; OSError
    def read_settings(self) -> Settings: ...
    def write_settings(self, settings: Settings) -> None: ...  # OSError when it cannot
    def take_notes(self) -> list[Note]: ...


# The keys' random part: a generator of the store's own (seeded by the system once), so
# that a new deal asks the system nothing and draws nothing from `random`'s shared one.
_KEYS = random.Random()


def _stamp(now: float) -> str:
    """A key that sorts by time and never repeats: 20261201-162234-3fa9."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f"-{_KEYS.getrandbits(16):04x}"


def _read_save(path: Path) -> tuple[str, float]:
    """A save's text and when it was written, in four system calls (open, fstat, read,
    close): the servers list a player's games at every new deal."""
    fd = os.open(path, os.O_RDONLY)
    try:
        info = os.fstat(fd)
        chunks = [os.read(fd, info.st_size + 1)]
        if len(chunks[0]) > info.st_size:  # grown meanwhile: read to the end
            while chunks[-1]:
                chunks.append(os.read(fd, 65536))
    finally:
        os.close(fd)
    return b"".join(chunks).decode("utf-8"), info.st_mtime


class MemoryStore:
    """A store in memory, for tests, replays and players who keep nothing."""

    deferred = False

    def __init__(
        self,
        game: str | None = None,
        settings: Settings | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.clock = clock
        self.games: dict[str, tuple[str, float, int]] = {}  # key -> text, played, order
        self._order = 0
        if game is not None:
            self.write(LEGACY, game)
        self.settings = settings or Settings()
        self.aside: list[str] = []
        self.record: list[str] = []
        self.exports: dict[str, str] = {}

    @property
    def game(self) -> str | None:
        """The text of the game played last."""
        slots = self.unfinished()
        return slots[0].text if slots else None

    def new_key(self) -> str:
        return _stamp(self.clock())

    def unfinished(self) -> list[Slot]:
        ordered = sorted(self.games.items(), key=lambda kv: (kv[1][1], kv[1][2]), reverse=True)
        return [Slot(k, text, played, k) for k, (text, played, _) in ordered]

    def write(self, key: str, text: str) -> None:
        self._order += 1
        self.games[key] = (text, self.clock(), self._order)

    def written(self) -> list[tuple[str, OSError | None]]:
        return []

    def unrecorded(self) -> list[OSError]:
        return []

    def pending(self, key: str) -> bool:
        return False

    def flush(self) -> None:
        pass

    def remove(self, key: str) -> None:
        self.games.pop(key, None)

    def set_aside(self, key: str) -> str | None:
        if key in self.games:
            self.aside.append(self.games.pop(key)[0])
        return "memory"

    def claim(self, key: str) -> bool:
        return True

    def claim_new(self, key: str) -> None:
        pass

    def release(self, key: str) -> None:
        pass

    def add_finished(self, line: str) -> None:
        self.record.append(line)

    def finished(self) -> list[str]:
        return list(self.record)

    def write_export(self, name: str, text: str) -> str:
        self.exports[name] = text
        return name

    def read_settings(self) -> Settings:
        return Settings.from_json(self.settings.to_json())

    def write_settings(self, settings: Settings) -> None:
        self.settings = Settings.from_json(settings.to_json())

    def take_notes(self) -> list[Note]:
        return []


class FileStore:
    """One player's folder (see the module's description)."""

    deferred = False

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.games_dir = self.folder / "games"
        self.game_path = self.folder / "current.json"  # the old single save
        self.settings_path = self.folder / "settings.json"
        self.history_path = self.folder / "history"
        self.record_path = self.folder / "record.jsonl"
        self.exports_dir = self.folder / "exports"
        self._locks: dict[str, IO[bytes]] = {}
        self._notes: list[Note] = []
        self._tidied = False

    # ----- games ---------------------------------------------------------------------
    def path(self, key: str) -> Path:
        return self.game_path if key == LEGACY else self.games_dir / f"{key}.json"

    def new_key(self) -> str:
        return _stamp(time.time())

    def unfinished(self) -> list[Slot]:
        self.tidy()
        paths = [(LEGACY, self.game_path)] if self.game_path.is_file() else []
        with contextlib.suppress(OSError), os.scandir(self.games_dir) as found:
            paths += [
                (name[: -len(".json")], self.games_dir / name)
                for name in (entry.name for entry in found)
                if name.endswith(".json") and ".damaged-" not in name and not name.startswith(".")
            ]
        slots = []
        for key, p in paths:
            try:
                text, played = _read_save(p)
            except FileNotFoundError:
                continue  # finished by another process meanwhile
            except (OSError, UnicodeDecodeError, ValueError):
                text = ""  # unreadable: the session refuses it and sets it aside
                played = time.time()
            slots.append(Slot(key, text, played, str(p)))
        return sorted(slots, key=lambda s: (s.played, s.key), reverse=True)

    def write(self, key: str, text: str) -> None:
        write_atomic(self.path(key), text)

    def write_many(self, saves: Sequence[tuple[str, str]]) -> list[OSError | None]:
        """Several saves (key and text), each atomic, in order; each folder they were
        renamed in is synced once, after all of them, not once a save: when this returns
        each save is durable (its outcome None) or failed (its error), in order."""
        outcomes: list[OSError | None] = []
        folders: dict[Path, None] = {}  # in the order first renamed in
        for key, text in saves:
            try:
                self.put(key, text)
            except OSError as e:
                outcomes.append(e)
                continue
            outcomes.append(None)
            folders[self.path(key).parent] = None
        for folder in folders:
            sync_folder(folder)
        return outcomes

    def put(self, key: str, text: str) -> None:
        """A save in place, atomically, its folder not synced yet (`write_many`)."""
        write_atomic(self.path(key), text, durable=False)

    def written(self) -> list[tuple[str, OSError | None]]:
        return []

    def unrecorded(self) -> list[OSError]:
        return []

    def pending(self, key: str) -> bool:
        return False

    def flush(self) -> None:
        pass

    def remove(self, key: str) -> None:
        with contextlib.suppress(OSError):  # a read-only folder: the game stays, nothing is lost
            self.path(key).unlink(missing_ok=True)
            self.path(key).with_suffix(".lock").unlink(missing_ok=True)

    def set_aside(self, key: str) -> str | None:
        """Keep a save that could not be read under another name, never overwrite it."""
        return _set_aside(self.path(key))

    def claim(self, key: str) -> bool:
        """Hold the game's lock while this process plays it; False when another does.
        The lock goes with the process, however it ends."""
        import fcntl

        if key in self._locks:
            return True
        lock_path = self.path(key).with_suffix(".lock")
        try:
            try:  # the folder made only when missing: the servers claim at every new deal
                fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
            except FileNotFoundError:
                lock_path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True  # a folder nobody can write: nobody can overwrite the game either
        # Unbuffered: nothing is read or written through it, and a buffered file asks the
        # system three more questions (a server's thread lets go of Python's lock for each).
        f = os.fdopen(fd, "r+b", buffering=0)
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.close()
            return False
        self._locks[key] = f
        return True

    def claim_new(self, key: str) -> None:
        """Hold the lock of a key `new_key` just made. No other process can know it before
        its first save is written, so a store may take the lock later, before that save."""
        self.claim(key)

    def release(self, key: str) -> None:
        f = self._locks.pop(key, None)
        if f is not None:
            f.close()

    def close(self) -> None:
        for key in list(self._locks):
            self.release(key)

    # ----- the record and exports ----------------------------------------------------
    def add_finished(self, line: str) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.record_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, (line + "\n").encode("utf-8"))  # one write: lines never interleave
            os.fsync(fd)
        finally:
            os.close(fd)

    def finished(self) -> list[str]:
        try:
            with self.record_path.open(encoding="utf-8", errors="replace") as f:
                return f.read().splitlines()
        except OSError:
            return []

    def write_export(self, name: str, text: str) -> str:
        path = self.exports_dir / name
        write_atomic(path, text)
        return str(path)

    # ----- settings --------------------------------------------------------------------
    def read_settings(self) -> Settings:
        """The settings; a file that is not ours is kept aside and noted, never reset silently."""
        try:
            text = self.settings_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except (OSError, UnicodeDecodeError):
            text = ""
        try:
            data = json.loads(text, parse_constant=_no_constant)
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except (ValueError, RecursionError):
            aside = _set_aside(self.settings_path)
            kind = NoteKind.SETTINGS_STUCK if aside is None else NoteKind.SETTINGS_ASIDE
            self._notes.append(Note(kind, aside or str(self.settings_path)))
            return Settings()
        return Settings.from_json(data)

    def write_settings(self, settings: Settings) -> None:
        write_atomic(self.settings_path, json.dumps(settings.to_json(), indent=1) + "\n")

    def take_notes(self) -> list[Note]:
        notes, self._notes = self._notes, []
        return notes

    # ----- housekeeping --------------------------------------------------------------
    def tidy(self) -> None:
        """Once per process: remove what interrupted atomic writes left behind. A fresh
        temporary file may be another process writing now, so only old ones go."""
        if self._tidied:
            return
        self._tidied = True
        now = time.time()
        for where in (self.folder, self.games_dir, self.exports_dir):
            try:
                for p in where.glob(".*.tmp"):
                    if now - p.stat().st_mtime > STALE_TEMP:
                        p.unlink()
            except OSError:
                pass

    def private_history(self) -> None:
        """The typed-command history, private like the saves (0600)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.close(os.open(self.history_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600))
            os.chmod(self.history_path, 0o600)
        except OSError:
            pass


def _no_constant(name: str) -> object:
    raise ValueError(name)  # NaN and Infinity are no setting of ours


def _set_aside(path: Path) -> str | None:
    """Rename `x.json` to `x.damaged-N.json`; None when it is gone or cannot move."""
    if not path.exists():
        return None
    n = 1
    while (aside := path.with_name(f"{path.stem}.damaged-{n}{path.suffix}")).exists():
        n += 1
    try:
        path.rename(aside)
    except OSError:
        return None
    return str(aside)
