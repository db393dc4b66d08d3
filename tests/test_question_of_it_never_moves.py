""" "El poso?", "lo metto?", "play it?": "it" moved with no place, said as a question, asks;
the game offers the move and only a yes plays it. A question never moves, in every language."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import It, MoveIntent
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # the second card drawn, the 9 of hearts, goes on the 10 of hearts in column 8
SAID = {
    "en": ("draw", "play it?"),
    "ca": ("roba", "el poso?"),
    "nl": ("trek", "speel hem?"),
    "pt": ("vira", "ponho-a?"),
    "it": ("pesca", "lo metto?"),
    "hr": ("vuci", "da je stavim?"),
}


@pytest.mark.parametrize("lang", SAID)
def test_it_asked_is_offered_not_moved(lang: str) -> None:
    draw, asked = SAID[lang]
    said = parse(asked, lang)
    assert isinstance(said, MoveIntent) and isinstance(said.source, It) and said.ask, said
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    s.handle(draw)
    s.handle(draw)
    before = s.game.state.copy()
    reply = s.handle(asked)
    assert not any(isinstance(e, ev.Moved) for e in reply.events), reply.text
    assert s.game.state == before
    assert any(isinstance(e, ev.Asked) for e in reply.events), reply.text
