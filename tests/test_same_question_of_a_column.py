""" "quantas cartas há na coluna 9?", then "e na 4?": "and", a column by its number, asked,
right after a question about a place asks that question of the column named (how many
cards, what can go on it); with no such question just before, it reads the column. It never
moves anything. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import About, PileRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parsing.pipeline import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

LINES = {  # "and in 4?", "and column 4?" said otherwise
    "en": ("and in 4?", "and column 4?"),
    "ca": ("i a la 4?", "i la columna 4?"),
    "nl": ("en in 4?", "en kolom 4?"),
    "pt": ("e na 4?", "e na coluna 4?"),
    "it": ("e nella 4?", "e la colonna 4?"),
    "hr": ("i u 4?", "i stupac 4?"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in LINES[lang]]
FOUR = PileRef(PileKind.COLUMN, 3)
NINE = PileRef(PileKind.COLUMN, 8)


def session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_and_a_column_after_a_count_counts_it(lang: str, line: str) -> None:
    s = session(lang)
    s.dispatch(Read(NINE, count=True))
    state = s.game.state.copy()
    said = s.handle(line).text
    assert said == session(lang).dispatch(Read(FOUR, count=True)).text
    assert s.game.state == state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_and_a_column_after_what_can_go_asks_that(lang: str) -> None:
    s = session(lang)
    s.dispatch(Read(NINE, about=About.FITS))
    assert s.handle(LINES[lang][0]).text == session(lang).dispatch(Read(FOUR, about=About.FITS)).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_nothing_asked_before_it_reads_the_column(lang: str) -> None:
    s = session(lang)
    assert parse(LINES[lang][0], lang) == Read(FOUR, same=True)
    assert s.handle(LINES[lang][0]).text == session(lang).dispatch(Read(FOUR)).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_between_forgets_the_question(lang: str) -> None:
    s = session(lang)
    s.dispatch(Read(NINE, count=True))
    s.handle("board" if lang == "en" else "?")
    assert s.handle(LINES[lang][0]).text == session(lang).dispatch(Read(FOUR)).text
