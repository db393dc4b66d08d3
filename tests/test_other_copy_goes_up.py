"""A card named to go up while its twin is already on a foundation: the twin that can move
goes, from a column or from the waste, as a card in a column is chosen; "already there" is
said only when no copy can go. Two decks hold two aces of clubs."""

from __future__ import annotations

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

_BASE = """variant: forty-thieves
column 1: AD 3D KH 2H
column 2: JC 3H 4D 9H
column 3: 9C JH AH 8H
column 4: 8D 9D KC 7D
column 5: 10D 9S AH JS
column 6: 5C 6C 7C {six}
column 7: 9D QH 6D 4H
column 8: 9H 2S AS 3H
column 9: 6C 7H 7H 4D
column 10: 5D 9C 10C 10C
foundation 4: AC
"""
IN_A_COLUMN = _BASE.format(six="AC")
ON_THE_WASTE = _BASE.format(six="8C") + "waste: 2D AC\n"
COVERED = _BASE.format(six="8C").replace("column 7: 9D QH 6D 4H", "column 7: 9D AC 6D 4H")

UP = {
    "en": ("ace of clubs to the foundation", "put the ace of clubs up"),
    "ca": ("l'as de trèvols a la base", "puja l'as de trèvols"),
    "nl": ("klaveren aas naar het fundament", "leg de klaveraas op een fundament"),
    "pt": ("o ás de paus para a base", "põe o ás de paus na base"),
    "it": ("l'asso di fiori in base", "metti l'asso di fiori sulla base"),
    "hr": ("tref as na temelj", "stavi tref asa na temelj"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in UP[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(UP) == set(LANGUAGES)


def _up(lang: str, layout: str, line: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    s.handle(line)
    return s


@pytest.mark.parametrize("layout", [IN_A_COLUMN, ON_THE_WASTE], ids=["column", "waste"])
@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_twin_that_can_move_goes_up(lang: str, line: str, layout: str) -> None:
    s = _up(lang, layout, line)
    aces = [c for pile in s.game.state.foundations for c in pile if c.rank.value == 1]
    assert len(aces) == 2 and len(s.game.history) == 1, line


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_with_the_twin_covered_nothing_moves(lang: str, line: str) -> None:
    s = _up(lang, COVERED, line)
    assert not s.game.history
