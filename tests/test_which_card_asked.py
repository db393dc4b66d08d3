""" "What is the top card of column 5?", "which card is on top of column 5?", "quina és la
carta de dalt de la columna 5?", "wat is de bovenste kaart van kolom 5?", "qual é a carta de
cima da coluna 5?", "qual è la carta in cima alla colonna 5?", "koja je karta u petom stupcu
na vrhu": a question opened by "which" or "what is" reads what it asks about, as "the top
card of column 5" does (the openers are words of each catalogue's "read"). Asked so, a
move is never made."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

ASKED = {
    "en": (
        "what is the top card of column 5?",
        "which card is on top of column 5?",
        "what card is on top of column 5?",
    ),
    "ca": ("quina és la carta de dalt de la columna 5?", "quina carta hi ha a dalt de la columna 5?"),
    "nl": ("wat is de bovenste kaart van kolom 5?", "welke kaart ligt bovenop kolom 5?"),
    "pt": ("qual é a carta de cima da coluna 5?",),
    "it": ("qual è la carta in cima alla colonna 5?", "che carta c'è in cima alla colonna 5?"),
    "hr": ("koja je karta u petom stupcu na vrhu", "koja je gornja karta u stupcu 5?"),
}
NEVER_MOVED = {
    "en": "what is the 7 on the 8",
    "ca": "quina és la carta del 7 al 8",
    "nl": "wat is de 7 op de 8",
    "pt": "qual é a carta 7 para o 8",
    "it": "qual è la carta 7 sull'8",
    "hr": "koja je karta 7 na 8",
}


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(NEVER_MOVED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in ASKED[lang]])
def test_which_card_reads_the_column(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "read c5", line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_asked_so_nothing_moves(lang: str) -> None:
    assert not changes_game(parse(NEVER_MOVED[lang], lang))
