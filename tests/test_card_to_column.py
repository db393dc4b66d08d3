"""A line that moves "the card" to a column never takes that column for the card's place:
"mou la carta a la columna 8" moved the top card of column 8 elsewhere. Which card is not
said: the line is refused. Generated from each language's verbs of moving, its
words for "onto" and for column, with "the card" as its players say it."""

from __future__ import annotations

import pytest

from fortythieves.lang.concepts import onto_words
from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse

THE_CARD = {
    "en": "the card",
    "ca": "la carta",
    "nl": "de kaart",
    "pt": "a carta",
    "it": "la carta",
    "hr": "kartu",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_to_a_column_never_moves_that_columns_card(lang: str) -> None:
    entries = all_entries(lang)
    column = entries["column"][0]
    wrong, read = [], 0
    for verb in entries["move"][:4]:
        for onto in sorted(onto_words(lang)):
            for n in range(1, 11):
                line = f"{verb} {THE_CARD[lang]} {onto} {column} {n}"
                got = parse(line, lang)
                read += 1
                if changes_game(got):
                    wrong.append((line, format_intent(got)))
    assert read >= 200
    assert not wrong, "\n".join(map(str, wrong[:20]))
