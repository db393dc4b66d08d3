"""A word for "all" said beside a count of moves after undo or redo is that count, no more
("refés-les totes tres", "redo all three", "rifalle tutte e tre", "poništi sva tri"); "all"
alone still takes every move. In every language."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import ALL_MOVES, Cmd, Command
from fortythieves.lang.parser import parse

SAID = {
    "en": [("redo all three", Cmd.REDO), ("undo all 3", Cmd.UNDO), ("redo them all three", Cmd.REDO)],
    "ca": [("refés-les totes tres", Cmd.REDO), ("desfés-les totes tres", Cmd.UNDO)],
    "nl": [("doe ze alle drie opnieuw", Cmd.REDO), ("draai alle drie terug", Cmd.UNDO)],
    "pt": [("refaz todas as três", Cmd.REDO), ("desfaz todas as três", Cmd.UNDO)],
    "it": [("rifalle tutte e tre", Cmd.REDO), ("annulla tutte e tre", Cmd.UNDO)],
    "hr": [("poništi sva tri", Cmd.UNDO), ("ponovi sva tri poteza", Cmd.REDO)],
}
ALONE = {"en": "undo all", "ca": "refés-les totes", "nl": "alles ongedaan maken", "pt": "desfaz todas",
         "it": "annulla tutte", "hr": "poništi sva"}  # fmt: skip
CASES = [(lang, line, cmd) for lang, lines in SAID.items() for line, cmd in lines]


@pytest.mark.parametrize(("lang", "line", "cmd"), CASES)
def test_all_beside_a_count_is_the_count(lang: str, line: str, cmd: Cmd) -> None:
    assert parse(line, lang) == Command(cmd, "3")


@pytest.mark.parametrize(("lang", "line"), ALONE.items())
def test_all_alone_is_every_move(lang: str, line: str) -> None:
    said = parse(line, lang)
    assert isinstance(said, Command) and said.rest == ALL_MOVES, said
