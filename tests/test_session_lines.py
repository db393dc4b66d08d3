"""A line typed again is read once (`play.readings.read_line`): the servers answer the same
few lines (the web page's buttons send them) at every command, and what a line means
depends only on its words, its language and quick play."""

from __future__ import annotations

import random

import pytest

from fortythieves.core.codes import DealCode
from fortythieves.core.variants import VARIANTS
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play import readings as module
from fortythieves.play.session import Session
from fortythieves.store.shelf import Shelf

LINES = [
    "c3 c5",
    "draw",
    "undo",
    "board",
    "w f",
    "7",
    "quen of hearts",
    "ajuda",
    "trek een kaart",
    "c1 c9 2 cards",
]


@pytest.fixture(autouse=True)
def _nothing_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "_READINGS", {})


def test_a_line_read_again_means_what_it_meant_the_first_time() -> None:
    for lang in LANGUAGES:
        for quick in (False, True):
            for line in LINES:
                first = module.read_line(line, lang, quick)
                assert module.read_line(line, lang, quick) is first  # kept, not read again
                assert first == parse(line, lang, quick=quick)  # the same as a fresh reading


def test_quick_play_and_the_language_are_kept_apart() -> None:
    assert module.read_line("7", "en", True) == parse("7", "en", quick=True)
    assert module.read_line("7", "en", False) == parse("7", "en", quick=False)
    module.read_line("draw", "hr", False)
    assert set(module._READINGS) == {("en", True, "7"), ("en", False, "7"), ("hr", False, "draw")}


def test_the_lines_kept_are_bounded_and_long_lines_are_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "READINGS_KEPT", 3)
    long_line = "move the king of hearts " * 5
    assert len(long_line) > module.READ_LONGEST
    assert module.read_line(long_line, "en", False) == parse(long_line, "en")
    assert not module._READINGS
    for line in ("c1 c2", "c2 c3", "c3 c4", "c4 c5"):
        module.read_line(line, "en", False)
        assert len(module._READINGS) <= 3
    assert ("en", False, "c4 c5") in module._READINGS


def test_a_session_answers_a_kept_line_as_a_fresh_session_does() -> None:
    """The same lines, played by a session whose lines are all kept already and by one
    that reads every line afresh: the same replies."""
    script = ["draw", "c1 c2", "undo", "draw", "board", "w c3", "score", "draw", "undo", "moves"]

    def play() -> list[str]:
        s = Session(store=Shelf.in_memory())
        s.open(code="FT1-N-2345673", environ={})
        return [s.handle(line).text for line in script]

    fresh = play()
    assert {key[2] for key in module._READINGS} >= set(script)
    assert play() == fresh


DEAL_LINES = {
    "en": [
        "new game {}",
        "new game {} please",
        "replay {}",
        "new game of maria {}",
        "{}",
        "deal {}",
        "NEW GAME {}",
    ],
    "ca": ["nova partida {}", "partida nova {} si us plau"],
    "nl": ["nieuw spel {}", "speel {} alsjeblieft"],
    "pt": ["novo jogo {}", "jogo novo {} por favor"],
    "it": ["nuova partita {}", "nuova partita {} grazie"],
    "hr": ["nova igra {}", "nova igra {} molim"],
}


def test_a_line_with_a_deal_code_reads_as_a_fresh_reading_and_keeps_one_line_for_every_code() -> None:
    rng = random.Random(5)
    codes = [str(DealCode.random(v, rng)) for v in VARIANTS for _ in range(4)]
    for lang, lines in DEAL_LINES.items():
        for template in lines:
            for code in codes:
                for quick in (False, True):
                    line = template.format(code if lang != "pt" else code.lower())
                    assert module.read_line(line, lang, quick) == parse(line, lang, quick=quick), line
    kept = {key[2] for key in module._READINGS}
    assert "new game FT1-N-2222222" in kept  # the lines asking for a new deal: once for every code
    assert not any(
        code in line for code in codes for line in kept if line.startswith(("new game", "nova igra"))
    )
