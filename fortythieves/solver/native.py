"""The bridge to the compiled core: a `State` as a compact byte string (the "spec" whose
layout `spec.py` holds, as `csrc/solver.h` defines it) and the core's move codes as `Move`
values.

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
from fortythieves.solver import spec as fmt


def _load() -> ModuleType | None:
    try:
        return importlib.import_module("fortythieves.solver._search")
    except ImportError:  # built without a compiler: the game plays, hints are unavailable
        return None


_core = _load()

AVAILABLE: bool = _core is not None

_BUILD = {
    Build.SAME_SUIT: fmt.B_SAME,
    Build.OTHER_SUIT: fmt.B_OTHER_SUIT,
    Build.OTHER_COLOUR: fmt.B_OTHER_COLOUR,
}


def core() -> ModuleType:
    """The compiled module; RuntimeError when it was not built."""
    if _core is None:
        raise RuntimeError("the solver's compiled core is not built (no C compiler at install time)")
    return _core


def card_code(card: Card) -> int:
    return int(card.suit) * fmt.RANKS + int(card.rank) - 1


def code_card(code: int) -> Card:
    return Card(Rank(code % fmt.RANKS + 1), Suit(code // fmt.RANKS))


def encode(state: State) -> bytes:
    """The spec of `state`: variant rules, foundation heights, the talon (waste bottom
    first, then the stock, next card first), then each column with its face-down count."""
    v = state.variant
    talon = state.waste + state.stock[::-1]
    out = bytearray(fmt.SPEC_HEAD)
    out[fmt.SPEC_BUILD] = _BUILD[v.build]
    out[fmt.SPEC_SEQUENCES] = int(v.sequences)
    out[fmt.SPEC_DRAW] = v.draw
    out[fmt.SPEC_ACES_OUT] = int(v.aces_out)
    out[fmt.SPEC_NCOLS] = len(state.columns)
    out[fmt.SPEC_REDEALS] = state.redeals_left
    for i, f in enumerate(state.foundations):
        out[fmt.SPEC_FOUNDATIONS + i] = len(f)
    out[fmt.SPEC_TALON_LEN] = len(talon)
    out[fmt.SPEC_DRAWN] = len(state.waste)
    out.extend(map(card_code, talon))
    for cards, hidden in zip(state.columns, state.hidden, strict=True):
        out.extend((len(cards), hidden))
        out.extend(map(card_code, cards))
    return bytes(out)


def _pile(code: int) -> Pile:
    if code == fmt.P_WASTE:
        return WASTE
    return foundation(code - fmt.P_FOUND) if code >= fmt.P_FOUND else column(code)


def decode_move(code: int) -> Move:
    kind = code & fmt.MV_KIND_MASK
    if kind == fmt.K_DRAW:
        return DRAW
    if kind == fmt.K_REDEAL:
        return REDEAL
    field = fmt.MV_FIELD_MASK
    return Move(
        MoveKind.MOVE,
        _pile((code >> fmt.MV_SRC_SHIFT) & field),
        _pile((code >> fmt.MV_DST_SHIFT) & field),
        (code >> fmt.MV_CNT_SHIFT) & field,
    )


def _pile_code(pile: Pile) -> int:
    if pile.kind is PileKind.WASTE:
        return fmt.P_WASTE
    return fmt.P_FOUND + pile.index if pile.kind is PileKind.FOUNDATION else pile.index


def encode_move(mv: Move) -> int:
    if mv.kind is MoveKind.DRAW:
        return fmt.K_DRAW
    if mv.kind is MoveKind.REDEAL:
        return fmt.K_REDEAL
    assert mv.source is not None and mv.target is not None
    return (
        fmt.K_MOVE
        | (_pile_code(mv.source) << fmt.MV_SRC_SHIFT)
        | (_pile_code(mv.target) << fmt.MV_DST_SHIFT)
        | (mv.count << fmt.MV_CNT_SHIFT)
    )


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
