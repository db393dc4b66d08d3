"""The words after "new game" hold a variant's name, a deal code or nothing: the words of
winnability, with words of certainty among them ("one I can surely win", "que dê de certeza
para ganhar", "da se sigurno može riješiti"), ask for a winnable deal, and any other word
said there is talk, never a name the game would refuse. A short name the game does not
have ("new game of blorp") is still said back as no such variant."""

from __future__ import annotations

import pytest

from fortythieves.core.variants import STANDARD
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.winnable import shipped
from tests.test_winnable import session

WINNABLE = {
    "en": ("new game please, one I can surely win", "new game, but winnable for sure"),
    "ca": ("una partida nova que segur que es pot guanyar", "partida nova, però guanyable de ben segur"),
    "nl": ("een nieuw spel dat zeker weten te winnen is", "nieuw spel graag, eentje die ik kan winnen"),
    "pt": ("um jogo novo que se possa ganhar com certeza", "jogo novo, mas que dê mesmo para ganhar"),
    "it": (
        "una nuova partita che si possa vincere sicuramente",
        "nuova partita, ma che sia vincibile di sicuro",
    ),
    "hr": ("nova igra, ali da je sigurno mogu dobiti", "nova igra koja se sigurno može riješiti"),
}


def test_every_language_has_its_cases() -> None:
    assert set(WINNABLE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in WINNABLE[lang]])
def test_winnability_with_certainty_asks_a_winnable_deal_and_no_name(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEW_WINNABLE), line


def test_the_variant_is_kept_and_the_talk_is_not() -> None:
    assert parse("new game of maria please, one that's surely winnable", "en") == Command(
        Cmd.NEW_WINNABLE, "maria"
    )
    assert parse("new game, I hope a good one", "en") == Command(Cmd.NEW)
    assert parse("new game of blorp", "en") == Command(Cmd.NEW, "blorp")


def test_the_game_deals_a_winnable_deal() -> None:
    s = session()
    said = s.handle("new game please, one that's definitely winnable").text
    assert said.startswith("New game of Forty Thieves"), said
    assert s.current.code in {d.code for d in shipped(STANDARD)}
