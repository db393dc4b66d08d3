""" "The 3 of spades on it", "3s on it", "desetku na njega", "desetku iz osmog na njega": a
card, then a word for "onto" and "it" ending the line, puts the card onto what was named
last, as "the 3 on the 4" puts it onto that card, with no verb; "I'm on it" and "sleep on
it" name no card and do nothing."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.parser import parse

ONTO_IT = [
    ("en", "the 3 of spades on it", "move 3S -> it"),
    ("en", "3s on it", "move 3S -> it"),
    ("ca", "el 3 de piques sobre aquest", "move 3S -> it"),
    ("nl", "de schoppen 3 op die", "move 3S -> it"),
    ("pt", "o 3 de espadas para esse", "move 3S -> it"),
    ("it", "il 3 di picche su quello", "move 3S -> it"),
    ("hr", "desetku na njega", "move rank 10 -> it"),
    ("hr", "desetku iz osmog na njega", "move rank 10 -> it from c8"),
]


@pytest.mark.parametrize(("lang", "line", "meant"), ONTO_IT)
def test_a_card_onto_it_moves_there(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)) == meant, line


@pytest.mark.parametrize("line", ["I'm on it", "sleep on it", "on it"])
def test_no_card_named_nothing_moves(line: str) -> None:
    assert not changes_game(parse(line, "en"))
