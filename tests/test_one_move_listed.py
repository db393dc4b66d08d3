"""A list of moves that holds one move names it as a hint does: "do it", "doe maar", "fes-lo"
right after it play that move, never the card named before the list (a free player's "doe maar"
after "is er nog iets te doen?" tried to play the waste's card)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ONE_UP = (Path(__file__).parent / "positions" / "one-up.txt").read_text(encoding="utf-8")
QUEEN_UP = Move(MoveKind.MOVE, column(0), foundation(4))


def played(lang: str, *lines: str) -> list[Move]:
    s = Session(Settings(lang=lang))
    s.open(layout=ONE_UP, environ={})
    moved: list[Move] = []
    for line in lines:
        moved += [e.outcome.move for e in s.handle(line).events if isinstance(e, ev.Moved)]
    return moved


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_do_it_after_a_list_of_one_move_plays_it(lang: str) -> None:
    assert played(lang, word(lang, "all-up"), word(lang, "do-it")) == [QUEEN_UP]


@pytest.mark.parametrize(
    ("lang", "line"), [("nl", "doe maar"), ("ca", "fes-lo"), ("en", "go for it"), ("it", "fallo")]
)
def test_free_play_lines(lang: str, line: str) -> None:
    assert played(lang, word(lang, "all-up"), line) == [QUEEN_UP]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_list_alone_moves_nothing(lang: str) -> None:
    assert played(lang, word(lang, "all-up")) == []
