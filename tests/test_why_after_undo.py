""" "Why" right after a move was taken back, in every language: nothing was refused, the
move was taken back as asked, and the move is named; never the rule of the move undone, nor
an older refusal's. Right after a redo it says the move taken back was made again."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_an_undo_says_the_move_was_taken_back(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    allowed = s.handle(word(lang, "why")).text  # right after the draw: it was allowed
    s.handle(word(lang, "undo"))
    said = s.handle(word(lang, "why")).text
    assert said != allowed
    (undone,) = s.game.redo_moves
    assert said == s.r.why_taken_back(s.game.state, undone)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_refusal_then_an_undo_is_about_the_undo(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle("1 2")  # column 1's 2 of hearts does not go on column 2's 9 of hearts
    refused = s.handle(word(lang, "why")).text
    s.handle(word(lang, "undo"))
    assert s.handle(word(lang, "why")).text != refused


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_redo_says_the_move_was_made_again(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "undo"))
    before = s.game.state.copy()
    (undone,) = s.game.redo_moves
    taken_back = s.handle(word(lang, "why")).text
    s.handle(word(lang, "redo"))
    said = s.handle(word(lang, "why")).text
    assert said != taken_back  # never "you took back your last move" after a redo
    assert said == s.r.why_redone(before, undone)
