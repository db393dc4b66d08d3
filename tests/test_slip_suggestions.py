"""A word not understood gets "did you mean ...?" from the nearest other word: a word the
catalogue knows only inside a phrase ("drew", of "I drew") is no answer to itself, nor ever
offered ("recomanat"), and a letter typed twice ("pescaa") is nearer than a letter left out
("pescata"). A word of three letters reaches a command one letter away ("udo"), a command is
nearer than another word as close ("rova": "roba", not "roja"), and an elision typed without
its apostrophe is offered with it ("las": "l'as", "sull8": "sull'8")."""

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


# a slip of one letter, in a short word too, and an elision typed without its apostrophe
SLIPS = {
    "en": [("drwa", "draw"), ("udo", "undo"), ("hitn", "hint")],
    "ca": [("rova", "roba"), ("las a la base", "l'as a la base")],
    "nl": [("trkek", "trek"), ("ongedan", "ongedaan")],
    "pt": [("tria", "tira"), ("anluar", "anular")],
    "it": [
        ("e adesso il 7 di fiori sull8 di fiori", "e adesso il 7 di fiori sull'8 di fiori"),
        ("pesac", "pesca"),
    ],
    "hr": [("vcui", "vuci"), ("ponsiti", "poništi")],
}
# lines whose nearest words mean nothing alone, or are only words of a phrase: nothing offered
NO_OFFER = {
    "en": ["the flimflam", "drewn"],
    "ca": ["desfè", "xyz a la base"],  # "desfè": as near "desfés" as "desfer", "desfa"
    "nl": ["flap naar kolom 3"],
    "pt": ["e o 9 de espadas? dá para pôr por cima?"],
    "it": ["blu sulla colonna 3"],
    "hr": ["ne, asa mislim"],
}


def test_every_language_has_its_slips() -> None:
    assert set(SLIPS) == set(NO_OFFER) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "typed", "meant"), [(lang, t, m) for lang in LANGUAGES for t, m in SLIPS[lang]]
)
def test_a_one_letter_slip_is_offered_its_command(lang: str, typed: str, meant: str) -> None:
    assert _suggested(typed, lang) == meant


@pytest.mark.parametrize(("lang", "typed"), [(lang, t) for lang in LANGUAGES for t in NO_OFFER[lang]])
def test_no_word_that_means_nothing_alone_is_offered(lang: str, typed: str) -> None:
    assert _suggested(typed, lang) is None
