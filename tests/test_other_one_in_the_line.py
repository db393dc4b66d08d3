""" "Put the ace of hearts up and the other one" ("i l'altre també", "en de andere ook", "e o
outro também", "e l'altro pure", "i drugi isto"): said in the same line after a move, with
"and" or after a full stop or a comma, the other copy of the card goes where the first went,
as it does on a line of its own; with no place said for the first, both copies go, as "both
aces of hearts up" does. A second half not understood leaves the whole line undone, never
only its first half done; "the other aces" after a move sends the other copy."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import Cmd, Command, Series
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # both aces of hearts lie exposed, in columns 1 and 6
ACE = Card(Rank.ACE, Suit.HEARTS)

LINES = {  # from its column then the other one; with no column; after a move, the other aces
    "en": (
        "put the ace of hearts from column 1 up and the other one",
        "put the ace of hearts up. and the other one",
        "and the other aces too",
    ),
    "ca": (
        "posa l'as de cors de la columna 1 a dalt i l'altre també",
        "posa l'as de cors a dalt, i l'altre també",
        "i els altres asos també",
    ),
    "nl": (
        "leg de hartenaas van kolom 1 op de basis en de andere ook",
        "leg de hartenaas op de basis. en de andere ook",
        "en de andere azen ook",
    ),
    "pt": (
        "põe o ás de copas da coluna 1 para cima e o outro também",
        "põe o ás de copas para cima, e o outro também",
        "e os outros ases também",
    ),
    "it": (
        "metti l'asso di cuori dalla colonna 1 su e l'altro pure",
        "metti l'asso di cuori su, e l'altro pure",
        "e gli altri assi pure",
    ),
    "hr": (
        "stavi asa herc iz stupca 1 gore i drugi isto",
        "stavi asa herc gore, i drugi isto",
        "i drugi isto",
    ),
}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def _aces_up(s: Session) -> int:
    return sum(1 for pile in s.game.state.foundations for card in pile if card == ACE)


def test_every_language_has_its_cases() -> None:
    assert set(LINES) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_line_reads_the_other_one_as_a_part_of_its_own(lang: str) -> None:
    from_column, _, after = LINES[lang]
    said = parse(from_column, lang)
    assert isinstance(said, Series) and said.parts[-1] == Command(Cmd.OTHER_ONE)
    read = parse(after, lang)
    assert isinstance(read, Command) and read.cmd is Cmd.OTHER_ONE, after


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_copy_goes_where_the_first_went(lang: str) -> None:
    s = _session(lang)
    s.handle(LINES[lang][0])
    assert _aces_up(s) == 2 and s.game.moves == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_no_column_said_both_copies_go(lang: str) -> None:
    s = _session(lang)
    s.handle(LINES[lang][1])
    assert _aces_up(s) == 2 and s.game.moves == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_ones_after_a_move_send_the_other_copy(lang: str) -> None:
    s = _session(lang)
    s.handle(_first_half(lang))
    assert _aces_up(s) == 1
    s.handle(LINES[lang][2])
    assert _aces_up(s) == 2


BROKEN = {"en": "the other zorblax", "ca": "l'altre zorblax", "nl": "de andere zorblax",
          "pt": "o outro zorblax", "it": "l'altro zorblax", "hr": "onaj drugi zorblax"}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_second_half_not_understood_leaves_the_whole_line_undone(lang: str) -> None:
    s = _session(lang)
    before = s.game.snapshot()
    reply = s.handle(f"{_first_half(lang)}{JOINT[lang]}{BROKEN[lang]}")
    assert s.game.snapshot() == before, reply.text
    assert "zorblax" in reply.text


JOINT = {"en": " and ", "ca": " i ", "nl": " en ", "pt": " e ", "it": " e ", "hr": " i "}


def _first_half(lang: str) -> str:
    return LINES[lang][0].rsplit(JOINT[lang], 1)[0]
