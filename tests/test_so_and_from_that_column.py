"""A line that opens with "so" ("so, to the foundation", "doncs a la base", "dus naar het
fundament", "pois para a base", "quindi in base", "dakle na temelj") is the line after it:
a destination said so sends the card named last there, and a place named with no "to" is
still read. "From that column" said alone ("d'aquella columna", "uit die kolom", "dessa
coluna", "da quella colonna", "iz tog stupca") takes the card named last from its column."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import Cmd, Command, It, MoveIntent, PileRef, Read
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
FOUNDATION = PileRef(PileKind.FOUNDATION)

# "so" then a destination, then the same place named with no "to"
SO = [
    ("en", "so to the foundation", "so, the foundation"),
    ("en", "well, to the foundation", "well the foundations"),
    ("ca", "doncs a la base", "doncs la base"),
    ("ca", "bé doncs, a la base", "doncs les bases"),
    ("nl", "dus naar het fundament", "dus de fundamenten"),
    ("nl", "nou dan, naar het fundament", "nou, de fundamenten"),
    ("pt", "pois para a base", "então a base"),
    ("pt", "portanto, para a base", "pois as bases"),
    ("it", "quindi in base", "quindi la base"),
    ("it", "dunque sulla base", "dunque le basi"),
    ("hr", "dakle na temelj", "dakle temelj"),
    ("hr", "znači na temelj", "pa temelji"),
]


@pytest.mark.parametrize(("lang", "there", "named"), SO)
def test_so_before_a_destination_is_the_destination(lang: str, there: str, named: str) -> None:
    assert parse(there, lang) == Read(FOUNDATION, to=True)
    said = parse(named, lang)
    assert isinstance(said, Read) and said.what == FOUNDATION and not said.to


DRAW = {"en": "draw", "ca": "roba", "nl": "trek", "pt": "vira", "it": "pesca", "hr": "vuci"}


def _session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


@pytest.mark.parametrize(("lang", "there", "named"), SO)
def test_so_to_the_foundation_after_a_draw_moves_the_card(lang: str, there: str, named: str) -> None:
    s = _session(lang)
    s.handle(DRAW[lang])  # the seed deal's first draw is the ace of spades
    s.handle(there)
    assert s.game.state.foundations[0] == [Card(Rank.ACE, Suit.SPADES)]


@pytest.mark.parametrize("lang", sorted(DRAW))
def test_so_then_a_command_is_the_command(lang: str) -> None:
    so = {"en": "so", "ca": "doncs", "nl": "dus", "pt": "pois", "it": "quindi", "hr": "dakle"}[lang]
    assert parse(f"{so} {DRAW[lang]}", lang) == Command(Cmd.DRAW)


FROM_THAT = [
    ("en", "from that column"),
    ("en", "from that line"),
    ("en", "so, from this column please"),
    ("ca", "d'aquella columna"),
    ("ca", "de aquesta columna"),
    ("nl", "uit die kolom"),
    ("nl", "van deze kolom"),
    ("pt", "dessa coluna"),
    ("pt", "daquela coluna"),
    ("it", "da quella colonna"),
    ("it", "da questa colonna"),
    ("hr", "iz tog stupca"),
    ("hr", "iz ovog stupca"),
]


@pytest.mark.parametrize(("lang", "line"), FROM_THAT)
def test_from_that_column_takes_the_card_named_last(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(It(), None, origin=PileRef(PileKind.COLUMN))


# the 3 of hearts: one copy covered in column 2, the other on top of column 8 (it goes on the 4 in column 7)
THREE = {
    "en": ("3 of hearts", "from that column"),
    "ca": ("el 3 de cors", "d'aquella columna"),
    "nl": ("harten 3", "uit die kolom"),
    "pt": ("o 3 de copas", "dessa coluna"),
    "it": ("il 3 di cuori", "da quella colonna"),
    "hr": ("herc trojka", "iz tog stupca"),
}


@pytest.mark.parametrize("lang", sorted(THREE))
def test_from_that_column_after_a_card_moves_it(lang: str) -> None:
    s = _session(lang)
    card, there = THREE[lang]
    s.handle(card)
    s.handle(there)
    assert s.game.state.columns[6][-1] == Card(Rank.THREE, Suit.HEARTS)


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "from column 8"), ("nl", "uit kolom 8"), ("hr", "iz stupca 8")]
)
def test_a_column_said_with_its_number_reads(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(THREE[lang][0])
    s.handle(line)
    assert s.game.moves == 0


def test_from_that_column_with_nothing_named_moves_nothing() -> None:
    s = _session("en")
    s.handle("from that column")
    assert s.game.moves == 0


def test_catalan_elided_de_is_no_waste() -> None:
    """ "d'aquella columna": the "d" is "de" (from), never the waste's letter."""
    said = parse("d'aquella columna", "ca")
    assert isinstance(said, MoveIntent) and said.source == It()
    assert parse("d'acord, roba", "ca") == Command(Cmd.DRAW)
