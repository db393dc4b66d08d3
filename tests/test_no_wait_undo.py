""" "No wait, undo", "nee wacht, ongedaan maken", "no aspetta, annulla", "no, espera, desfés", "não,
espera, desfaz", "ne, čekaj, poništi": a "no" and a pause before undo agree with undoing (the last move
was wrong), as "no, undo" does. The pause words are the catalogue's; a "no" that holds the undo back
("no, wait, don't undo") never acts; a "no wait" before a draw is a correction, and the draw acts."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse

NO_WAIT = {
    "en": ("no wait, undo", "no, hang on, undo that"),
    "ca": ("no, espera, desfés", "no espera, desfés-ho"),
    "nl": ("nee wacht, ongedaan maken", "nee, wacht even, maak dat ongedaan"),
    "pt": ("não, espera, desfaz", "não, espera aí, desfaz isso"),
    "it": ("no aspetta, annulla", "no, aspetta, annullala"),
    "hr": ("ne, čekaj, poništi", "ne čekaj, poništi to"),
}


def test_every_language_has_its_cases() -> None:
    assert set(NO_WAIT) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in NO_WAIT[lang]])
def test_no_and_a_pause_before_undo_undoes(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.UNDO), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_and_a_pause_before_a_draw_draws(lang: str) -> None:
    pause = NO_WAIT[lang][0].rsplit(",", 1)[0]
    line = f"{pause}, {word(lang, 'draw')}"
    assert parse(line, lang) == Command(Cmd.DRAW), line
