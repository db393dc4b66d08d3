"""The JSON files of earlier versions, moved into the store once.

Earlier versions kept each player in a folder of files: the command line's in the home
itself, the web page's players under `web/players/<hash>/`, the named network players
under `players/<hash>/` (with `player.json`, their account). On the first start with
a store, each such file is read (only a regular file, never through a link, bounded in
size), its player's data added to the store in one commit, and the files moved into
`legacy-json/` beside the store, kept, never deleted. Importing twice adds nothing
twice (games by key, record lines once), so an interrupted move is harmless.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from fortythieves.store.base import MAX_LINE, MAX_SAVE, MAX_SETTINGS, Account, Slot, Store
from fortythieves.store.home import NotRegular, is_plain, make_home, read_bounded

KEPT = "legacy-json"
_FILES = ("current.json", "games", "record.jsonl", "settings.json", "player.json")
MAX_RECORD_FILE = 200_000_000  # bytes: far above any real record


@dataclass
class Found:
    """What one migration moved in: files read, and files refused (not regular, too large,
    not UTF-8), which stay in the kept folder as they were."""

    players: int = 0
    files: int = 0
    refused: int = 0
    kept: Path | None = None


def folders(home: Path) -> list[tuple[str, Path]]:
    """Each earlier player's folder with the player's id in the store."""
    found: list[tuple[str, Path]] = [("local", home)]
    for prefix, root in (("web:", home / "web" / "players"), ("net:", home / "players")):
        if is_plain(root) is not None and root.is_dir() and not root.is_symlink():
            with contextlib.suppress(OSError), os.scandir(root) as entries:
                found += [
                    (prefix + e.name, Path(e.path))
                    for e in entries
                    if e.is_dir(follow_symlinks=False) and e.name.isalnum() and len(e.name) <= 64
                ]
    return found


def pending(home: Path) -> bool:
    return any(is_plain(folder / name) is not None for _, folder in folders(home) for name in _FILES)


def migrate(store: Store, home: Path) -> Found:
    """Move the earlier versions' files into `store` (see the module's description)."""
    found = Found()
    if not pending(home):
        return found
    kept = _kept_folder(home)
    found.kept = kept
    for player, folder in folders(home):
        data, files, refused = _read_player(folder)
        found.files += files
        found.refused += refused
        if files == 0 and refused == 0:
            continue
        account = data.pop("account")
        if isinstance(account, Account):
            store.enrol(player, account)
        store.load(player, data)  # committed: only now are the files moved
        found.players += 1
        relative = folder.relative_to(home)
        for name in _FILES:
            path = folder / name
            if is_plain(path) is not None:
                target = kept / relative / name
                target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
                os.rename(path, target)
    return found


def _kept_folder(home: Path) -> Path:
    n = 1
    while is_plain(kept := home / (KEPT if n == 1 else f"{KEPT}-{n}")) is not None:
        n += 1
    return make_home(kept, inside=True)


def _read(path: Path, most: int) -> str | None:
    """A file's text; None when it is not a regular file, too large or not UTF-8."""
    try:
        return read_bounded(path, most).decode("utf-8")
    except (NotRegular, OSError, ValueError):
        return None


def _read_player(folder: Path) -> tuple[dict[str, object], int, int]:
    games: list[Slot] = []
    files = refused = 0
    saves = [("current", folder / "current.json")]
    games_dir = folder / "games"
    if is_plain(games_dir) is False and games_dir.is_dir() and not games_dir.is_symlink():
        with contextlib.suppress(OSError), os.scandir(games_dir) as entries:
            saves += [
                (e.name[: -len(".json")], Path(e.path))
                for e in entries
                if e.name.endswith(".json") and not e.name.startswith(".")
            ]
    for key, path in saves:
        if is_plain(path) is None:
            continue
        text = _read(path, MAX_SAVE * 4)
        if text is None:
            refused += 1
            continue
        files += 1
        games.append(Slot(key[:64], text, os.lstat(path).st_mtime))
    records: list[str] = []
    if is_plain(folder / "record.jsonl") is not None:
        text = _read(folder / "record.jsonl", MAX_RECORD_FILE)
        if text is None:
            refused += 1
        else:
            files += 1
            records = [line for line in text.splitlines() if line.strip() and len(line) <= MAX_LINE]
    settings = None
    if is_plain(folder / "settings.json") is not None:
        settings = _read(folder / "settings.json", MAX_SETTINGS)
        files += settings is not None
        refused += settings is None
    account = None
    if is_plain(folder / "player.json") is not None:
        account = _account(_read(folder / "player.json", 100_000))
        files += account is not None
        refused += account is None
    return {"games": games, "records": records, "settings": settings, "account": account}, files, refused


def _account(text: str | None) -> Account | None:
    """A network player's account file; a damaged one keeps the name closed to everyone."""
    if text is None:
        return None
    try:
        data = json.loads(text)
        name = data["name"]
        credentials = {k: data[k] for k in ("salt", "scrypt", "keys") if k in data}
        if not isinstance(name, str):
            raise ValueError("name")
    except (ValueError, KeyError, TypeError):
        return Account("?", {"damaged": True})
    return Account(name, credentials)
