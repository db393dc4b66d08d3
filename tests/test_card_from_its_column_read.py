"""A card said with the column it comes from, with no verb and no place it goes to ("karo
trojka iz petog", "the 2 of diamonds from column 9") is read there, as the card said "in"
its column is: naming reads, never moves, in every language and with quick play on."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card
from fortythieves.lang.intents import CardRef, RankRef, Read, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

TWO_OF_DIAMONDS = CardRef(Card.parse("2D"))
SAID = {
    "en": ["the 2 of diamonds from column 9", "2 of diamonds out of column 9"],
    "ca": ["el 2 de diamants de la columna 9", "2 de diamants de la novena columna"],
    "nl": ["ruiten 2 uit kolom 9", "de ruiten 2 van kolom 9"],
    "pt": ["o 2 de ouros da coluna 9", "2 de ouros da nona coluna"],
    "it": ["il 2 di quadri dalla colonna 9", "2 di quadri dalla nona colonna"],
    "hr": ["karo dvojka iz devetog", "karo dvojka iz devetog stupca", "karo dvojka iz stupca 9"],
}
CASES = [(lang, line) for lang, lines in SAID.items() for line in lines]


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_card_from_its_column_is_read_there(lang: str, line: str) -> None:
    assert parse(line, lang) == Read(TWO_OF_DIAMONDS, lying_in=8)
    assert not changes_game(parse(line, lang, quick=True))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rank_from_its_column_is_read_there(lang: str) -> None:
    line = {"en": "the 2 from column 9", "ca": "el 2 de la columna 9", "nl": "de 2 uit kolom 9",
            "pt": "o 2 da coluna 9", "it": "il 2 dalla colonna 9", "hr": "dvojku iz devetog"}[lang]  # fmt: skip
    assert parse(line, lang) == Read(RankRef(Card.parse("2D").rank), lying_in=8)
