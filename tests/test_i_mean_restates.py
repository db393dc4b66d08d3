"""A line that opens with "I mean" (after talk or not) and says again the command the game
has just done restates it, in every language: "draw", then "oeps, ik bedoel trek", is done
already and draws no second card. Any other command after "I mean" is done ("I mean undo"),
and the same command said plainly again is done again ("trek", "trek")."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.meanwords import opens_with_i_mean
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
MEAN = {  # "oops, I mean", "I mean", said before a command
    "en": ("oops, i mean", "sorry, i meant"),
    "ca": ("ui, vull dir", "volia dir"),
    "nl": ("oeps, ik bedoel", "ik bedoelde"),
    "pt": ("ups, quero dizer", "queria dizer"),
    "it": ("ops, intendevo", "cioè"),
    "hr": ("ups, mislim", "htio sam reći"),
}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(MEAN) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "mean"), [(lang, m) for lang in LANGUAGES for m in MEAN[lang]])
def test_i_mean_and_the_command_just_done_does_it_no_second_time(lang: str, mean: str) -> None:
    s = _session(lang)
    s.handle("draw")  # the English slip, obeyed
    drawn = s.game.snapshot()
    line = f"{mean} {word(lang, 'draw')}"
    assert opens_with_i_mean(line, lang)
    said = s.handle(line).text
    assert s.game.snapshot() == drawn and said == s.r.done_already(), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_i_mean_and_another_command_does_it(lang: str) -> None:
    s = _session(lang)
    before = s.game.snapshot()
    s.handle(word(lang, "draw"))
    s.handle(f"{MEAN[lang][0]} {word(lang, 'undo')}")
    assert s.game.snapshot() == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_command_said_plainly_again_is_done_again(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    assert s.game.moves == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_i_mean_with_nothing_done_before_does_the_command(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "board"))
    s.handle(f"{MEAN[lang][0]} {word(lang, 'draw')}")
    assert s.game.moves == 1
