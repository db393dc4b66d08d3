"""The search API of `State` (hypothesis, every variant): `push` then `pop` restores the
exact position, deep stacks pop back to the start, `key()` is equal exactly when the
positions are, `copy()` is independent, and `refusal()` accepts exactly the generated
moves. `Game` (checked apply, undo, score) is tested in test_engine_properties.py.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.core.cards import Card
from fortythieves.core.codes import ALPHABET, DealCode, dealing_order
from fortythieves.core.moves import DRAW, REDEAL, STOCK, WASTE, Move, MoveKind, Pile, column, foundation
from fortythieves.core.rules import FOUNDATIONS
from fortythieves.core.state import State
from fortythieves.core.variants import VARIANTS, Variant, get_variant

PAYLOADS = st.text(alphabet=ALPHABET, min_size=6, max_size=6)
SEEDS = st.integers(0, 2**32)
BY_VARIANT = pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)


def deal(variant: Variant, payload: str) -> State:
    return State.deal(variant, dealing_order(DealCode(variant, payload)))


def walk(state: State, rng: random.Random, length: int) -> None:
    """Push up to `length` random legal moves."""
    for _ in range(length):
        moves = list(state.legal_moves())
        if not moves:
            return
        state.push(rng.choice(moves))


def random_move(state: State, rng: random.Random) -> Move:
    """Any Move value: piles that exist or not, counts from 0 to 14."""
    if rng.random() < 0.05:
        return rng.choice([DRAW, REDEAL])
    piles = [
        WASTE,
        STOCK,
        *map(column, range(len(state.columns) + 1)),
        *map(foundation, range(FOUNDATIONS + 1)),
    ]
    count = rng.choice([1, 1, 1, 2, 3, rng.randint(0, 14)])
    return Move(MoveKind.MOVE, rng.choice(piles), rng.choice(piles), count)


# ----- push and pop ---------------------------------------------------------------------------------------
@BY_VARIANT
@settings(max_examples=15, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS)
def test_push_then_pop_restores_the_position(variant: Variant, payload: str, seed: int) -> None:
    state = deal(variant, payload)
    rng = random.Random(seed)
    for _ in range(200):
        moves = list(state.legal_moves())
        if not moves:
            break
        before, key = state.copy(), state.key()
        for mv in moves:  # every legal move here, not only the one played
            step = state.push(mv)
            assert state.pushed[-1] == mv
            assert state.pop() is step
            assert state == before and state.key() == key
        state.push(rng.choice(moves))


@BY_VARIANT
@settings(max_examples=10, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS, length=st.integers(1, 400))
def test_a_deep_stack_pops_back_to_the_deal(variant: Variant, payload: str, seed: int, length: int) -> None:
    state = deal(variant, payload)
    start = state.copy()
    rng = random.Random(seed)
    path = [state.copy()]
    for _ in range(length):
        moves = list(state.legal_moves())
        if not moves:
            break
        state.push(rng.choice(moves))
        path.append(state.copy())
    assert len(state.pushed) == len(path) - 1
    while state.pushed:
        state.pop()
        assert state == path[len(state.pushed)]
        assert state.key() == path[len(state.pushed)].key()
    assert state == start and state.key() == start.key()
    with pytest.raises(IndexError):
        state.pop()


# ----- the position key -----------------------------------------------------------------------------------
@BY_VARIANT
@settings(max_examples=10, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS)
def test_keys_are_equal_exactly_when_positions_are(variant: Variant, payload: str, seed: int) -> None:
    """Positions reached by different move orders (transpositions) and by different walks."""
    rng = random.Random(seed)
    seen: list[State] = []
    for _ in range(6):
        state = deal(variant, payload)
        walk(state, rng, rng.randint(0, 40))
        moves = list(state.legal_moves())
        for a, b in combinations(moves[:8], 2):
            ab, ba = state.copy(), state.copy()
            ab.push(a)
            ba.push(b)
            if b in set(ab.legal_moves()) and a in set(ba.legal_moves()):
                ab.push(b)
                ba.push(a)
                assert (ab.key() == ba.key()) == (ab == ba)
                seen += [ab, ba]
        seen.append(state)
    keyed = [(x, x.key()) for x in seen]
    for (x, kx), (y, ky) in combinations(keyed, 2):
        assert (kx == ky) == (x == y)


def test_a_transposition_has_the_key_of_its_position() -> None:
    """Two moves in either order: one position, one key, two move orders."""
    state = deal(get_variant("forty-thieves"), "234567")  # two aces of hearts exposed, and more
    pairs = 0
    for a, b in combinations(list(state.legal_moves()), 2):
        ab, ba = state.copy(), state.copy()
        ab.push(a)
        ba.push(b)
        if b in set(ab.legal_moves()) and a in set(ba.legal_moves()):
            ab.push(b)
            ba.push(a)
            if ab == ba:
                assert ab.key() == ba.key() and ab.pushed != ba.pushed
                pairs += 1
    assert pairs


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _little_forty(**changes: object) -> State:
    """A hand-built Little Forty position (face-down cards, a waste, redeals), with changes."""
    variant = get_variant("little-forty")
    piles: dict[str, object] = {
        "columns": [_cards("KS QH JS"), _cards("9D 8C"), [], *[_cards("2C") for _ in range(7)]],
        "hidden": [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        "stock_next_first": _cards("5H 6H"),
        "foundations": [_cards("AS"), [], [], [], [], [], [], []],
        "waste": _cards("7D 8D"),
        "redeals_left": 2,
    }
    piles.update(changes)
    return State.from_piles(variant, **piles)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "changed",
    [
        {"hidden": [2, 0, 0, 0, 0, 0, 0, 0, 0, 0]},  # one more face-down card
        {"hidden": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
        {"redeals_left": 1},
        {"waste": _cards("8D 7D")},  # the same cards, in another order
        {"stock_next_first": _cards("6H 5H")},
        {"foundations": [[], [], [], [], _cards("AS"), [], [], []]},  # the ace in the other spades slot
        {"columns": [_cards("KS QH JS"), _cards("9D 8C"), *[_cards("2C") for _ in range(7)], []]},
    ],
    ids=["face-down", "face-up", "redeals", "waste", "stock", "foundation", "empty-column"],
)
def test_positions_that_differ_in_one_thing_have_different_keys(changed: dict[str, object]) -> None:
    base, other = _little_forty(), _little_forty(**changed)
    assert base != other and base.key() != other.key()
    assert base == _little_forty() and base.key() == _little_forty().key()


# ----- copies ---------------------------------------------------------------------------------------------
def _mutate(state: State, rng: random.Random) -> None:
    """Change every pile of `state` in place, as a careless caller might."""
    walk(state, rng, 5)
    state.columns[0].append(state.columns[1][0] if state.columns[1] else state.stock[0])
    state.hidden[0] += 1
    state.foundations[3].append(state.columns[2][0] if state.columns[2] else state.stock[0])
    state.stock.pop()
    state.waste.append(state.columns[3][0] if state.columns[3] else state.stock[-1])
    state.redeals_left += 1


@BY_VARIANT
@settings(max_examples=5, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS)
def test_a_copy_is_independent(variant: Variant, payload: str, seed: int) -> None:
    rng = random.Random(seed)
    state = deal(variant, payload)
    walk(state, rng, rng.randint(0, 60))
    key, depth = state.key(), len(state.pushed)
    other = state.copy()
    assert other == state and other.key() == key and other.pushed == []
    _mutate(other, rng)
    assert state.key() == key and len(state.pushed) == depth
    again = state.copy()
    _mutate(state, rng)
    assert again.key() == key


@BY_VARIANT
@settings(max_examples=5, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS, steps=st.integers(0, 30))
def test_a_copy_with_steps_pops_them(variant: Variant, payload: str, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = deal(variant, payload)
    path = [state.key()]
    for _ in range(40):
        moves = list(state.legal_moves())
        if not moves:
            break
        state.push(rng.choice(moves))
        path.append(state.key())
    steps = min(steps, len(path) - 1)
    other = state.copy(steps=steps)
    assert other.pushed == state.pushed[len(state.pushed) - steps :]
    for k in range(1, steps + 1):
        other.pop()
        assert other.key() == path[-1 - k]
    with pytest.raises(IndexError):
        other.pop()
    assert state.key() == path[-1] and len(state.pushed) == len(path) - 1


# ----- refusal agrees with the generator ------------------------------------------------------------------
@BY_VARIANT
@settings(max_examples=10, deadline=None)
@given(payload=PAYLOADS, seed=SEEDS)
def test_refusal_accepts_exactly_the_generated_moves(variant: Variant, payload: str, seed: int) -> None:
    rng = random.Random(seed)
    state = deal(variant, payload)
    candidates = _piles_moves(state)
    refused = 0
    for _ in range(100):
        moves = list(state.legal_moves())
        legal = set(moves)
        assert len(legal) == len(moves)
        for mv in moves:
            assert state.refusal(mv) is None, mv
        for _ in range(20):
            mv = random_move(state, rng)
            if mv not in legal:
                assert state.refusal(mv) is not None, mv
                refused += 1
            else:
                assert state.refusal(mv) is None
        for mv in rng.sample(candidates, 40):
            assert (state.refusal(mv) is None) == (mv in legal), mv
        if not moves:
            break
        state.push(rng.choice(moves))
    assert refused


def _piles_moves(state: State) -> list[Move]:
    """Every move between piles that exist, with the counts a run could have."""
    piles: list[Pile] = [WASTE, *map(column, range(len(state.columns))), *map(foundation, range(FOUNDATIONS))]
    return [Move(MoveKind.MOVE, a, b, n) for a in piles for b in piles for n in (1, 2, 3)] + [DRAW, REDEAL]
