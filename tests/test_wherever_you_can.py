""" "Wherever you can" said to the player in place of a move's target, in six languages: "play
column 8 wherever you can", "speel kolom 8 waar je kan", "gdje god možeš" send the card where it can
go, as "wherever it fits" does; said alone, they never act."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Rank
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import MoveIntent, PileRef, RankRef, changes_game
from fortythieves.lang.parser import parse

COLUMN_8 = PileRef(PileKind.COLUMN, 7)
KING = RankRef(Rank.KING)

YOU_CAN = [
    ("en", "play column 8 wherever you can", COLUMN_8),
    ("ca", "juga la carta de la columna 8 on puguis", COLUMN_8),
    ("ca", "posa el rei allà on puguis", KING),
    ("ca", "posa el rei on toca", KING),
    ("ca", "juga la carta de la columna 8 on li toca", COLUMN_8),
    ("nl", "speel kolom 8 waar je kan", COLUMN_8),
    ("nl", "leg de heer waar je kunt", KING),
    ("pt", "joga a carta da coluna 8 para onde puderes", COLUMN_8),
    ("pt", "põe o rei onde você puder", KING),
    ("it", "gioca la colonna 8 dove puoi", COLUMN_8),
    ("it", "metti il re ovunque puoi", KING),
    ("hr", "odigraj stupac 8 gdje god možeš", COLUMN_8),
    ("hr", "stavi kralja gdje god možeš", KING),
]


@pytest.mark.parametrize(("lang", "line", "source"), YOU_CAN)
def test_wherever_you_can_is_the_place_it_can_go(lang: str, line: str, source: RankRef | PileRef) -> None:
    assert parse(line, lang) == MoveIntent(source, None), line


ALONE = [
    ("en", "wherever you can"),
    ("ca", "on puguis"),
    ("ca", "on toca"),
    ("nl", "waar je kan"),
    ("pt", "onde puderes"),
    ("it", "ovunque puoi"),
    ("hr", "gdje god možeš"),
]


@pytest.mark.parametrize(("lang", "line"), ALONE)
def test_wherever_you_can_alone_never_acts(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line


# Croatian asks "where can you put the 2?" with the words of a relative "wherever you can" without
# "god": a question, never the move
QUESTIONS = [("hr", "gdje možeš staviti 2 pik?"), ("hr", "kamo možeš staviti dvojku?")]


@pytest.mark.parametrize(("lang", "line"), QUESTIONS)
def test_where_can_you_put_it_asks(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line
