""" "isto está mau. recomeça o mesmo jogo do início": a lament of a game going badly said
before starting over is passed over, as "I messed up" is; alone it does nothing, and before
a move the move stays. In every language."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parsing.pipeline import parse

LINES = {  # a lament then a restart, the lament alone, the lament then a move
    "en": ("this is going badly, restart this deal from the start", "this is bad", "this is awful, put the 7 on the 8"),
    "ca": ("això va malament. torna a començar la mateixa partida", "això va malament", "això pinta malament, posa el 7 sobre el 8"),
    "nl": ("dit gaat slecht, begin dit spel opnieuw", "dit gaat slecht", "dit gaat mis, leg de 7 op de 8"),
    "pt": ("isto está mau. recomeça o mesmo jogo do início", "isto está mau", "isto vai mal, põe o 7 no 8"),
    "it": ("così non va, ricomincia la stessa partita da capo", "va male", "sta andando male, metti il 7 sull'8"),
    "hr": ("ovo ide loše, ispočetka istu igru", "ovo je loše", "loše ide, stavi sedmicu na osmicu"),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lament_before_a_restart_restarts(lang: str) -> None:
    assert parse(LINES[lang][0], lang) == Command(Cmd.RESTART)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lament_alone_does_nothing(lang: str) -> None:
    said = parse(LINES[lang][1], lang)
    assert not isinstance(said, MoveIntent)
    assert not (isinstance(said, Command) and said.cmd in (Cmd.RESTART, Cmd.NEW, Cmd.QUIT, Cmd.UNDO))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lament_before_a_move_leaves_the_move(lang: str) -> None:
    said = parse(LINES[lang][2], lang)
    assert isinstance(said, MoveIntent)
