"""A card moved onto, named with the column it lies in ("put the jack on the queen in
column 6", "op de vrouw in kolom 6", "na damu u stupcu 6"), in every language: the move goes
onto that card, and only where it ends that column. Column 6 empty or ending with another
card refuses the move, with the column's card, and moves nothing; read as "onto column 6"
the card went there. A pronoun in the card's place ("onto the one in column 6") is that
column's exposed card."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import MoveIntent, RankRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# the seed deal with column 6 (whose queen of spades the jack of spades goes on) empty
EMPTY_SIX = SEED.replace("column 6: KC JS 8S QS", "column 6:") + "foundation 1: AS\n"

# each language's "put the jack of spades on the queen in column {n}", said in the ways its
# players say the card's column; and "... on the one in column {n}"
ONTO = {
    "en": (
        "put the jack of spades on the queen in column {n}",
        "move the jack of spades onto the queen of column {n}",
        "jack of spades on the queen in the column {n}",
    ),
    "ca": (
        "posa la sota de piques sobre la dama de la columna {n}",
        "mou la sota de piques a la dama de la columna {n}",
        "posa la sota de piques sobre la dama a la columna {n}",
    ),
    "nl": (
        "leg de schoppenboer op de vrouw in kolom {n}",
        "zet de schoppenboer op de vrouw van kolom {n}",
        "schoppenboer op de vrouw in kolom {n}",
    ),
    "pt": (
        "põe o valete de espadas na dama da coluna {n}",
        "move o valete de espadas para a dama na coluna {n}",
        "mete o valete de espadas em cima da dama da coluna {n}",
    ),
    "it": (
        "metti il fante di picche sulla donna della colonna {n}",
        "sposta il fante di picche sulla donna nella colonna {n}",
        "fante di picche sulla donna della colonna {n}",
    ),
    "hr": (
        "stavi pik dečka na damu u stupcu {n}",
        "premjesti pik dečka na damu u stupcu {n}",
        "pik dečka na damu na stupcu {n}",
    ),
}
PRONOUN = {
    "en": "put the jack of spades on the one in column {n}",
    "ca": "posa la sota de piques sobre la de la columna {n}",
    "nl": "leg de schoppenboer op die in kolom {n}",
    "pt": "põe o valete de espadas sobre aquela da coluna {n}",
    "it": "metti il fante di picche su quella della colonna {n}",
    "hr": "stavi pik dečka na onu u stupcu {n}",
}
JACK = Card(Rank.JACK, Suit.SPADES)
QUEEN = Card(Rank.QUEEN, Suit.SPADES)
CASES = [(lang, line) for lang in LANGUAGES for line in ONTO[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(ONTO) == set(PRONOUN) == set(LANGUAGES)


def session(lang: str, layout: str = SEED) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=layout, environ={})
    return s


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_card_moved_onto_is_kept_to_its_column(lang: str, line: str) -> None:
    intent = parse(line.format(n=6), lang)
    assert isinstance(intent, MoveIntent)
    assert intent.target == RankRef(Rank.QUEEN) and intent.target_in == 5 and intent.other is None


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_onto_the_card_where_that_column_ends_with_it(lang: str, line: str) -> None:
    s = session(lang)
    s.handle(line.format(n=6))
    assert tuple(s.game.state.columns[5][-2:]) == (QUEEN, JACK)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_column_that_ends_with_another_card_moves_nothing(lang: str, line: str) -> None:
    s = session(lang)
    said = s.handle(line.format(n=4)).text  # column 4 ends with the 7 of diamonds
    assert s.game.moves == 0
    assert "4" in said
    assert s.handle(word(lang, "why")).text not in ("", said)  # the rule behind the refusal


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_an_empty_column_takes_no_card_said_to_go_on_one_there(lang: str, line: str) -> None:
    s = session(lang, EMPTY_SIX)
    assert not s.game.state.columns[5]
    said = s.handle(line.format(n=6)).text
    assert s.game.moves == 0 and not s.game.state.columns[5]
    assert "6" in said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_pronoun_with_its_column_is_that_columns_card(lang: str) -> None:
    s = session(lang)
    s.handle(PRONOUN[lang].format(n=6))
    assert tuple(s.game.state.columns[5][-2:]) == (QUEEN, JACK)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_pronoun_with_an_empty_column_moves_nothing(lang: str) -> None:
    s = session(lang, EMPTY_SIX)
    said = s.handle(PRONOUN[lang].format(n=6)).text
    assert s.game.moves == 0 and not s.game.state.columns[5] and "6" in said
