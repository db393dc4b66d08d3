"""The rules of RULES.md, one by one, on small positions; and every refusal reason.

Positions are built with `State.from_piles`: columns are written first-dealt card first,
exposed card last; stocks are written next card to draw first.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from fortythieves.core.cards import Card, Rank, Suit, double_deck
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
    move,
    parse_move,
    parse_pile,
)
from fortythieves.core.rules import FOUNDATION_SUITS, Reason
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def game(
    cols: list[str], stock: str = "", variant: str = "forty-thieves", hidden: list[int] | None = None
) -> Game:
    return Game(State.from_piles(get_variant(variant), [cards(c) for c in cols], hidden, cards(stock)))


def play(g: Game, moves: str) -> None:
    for text in moves.split():
        g.apply(parse_move(text))


def legal(g: Game) -> set[str]:
    return {str(m) for m in g.state.legal_moves()}


def refused(g: Game, text: str) -> IllegalMove:
    before, count = g.snapshot(), g.moves
    with pytest.raises(IllegalMove) as info:
        g.apply(parse_move(text))
    assert g.snapshot() == before and g.moves == count  # a refusal changes nothing
    assert g.state.refusal(parse_move(text)) == info.value.refusal
    assert text not in legal(g)
    return info.value


# ----- every refusal reason ------------------------------------------------------------------------
@dataclass(frozen=True)
class Refusal:
    reason: Reason
    variant: str
    cols: tuple[str, ...]
    stock: str
    before: str  # moves played first
    move: str  # the refused move, or "undo" / "redo"
    cards: str  # the cards the refusal names
    hidden: tuple[int, ...] | None = None


R = Reason
SPADES = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS"  # a column that builds the whole first foundation
WON = [f"K{s} Q{s} J{s} 10{s} 9{s} 8{s} 7{s} 6{s} 5{s} 4{s} 3{s} 2{s} A{s}" for s in "SHDCSHDC"]
WIN_ALL = " ".join(f"c{i + 1}-f{i + 1}" for i in range(8) for _ in range(13))

REFUSALS = [
    Refusal(R.WRONG_SUIT, "forty-thieves", ("8S", "7H"), "", "", "c2-c1", "7H 8S"),
    Refusal(R.WRONG_SUIT, "limited", ("8S", "7H"), "", "", "c2-c1", "7H 8S"),
    Refusal(R.WRONG_SUIT, "lucas", ("8S", "7C"), "", "", "c2-c1", "7C 8S"),
    Refusal(R.SAME_SUIT, "indian", ("8S", "7S"), "", "", "c2-c1", "7S 8S"),
    Refusal(R.SAME_SUIT, "little-forty", ("8D", "7D"), "", "", "c2-c1", "7D 8D"),
    Refusal(R.SAME_COLOUR, "streets", ("8S", "7C"), "", "", "c2-c1", "7C 8S"),
    Refusal(R.SAME_COLOUR, "maria", ("8H", "7D"), "", "", "c2-c1", "7D 8H"),
    Refusal(R.SAME_COLOUR, "number-ten", ("8H", "7H"), "", "", "c2-c1", "7H 8H"),
    Refusal(R.SAME_COLOUR, "rank-and-file", ("8C", "7S"), "", "", "c2-c1", "7S 8C"),
    Refusal(R.WRONG_RANK, "forty-thieves", ("8S", "6S"), "", "", "c2-c1", "6S 8S"),
    Refusal(R.WRONG_RANK, "forty-thieves", ("8S", "9S"), "", "", "c2-c1", "9S 8S"),
    Refusal(R.WRONG_RANK, "forty-thieves", ("8S",), "6S", "draw", "waste-c1", "6S 8S"),
    Refusal(R.WRONG_RANK, "indian", ("8S", "8H"), "", "", "c2-c1", "8H 8S"),
    Refusal(R.WRONG_RANK, "maria", ("8S", "6H"), "", "", "c2-c1", "6H 8S"),
    Refusal(R.NOTHING_ON_ACE, "forty-thieves", ("AS", "2S"), "", "", "c2-c1", "2S AS"),
    Refusal(R.NOTHING_ON_ACE, "streets", ("AH", "KS"), "", "", "c2-c1", "KS AH"),
    Refusal(R.FOUNDATION_NEEDS_ACE, "forty-thieves", ("2S",), "", "", "c1-f1", "2S"),
    Refusal(R.FOUNDATION_NEEDS_ACE, "forty-thieves", ("KH",), "", "", "c1-f2", "KH"),
    Refusal(R.FOUNDATION_WRONG_SUIT, "forty-thieves", ("AH",), "", "", "c1-f1", "AH"),
    Refusal(R.FOUNDATION_WRONG_SUIT, "forty-thieves", ("AH",), "", "", "c1-f5", "AH"),
    Refusal(R.FOUNDATION_WRONG_SUIT, "forty-thieves", ("2H AS",), "", "c1-f1", "c1-f1", "2H AS"),
    Refusal(R.FOUNDATION_WRONG_SUIT, "lucas", ("2D",), "", "", "c1-f4", "2D AC"),
    Refusal(R.FOUNDATION_WRONG_RANK, "forty-thieves", ("3S AS",), "", "c1-f1", "c1-f1", "3S AS"),
    Refusal(R.FOUNDATION_WRONG_RANK, "lucas", ("3S",), "", "", "c1-f5", "3S AS"),
    Refusal(R.FOUNDATION_WRONG_RANK, "forty-thieves", ("AS",), "AS", "c1-f1 draw", "waste-f1", "AS AS"),
    Refusal(R.FOUNDATION_FULL, "forty-thieves", (SPADES, "5S"), "", "c1-f1 " * 13, "c2-f1", "5S KS"),
    Refusal(R.STOCK_EMPTY, "forty-thieves", ("5S",), "", "", "draw", ""),
    Refusal(R.STOCK_EMPTY, "little-forty", ("5S",), "AS 2S", "draw", "draw", ""),
    Refusal(R.NO_REDEALS, "forty-thieves", ("5S",), "", "", "redeal", ""),
    Refusal(R.NO_REDEALS, "indian", ("5S",), "AH", "draw", "redeal", ""),
    Refusal(R.REDEAL_NOT_NEEDED, "little-forty", ("5S",), "AH 2H 3H 4H", "draw", "redeal", ""),
    Refusal(
        R.NO_REDEALS_LEFT,
        "little-forty",
        ("5S",),
        "KH",
        "draw redeal draw redeal draw redeal draw",
        "redeal",
        "",
    ),
    Refusal(R.NO_REDEALS_LEFT, "little-forty", ("5S",), "", "", "redeal", ""),  # nothing to turn over
    Refusal(R.CARD_FACE_DOWN, "number-ten", ("9S 8H 7S 6H", ""), "", "", "c1-c2x3", "8H 7S 6H"),
    Refusal(R.CARD_FACE_DOWN, "rank-and-file", ("9S 8H 7S 6H", "9D"), "", "", "c1-c2x2", "7S 6H"),
    Refusal(R.EMPTY_SOURCE, "forty-thieves", ("5S", ""), "", "", "c2-c1", ""),
    Refusal(R.EMPTY_SOURCE, "forty-thieves", ("5S",), "4S", "", "waste-c1", ""),
    Refusal(R.EMPTY_SOURCE, "forty-thieves", ("",), "", "", "f1-c1", ""),
    Refusal(R.NOT_A_SEQUENCE, "little-forty", ("8S 7S 6H", ""), "", "", "c1-c2x3", "8S 7S 6H"),
    Refusal(R.NOT_A_SEQUENCE, "number-ten", ("9S 9H 8S 7H", ""), "", "", "c1-c2x4", "9S 9H 8S 7H", (0, 0)),
    Refusal(R.NOT_A_SEQUENCE, "little-forty", ("8S 7H", ""), "", "", "c1-c2x3", "8S 7H"),
    Refusal(R.SINGLE_CARDS_ONLY, "forty-thieves", ("8S 7S", ""), "", "", "c1-c2x2", "8S 7S"),
    Refusal(R.SINGLE_CARDS_ONLY, "streets", ("8S 7H", ""), "", "", "c1-c2x2", "8S 7H"),
    Refusal(R.SINGLE_CARDS_ONLY, "little-forty", ("",), "9S 8H 7S", "draw", "waste-c1x2", "8H 7S"),
    Refusal(R.ONE_CARD_TO_FOUNDATION, "little-forty", ("2S AH",), "", "", "c1-f2x2", "2S AH"),
    Refusal(R.NOT_ON_WASTE, "forty-thieves", ("5S",), "", "", "c1-waste", "5S"),
    Refusal(R.NOT_ON_STOCK, "forty-thieves", ("5S",), "", "", "c1-stock", "5S"),
    Refusal(R.NOT_FROM_STOCK, "forty-thieves", ("5S",), "4S", "", "stock-c1", ""),
    Refusal(R.SAME_PILE, "forty-thieves", ("5S",), "", "", "c1-c1", "5S"),
    Refusal(R.SAME_PILE, "forty-thieves", ("AS",), "", "c1-f1", "f1-f1", "AS"),
    Refusal(R.FOUNDATION_TO_FOUNDATION, "forty-thieves", ("AS",), "", "c1-f1", "f1-f5", "AS"),
    Refusal(R.FOUNDATION_TO_FOUNDATION, "forty-thieves", ("2S AS",), "", "c1-f1 c1-f1", "f1-f2", "2S"),
    Refusal(R.NO_EFFECT, "forty-thieves", ("KS", ""), "", "", "c1-c2", "KS"),
    Refusal(R.NO_EFFECT, "little-forty", ("9S 8H", ""), "", "", "c1-c2x2", "9S"),
    Refusal(R.NO_SUCH_PILE, "forty-thieves", ("5S",) * 10, "", "", "c11-c1", ""),
    Refusal(R.NO_SUCH_PILE, "forty-thieves", ("5S",) * 10, "", "", "c1-f9", ""),
    Refusal(R.NO_SUCH_PILE, "lucas", ("5S",) * 13, "", "", "c1-c14", ""),
    Refusal(R.NO_SUCH_PILE, "forty-thieves", ("5S", ""), "", "", "c1-c2x0", ""),
    Refusal(R.GAME_WON, "forty-thieves", tuple(WON), "", WIN_ALL, "f1-c1", ""),
    Refusal(R.GAME_WON, "forty-thieves", tuple(WON), "", WIN_ALL, "draw", ""),
    Refusal(R.CARD_NOT_IN_PLAY, "lucas", ("5S",), "", "", "f1-c1", "AS"),
    Refusal(R.CARD_NOT_IN_PLAY, "lucas", ("",), "", "", "f8-c1", "AC"),
    Refusal(R.NOTHING_TO_UNDO, "forty-thieves", ("5S",), "", "", "undo", ""),
    Refusal(R.NOTHING_TO_REDO, "forty-thieves", ("5S", "6S"), "", "c1-c2", "redo", ""),
    Refusal(R.NOTHING_TO_REDO, "forty-thieves", ("5S", "6S", "5S"), "", "c1-c2 undo c3-c2", "redo", ""),
]

# Raised by the layers above the engine (the resolver of typed commands, the placement
# policies), never by `Game` itself.
NOT_FROM_THE_ENGINE = {Reason.CARD_NOT_EXPOSED, Reason.NO_PLACE}


def test_every_engine_reason_has_a_position() -> None:
    assert {r.reason for r in REFUSALS} == set(Reason) - NOT_FROM_THE_ENGINE


def _setup(r: Refusal) -> Game:
    g = game(list(r.cols), r.stock, r.variant, list(r.hidden) if r.hidden else None)
    for text in r.before.split():
        if text == "undo":
            g.undo()
        else:
            g.apply(parse_move(text))
    return g


@pytest.mark.parametrize("r", REFUSALS, ids=lambda r: f"{r.reason.value}-{r.variant}-{r.move}")
def test_refusal(r: Refusal) -> None:
    g = _setup(r)
    if r.move in ("undo", "redo"):
        with pytest.raises(IllegalMove) as info:
            g.undo() if r.move == "undo" else g.redo()
        error = info.value
    else:
        error = refused(g, r.move)
        assert error.move == parse_move(r.move)
    assert error.reason is r.reason
    assert error.cards == tuple(cards(r.cards))


def test_a_move_without_piles_is_refused() -> None:
    g = game(["5S"])
    for mv in (Move(MoveKind.MOVE), Move(MoveKind.MOVE, column(0)), Move(MoveKind.MOVE, None, column(0))):
        with pytest.raises(IllegalMove) as info:
            g.apply(mv)
        assert info.value.reason is Reason.NO_SUCH_PILE


def test_refused_move_message_names_the_rule_and_cards() -> None:
    error = refused(game(["8S", "7H"]), "c2-c1")
    assert str(error) == "wrong-suit 7H 8S"
    assert isinstance(error, ValueError)


# ----- the deal ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_deal(variant: Variant) -> None:
    order = [c for c in double_deck() if not (variant.aces_out and c.rank == Rank.ACE)]
    g = Game.deal(variant, order)
    assert len(g.state.columns) == variant.columns
    assert all(len(col) == variant.rows for col in g.state.columns)
    assert g.state.hidden == [variant.face_down] * variant.columns
    assert [
        g.state.columns[i % variant.columns][i // variant.columns] for i in range(variant.dealt)
    ] == order[: variant.dealt]
    assert len(g.state.stock) == variant.stock_size
    assert g.state.waste == [] and g.score == 0 and g.moves == 0
    assert g.state.redeals_left == variant.redeals
    if variant.aces_out:
        assert [f[0] for f in g.state.foundations] == [Card(Rank.ACE, s) for s in FOUNDATION_SUITS]
    else:
        assert g.state.foundations == [[]] * 8
    if g.state.stock:
        g.apply(DRAW)
        assert g.state.waste[0] == order[variant.dealt]  # the stock is drawn in dealing order


def test_deal_refuses_the_wrong_number_of_cards() -> None:
    with pytest.raises(ValueError, match="104"):
        Game.deal(STANDARD, double_deck()[:-1])
    with pytest.raises(ValueError, match="96"):
        Game.deal(get_variant("lucas"), double_deck())


def test_new_game_is_the_standard_game() -> None:
    g = Game.new()
    assert g.variant is STANDARD
    assert len(g.state.columns) == 10 and len(g.state.stock) == 64


def test_foundation_suits_left_to_right() -> None:
    assert [s.letter for s in FOUNDATION_SUITS] == list("SHDCSHDC")


# ----- the standard game ---------------------------------------------------------------------------------
def test_building_one_lower_same_suit() -> None:
    g = game(["8S", "7S", "7H", "9S"])
    assert legal(g) == {"c2-c1", "c1-c4"}
    out = g.apply(parse_move("c2-c1"))
    assert g.state.columns[0] == cards("8S 7S") and g.state.columns[1] == []
    assert out.cards == (Card.parse("7S"),) and out.points == 0 and out.exposed is None
    assert g.score == 0 and g.moves == 1


def test_only_the_exposed_card_moves_and_two_cards_never_move_together() -> None:
    g = game(["8S 7H", "8H"])
    assert legal(g) == {"c1-c2"}  # 7H; the 8S under it cannot move
    assert refused(g, "c1-c2x2").reason is Reason.SINGLE_CARDS_ONLY
    out = g.apply(parse_move("c1-c2"))
    assert out.exposed == Card.parse("8S") and out.turned_up is None


def test_an_empty_column_takes_any_card() -> None:
    g = game(["KS 5H", "", "8C 9D"], "2C")
    assert {"c1-c2", "c3-c2", "draw"} <= legal(g)
    g.apply(DRAW)
    assert "waste-c2" in legal(g)
    out = g.apply(parse_move("waste-c2"))
    assert out.points == 5 and g.score == 5
    g.undo()
    g.apply(parse_move("c3-c2"))
    assert g.score == 0


def test_ace_goes_to_either_foundation_of_its_suit() -> None:
    g = game(["AS", "AH", "AD", "AC"])
    assert legal(g) == {"c1-f1", "c1-f5", "c2-f2", "c2-f6", "c3-f3", "c3-f7", "c4-f4", "c4-f8"}
    out = g.apply(parse_move("c1-f5"))
    assert out.points == 10 and g.score == 10
    assert g.state.foundations[4] == cards("AS")


def test_foundations_build_up_by_suit_to_the_king() -> None:
    g = game([SPADES])
    for rank in Rank:
        assert "c1-f1" in legal(g)
        g.apply(parse_move("c1-f1"))
        assert g.state.foundations[0][-1] == Card(rank, Suit.SPADES)
    assert g.score == 130 and g.state.columns[0] == []


def test_taking_back_from_a_foundation_costs_15() -> None:
    g = game(["AS", "2S AH", "3S", ""], "9D 9D 9D")
    play(g, "c1-f1 c2-f2")  # score 20
    assert g.score == 20
    assert {"f1-c2", "f1-c1", "f1-c4", "f2-c1", "f2-c4"} <= legal(g)
    assert "f1-c3" not in legal(g)  # AS on 3S: not one lower
    out = g.apply(parse_move("f1-c2"))  # AS back onto 2S: a legal build
    assert out.points == -15 and g.score == 5
    out = g.apply(parse_move("f2-c4"))  # AH back into the empty column
    assert out.points == -5 and g.score == 0  # the score never goes below 0
    g.undo()
    assert g.score == 5
    g.undo()
    assert g.score == 20


def test_scoring_table() -> None:
    g = game(["5S", "6S", "", "AS"], "4S KD")
    steps = [("c1-c2", 0), ("draw", 0), ("waste-c2", 5), ("c4-f1", 10), ("f1-c3", -15), ("c3-f1", 10)]
    for text, points in steps:
        before = g.score
        out = g.apply(parse_move(text))
        assert out.points == points == g.score - before, text
    assert g.score == 10


def test_only_the_top_of_the_waste_plays_and_nothing_goes_on_it() -> None:
    g = game(["5S", "8H"], "4S 7H 3D")
    play(g, "draw draw")
    assert g.state.waste == cards("4S 7H")
    assert legal(g) == {"waste-c2", "draw"}  # 7H on 8H; the 4S under it is not in play
    assert refused(g, "c1-waste").reason is Reason.NOT_ON_WASTE


def test_drawing_turns_the_next_stock_card_and_there_is_no_redeal() -> None:
    g = game(["KD"], "AS 2S")
    out = g.apply(DRAW)
    assert out.cards == tuple(cards("AS")) and out.points == 0
    g.apply(DRAW)
    assert g.state.stock == [] and g.state.waste == cards("AS 2S")
    assert legal(g) == set()  # 2S fits nowhere; no draw, no redeal
    assert g.state.is_blocked()
    assert refused(g, "redeal").reason is Reason.NO_REDEALS


def test_won_game_has_no_moves() -> None:
    g = game(WON)
    play(g, WIN_ALL)
    assert g.state.is_won() and not g.state.is_blocked()
    assert list(g.state.legal_moves()) == []
    assert g.score == 1040
    assert g.can_undo()
    g.undo()
    assert not g.state.is_won() and "c8-f8" in legal(g)


def test_blocked_game() -> None:
    g = game(["5S", "9H", "KD", "2C"])
    assert g.state.is_blocked() and not g.state.is_won()
    g = game(["5S", "4S"])
    assert not g.state.is_blocked()


# ----- undo and redo -----------------------------------------------------------------------------------
def test_undo_restores_everything_but_the_move_counter() -> None:
    g = game(["AS", "8H 2S", "9H"], "7H")
    start = g.snapshot()
    play(g, "c1-f1 c2-f1 draw waste-c2")
    assert g.moves == 4 and g.score == 25
    assert [str(m) for m in g.history] == ["c1-f1", "c2-f1", "draw", "waste-c2"]
    for _ in range(4):
        g.undo()
    assert g.snapshot() == start and g.moves == 4
    assert [str(m) for m in g.redo_moves] == ["c1-f1", "c2-f1", "draw", "waste-c2"]
    out = g.redo()
    assert out.move == parse_move("c1-f1") and g.moves == 5
    g.apply(DRAW)
    assert not g.can_redo()  # a new move forgets the undone ones


def test_undo_keeps_the_last_100_actions() -> None:
    g = game(["2S AS", ""])
    for _ in range(60):
        play(g, "c1-f1 f1-c1")
    assert len(g.history) == 100 and g.moves == 120
    for _ in range(100):
        g.undo()
    with pytest.raises(IllegalMove) as info:
        g.undo()
    assert info.value.reason is Reason.NOTHING_TO_UNDO
    assert g.moves == 120 and len(g.redo_moves) == 100


# ----- face-down cards -----------------------------------------------------------------------------------
def test_indian_bottom_card_is_face_down_and_turns_up() -> None:
    g = game(["5D 8H 9S", "10H"], variant="indian")
    assert g.state.hidden == [1, 0]
    assert g.state.face_up(0) == cards("8H 9S")
    assert legal(g) == {"c1-c2"}  # 9S on 10H: any suit but its own
    out = g.apply(parse_move("c1-c2"))
    assert out.turned_up is None and out.exposed == Card.parse("8H")
    out = g.apply(parse_move("c1-c2"))
    assert out.turned_up == Card.parse("5D") and out.exposed == Card.parse("5D")
    assert g.state.hidden == [0, 0]
    g.undo()
    assert g.state.hidden == [1, 0] and g.state.columns[0] == cards("5D 8H")


@pytest.mark.parametrize(("variant", "down"), [("number-ten", 2), ("rank-and-file", 3), ("indian", 1)])
def test_face_down_rows(variant: str, down: int) -> None:
    v = get_variant(variant)
    g = Game.deal(v, [c for c in double_deck()])
    assert g.state.hidden == [down] * v.columns
    for i in range(v.columns):
        assert len(g.state.face_up(i)) == v.rows - down


def test_the_exposed_card_is_always_face_up() -> None:
    g = game(["5D 9S", "4C"], variant="indian", hidden=[2, 1])
    assert g.state.hidden == [1, 0]


# ----- sequences -------------------------------------------------------------------------------------------
def test_little_forty_runs_move_whole_or_from_any_card() -> None:
    g = game(["KC 9S 8H 7S", "10D", ""], variant="little-forty")
    moves = legal(g)
    assert {"c1-c2x3", "c1-c3", "c1-c3x2", "c1-c3x3"} <= moves
    out = g.apply(parse_move("c1-c2x3"))
    assert out.cards == tuple(cards("9S 8H 7S")) and out.exposed == Card.parse("KC")
    assert g.state.columns[1] == cards("10D 9S 8H 7S")
    g.undo()
    assert g.state.columns[0] == cards("KC 9S 8H 7S")


def test_a_whole_column_run_into_an_empty_column_has_no_effect() -> None:
    g = game(["9S 8H 7S", ""], variant="little-forty")
    assert legal(g) == {"c1-c2", "c1-c2x2"}
    assert refused(g, "c1-c2x3").reason is Reason.NO_EFFECT


def test_a_run_may_leave_only_face_down_cards_behind() -> None:
    g = game(["2C 3C 9S 8H", ""], variant="number-ten")
    assert g.state.hidden == [2, 0]
    assert legal(g) == {"c1-c2", "c1-c2x2"}
    out = g.apply(parse_move("c1-c2x2"))
    assert out.turned_up == Card.parse("3C")
    assert g.state.hidden == [1, 0]


def test_runs_follow_the_variants_building_rule() -> None:
    g = game(["10S 9H 8C", "10D", "10C"], variant="rank-and-file", hidden=[0, 0, 0])
    assert g.state.movable_run(0) == 3
    assert "c1-c2x2" not in legal(g)  # 9H on 10D: same colour
    assert "c1-c3x2" in legal(g)
    g = game(["10S 9S 8H", "10S"], variant="little-forty")
    assert g.state.movable_run(0) == 2  # 9S on 10S is not built in Little Forty
    assert "c1-c2x2" not in legal(g)  # 9S on 10S: its own suit
    assert "c1-c2x3" not in legal(g)


def test_no_runs_in_single_card_variants() -> None:
    for key in ("forty-thieves", "indian", "limited", "lucas", "maria", "streets"):
        g = game(["9S 8S 7S 6S", "10S"], variant=key, hidden=[0, 0])
        assert g.state.movable_run(0) == 1
        assert not any(m.count > 1 for m in g.state.legal_moves())


# ----- the stock: three at a time, redeals --------------------------------------------------------------
def test_little_forty_draws_three_and_redeals_three_times() -> None:
    g = game(["KC"], "AS 2S 3S 4S 5S", variant="little-forty")
    out = g.apply(DRAW)
    assert out.cards == tuple(cards("AS 2S 3S")) and g.state.waste == cards("AS 2S 3S")  # 3S on top
    out = g.apply(DRAW)
    assert out.cards == tuple(cards("4S 5S"))  # fewer when fewer remain
    assert legal(g) == {"redeal"}
    assert g.state.redeals_left == 3
    g.apply(REDEAL)
    assert g.state.redeals_left == 2 and g.state.waste == [] and len(g.state.stock) == 5
    out = g.apply(DRAW)
    assert out.cards == tuple(cards("AS 2S 3S"))  # the same order again
    g.undo()
    g.undo()
    assert g.state.redeals_left == 3 and g.state.waste == cards("AS 2S 3S 4S 5S") and g.state.stock == []
    play(g, "redeal draw draw redeal draw draw redeal draw draw")
    assert g.state.redeals_left == 0
    assert legal(g) == set()
    assert refused(g, "redeal").reason is Reason.NO_REDEALS_LEFT


def test_redeal_is_offered_only_when_the_stock_is_empty() -> None:
    g = game(["KC"], "AS 2S 3S 4S", variant="little-forty")
    assert "redeal" not in legal(g)
    g.apply(DRAW)
    assert legal(g) == {"draw"}  # 3S fits nowhere (on KC)
    g.apply(DRAW)
    assert legal(g) == {"redeal"}


# ----- Lucas ---------------------------------------------------------------------------------------------
def test_lucas_aces_start_on_the_foundations() -> None:
    g = game(["2S", "2H", "3S"], variant="lucas")
    assert [str(f[-1]) for f in g.state.foundations] == ["AS", "AH", "AD", "AC"] * 2
    assert legal(g) == {"c1-f1", "c1-f5", "c2-f2", "c2-f6", "c1-c3"}  # the aces never move
    play(g, "c1-f1")
    assert {"f1-c3", "f1-c1"} <= legal(g)  # the 2 may come back (onto 3S, into the empty column)
    assert not any(m.startswith(("f2", "f5")) for m in legal(g))  # a starting ace may not
    assert g.score == 10


# ----- notation ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["draw", "redeal", "c3-f1", "waste-c2", "c4-c7x2", "f8-c13", "c10-c1x12"])
def test_move_notation_round_trips(text: str) -> None:
    assert str(parse_move(text)) == text
    assert str(parse_move(text.upper())) == text


def test_move_notation_values() -> None:
    assert parse_move("c3-f1") == move(column(2), foundation(0))
    assert parse_move("waste-c2") == Move(MoveKind.MOVE, WASTE, column(1))
    assert parse_move("c4-c7x2").count == 2
    assert parse_move("draw") is DRAW and parse_move("REDEAL") is REDEAL
    assert parse_pile("stock") == STOCK == Pile(PileKind.STOCK)
    assert str(column(9)) == "c10" and str(foundation(7)) == "f8"


@pytest.mark.parametrize("text", ["", "c1", "c1-", "x-c1", "c0-c1", "c1-c2xa", "c-c2", "f1+c1", "waste"])
def test_bad_move_notation(text: str) -> None:
    with pytest.raises(ValueError):
        parse_move(text)


# ----- copies and snapshots ----------------------------------------------------------------------------------
def test_clone_is_independent() -> None:
    g = game(["AS", "5H"], "2S 3S")
    g.apply(DRAW)
    h = g.copy()
    h.apply(parse_move("c1-f1"))
    h.apply(parse_move("waste-f1"))
    assert g.state.foundations[0] == [] and g.state.waste == cards("2S")
    assert h.can_undo() and len(h.history) == 3 and len(g.history) == 1
    h.undo()
    h.undo()
    assert h.snapshot() == g.snapshot()


def test_snapshot_leaves_out_the_move_counter() -> None:
    g = game(["5S", "6S"])
    s = g.snapshot()
    play(g, "c1-c2")
    g.undo()
    assert g.snapshot() == s and g.moves == 1


def test_legal_moves_come_in_a_fixed_order() -> None:
    # Sources: the waste, the columns, the foundations; then redeal and draw. For each
    # source: foundations, then columns for one card, then for each longer run; targets
    # in column order.
    g = game(["AS", "KC 9S 8H 7S", "", "10D", "8C"], "2S 3H 4D 5C", variant="little-forty")
    play(g, "draw")  # 4D on top of the waste
    assert [str(m) for m in g.state.legal_moves()] == [
        "waste-c3",
        "c1-f1",
        "c1-f5",
        "c2-c3",
        "c2-c5",
        "c2-c3x2",
        "c2-c3x3",
        "c2-c4x3",
        "draw",
    ]
    play(g, "c1-f5 draw")
    assert [str(m) for m in g.state.legal_moves()][-3:] == ["f5-c1", "f5-c3", "redeal"]
