""" "why" right after the game said a card can go nowhere ("From column 3, the 4 of clubs
cannot move now.") explains that refusal, never the move made before it; a card asked of
that can move leaves "why" about that move. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal
from fortythieves.lang.intents import Options, PileRef, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # column 2 ends with the ace of clubs


def after_a_move(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    s.dispatch(Tap(PileRef(PileKind.COLUMN, 1)))  # the ace of clubs home: a move made
    return s


def columns(s: Session, moving: bool) -> list[int]:
    legal = useful_moves(s.game.state)
    found = [
        i
        for i, cards in enumerate(s.game.state.columns)
        if cards and any(m.source == Pile(PileKind.COLUMN, i) and m.count == 1 for m in legal) == moving
    ]
    assert found, "the deal has such a column"
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_card_that_can_go_nowhere_explains_that(lang: str) -> None:
    s = after_a_move(lang)
    played = s.handle(word(lang, "why")).text  # about the ace's move
    column = columns(s, moving=False)[0]
    state = s.game.state.copy()
    s.dispatch(Options(PileRef(PileKind.COLUMN, column)))
    why = s.handle(word(lang, "why")).text
    card = state.columns[column][-1]
    pile = Pile(PileKind.COLUMN, column)
    assert why == s.p.explain(state, Refusal(Reason.NO_PLACE, (card,), Move(MoveKind.MOVE, pile, pile, 1)))
    assert why != played
    assert s.r.nothing_refused() not in why


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_card_that_can_move_is_still_about_the_move(lang: str) -> None:
    s = after_a_move(lang)
    played = s.handle(word(lang, "why")).text
    s.dispatch(Options(PileRef(PileKind.COLUMN, columns(s, moving=True)[0])))
    assert s.handle(word(lang, "why")).text == played


def test_why_after_nowhere_to_go_in_english() -> None:
    s = after_a_move("en")
    column = columns(s, moving=False)[0]
    said = s.dispatch(Options(PileRef(PileKind.COLUMN, column))).text
    assert said.endswith("cannot move now.")
    why = s.handle("why?").text
    assert why.startswith("A foundation starts with the ace"), why
