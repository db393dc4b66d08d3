"""A place named first and then asked about, in six languages: "foundation 2, what's on it?",
"kolom 3, wat ligt erop?", "stupac 3, što je na njemu?" read that place, as "what is on
foundation 2?" does; "on top of" a foundation reads it as it reads a column; a question about
"it" followed by a move is that move."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import It, MoveIntent, PileRef, Read
from fortythieves.lang.parser import parse

COLUMN_3 = PileRef(PileKind.COLUMN, 2)
FOUNDATION_2 = PileRef(PileKind.FOUNDATION, 1)
WASTE = PileRef(PileKind.WASTE)

NAMED_FIRST = [
    ("en", "foundation 2, what's on it?", FOUNDATION_2),
    ("en", "the waste, what's on it?", WASTE),
    ("ca", "columna 3, què hi ha?", COLUMN_3),
    ("ca", "fundació 2, què hi ha?", FOUNDATION_2),
    ("nl", "kolom 3, wat ligt erop?", COLUMN_3),
    ("nl", "de aflegstapel, wat ligt erop?", WASTE),
    ("pt", "coluna 3, o que tem?", COLUMN_3),
    ("pt", "fundação 2, o que tem lá?", FOUNDATION_2),
    ("it", "colonna 3, che c'è sopra?", COLUMN_3),
    ("it", "la fondazione 2, cosa c'è sopra?", FOUNDATION_2),
    ("hr", "stupac 3, što je na njemu?", COLUMN_3),
    ("hr", "treći stupac, što ima na njemu?", COLUMN_3),
]


@pytest.mark.parametrize(("lang", "line", "place"), NAMED_FIRST)
def test_a_place_named_first_then_asked_about_is_read(lang: str, line: str, place: PileRef) -> None:
    assert parse(line, lang) == Read(place), line


ON_TOP = [
    ("en", "what is on top of foundation 2?"),
    ("ca", "què hi ha a sobre de la fundació 2?"),
    ("nl", "wat ligt er bovenop basisstapel 2?"),
    ("pt", "o que está em cima da fundação 2?"),
    ("it", "che c'è in cima alla fondazione 2?"),
    ("hr", "što je na vrhu temelja 2?"),
]


@pytest.mark.parametrize(("lang", "line"), ON_TOP)
def test_what_is_on_top_of_a_foundation_reads_it(lang: str, line: str) -> None:
    assert parse(line, lang) == Read(FOUNDATION_2), line


def test_a_place_named_first_then_moved_stays_a_move() -> None:
    assert parse("column 3, put it on column 5", "en") == MoveIntent(COLUMN_3, PileRef(PileKind.COLUMN, 4))


ASKED_THEN_MOVED = [
    ("en", "what's on it, put it on column 4"),
    ("nl", "wat ligt erop, leg hem op kolom 4"),
    ("it", "che c'è sopra, mettilo sulla colonna 4"),
    ("hr", "što je na njemu, stavi ga na stupac 4"),
]


@pytest.mark.parametrize(("lang", "line"), ASKED_THEN_MOVED)
def test_a_question_about_it_then_a_move_is_the_move(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(It(), PileRef(PileKind.COLUMN, 3)), line
