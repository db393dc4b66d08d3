""" "Did you mean …?" offers a command only for a word long enough to be a slip of it."""

from __future__ import annotations

from fortythieves.lang import parser as P
from fortythieves.lang.intents import Unknown


def test_a_slip_gets_the_nearest_command() -> None:
    assert P.suggest("drwa", "en") == "draw"
    assert P.suggest("pontuaçao", "pt") is not None


def test_a_short_word_gets_no_suggestion() -> None:
    # pt "o quê?" once drew "Did you mean toque?"
    said = P.parse("o quê", "pt")
    assert isinstance(said, Unknown) and said.suggestion is None
    assert P.suggest("que", "pt") is None
