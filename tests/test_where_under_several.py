"""Where a card lies under several cards, the answer names every card on it, in the order
the column is read (the first-dealt card up, or the exposed card down), in every language."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.phrasing.board import Readouts
from fortythieves.lang.phrasing.modes import Order
from fortythieves.lang.phrasing.names import Names
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

LAYOUT = "variant: {key}\ncolumn 1: 5C 9H 8S 7H 6S\n{others}\nwaste: 2H\n"
NINE = Card(Rank(9), Suit.HEARTS)
SEVEN = Card(Rank(7), Suit.HEARTS)
ON_NINE = [Card(Rank(8), Suit.SPADES), SEVEN, Card(Rank(6), Suit.SPADES)]


def state_with_a_run() -> State:
    others = "\n".join(f"column {n}: {n}D" for n in range(2, 11))
    s = Session(Settings(lang="en"))
    s.open(layout=LAYOUT.format(key=STANDARD.key, others=others), environ={})
    return s.game.state


def name_in(lang: str, card: Card) -> str:
    return card_names(translator(lang))[card.suit * 13 + card.rank - 1]


@pytest.mark.parametrize("order", list(Order))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_on_it_is_named_in_reading_order(lang: str, order: Order) -> None:
    state = state_with_a_run()
    reply = Readouts(Names(translator(lang))).where(state, NINE, order)
    names = [name_in(lang, c) for c in ON_NINE]
    if order is Order.EXPOSED_FIRST:
        names.reverse()
    places = [reply.find(n) for n in names]
    assert -1 not in places, (reply, names)
    assert places == sorted(places), reply
    assert "3" in reply, reply


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_card_on_it_is_named_alone(lang: str) -> None:
    state = state_with_a_run()
    reply = Readouts(Names(translator(lang))).where(state, SEVEN, Order.DEALT_FIRST)
    assert name_in(lang, ON_NINE[2]) in reply or name_in(lang, ON_NINE[2]).lower() in reply.lower(), reply
    assert name_in(lang, ON_NINE[0]) not in reply, reply
