""" "Redo them" said of the moves taken back ("refés-les", "doe ze opnieuw", "refaz-as",
"rifai le"), in every language: every move taken back is played again, as "redo them all"
does; "redo" alone plays one again. The pronouns are the catalogue's count words."""

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
THEM = {
    "en": ("redo them", "redo those"),
    "ca": ("refés-les", "refes-les"),
    "nl": ("doe ze opnieuw", "ze opnieuw doen"),
    "pt": ("refaz-as", "refazer as"),
    "it": ("rifai le", "rifai quelle"),
    "hr": (f"{word('hr', 'redo')} ih", f"{word('hr', 'redo')} njih"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in THEM[lang]]
TAKEN_BACK = 5


def test_every_language_has_its_cases() -> None:
    assert set(THEM) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_them_is_every_move_taken_back(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.REDO, ALL_MOVES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_redo_them_after_several_undos_redoes_them_all(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "undo"))
    s.handle(line)
    assert s.game.snapshot() == drawn


@pytest.mark.parametrize("lang", LANGUAGES)
def test_redo_alone_plays_one_again(lang: str) -> None:
    assert parse(word(lang, "redo"), lang) == Command(Cmd.REDO)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_redo_all_ends_with_the_last_move_redone(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    for _ in range(TAKEN_BACK):
        s.handle(word(lang, "undo"))
    said = s.handle(THEM[lang][0]).text
    redone = s.game.snapshot()
    nothing = s.handle(word(lang, "redo")).text  # nothing is left to redo now
    assert redone == drawn and nothing not in said
