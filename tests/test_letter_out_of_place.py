""" "vrai" for "vira": a letter typed out of its place in a command's word is one slip, as two
swapped letters are, so the game asks about that command ("Queria dizer vira?"), never a
shorter word one letter away ("vai"). In every language."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parsing.nearest import nearest_word
from fortythieves.lang.parsing.pipeline import parse

SLIPS = {
    "en": (("dawr", "draw"), ("hnti", "hint")),
    "ca": (("rbao", "roba"), ("tulera", "tauler")),
    "nl": (("tekr", "trek"), ("tfela", "tafel")),
    "pt": (("vrai", "vira"), ("dcai", "dica")),
    "it": (("pscae", "pesca"), ("tvoloa", "tavolo")),
    "hr": (("vciu", "vuci"), ("pmooc", "pomoć")),
}
CASES = [(lang, typed, meant) for lang in LANGUAGES for typed, meant in SLIPS[lang]]


@pytest.mark.parametrize(("lang", "typed", "meant"), CASES)
def test_a_letter_out_of_place_is_the_command(lang: str, typed: str, meant: str) -> None:
    assert nearest_word(typed, lang) == meant
    said = parse(typed, lang)
    assert isinstance(said, Unknown)  # asked about, never acted on
    assert said.suggestion == meant
