""" "Into the empty spot", "al lloc buit", "na prazno mjesto": an empty column named by an
everyday noun for a place beside the word for "empty", by a noun that names an empty place by
itself ("the gap", "el forat"), or by the word for "empty" alone as where the card goes ("to
the empty one", "a la buida"). Said without the word for "empty" the noun names nothing, and
"empty" named alone still only reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")

TO_AN_EMPTY_COLUMN = {
    "en": (
        "stick the queen of clubs in the open space",
        "queen of clubs into that free slot please",
        "the queen of clubs to the empty one",
        "move the queen of clubs over to the gap",
    ),
    "ca": (
        "posa la dama de trèvols a l'espai lliure",
        "la dama de trèvols al lloc buit, si us plau",
        "mou la dama de trèvols a una buida",
        "la dama de trèvols al forat",
    ),
    "nl": (
        "leg klaveren vrouw op een lege plek",
        "klaveren vrouw naar het vrije plekje graag",
        "zet de klaveren vrouw in het gat",
        "verplaats klaveren vrouw naar een lege",
    ),
    "pt": (
        "põe a dama de paus num lugar vazio",
        "a dama de paus para o espaço vago",
        "mete a dama de paus no buraco",
        "passa a dama de paus para uma vazia",
    ),
    "it": (
        "metti la donna di fiori in uno spazio libero",
        "la donna di fiori nel posto vuoto per favore",
        "sposta la donna di fiori nel buco",
        "la donna di fiori su una casella vuota",
    ),
    "hr": (
        "stavi tref damu na slobodno mjesto",
        "tref damu na prazan prostor",
        "premjesti tref damu u rupu",
        "tref damu na prazno polje",
    ),
}

# "the column that is empty": the word for "empty" said in a clause after the column
THAT_IS_EMPTY = {
    "en": "put the queen of clubs in the column which is empty",
    "ca": "posa la dama de trèvols a la columna que està buida",
    "nl": "leg klaveren vrouw in de kolom die leeg is",
    "pt": "põe a dama de paus na coluna que está livre",
    "it": "metti la donna di fiori nella colonna che è libera",
    "hr": "stavi tref damu u stupac koji je prazan",
}

# the noun alone names no place: nothing is moved and nothing is read as a column
NOUN_ALONE = {
    "en": "put the queen of clubs in the spot",
    "ca": "posa la dama de trèvols al lloc",
    "nl": "leg klaveren vrouw op de plek",
    "pt": "põe a dama de paus no lugar",
    "it": "metti la donna di fiori nel posto",
    "hr": "stavi tref damu na mjesto",
}


def test_every_language_has_its_cases() -> None:
    assert set(TO_AN_EMPTY_COLUMN) == set(NOUN_ALONE) == set(THAT_IS_EMPTY) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in TO_AN_EMPTY_COLUMN.items() for line in lines]
)
def test_an_empty_place_is_an_empty_column(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "move QC -> empty", line


@pytest.mark.parametrize(("lang", "line"), sorted(THAT_IS_EMPTY.items()))
def test_a_column_said_to_be_empty_is_an_empty_column(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "move QC -> empty", line


@pytest.mark.parametrize(("lang", "line"), sorted(NOUN_ALONE.items()))
def test_the_noun_alone_names_no_place(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "unknown", line


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "empty spot"), ("ca", "l'espai buit"), ("hr", "prazno mjesto")]
)
def test_an_empty_place_named_alone_only_reads(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "read empty", line


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_card_goes_to_an_empty_column(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    queen = Card(Rank.QUEEN, Suit.CLUBS)
    s.handle(TO_AN_EMPTY_COLUMN[lang][0])
    assert s.game.moves == 1
    assert [list(c) for c in s.game.state.columns].count([queen]) == 1
