"""A word for "first" opening a line ("first the 6 of diamonds on the 7", "prima il 6 di
quadri sul 7 di quadri", "prvo šesticu karo na sedmicu karo") says what to do first: the move
after it is meant, and with a "then" part after it the moves are done in order. It counts only
right before a card, an article and a number, or a command's verb: "first column" is still the
ordinal. The words are the catalogue's "first words" class."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import CardRef, Cmd, Command, MoveIntent, Series
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

SIX_ON_SEVEN = MoveIntent(CardRef(Card(Rank.SIX, Suit.DIAMONDS)), CardRef(Card(Rank.SEVEN, Suit.DIAMONDS)))

# (the move after a "first" word, the same with a "no" before it, the move and a draw after it)
SAID = {
    "en": (
        "first of all the 6 of diamonds on the 7 of diamonds",
        "no, first the six of diamonds onto the seven of diamonds",
        "first the 6 of diamonds on the 7 of diamonds, then draw",
    ),
    "ca": (
        "primer de tot el 6 de diamants sobre el 7 de diamants",
        "no, primer el sis de diamants sobre el set de diamants",
        "primer el 6 de diamants sobre el 7 de diamants i després roba",
    ),
    "nl": (
        "allereerst ruiten 6 op ruiten 7",
        "nee, eerst ruiten zes op ruiten zeven",
        "eerst ruiten 6 op ruiten 7 en dan trek",
    ),
    "pt": (
        "primeiro que tudo o 6 de ouros no 7 de ouros",
        "não, primeiro o seis de ouros para o sete de ouros",
        "primeiro o 6 de ouros no 7 de ouros, depois tira uma carta",
    ),
    "it": (
        "per prima cosa il 6 di quadri sul 7 di quadri",
        "no, prima il sei di quadri sul sette di quadri",
        "prima il 6 di quadri sul 7 di quadri, poi pesca",
    ),
    "hr": (
        "najprije šesticu karo na sedmicu karo",
        "ne, prvo karo šesticu na karo sedmicu",
        "prvo šesticu karo na sedmicu karo, onda vuci kartu",
    ),
}

# a "first" said before a pile keeps the ordinal's meaning: the line reads as it would without
# the lead being passed over
COLUMN_FIRST = {
    "en": "first column to 5",
    "ca": "primera columna a la 5",
    "nl": "eerste kolom op 5",
    "pt": "primeira coluna para a 5",
    "it": "prima colonna sulla 5",
    "hr": "prvi stupac na 5",
}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(COLUMN_FIRST) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_move_after_first_is_meant(lang: str) -> None:
    first, after_no, _then = SAID[lang]
    assert parse(first, lang) == SIX_ON_SEVEN, first
    assert parse(after_no, lang) == SIX_ON_SEVEN, after_no


@pytest.mark.parametrize("lang", LANGUAGES)
def test_first_and_then_are_done_in_order(lang: str) -> None:
    line = SAID[lang][2]
    said = parse(line, lang)
    assert isinstance(said, Series), line
    assert said.parts == (SIX_ON_SEVEN, Command(Cmd.DRAW)), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ordinal_before_a_pile_is_left_as_it_was(lang: str) -> None:
    line = COLUMN_FIRST[lang]
    said = parse(line, lang)
    assert not (isinstance(said, MoveIntent) and said.source == SIX_ON_SEVEN.source), line


# the jack of spades from column 5 onto the queen of spades in column 6 of the seed deal, said first
JACK_FIRST = {
    "en": "first the jack of spades on the queen of spades",
    "ca": "primer la sota de piques sobre la dama de piques",
    "nl": "eerst schoppen boer op schoppen vrouw",
    "pt": "primeiro o valete de espadas na dama de espadas",
    "it": "innanzitutto il fante di picche sulla donna di picche",
    "hr": "za početak pik dečka na pik damu",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_move_after_first_is_played(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    jack = s.game.state.columns[4][-1]
    s.handle(JACK_FIRST[lang])
    assert s.game.state.columns[5][-1] == jack, JACK_FIRST[lang]
