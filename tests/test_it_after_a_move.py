""" "To the foundation" right after a move names no card: its reply named two, the card moved
and the one it left on top ("The waste now shows the 3 of clubs"). The one that can go there
is meant; when both can, the game asks which and moves nothing; when neither can, the card
moved is refused as before. In every language, said as a place alone or with "it"."""

from __future__ import annotations

import pytest
from test_guiding_replies import SEED_COLUMNS, position, session

from fortythieves.core.cards import Card
from fortythieves.core.moves import Pile, PileKind
from fortythieves.lang.intents import MoveIntent, PileRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play import reply as ev
from fortythieves.play.session import Session

COLUMNS = {**SEED_COLUMNS, 4: "8D 9D KC 8D"}  # the 7 of diamonds from the waste goes on column 4
THERE = {
    "en": ("to the foundation", "to the foundation with it"),
    "ca": ("a la base", "a la base amb ella"),
    "nl": ("naar de basis", "naar de basis ermee"),
    "pt": ("para a base", "pra base com ele"),
    "it": ("in fondazione", "in fondazione con quella"),
    "hr": ("na temelj", "na temelj ga"),
}
THREE_OF_CLUBS, SEVEN_OF_DIAMONDS = Card.parse("3C"), Card.parse("7D")


def moved(lang: str, waste: str, foundations: dict[int, str]) -> Session:
    s = session(lang, position(COLUMNS, foundations=foundations, waste=waste))
    reply = s.dispatch(MoveIntent(PileRef(PileKind.WASTE), PileRef(PileKind.COLUMN, 3)))
    assert any(isinstance(e, ev.Moved) for e in reply.events), reply.text
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", [0, 1])
def test_the_card_left_on_top_goes_up_when_only_it_can(lang: str, form: int) -> None:
    s = moved(lang, "4H 3C 7D", {4: "AC 2C"})
    reply = s.handle(THERE[lang][form])
    assert [e.outcome.move.source for e in reply.events if isinstance(e, ev.Moved)] == [
        Pile(PileKind.WASTE)
    ], reply.text
    assert s.game.state.top(Pile(PileKind.FOUNDATION, 3)) == THREE_OF_CLUBS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_when_both_can_go_the_game_asks_which(lang: str) -> None:
    s = moved(lang, "4H 3C 7D", {4: "AC 2C", 3: "AD 2D 3D 4D 5D 6D"})
    before = s.game.state.copy()
    reply = s.handle(THERE[lang][0])
    assert any(isinstance(e, ev.Asked) for e in reply.events), reply.text
    assert s.game.state == before
    assert s.p.card(THREE_OF_CLUBS) in reply.text and s.p.card(SEVEN_OF_DIAMONDS) in reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_when_neither_can_the_card_moved_is_refused(lang: str) -> None:
    s = moved(lang, "5H 4C 7D", {4: "AC 2C"})
    before = s.game.state.copy()
    reply = s.handle(THERE[lang][0])
    assert not any(isinstance(e, ev.Moved) for e in reply.events), reply.text
    assert s.game.state == before
