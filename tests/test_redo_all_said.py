"""Every move taken back played again, said in the ways a player says it: a redo with a
plural noun of moves ("redo the undone moves", "ponovi poništene poteze"), "all" with a
word for "again" ("alles opnieuw", "sve opet") and the verb "repeat" with "all" ("ponovi
sve", "ripeti tutto"). The last two are a redo only right after the moves were undone:
elsewhere "everything again" reads the board again and "repeat everything" the last reply,
and the game stays as it was. "redo the undone move" (one) plays one again."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import ALL_MOVES, Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
TAKEN_BACK = 3

PLURAL = {
    "en": ("redo the undone moves", "redo the moves I took back"),
    "ca": ("refés les jugades desfetes", "refés totes les jugades desfetes"),
    "nl": ("doe de zetten opnieuw", "doe de ongedaan gemaakte zetten opnieuw"),
    "pt": ("refaz as jogadas desfeitas", "refaz as jogadas que desfiz"),
    "it": ("rifai le mosse annullate", "ripeti le mosse annullate"),
    "hr": ("ponovi poništene poteze", "vrati poništene poteze"),
}
ALL_AGAIN = {
    "en": ("everything again", "all of them again"),
    "ca": ("tot de nou", "totes de nou"),
    "nl": ("alles opnieuw", "ze allemaal opnieuw"),
    "pt": ("tudo outra vez", "tudo de novo"),
    "it": ("tutto di nuovo", "di nuovo tutto"),
    "hr": ("sve opet", "sve ponovno"),
}
REPEAT_ALL = {"en": "repeat everything", "ca": "repeteix tot", "nl": "herhaal alles", "pt": "repete tudo",
              "it": "ripeti tutto", "hr": "ponovi sve"}  # fmt: skip
ONE = {"en": "redo the undone move", "ca": "refés la jugada desfeta", "nl": "doe de ongedaan gemaakte zet opnieuw",
       "pt": "refaz a jogada desfeita", "it": "rifai la mossa annullata", "hr": "ponovi poništeni potez"}  # fmt: skip

PLURAL_CASES = [(lang, line) for lang in LANGUAGES for line in PLURAL[lang]]
AGAIN_CASES = [(lang, line) for lang in LANGUAGES for line in (*ALL_AGAIN[lang], REPEAT_ALL[lang])]


def test_every_language_has_its_cases() -> None:
    assert set(PLURAL) == set(ALL_AGAIN) == set(REPEAT_ALL) == set(ONE) == set(LANGUAGES)


def _undone(lang: str) -> tuple[Session, object]:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "undo"))
    return s, drawn


@pytest.mark.parametrize(("lang", "line"), PLURAL_CASES)
def test_a_redo_of_the_moves_is_every_move_taken_back(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.REDO, ALL_MOVES)


@pytest.mark.parametrize(("lang", "line"), [*PLURAL_CASES, *AGAIN_CASES])
def test_right_after_the_undoing_every_move_is_played_again(lang: str, line: str) -> None:
    s, drawn = _undone(lang)
    s.handle(line)
    assert s.game.snapshot() == drawn, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_redo_of_the_undone_move_plays_one_again(lang: str) -> None:
    s, _drawn = _undone(lang)
    s.handle(ONE[lang])
    assert len(s.game.history) == 1


@pytest.mark.parametrize(("lang", "line"), AGAIN_CASES)
def test_elsewhere_all_again_reads_and_changes_nothing(lang: str, line: str) -> None:
    s, _drawn = _undone(lang)
    read = s.handle(word(lang, "board")).text
    kept = s.game.snapshot()
    said = s.handle(line).text
    assert s.game.snapshot() == kept
    meant = parse(line, lang)
    if isinstance(meant, Command) and meant.instead is Cmd.BOARD:
        assert said == read  # "everything again": the board, read again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_repeat_everything_after_a_reading_is_the_last_reply(lang: str) -> None:
    s, _drawn = _undone(lang)
    s.handle(word(lang, "board"))
    kept = s.game.snapshot()
    assert s.handle(REPEAT_ALL[lang]).text == s.handle(word(lang, "repeat")).text
    assert s.game.snapshot() == kept
