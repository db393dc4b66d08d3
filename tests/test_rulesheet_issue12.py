"""Issue 12's findings on the rules sheet, each held by a test: moving runs, Lucas,
which program the sheet describes, and the new parts (summary, example deal, variants
table, quick card, strategy)."""

from __future__ import annotations

import argparse
import html as html_lib
import re
import subprocess
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.game import Game
from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import PileKind, column, foundation, move
from fortythieves.core.rules import FOUNDATIONS, Points, Reason, Rule
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import build_sheet, section_text, sections
from fortythieves.lang.rulebook.extras import quick_card, summary
from fortythieves.lang.rulebook.game import PROGRAM, program_sentence
from fortythieves.lang.rulebook.model import Paragraph, Table
from fortythieves.lang.rulebook.text import quoted
from fortythieves.lang.ruletext import rule_text
from fortythieves.rulesheet.command import run


def text_of(lang: str, variant: Variant | None) -> str:
    t = translator(lang)
    return "\n".join(section_text(t, s) for s in sections(t, variant))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_where_runs_move_the_sheet_never_says_only_one_card(lang: str, variant: Variant) -> None:
    t = translator(lang)
    one = rule_text(t, Rule.ONE_CARD, variant)
    single = rule_text(t, Rule.ONE_CARD, VARIANTS[0])
    text = text_of(lang, variant)
    if variant.sequences:
        assert one != single and single not in text
        assert one in text and rule_text(t, Rule.SEQUENCES, variant) in text
    else:
        assert one == single and one in text
    if lang == "en" and variant.sequences:
        assert "Only one card" not in text and "or a correctly built run" in one


# ----- Lucas: the sheet says what the engine does ----------------------------------------
def lucas_game() -> Game:
    """A Lucas position: the aces home, a 2 of spades on a column, an empty column."""
    lucas = get_variant("lucas")
    cols: list[list[Card]] = [[Card(Rank.TWO, Suit.SPADES)], *([] for _ in range(lucas.columns - 1))]
    return Game(State.from_piles(lucas, cols, [0] * lucas.columns, [Card(Rank.KING, Suit.CLUBS)]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lucas_sheet_and_engine_agree(lang: str) -> None:
    lucas = get_variant("lucas")
    t = translator(lang)
    text = text_of(lang, lucas)
    standard = text_of(lang, None)
    # no ace ever reaches a column, so the rule about aces in a column is not stated
    assert rule_text(t, Rule.NOTHING_ON_ACE, lucas) not in text
    assert rule_text(t, Rule.NOTHING_ON_ACE, lucas) in standard
    # the take-back rule has the engine's exception, and the standard one is not repeated
    assert rule_text(t, Rule.TAKE_BACK, lucas) in text
    assert rule_text(t, Rule.TAKE_BACK, STANDARD) not in text
    assert rule_text(t, Rule.TAKE_BACK, lucas) != rule_text(t, Rule.TAKE_BACK, STANDARD)
    # the 104 cards are not all shuffled: the standard sentence is not on the Lucas sheet
    shuffled = next(s for s in sections(t, None) if s.key == "setup").blocks[0]
    assert isinstance(shuffled, Paragraph) and shuffled.text not in text
    for rule in (Rule.WIN, Rule.FOUNDATION_BUILD):
        assert rule_text(t, rule, lucas) != rule_text(t, rule, STANDARD)
    game = lucas_game()
    for index in range(FOUNDATIONS):  # the engine refuses taking a starting ace back
        for target in (column(0), column(1)):
            refusal = game.state.refusal(move(foundation(index), target))
            assert refusal is not None and refusal.reason is Reason.CARD_NOT_IN_PLAY
    assert not any(m.source and m.source.kind is PileKind.FOUNDATION for m in game.state.legal_moves())


def test_lucas_sheet_in_english_words() -> None:
    text = text_of("en", get_variant("lucas"))
    assert "shuffled together" not in text
    assert "Nothing can be placed on an ace" not in text
    assert "from ace to king" not in text
    assert "except an ace that started there" in text
    assert "the 8 aces are taken out and placed on the foundations, so 96 cards are shuffled" in text


# ----- which program the sheet describes -------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", [None, *VARIANTS[1:]], ids=lambda v: v.key if v else "standard")
def test_the_sheet_names_its_program_before_any_mention_of_the_app(
    lang: str, variant: Variant | None
) -> None:
    t = translator(lang)
    found = sections(t, variant)
    assert found[0].key == "aim"
    text = text_of(lang, variant)
    said = program_sentence(t, variant or STANDARD)
    assert quoted(t, said) in section_text(t, found[0]) and PROGRAM in said
    if lang == "en":
        assert text.count("the app") == 0
        assert "the original app" in text and "tells you when no move is left" in text


# ----- what published sheets have: summary, example deal, strategy, quick card -------------
SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_a_one_line_summary_opens_the_sheet(lang: str, variant: Variant) -> None:
    t = translator(lang)
    first = sections(t, variant)[0].blocks[0]
    assert isinstance(first, Paragraph) and first.text == summary(t, variant)
    for figure in (variant.dealt, variant.columns, variant.rows, variant.stock_size, FOUNDATIONS):
        assert str(figure) in first.text
    assert "\n" not in first.text


def test_the_example_deal_is_the_seed_deal_written_out(tmp_path: Path) -> None:
    columns = parse_layout(SEED).columns
    for lang in LANGUAGES:
        t = translator(lang)
        names = card_names(t)
        found = sections(t, None, columns)
        deal = next(s for s in found if s.key == "example")
        assert [s.key for s in found].index("example") == [s.key for s in found].index("setup") + 1
        table = next(b for b in deal.blocks if isinstance(b, Table))
        assert len(table.rows) == STANDARD.columns
        for (_, cards), dealt in zip(table.rows, columns, strict=True):
            for card in dealt:
                assert names[card.suit * 13 + card.rank - 1] in cards
    assert run(args(format="text", output=str(tmp_path / "en.txt"))) == 0
    text = (tmp_path / "en.txt").read_text(encoding="utf-8")
    assert "Column 1: ace of diamonds, 3 of spades, king of hearts and 2 of hearts." in text
    assert "fortythieves play --layout seed-deal" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_strategy_section_with_the_take_back_cost(lang: str) -> None:
    t = translator(lang)
    tips = next(s for s in sections(t, None) if s.key == "strategy")
    assert len(tips.blocks[0].items) >= 4  # type: ignore[union-attr]
    assert str(-Points.TAKE_BACK) in section_text(t, tips)


def test_all_gives_the_rules_once_then_each_variants_differences() -> None:
    t = translator("en")
    sheet = build_sheet(t, "all")
    first, *others = sheet.parts
    assert "variants" in [s.key for s in first.sections]
    assert not any(s.key.startswith("variant-") for s in first.sections)
    standard = {s.key: s for s in first.sections}
    for part, variant in zip(others, VARIANTS[1:], strict=True):
        keys = [s.key for s in part.sections]
        assert keys[0] == f"variant-{variant.key}"
        assert not any(k.startswith("playing") or k in ("aim", "strategy") for k in keys)
        for section in part.sections[1:]:
            assert section != standard[section.key]  # only what differs


@pytest.mark.parametrize("fmt", ["text", "markdown", "html", "pdf", "brf"])
def test_the_quick_card_in_every_format(tmp_path: Path, fmt: str) -> None:
    for lang in LANGUAGES if fmt != "pdf" else ("en", "hr"):
        out = tmp_path / f"{lang}.{fmt}"
        assert run(args(lang=lang, format=fmt, output=str(out), quick=True)) == 0
        card = quick_card(translator(lang), None)
        data = out.read_bytes()
        if fmt == "pdf":
            text = subprocess.run(
                ["pdftotext", str(out), "-"], capture_output=True, check=True
            ).stdout.decode()
            assert " ".join(card.title.split()) in " ".join(text.split())
            pages = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
            assert re.search(r"^Pages:\s+[12]$", pages, re.M), pages
        elif fmt != "brf":
            assert html_lib.escape(card.title).encode() in data or card.title.encode() in data
        assert len(data) < 0.5 * len(_full(tmp_path, lang, fmt))
    large = tmp_path / "large.pdf"
    if fmt == "pdf":
        assert run(args(format="pdf", output=str(large), quick=True, large_print=True)) == 0


def _full(tmp_path: Path, lang: str, fmt: str) -> bytes:
    out = tmp_path / f"full-{lang}.{fmt}"
    assert run(args(lang=lang, format=fmt, output=str(out))) == 0
    return out.read_bytes()


def args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = {
        "lang": "en",
        "variant": None,
        "format": "text",
        "large_print": False,
        "output": None,
    }
    base.update(kw)
    return argparse.Namespace(**base)
