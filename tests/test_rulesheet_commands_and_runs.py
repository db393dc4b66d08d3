"""The sheet's command lines say what the program does, in every language: the help's
example is a topic the game answers; the standard sheet, which describes the variants,
gives Little Forty's draw of several cards, its redeal among what undo takes back, and
how to move a run; the run rule is stated once; a variant's picture names the deal it
draws; no command word is quoted twice."""

from __future__ import annotations

import re

import pytest

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.rules import Rule
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.rulebook import build_sheet, section_text, sections, sheet_text
from fortythieves.lang.rulebook.extras import quick_card
from fortythieves.lang.rulebook.model import COMMAND_CLOSE, COMMAND_OPEN, Items, Paragraph, Picture, Section
from fortythieves.lang.rulebook.picture import starting_state
from fortythieves.lang.rulebook.playing import example_code, run_paragraph
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.variant_names import variant_name
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

RUNS = [v for v in VARIANTS if v.sequences]
LITTLE_FORTY = next(v for v in VARIANTS if v.redeals)
MARKED = re.compile(f"{COMMAND_OPEN}(.*?){COMMAND_CLOSE}")
CODE = re.compile(r"FT1-[A-Z]-[0-9A-Z]{7}")
DOUBLED = (
    "\u00ab\u00ab",
    "\u00bb\u00bb",
    "\u201c\u201c",
    "\u201d\u201d",
    "\u2018\u2018",
    "\u2019\u2019",
    "\u201e\u201e",
)


def section(lang: str, key: str, v: Variant | None = None) -> Section:
    return next(s for s in sections(translator(lang), v) if s.key == key)


def entry(lang: str, key: str) -> str:
    """The standard sheet's command line that starts with the command word `key`."""
    items = [i for b in section(lang, "playing-commands").blocks if isinstance(b, Items) for i in b.items]
    return next(i for i in items if i.startswith(COMMAND_OPEN + word(lang, key) + COMMAND_CLOSE))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_example_is_a_topic_the_game_answers(lang: str) -> None:
    example = MARKED.findall(entry(lang, "help"))[-1]
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    alone = s.handle(word(lang, "help")).text
    topic = s.handle(example).text
    quick = word(lang, "quickplay")
    assert quick not in alone and quick in topic, topic  # the topic of moves, with quick play among them


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standard_sheet_gives_little_fortys_draw_and_redeal(lang: str) -> None:
    t = translator(lang)
    name = variant_name(t, LITTLE_FORTY)
    draw = entry(lang, "draw")
    assert name in draw and str(LITTLE_FORTY.draw) in draw
    assert name in entry(lang, "undo")
    undo = [b.text for b in section(lang, "playing-commands").blocks if isinstance(b, Paragraph)]
    assert len(undo) == 1 and name in undo[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standard_sheet_and_every_quick_card_where_runs_move_say_how_to_move_a_run(lang: str) -> None:
    t = translator(lang)
    run = run_paragraph(t, STANDARD)
    assert run is not None
    assert all(variant_name(t, v) in run.text for v in RUNS)
    assert not any(variant_name(t, v) in run.text for v in VARIANTS if not v.sequences)
    assert run in section(lang, "playing").blocks
    for v in (STANDARD, *RUNS):
        own = run_paragraph(t, v)
        assert own is not None and own in section(lang, "playing", v).blocks
        assert section_text(t, Section("x", "x", (own,))).split("\n")[1] in sheet_text(t, quick_card(t, v))
    assert all(run_paragraph(t, v) is None for v in VARIANTS[1:] if not v.sequences)


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_rule_is_stated_once(lang: str, v: Variant) -> None:
    t = translator(lang)
    text = sheet_text(t, build_sheet(t, v))
    assert text.count(rule_text(t, Rule.SEQUENCES, v)) == 1


@pytest.mark.parametrize("v", VARIANTS[1:], ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_variants_picture_names_the_deal_it_draws(lang: str, v: Variant) -> None:
    picture = next(b for b in section(lang, "setup", v).blocks if isinstance(b, Picture))
    codes = CODE.findall(picture.caption)
    assert codes == [example_code(v)], picture.caption
    dealt = State.deal(v, dealing_order(DealCode.parse(codes[0])))
    assert dealt.columns == starting_state(v).columns


@pytest.mark.parametrize("which", [None, *(v.key for v in VARIANTS), "all"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_words_are_quoted_twice(lang: str, which: str | None) -> None:
    t = translator(lang)
    chosen = get_variant(which) if which not in (None, "all") else which
    text = sheet_text(t, build_sheet(t, chosen))
    assert not [d for d in DOUBLED if d in text]
