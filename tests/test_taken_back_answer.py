""" "No, the second" as the answer to "which one?" ("no, la segona", "nee, de tweede", "não, a
segunda", "no, la seconda", "ne, druga"), in every language: the choice after the words that
take one back is that choice, and it is played; "no" alone still cancels the question. The
words are the catalogue's choice words."""

from __future__ import annotations

import pytest
from kings import which_king

from fortythieves.lang.languages import LANGUAGES

SECOND = {
    "en": ("no, the second", "no"),
    "ca": ("no, la segona", "no"),
    "nl": ("nee, de tweede", "nee"),
    "pt": ("não, a segunda", "não"),
    "it": ("no, la seconda", "no"),
    "hr": ("ne, druga", "ne"),
}


def test_every_language_has_its_cases() -> None:
    assert set(SECOND) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_then_a_choice_plays_that_choice(lang: str) -> None:
    s = which_king(lang)
    question = s.pending
    assert question is not None
    s.handle(SECOND[lang][0])
    assert s.pending is None and s.game.history[-1:] == [question.moves[1]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_alone_cancels_the_question(lang: str) -> None:
    s = which_king(lang)
    before = s.game.state.key()
    s.handle(SECOND[lang][1])
    assert s.pending is None and s.game.state.key() == before
