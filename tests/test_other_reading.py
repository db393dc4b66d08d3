"""Two numbers said as cards ("the 4 on the 1", "el 4 a l'1") that give no card move are
never played as columns silently: the columns' move is offered, and only a "yes" plays it
("i el deu a la vuit" once moved column 10's card to column 8 when the 10 was meant)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.phrasing import capital
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
COLUMNS = Move(MoveKind.MOVE, column(3), column(0))  # the queen of spades onto the king of spades
# two numbers said as cards: the 4 onto the 1 (an ace), or column 4 onto column 1; where an
# article says its gender ("el quatre", "o quatro", "il quattro": the card) there is no other
# reading, so the lines say none: an elided article ("l'u", "sull'uno") or none at all
SAID = {
    "en": "put the 4 on the 1",
    "ca": "quatre a l'u",
    "nl": "de vier op de een",
    "pt": "quatro para um",
    "it": "quattro sull'uno",
    "hr": "četiri na jedan",
}
YES = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_move_that_fits_only_as_columns_is_offered_not_played(lang: str) -> None:
    s = _session(lang)
    before = s.game.state.key()
    reply = s.handle(SAID[lang])
    assert s.game.state.key() == before, reply.text
    assert reply.text == capital(s.r.offer_other_reading(s.game.state, COLUMNS)), reply.text
    s.handle(YES[lang])
    assert s.game.state.key() != before  # the "yes" plays the columns' move


@pytest.mark.parametrize(
    ("lang", "line"), [("ca", "el quatre a l'u"), ("pt", "o quatro para o um"), ("it", "il quattro sul uno")]
)
def test_a_card_said_with_its_article_offers_no_columns(lang: str, line: str) -> None:
    s = _session(lang)
    before = s.game.state.key()
    reply = s.handle(line)
    assert s.game.state.key() == before and s.pending is None, reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_anything_but_yes_leaves_the_offered_move(lang: str) -> None:
    s = _session(lang)
    before = s.game.state.key()
    s.handle(SAID[lang])
    s.handle("board")
    assert s.game.state.key() == before


def test_digits_alone_still_move_columns() -> None:
    """ "4 1": two bare numbers are columns first, and that move is played at once."""
    s = _session("en")
    before = s.game.state.key()
    s.handle("4 1")
    assert s.game.state.key() != before
