""" "Again" ("nog een keer", "un altre cop", "ancora") right after a move said by its card asks
what to repeat and names that move, since that card cannot move twice; after a draw it draws.
Generated from each language's words for "again" and its card names. A move said by its places
made again: `tests/test_again_by_places.py`."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from tests.test_too_after_a_column_move import LAYOUT

SEVEN = Card(Rank.SEVEN, Suit.SPADES)


def moved_seven(lang: str) -> Session:
    """The 7 of spades played by its name: onto the 8 of spades, its only place."""
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, environ={})
    seven = card_names(translator(lang))[SEVEN.suit * 13 + SEVEN.rank - 1]
    assert any(isinstance(e, ev.Moved) for e in s.handle(f"{all_entries(lang)['play'][0]} {seven}").events)
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_after_a_move_names_the_move_and_moves_nothing(lang: str) -> None:
    seven = card_names(translator(lang))[SEVEN.suit * 13 + SEVEN.rank - 1]
    wrong = []
    for again in all_entries(lang)["again"]:
        s = moved_seven(lang)
        before = s.game.state.key()
        reply = s.handle(again)
        if s.game.state.key() != before or seven.lower() not in reply.text.lower():
            wrong.append((again, reply.text))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_after_an_undo_of_the_move_undoes_again(lang: str) -> None:
    s = moved_seven(lang)
    s.handle(all_entries(lang)["undo"][0])
    reply = s.handle(all_entries(lang)["again"][0])
    assert not any(isinstance(e, ev.Moved) for e in reply.events)
    assert card_names(translator(lang))[SEVEN.suit * 13 + SEVEN.rank - 1].lower() not in reply.text.lower()


def test_nog_een_keer_after_a_move() -> None:
    s = moved_seven("nl")
    assert s.handle("nog een keer").text.startswith(
        "Wat nog een keer? Je laatste actie was een zet: schoppen 7"
    )
