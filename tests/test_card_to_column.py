"""A line that moves "the card" to a column never takes that column for the card's place:
"mou la carta a la columna 8" moved the top card of column 8 elsewhere. Which card is not
said: the line is refused. Generated from each language's verbs of moving, its
words for "onto" and for column, with "the card" as its players say it; after a verb that
places a card, every word for "to", "on" and "in" too ("put the card on column 8")."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import any_card_words, onto_words
from fortythieves.lang.intents import MoveIntent, PileRef, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.placing import placing_words
from fortythieves.lang.tags import TagKind
from fortythieves.lang.tokenizer import tag_words

THE_CARD = {
    "en": "the card",
    "ca": "la carta",
    "nl": "de kaart",
    "pt": "a carta",
    "it": "la carta",
    "hr": "kartu",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_to_a_column_never_moves_that_columns_card(lang: str) -> None:
    entries = all_entries(lang)
    column = entries["column"][0]
    wrong, read = [], 0
    for verb in entries["move"][:4]:
        for onto in sorted(onto_words(lang)):
            for n in range(1, 11):
                line = f"{verb} {THE_CARD[lang]} {onto} {column} {n}"
                got = parse(line, lang)
                read += 1
                if changes_game(got):
                    wrong.append((line, format_intent(got)))
    assert read >= 200
    assert not wrong, "\n".join(map(str, wrong[:20]))


# A verb that gives no direction, with a word that says where a card lies: the card that lies there
PLAY_THE_CARD_IN = {
    "en": "play the card in column {n}",
    "ca": "juga la carta de la columna {n}",
    "nl": "speel de kaart in kolom {n}",
    "pt": "joga a carta na coluna {n}",
    "it": "gioca la carta nella colonna {n}",
    "hr": "odigraj kartu u stupcu {n}",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_after_a_placing_verb_goes_to_the_place_named(lang: str) -> None:
    entries = all_entries(lang)
    column = entries["column"][0]
    verbs = sorted(placing_words(lang) - placing_words("en")) if lang != "en" else sorted(placing_words(lang))
    wrong, read = [], 0
    for verb in verbs:
        for to in entries["to"]:
            for n in (1, 8):
                for line in (
                    f"{verb} {THE_CARD[lang]} {to} {column} {n}",
                    f"{THE_CARD[lang]} {to} {column} {n} {verb}",
                ):
                    got = parse(line, lang)
                    read += 1
                    if changes_game(got):
                        wrong.append((line, format_intent(got)))
    assert read >= 100
    assert not wrong, "\n".join(map(str, wrong[:20]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_after_a_verb_of_playing_is_the_one_in_the_place_named(lang: str) -> None:
    for n in (1, 6, 10):
        got = parse(PLAY_THE_CARD_IN[lang].format(n=n), lang)
        assert isinstance(got, MoveIntent) and got.source == PileRef(PileKind.COLUMN, n - 1), (n, got)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_words_are_the_languages_own_and_no_verb(lang: str) -> None:
    """Portuguese "a carta" is "the card": English "a" is no word for a card left unsaid
    there. Croatian, with no articles, says "the card" with its verbs, which place the card
    and are no words of "a card"."""
    words = any_card_words(lang)
    assert words
    if lang == "pt":
        assert "a" not in words
    verbs = {w for w in words for t in tag_words(w.split(), lang)[0] if t.kind is TagKind.MOVE}
    assert not verbs, sorted(verbs)
    assert not words & placing_words(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_of_cards_after_a_placing_verb_goes_to_the_place_named(lang: str) -> None:
    """ "put 3 cards on column 8" moved 3 cards off column 8: a count says how many cards,
    never which; with no origin said the line is refused."""
    entries = all_entries(lang)
    column = entries["column"][0]
    wrong, read = [], 0
    for verb in sorted(placing_words(lang)):
        for cards in entries["cardword"][:2]:
            for n in (2, 3):
                line = f"{verb} {n} {cards} {entries['to'][0]} {column} 8"
                got = parse(line, lang)
                read += 1
                if changes_game(got):
                    wrong.append((line, format_intent(got)))
    assert read >= 40
    assert not wrong, "\n".join(map(str, wrong[:20]))
