"""An apology said after a command, in a clause of its own ("undo, sorry", "annulla, scusa",
"desfés, perdó"), changes nothing: the command named by its word acts. After a card or a place
("column 2 to 5, sorry") the apology may open a correction the player has not finished, so
nothing moves; a "no" with it takes the command back."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command, Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# (undo with an apology after it, draw with one, a move with one, undo then "no sorry")
SAID = {
    "en": ("undo that, sorry", "draw, my mistake", "move column 2 to 5, sorry", "undo, no sorry"),
    "ca": ("desfés, perdona", "roba, culpa meva", "posa la columna 2 a la 5, perdó", "desfés, no perdó"),
    "nl": (
        "maak ongedaan, sorry hoor",
        "trek, mijn fout",
        "leg kolom 2 op 5, sorry",
        "maak ongedaan, nee sorry",
    ),
    "pt": (
        "anula, peço desculpa",
        "tira uma carta, desculpe",
        "põe a coluna 2 na 5, desculpa",
        "anula, não desculpa",
    ),
    "it": ("annulla, scusami", "pesca, colpa mia", "metti la colonna 2 sulla 5, scusa", "annulla, no scusa"),
    "hr": (
        "poništi, oprostite",
        "vuci kartu, moja greška",
        "stavi stupac 2 na 5, oprosti",
        "poništi, ne oprosti",
    ),
}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_command_before_an_apology_is_read(lang: str) -> None:
    undo, draw, _move, _no = SAID[lang]
    assert parse(undo, lang) == Command(Cmd.UNDO), undo
    assert parse(draw, lang) == Command(Cmd.DRAW), draw


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_before_an_apology_is_not_done(lang: str) -> None:
    _undo, _draw, move, _no = SAID[lang]
    assert isinstance(parse(move, lang), Unknown), move


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_no_with_the_apology_takes_the_command_back(lang: str) -> None:
    _undo, _draw, _move, no = SAID[lang]
    assert parse(no, lang) != Command(Cmd.UNDO), no


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_with_an_apology_takes_the_draw_back(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    before = len(s.game.state.stock)
    s.handle(SAID[lang][1])
    assert len(s.game.state.stock) == before - 1
    s.handle(SAID[lang][0])
    assert len(s.game.state.stock) == before
