"""The list of moves to an empty column names each of two copies of a card with its column
("king of clubs from column 4 and king of clubs from column 6"): said twice alone, the
same name is heard as one card repeated. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

# Column 1 is empty; a king of clubs ends columns 4 and 6.
LAYOUT = """variant: forty-thieves
waste: 5C
column 1:
column 2: JC 3H 2S 9H
column 3: 9C JH AH 8H
column 4: 8D 9D 7D KC
column 5: 10D 9S AH JS
column 6: JS 8S QS KC
column 7: 9D QH 6D 4H
column 8: 9H AS AC 3H
column 9: 6C 5S 7H 4D
column 10: 5D 9C 2S 10C
"""
KING = Card(Rank.KING, Suit.CLUBS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_copy_of_a_card_is_named_with_its_column(lang: str) -> None:
    t = translator(lang)
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=LAYOUT, requested_lang=lang, environ={})
    said = s.handle(word(lang, "moves")).text
    king = card_names(t)[KING.suit * 13 + KING.rank - 1]
    for column in (4, 6):
        origin = t._("from column {number}").format(number=column)
        apart = t._("{card} {origin}").format(card=king, origin=origin)
        assert apart.lower() in said.lower(), (apart, said)
    assert said.lower().count(king.lower()) == 2, said
