"""Number words are the player's language's own; digits are everyone's. English "one" is
Croatian "those" ("one druge": those others), so an English number word typed in another
language counts nothing, while "kolom 7", "stupac 7" and "3 5" count in every language. The
words are the catalogue's number words ("num-1" to "num-13") and ordinals."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def _english_only(lang: str) -> list[tuple[int, str]]:
    """The English cardinal numbers that are no word of `lang`'s numbers, with their values; an
    English card word ("deuce") stays a card, as English card names do everywhere."""
    own = {w for n in range(1, 14) for w in all_entries(lang)[f"num-{n}"]}
    cards = {w for n in range(1, 14) for w in all_entries("en")[f"rank-{n}"]}
    english = [(n, all_entries("en")[f"num-{n}"][0]) for n in range(1, 14)]  # "one", "two", ...
    return [(n, w) for n, w in english if w not in own | cards and " " not in w]


@pytest.mark.parametrize("lang", OTHERS)
def test_an_english_number_word_counts_nothing_in_another_language(lang: str) -> None:
    column = word(lang, "column")
    for n, english in _english_only(lang):
        if n > 10:
            continue
        assert format_intent(parse(f"{column} {english}", lang)) != f"read c{n}", english
        assert not changes_game(parse(f"{english} 5", lang)), english


@pytest.mark.parametrize("lang", LANGUAGES)
def test_digits_and_the_languages_own_number_words_count(lang: str) -> None:
    column = word(lang, "column")
    seven = all_entries(lang)["num-7"][0]
    assert format_intent(parse(f"{column} 7", lang)) == "read c7"
    assert format_intent(parse(f"{column} {seven}", lang)) == "read c7", seven
    assert format_intent(parse("3 5", lang)) == "move c3 -> c5"


def test_those_others_in_croatian_is_no_move() -> None:
    assert not changes_game(parse("one druge", "hr"))
    assert not changes_game(parse("uzmi one druge", "hr"))
