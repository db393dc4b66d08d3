"""Two grammar lines of the catalogues, in six languages: a verb of advising, its pronoun
glued or apart, and "a move" ask for the hint ("suggeriscimi una mossa", "digue'm una
jugada", "sugere-me uma jogada", "predloži mi potez", "suggest a move"); a verb of dealing or
wanting, a game and the words of "winnable" deal a winnable game ("give me a winnable deal",
"deal me a game I can win", "un joc que es pugui guanyar"). Asked with a question mark
("deal me a game I can win?") no deal is dealt; "the moves" in the plural still reads the legal moves."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

ADVICE = {
    "en": ("suggest a move", "tell me a good move"),
    "ca": ("suggereix-me una jugada", "digue'm una jugada"),
    "nl": ("stel me een zet voor", "geef me een goede zet"),
    "pt": ("sugere-me uma jogada", "diz-me uma jogada"),
    "it": ("suggeriscimi una mossa", "consigliami una mossa"),
    "hr": ("predloži mi potez", "reci mi dobar potez"),
}

WINNABLE = {
    "en": ("give me a winnable deal", "deal me a game I can win"),
    "ca": ("un joc que es pugui guanyar", "dona'm una partida guanyable"),
    "nl": ("geef me een winbaar spel", "deel me een spel dat te winnen is"),
    "pt": ("dá-me um jogo que se possa ganhar", "quero uma partida com solução"),
    "it": ("dammi una partita che si può vincere", "voglio una partita vincibile"),
    "hr": ("daj mi rješivu igru", "daj mi igru koja se može dobiti"),
}

MOVES = {"en": "tell me the moves", "it": "dimmi le mosse", "ca": "digue'm les jugades"}


def test_every_language_has_its_lines() -> None:
    assert set(ADVICE) == set(LANGUAGES) == set(WINNABLE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_verb_of_advice_and_a_move_ask_for_the_hint(lang: str) -> None:
    for line in ADVICE[lang]:
        assert parse(line, lang) == Command(Cmd.HINT), line
        assert parse(f"{line}?", lang) == Command(Cmd.HINT), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_said_winnable_deals_one(lang: str) -> None:
    for line in WINNABLE[lang]:
        assert parse(line, lang) == Command(Cmd.NEW_WINNABLE), line


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "deal me a game I can win?"), ("ca", "un joc que es pugui guanyar?")]
)
def test_asked_it_deals_nothing(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line


@pytest.mark.parametrize(("lang", "line"), MOVES.items())
def test_the_moves_in_the_plural_stay_the_moves(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.MOVES), line
