"""A player's whole store as one portable JSON file (`fortythieves export` / `import`).

    {"format": "fortythieves-player", "version": 1,
     "settings": {...} or null,
     "games": [{"key": "20261201-162234-3fa9", "played": 1764606154.0, "save": {...}}],
     "records": [{...a record line...}]}

Reading one is as strict as reading a save: a regular file only (a FIFO or a device is
refused at once), bounded in size and nesting; every game must load (its code checked
against its deal, its counts bounded) and every record line must be ours. What is not
is counted as refused and left out; nothing is half-imported (one commit).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fortythieves.core.record import decode_finished
from fortythieves.core.saves import SaveError, decode
from fortythieves.store.base import MAX_GAMES, MAX_RECORDS, MAX_SETTINGS, Slot, Store
from fortythieves.store.home import NotRegular, read_bounded

FORMAT = "fortythieves-player"
VERSION = 1
MAX_FILE = 100_000_000  # bytes
_KEY = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$")


class ImportProblem(ValueError):
    """The file cannot be imported at all: `problem` says why (`unreadable`, `foreign`,
    `newer`, `too-large`, `not-a-file`)."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


@dataclass(frozen=True)
class Imported:
    games: int
    records: int
    refused: int


def dump(store: Store, player: str) -> str:
    """The player's store as the portable file's text."""
    settings = _json(store.settings(player))
    out = {
        "format": FORMAT,
        "version": VERSION,
        "settings": settings if isinstance(settings, dict) else None,
        "games": [{"key": s.key, "played": s.played, "save": _json(s.text)} for s in store.games(player)],
        "records": [_json(line) for _, line in store.records(player)],
    }
    return json.dumps(out, ensure_ascii=False, indent=1) + "\n"


def _json(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text  # kept as it is: the import will refuse it


def read(path: Path) -> dict[str, Any]:
    """The file's data, checked as a whole; ImportProblem when it is not one to import."""
    try:
        raw = read_bounded(path, MAX_FILE)
    except NotRegular:
        raise ImportProblem("not-a-file") from None
    except ValueError:
        raise ImportProblem("too-large") from None
    except OSError:
        raise ImportProblem("unreadable") from None
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_refuse)
    except (ValueError, RecursionError):
        raise ImportProblem("unreadable") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportProblem("foreign")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise ImportProblem("foreign")
    if version > VERSION:
        raise ImportProblem("newer")
    return data


def _refuse(name: str) -> object:
    raise ValueError(name)


def load(store: Store, player: str, data: dict[str, Any]) -> Imported:
    """Add the checked games and record lines to the player's store, in one commit."""
    refused = 0
    games: list[Slot] = []
    given = data.get("games")
    for item in given[:MAX_GAMES] if isinstance(given, list) else []:
        slot = _game(item)
        if slot is None:
            refused += 1
        else:
            games.append(slot)
    records: list[str] = []
    given = data.get("records")
    for item in given[:MAX_RECORDS] if isinstance(given, list) else []:
        line = json.dumps(item, ensure_ascii=True, separators=(",", ":"))
        try:
            decode_finished(line)
        except (ValueError, RecursionError):
            refused += 1
            continue
        records.append(line)
    settings = data.get("settings")
    text = json.dumps(settings) if isinstance(settings, dict) else None
    if text is not None and len(text) > MAX_SETTINGS:
        text, refused = None, refused + 1
    store.load(player, {"games": games, "records": records, "settings": text})
    return Imported(len(games), len(records), refused)


def _game(item: object) -> Slot | None:
    if not isinstance(item, dict):
        return None
    key, played, save = item.get("key"), item.get("played"), item.get("save")
    if not isinstance(key, str) or not _KEY.match(key) or ".." in key:
        return None
    if not isinstance(played, int | float) or isinstance(played, bool) or not math.isfinite(played):
        return None
    if not 0 <= played < 10**10:
        return None
    text = json.dumps(save, ensure_ascii=False) if isinstance(save, dict) else None
    if text is None:
        return None
    try:
        decode(text)
    except (SaveError, RecursionError):
        return None
    return Slot(key, text, float(played))
