""" "To the foundation with it" ("naar het fundament ermee", "para a base com ela", "a la base
amb ella", "in fondazione con lei", "na temelj s njom"), in every language: a place and the
words for "with it" send the card named last there, as "put it on the foundation" does;
"with it" alone acts on nothing. The words are the catalogue's."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import It, MoveIntent, PileRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
WITH_IT = {
    "en": ("to the foundation with it", "with it", "up with it"),
    "ca": ("a la base amb ella", "amb ella", "amunt amb ella"),
    "nl": ("naar het fundament ermee", "ermee", "naar boven ermee"),
    "pt": ("para a base com ela", "com ela", "para a base com ele"),
    "it": ("in fondazione con lei", "con lei", "in fondazione con quella"),
    "hr": ("na temelj s njom", "s njom", "na temelj s njim"),
}
ACE = Card(Rank.ACE, Suit.SPADES)  # the seed deal's first card drawn


def test_every_language_has_its_cases() -> None:
    assert set(WITH_IT) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_with_it_moves_it_there(lang: str) -> None:
    to_foundation, _, other = WITH_IT[lang]
    for line in (to_foundation, other):
        assert parse(line, lang) == MoveIntent(It(), PileRef(PileKind.FOUNDATION)), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_it_alone_acts_on_nothing(lang: str) -> None:
    assert not isinstance(parse(WITH_IT[lang][1], lang), MoveIntent)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_drawn_goes_to_the_foundation(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    assert s.game.state.waste[-1] == ACE
    s.handle(WITH_IT[lang][0])
    assert ACE not in s.game.state.waste and any(ACE in f for f in s.game.state.foundations)
