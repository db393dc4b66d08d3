"""The dead-end test of the compiled core (a card in play that can never go home) and the
search that prunes with it: lost positions for each reason, look-alikes that are won, and
verdicts with and without the pruning compared on small positions in every variant."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank
from fortythieves.core.layout import parse_layout
from fortythieves.core.rules import FOUNDATION_SUITS, Build
from fortythieves.core.state import State
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.solver import Verdict, native, replays, solve
from fortythieves.solver.pysearch import solve_python

POSITIONS = Path(__file__).parent / "positions"
_VERDICTS = {0: Verdict.UNKNOWN, 1: Verdict.WON, 2: Verdict.LOST}


def position(name: str) -> State:
    return parse_layout((POSITIONS / name).read_text(encoding="utf-8")).game().state


def unpruned(state: State, seconds: float) -> Verdict:
    """The compiled search without dead-end pruning; a win it reports replays."""
    code, raw, _ = native.core().solve(native.encode(state), seconds, 32, None, True)
    verdict = _VERDICTS[code]
    if verdict is Verdict.WON:
        assert replays(state, tuple(native.decode_move(m) for m in raw))
    return verdict


@pytest.mark.parametrize("name", ["lost-spades.txt", "dead-waste.txt"])
def test_a_card_that_can_never_come_free_is_a_dead_end(name: str) -> None:
    # lost-spades: 2s under 3s in the columns; dead-waste: a 7 under a jack in the waste.
    state = position(name)
    assert native.dead_end(state)
    assert solve(state, 5.0).verdict is Verdict.LOST
    assert solve_python(state, 30.0, safe_moves=False).verdict is Verdict.LOST


@pytest.mark.parametrize("name", ["spades-won.txt", "waste-order-won.txt"])
def test_a_look_alike_that_can_be_won_is_not(name: str) -> None:
    # The same cards, one column or the waste in another order: the stuck card comes free.
    state = position(name)
    assert not native.dead_end(state)
    result = solve(state, 5.0)
    assert result.verdict is Verdict.WON and replays(state, result.moves)


def test_an_empty_column_is_never_a_dead_end() -> None:
    # lost-spades with one column's 2 and 3 of spades laid on another: the empty column
    # takes each stuck card in turn.
    state = position("lost-spades.txt")
    columns = [list(c) for c in state.columns]
    columns[2].extend(columns[0])
    columns[0] = []
    emptied = State.from_piles(state.variant, columns, None, [], state.foundations)
    assert not native.dead_end(emptied)
    assert unpruned(emptied, 5.0) is Verdict.WON


def tight(variant: Variant, seed: int) -> State:
    """A small ending where cards block each other: one or two suits in play, dealt
    roughly by rank so that lower cards lie under higher ones, a few in the waste and
    the stock, every column holding some (an empty column frees everything)."""
    rng = random.Random(seed)
    suits = rng.sample(range(4), rng.choice((1, 2)))
    low = 1 if variant.aces_out else 0
    tops = [max(low, 13 - rng.randint(9, 12)) if s in suits else 13 for s in range(4)]
    founds = [[Card(Rank(r), s) for r in range(1, tops[int(s)] + 1)] for s in FOUNDATION_SUITS]
    loose = [
        Card(Rank(r), s) for f, s in zip(founds, FOUNDATION_SUITS, strict=True) for r in range(len(f) + 1, 14)
    ]
    noise = rng.choice((2, 4, 6, 30))
    loose.sort(key=lambda c: int(c.rank) + rng.uniform(0, noise))
    if rng.random() < 0.5:
        loose.reverse()
    w, k = rng.randint(0, 5), rng.randint(0, 3)
    waste, stock = loose[len(loose) - w :], loose[len(loose) - w - k : len(loose) - w]
    cols: list[list[Card]] = [[] for _ in range(variant.columns)]
    for i, card in enumerate(loose[: len(loose) - w - k]):
        cols[i % variant.columns].append(card)
    hidden = [rng.randint(0, max(0, len(c) - 1)) if variant.face_down else 0 for c in cols]
    return State.from_piles(variant, cols, hidden, stock, founds, waste)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_pruning_never_loses_a_win(variant: Variant) -> None:
    """Along random playouts from small endings: no dead end is ever won by the search
    without the pruning, and the searches with and without it never contradict."""
    compared = 0
    for seed in range(20):
        rng = random.Random(f"dead:{variant.key}:{seed}")
        state = tight(variant, seed)
        for _ in range(12):
            plain = unpruned(state, 0.5)
            if native.dead_end(state):
                assert plain is not Verdict.WON, (seed, state.key())
            pruned = solve(state, 0.5)
            assert {plain, pruned.verdict} != {Verdict.WON, Verdict.LOST}, (seed, state.key())
            compared += plain is not Verdict.UNKNOWN and pruned.verdict is not Verdict.UNKNOWN
            moves = list(state.legal_moves())
            if not moves:
                break
            state.push(rng.choice(moves))
    assert compared > 50


def test_no_dead_end_of_the_random_endings_is_won() -> None:
    # Many more positions than above, searched only when the test fires (it fires where
    # cards build in suit; with the other building rules a stuck card is rarer), so that
    # the check means something.
    found = 0
    for variant in (v for v in VARIANTS if v.build is Build.SAME_SUIT):
        for seed in range(80):
            rng = random.Random(f"dead:{variant.key}:{seed}")
            state = tight(variant, seed)
            for _ in range(12):
                if native.dead_end(state):
                    found += 1
                    assert unpruned(state, 2.0) is not Verdict.WON, (variant.key, seed, state.key())
                moves = list(state.legal_moves())
                if not moves:
                    break
                state.push(rng.choice(moves))
    assert found >= 10
