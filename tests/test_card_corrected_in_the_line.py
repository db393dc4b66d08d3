"""A card said after a correction, in a line that moved another card to a place ("põe o 8 de
paus na coluna 10, não espera, o 4 de paus"), is the card meant: it goes to that place, in
every language and with every correction word. A card the first one could go onto ("the 2 of
spades to column 3, no, the 3 of spades") may be either the card or where it goes: the line
is not understood; a place moved ("column 2 onto 5, no, the 7") is corrected by no card."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef, Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

FOUR_OF_CLUBS = CardRef(Card(Rank.FOUR, Suit.CLUBS))
TEN = PileRef(PileKind.COLUMN, 9)
MEANT = {
    "en": ("put the 8 of clubs on column 10, no, the 4 of clubs", "move the 9 of hearts to column 10, sorry, the 4 of clubs"),
    "ca": ("posa el 8 de trèvols a la columna 10, no, el 4 de trèvols", "mou el 9 de cors a la columna 10, perdó, el 4 de trèvols"),
    "nl": ("leg klaveren 8 op kolom 10, nee wacht, klaveren 4", "zet harten 9 op kolom 10, ik bedoel klaveren 4"),
    "pt": ("põe o 8 de paus na coluna 10, não espera, o 4 de paus", "põe o 9 de copas na coluna 10, aliás, o 4 de paus"),
    "it": ("metti l'8 di fiori nella colonna 10, no aspetta, il 4 di fiori", "sposta il 9 di cuori nella colonna 10, anzi, il 4 di fiori"),
    "hr": ("stavi tref osmicu u stupac 10, ne čekaj, tref četvorku", "premjesti herc devetku u stupac 10, ne, tref četvorku"),
}  # fmt: skip
EITHER = {  # the card said after the correction could take the first: which is meant?
    "en": "put the 3 of clubs on column 10, no, the 4 of clubs",
    "ca": "posa el 3 de trèvols a la columna 10, no, el 4 de trèvols",
    "nl": "leg klaveren 3 op kolom 10, nee wacht, klaveren 4",
    "pt": "põe o 3 de paus na coluna 10, não espera, o 4 de paus",
    "it": "metti il 3 di fiori nella colonna 10, no aspetta, il 4 di fiori",
    "hr": "stavi tref trojku u stupac 10, ne čekaj, tref četvorku",
}


def test_every_language_has_its_cases() -> None:
    assert set(MEANT) == set(EITHER) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in MEANT[lang]])
def test_the_card_after_the_correction_goes_there(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, MoveIntent), line
    assert intent.source == FOUR_OF_CLUBS and intent.target == TEN, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_the_first_could_go_onto_is_not_guessed(lang: str) -> None:
    assert isinstance(parse(EITHER[lang], lang), Unknown)


def test_a_place_moved_is_corrected_by_no_card() -> None:
    assert isinstance(parse("move column 2 onto 5, no, the 7 of hearts", "en"), Unknown)
