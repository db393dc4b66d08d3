"""A card's place said with "in column N" as its source, in every language: "move the ace
of clubs in column 2 to the foundation", "sposta l'asso di fiori nella colonna 2 in
fondazione", "na coluna 2", "in kolom 2", "u stupcu 2": the card comes from that column and
goes where the line says. With no place after it, "in column N" may be where the card goes
("sposta l'8 nella colonna 9"), and without a verb the card named so is read where it lies;
when it lies elsewhere but can go there, the game offers the move and plays it on a yes."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind, column
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # column 4 ends with the 2 of spades, column 10 with the 3 of spades
ACE = CardRef(Card(Rank.ACE, Suit.CLUBS))
FROM_TWO = PileRef(PileKind.COLUMN, 1)
SOURCE = {
    "en": (
        "move the ace of clubs in column 2 to the foundation",
        "the ace of clubs in column 2 to foundation 4",
    ),
    "ca": ("mou l'as de trèvols dins la columna 2 a la base", "l'as de trèvols de la columna 2 a la base 4"),
    "nl": ("zet klaveren aas in kolom 2 op een fundament", "de klaveren aas in kolom 2 naar fundament 4"),
    "pt": ("move o ás de paus na coluna 2 para a base", "o ás de paus na coluna 2 para a base 4"),
    "it": (
        "sposta l'asso di fiori nella colonna 2 in fondazione",
        "l'asso di fiori nella colonna 2 sulla base 4",
    ),
    "hr": ("premjesti tref asa u stupcu 2 na temelj", "tref as u stupcu 2 na temelj 4"),
}
OFFERED = {  # the 2 of spades, lying in column 4, said "in column 10", where it can go
    "en": "the 2 of spades in column 10",
    "ca": "el 2 de piques de la columna 10",
    "nl": "schoppen 2 in kolom 10",
    "pt": "o 2 de espadas na coluna 10",
    "it": "2 di picche nella colonna 10",
    "hr": "pik dvojka u stupcu 10",
}
YES = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}


def test_every_language_has_its_cases() -> None:
    assert set(SOURCE) == set(OFFERED) == set(YES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in SOURCE[lang]])
def test_the_column_said_with_in_is_the_source(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, MoveIntent), line
    assert intent.source == ACE and intent.origin == FROM_TWO, line
    assert isinstance(intent.target, PileRef) and intent.target.kind is PileKind.FOUNDATION, line


def test_with_no_place_after_it_the_column_is_where_the_card_goes() -> None:
    intent = parse("sposta l'8 di picche nella colonna 9", "it")
    assert isinstance(intent, MoveIntent) and intent.target == PileRef(PileKind.COLUMN, 8)
    assert intent.origin is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_said_in_a_column_it_can_go_to_is_offered_and_played_on_yes(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    before = s.game.state.key()
    asked = s.handle(OFFERED[lang])
    assert any(isinstance(e, ev.Asked) for e in asked.events), asked.text
    assert s.game.state.key() == before  # offered, not played
    s.handle(YES[lang])
    assert s.game.moves == 1
    last = s.game.history[-1]
    assert (last.source, last.target) == (column(3), column(9))
