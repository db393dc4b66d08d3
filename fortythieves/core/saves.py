"""Saved games: a versioned JSON file holding the deal, the history and the settings.

A save is written atomically (a temporary file in the same folder, flushed, then
renamed over the old one), so a killed process leaves the old save or the new one,
never half of either. Loading replays the history from the deal, so a save can never
describe an impossible position: a damaged or foreign file is refused with a reason.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from fortythieves.core.cards import Card, double_deck
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import parse_move
from fortythieves.core.state import State
from fortythieves.core.variants import get_variant

FORMAT = "fortythieves-save"
VERSION = 1


class SaveProblem(Enum):
    MISSING = "missing"
    UNREADABLE = "unreadable"  # not text, not JSON, or cannot be opened
    FOREIGN = "foreign"  # JSON, but not one of our saves
    NEWER = "newer"  # written by a newer version of the program
    DAMAGED = "damaged"  # our format, but a field is wrong or a move does not replay


class SaveError(ValueError):
    def __init__(self, problem: SaveProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


def encode(start: Game, game: Game, code: str | None, actions: list[str], settings: dict[str, Any]) -> str:
    """The save text. `actions` is every action since the deal that still stands,
    oldest first; the undo depth and redo list come from `game`."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": start.variant.key,
        "code": code,
        "deal": {
            "columns": [
                [f"[{c}]" if j < start.state.hidden[i] else str(c) for j, c in enumerate(col)]
                for i, col in enumerate(start.state.columns)
            ],
            "stock": [str(c) for c in reversed(start.state.stock)],
            "foundations": [[str(c) for c in f] for f in start.state.foundations],
            "waste": [str(c) for c in start.state.waste],
        },
        "actions": actions,
        "undo_depth": len(game.history),
        "redo": [str(m) for m in game.redo_moves],
        "moves": game.moves,
        "score": game.score,
        "settings": settings,
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


@dataclass
class Loaded:
    start: Game
    game: Game
    code: str | None
    actions: list[str]
    settings: dict[str, Any]


def decode(text: str) -> Loaded:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise SaveError(SaveProblem.UNREADABLE, str(e)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(SaveProblem.FOREIGN)
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(SaveProblem.DAMAGED, "version")
    if version > VERSION:
        raise SaveError(SaveProblem.NEWER, str(version))
    try:
        variant = get_variant(str(data["variant"]))
        deal = data["deal"]
        columns: list[list[Card]] = []
        hidden: list[int] = []
        for col in deal["columns"]:
            cards = [Card.parse(str(t).strip("[]")) for t in col]
            columns.append(cards)
            hidden.append(sum(1 for t in col if str(t).startswith("[")))
        stock = [Card.parse(str(t)) for t in deal["stock"]]
        if len(columns) != variant.columns:
            raise ValueError("columns")
        foundations = None
        if "foundations" in deal:
            foundations = [[Card.parse(str(c)) for c in f] for f in deal["foundations"]]
        waste = [Card.parse(str(c)) for c in deal.get("waste", [])]
        start = Game(State.from_piles(variant, columns, hidden, stock, foundations, waste))
        if sorted(start.state.all_cards()) != sorted(double_deck()):
            raise ValueError("cards")  # every card twice, Lucas's aces on the foundations
        game = start.copy()
        actions = [str(a) for a in data["actions"]]
        for a in actions:
            game.apply(parse_move(a))
        redo = [parse_move(str(m)) for m in data["redo"]]
        for m in redo:
            game.apply(m)
        for _ in redo:
            game.undo()
        depth = int(data["undo_depth"])
        game.forget_undo_beyond(depth)
        game.moves = int(data["moves"])
        if game.score != data["score"]:
            raise ValueError("score")
        code = data.get("code")
        settings = data.get("settings") or {}
        if not isinstance(settings, dict) or (code is not None and not isinstance(code, str)):
            raise ValueError("settings")
    except (KeyError, TypeError, ValueError, IllegalMove) as e:
        raise SaveError(SaveProblem.DAMAGED, str(e)) from None
    return Loaded(start, game, code, actions, settings)


def load(path: Path) -> Loaded:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(SaveProblem.MISSING) from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(SaveProblem.UNREADABLE, str(e)) from None
    return decode(text)


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def data_dir() -> Path:
    """Where saves, settings and history live: $FORTYTHIEVES_HOME, else the XDG data
    folder."""
    home = os.environ.get("FORTYTHIEVES_HOME")
    if home:
        return Path(home)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "fortythieves"
