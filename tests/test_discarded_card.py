"""The waste's card called by what was done to it, in six languages: "the discarded card",
"de afgelegde kaart", "la carta scartata", "odbačena karta", and the same with "drawn" or
"turned", name the waste's top card; with a verb and a place it is the move's source."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import MoveIntent, PileRef
from fortythieves.lang.parser import parse

WASTE = PileRef(PileKind.WASTE)
COLUMN_7 = PileRef(PileKind.COLUMN, 6)
FOUNDATION = PileRef(PileKind.FOUNDATION)

MOVED = [
    ("en", "move the discarded card to column 7", COLUMN_7),
    ("en", "put the drawn card on column 7", COLUMN_7),
    ("ca", "posa la carta descartada a la columna 7", COLUMN_7),
    ("ca", "la carta robada a la columna 7", COLUMN_7),
    ("nl", "zet de afgelegde kaart op kolom 7", COLUMN_7),
    ("nl", "de omgedraaide kaart naar de basis", FOUNDATION),
    ("pt", "põe a carta descartada na coluna 7", COLUMN_7),
    ("pt", "a carta virada para a coluna 7", COLUMN_7),
    ("it", "metti la carta scartata sulla colonna 7", COLUMN_7),
    ("it", "la carta pescata sulla colonna 7", COLUMN_7),
    ("hr", "stavi odbačenu kartu na stupac 7", COLUMN_7),
    ("hr", "izvučenu kartu na stupac 7", COLUMN_7),
]


@pytest.mark.parametrize(("lang", "line", "target"), MOVED)
def test_the_discarded_card_is_the_waste_as_a_source(lang: str, line: str, target: PileRef) -> None:
    assert parse(line, lang) == MoveIntent(WASTE, target), line


PLAYED = [
    ("en", "play the discarded card"),
    ("ca", "juga la carta descartada"),
    ("nl", "speel de afgelegde kaart"),
    ("pt", "joga a carta descartada"),
    ("it", "gioca la carta scartata"),
    ("hr", "odigraj odbačenu kartu"),
]


@pytest.mark.parametrize(("lang", "line"), PLAYED)
def test_the_discarded_card_played_goes_where_it_can(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(WASTE, None), line
