"""Croatian as it is typed in everyday talk: the clipped infinitive "vuć" (vući) draws and is
asked about, "kolko" asks a count as "koliko" does (the count, not only the column read out),
and every case of the ordinals names the column ("u drugome stupcu", "u trećemu stupcu")."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import ADVICE, Cmd, Command, PileRef, Read
from fortythieves.lang.parser import parse

COLUMN_THREE_COUNTED = Read(PileRef(PileKind.COLUMN, 2), count=True)


def test_the_clipped_draw_draws_and_is_asked_about() -> None:
    assert parse("vuć", "hr") == Command(Cmd.DRAW)
    assert parse("trebam li vuć?", "hr") == Command(Cmd.DRAW_ASKED, ADVICE)


@pytest.mark.parametrize(
    "line",
    ["kolko je karata u stupcu 3", "kolko karata ima u stupcu 3?", "kolko je karata ostalo u stupcu 3"],
)
def test_kolko_asks_the_count(line: str) -> None:
    assert parse(line, "hr") == COLUMN_THREE_COUNTED


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("što je u drugom stupcu", 1),
        ("što je u drugome stupcu", 1),
        ("što je u drugomu stupcu", 1),
        ("što je u trećemu stupcu", 2),
        ("što je u prvome stupcu", 0),
        ("što je u osmome stupcu", 7),
    ],
)
def test_every_case_of_an_ordinal_names_the_column(line: str, column: int) -> None:
    said = parse(line, "hr")
    assert isinstance(said, Read) and said.what == PileRef(PileKind.COLUMN, column), said
