"""The compiled core plays by core's rules: over random playouts in every variant, its
legal moves equal `State.legal_moves()` at every step and its move leaves the same
position as `State.push`. A missing compiled core fails here (CI builds it)."""

from __future__ import annotations

import random

import pytest

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import PileKind
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.solver import AVAILABLE, native


def test_the_compiled_core_is_built() -> None:
    assert AVAILABLE, "fortythieves.solver._search is not built: run pip install -e . with a C compiler"


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_compiled_rules_equal_core_over_random_playouts(variant: Variant) -> None:
    rng = random.Random(f"rules:{variant.key}")
    for _ in range(4):
        code = DealCode.random(variant, rng)
        state = Game.deal(variant, dealing_order(code)).state
        for step in range(350):
            core_moves = sorted(map(str, state.legal_moves()))
            assert sorted(map(str, native.legal_moves(state))) == core_moves, (str(code), step)
            if not core_moves:
                break
            moves = list(state.legal_moves())
            # Lean towards foundations and back, so that late positions, take-backs and
            # empty columns are reached as well as the opening.
            home = [m for m in moves if m.target is not None and m.target.kind is PileKind.FOUNDATION]
            mv = rng.choice(home) if home and rng.random() < 0.7 else rng.choice(moves)
            after = native.step(native.encode(state), mv)
            state.push(mv)
            assert after == native.encode(state), (str(code), step, str(mv))


def test_move_codes_read_back() -> None:
    state = Game.deal(VARIANTS[0], dealing_order(DealCode.parse("FT1-N-2345673"))).state
    for mv in state.legal_moves():
        assert native.decode_move(native.encode_move(mv)) == mv


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_key_kept_move_by_move_equals_the_key_computed_afresh(variant: Variant) -> None:
    # The core rehashes only the columns a move touches; over random playouts the key so
    # kept must equal the key of every column rehashed, and taking the moves back must
    # give the first key again.
    rng = random.Random(f"key:{variant.key}")
    for _ in range(3):
        code = DealCode.random(variant, rng)
        state = Game.deal(variant, dealing_order(code)).state
        spec = native.encode(state)
        played: list[int] = []
        for _ in range(250):
            moves = list(state.legal_moves())
            if not moves:
                break
            mv = rng.choice(moves)
            played.append(native.encode_move(mv))
            state.push(mv)
        assert native.core().check_key(spec, played), str(code)


def test_the_key_check_refuses_an_illegal_move() -> None:
    state = Game.deal(VARIANTS[0], dealing_order(DealCode.parse("FT1-N-2345673"))).state
    illegal = native.encode_move(next(iter(state.legal_moves()))) | (40 << 14)  # a 40-card run
    with pytest.raises(ValueError):
        native.core().check_key(native.encode(state), [illegal])
