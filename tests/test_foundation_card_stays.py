"""A card leaves a foundation only when the player says so. Right after the ace of spades went up,
a place said alone ("and on the 2", "i sobre el 2", "en op de 2", "e em cima do 2", "e sopra il 2",
"i na dvojku") does not take the ace back down onto the 2: the line reads the 2. A card drawn and
then sent by a place said alone ("to the foundation") still goes there."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# the seed deal with the 2 of spades on top of column 1; the first card drawn is the ace of spades
TWO_OF_SPADES_ON_TOP = SEED.replace("column 1: AD 3S KH 2H", "column 1: AD 3S KH 2S").replace(
    "column 2: JC 3H 2S 9H", "column 2: JC 3H 2H 9H"
)
ON_THE_TWO = {
    "en": "and on the 2",
    "ca": "i sobre el 2",
    "nl": "en op de 2",
    "pt": "e em cima do 2",
    "it": "e sopra il 2",
    "hr": "i na dvojku",
}


def test_every_language_has_its_case() -> None:
    assert set(ON_THE_TWO) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ace_stays_on_its_foundation(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=TWO_OF_SPADES_ON_TOP, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    s.handle(f"{word(lang, 'move')} {word(lang, 'it')} {word(lang, 'to')} {word(lang, 'foundation')}")
    up = s.game.snapshot()
    assert any(s.game.state.foundations), "the ace went up"
    s.handle(ON_THE_TWO[lang])
    assert s.game.snapshot() == up, ON_THE_TWO[lang]
