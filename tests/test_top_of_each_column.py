"""The top card of each column is the exposed cards, all of them; the top card of one
column is that column's card."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.parser import parse


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "just the top card of each column"),
        ("en", "top cards of every column please"),
        ("en", "read me the top card of each column"),
        ("nl", "de bovenste kaarten van elke kolom"),
        ("nl", "de bovenste kaart van iedere kolom graag"),
        ("it", "dimmi solo le carte in cima a ogni colonna"),
        ("it", "le carte in cima a ciascuna colonna"),
        ("hr", "koje su karte na vrhu svakog stupca?"),
        ("hr", "koje su karte na vrhu svakog stupca"),
    ],
)
def test_the_top_card_of_each_column_is_the_exposed_cards(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "cmd exposed", line


@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [
        ("en", "the top card of column 5", "read c5"),
        ("en", "top card of column 3 to the foundation", "move c3 -> f"),
        ("nl", "de bovenste kaart van kolom 4", "read c4"),
        ("it", "la carta in cima alla colonna 2", "read c2"),
        ("en", "each column", "unknown"),
    ],
)
def test_the_top_card_of_one_column_is_that_columns_card(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)).startswith(meant), line
