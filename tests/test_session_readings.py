"""Two bare numbers with a word between them ("9 on 10", "negen op tien") name two
columns or two ranks: both readings are weighed against the legal moves. Both legal: one
question; one legal: it is played; neither: refused, and nothing changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.resolver import Ask
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")

# The endgame with the 9, 10 and jack of hearts off foundation 6: the 9 of hearts lies on
# the king of spades in column 1, the 10 of hearts alone in column 7, the jack in column 9,
# and the queen of hearts moved from column 3 to column 10.
LAYOUT = (
    ENDGAME.replace(
        "foundation 6: AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH", "foundation 6: AH 2H 3H 4H 5H 6H 7H 8H"
    )
    .replace("column 1: KS\n", "column 1: KS 9H\n")
    .replace("column 3: KC QH\n", "column 3: KC\n")
    .replace("column 7:\n", "column 7: 10H\n")
    .replace("column 9:\n", "column 9: JH\n")
    .replace("column 10:\n", "column 10: QH\n")
)

# "9 on 10" in each language: a word between two digits that says no gender (Catalan "el 9
# al 10", Portuguese "9 no 10", Italian "9 sul 10" say the 10 is a card: `test_article_gender`)
NINE_ON_TEN = {
    "en": "9 on 10",
    "ca": "9 a 10",
    "nl": "9 op 10",
    "pt": "9 para 10",
    "it": "9 su 10",
    "hr": "9 na 10",
}
TEN_ON_ELEVEN = {
    "en": "10 on 11",
    "ca": "10 a 11",
    "nl": "10 op 11",
    "pt": "10 no 11",
    "it": "10 su 11",
    "hr": "10 na 11",
}
FOUR_ON_THREE = {
    "en": "4 on 3",
    "ca": "4 a 3",
    "nl": "4 op 3",
    "pt": "4 no 3",
    "it": "4 su 3",
    "hr": "4 na 3",
}


def session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_lines() -> None:
    assert set(NINE_ON_TEN) == set(TEN_ON_ELEVEN) == set(FOUR_ON_THREE) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_readings_legal_asks_which_move(lang: str) -> None:
    s = session(lang)
    before = s.game.state.key()
    reply = s.handle(NINE_ON_TEN[lang])
    question = s.pending
    assert isinstance(question, Ask) and question.readings
    assert s.game.state.key() == before and s.game.moves == 0
    targets = {m.target for m in question.moves if m.target is not None}
    assert {(p.kind, p.index) for p in targets} == {(PileKind.COLUMN, 6), (PileKind.COLUMN, 9)}
    assert reply.text == s.r.which(s.game.state, question.moves, False, True)
    assert "?" in reply.text and "\n" not in reply.text


def test_the_answer_picks_one_reading() -> None:
    s = session("en")
    s.handle("9 on 10")
    s.handle("column 10")  # the jack of hearts onto the queen, not the 9 onto the 10
    assert s.pending is None and s.game.moves == 1
    assert not s.game.state.columns[8] and s.game.state.columns[0][-1].short() == "9H"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_reading_legal_is_played(lang: str) -> None:
    s = session(lang)
    s.handle(TEN_ON_ELEVEN[lang])  # there is no column 11: the 10 of hearts onto the jack
    assert s.pending is None and s.game.moves == 1
    assert not s.game.state.columns[6] and s.game.state.columns[8][-1].short() == "10H"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_neither_reading_legal_is_refused(lang: str) -> None:
    s = session(lang)
    before = s.game.state.key()
    reply = s.handle(
        FOUR_ON_THREE[lang]
    )  # no free 4; column 4's queen of spades cannot go on the king of clubs
    assert s.pending is None and s.game.state.key() == before and s.game.moves == 0
    assert reply.text


# "the empty column N" in each language: column 6 is empty, column 7 holds the 10 of hearts
QUEEN_TO_EMPTY = {
    "en": "the queen of clubs to the empty column {n}",
    "ca": "la reina de trèvols a la columna buida {n}",
    "nl": "klaveren vrouw naar lege kolom {n}",
    "pt": "a dama de paus para a coluna vazia {n}",
    "it": "la donna di fiori nella colonna vuota {n}",
    "hr": "tref damu u prazan stupac {n}",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_empty_column_with_its_number_is_that_column(lang: str) -> None:
    s = session(lang)
    s.handle(QUEEN_TO_EMPTY[lang].format(n=6))
    assert s.pending is None and s.game.moves == 1
    assert s.game.state.columns[5][-1].short() == "QC" and not s.game.state.columns[7]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_empty_column_said_that_is_not_empty_is_refused(lang: str) -> None:
    s = session(lang)
    before = s.game.state.key()
    reply = s.handle(QUEEN_TO_EMPTY[lang].format(n=7))  # the 10 of hearts lies there
    assert s.pending is None and s.game.state.key() == before and s.game.moves == 0
    assert reply.text


# a switch to a language the game does not offer: the reply lists ours, nothing changes
OTHER_LANGUAGE = {
    "en": "switch to german",
    "ca": "posa-ho en castellà",
    "nl": "zet het in het Duits",
    "pt": "muda para castelhano",
    "it": "passa al tedesco",
    "hr": "prebaci na njemački",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_language_not_offered_lists_the_languages(lang: str) -> None:
    s = session(lang)
    before = s.game.state.key()
    reply = s.handle(OTHER_LANGUAGE[lang])
    assert reply.text == s.r.choose_language(LANGUAGES)
    assert s.settings.lang == lang and s.game.state.key() == before
