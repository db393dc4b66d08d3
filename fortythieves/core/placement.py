"""The app's placement policies, as engine functions: tap, double click, best place; and
the legal moves as a player wants them listed (`useful_moves`).

Each reads the position only (a `State`, so a solver or a hint can use them too), looks
at its legal moves, and returns a move or the reason there is none.
"""

from __future__ import annotations

from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import Reason
from fortythieves.core.state import State


def _moves_from(state: State, source: Pile) -> list[Move]:
    return [m for m in state.legal_moves() if m.kind is MoveKind.MOVE and m.source == source]


def _to_foundation(moves: list[Move]) -> Move | None:
    return next((m for m in moves if m.target is not None and m.target.kind is PileKind.FOUNDATION), None)


def to_column(state: State, moves: list[Move], count: int | None = 1) -> Move | None:
    """The longest column that accepts, else the first empty column."""
    cols = [m for m in moves if m.target is not None and m.target.kind is PileKind.COLUMN]
    if count is not None:
        cols = [m for m in cols if m.count == count]
    built = [m for m in cols if m.target is not None and state.columns[m.target.index]]
    if built:
        return max(built, key=lambda m: (len(state.columns[m.target.index]) if m.target else 0, m.count))
    empty = sorted(cols, key=lambda m: (-m.count, m.target.index if m.target else 0))
    return empty[0] if empty else None


def _no_source(state: State, source: Pile) -> Reason | None:
    if source.kind is PileKind.STOCK:
        return Reason.NOT_FROM_STOCK
    if not state.has_pile(source):
        return Reason.NO_SUCH_PILE
    if not state.cards(source):
        return Reason.EMPTY_SOURCE
    if state.is_won():
        return Reason.GAME_WON
    return None


def tap(state: State, source: Pile, count: int = 1) -> Move | Reason:
    """A foundation that accepts the card; for the waste card, else a column. A card
    with others on it (`count` cards from it up) has no tap: a foundation takes one card
    at a time, and a tap sends a column's card nowhere else."""
    why = _no_source(state, source)
    if why:
        return why
    if count > 1:
        return Reason.NO_PLACE
    moves = _moves_from(state, source)
    found = _to_foundation(moves)
    if found:
        return found
    if source.kind is PileKind.WASTE:
        col = to_column(state, moves)
        if col:
            return col
    return Reason.NO_PLACE


def double_click(state: State, source: Pile) -> Move | Reason:
    """A foundation; else the longest column that accepts the card; else an empty one."""
    why = _no_source(state, source)
    if why:
        return why
    moves = _moves_from(state, source)
    return _to_foundation(moves) or to_column(state, moves) or Reason.NO_PLACE


def best_place(state: State, source: Pile, count: int | None = None) -> Move | Reason:
    """Auto-place: a foundation; else the longest run that builds on a column; else the
    longest column that accepts the card; else an empty column. `count`: the cards the
    player named, from that card up (None: a pile named whole, any run of it)."""
    why = _no_source(state, source)
    if why:
        return why
    moves = [m for m in _moves_from(state, source) if count is None or m.count == count]
    found = _to_foundation(moves)
    if found:
        return found
    builds = [m for m in moves if m.target is not None and m.target.kind is PileKind.COLUMN]
    built = [m for m in builds if m.target is not None and state.columns[m.target.index]]
    if built:
        return max(built, key=lambda m: (m.count, len(state.columns[m.target.index]) if m.target else 0))
    return to_column(state, moves, None) or Reason.NO_PLACE


# ----- listing -----------------------------------------------------------------------------
def one_per_place(moves: list[Move]) -> list[Move]:
    """Two foundations of one suit holding the same cards are one place."""
    out: list[Move] = []
    seen: set[tuple[Pile | None, int]] = set()
    for m in moves:
        if m.target is not None and m.target.kind is PileKind.FOUNDATION:
            key = (m.source, m.count)
            if key in seen:
                continue
            seen.add(key)
        out.append(m)
    return out


def useful_moves(state: State) -> list[Move]:
    """The legal moves as a player wants them listed: one foundation per suit."""
    global _last_useful
    key = (state.variant.key, state.key())
    last = _last_useful
    if last is not None and last[0] == key:
        return list(last[1])
    moves = one_per_place(list(state.legal_moves()))
    _last_useful = (key, moves)
    return list(moves)


# The last position's moves: after a command the session asks for them (is any move
# left?) and the web page's board right after it, for the same position.
_last_useful: tuple[tuple[object, ...], list[Move]] | None = None


def ranked_moves(state: State) -> list[Move]:
    """The useful moves a hint chooses from, best first: a card home, the waste played, a
    column move, a draw, a card taken back; never one that gains nothing (`idle`). A
    hint without a winning line gives the first; "another hint" the next."""
    moves = [m for m in useful_moves(state) if not idle(state, m)]
    return sorted(moves, key=_rank)


def idle(state: State, move: Move) -> bool:
    """Whether `move` leaves an equivalent position: a run taken off a card onto another
    copy of the same card (a 2♥ from one 3♥ to the other), turning nothing over and
    emptying nothing, so that the same cards are exposed and nothing is gained."""
    if move.kind is not MoveKind.MOVE or move.source is None or move.target is None:
        return False
    if move.source.kind is not PileKind.COLUMN or move.target.kind is not PileKind.COLUMN:
        return False
    src, dst = state.columns[move.source.index], state.columns[move.target.index]
    under = len(src) - move.count - 1
    return under >= state.hidden[move.source.index] and bool(dst) and src[under] == dst[-1]


def _rank(move: Move) -> int:
    """Lower first: a card home, the waste played, a column move, a draw, a card taken back."""
    if move.kind is MoveKind.DRAW:
        return 3
    if move.kind is MoveKind.REDEAL:
        return 4
    source = move.source.kind if move.source else None
    target = move.target.kind if move.target else None
    if source is PileKind.FOUNDATION:
        return 5
    if target is PileKind.FOUNDATION:
        return 0
    if source is PileKind.WASTE:
        return 1
    return 2
