"""`show`: the board as a grid of short card names, for reading with a magnifier; and the
card-size setting kept with the others."""

from __future__ import annotations

import io

import pytest

from fortythieves.core.cards import Card
from fortythieves.faces.app import App
from fortythieves.faces.console import colour_ok, shown
from fortythieves.lang.grid import grid
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, Read, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import CardSize, Settings


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_is_the_grid_and_show_with_a_pile_reads_it(lang: str) -> None:
    assert parse(word(lang, "show"), lang) == Command(Cmd.SHOW)
    assert parse("show", lang) == Command(Cmd.SHOW)
    assert isinstance(parse("show column 3", lang), Read)
    assert format_intent(parse("show column 3", lang)) == "read c3"


def test_the_grid_puts_the_columns_side_by_side_with_face_down_cards_hidden() -> None:
    s = Session()
    s.open(code="FT1-N-2345673", environ={})
    reply = s.handle("show")
    assert any(isinstance(e, ev.Shown) for e in reply.events)
    lines = reply.text.split("\n")
    assert lines[0] == "Stock: 64   Waste: --"
    assert lines[2].split() == [str(n) for n in range(1, 11)]
    state = s.game.state
    for i in range(10):  # row 4 holds each column's exposed card, at its place in the row
        assert lines[6][i * 4 : i * 4 + 4].strip() == str(state.columns[i][-1])
    assert "♥" not in reply.text and "\x1b" not in reply.text  # plain for speech and pipes


def test_a_colour_terminal_gets_symbols_and_red_suits_and_no_colour_otherwise() -> None:
    class Tty(io.StringIO):
        encoding = "utf-8"

        def isatty(self) -> bool:
            return True

    s = Session()
    s.open(code="FT1-N-2345673", environ={})
    app = App(s, speaker_factory=None)
    reply = app.handle("show")
    state = s.game.state
    red = next(c for col in state.columns for c in col if c.is_red)
    fancy = shown(app, reply, Tty())
    assert "♥" in fancy or "♦" in fancy
    assert f"\x1b[31m{red.rank.short}" in fancy
    assert colour_ok(Tty(), {"TERM": "xterm"}) and not colour_ok(Tty(), {"NO_COLOR": "1", "TERM": "xterm"})
    assert not colour_ok(Tty(), {"TERM": "dumb"}) and not colour_ok(io.StringIO(), {})
    assert shown(app, reply, io.StringIO()) == reply.text
    assert grid(translator("hr"), state).startswith("Talon: 64")
    assert Card.parse("10h").short() == "10H"


def test_the_card_size_is_kept_with_the_settings() -> None:
    s = Settings(card_size=CardSize.HUGE)
    assert Settings.from_json(s.to_json()).card_size is CardSize.HUGE
    assert Settings.from_json({"card_size": "tiny"}).card_size is CardSize.LARGE
