""" "Again" right after a setting was changed asks what to repeat, even when a draw, an undo
or a redo came before the setting: the last thing done was the setting, and "again" never
repeats an action said before something else. Generated over the six languages."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("before", ["draw", "undo", "redo"])
def test_again_after_a_setting_asks_what(lang: str, before: str) -> None:
    wrong = []
    for again in all_entries(lang)["again"][:6]:
        s = opened(lang)
        for said in ("draw", "undo", "redo")[: ("draw", "undo", "redo").index(before) + 1]:
            s.handle(word(lang, said))
        s.handle(word(lang, Value.BRIEF))
        before_again = s.game.snapshot()
        reply = s.handle(again).text
        if s.game.snapshot() != before_again or reply != s.r.again_what():
            wrong.append((again, reply))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_right_after_a_draw_still_draws(lang: str) -> None:
    s = opened(lang)
    s.handle(word(lang, "draw"))
    stock = len(s.game.state.stock)
    s.handle(all_entries(lang)["again"][0])
    assert len(s.game.state.stock) == stock - 1
