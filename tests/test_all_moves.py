"""Undo and redo said of all the moves, in every language: "redo them all" plays again
every move taken back; "undo everything" takes back a few moves, and when it would take
back more it undoes nothing and says how to restart or to undo a number of moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import ALL_MOVES, Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.commands import FEW_UNDONE
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# each language's "undo everything" and "redo them all"
ALL_SAID = {
    "en": (
        ["undo everything", "undo them all", "undo all the moves"],
        ["redo them all", "redo all", "redo everything"],
    ),
    "ca": (["desfés-ho tot", "desfés totes les jugades"], ["refés-les totes", "refés-ho tot"]),
    "nl": (
        ["alles ongedaan maken", "maak alles ongedaan"],
        ["doe ze allemaal opnieuw", "alles opnieuw doen"],
    ),
    "pt": (["desfaz tudo", "desfaz todas as jogadas"], ["refaz todas", "refaz tudo"]),
    "it": (["annulla tutto", "annulla tutte le mosse"], ["rifai tutte", "rifai tutto"]),
    "hr": (["poništi sve", "poništi sve poteze"], ["ponovi potez sve", "ponovno odigraj sve"]),
}


def session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ALL_SAID) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line", "cmd"),
    [(lang, line, cmd) for lang, (undos, redos) in ALL_SAID.items()
     for lines, cmd in ((undos, Cmd.UNDO), (redos, Cmd.REDO)) for line in lines],
)  # fmt: skip
def test_all_the_moves_is_a_count(lang: str, line: str, cmd: Cmd) -> None:
    assert parse(line, lang) == Command(cmd, ALL_MOVES)


def _played(lang: str, draws: int) -> Session:
    s = session(lang)
    for _ in range(draws):
        s.handle(word(lang, "draw"))
    assert s.game.moves == draws
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_redo_them_all_redoes_every_move_taken_back(lang: str) -> None:
    s = _played(lang, 5)
    after = s.game.state.copy()
    s.handle(f"{word(lang, 'undo')} 3")
    assert len(s.game.state.stock) == len(after.stock) + 3
    s.handle(ALL_SAID[lang][1][0])
    assert s.game.state.stock == after.stock and s.game.state.waste == after.waste
    assert not s.game.can_redo()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_everything_takes_back_a_few_moves(lang: str) -> None:
    s = _played(lang, FEW_UNDONE)
    s.handle(ALL_SAID[lang][0][0])
    assert not s.game.can_undo() and not s.game.state.waste


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_everything_of_many_moves_undoes_nothing_and_says_how_to_restart(lang: str) -> None:
    s = _played(lang, FEW_UNDONE + 2)
    before = s.game.state.copy()
    reply = s.handle(ALL_SAID[lang][0][0])
    assert s.game.state.stock == before.stock and s.game.state.waste == before.waste
    assert reply.text == s.r.undo_all_refused(FEW_UNDONE + 2)
    assert word(lang, "restart") in reply.text and str(FEW_UNDONE + 2) in reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_all_alone_is_no_count(lang: str) -> None:
    assert parse(word(lang, "board"), lang) == Command(Cmd.BOARD)
