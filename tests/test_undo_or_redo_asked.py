"""A count of moves taken back in words that also say "bring back" ("vrati ta 4 poteza
natrag", "traz de volta essas 3 jogadas", "bring those 3 moves back") may be an undo or
those moves played again. Right after moves were undone the game asks which and does
nothing yet; "undo" or "redo" answers with the count asked about, "cancel" drops the
question, and a reading is answered while the question waits. Anywhere else the words
undo, as they say; an undo said plainly ("poništi te tri") never asks
(`test_those_moves_counted`)."""

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

BROUGHT_BACK = {
    "en": ("bring those 3 moves back", "bring back 3 moves"),
    "ca": ("torna a posar aquestes 3 jugades", "torna a posar tres jugades"),
    "nl": ("die 3 zetten terugzetten", "3 zetten terughalen"),
    "pt": ("traz de volta essas 3 jogadas", "traz de volta três jogadas"),
    "it": ("riporta indietro quelle 3 mosse", "riporta indietro tre mosse"),
    "hr": ("ipak vrati ta 3 poteza natrag", "vrati 3 poteza natrag"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in BROUGHT_BACK[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(BROUGHT_BACK) == set(LANGUAGES)


def _drawn(lang: str, draws: int = 8) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(draws):
        s.handle(word(lang, "draw"))
    return s


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_words_undo_three_and_may_redo_them(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.UNDO, "3", or_redo=True)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_right_after_an_undo_the_game_asks_and_redo_answers(lang: str, line: str) -> None:
    s = _drawn(lang)
    s.handle(f"{word(lang, 'undo')} 4")
    kept = s.game.snapshot()
    asked = s.handle(line).text
    assert s.game.snapshot() == kept and asked == s.r.undo_or_redo(3)
    s.handle(word(lang, "redo"))
    assert len(s.game.history) == 7


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_undo_answers_with_the_count_asked_about(lang: str, line: str) -> None:
    s = _drawn(lang)
    s.handle(f"{word(lang, 'undo')} 4")
    s.handle(line)
    s.handle(word(lang, "board"))  # a reading is answered; the question waits
    s.handle(word(lang, "undo"))
    assert len(s.game.history) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cancel_drops_the_question(lang: str) -> None:
    s = _drawn(lang)
    s.handle(f"{word(lang, 'undo')} 4")
    kept = s.game.snapshot()
    s.handle(BROUGHT_BACK[lang][0])
    assert s.handle(word(lang, "cancel")).text == s.r.nothing_done()
    s.handle(word(lang, "undo"))  # no question waits: one move undone
    assert s.game.snapshot() != kept and len(s.game.history) == 3


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_anywhere_else_the_words_undo(lang: str, line: str) -> None:
    s = _drawn(lang)
    s.handle(line)
    assert len(s.game.history) == 5
