"""The conversation: commands asked in every language, and what "it", "again" and a
question asked back remember from one line to the next."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import DRAW
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def session(lang: str = "en") -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_many_cards_are_left_in_the_stock(lang: str) -> None:
    s = session(lang)
    question = all_entries(lang)["stock-left"][0]
    stock = len(s.game.state.stock)
    reply = s.handle(question + "?")
    assert str(stock) in reply.text and s.game.moves == 0, reply.text
    s.play(DRAW)
    assert str(stock - 1) in s.handle(question).text


def test_again_repeats_a_draw_an_undo_or_a_redo() -> None:
    s = session()
    stock = len(s.game.state.stock)
    s.handle("draw")
    s.handle("again")
    s.handle("and another")
    assert len(s.game.state.stock) == stock - 3
    s.handle("board")  # reading in between keeps what "again" repeats
    s.handle("one more")
    assert len(s.game.state.stock) == stock - 4
    s.handle("undo")
    s.handle("again")
    assert len(s.game.state.stock) == stock - 2
    s.handle("redo")
    s.handle("again")
    assert len(s.game.state.stock) == stock - 4


@pytest.mark.parametrize(
    ("lang", "draw", "again"),
    [("en", "draw", "draw again"), ("ca", "roba", "una altra"), ("nl", "trek", "nog een"),
     ("pt", "compra", "mais uma"), ("it", "pesca", "ancora"), ("hr", "vuci", "još jednu")],
)  # fmt: skip
def test_again_in_every_language(lang: str, draw: str, again: str) -> None:
    s = session(lang)
    stock = len(s.game.state.stock)
    s.handle(draw)
    s.handle(again)
    assert len(s.game.state.stock) == stock - 2, (draw, again)


def test_again_after_a_move_asks_what_to_repeat() -> None:
    s = session()
    s.handle("draw")
    moved = s.handle("hint")  # no solver here: nothing moves
    assert s.game.moves == 1, moved.text
    s.handle("column 1 to column 2")  # a move (or its refusal) ends what "again" repeats
    before = (s.game.state.key(), s.game.moves)
    reply = s.handle("again")
    if s.game.moves == before[1]:
        assert reply.text == s.r.again_what()


def test_again_with_a_question_or_a_no_acts_on_nothing() -> None:
    s = session()
    s.handle("draw")
    stock = len(s.game.state.stock)
    for line in ("again?", "not again!"):
        s.handle(line)
        assert len(s.game.state.stock) == stock, line


def test_after_an_undone_draw_it_is_the_card_put_back() -> None:
    s = session()
    drew = s.handle("draw").text
    s.handle("undo")
    assert s.p.card(s.game.state.stock[-1]) in drew
    before = s.game.state.key()
    reply = s.handle("play it")  # the card is in the stock again: the refusal says how it comes out
    assert "stock" in reply.text and "named" not in reply.text and s.game.state.key() == before, reply.text
