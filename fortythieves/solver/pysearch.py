"""A plain exhaustive search over `core.State`, in Python: some of the compiled core's
pruning (safe automatic moves, one empty column as target, a canonical position key) but
not its dead-end test, slow but simple. It checks the compiled core's verdicts on small
positions."""

from __future__ import annotations

import time
from collections.abc import Iterator

from fortythieves.core.cards import Card
from fortythieves.core.moves import WASTE, Move, Pile, PileKind, column, foundation, move
from fortythieves.core.rules import Build
from fortythieves.core.state import State
from fortythieves.solver.result import Cancel, Result, Verdict


def safe_home(state: State) -> Move | None:
    """A safe automatic foundation move (the rule `csrc/rules.c` states and argues), or None:
    the waste's top first, then the columns in order, as the compiled core picks them."""
    f = [len(x) for x in state.foundations]
    same = state.variant.build is Build.SAME_SUIT
    tops: list[tuple[Pile, Card]] = [(WASTE, state.waste[-1])] if state.waste else []
    tops += [(column(i), c[-1]) for i, c in enumerate(state.columns) if c]
    for pile, card in tops:
        r, s = int(card.rank), int(card.suit)
        if r - 1 not in (f[s], f[s + 4]):
            continue
        if r > 1 and (min(f[s], f[s + 4]) if same else min(f)) < r - 1:
            continue
        return move(pile, foundation(s if f[s] == r - 1 else s + 4))
    return None


def canonical(state: State) -> tuple[object, ...]:
    """Equal for positions that differ only in the order of columns or of a suit's two
    foundations (a card's two copies are equal values already)."""
    cols = sorted((tuple(c), h) for c, h in zip(state.columns, state.hidden, strict=True))
    f = [len(x) for x in state.foundations]
    pairs = tuple(tuple(sorted((f[s], f[s + 4]))) for s in range(4))
    return (tuple(cols), pairs, tuple(state.waste), tuple(state.stock), state.redeals_left)


def _moves(state: State) -> Iterator[Move]:
    """Legal moves with one empty column standing for all (they are interchangeable)."""
    empty_seen: set[tuple[object, int]] = set()
    for mv in state.legal_moves():
        t = mv.target
        if t is not None and t.kind is PileKind.COLUMN and not state.columns[t.index]:
            tag = (mv.source, mv.count)
            if tag in empty_seen:
                continue
            empty_seen.add(tag)
        yield mv


def _autos(state: State, safe_moves: bool) -> int:
    if not safe_moves:
        return 0
    n = 0
    mv = safe_home(state)
    while mv is not None:
        state.push(mv)
        n += 1
        mv = safe_home(state)
    return n


def solve_python(
    state: State, seconds: float, cancel: Cancel | None = None, *, safe_moves: bool = True
) -> Result:
    """Depth-first to exhaustion with a transposition table; UNKNOWN past `seconds`.
    `safe_moves=False` plays no automatic move: a check on that pruning's soundness."""
    start = time.monotonic()
    s = state.copy()
    nodes = 0
    stack: list[tuple[Iterator[Move], int]] = [(iter(()), 0)]
    stack[0] = (_moves(s), _autos(s, safe_moves))
    if s.is_won():
        return Result(Verdict.WON, tuple(s.pushed), time.monotonic() - start, 0)
    seen = {canonical(s)}
    while stack:
        it = stack[-1][0]
        for mv in it:
            nodes += 1
            if nodes % 512 == 0 and (time.monotonic() - start > seconds or (cancel and cancel.is_set())):
                cancelled = bool(cancel and cancel.is_set())
                return Result(Verdict.UNKNOWN, (), time.monotonic() - start, nodes, cancelled)
            s.push(mv)
            n = 1 + _autos(s, safe_moves)
            if s.is_won():
                return Result(Verdict.WON, tuple(s.pushed), time.monotonic() - start, nodes)
            key = canonical(s)
            if key in seen:
                for _ in range(n):
                    s.pop()
                continue
            seen.add(key)
            stack.append((_moves(s), n))
            break
        else:
            for _ in range(stack.pop()[1]):
                s.pop()
    return Result(Verdict.LOST, (), time.monotonic() - start, nodes)
