"""The foundations named alone in the plural ("foundations", "les bases", "fundamenten",
"temelji") read them, even right after a drawn card that can go up, with quick play on or
off: naming reads. The singular ("foundation", right after the game said the card goes to
foundation 1) sends that card there. Generated from each language's catalogue words."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.linkwords import _foundations_words
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _plurals(lang: str) -> list[str]:
    return [w.strip() for w in _foundations_words(translator(lang)).split("|") if w.strip()]


def _drawn_ace(lang: str, quick: bool) -> Session:
    """The seed deal's first draw, the ace of spades, which goes to foundation 1."""
    s = Session(settings=Settings(lang=lang, quickplay=quick), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    return s


CASES = [(lang, w, quick) for lang in LANGUAGES for w in _plurals(lang) for quick in (False, True)]


@pytest.mark.parametrize(("lang", "said", "quick"), CASES)
def test_the_foundations_named_alone_read_them(lang: str, said: str, quick: bool) -> None:
    s = _drawn_ace(lang, quick)
    s.handle(said)
    assert s.game.moves == 1 and not s.game.state.foundations[0], said


@pytest.mark.parametrize("quick", [False, True])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_foundation_named_alone_after_the_card_goes_there_sends_it(lang: str, quick: bool) -> None:
    s = _drawn_ace(lang, quick)
    s.handle(word(lang, "foundation"))
    assert s.game.moves == 2 and s.game.state.foundations[0]
