"""The rules editor's smaller remarks on the sheets, held in every language: the app is
credited with the standard game's rules only, a variant's sheet points to the standard
game's example deal as that game's, "In short" says the face-down cards, and where runs
move the sheet says how to move one."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from fortythieves.core.rules import Rule
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.rulebook import sections
from fortythieves.lang.rulebook.extras import summary
from fortythieves.lang.rulebook.game import program_sentence
from fortythieves.lang.rulebook.model import Items, Paragraph
from fortythieves.lang.rulebook.playing import _names, example_code
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.variant_names import variant_name
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

FACE_DOWN = [v for v in VARIANTS if v.face_down]
RUNS = [v for v in VARIANTS if v.sequences]
OTHERS = [v for v in VARIANTS if v is not STANDARD]


@pytest.mark.parametrize("v", FACE_DOWN, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_short_says_the_face_down_cards(lang: str, v: Variant) -> None:
    t = translator(lang)
    said = summary(t, v)
    assert said != summary(t, replace(v, face_down=0))


def paragraphs(lang: str, v: Variant, key: str) -> list[str]:
    section = next(s for s in sections(translator(lang), v) if s.key == key)
    return [b.text for b in section.blocks if isinstance(b, Paragraph)]


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_where_runs_move_the_sheet_says_how_to_move_one(lang: str, v: Variant) -> None:
    mine = paragraphs(lang, v, "playing")
    single = paragraphs(lang, replace(v, sequences=False), "playing")
    assert len(mine) == len(single) + 1
    if lang == "en":
        assert any(p.startswith("To move a run") for p in mine)


@pytest.mark.parametrize("v", OTHERS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_variant_sheet_has_no_example_deal_of_its_own_to_point_to(lang: str, v: Variant) -> None:
    """Only the standard sheet writes the example deal out; a variant's sheet names it as
    the standard game's."""
    standard = paragraphs(lang, STANDARD, "playing-codes")[0]
    mine = paragraphs(lang, v, "playing-codes")[0].replace(example_code(v), example_code(STANDARD))
    assert mine != standard
    if lang == "en":
        assert "the standard game's example deal" in mine


def test_the_app_is_credited_with_the_standard_games_rules_only() -> None:
    """The standard sheet describes the variants too: the app plays none of them."""
    assert "The rules of the standard game and the scoring" in program_sentence(translator("en"), STANDARD)


SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheets_why_recalls_the_rule_of_the_last_refusal(lang: str) -> None:
    """The sheet lists "why" in the player's own word: it answers as the English word does,
    with the rule, not with the refusal's own sentence."""
    t = translator(lang)
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    refused = s.handle("move column 1 to column 2").text
    said = s.handle(word(lang, "why")).text
    assert said == s.handle("why").text
    assert said != refused
    section = next(s for s in sections(t, None) if s.key == "playing-commands")
    items = [i for b in section.blocks if isinstance(b, Items) for i in b.items]
    assert any(i.startswith(_names(t, "why") + ":") for i in items)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_empty_column_takes_a_run_where_runs_move_and_a_card_taken_back(lang: str) -> None:
    t = translator(lang)
    for v in RUNS:
        assert rule_text(t, Rule.EMPTY_COLUMN, v) != rule_text(
            t, Rule.EMPTY_COLUMN, replace(v, sequences=False)
        )
    if lang == "en":
        assert all("taken back" in rule_text(t, Rule.EMPTY_COLUMN, v) for v in VARIANTS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standard_sheet_lists_the_redeal_of_the_variants_it_describes(lang: str) -> None:
    t = translator(lang)
    section = next(s for s in sections(t, None) if s.key == "playing-commands")
    items = [i for b in section.blocks if isinstance(b, Items) for i in b.items]
    head = _names(t, "redeal") + ":"
    for v in (v for v in VARIANTS if v.redeals):
        assert any(i.startswith(head) and variant_name(t, v) in i for i in items)
