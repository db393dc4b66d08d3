"""Lucas: a starting ace asked back from its foundation is refused with the rule that keeps
it there, not with where it lies; "why" then gives the take-back rule. In the standard game
an ace no column takes back is where it is, and "why" gives the same take-back rule. Each
language's own line for "take the ace of clubs back from the foundation"."""

from __future__ import annotations

import pytest

from fortythieves.core.rules import Rule
from fortythieves.core.variants import get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ACE_BACK = {
    "en": "take the ace of clubs back from the foundation",
    "ca": "torna l'as de trèvols de la base",
    "nl": "neem de klaverenaas terug van het fundament",
    "pt": "retira o ás de paus da base",
    "it": "riprendi l'asso di fiori dalla fondazione",
    "hr": "vrati asa trefa s temelja",
}


def opened(lang: str, variant: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(variant=variant, new=True, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lucas_ace_back_is_refused_with_its_rule(lang: str) -> None:
    s = opened(lang, "lucas")
    before = s.game.snapshot()
    reply = s.handle(ACE_BACK[lang]).text
    assert s.game.snapshot() == before
    assert reply == s.p.refusals.lucas_aces()
    take_back = rule_text(translator(lang), Rule.TAKE_BACK, get_variant("lucas"))
    assert s.handle(word(lang, "why")).text == take_back


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ace_no_column_takes_back_gives_the_take_back_rule(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})  # column 2 ends with the ace of clubs
    s.handle("c2 f")
    assert s.game.state.foundations[3]
    before = s.game.snapshot()
    s.handle(ACE_BACK[lang])
    assert s.game.snapshot() == before
    take_back = rule_text(translator(lang), Rule.TAKE_BACK, s.game.variant)
    assert s.handle(word(lang, "why")).text == take_back
