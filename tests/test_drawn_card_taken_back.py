""" "Take it back", "torna-la", "leg hem terug", "devolve-a", "riprendila", "vrati je natrag" right
after a draw: "it" is the card just drawn, which has no place to go back to but the stock, so
the draw is undone. After a move the card moved is taken back as before, and after a draw
followed by another card named, "it" is that card."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
TAKEN_BACK = {
    "en": ("take it back", "put it back"),
    "ca": ("torna-la",),
    "nl": ("leg hem terug", "neem hem terug"),
    "pt": ("devolve-a", "tira-a de volta"),
    "it": ("riprendila",),
    "hr": ("vrati je natrag", "vrati je"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in TAKEN_BACK[lang]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(TAKEN_BACK) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_draw_is_undone(lang: str, line: str) -> None:
    s = _session(lang)
    dealt = s.game.snapshot()
    s.handle(word(lang, "draw"))
    assert s.game.snapshot() != dealt
    s.handle(line)
    assert s.game.snapshot() == dealt, line
    assert s.game.can_redo(), line  # taken back as an undo: redo draws it again


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_not_after_another_place_named(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    waste = s.game.state.waste
    s.handle(f"{word(lang, 'read')} 3")  # "it" is now column 3, no card drawn
    s.handle(line)
    assert s.game.state.waste == waste, line  # the card drawn is still on the waste
