"""A verb with a place and no card acts on the card spoken of last, in every language:
"send to the foundation", "manda pra base", "vai in base", "stavi na temelj" after a card
was named (or drawn, or offered) move that card there; with no card spoken of, the game asks
which and nothing moves. A place said with no verb ("to the foundation") names where the
card named last goes, as before; "então para a base": "then" leads the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import It, MoveIntent, PileRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
FOUNDATION = PileRef(PileKind.FOUNDATION)

SENT_UP = {
    "en": ("send to the foundation", "put on the foundation"),
    "ca": ("envia a la base", "posa a la base"),
    "nl": ("leg op het fundament", "stuur naar het fundament"),
    "pt": ("manda pra base", "põe na base"),
    "it": ("vai in base", "metti in base"),
    "hr": ("stavi na temelj", "pošalji na temelj"),
}
THEN_UP = {
    "en": "then to the foundation",
    "ca": "llavors a la base",
    "nl": "dan naar het fundament",
    "pt": "então para a base",
    "it": "allora in base",
    "hr": "onda na temelj",
}


def _name(lang: str, card: Card) -> str:
    return card_names(translator(lang))[card.suit * 13 + card.rank - 1]


def test_every_language_has_its_cases() -> None:
    assert set(SENT_UP) == set(THEN_UP) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in SENT_UP.items() for line in lines]
)
def test_a_verb_and_a_place_move_it(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(It(), FOUNDATION)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_then_and_a_place_is_where_the_card_named_goes(lang: str) -> None:
    assert parse(THEN_UP[lang], lang) == Read(FOUNDATION, to=True)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_card_named_goes_up_and_nothing_named_moves_nothing(lang: str) -> None:
    for line in (*SENT_UP[lang], THEN_UP[lang]):
        s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
        s.open(layout=ENDGAME, requested_lang=lang, environ={})
        s.handle(line)
        assert s.game.moves == 0, line  # no card spoken of: nothing moves
        s.handle(_name(lang, Card(Rank.QUEEN, Suit.SPADES)))  # read: column 4, where it lies
        s.handle(line)
        assert s.game.moves == 1, line
        assert s.game.state.foundations[0][-1] == Card(Rank.QUEEN, Suit.SPADES)
