"""`why` after a tap or a card named alone that no place took: the rule that refused it,
the foundations' (and, when columns were tried too, the columns'), in every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.core.rules import Rule
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import PileRef, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # column 3 ends with the 5 of clubs, and no foundation has its ace


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_refused_tap_says_the_foundation_rule(lang: str) -> None:
    s = opened(lang)
    before = s.game.state.key()
    refused = s.dispatch(Tap(PileRef(PileKind.COLUMN, 2))).text
    assert s.game.state.key() == before, refused
    home = rule_text(translator(lang), Rule.FOUNDATION_BUILD, s.game.variant)
    assert s.handle(word(lang, "why")).text == home


def test_why_after_a_card_named_alone_that_no_place_takes_says_both_rules() -> None:
    s = opened("en")
    assert s.handle("play the 5 of clubs").text.startswith("The 5 of clubs has nowhere to go")
    assert s.handle("why").text == (
        "A foundation starts with the ace of its suit and is built up by suit to the king. "
        "On a column, a card goes on the next higher card in the same suit: the 7 of spades on the "
        "8 of spades, never on the 8 of hearts."
    )
