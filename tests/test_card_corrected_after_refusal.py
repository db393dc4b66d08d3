""" "no, the 8 of hearts" right after a move was refused, in every language: the card said after
the words that take one back ("no", "nee", "não", "ne") is the card meant, sent where the refused
move went; said alone, the card is only read, and after a move that was played, "no, the 8" moves
nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# a move the seed deal refuses, the correction of its card, and the move meant said plainly
CASES = {
    "en": (
        "put the 7 of diamonds on the 9 of hearts",
        "no, the 8 of hearts",
        "put the 8 of hearts on the 9 of hearts",
    ),
    "ca": (
        "posa el 7 de diamants sobre el 9 de cors",
        "no, el 8 de cors",
        "posa el 8 de cors sobre el 9 de cors",
    ),
    "nl": ("zet ruiten 7 op harten 9", "nee, harten 8", "zet harten 8 op harten 9"),
    "pt": ("põe o 7 de ouros no 9 de copas", "não, o 8 de copas", "põe o 8 de copas no 9 de copas"),
    "it": ("metti il 7 di quadri sul 9 di cuori", "no, l'8 di cuori", "metti l'8 di cuori sul 9 di cuori"),
    "hr": ("stavi karo sedmicu na herc devetku", "ne, herc osmicu", "stavi herc osmicu na herc devetku"),
}


def _opened(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(CASES) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_corrected_after_a_refusal_goes_where_the_refused_move_went(lang: str) -> None:
    refused, fix, plain = CASES[lang]
    said, meant = _opened(lang), _opened(lang)
    said.handle(refused)
    assert said.game.moves == 0  # the move is refused
    assert said.handle(fix).text == meant.handle(plain).text
    assert said.game.state == meant.game.state and said.game.moves == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_correction_without_a_refusal_before_it_moves_nothing(lang: str) -> None:
    s = _opened(lang)
    s.handle(CASES[lang][1])
    assert s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_correction_holds_for_the_next_line_only(lang: str) -> None:
    refused, fix, _ = CASES[lang]
    s = _opened(lang)
    s.handle(refused)
    s.handle("score")
    s.handle(fix)
    assert s.game.moves == 0
