"""For tests of line shortening: a move from column to column that can be taken straight
back, which leaves the position as it was (an idle detour to put into a winning line)."""

from __future__ import annotations

from fortythieves.core.moves import Move, MoveKind, PileKind
from fortythieves.core.state import State


def detour(state: State) -> tuple[Move, Move] | None:
    """A move of `state` and the move that takes it straight back, or None."""
    for mv in list(state.legal_moves()):
        if mv.source is None or mv.target is None:
            continue
        if mv.source.kind is not PileKind.COLUMN or mv.target.kind is not PileKind.COLUMN:
            continue
        back = Move(MoveKind.MOVE, mv.target, mv.source, mv.count)
        state.push(mv)
        fits = back in state.legal_moves()
        state.pop()
        if fits:
            return mv, back
    return None
