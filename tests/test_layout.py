"""Layout files: the seeds' example deal, every layout problem, round trips, `fortythieves deal`."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.layout import LayoutError, LayoutProblem, format_layout, parse_layout
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.faces.cli import main

FIXTURES = Path(__file__).parent / "fixtures"
SEED_DEAL = (FIXTURES.parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

SEED_COLUMNS = [
    "AD 3S KH 2H",
    "JC 3H 2S 9H",
    "9C JH AH 8H",
    "8D 9D KC 7D",
    "10D 9S AH JS",
    "KC JS 8S QS",
    "9D QH 6D 4H",
    "9H AS AC 3H",
    "6C 5S 7H 4D",
    "5D 9C 2S 10C",
]


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# ----- the seeds' example deal ------------------------------------------------------------------------
def test_seed_deal() -> None:
    layout = parse_layout(SEED_DEAL)
    assert layout.variant is STANDARD
    assert [list(c) for c in layout.columns] == [cards(c) for c in SEED_COLUMNS]
    assert layout.hidden == (0,) * 10
    assert layout.code is None
    # No stock line: the 64 cards left, in deck order (spades, hearts, diamonds, clubs; ace to king).
    assert len(layout.stock) == 64
    assert Counter(layout.stock) + Counter(c for col in layout.columns for c in col) == Counter(double_deck())
    order = {card: i for i, card in enumerate(double_deck()[:52])}
    assert [order[c] for c in layout.stock] == sorted(order[c] for c in layout.stock)
    assert [str(c) for c in layout.stock[:6]] == ["AS", "3S", "4S", "4S", "5S", "6S"]


def test_seed_deal_game() -> None:
    g = parse_layout(SEED_DEAL).game()
    assert [str(col[-1]) for col in g.state.columns] == [
        "2H",
        "9H",
        "8H",
        "7D",
        "JS",
        "QS",
        "4H",
        "3H",
        "4D",
        "10C",
    ]
    assert g.state.stock[-1] == Card.parse("AS")  # the next card to draw
    assert sorted(str(m) for m in g.state.legal_moves()) == ["c1-c8", "c3-c2", "c5-c6", "c8-c7", "draw"]


def test_seed_deal_round_trips() -> None:
    g = parse_layout(SEED_DEAL).game()
    text = format_layout(g, comment="the seeds' example deal")
    assert text.startswith("# the seeds' example deal\nvariant: forty-thieves\ncolumn 1: AD 3S KH 2H\n")
    again = parse_layout(text)
    assert again.game().snapshot() == g.snapshot()
    assert format_layout(again.game(), comment="the seeds' example deal") == text


# ----- round trips for every variant ------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_round_trip(variant: Variant) -> None:
    code = DealCode(variant, "9X2K4M")
    g = Game.deal(variant, dealing_order(code))
    text = format_layout(g, str(code), comment=variant.key)
    layout = parse_layout(text)
    assert layout.variant is variant
    assert layout.code == str(code)
    assert layout.hidden == (variant.face_down,) * variant.columns
    assert layout.game().snapshot() == g.snapshot()
    assert layout.dealing_order() == dealing_order(code)
    assert format_layout(layout.game(), layout.code, variant.key) == text
    if variant.face_down:
        assert "column 1: [" in text


def test_layout_is_forgiving() -> None:
    columns = [f"Column {i + 1}:   {col.lower()}   # comment" for i, col in enumerate(SEED_COLUMNS)]
    text = "\n".join(["  VARIANT :  Napoleon at St. Helena  # an alias", "", *reversed(columns)])
    layout = parse_layout(re.sub(r"10([shdc])", r"t\1", text))
    assert layout.variant is STANDARD
    assert layout.columns == parse_layout(SEED_DEAL).columns


def test_face_down_cards_in_brackets() -> None:
    text = "variant: number-ten\n" + "\n".join(
        f"column {i + 1}: [{a}] [{b}] {c} {d}"
        for i, (a, b, c, d) in enumerate(_rows(get_variant("number-ten")))
    )
    g = parse_layout(text).game()
    assert g.state.hidden == [2] * 10


def _rows(variant: Variant) -> list[list[str]]:
    order = [str(c) for c in dealing_order(DealCode(variant, "234567"))]
    return [[order[r * variant.columns + c] for r in range(variant.rows)] for c in range(variant.columns)]


def test_a_bracketed_exposed_card_is_face_up_in_the_game() -> None:
    rows = _rows(get_variant("indian"))
    lines = ["variant: indian"] + [f"column {i + 1}: [{a}] {b} {c}" for i, (a, b, c) in enumerate(rows)]
    lines[1] = f"column 1: [{rows[0][0]}] [{rows[0][1]}] [{rows[0][2]}]"
    layout = parse_layout("\n".join(lines))
    assert layout.hidden[0] == 3
    assert layout.game().state.hidden[0] == 2  # the exposed card of a column is always face up


# ----- every layout problem, with its line -------------------------------------------------------------
def _seed_lines() -> list[str]:
    return SEED_DEAL.splitlines()  # line 1 and 2 comments, 3 variant, 4-13 the columns


PROBLEMS: list[tuple[str, int, LayoutProblem, str]] = [
    # (a change to the seed deal as "line number=new text", expected line, problem, detail)
    ("4=column 1 AD 3S KH 2H", 4, LayoutProblem.SYNTAX, "column 1 AD 3S KH 2H"),
    ("5=: JC 3H 2S 9H", 5, LayoutProblem.SYNTAX, ": JC 3H 2S 9H"),
    ("14=tableau: AD", 14, LayoutProblem.UNKNOWN_KEY, "tableau"),
    ("14=column: AD", 14, LayoutProblem.UNKNOWN_KEY, "column"),
    ("14=stock 2: AD", 14, LayoutProblem.UNKNOWN_KEY, "stock"),
    ("14=variant 2: maria", 14, LayoutProblem.UNKNOWN_KEY, "variant"),
    ("3=variant: spider", 3, LayoutProblem.UNKNOWN_VARIANT, "spider"),
    ("6=column 3: 9C JH AX 8H", 6, LayoutProblem.UNKNOWN_CARD, "AX"),
    ("6=column 3: 9C JH 1H 8H", 6, LayoutProblem.UNKNOWN_CARD, "1H"),
    ("14=stock: AS 3S 4Z", 14, LayoutProblem.UNKNOWN_CARD, "4Z"),
    ("14=waste: AS 3S [4S]", 14, LayoutProblem.FACE_DOWN, "[4S]"),
    ("14=foundation 1: AS 3S", 14, LayoutProblem.FOUNDATION_ORDER, "AS 3S"),
    ("14=foundation 2: AS", 14, LayoutProblem.FOUNDATION_ORDER, "AS"),
    ("14=foundation 2: 2H", 14, LayoutProblem.FOUNDATION_ORDER, "2H"),
    ("14=foundation 9: AS", 14, LayoutProblem.COLUMN_NUMBER, "9"),
    ("14=foundation: AS", 14, LayoutProblem.UNKNOWN_KEY, "foundation"),
    ("12=column 9: 6C 5S 7H AH", 12, LayoutProblem.THIRD_COPY, "AH"),
    ("14=stock: " + " ".join(["2C"] * 3), 14, LayoutProblem.THIRD_COPY, "2C"),
    ("3=variant: lucas", 4, LayoutProblem.ACE_OUT, "AD"),
    ("4=column 0: AD 3S KH 2H", 4, LayoutProblem.COLUMN_NUMBER, "0"),
    ("5=column 1: JC 3H 2S 9H", 5, LayoutProblem.COLUMN_NUMBER, "1"),
    ("14=column 11: 2C 2C 3C 3C", 14, LayoutProblem.COLUMN_NUMBER, "11"),
    ("9=", 13, LayoutProblem.COLUMN_COUNT, "6"),
    ("3=variant: limited", 13, LayoutProblem.COLUMN_COUNT, "11 12"),
    ("7=column 4: 8D 9D KC", 7, LayoutProblem.ROW_COUNT, "3"),
    ("8=column 5: 10D 9S AH JS 2C", 8, LayoutProblem.ROW_COUNT, "5"),
    ("4=column 1: AD [3S] KH 2H", 4, LayoutProblem.FACE_DOWN, "[3S]"),
    ("14=stock: [AS] 3S", 14, LayoutProblem.FACE_DOWN, "[AS]"),
    ("14=stock: AS 3S", 14, LayoutProblem.CARD_COUNT, "42"),
]


def _changed(change: str) -> str:
    lines = [*_seed_lines(), ""]
    number, _, text = change.partition("=")
    lines[int(number) - 1] = text
    return "\n".join(lines)


@pytest.mark.parametrize(("change", "line", "problem", "detail"), PROBLEMS, ids=[p[0] for p in PROBLEMS])
def test_layout_problem(change: str, line: int, problem: LayoutProblem, detail: str) -> None:
    with pytest.raises(LayoutError) as info:
        parse_layout(_changed(change))
    error = info.value
    assert (error.line, error.problem, error.detail) == (line, problem, detail)
    assert str(error).startswith(f"line {line}: {problem.value}")


def test_every_layout_problem_is_tested() -> None:
    assert {p for _, _, p, _ in PROBLEMS} == set(LayoutProblem)


def test_lucas_layout_without_aces() -> None:
    rows = _rows(get_variant("lucas"))
    text = "variant: lucas\n" + "\n".join(f"column {i + 1}: {' '.join(r)}" for i, r in enumerate(rows))
    layout = parse_layout(text)
    assert len(layout.stock) == 96 - 39
    assert all(c.rank != Rank.ACE for c in layout.stock)


def test_a_full_stock_is_kept_in_its_order() -> None:
    code = DealCode(STANDARD, "234567")
    order = dealing_order(code)
    text = format_layout(Game.deal(STANDARD, order))
    assert text.splitlines()[-1] == "stock: " + " ".join(str(c) for c in order[40:])
    assert list(parse_layout(text).stock) == order[40:]


# ----- fortythieves deal --------------------------------------------------------------------------------
def run_deal(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["deal", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_deal_command_prints_a_layout(variant: Variant, capsys: pytest.CaptureFixture[str]) -> None:
    code = str(DealCode(variant, "ACDEFH"))
    status, out, err = run_deal(["--code", code.lower()], capsys)
    assert status == 0 and err == ""
    layout = parse_layout(out)
    assert layout.variant is variant and layout.code == code
    assert layout.game().snapshot() == Game.deal(variant, dealing_order(DealCode.parse(code))).snapshot()
    again = run_deal(["--code", code], capsys)
    assert again == (0, out, "")


def test_deal_command_without_a_code_deals_a_new_one(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_deal(["--variant", "Rank and File"], capsys)
    assert status == 0
    layout = parse_layout(out)
    assert layout.variant is get_variant("rank-and-file")
    assert layout.code is not None and layout.code.startswith("FT1-R-")
    assert DealCode.parse(layout.code).variant is layout.variant


@pytest.mark.parametrize("code", ["FT1-N-2345674", "FT1-Q-2345673", "nonsense", "FT1-N-23456"])
def test_deal_command_refuses_a_bad_code(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_deal(["--code", code], capsys)
    assert status == 2 and out == ""
    assert code in err


def test_deal_command_refuses_an_unknown_variant(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_deal(["--variant", "spider"], capsys)
    assert status == 2 and out == "" and "spider" in err


# ----- positions in mid-game ----------------------------------------------------------------------------
def _midgame(extra: str, variant: str = "forty-thieves") -> str:
    cols = list(SEED_COLUMNS)
    cols[5] = ""  # column 6 empty
    body = "\n".join(f"column {i + 1}: {c}" for i, c in enumerate(cols))
    return f"variant: {variant}\n{extra}\n{body}\n"


def test_position_with_foundations_waste_and_an_empty_column() -> None:
    layout = parse_layout(_midgame("foundation 4: AC 2C 3C\nfoundation 3: AD\nwaste: 4D 5C"))
    g = layout.game()
    assert g.state.foundations[3] == cards("AC 2C 3C") and g.state.foundations[2] == cards("AD")
    assert g.state.waste == cards("4D 5C") and g.state.columns[5] == []
    assert Counter(g.state.all_cards()) == Counter(double_deck())
    assert len(g.state.stock) == 104 - 36 - 4 - 2
    moves = {str(m) for m in g.state.legal_moves()}
    assert {"waste-c6", "f4-c6", "f3-c6", "draw"} <= moves  # 5C fits nowhere but in c6


def test_lucas_foundations_start_from_the_two() -> None:
    rows = _rows(get_variant("lucas"))
    used = Counter(Card.parse(t) for r in rows for t in r)
    suit = next(s for s in "SHDC" if used[Card.parse(f"2{s}")] < 2)
    slot = "SHDC".index(suit) + 4  # the second foundation of that suit
    lines = [f"column {i + 1}: {' '.join(r)}" for i, r in enumerate(rows)]
    text = f"variant: lucas\nfoundation {slot + 1}: 2{suit}\n" + "\n".join(lines)
    g = parse_layout(text).game()
    assert [str(c) for c in g.state.foundations[slot]] == [f"A{suit}", f"2{suit}"]
    assert Counter(g.state.all_cards()) == Counter(double_deck())
