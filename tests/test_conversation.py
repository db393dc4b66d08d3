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
