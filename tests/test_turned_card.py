"""Right after a move turned a column's face-down card up (Number Ten, Rank and File), "the
turned card" ("de omgedraaide kaart", "la carta girata", "okrenutu kartu") names that card,
never the waste's, although in the standard game the same words name the card a draw
turned onto the waste. Generated from each language's names of the waste that hold a word
of a card turned face up."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.turnedwords import says_turned
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

# The ace of clubs home turns the 7 of diamonds up in column 1; it goes on the 8 of clubs in
# column 2. The waste's 8 of hearts would go on the 9 of spades in column 3.
LAYOUT = """variant: number-ten
waste: 8H
column 1: [5C] [7D] AC
column 2: [2H] [3H] 8C
column 3: [4H] [6H] 9S
column 4: [2D] [3D] KS
column 5: [4D] [5D] KH
column 6: [6D] [9D] KD
column 7: [10D] [JD] KC
column 8: [2S] [3S] QS
column 9: [4S] [5S] QH
column 10: [6S] [7S] QD
"""
SEVEN = Card(Rank.SEVEN, Suit.DIAMONDS)
WASTE = Card(Rank.EIGHT, Suit.HEARTS)


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=LAYOUT, requested_lang=lang, environ={})
    return s


def turned_lines(lang: str) -> list[str]:
    entries = all_entries(lang)
    names = [w for w in entries["waste"] if says_turned(w, lang)]
    verbs = [entries["play"][0], entries["move"][0]]
    return [
        f"{verb} {article}{name}"
        for name in names
        for verb in verbs
        for article in ("", entries["article"][0] + " ")
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_waste_names_hold_words_of_a_turned_card(lang: str) -> None:
    assert turned_lines(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_turned_card_right_after_a_turn_is_that_card(lang: str) -> None:
    wrong = []
    for line in turned_lines(lang):
        s = opened(lang)
        s.play(Move(MoveKind.MOVE, Pile(PileKind.COLUMN, 0), Pile(PileKind.FOUNDATION, 3)))
        assert s.game.state.top(Pile(PileKind.COLUMN, 0)) == SEVEN
        reply = s.handle(line)
        moved = [e.outcome.cards for e in reply.events if isinstance(e, ev.Moved)]
        if moved != [(SEVEN,)] or s.game.state.top(Pile(PileKind.WASTE)) != WASTE:
            wrong.append((line, reply.text))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_no_card_just_turned_the_words_name_the_waste(lang: str) -> None:
    line = turned_lines(lang)[0]
    s = opened(lang)
    moved = [e.outcome.cards for e in s.handle(line).events if isinstance(e, ev.Moved)]
    assert moved == [(WASTE,)], line
