"""A scripted win of a known layout, scored as the app scores it."""

from __future__ import annotations

from pathlib import Path

from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import PileKind, parse_move
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal

LAYOUT = Path(__file__).parent / "fixtures" / "scripted-win.layout"


def script(text: str) -> list[str]:
    return " ".join(
        line.removeprefix("# script:") for line in text.splitlines() if line.startswith("# script:")
    ).split()


def test_scripted_win() -> None:
    text = LAYOUT.read_text(encoding="utf-8")
    g = parse_layout(text).game()
    moves = script(text)
    placed = 0
    for i, text_move in enumerate(moves):
        mv = parse_move(text_move)
        assert mv in set(g.state.legal_moves()), (i, text_move)
        before = g.score
        out = g.apply(mv)
        if mv.source is not None and mv.source.kind is PileKind.WASTE and mv.target is not None:
            placed += mv.target.kind is PileKind.COLUMN
        assert g.score == before + out.points
        assert not g.state.is_won() or i == len(moves) - 1
    assert placed == 16
    assert g.score == 1040 + 5 * placed == 1120
    assert g.state.is_won() and not g.state.is_blocked()
    assert list(g.state.legal_moves()) == []
    assert g.moves == len(moves)
    assert all(len(f) == 13 for f in g.state.foundations)
    assert g.state.refusal(parse_move("c1-c2")) == Refusal(Reason.GAME_WON, (), parse_move("c1-c2"))


def test_undoing_the_whole_script_stops_at_100() -> None:
    text = LAYOUT.read_text(encoding="utf-8")
    g = parse_layout(text).game()
    for text_move in script(text):
        g.apply(parse_move(text_move))
    while g.can_undo():
        g.undo()
    assert len(g.redo_moves) == 100
    while g.can_redo():
        g.redo()
    assert g.state.is_won() and g.score == 1120
