""" "And the 6 too" ("en de 6 er ook op", "i el 6 també") after a move onto a column sends the
card to that same column, as it sends it up after a move to a foundation. Generated from each
language's words for "too" and its card names."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.variants import STANDARD
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.linkwords import also_words
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# column 1 ends with the 8 of spades; the 7 (column 2) and the 6 (column 3) of spades build on it
OTHERS = "\n".join(f"column {n}: {n}D" for n in range(4, 11))
LAYOUT = f"variant: {STANDARD.key}\ncolumn 1: KC 8S\ncolumn 2: 5D 7S\ncolumn 3: 5C 6S\n{OTHERS}\nwaste: 2H\n"
SIX = Card(Rank.SIX, Suit.SPADES)


def name(lang: str, card: Card) -> str:
    return card_names(translator(lang))[card.suit * 13 + card.rank - 1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_six_too_goes_onto_the_column_the_seven_went_to(lang: str) -> None:
    wrong = []
    for also in also_words(lang):
        s = Session(Settings(lang=lang))
        s.open(layout=LAYOUT, environ={})
        first = s.handle("c2 c1")
        assert any(isinstance(e, ev.Moved) for e in first.events), first.text
        line = f"{name(lang, SIX)} {' '.join(also)}"
        reply = s.handle(line)
        moved = [e.outcome.move for e in reply.events if isinstance(e, ev.Moved)]
        if [(m.source, m.target) for m in moved] != [(Pile(PileKind.COLUMN, 2), Pile(PileKind.COLUMN, 0))]:
            wrong.append((line, reply.text))
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("lang", "line"), [("nl", "en de 6 er ook op"), ("nl", "en de 6 ook"), ("ca", "i el 6 també")]
)
def test_free_play_lines(lang: str, line: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, environ={})
    s.handle("c2 c1")
    reply = s.handle(line)
    assert [e.outcome.move.target for e in reply.events if isinstance(e, ev.Moved)] == [
        Pile(PileKind.COLUMN, 0)
    ], reply.text
