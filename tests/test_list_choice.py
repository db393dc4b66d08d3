"""A choice from the list of moves the game just read out, in every language: an ordinal
after a verb ("do the first"), "number 1", a bare number the list counts to ("1"), and the
item of a card named after "the one with" ("the one with the jack"), which asks when
several items move such a card. A number beyond the list, or said with no list open, is
a column as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.answers import _taking_back_words
from fortythieves.lang.choosing import Choice, list_choice
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# each language's "do the first", "number 2", "the one with the jack", "the one with the ace"
CHOICES = {
    "en": ("do the first", "number 2", "the one with the jack", "the one with the ace"),
    "ca": ("fes la primera", "número 2", "la de la sota", "la de l'as"),
    "nl": ("doe de eerste", "nummer 2", "die met de boer", "die met de aas"),
    "pt": ("faz a primeira", "número 2", "a do valete", "aquela com o ás"),
    "it": ("fai la prima", "numero 2", "quella con il fante", "quella con l'asso"),
    "hr": ("napravi prvi", "broj 2", "onaj s dečkom", "onaj s asom"),
}

# the seed deal's first list: the 2 of hearts onto the 3, the 8 of hearts onto the 9, the jack of
# spades onto the queen, ...
FIRST = Card(Rank.TWO, Suit.HEARTS)
SECOND = Card(Rank.EIGHT, Suit.HEARTS)
JACK = Card(Rank.JACK, Suit.SPADES)


def test_every_language_has_its_cases() -> None:
    assert set(CHOICES) == set(LANGUAGES)


def session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(word(lang, "moves"))
    return s


def _moved(s: Session, card: Card) -> bool:
    return any(card in col for col in s.game.state.columns) and s.game.moves == 1 and _last_card(s) == card


def _last_card(s: Session) -> Card | None:
    move = s.game.history[-1] if s.game.history else None
    if move is None or move.target is None:
        return None
    cards = s.game.state.cards(move.target)
    return cards[-move.count] if cards else None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ordinal_after_a_verb_plays_that_item(lang: str) -> None:
    s = session(lang)
    s.handle(CHOICES[lang][0])
    assert _moved(s, FIRST)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_number_and_a_number_plays_that_item(lang: str) -> None:
    s = session(lang)
    s.handle(CHOICES[lang][1])
    assert _moved(s, SECOND)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bare_number_the_list_counts_to_plays_that_item(lang: str) -> None:
    s = session(lang)
    s.handle("1")
    assert _moved(s, FIRST)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bare_number_beyond_the_list_reads_the_column(lang: str) -> None:
    s = session(lang)
    reply = s.handle("9")
    assert s.game.moves == 0 and reply.text == session(lang).handle("9").text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bare_number_with_no_list_open_reads_the_column(lang: str) -> None:
    s = session(lang)
    s.handle(word(lang, "board"))
    s.handle("1")
    assert s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_one_with_a_card_plays_its_item(lang: str) -> None:
    s = session(lang)
    s.handle(CHOICES[lang][2])
    assert _moved(s, JACK)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_one_with_a_card_of_several_items_asks(lang: str) -> None:
    s = session(lang)
    for line in ("2", word(lang, "moves"), "1", word(lang, "moves")):
        s.handle(line)
    moves = s.game.moves
    reply = s.handle(CHOICES[lang][3])  # two aces of hearts can move: which?
    assert s.game.moves == moves and reply.text.rstrip().endswith("?")


@pytest.mark.parametrize("line", ["the ten", "3 5", "8", "do it"])
def test_what_chooses_no_item(line: str) -> None:
    assert list_choice(line, "en", 4) is None


def test_a_number_after_the_one_with_is_a_rank() -> None:
    assert list_choice("the one with the 10", "en", 4) == Choice(rank=Rank.TEN)


def _taking_back(lang: str) -> list[str]:
    return [w.strip() for w in _taking_back_words(translator(lang)).split("|") if w.strip()]


@pytest.mark.parametrize(("lang", "lead"), [(lang, w) for lang in LANGUAGES for w in _taking_back(lang)])
def test_a_choice_after_no_is_still_that_choice(lang: str, lead: str) -> None:
    s = session(lang)
    s.handle(f"{lead}, {CHOICES[lang][0]}")  # "no, do the first"
    assert _moved(s, FIRST), lead


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_alone_chooses_nothing(lang: str) -> None:
    s = session(lang)
    s.handle(_taking_back(lang)[0])
    assert s.game.moves == 0


# each language's "the second move": the noun of the list's moves after the ordinal
SECOND_MOVE = {
    "en": "the second move",
    "ca": "la segona jugada",
    "nl": "de tweede zet",
    "pt": "a segunda jogada",
    "it": "la seconda mossa",
    "hr": "drugi potez",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ordinal_with_the_noun_of_moves_plays_that_item(lang: str) -> None:
    s = session(lang)
    s.handle(SECOND_MOVE[lang])
    assert _moved(s, SECOND)
