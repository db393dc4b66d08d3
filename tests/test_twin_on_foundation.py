"""A card leaves a foundation only when the line says so. Two decks hold two of each card:
"schoppen 9 naar kolom 9" meant the covered 9 of spades in column 5, and the other one came
back down from its foundation without a word. Now such a move is asked about, in every
language; a "yes" plays it, anything else leaves it; "from the foundation" said plays it."""

from __future__ import annotations

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

# spades up to the 9 on foundation 1; the other 9 of spades covered in column 5; column 6 empty
TWIN_COVERED = """variant: forty-thieves
column 1: AD 3D KH 2H
column 2: JC 3H 4D 9H
column 3: 9C JH AH 8H
column 4: 8D 9D KC 7D
column 5: 10D 9S AH JS
column 6:
column 7: 9D QH 6D 4H
column 8: 9H AC AC 3H
column 9: 6C 7H 7H 4D
column 10: 5D 9C 10C 10C
foundation 1: AS 2S 3S 4S 5S 6S 7S 8S 9S
"""
NO_TWIN = TWIN_COVERED.replace("10D 9S AH JS", "10D 8D AH JS")

NINE_TO_SIX = {
    "en": "9 of spades to column 6",
    "ca": "mou el 9 de piques a la columna 6",
    "nl": "schoppen 9 naar kolom 6",
    "pt": "move o 9 de espadas para a coluna 6",
    "it": "sposta il 9 di picche nella colonna 6",
    "hr": "pik 9 na stupac 6",
}
YES = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}
COVERED = {
    "en": "covered",
    "ca": "a sobre",
    "nl": "onder",
    "pt": "por cima",
    "it": "sopra",
    "hr": "pokrivena",
}


def test_every_language_has_its_case() -> None:
    assert set(NINE_TO_SIX) == set(COVERED) == set(YES) == set(LANGUAGES)


def _session(lang: str, layout: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_covered_twin_is_said_and_the_move_asked(lang: str) -> None:
    s = _session(lang, TWIN_COVERED)
    before = s.game.snapshot()
    said = s.handle(NINE_TO_SIX[lang]).text
    assert s.game.snapshot() == before, said
    assert COVERED[lang] in said and "5" in said, said
    s.handle(word(lang, "cancel"))
    assert s.game.snapshot() == before
    s.handle(NINE_TO_SIX[lang])
    s.handle(YES[lang])
    assert s.game.state.columns[5], "a yes takes it down"
    assert len(s.game.state.foundations[0]) == 8


@pytest.mark.parametrize("lang", LANGUAGES)
def test_without_a_twin_the_move_is_still_asked(lang: str) -> None:
    s = _session(lang, NO_TWIN)
    before = s.game.snapshot()
    said = s.handle(NINE_TO_SIX[lang]).text
    assert s.game.snapshot() == before, said
    assert COVERED[lang] not in said and "1" in said, said


def test_from_the_foundation_said_plays_it() -> None:
    s = _session("en", TWIN_COVERED)
    s.handle("take the 9 of spades back to column 6")
    assert s.game.state.columns[5]
    s = _session("nl", TWIN_COVERED)
    s.handle("leg schoppen 9 van het fundament naar kolom 6")
    assert s.game.state.columns[5]


def test_a_foundation_read_from_a_number_with_no_place_is_asked() -> None:
    """ "manda o 1 à base" reads the card's number as foundation 1, with no place: the card on
    it is not taken down without a question; a foundation named with its place is a move said."""
    s = _session("pt", TWIN_COVERED)
    before = s.game.snapshot()
    s.handle("manda o 1 à base")
    assert s.game.snapshot() == before
    s = _session("en", TWIN_COVERED)
    s.handle("foundation 1 to column 6")
    assert s.game.state.columns[5]
