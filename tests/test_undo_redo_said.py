"""Undo and redo said the ways players say them: "the last 3" with no noun of moves after the
number ("anula as últimas 3"), a draw verb said twice ("virar virar": two draws, never one
with the second word dropped), and a redo said of the moves undone in the plural ("ponovi
poništene poteze", "rifalle tutte e due")."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

UNDO_THE_LAST_TWO = {
    "en": "undo the last 2",
    "ca": "desfés les últimes 2",
    "nl": "maak de laatste 2 ongedaan",
    "pt": "anula as últimas 2",
    "it": "annulla le ultime 2",
    "hr": "poništi zadnja 2",
}
REDO_THE_UNDONE = {
    "en": "redo both",
    "ca": "refés les jugades desfetes",
    "nl": "doe de ongedaan gemaakte zetten opnieuw",
    "pt": "refaz as jogadas desfeitas",
    "it": "no, rifalle tutte e due",
    "hr": "ne, to nisam htio. ponovi poništene poteze",
}
# a number after "the last" in a line that does not undo may be a card: it is no count
MOVE_THE_LAST_THREE = {"en": "move the last 3 to column 4", "pt": "move as últimas 3 para a coluna 4"}


def test_every_language_has_its_case() -> None:
    assert set(UNDO_THE_LAST_TWO) == set(REDO_THE_UNDONE) == set(LANGUAGES)


def _after_three_draws(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(3):
        s.handle(word(lang, "draw"))
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_two_without_a_noun_undo_two(lang: str) -> None:
    s = _after_three_draws(lang)
    left = len(s.game.state.stock)
    s.handle(UNDO_THE_LAST_TWO[lang])
    assert len(s.game.state.stock) == left + 2, UNDO_THE_LAST_TWO[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_verb_said_twice_draws_twice(lang: str) -> None:
    verb = word(lang, "draw")
    assert parse(f"{verb} {verb}", lang) == Command(Cmd.DRAW, "2")
    assert parse(f"{verb}, {verb}", lang) == Command(Cmd.DRAW, "2")
    assert parse(f"{verb} 3 {verb}", lang) != Command(Cmd.DRAW, "3"), "a count is never dropped"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_undone_moves_said_in_the_plural_are_redone(lang: str) -> None:
    s = _after_three_draws(lang)
    s.handle(f"{word(lang, 'undo')} 2")
    left = len(s.game.state.stock)
    s.handle(REDO_THE_UNDONE[lang])
    assert len(s.game.state.stock) < left, REDO_THE_UNDONE[lang]


@pytest.mark.parametrize(("lang", "line"), MOVE_THE_LAST_THREE.items())
def test_the_last_three_in_a_move_is_no_count(lang: str, line: str) -> None:
    said = parse(line, lang)
    assert not (isinstance(said, Command) and said.cmd in (Cmd.UNDO, Cmd.REDO)), said
    assert getattr(said, "times", None) in (None, 1), said
