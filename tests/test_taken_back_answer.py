""" "No, the second" as the answer to "which one?" ("no, la segona", "nee, de tweede", "não, a
segunda", "no, la seconda", "ne, druga"), in every language: the choice after the words that
take one back is that choice, and it is played; "no" alone still cancels the question. The
words are the catalogue's choice words."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
SECOND = {
    "en": ("no, the second", "no"),
    "ca": ("no, la segona", "no"),
    "nl": ("nee, de tweede", "nee"),
    "pt": ("não, a segunda", "não"),
    "it": ("no, la seconda", "no"),
    "hr": ("ne, druga", "ne"),
}


def _asked(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    s.handle("put the king on the foundation")  # the king of spades or the king of hearts?
    assert s.pending is not None
    return s


def test_every_language_has_its_cases() -> None:
    assert set(SECOND) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_then_a_choice_plays_that_choice(lang: str) -> None:
    s = _asked(lang)
    question = s.pending
    assert question is not None
    s.handle(SECOND[lang][0])
    assert s.pending is None and s.game.history[-1:] == [question.moves[1]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_alone_cancels_the_question(lang: str) -> None:
    s = _asked(lang)
    before = s.game.state.key()
    s.handle(SECOND[lang][1])
    assert s.pending is None and s.game.state.key() == before
