"""The bridge to the compiled core: a `State` as a compact byte string (the "spec" that
`_search.c` describes) and the core's move codes as `Move` values.

`AVAILABLE` says in one value whether the compiled core was built; without it the game
plays on and offers no hints.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import DRAW, REDEAL, WASTE, Move, MoveKind, Pile, PileKind, column, foundation
from fortythieves.core.rules import Build
from fortythieves.core.state import State


def _load() -> ModuleType | None:
    try:
        return importlib.import_module("fortythieves.solver._search")
    except ImportError:  # built without a compiler: the game plays, hints are unavailable
        return None


_core = _load()

AVAILABLE: bool = _core is not None

_BUILD = {Build.SAME_SUIT: 0, Build.OTHER_SUIT: 1, Build.OTHER_COLOUR: 2}
_WASTE, _FOUND = 14, 16
_KIND_DRAW, _KIND_REDEAL = 1, 2


def core() -> ModuleType:
    """The compiled module; RuntimeError when it was not built."""
    if _core is None:
        raise RuntimeError("the solver's compiled core is not built (no C compiler at install time)")
    return _core


def card_code(card: Card) -> int:
    return int(card.suit) * 13 + int(card.rank) - 1


def code_card(code: int) -> Card:
    return Card(Rank(code % 13 + 1), Suit(code // 13))


def encode(state: State) -> bytes:
    """The spec of `state`: variant rules, foundation heights, the talon (waste bottom
    first, then the stock, next card first), then each column with its face-down count."""
    v = state.variant
    talon = state.waste + state.stock[::-1]
    out = bytearray((_BUILD[v.build], int(v.sequences), v.draw, int(v.aces_out), len(state.columns)))
    out.append(state.redeals_left)
    out.extend(len(f) for f in state.foundations)
    out.extend((len(talon), len(state.waste)))
    out.extend(map(card_code, talon))
    for cards, hidden in zip(state.columns, state.hidden, strict=True):
        out.extend((len(cards), hidden))
        out.extend(map(card_code, cards))
    return bytes(out)


def _pile(code: int) -> Pile:
    if code == _WASTE:
        return WASTE
    return foundation(code - _FOUND) if code >= _FOUND else column(code)


def decode_move(code: int) -> Move:
    kind = code & 3
    if kind == _KIND_DRAW:
        return DRAW
    if kind == _KIND_REDEAL:
        return REDEAL
    return Move(MoveKind.MOVE, _pile((code >> 2) & 63), _pile((code >> 8) & 63), (code >> 14) & 63)


def _pile_code(pile: Pile) -> int:
    if pile.kind is PileKind.WASTE:
        return _WASTE
    return _FOUND + pile.index if pile.kind is PileKind.FOUNDATION else pile.index


def encode_move(mv: Move) -> int:
    if mv.kind is MoveKind.DRAW:
        return _KIND_DRAW
    if mv.kind is MoveKind.REDEAL:
        return _KIND_REDEAL
    assert mv.source is not None and mv.target is not None
    return (_pile_code(mv.source) << 2) | (_pile_code(mv.target) << 8) | (mv.count << 14)


def legal_moves(state: State) -> list[Move]:
    """The compiled core's legal moves (every empty column a target, as core lists them)."""
    return [decode_move(c) for c in core().legal_moves(encode(state))]


def dead_end(state: State) -> bool:
    """Whether the compiled core finds a card in play that can never go home, whatever is
    played (then `state` is lost); False promises nothing (the test is one-sided)."""
    return bool(core().dead_end(encode(state)))


def step(spec: bytes, mv: Move) -> bytes:
    """The spec after the compiled core plays `mv` (ValueError when it finds it illegal)."""
    out: bytes = core().step(spec, encode_move(mv))
    return out
