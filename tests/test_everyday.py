"""Only meant words act: the everyday phrases of each language (`tests/everyday/<lang>.txt`)
never change the game, said alone, with "please", a question mark or other capitals; and
the held-out commands (`tests/parser_heldout/<lang>.txt`, written apart from the parser
cases) are understood, 95 % at least, and never misread. A move asked about ("can the seven
go on the eight?", `ask move ...`) counts as understood both for a line that must change
nothing and for that move wanted: it changes nothing by itself and plays the move after one
"yes" (see `tools/heldout.py`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.lang.intents import changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

sys.path.insert(0, str(Path(__file__).parent.parent / "tools"))
import heldout

EVERYDAY = Path(__file__).parent / "everyday"


def phrases(lang: str) -> list[str]:
    lines = (EVERYDAY / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


ALL = [(lang, p) for lang in LANGUAGES for p in phrases(lang)]


@pytest.mark.parametrize(("lang", "phrase"), ALL)
def test_everyday_phrase_changes_nothing(lang: str, phrase: str) -> None:
    for quick in (False, True):
        intent = parse(phrase, lang, quick=quick)
        assert not changes_game(intent), (phrase, format_intent(intent))


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(ALL),
    st.sampled_from(["", "?", "!", "...", ", please", " please?"]),
    st.booleans(),
    st.booleans(),
)
def test_no_everyday_phrase_changes_the_game(
    case: tuple[str, str], end: str, upper: bool, quick: bool
) -> None:
    lang, phrase = case
    session = Session(Settings(lang=lang, quickplay=quick))
    before = session.game.state.key()
    moves = session.game.moves
    reply = session.handle((phrase.upper() if upper else phrase) + end)
    assert not reply.quit, phrase
    assert session.game.state.key() == before and session.game.moves == moves, phrase


# The tested sets after the first, in the order they were written.
LATER_SETS = (
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
)


@pytest.mark.parametrize(
    "folder",
    [heldout.HELD_OUT, *(heldout.HELD_OUT / name for name in LATER_SETS)],
    ids=["first", *LATER_SETS],
)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_held_out_commands_are_understood_and_never_misread(lang: str, folder: Path) -> None:
    f = heldout.figures(lang, folder)
    assert not f.misread, f.misread
    assert f.understood >= 0.95 * f.total, f.refused
