"""A card and a place joined by the word for "and", with no verb of moving ("il re di picche
e su", "o rei de espadas e para cima": Italian "è" and Portuguese "é", is, typed without their
accents are "e", and), only says where the card is: the line is not understood and moves
nothing. A verb of moving still moves ("metti il re di picche su e pesca"), and a card said
with its place and no "and" still goes there."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Unknown, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

# (a card "and" up, the accented "is" where the language writes one, a card and a column)
SAID = {
    "en": ("the king of spades and up", "the king of spades and column 3"),
    "ca": ("el rei de piques i a dalt", "el rei de piques i la columna 3"),
    "nl": ("de schoppenheer en naar boven", "de schoppenheer en kolom 3"),
    "pt": ("o rei de espadas e para cima", "o rei de espadas é para cima"),
    "it": ("il re di picche e su", "il re di picche è su"),
    "hr": ("pik kralj i gore", "pik kralj i stupac 3"),
}

# the same card sent up with no "and", or with a verb
MOVED = {
    "en": "the king of spades up",
    "ca": "posa el rei de piques a dalt",
    "nl": "de schoppenheer naar boven",
    "pt": "põe o rei de espadas para cima",
    "it": "metti il re di picche su",
    "hr": "pik kralj gore",
}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(LANGUAGES) == set(MOVED)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_and_before_the_place_moves_nothing(lang: str) -> None:
    for line in SAID[lang]:
        intent = parse(line, lang)
        assert isinstance(intent, Unknown) and not changes_game(intent), (line, intent)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_with_its_place_still_moves(lang: str) -> None:
    assert format_intent(parse(MOVED[lang], lang)) == "move KS -> f", MOVED[lang]
