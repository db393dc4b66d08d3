"""Properties of random play in every variant (hypothesis).

Every generated move applies and every other move is refused; the cards are all there;
undo and redo restore exact positions and scores; saves round-trip at any point.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.core import saves
from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import ALPHABET, DealCode, dealing_order
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import (
    DRAW,
    REDEAL,
    STOCK,
    WASTE,
    Move,
    MoveKind,
    Pile,
    PileKind,
    column,
    foundation,
)
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS, UNDO_LIMIT, Reason
from fortythieves.core.variants import VARIANTS, get_variant

FULL = Counter(double_deck())
CODES = st.builds(
    DealCode,
    st.sampled_from(VARIANTS),
    st.text(alphabet=ALPHABET, min_size=6, max_size=6),
)


# One integer per step: its low bits choose undo, redo or a move, the rest which move.
# Drawn from a seeded generator, so that every example plays a long game.
def _steps(seed: int, n: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(20) for _ in range(n)]


STEPS = st.builds(_steps, st.integers(0, 2**32), st.integers(20, 150))
# Random moves played first, to reach later positions (empty columns, runs, take-backs).
WARMUP = st.integers(0, 150)


def deal(code: DealCode) -> Game:
    return Game.deal(code.variant, dealing_order(code))


def check_invariants(g: Game) -> None:
    v = g.variant
    every = g.state.all_cards()
    assert Counter(every) == FULL  # each of the 52 cards exactly twice
    starting_aces = 8 if v.aces_out else 0
    assert len(every) - starting_aces == v.card_count
    for i, f in enumerate(g.state.foundations):
        assert f == [Card(Rank(r + 1), FOUNDATION_SUITS[i]) for r in range(len(f))]
        if v.aces_out:
            assert f  # Lucas's aces never leave
    for col, h in zip(g.state.columns, g.state.hidden, strict=True):
        assert 0 <= h < len(col) or h == 0 == len(col)  # the exposed card is face up
    assert g.score >= 0
    assert 0 <= g.state.redeals_left <= v.redeals
    assert len(g.history) <= UNDO_LIMIT
    assert len(g.history) + len(g.redo_moves) <= UNDO_LIMIT


def expected_points(score_before: int, mv: Move) -> int:
    """The scoring table, with the floor at 0."""
    points = 0
    if mv.kind is MoveKind.MOVE:
        assert mv.source is not None and mv.target is not None
        if mv.target.kind is PileKind.FOUNDATION:
            points = 10
        elif mv.source.kind is PileKind.WASTE:
            points = 5
        elif mv.source.kind is PileKind.FOUNDATION:
            points = -15
    return max(0, score_before + points) - score_before


def all_piles(g: Game) -> list[Pile]:
    """Every pile of the game, and one column and one foundation that do not exist."""
    cols = [column(i) for i in range(len(g.state.columns) + 1)]
    return [WASTE, STOCK, *cols, *(foundation(i) for i in range(FOUNDATIONS + 1))]


def random_move(g: Game, rng: random.Random) -> Move:
    if rng.random() < 0.05:
        return rng.choice([DRAW, REDEAL])
    piles = all_piles(g)
    count = rng.choice([1, 1, 1, 2, 3, rng.randint(0, 14)])
    return Move(MoveKind.MOVE, rng.choice(piles), rng.choice(piles), count)


def probe(g: Game, legal: set[Move], rng: random.Random, n: int) -> None:
    """Random Move values are accepted exactly when they were generated."""
    for _ in range(n):
        mv = random_move(g, rng)
        assert (g.state.refusal(mv) is None) == (mv in legal), mv
        if mv in legal:
            g.copy().apply(mv)
        else:
            before = g.snapshot()
            with pytest.raises(IllegalMove):
                g.apply(mv)
            assert g.snapshot() == before


@settings(max_examples=150, deadline=None)
@given(code=CODES, warmup=WARMUP, steps=STEPS)
def test_random_play(code: DealCode, warmup: int, steps: list[int]) -> None:
    g = deal(code)
    rng = random.Random(code.seed)
    check_invariants(g)
    play_random(g, rng, warmup)
    check_invariants(g)
    for x in steps:
        moves = list(g.state.legal_moves())
        legal = set(moves)
        assert len(legal) == len(moves)  # no move twice
        assert g.state.is_blocked() == (not moves and not g.state.is_won())
        count = g.moves
        op = x % 8
        if op == 0 and g.can_undo():
            g.undo()
            assert g.moves == count
        elif op == 1 and g.can_redo():
            g.redo()
            assert g.moves == count + 1
        elif moves:
            mv = moves[(x >> 3) % len(moves)]
            before, score = g.snapshot(), g.score
            out = g.apply(mv)  # every generated move applies
            assert out.move == mv and out.points == expected_points(score, mv) == g.score - score
            after = g.snapshot()
            assert g.undo() == mv
            assert g.snapshot() == before and g.score == score
            g.redo()
            assert g.snapshot() == after
            assert g.moves == count + 2
        check_invariants(g)
        assert g.moves >= count
        probe(g, set(g.state.legal_moves()), rng, 12)


def test_probe_reaches_every_kind_of_move() -> None:
    g = deal(DealCode(get_variant("little-forty"), "234567"))
    rng = random.Random(1)
    kinds = {random_move(g, rng).kind for _ in range(500)}
    assert kinds == set(MoveKind)


def play_random(g: Game, rng: random.Random, length: int) -> tuple[list[tuple[object, ...]], list[Move]]:
    """Apply up to `length` random legal moves; the snapshots from the start on, and the moves."""
    snaps = [g.snapshot()]
    played: list[Move] = []
    for _ in range(length):
        moves = list(g.state.legal_moves())
        if not moves:
            break
        played.append(rng.choice(moves))
        g.apply(played[-1])
        snaps.append(g.snapshot())
    return snaps, played


@settings(max_examples=50, deadline=None)
@given(code=CODES, length=st.integers(90, 140))
def test_undo_100_deep(code: DealCode, length: int) -> None:
    g = deal(code)
    snaps, _ = play_random(g, random.Random(code.seed), length)
    played, counter = len(snaps) - 1, g.moves
    depth = min(UNDO_LIMIT, played)
    for k in range(1, depth + 1):
        g.undo()
        assert g.snapshot() == snaps[played - k]
        assert g.moves == counter  # the move counter never goes down
    with pytest.raises(IllegalMove) as info:
        g.undo()
    assert info.value.reason is Reason.NOTHING_TO_UNDO
    for k in range(depth):
        g.redo()
        assert g.snapshot() == snaps[played - depth + k + 1]
    with pytest.raises(IllegalMove) as info:
        g.redo()
    assert info.value.reason is Reason.NOTHING_TO_REDO
    assert g.moves == counter + depth


@pytest.mark.parametrize("key", [v.key for v in VARIANTS])
def test_the_101st_undo_is_refused(key: str) -> None:
    for payload in ("234567", "ACDEFH", "PQRTWX", "9X2K4M", "YYYYYY", "222222"):
        code = DealCode(get_variant(key), payload)
        g = deal(code)
        snaps, _ = play_random(g, random.Random(code.seed), 130)
        if len(snaps) == 131:
            break
    else:
        pytest.fail("no long random game")
    for k in range(1, 101):
        g.undo()
        assert g.snapshot() == snaps[130 - k]
    with pytest.raises(IllegalMove) as info:
        g.undo()
    assert info.value.reason is Reason.NOTHING_TO_UNDO
    assert g.snapshot() == snaps[30] and g.moves == 130


@settings(max_examples=80, deadline=None)
@given(code=CODES, warmup=WARMUP, steps=STEPS)
def test_saves_round_trip(code: DealCode, warmup: int, steps: list[int]) -> None:
    start = deal(code)
    g = start.copy()
    _, played = play_random(g, random.Random(code.seed), warmup)
    actions = [str(m) for m in played]
    settings_ = {"lang": "ca", "verbosity": 2}
    for i, x in enumerate(steps):
        op = x % 6
        if op == 0 and g.can_undo():
            g.undo()
            actions.pop()
        elif op == 1 and g.can_redo():
            actions.append(str(g.redo().move))
        else:
            moves = list(g.state.legal_moves())
            if not moves:
                continue
            mv = moves[(x >> 3) % len(moves)]
            g.apply(mv)
            actions.append(str(mv))
        if i % 7 == 3 or i == len(steps) - 1:
            loaded = saves.decode(saves.encode(start, g, str(code), actions, settings_))
            assert loaded.start.snapshot() == start.snapshot()
            assert loaded.game.snapshot() == g.snapshot()
            assert (loaded.game.moves, loaded.game.score) == (g.moves, g.score)
            assert loaded.game.history == g.history
            assert loaded.game.redo_moves == g.redo_moves
            assert loaded.actions == actions
            assert loaded.settings == settings_ and loaded.code == str(code)
            assert list(loaded.game.state.legal_moves()) == list(g.state.legal_moves())


def test_every_variant_is_dealt_by_codes() -> None:
    for v in VARIANTS:
        g = deal(DealCode(v, "234567"))
        check_invariants(g)
        assert g.variant is v
