"""A count of moves said with a demonstrative before the word for "last" ("undo those last
two", "maak die laatste twee ongedaan") counts the moves taken back or played again, as "the
last two" does; "undo those last two" was not understood."""

from __future__ import annotations

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import format_intent


@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [("en", "undo those last two", "cmd undo 2"), ("en", "redo these last 3", "cmd redo 3"),
     ("nl", "maak die laatste twee ongedaan", "cmd undo 2"), ("ca", "desfés aquestes últimes dues", "cmd undo 2"),
     ("pt", "desfaz essas últimas duas", "cmd undo 2"), ("it", "annulla queste ultime due", "cmd undo 2"),
     ("hr", "poništi te zadnje dvije", "cmd undo 2")],
)  # fmt: skip
def test_those_last_moves_are_counted(lang: str, line: str, meant: str) -> None:
    assert format_intent(P.parse(line, lang)) == meant, line
