"""A column said by its ordinal alone, after a word of where ("from the sixth", "iz šestog",
"u šestom", "dalla sesta"), is a column in every language, never a card's rank: in
Croatian the ordinal takes the case the place word asks for ("iz petog", "u sedmom",
"na četvrti"), and every case is in the catalogue's ordinals."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef, RankRef
from fortythieves.lang.parser import parse

SIXTH = PileRef(PileKind.COLUMN, 5)
THREE_OF_SPADES = CardRef(Card(Rank.THREE, Suit.SPADES))

# "put the 3 of spades from the sixth on the foundation"
FROM_SIXTH = {
    "en": "put the 3 of spades from the sixth on the foundation",
    "ca": "posa el tres de piques de la sisena a la base",
    "nl": "leg schoppen drie uit de zesde op het fundament",
    "pt": "põe o três de espadas da sexta na base",
    "it": "metti il tre di picche dalla sesta in base",
    "hr": "stavi pik trojku iz šestog na temelj",
}

# "put the jack of spades on the queen in the sixth"
ONTO_IN_SIXTH = {
    "en": "put the jack of spades on the queen in the sixth",
    "ca": "posa la sota de piques sobre la dama de la sisena",
    "nl": "leg de schoppenboer op de vrouw in de zesde",
    "pt": "põe o valete de espadas na dama da sexta",
    "it": "metti il fante di picche sulla donna della sesta",
    "hr": "stavi pik dečka na damu u šestom",
}

# the free play's Croatian lines: each ordinal is a column
CROATIAN = {
    "pik trojku iz šestog isto gore": (THREE_OF_SPADES, 5),
    "pa tref trojku iz sedmog": (CardRef(Card(Rank.THREE, Suit.CLUBS)), 6),
    "karo dvojku iz petog na temelj": (CardRef(Card(Rank.TWO, Suit.DIAMONDS)), 4),
}


@pytest.mark.parametrize("lang", sorted(FROM_SIXTH))
def test_an_ordinal_after_from_is_the_origin_column(lang: str) -> None:
    intent = parse(FROM_SIXTH[lang], lang)
    assert isinstance(intent, MoveIntent), intent
    assert (intent.source, intent.origin) == (THREE_OF_SPADES, SIXTH)
    assert isinstance(intent.target, PileRef) and intent.target.kind is PileKind.FOUNDATION


@pytest.mark.parametrize("lang", sorted(ONTO_IN_SIXTH))
def test_an_ordinal_after_in_is_the_column_of_the_card_moved_onto(lang: str) -> None:
    intent = parse(ONTO_IN_SIXTH[lang], lang)
    assert isinstance(intent, MoveIntent), intent
    assert intent.target == RankRef(Rank.QUEEN) and intent.target_in == 5


@pytest.mark.parametrize("line", sorted(CROATIAN))
def test_croatian_ordinals_in_their_cases_are_columns(line: str) -> None:
    intent = parse(line, "hr")
    card, column = CROATIAN[line]
    assert isinstance(intent, MoveIntent), intent
    assert (intent.source, intent.origin) == (card, PileRef(PileKind.COLUMN, column))
    assert not isinstance(intent.target, RankRef)


def test_a_croatian_ordinal_is_never_a_rank() -> None:
    asked = parse("a karo dvojka iz petog?", "hr")  # no card moves onto a five
    assert not (isinstance(asked, MoveIntent) and isinstance(asked.target, RankRef)), asked
    onto = parse("tref četvorku iz prvog stupca na peticu u sedmom", "hr")
    assert isinstance(onto, MoveIntent) and onto.target == RankRef(Rank.FIVE) and onto.target_in == 6


def test_the_one_in_the_seventh_is_column_seven() -> None:
    intent = parse("stavi je na onu u sedmom", "hr")
    assert isinstance(intent, MoveIntent) and intent.target == PileRef(PileKind.COLUMN, 6)
