"""The statements a second rules editor found wrong, each checked against the program
rather than against a string: every example move of a sheet is legal under that
variant's building rule, a variant's sheet credits the original app with its scoring
only, a card goes to its best place only when played, the example deal (read from a
layout file) has no code, and automatic placement acts only on a refused move."""

from __future__ import annotations

import re
from importlib.resources import files

import pytest

from fortythieves.core.codes import DealCode
from fortythieves.core.layout import parse_layout
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang import parser as P
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, MoveIntent, Read, Setting, SettingName
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.rulebook import sections
from fortythieves.lang.rulebook.extras import summary
from fortythieves.lang.rulebook.game import program_sentence
from fortythieves.lang.rulebook.model import COMMAND_CLOSE, COMMAND_OPEN, Items, Paragraph, Section, plain
from fortythieves.lang.rulebook.playing import EXAMPLE_LAYOUT_COMMAND
from fortythieves.lang.switches import switch_command
from fortythieves.lang.variant_names import variant_name
from fortythieves.rulesheet.command import _example_deal

COMMANDS = re.compile(re.escape(COMMAND_OPEN) + "(.*?)" + re.escape(COMMAND_CLOSE))


def section(lang: str, variant: Variant, key: str) -> Section:
    return next(s for s in sections(translator(lang), variant, _example_deal()) if s.key == key)


def paragraphs(s: Section) -> list[str]:
    return [b.text for b in s.blocks if isinstance(b, Paragraph)]


def commands(text: str) -> list[str]:
    return COMMANDS.findall(text)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_every_example_move_is_legal_under_the_variants_building_rule(lang: str, variant: Variant) -> None:
    playing = section(lang, variant, "playing")
    examples = [plain(i) for b in playing.blocks if isinstance(b, Items) for i in b.items]
    card_on_card = 0
    for typed in examples:
        intent = P.parse(typed, lang)
        assert isinstance(intent, MoveIntent), typed
        if isinstance(intent.source, CardRef) and isinstance(intent.target, CardRef):
            card_on_card += 1
            assert variant.build.accepts(intent.source.card, intent.target.card), (typed, variant.build)
    assert card_on_card == 1


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS[1:], ids=lambda v: v.key)
def test_a_variant_sheet_credits_the_app_with_its_scoring_only(lang: str, variant: Variant) -> None:
    t = translator(lang)
    said = program_sentence(t, variant)
    assert said != program_sentence(t, STANDARD)
    assert variant_name(t, variant) in said  # the variant's own rules are named as the classic ones
    assert said in paragraphs(section(lang, variant, "aim"))
    if lang == "en":
        assert "rules and its scoring" not in said and "plays only the standard game" in said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_a_played_card_goes_to_its_best_place(lang: str) -> None:
    intro = section(lang, STANDARD, "playing")
    play = word(lang, "play")
    best = next(p for p in paragraphs(intro) if play in commands(p))
    played = [c for c in commands(best) if c != play]
    assert len(played) == 2
    for typed in played:
        intent = P.parse(typed, lang)  # with the default settings: quick play off
        assert isinstance(intent, MoveIntent) and intent.target is None, typed
    moved = [P.parse(c, lang) for c in played]
    card = next(m.source.card for m in moved if isinstance(m, MoveIntent) and isinstance(m.source, CardRef))
    named = card_names(translator(lang))[card.suit * 13 + card.rank - 1]
    assert isinstance(P.parse(named, lang), Read), named  # the same card named alone is only read out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deal_codes_section_says_the_example_deal_has_none(lang: str) -> None:
    layout = files("fortythieves").joinpath("data/seed-deal.txt").read_text(encoding="utf-8")
    assert parse_layout(layout).code is None
    first = paragraphs(section(lang, STANDARD, "playing-codes"))[0]
    assert EXAMPLE_LAYOUT_COMMAND in commands(first)
    assert EXAMPLE_LAYOUT_COMMAND in commands("".join(paragraphs(section(lang, STANDARD, "example"))))


@pytest.mark.parametrize(
    ("lang", "condition"),
    [
        ("en", "cannot go where you said"),
        ("ca", "quan no pot anar on has dit"),
        ("nl", "niet past waar je zegt"),
        ("pt", "quando não pode ir para onde disse"),
        ("it", "quando non può andare dove hai detto"),
        ("hr", "ne može onamo kamo kažeš"),
    ],
)
def test_automatic_placement_acts_only_where_the_named_move_is_refused(lang: str, condition: str) -> None:
    settings = section(lang, STANDARD, "playing-settings")
    items = next(b for b in settings.blocks if isinstance(b, Items)).items
    # the command word wherever the language puts it ("on or off and autoplace" in Croatian)
    autoplace = next(i for i in items if word(lang, "autoplace") in commands(i))
    assert condition in autoplace


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_settings_list_quick_play_with_commands_the_game_takes(lang: str) -> None:
    settings = section(lang, STANDARD, "playing-settings")
    items = next(b for b in settings.blocks if isinstance(b, Items)).items
    t = translator(lang)
    quick = next(i for i in items if switch_command(t, "quickplay", True) in commands(i))
    for typed in commands(quick):
        intent = P.parse(typed, lang)
        assert isinstance(intent, Setting) and intent.name is SettingName.QUICKPLAY, typed


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_summary_gives_what_sets_a_variant_apart(lang: str, variant: Variant) -> None:
    """The quick card's "In short" gives the draw of several cards, the redeals and the
    aces that start on the foundations, where the variant has them, and only there."""
    t = translator(lang)
    said = summary(t, variant)
    drawn = t.ngettext("Cards are drawn {count} at a time.", "Cards are drawn {count} at a time.", 3)
    aces = t._("The eight aces start on the foundations.")
    assert (drawn.format(count=variant.draw) in said) == (variant.draw > 1)
    assert (aces in said) == variant.aces_out
    if variant.redeals:
        assert f" {variant.redeals} " in said.split(drawn.format(count=variant.draw))[-1]
    if lang == "en" and variant.key == "little-forty":
        assert said.endswith(
            "Cards are drawn 3 at a time. The waste may be turned over 3 times to form the stock again."
        )


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_deal_codes_section_gives_the_variants_own_code(lang: str, variant: Variant) -> None:
    """Every code the section shows deals the sheet's own game, so a player of Maria who
    copies the example plays Maria."""
    codes = re.findall(r"FT1-[A-Z]-[0-9A-Z]{7}", "".join(paragraphs(section(lang, variant, "playing-codes"))))
    assert len(codes) == 2
    for code in codes:
        assert DealCode.parse(code).variant is variant, code
