"""A count said right before a card's name is how many cards of that name ("os dois ases
para as bases", "both aces of hearts up", "oba herc asa na temelje"), never a count of times:
both copies go, one after the other. With more cards of the name free than the count says
("both aces", three aces free) the game asks which and moves none; "twice" after a move is
still a count of times, which a move never takes."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # the aces of hearts end columns 1 and 6; the ace of clubs ends column 2

BOTH_HEARTS = {
    "en": "both aces of hearts to the foundations",
    "ca": "els dos asos de cors a les bases",
    "nl": "beide harten azen naar de fundamenten",
    "pt": "os dois ases de copas para as bases",
    "it": "entrambi gli assi di cuori in base",
    "hr": "oba herc asa na temelje",
}
BOTH_ACES = {
    "en": "both aces up",
    "ca": "tots dos asos a la base",
    "nl": "allebei de azen naar het fundament",
    "pt": "os dois ases para as bases",
    "it": "entrambi gli assi in base",
    "hr": "oba asa na temelje",
}


def test_every_language_has_its_cases() -> None:
    assert set(BOTH_HEARTS) == set(BOTH_ACES) == set(LANGUAGES)


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_count_before_the_name_is_the_copies(lang: str) -> None:
    for line in (BOTH_HEARTS[lang], BOTH_ACES[lang]):
        intent = parse(line, lang)
        assert isinstance(intent, MoveIntent) and intent.copies == 2 and intent.times is None, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_copies_go_to_the_foundations(lang: str) -> None:
    s = _session(lang)
    s.handle(BOTH_HEARTS[lang])
    up = [c for pile in s.game.state.foundations for c in pile]
    assert [c.rank.value for c in up] == [1, 1] and len({c.suit for c in up}) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_more_free_than_counted_asks_which(lang: str) -> None:
    s = _session(lang)
    s.handle(BOTH_ACES[lang])
    assert not s.game.history and s.pending is not None


def test_twice_after_a_move_is_still_refused() -> None:
    s = _session("en")
    s.handle("put the ace of clubs up twice")
    assert not s.game.history
