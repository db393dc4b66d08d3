"""The app's placement policies: tap, double click and best place (auto-place)."""

from __future__ import annotations

from fortythieves.core.cards import Card
from fortythieves.core.game import Game
from fortythieves.core.moves import STOCK, WASTE, Move, MoveKind, Pile, PileKind, column, foundation
from fortythieves.core.placement import best_place, double_click, tap
from fortythieves.core.rules import Reason
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, get_variant


def cards(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


def position(cols: list[str], waste: str = "", variant: str = "forty-thieves") -> Game:
    v = get_variant(variant)
    g = Game(
        State.from_piles(v, [cards(c) for c in cols] + [[] for _ in range(v.columns - len(cols))], None, [])
    )
    g.state.waste = cards(waste)
    return g


def mv(src: Pile, dst: Pile, n: int = 1) -> Move:
    return Move(MoveKind.MOVE, src, dst, n)


def test_tap_sends_a_card_to_a_foundation_only_and_the_waste_card_also_to_a_column() -> None:
    g = position(["KS 9H", "QS 9D 8S", "10C 9S", "AS"], waste="8H")
    assert tap(g.state, column(3)) == mv(column(3), foundation(0))
    assert tap(g.state, column(0)) is Reason.NO_PLACE  # a column card never goes to a column by tap
    assert tap(g.state, WASTE) == mv(WASTE, column(0))  # 8H on 9H
    g.state.waste = cards("2C")
    assert tap(g.state, WASTE) == mv(WASTE, column(4))  # no build: the first empty column


def test_double_click_prefers_a_foundation_then_the_longest_column_then_an_empty_one() -> None:
    g = position(["KS", "10H 9S", "QD 10S 9S", "AC", "8H 2D"])
    assert double_click(g.state, column(3)) == mv(column(3), foundation(3))
    g = position(["9S", "10H 9S", "QD JD 10S 9S", "AD 8S"])
    # both columns 2 and 3 end with a 9S: the longer one, column 3, takes the 8S
    assert double_click(g.state, column(3)) == mv(column(3), column(2))
    g = position(["5D", "JC 7H"])
    assert double_click(g.state, column(1)) == mv(column(1), column(2))  # the first empty column
    full = position(["5D", "JC 7H", *["KH"] * 8])
    assert double_click(full.state, column(1)) is Reason.NO_PLACE


def test_best_place_moves_the_longest_run_that_builds() -> None:
    g = position(["KS 9H 8C 7D", "10S", "KD 2H"], variant="little-forty")
    assert best_place(g.state, column(0)) == mv(column(0), column(1), 3)  # 9H-8C-7D onto 10S
    assert best_place(g.state, column(2)) == mv(column(2), column(3))  # nothing to build on: an empty column


def test_policies_refuse_what_cannot_move() -> None:
    g = position(["KS"])
    for policy in (tap, double_click, best_place):
        assert policy(g.state, WASTE) is Reason.EMPTY_SOURCE
        assert policy(g.state, STOCK) is Reason.NOT_FROM_STOCK
        assert policy(g.state, Pile(PileKind.COLUMN, 12)) is Reason.NO_SUCH_PILE
    assert STANDARD.columns == 10


def test_a_lone_card_is_not_moved_to_an_empty_column_for_nothing() -> None:
    g = position(["KS 9H 8C 7D", "10S", "2H"], variant="little-forty")
    assert best_place(g.state, column(2)) is Reason.NO_PLACE
    assert double_click(g.state, column(2)) is Reason.NO_PLACE
