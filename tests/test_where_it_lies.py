"""A card described by where it lies is read there, never sent there: a line that asks with
no verb never becomes a move ("which card is up on the waste?" reads the waste); the card
"on top of column 3" after the place it goes to is the card that leaves ("send to the
foundation the card on top of column 3"); "and the jack of clubs?" asks about the card,
while "and the jack of clubs" goes where the last one went. In six languages."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef, RankRef, Read, changes_game
from fortythieves.lang.parser import parse

WASTE = PileRef(PileKind.WASTE)
COLUMN_3 = PileRef(PileKind.COLUMN, 2)
FOUNDATION = PileRef(PileKind.FOUNDATION)

ASKED = [
    ("en", "which card is up on the waste?", WASTE),
    ("en", "which card is on top of the waste?", WASTE),
    ("ca", "quina carta hi ha a dalt del descart?", WASTE),
    ("nl", "welke kaart ligt bovenop de aflegstapel?", WASTE),
    ("pt", "qual é a carta lá em cima no descarte?", WASTE),
    ("pt", "que carta está em cima do descarte?", WASTE),
    ("it", "che carta c'è su negli scarti?", WASTE),
    ("it", "quale carta è in cima agli scarti?", WASTE),
    ("hr", "koja karta je gore na otpadu?", WASTE),
    ("hr", "koja je karta na vrhu otpada?", WASTE),
    ("en", "which card lies on top of column 3?", COLUMN_3),
    ("ca", "quina carta hi ha a dalt de la columna 3?", COLUMN_3),
    ("ca", "quina és la carta de dalt del descart?", WASTE),
    ("nl", "welke kaart ligt er boven op kolom 3?", COLUMN_3),
    ("pt", "que carta está em cima da coluna 3?", COLUMN_3),
    ("it", "quale carta c'è in cima alla colonna 3?", COLUMN_3),
    ("hr", "koja je karta gore na trećem stupcu?", COLUMN_3),
]


@pytest.mark.parametrize(("lang", "line", "read"), ASKED)
def test_a_line_that_asks_never_moves(lang: str, line: str, read: PileRef | None) -> None:
    intent = parse(line, lang)
    assert not changes_game(intent), (line, intent)
    if read is not None:
        assert intent == Read(read), (line, intent)


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "put it up"), ("ca", "puja-la a dalt"), ("nl", "leg hem naar boven"), ("pt", "põe-na lá em cima"),
     ("it", "mettila su in cima"), ("hr", "stavi je gore")],
)  # fmt: skip
def test_up_with_a_verb_still_goes_up(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, MoveIntent) and intent.target == FOUNDATION, (line, intent)


TARGET_FIRST = [
    ("en", "send to the foundation the card on top of column 3"),
    ("en", "put on the foundation the card in column 3"),
    ("ca", "envia a la base la carta de dalt de la columna 3"),
    ("ca", "posa a la base la carta de sobre de la columna 3"),
    ("nl", "zet naar de basis de kaart bovenop kolom 3"),
    ("nl", "stuur naar de basis de bovenste kaart van kolom 3"),
    ("pt", "manda para a fundação a carta em cima da coluna 3"),
    ("pt", "põe na fundação a carta de cima da coluna 3"),
    ("it", "metti sulla base la carta in cima alla colonna 3"),
    ("it", "porta in fondazione la carta sulla colonna 3"),
    ("hr", "pošalji na temelj kartu na vrhu stupca 3"),
    ("hr", "stavi na temelj kartu s vrha stupca 3"),
]


@pytest.mark.parametrize(("lang", "line"), TARGET_FIRST)
def test_the_card_said_by_where_it_lies_leaves_it(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(COLUMN_3, FOUNDATION), line


def test_a_card_said_by_where_it_lies_after_a_card_is_the_target() -> None:
    intent = parse("put the 7 on the card in column 5", "en")
    assert isinstance(intent, MoveIntent) and intent.source == RankRef(Rank.SEVEN), intent


JACK = CardRef(Card(Rank.JACK, Suit.CLUBS))
QUEEN = CardRef(Card(Rank.QUEEN, Suit.HEARTS))
AND_THE = [
    ("en", "and the jack of clubs", JACK),
    ("ca", "i el set de cors", CardRef(Card(Rank.SEVEN, Suit.HEARTS))),
    ("nl", "en de harten vrouw", QUEEN),
    ("pt", "e a dama de copas", QUEEN),
    ("it", "e il fante di fiori", JACK),
    ("hr", "i herc dama", QUEEN),
]


@pytest.mark.parametrize(("lang", "line", "card"), AND_THE)
def test_and_the_card_asked_reads_it(lang: str, line: str, card: CardRef) -> None:
    assert parse(line + "?", lang) == Read(card), line
    assert parse(line, lang) == MoveIntent(card, None, like_last=True), line
