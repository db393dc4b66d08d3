"""Issue 12's findings on the rules sheet, each held by a test: moving runs, Lucas,
which program the sheet describes, and the new parts (summary, example deal, variants
table, quick card, strategy)."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.game import Game
from fortythieves.core.moves import PileKind, column, foundation, move
from fortythieves.core.rules import FOUNDATIONS, Reason, Rule
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import section_text, sections
from fortythieves.lang.rulebook.game import PROGRAM, program_sentence
from fortythieves.lang.rulebook.model import Paragraph
from fortythieves.lang.ruletext import rule_text


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
    assert "except the aces that start there" in text
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
    assert program_sentence(t) in section_text(t, found[0]) and PROGRAM in program_sentence(t)
    if lang == "en":
        assert text.count("the app") == 0
        assert "the original app" in text and "tells you when no move is left" in text
