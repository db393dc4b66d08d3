"""Undo with the noun of a draw as its object ("undo the last draw", "annulla l'ultima
pescata", "maak die trekking ongedaan", "take back that draw") is one undo, which takes the
draw back as one action; the noun draws nothing. A comma, "and" or "then" between them still
says two commands."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# (undo said of the draw, taken back said of it, the draw verb of the language)
SAID = {
    "en": ("undo the last draw", "take back that draw", "draw"),
    "ca": ("desfés l'última carta robada", "desfés la robada", "roba"),
    "nl": ("maak die trekking ongedaan", "neem die trekking terug", "trek"),
    "pt": ("anula a última compra", "desfaz a última tirada", "tira"),
    "it": ("annulla l'ultima pescata", "riprendi la pescata", "pesca"),
    "hr": ("poništi zadnje vučenje", "poništi zadnje izvlačenje", "vuci"),
}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_of_a_draw_is_one_undo(lang: str) -> None:
    for line in SAID[lang][:2]:
        assert parse(line, lang) == Command(Cmd.UNDO), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_is_taken_back_as_one_action(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    game = s.game
    assert game is not None
    stock = len(game.state.stock)
    s.handle(SAID[lang][2])
    assert len(game.state.stock) == stock - 1
    s.handle(SAID[lang][0])
    assert len(game.state.stock) == stock and not game.state.waste


def test_a_comma_between_still_says_two_commands() -> None:
    assert parse("undo, draw", "en") != Command(Cmd.UNDO)
