"""A verb of the game inside a clause of time or condition ("before I draw", "prima di
pescare", "instead of drawing", "voordat ik trek") says when, or instead of what: it is no
order, and the line acts nowhere. A word for "then" alone ("dopo", "després") still joins
two orders."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, Series, Unknown, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

# (before, instead of / without, after) a draw, said as a clause
SAID = {
    "en": ("before I draw", "instead of drawing a card", "after I draw"),
    "ca": ("abans de robar", "en lloc de robar", "després de robar"),
    "nl": ("voordat ik trek", "zonder te trekken", "nadat ik trek"),
    "pt": ("antes de tirar", "em vez de tirar", "depois de tirar"),
    "it": ("prima di pescare", "invece di pescare", "dopo aver pescato"),
    "hr": ("prije nego što vučem", "umjesto da vučem", "nakon što vučem"),
}

# a draw after a word for "then", which orders it
THEN = {"en": "undo, then draw", "it": "annulla e dopo pesca", "ca": "desfés i després roba"}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_draw_in_a_clause_of_time_draws_nothing(lang: str) -> None:
    for line in SAID[lang]:
        intent = parse(line, lang)
        assert isinstance(intent, Unknown) and not changes_game(intent), (line, intent)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_clause_before_a_command_keeps_the_line_from_acting(lang: str) -> None:
    before = SAID[lang][0]
    assert isinstance(parse(f"{before}, undo", lang), Unknown)


@pytest.mark.parametrize(("lang", "line"), THEN.items())
def test_then_still_joins_two_orders(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, Series) and Command(Cmd.DRAW) in intent.parts, (line, intent)
