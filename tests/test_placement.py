"""The app's placement policies: tap, double click and best place (auto-place); the moves listed."""

from __future__ import annotations

import random

from fortythieves.core.cards import Card
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.moves import STOCK, WASTE, Move, MoveKind, Pile, PileKind, column, foundation
from fortythieves.core.placement import best_place, double_click, one_per_place, tap, useful_moves
from fortythieves.core.rules import Reason
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, get_variant


def cards(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


def position(cols: list[str], waste: str = "", variant: str = "forty-thieves") -> State:
    v = get_variant(variant)
    columns = [cards(c) for c in cols] + [[] for _ in range(v.columns - len(cols))]
    return State.from_piles(v, columns, None, [], waste=cards(waste))


def mv(src: Pile, dst: Pile, n: int = 1) -> Move:
    return Move(MoveKind.MOVE, src, dst, n)


def test_tap_sends_a_card_to_a_foundation_only_and_the_waste_card_also_to_a_column() -> None:
    g = position(["KS 9H", "QS 9D 8S", "10C 9S", "AS"], waste="8H")
    assert tap(g, column(3)) == mv(column(3), foundation(0))
    assert tap(g, column(0)) is Reason.NO_PLACE  # a column card never goes to a column by tap
    assert tap(g, WASTE) == mv(WASTE, column(0))  # 8H on 9H
    g.waste = cards("2C")
    assert tap(g, WASTE) == mv(WASTE, column(4))  # no build: the first empty column


def test_double_click_prefers_a_foundation_then_the_longest_column_then_an_empty_one() -> None:
    g = position(["KS", "10H 9S", "QD 10S 9S", "AC", "8H 2D"])
    assert double_click(g, column(3)) == mv(column(3), foundation(3))
    g = position(["9S", "10H 9S", "QD JD 10S 9S", "AD 8S"])
    # both columns 2 and 3 end with a 9S: the longer one, column 3, takes the 8S
    assert double_click(g, column(3)) == mv(column(3), column(2))
    g = position(["5D", "JC 7H"])
    assert double_click(g, column(1)) == mv(column(1), column(2))  # the first empty column
    full = position(["5D", "JC 7H", *["KH"] * 8])
    assert double_click(full, column(1)) is Reason.NO_PLACE


def test_best_place_moves_the_longest_run_that_builds() -> None:
    g = position(["KS 9H 8C 7D", "10S", "KD 2H"], variant="little-forty")
    assert best_place(g, column(0)) == mv(column(0), column(1), 3)  # 9H-8C-7D onto 10S
    assert best_place(g, column(2)) == mv(column(2), column(3))  # nothing to build on: an empty column


def test_policies_refuse_what_cannot_move() -> None:
    g = position(["KS"])
    for policy in (tap, double_click, best_place):
        assert policy(g, WASTE) is Reason.EMPTY_SOURCE
        assert policy(g, STOCK) is Reason.NOT_FROM_STOCK
        assert policy(g, Pile(PileKind.COLUMN, 12)) is Reason.NO_SUCH_PILE
        assert policy(g, foundation(8)) is Reason.NO_SUCH_PILE
    assert STANDARD.columns == 10


def test_a_lone_card_is_not_moved_to_an_empty_column_for_nothing() -> None:
    g = position(["KS 9H 8C 7D", "10S", "2H"], variant="little-forty")
    assert best_place(g, column(2)) is Reason.NO_PLACE
    assert double_click(g, column(2)) is Reason.NO_PLACE


def test_policies_return_legal_moves_and_leave_the_position_alone() -> None:
    for variant in VARIANTS:
        state = State.deal(variant, dealing_order(DealCode(variant, "3P3P3P")))
        rng = random.Random(variant.key)
        for _ in range(60):
            legal = list(state.legal_moves())
            if not legal:
                break
            before = state.copy()
            for policy in (tap, double_click, best_place):
                for pile in (WASTE, *(column(i) for i in range(variant.columns)), foundation(0)):
                    placed = policy(state, pile)
                    assert isinstance(placed, Reason) or placed in legal
            assert state == before
            state.push(rng.choice(legal))


def test_useful_moves_kept_for_a_position_are_its_own_and_a_fresh_list_each_time() -> None:
    rng = random.Random(7)
    for variant in VARIANTS:
        state = State.deal(variant, dealing_order(DealCode.random(variant)))
        for _ in range(30):
            moves = useful_moves(state)
            assert moves == one_per_place(list(state.legal_moves()))  # never another position's
            moves.clear()
            assert useful_moves(state) == one_per_place(list(state.legal_moves()))
            legal = list(state.legal_moves())
            if not legal:
                break
            state.push(rng.choice(legal))
