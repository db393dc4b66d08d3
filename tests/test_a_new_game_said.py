""" "A new game" with the indefinite article that is also the word for one ("een nieuw
spel", "um jogo novo", "jednu novu igru") deals, as "a new game" and "una partida nova" do;
"one" before a command that takes the rest of the line is that article. A remark before it
("ach, dan maar een nieuw spel": oh well, a new game then) is passed over."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

NEW = {
    "en": ("a new game", "ok then, a new game"),
    "ca": ("una partida nova", "doncs una partida nova"),
    "nl": ("een nieuw spel", "ach, dan maar een nieuw spel"),
    "pt": ("um jogo novo", "então um jogo novo"),
    "it": ("una nuova partita", "allora una nuova partita"),
    "hr": ("jednu novu igru", "dobro, daj novu igru"),
}


def test_every_language_has_its_cases() -> None:
    assert set(NEW) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in NEW[lang]])
def test_a_new_game_deals(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEW), line


@pytest.mark.parametrize(("lang", "line"), [("nl", "een nieuw spel maria"), ("pt", "um jogo novo de maria")])
def test_the_name_after_it_is_kept(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEW, "maria")
