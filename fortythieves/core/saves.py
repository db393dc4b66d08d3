"""Saved games: a versioned JSON text holding the deal, the history and the settings.

The text is kept by a store (`fortythieves.store`); this module only writes and reads
it. Loading replays the history from the deal, so a save can never describe an
impossible position: a damaged or foreign text is refused with a reason.

Loading checks a save as strictly as a layout file: its size and nesting before it is
parsed, every field's type and range, and a start that is a deal or a position the
layout format allows (exactly the variant's cards, foundations from the ace up in their
slot's suit, Lucas's aces home, face-down cards only under face-up ones).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import PREFIX, CodeError, DealCode, dealing_order
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import Move, parse_move
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS, UNDO_LIMIT
from fortythieves.core.state import State
from fortythieves.core.variants import Variant, get_variant

FORMAT = "fortythieves-save"
VERSION = 1
T = TypeVar("T")


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


def encode(
    start: Game,
    game: Game,
    code: str | None,
    actions: list[str],
    settings: dict[str, Any],
    deal: str | None = None,
) -> str:
    """The save text. `actions` is every action since the deal that still stands,
    oldest first; the undo depth and redo list come from `game`. `deal` is
    `encode_deal(start)` when the caller keeps it (a deal never changes)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": start.variant.key,
        "code": code,
        "actions": actions,
        "undo_depth": len(game.history),
        "redo": [str(m) for m in game.redo_moves],
        "moves": game.moves,
        "score": game.score,
        "settings": settings,
    }
    # One call of json's C encoder (`indent` would make it encode in Python, several
    # times slower: the servers save after every move), the deal's text put in last.
    head = _dumps(data)
    return f'{head[:-1]}, "deal": {encode_deal(start) if deal is None else deal}}}\n'


def encode_deal(start: Game) -> str:
    """The save's `deal` field, as JSON text."""
    return _dumps(
        {
            "columns": [
                [f"[{c}]" if j < start.state.hidden[i] else str(c) for j, c in enumerate(col)]
                for i, col in enumerate(start.state.columns)
            ],
            "stock": [str(c) for c in reversed(start.state.stock)],
            "foundations": [[str(c) for c in f] for f in start.state.foundations],
            "waste": [str(c) for c in start.state.waste],
        }
    )


_dumps = json.JSONEncoder(ensure_ascii=False).encode


@dataclass
class Loaded:
    """A saved game as it was read back: its deal, the game, its actions and settings."""

    start: Game
    game: Game
    code: str | None
    actions: list[str]
    settings: dict[str, Any]


# Bounds on what a save may hold, far above any real game, so that a damaged file is
# refused before it costs time or memory (a save is a few kilobytes).
MAX_SAVE_CHARS = 2_000_000
MAX_NESTING = 8  # a real save nests 4 deep: the save, the deal, its columns, a column
MAX_DIGITS = 12  # in any integer
MAX_CODE_CHARS = 64
MAX_MOVES = 1_000_000  # moves counted in one game, undone ones too: a long game plays a few thousand
# fmt: off
_KEYS = frozenset(("format", "version", "variant", "code", "deal", "actions", "undo_depth", "redo", "moves",
                   "score", "settings"))
# fmt: on
_DEAL_KEYS = frozenset(("columns", "stock", "foundations", "waste"))
_SPECIAL = re.compile(r'[][{}"\\]')
_LAYOUT_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


class _Damaged(ValueError):
    """A field is wrong: the save is refused as damaged, the detail names the field."""


def decode(text: str) -> Loaded:
    """The saved game in `text`, replayed from its deal; SaveError for anything else."""
    data = _parse(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(SaveProblem.FOREIGN)
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(SaveProblem.DAMAGED, "version")
    if version > VERSION:
        raise SaveError(SaveProblem.NEWER, str(version))
    try:
        return _loaded(data)
    except (_Damaged, IllegalMove) as e:
        raise SaveError(SaveProblem.DAMAGED, str(e)) from None


def _parse(text: str) -> object:
    """JSON within the bounds: size and nesting checked before parsing (deep nesting
    would exhaust the stack), no infinite or overlong numbers."""
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(SaveProblem.DAMAGED, f"over {MAX_SAVE_CHARS} characters")
    if _nests_deeper(text, MAX_NESTING):
        raise SaveError(SaveProblem.DAMAGED, f"nested over {MAX_NESTING} deep")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_int=_int, parse_float=_float)
    except _Damaged as e:
        raise SaveError(SaveProblem.DAMAGED, str(e)) from None
    except ValueError as e:  # JSONDecodeError is one
        raise SaveError(SaveProblem.UNREADABLE, str(e)) from None


def _nests_deeper(text: str, limit: int) -> bool:
    """Whether JSON `text` nests arrays and objects over `limit` deep, brackets inside
    strings not counted. Linear: one pass over the characters that matter."""
    depth = 0
    in_string = False
    escaped = -1  # the position of a character escaped by a backslash
    for m in _SPECIAL.finditer(text):
        ch, at = m.group(), m.start()
        if at == escaped:
            continue
        if in_string:
            if ch == "\\":
                escaped = at + 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _no_constant(name: str) -> object:
    raise _Damaged(f"number {name}")


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Damaged(f"number of {len(digits)} digits")
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Damaged(f"number {text}")
    return value


def _loaded(data: dict[str, Any]) -> Loaded:
    unknown = set(data) - _KEYS
    if unknown:
        raise _Damaged(f"unknown field {sorted(unknown)[0]}")
    try:
        variant = get_variant(_typed(data, "variant", str))
    except KeyError:
        raise _Damaged("variant") from None
    start = Game(_start(variant, _typed(data, "deal", dict)))
    actions = _strings(data, "actions")
    redo = [_move(m) for m in _strings(data, "redo")]
    depth = _count(data, "undo_depth", min(len(actions), UNDO_LIMIT - len(redo)))
    game = start.copy()
    for a in actions:
        game.apply(_move(a))
    for m in redo:
        game.apply(m)
    for _ in redo:
        game.undo()
    game.forget_undo_beyond(depth)
    game.moves = _count(data, "moves", MAX_MOVES)
    if game.moves < len(actions) + len(redo):  # every action standing or undone was counted
        raise _Damaged("moves")
    if _count(data, "score", 10**MAX_DIGITS) != game.score:
        raise _Damaged("score")
    return Loaded(start, game, _code(data.get("code"), start), actions, _settings(data.get("settings", {})))


def _typed(data: dict[str, Any], key: str, kind: type[T]) -> T:
    value = data.get(key)
    if not isinstance(value, kind):
        raise _Damaged(key)
    return value


def _count(data: dict[str, Any], key: str, most: int) -> int:
    value = data.get(key)
    if type(value) is not int or not 0 <= value <= most:
        raise _Damaged(key)
    return value


def _strings(data: dict[str, Any], key: str) -> list[str]:
    value = _typed(data, key, list)
    if not all(isinstance(x, str) for x in value):
        raise _Damaged(key)
    return value


def _move(text: str) -> Move:
    try:
        return parse_move(text)
    except ValueError:
        raise _Damaged(f"move {text[:20]!r}") from None


def _card(token: object) -> Card:
    if not isinstance(token, str):
        raise _Damaged("card")
    try:
        return Card.parse(token)
    except ValueError:
        raise _Damaged(f"card {token[:20]!r}") from None


def _cards(tokens: object, what: str) -> list[Card]:
    if not isinstance(tokens, list):
        raise _Damaged(what)
    return [_card(t) for t in tokens]


def _start(variant: Variant, deal: dict[str, Any]) -> State:
    """The position the save starts from: a deal, or a position as a layout file gives
    one (any columns, foundations from the ace up in their slot's suit, a waste), with
    exactly the variant's cards and Lucas's aces home."""
    unknown = set(deal) - _DEAL_KEYS
    if unknown:
        raise _Damaged(f"unknown field deal.{sorted(unknown)[0]}")
    columns: list[list[Card]] = []
    hidden: list[int] = []
    for col in _typed(deal, "columns", list):
        if not isinstance(col, list):
            raise _Damaged("columns")
        down = [isinstance(t, str) and t.startswith("[") and t.endswith("]") for t in col]
        h = down.index(False) if False in down else len(down)
        if any(down[h:]) or (col and h == len(col)):
            raise _Damaged("face-down cards")  # only under face-up ones; the exposed card face up
        columns.append([_card(t[1:-1]) for t in col[:h]] + _cards(col[h:], "columns"))
        hidden.append(h)
    if len(columns) != variant.columns:
        raise _Damaged("columns")
    founds = [[Card(Rank.ACE, s)] if variant.aces_out else [] for s in FOUNDATION_SUITS]
    if "foundations" in deal:
        given = _typed(deal, "foundations", list)
        if len(given) != FOUNDATIONS:
            raise _Damaged("foundations")
        founds = [_cards(f, "foundations") for f in given]
    for i, f in enumerate(founds):
        home = [Card(Rank(r), FOUNDATION_SUITS[i]) for r in range(1, len(f) + 1)]
        if len(f) > len(Rank) or f != home or (variant.aces_out and not f):
            raise _Damaged(f"foundation {i + 1}")
    state = State.from_piles(
        variant,
        columns,
        hidden,
        _cards(deal.get("stock"), "stock"),
        founds,
        _cards(deal.get("waste", []), "waste"),
    )
    if sorted(state.all_cards()) != sorted(double_deck()):
        raise _Damaged("cards")  # every card twice, Lucas's aces on the foundations
    return state


def _code(code: object, start: Game) -> str | None:
    """The deal code read out to the player: a deal code whose deal is the save's start,
    or a layout file's own name for its position (letters, digits, `.`, `_`, `-`), or none."""
    if code is None:
        return None
    if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE_CHARS:
        raise _Damaged("code")
    try:
        dc = DealCode.parse(code)
    except CodeError:
        if code.upper().startswith(PREFIX) or not _LAYOUT_CODE.match(code) or ".." in code:
            raise _Damaged("code") from None
        return code
    if str(dc) != code or Game.deal(dc.variant, dealing_order(dc)).state != start.state:
        raise _Damaged("code")  # another deal's code: its exports would replay another game
    return code


def _printable_word(text: str) -> bool:
    return text.isprintable() and not any(ch.isspace() for ch in text)


def _settings(settings: object) -> dict[str, Any]:
    """The player's settings: names to plain values (play reads them, keeping defaults)."""
    if not isinstance(settings, dict):
        raise _Damaged("settings")
    for name, value in settings.items():
        plain = (
            value is None
            or isinstance(value, bool | int | float)
            or (isinstance(value, str) and value.isprintable())
        )
        if not (_printable_word(name) and plain):
            raise _Damaged(f"setting {name[:20]!r}")
    return settings
