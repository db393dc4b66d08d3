""" "Redo both", "allebei terug", "desfés tots dos", "refaz ambas", "ripeti entrambe", "vrati oba":
a word for "both" where an undo or a redo takes a count counts two moves, in every language.
The words are the catalogue's count words for "both"; said beside no undo or redo, they never act."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.countwords import count_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _both(lang: str) -> list[str]:
    return [w.strip() for w in count_words(translator(lang))["both_said"].split("|") if w.strip()]


CASES = [(lang, both) for lang in LANGUAGES for both in _both(lang)]


@pytest.mark.parametrize(("lang", "both"), CASES)
def test_both_after_undo_or_redo_counts_two(lang: str, both: str) -> None:
    for cmd in (Cmd.UNDO, Cmd.REDO):
        line = f"{word(lang, cmd.value)} {both}"
        assert parse(line, lang) == Command(cmd, "2"), line


@pytest.mark.parametrize(("lang", "both"), CASES)
def test_both_alone_never_acts(lang: str, both: str) -> None:
    assert not changes_game(parse(both, lang)), both
    # a draw takes no "both" ("draw the two of them" is the number two, "draw 2")
    drawn = parse(f"{word(lang, 'draw')} {both}", lang)
    assert drawn == Command(Cmd.DRAW, "2") or not changes_game(drawn), both


BOTH_SAID = {
    "en": ("redo both", "undo both moves"),
    "ca": ("refés-les totes dues", "desfés tots dos"),
    "nl": ("doe ze allebei opnieuw", "allebei terug"),
    "pt": ("refaz ambas", "desfaz as duas jogadas"),
    "it": ("rifai entrambe", "annulla tutte e due le mosse"),
    "hr": ("ponovi oba poteza", "vrati oba"),
}


def test_every_language_has_its_cases() -> None:
    assert set(BOTH_SAID) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_takes_back_two_moves_and_plays_them_again(lang: str) -> None:
    redo, undo = BOTH_SAID[lang]
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    one = s.game.snapshot()
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    three = s.game.snapshot()
    s.handle(undo)
    assert s.game.snapshot() == one, undo
    s.handle(redo)
    assert s.game.snapshot() == three, redo
