"""A card named with the column it lies in and no verb ("the king in column 3", "de heer in kolom
3", "o rei na coluna 3", "il re nella colonna 3", "la sota dins la columna 5") is read, never moved:
where it is and where it can go, or the column when no such card lies there. A verb moves it ("put
the king in column 3"); a word that only says where a card goes ("king to column 3") moves it too.
"The one in column 5" after a card was named is the card column 5 ends with: an empty column 5
takes nothing. The words are the catalogue's "in" words of a card's column."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.lying import _in_words
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# column 5 of the seed deal ends with the jack of spades; column 3 holds no king
ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")  # column 6 empty


def _ins(lang: str) -> list[str]:
    return [w.strip() for w in _in_words(translator(lang)).split("|") if w.strip()]


CASES = [(lang, w) for lang in LANGUAGES for w in _ins(lang)]


def _session(lang: str, layout: str = SEED, quick: bool = False) -> Session:
    s = Session(settings=Settings(lang=lang, quickplay=quick), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(("lang", "inside"), CASES)
def test_a_card_named_in_its_column_never_moves(lang: str, inside: str) -> None:
    for column in all_entries(lang)["column"]:
        line = f"{word(lang, 'rank-11')} {inside} {column} 5"
        for quick in (False, True):
            intent = parse(line, lang, quick)
            assert not changes_game(intent), line


@pytest.mark.parametrize(("lang", "inside"), CASES)
def test_with_a_verb_it_moves(lang: str, inside: str) -> None:
    moves = {
        format_intent(parse(f"{word(lang, 'move')} {word(lang, 'rank-13')} {inside} {column} 3", lang))
        for column in all_entries(lang)["column"]
    }
    assert "move rank K -> c3" in moves, inside


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_is_read_where_it_lies_and_nothing_moves(lang: str) -> None:
    s = _session(lang)
    dealt = s.game.snapshot()
    jack, king = IN_COLUMN[lang][0], IN_COLUMN[lang][1]
    jack_of_spades = card_names(translator(lang))[10]
    assert s.handle(jack).text == s.handle(jack_of_spades).text, jack
    # no king lies in column 3: the column is read
    assert s.handle(king).text == s.handle(f"{word(lang, 'column')} 3").text, king
    assert s.game.snapshot() == dealt


IN_COLUMN = {  # the jack in column 5; a king in column 3
    "en": ("the jack in column 5", "the king in column 3"),
    "ca": ("la sota dins la columna 5", "el rei de la columna 3"),
    "nl": ("de boer in kolom 5", "de heer in kolom 3"),
    "pt": ("o valete na coluna 5", "o rei na coluna 3"),
    "it": ("il fante nella colonna 5", "il re nella colonna 3"),
    "hr": ("dečko u stupcu 5", "kralj u stupcu 3"),
}
THE_ONE = {  # the one in column 6, empty in the endgame
    "en": "the one in column 6",
    "ca": "la de la columna 6",
    "nl": "die in kolom 6",
    "pt": "a que está na coluna 6",
    "it": "quella nella colonna 6",
    "hr": "ona u stupcu 6",
}


def test_every_language_has_its_cases() -> None:
    assert set(IN_COLUMN) == set(THE_ONE) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_one_in_an_empty_column_never_moves_there(lang: str) -> None:
    s = _session(lang, ENDGAME)
    s.handle(card_names(translator(lang))[50])  # the queen of clubs, on top of column 2, named
    named = s.game.snapshot()
    s.handle(THE_ONE[lang])
    assert s.game.snapshot() == named, THE_ONE[lang]
