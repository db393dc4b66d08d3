"""Perft-style fixtures: every legal move in known positions of each variant.

Each file in fixtures/perft holds a deal in the layout format, then positions: the moves
played from the deal and the sorted list of legal moves there (checked by hand against
RULES.md). Every other move value is refused there.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import (
    DRAW,
    REDEAL,
    STOCK,
    WASTE,
    Move,
    MoveKind,
    Pile,
    column,
    foundation,
    parse_move,
)
from fortythieves.core.rules import FOUNDATIONS
from fortythieves.core.variants import VARIANTS

PERFT = Path(__file__).parent / "fixtures" / "perft"


@dataclass(frozen=True)
class Position:
    file: str
    line: int
    layout: str
    moves: tuple[str, ...]
    legal: tuple[str, ...]

    def game(self) -> Game:
        g = parse_layout(self.layout).game()
        for text in self.moves:
            g.apply(parse_move(text))
        return g


def _expand(moves: str) -> list[str]:
    out: list[str] = []
    for text in moves.split():
        name, star, times = text.partition("*")
        out.extend([name] * (int(times) if star else 1))
    return out


def load(path: Path) -> list[Position]:
    layout: list[str] = []
    positions: list[Position] = []
    current: tuple[int, list[str]] | None = None
    legal: list[str] = []

    def close() -> None:
        if current is not None:
            positions.append(
                Position(path.name, current[0], "\n".join(layout), tuple(current[1]), tuple(legal))
            )

    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        key, _, value = line.partition(":")
        if key == "position":
            close()
            current, legal = (no, [] if value.strip() == "start" else _expand(value)), []
        elif key == "legal":
            assert current is not None, f"{path.name}:{no}: legal moves before a position"
            legal.extend(value.split())
        elif current is None:
            layout.append(line)
        else:
            assert not line.strip(), f"{path.name}:{no}: unexpected line"
    close()
    return positions


FILES = sorted(PERFT.glob("*.txt"))
POSITIONS = [p for f in FILES for p in load(f)]


def test_a_fixture_for_every_variant() -> None:
    assert {f.stem for f in FILES} == {v.key for v in VARIANTS}
    for pos in POSITIONS:
        assert parse_layout(pos.layout).variant.key == Path(pos.file).stem


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: f"{p.file}:{p.line}")
def test_legal_moves(pos: Position) -> None:
    g = pos.game()
    assert list(pos.legal) == sorted(pos.legal), "keep the fixture sorted"
    assert sorted(str(m) for m in g.state.legal_moves()) == list(pos.legal)


def every_move(g: Game) -> list[Move]:
    """Every move value between any two piles (and piles that do not exist), for every count
    up to one more than the longest column; and draw and redeal."""
    piles: list[Pile] = [WASTE, STOCK]
    piles += [column(i) for i in range(len(g.state.columns) + 1)]
    piles += [foundation(i) for i in range(FOUNDATIONS + 1)]
    longest = max(len(c) for c in g.state.columns)
    moves = [DRAW, REDEAL]
    for src in piles:
        for dst in piles:
            moves += [Move(MoveKind.MOVE, src, dst, n) for n in range(longest + 2)]
    return moves


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: f"{p.file}:{p.line}")
def test_every_other_move_is_refused(pos: Position) -> None:
    g = pos.game()
    legal = {parse_move(text) for text in pos.legal}
    candidates = every_move(g)
    assert {m for m in candidates if g.state.refusal(m) is None} == legal
    before = g.snapshot()
    for mv in legal:
        h = g.copy()
        h.apply(mv)
        h.undo()
        assert h.snapshot() == before
    for mv in candidates[::37]:
        if mv not in legal:
            with pytest.raises(IllegalMove):
                g.apply(mv)
    assert g.snapshot() == before and g.moves == len(pos.moves)
