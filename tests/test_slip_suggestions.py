"""A word not understood gets "did you mean ...?" from the nearest other word: a word the
catalogue knows only inside a phrase ("drew", of "I drew") is no answer to itself, and a letter
typed twice ("pescaa") is nearer than a letter left out ("pescata")."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse


def _suggested(line: str, lang: str) -> str | None:
    said = parse(line, lang)
    assert isinstance(said, Unknown), said
    return said.suggestion


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_word_with_its_last_letter_typed_twice_is_suggested(lang: str) -> None:
    draw = word(lang, "draw")
    assert _suggested(draw + draw[-1], lang) == draw


def test_a_word_known_inside_a_phrase_suggests_its_neighbour() -> None:
    assert _suggested("drew", "en") == "draw"
    assert _suggested("pescaa", "it") == "pesca"
