""" "Same with the 3", "the same for the 3", "el mateix amb el 3", "hetzelfde met de 3", "o
mesmo com o 3", "lo stesso con il 3", "isto s trojkom": the card named goes where the card
moved last went, as "and the 3 too" does (the phrases are the catalogue's "also" words).
Said alone they name nothing and do nothing."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

LAYOUT = """variant: forty-thieves
column 1: 6H 3D KH 2D
column 2: JC 3H 4D 3D
column 3: 9C JH AH 8H
column 4: 8D 9D KC 7D
column 5: 10D 9S AH JS
column 6: 5C 6C 7C 8C
column 7: 9D QH 6D 4H
column 8: 9H 2S AS 3H
column 9: 6C 7H 7H 4D
column 10: 5D 9C 10C 10C
foundation 3: AD
"""
TWO_UP = {
    "en": "play the 2 of diamonds",
    "ca": "el 2 de diamants a la base",
    "nl": "ruiten 2 naar het fundament",
    "pt": "o 2 de ouros para a base",
    "it": "il 2 di quadri in base",
    "hr": "karo dvojku na temelj",
}
SAME = {
    "en": ("same with the 3", "the same for the 3 of diamonds", "do the same with the 3"),
    "ca": ("el mateix amb el 3", "igual amb el tres de diamants", "fes el mateix amb el 3"),
    "nl": ("hetzelfde met de 3", "idem voor de ruiten 3", "doe hetzelfde met de drie"),
    "pt": ("o mesmo com o 3", "igual para o 3 de ouros", "faz o mesmo com o três"),
    "it": ("lo stesso con il 3", "stessa cosa col 3 di quadri", "fai lo stesso con il tre"),
    "hr": ("isto s trojkom", "isto i za karo trojku", "napravi isto s trojkom"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in SAME[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(TWO_UP) == set(SAME) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_card_goes_where_the_last_one_went(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) in ("move rank 3 -> like last", "move 3D -> like last"), line
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=LAYOUT, requested_lang=lang, environ={})
    s.handle(TWO_UP[lang])
    s.handle(line)
    assert [c.rank.value for c in s.game.state.foundations[2]] == [1, 2, 3], line


@pytest.mark.parametrize(("lang", "line"), [(lang, SAME[lang][0].rsplit(" ", 1)[0]) for lang in LANGUAGES])
def test_said_alone_it_does_nothing(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=LAYOUT, requested_lang=lang, environ={})
    s.handle(TWO_UP[lang])
    kept = s.game.snapshot()
    s.handle(line)
    assert s.game.snapshot() == kept, line
