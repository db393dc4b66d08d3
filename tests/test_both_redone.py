""" "Redo both" in every language, the Italian "tutte e due" too: the "e" inside a count's
own words ("tutte e due", both) joins no two commands, so "no, rifalle tutte e due" redoes
the two moves taken back and is no series of "redo them all" and "two"."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

BOTH = {
    "en": ("redo both", "no, redo both of them", "redo them both again"),
    "ca": ("refés-les totes dues", "refés les dues", "torna-les a fer totes dues"),
    "nl": (
        "doe ze allebei opnieuw",
        "allebei opnieuw doen",
        "doe ze allebei weer opnieuw",
        "doe ze allebei nog eens",
    ),
    "pt": ("refaz as duas", "refaz ambas", "refaz as duas de novo"),
    "it": ("rifalle tutte e due", "no, rifai tutte e due", "rifalle entrambe di nuovo"),
    "hr": ("ponovi oba", "ponovi oba poteza", "napravi ih oba ponovno"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in BOTH[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(BOTH) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_both_redone_are_two_moves(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "cmd redo 2"
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(3):
        s.handle(word(lang, "draw"))
    s.handle(f"{word(lang, 'undo')} 3")
    s.handle(line)
    assert len(s.game.history) == 2
