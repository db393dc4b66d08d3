"""The word on a program's Redo button, said right after an undo, redoes what that undo took
back, in every language: Croatian "ponovi" (also "say it again") and "ponovi poteze",
Dutch "opnieuw", Italian "ripristina". Anywhere else the same line keeps its own reading:
"ponovi" after a draw or a reading says the last reply again and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.countwords import count_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.redowords import redo_button_lines, says_redo_button
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
LINES = [(lang, " ".join(line)) for lang in LANGUAGES for line in sorted(redo_button_lines(lang))]
# the button's word as players type it, with its capital or a question or exclamation mark
TYPED = {"en": "Redo!", "ca": "Refés", "nl": "Opnieuw!", "pt": "Refazer", "it": "Ripristina", "hr": "Ponovi?"}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _undo(lang: str, n: int) -> str:
    noun = next(w.strip() for w in count_words(translator(lang))["counted_moves"].split("|") if w.strip())
    return f"{word(lang, 'undo')} {n} {noun}"


def test_every_language_has_its_lines() -> None:
    assert all(redo_button_lines(lang) for lang in LANGUAGES)
    assert set(TYPED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), LINES)
def test_right_after_an_undo_the_button_word_redoes(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    assert s.game.snapshot() != drawn
    s.handle(line)
    assert s.game.snapshot() == drawn, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_button_word_as_typed_with_a_capital_and_a_mark(lang: str) -> None:
    assert says_redo_button(TYPED[lang], lang)
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    s.handle(TYPED[lang])
    assert s.game.snapshot() == drawn


@pytest.mark.parametrize("lang", ["hr", "nl"])  # where the word alone is no redo word
def test_after_a_counted_undo_the_button_word_redoes_all_it_took_back(lang: str) -> None:
    s = _session(lang)
    for _ in range(3):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(_undo(lang, 3))
    s.handle(TYPED[lang])
    assert s.game.snapshot() == drawn
    s.handle(_undo(lang, 2))
    s.handle({"hr": "ponovi poteze", "nl": "opnieuw doen"}[lang])  # "opnieuw doen" is a redo word: one
    assert len(s.game.history) == (3 if lang == "hr" else 2)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_not_understood_between_leaves_the_undo_the_last_reply(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    s.handle("blorf wibble")
    s.handle(TYPED[lang])
    assert s.game.snapshot() == drawn


@pytest.mark.parametrize(("lang", "line"), LINES)
def test_after_a_reading_between_the_line_redoes_nothing_it_is_not_a_redo_word(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "board"))
    before = s.game.snapshot()
    said = s.handle(line)
    if s.game.snapshot() != before:  # only the language's redo words redo at any time ("redo")
        assert said.text.startswith(s.p.redone("").strip()[:4]), line


def test_croatian_ponovi_elsewhere_says_the_last_reply_again() -> None:
    s = _session("hr")
    drawn = s.handle(word("hr", "draw")).text
    before = s.game.snapshot()
    again = s.handle("ponovi").text
    assert s.game.snapshot() == before and again.endswith(drawn)
    s.handle(word("hr", "undo"))
    s.handle("ponovi")
    assert s.game.snapshot() == before  # right after the undo: redone
    s.handle("ponovi")
    assert s.game.snapshot() == before  # nothing is left to redo: said again, nothing done
