""" "why" explains the newest reply: right after a move was made it says that nothing was
refused and which rule allowed the move, never the rule of a refusal said before it; right
after the refusal it still gives that refusal's rule. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import Rule
from fortythieves.lang.intents import MoveIntent, PileRef, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

# Column 3 ends with the 5 of clubs, column 8 with the 10 of hearts; column 2 with the ace of clubs.
CODE = "FT1-N-2345673"
ACE_HOME = Move(MoveKind.MOVE, Pile(PileKind.COLUMN, 1), Pile(PileKind.FOUNDATION, 3))


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def refused(s: Session) -> str:
    reply = s.dispatch(MoveIntent(PileRef(PileKind.COLUMN, 2), PileRef(PileKind.COLUMN, 7)))
    assert any(isinstance(e, ev.Refused) for e in reply.events), reply.text
    return s.handle(word(s.lang, "why")).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_move_made_says_it_was_allowed(lang: str) -> None:
    s = opened(lang)
    rule = refused(s)
    before = s.game.state.copy()
    moved = s.dispatch(Tap(PileRef(PileKind.COLUMN, 1)))
    assert [e.outcome.move for e in moved.events if isinstance(e, ev.Moved)] == [ACE_HOME]
    why = s.handle(word(lang, "why")).text
    assert why == s.r.why_played(before, ACE_HOME, Rule.FOUNDATION_BUILD)
    assert rule not in why


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_draw_gives_the_stock_rule(lang: str) -> None:
    s = opened(lang)
    refused(s)
    before = s.game.state.copy()
    s.handle(word(lang, "draw"))
    why = s.handle(word(lang, "why")).text
    assert why == s.r.why_played(before, Move(MoveKind.DRAW), Rule.STOCK)


def test_why_after_a_move_in_english() -> None:
    s = opened("en")
    refused(s)
    s.dispatch(Tap(PileRef(PileKind.COLUMN, 1)))
    assert s.handle("why").text == (
        "Nothing was refused; your last move was allowed: ace of clubs from column 2 to foundation 4. "
        "A foundation starts with the ace of its suit and is built up by suit to the king."
    )
