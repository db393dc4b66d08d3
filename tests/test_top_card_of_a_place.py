"""A column's top card named as the place's card, in each language's own way of saying
"of": the English genitive ("column 10's top card", "the waste's top card"), the place said
first ("column 10 top card"), and "the top card of column 10" with its cases and
prepositions. Named alone it reads the column; with a place or a card after it, that
card moves from there. The genitive "'s" of other words ("what's", "let's") stays theirs."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.parser import parse

NAMED = [
    ("en", "column 10's top card"),
    ("en", "column 10’s top card"),
    ("en", "column 10 top card"),
    ("en", "the top card of column 10"),
    ("ca", "la carta de dalt de la columna 10"),
    ("nl", "de bovenste kaart van kolom 10"),
    ("pt", "a carta de cima da coluna 10"),
    ("it", "la carta in cima alla colonna 10"),
    ("hr", "gornja karta stupca 10"),
]

MOVED = [
    ("en", "put column 10's top card on the 7 of diamonds", "move c10 -> 7D"),
    ("en", "column 10's top card onto the 7 of diamonds", "move c10 -> 7D"),
    ("en", "move the waste's top card to column 2", "move waste -> c2"),
    ("en", "column 3's top card to the foundation", "move c3 -> f"),
    ("ca", "posa la carta de dalt de la columna 10 sobre el 7 de diamants", "move c10 -> 7D"),
    ("nl", "leg de bovenste kaart van kolom 10 op de ruiten 7", "move c10 -> 7D"),
    ("pt", "põe a carta de cima da coluna 10 no 7 de ouros", "move c10 -> 7D"),
    ("it", "metti la carta in cima alla colonna 10 sul 7 di quadri", "move c10 -> 7D"),
    ("hr", "stavi gornju kartu iz stupca 10 na karo sedmicu", "move c10 -> 7D"),
    ("hr", "gornju kartu desetog stupca na karo sedmicu", "move c10 -> 7D"),
]


@pytest.mark.parametrize(("lang", "line"), NAMED)
def test_the_top_card_of_a_column_named_alone_reads_the_column(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "read c10"


@pytest.mark.parametrize(("lang", "line", "meant"), MOVED)
def test_the_top_card_of_a_place_moves_from_there(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)).startswith(meant), line


@pytest.mark.parametrize(
    ("line", "meant"),
    [("what's my score", "cmd score"), ("let's draw", "cmd draw"), ("where's the ace of spades", "where AS")],
)
def test_other_words_keep_their_genitive(line: str, meant: str) -> None:
    assert format_intent(parse(line, "en")) == meant
