"""A card put onto a rank said without its suit ("the 10 of clubs on the jack") when both
copies of the card it fits on are free, each at a column's end: the game asks onto which
and moves nothing; the answer moves it there. (It chose one itself; a Portuguese player
meant the other, "desse 9", the one just moved.)"""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Rank, Suit
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-87W8FCR"  # the jacks of clubs end columns 5 and 8; the 10 of clubs ends column 7

ONTO_THE_JACK = {
    "en": "10 of clubs on the jack",
    "ca": "el 10 de trèvols sobre la sota",
    "nl": "klaveren 10 op de boer",
    "pt": "o 10 de paus para cima do valete",
    "it": "il 10 di fiori sul fante",
    "hr": "tref desetku na dečka",
}
COLUMN_8 = {
    "en": "column 8",
    "ca": "columna 8",
    "nl": "kolom 8",
    "pt": "coluna 8",
    "it": "colonna 8",
    "hr": "stupac 8",
}


def test_every_language_has_its_cases() -> None:
    assert set(ONTO_THE_JACK) == set(COLUMN_8) == set(LANGUAGES)


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_onto_which_copy_is_asked_and_the_answer_moves_it(lang: str) -> None:
    s = _session(lang)
    jacks = [i for i, col in enumerate(s.game.state.columns) if col[-1].rank is Rank.JACK]
    assert jacks == [4, 7]
    reply = s.handle(ONTO_THE_JACK[lang]).text
    assert not s.game.history and s.pending is not None, reply
    assert "5" in reply and "8" in reply, reply
    s.handle(COLUMN_8[lang])
    top = s.game.state.columns[7][-1]
    assert (top.rank, top.suit) == (Rank.TEN, Suit.CLUBS) and len(s.game.history) == 1
