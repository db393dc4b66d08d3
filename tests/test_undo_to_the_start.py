""" "Undo everything back to the start" ("desfaz tudo até ao início", "desfés-ho tot fins al
principi", "alles ongedaan maken tot het begin", "annulla tutto fino all'inizio", "poništi sve
do početka"), in every language: the words for "to the start" count all the moves, alone or
beside "everything", as "undo everything" does. The words are the catalogue's count words."""

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
TO_THE_START = {
    "en": ("undo everything back to the start", "undo to the beginning"),
    "ca": ("desfés-ho tot fins al principi", "desfés fins al principi"),
    "nl": ("alles ongedaan maken tot het begin", "ongedaan maken tot het begin"),
    "pt": ("desfaz tudo até ao início", "desfaz até ao início"),
    "it": ("annulla tutto fino all'inizio", "annulla fino all'inizio"),
    "hr": ("poništi sve do početka", "poništi do početka"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in TO_THE_START[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(TO_THE_START) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_to_the_start_is_all_the_moves(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.UNDO, ALL_MOVES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_few_moves_are_all_taken_back(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    dealt = s.game.snapshot()
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    s.handle(line)
    assert s.game.snapshot() == dealt
