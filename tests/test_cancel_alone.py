""" "Cancel" said when no question waits, in every language: the player hears that nothing
waits to be cancelled, never the reply to an empty line, and nothing changes. Italian
"lascia perdere" is also everyday talk and is answered as such."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.chatter import chatter
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
CANCEL = {
    "en": ("cancel", "cancel please"),
    "ca": ("cancel·la", "cancel·lar"),
    "nl": ("annuleer", "annuleren"),
    "pt": ("cancelar", "cancela"),
    "it": ("lascia perdere", "lascia stare"),
    "hr": ("odustani", "otkaži"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in CANCEL[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(CANCEL) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_cancel_with_nothing_waiting_says_so(lang: str, line: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    before = s.game.state
    empty = s.handle("").text
    said = s.handle(line).text
    assert said != empty and s.game.state == before and s.game.moves == 0
    # Italian "lascia perdere" is also everyday talk ("never mind"), answered as such
    assert said == s.r.nothing_to_cancel() or chatter(line, lang) is not None
