"""The short forms ("c3 f", "7s 8s", "hh", "d") read one way in each language: each letter
means one thing where it stands, and the help offers only letters that do what it says."""

from __future__ import annotations

import re

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, help_topics
from fortythieves.lang.parser import normalize, parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

RANKS = (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING)  # the order of "letter-ranks"


def _words(lang: str) -> set[str]:
    """Every one-word entry of the language's word lists and of English's, which it reads
    too (ordinals as well: Portuguese "7o" is the seventh)."""
    return {
        normalize(w)
        for source in {lang, "en"}
        for key, items in all_entries(source).items()
        if not key.startswith("letter-")
        for item in items
        for w in item.split(",")
        if " " not in w.strip()
    }


def _letters(lang: str, key: str) -> list[str]:
    return [normalize(w) for w in all_entries(lang)[key]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_short_form_reads_as_the_help_teaches(lang: str) -> None:
    """Where a letter stands says what it is: alone or before a number, a place ("b",
    "c3"); after a rank or a number, a suit ("7p"); first of two letters, a rank ("dp").
    So Catalan "d" is the waste alone, the queen in "dp" and diamonds in "7d"."""
    ranks, suits = _letters(lang, "letter-ranks"), _letters(lang, "letter-suits")
    column, foundation, waste = _letters(lang, "letter-piles")
    assert len({column, foundation, waste}) == 3
    assert parse(foundation, lang) == Read(PileRef(PileKind.FOUNDATION))
    assert parse(waste, lang) == Read(PileRef(PileKind.WASTE))
    assert parse(f"{column}3", lang) == Read(PileRef(PileKind.COLUMN, 2))
    assert parse(f"{column}3 {foundation}", lang) == MoveIntent(
        PileRef(PileKind.COLUMN, 2), PileRef(PileKind.FOUNDATION)
    )
    words = _words(lang)
    for suit, s in zip(Suit, suits, strict=True):
        if f"7{s}" not in words:
            assert parse(f"7{s}", lang) == Read(CardRef(Card(Rank.SEVEN, suit))), (lang, s)
        for rank, r in zip(RANKS, ranks, strict=True):
            if r + s in words:
                continue  # a word first: Portuguese "de" (of) is never the queen of spades
            assert parse(f"{r}{s}", lang) == Read(CardRef(Card(rank, suit))), (lang, r + s)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_letter_the_help_gives_does_what_its_command_does(lang: str) -> None:
    """ "draw (d)": typed alone, "d" does what the word before it does; a letter the
    language gives a place (Catalan "d", the waste) is never offered for a command."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(requested_lang=lang, environ={})
    found = 0
    for key in ("game", "listening"):
        text = s.r.help(s.game.variant, help_topics(lang)[key][0])
        for part in re.split(r"[,:;.]", text):
            m = re.search(r"(\S[^()]*?)\s*\((\w)\)", part)
            if m is None:
                continue
            word, letter = m.group(1).strip("«»„“”‘’\"' "), m.group(2)
            assert parse(letter, lang) == parse(word, lang), (lang, word, letter)
            found += 1
    assert found >= 4, lang
