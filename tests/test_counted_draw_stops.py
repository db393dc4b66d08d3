""" "Draw 3" stops at the first drawn card that can be played, so the next draw does not bury it, and
says so after that draw's reply (which names the card and where it goes), in every language. A count
of draws whose cards cannot be played draws them all."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# The seed deal's stock, drawn: the ace of spades (it goes up), then the 3 and the 4 of spades
# (neither can be played).


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_counted_draw_stops_at_a_card_that_can_be_played(lang: str) -> None:
    s = _session(lang)
    said = s.handle(f"{word(lang, 'draw')} 3").text
    assert len(s.game.state.stock) == 63  # the ace of spades only: it goes to a foundation
    t = translator(lang)
    stopped = t.ngettext(
        "Stopped after {done} of {count} draw: that card can be played.",
        "Stopped after {done} of the {count} draws: that card can be played.",
        3,
    ).format(done=t.number(1), count=t.number(3))
    assert said.endswith(stopped), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_that_cannot_be_played_are_all_drawn(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))  # the ace of spades
    said = s.handle(f"{word(lang, 'draw')} 2").text  # the 3 and the 4 of spades
    assert len(s.game.state.stock) == 61
    t = translator(lang)
    stop = t.ngettext(
        "Stopped after {done} of {count} draw: that card can be played.",
        "Stopped after {done} of the {count} draws: that card can be played.",
        2,
    )
    assert stop.format(done=t.number(1), count=t.number(2)) not in said
