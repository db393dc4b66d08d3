"""A filler or talk said before a destination alone ("bé, a la base", "bora, para a base",
"so, to the foundation", "ma no! in fondazione"), right after a draw that named where the
card goes: the card drawn goes there, as with the destination alone, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
LINES = {  # the seed deal's first draw is the ace of spades, which goes to a foundation
    "en": ("so, to the foundation", "duh. to the foundation"),
    "ca": ("bé, a la base", "ui, a la base"),
    "nl": ("nou, naar het fundament", "o ja, naar het fundament"),
    "pt": ("bora, para a base", "então para a base"),
    "it": ("ma no! in fondazione", "allora in fondazione"),
    "hr": ("pa na temelj", "ups, na temelj"),
}


def test_every_language_has_its_cases() -> None:
    assert set(LINES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in LINES[lang]])
def test_the_card_drawn_goes_to_the_place_said_after_talk(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    drawn = s.game.state.waste[-1]
    s.handle(line)
    last = s.game.history[-1]
    assert last.target is not None and last.target.kind is PileKind.FOUNDATION, line
    assert s.game.state.top(last.target) == drawn
