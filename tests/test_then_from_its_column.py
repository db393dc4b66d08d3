"""Two moves joined by a word of "then", the second said by its card and the column it comes
from with no place ("the ace of clubs to the foundation, then the 2 from column 4", "tref asa
na temelj pa dvojku iz četvrtog", "l'as a la base i després el 2 de la columna 4"): the second
card goes where the first went, from that column. In every language; the same card from a
column it is not in moves nothing more."""

from __future__ import annotations

import pytest
from test_guiding_replies import SEED_COLUMNS, position, session

from fortythieves.core.cards import Card
from fortythieves.core.moves import Pile, PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play import reply as ev

COLUMNS = {**SEED_COLUMNS, 1: "AD 3S KH AC", 4: "8D 9D KC 2C"}  # the ace of clubs, the 2 of clubs in column 4
SAID = {
    "en": ["the ace of clubs to the foundation, then the 2 from column {n}",
           "ace of clubs up then the two of clubs from column {n}"],
    "ca": ["l'as de trèvols a la base i després el 2 de la columna {n}",
           "puja l'as de trèvols, i després el 2 de trèvols de la columna {n}"],
    "nl": ["klaveren aas naar het fundament en dan de 2 uit kolom {n}",
           "klaveren aas omhoog, daarna klaveren 2 uit kolom {n}"],
    "pt": ["o ás de paus para a base e depois o 2 da coluna {n}",
           "ás de paus para a base, depois o 2 de paus da coluna {n}"],
    "it": ["l'asso di fiori in fondazione e poi il 2 dalla colonna {n}",
           "asso di fiori in base, poi il 2 di fiori dalla colonna {n}"],
    "hr": ["tref asa na temelj pa dvojku iz {nth}", "tref as na temelj, onda tref dvojku iz stupca {n}"],
}  # fmt: skip
FOURTH, FIFTH = {"hr": "četvrtog"}, {"hr": "petog"}
CASES = [(lang, line) for lang, lines in SAID.items() for line in lines]


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_second_card_goes_where_the_first_went(lang: str, line: str) -> None:
    s = session(lang, position(COLUMNS))
    reply = s.handle(line.format(n=4, nth=FOURTH.get(lang, "")))
    assert sum(isinstance(e, ev.Moved) for e in reply.events) == 2, reply.text
    assert s.game.state.top(Pile(PileKind.FOUNDATION, 3)) == Card.parse("2C")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_is_not_in_the_column_said(lang: str) -> None:
    s = session(lang, position(COLUMNS))
    reply = s.handle(SAID[lang][0].format(n=5, nth=FIFTH.get(lang, "")))
    assert s.game.state.top(Pile(PileKind.FOUNDATION, 3)) != Card.parse("2C"), reply.text
