"""Piles and moves: small immutable values with a text form that reads back
(`c3-f1`, `waste-c2`, `c4-c7x3`, `draw`, `redeal`), as saves and tests write them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class PileKind(Enum):
    COLUMN = "column"
    FOUNDATION = "foundation"
    WASTE = "waste"
    STOCK = "stock"


@dataclass(frozen=True, slots=True, order=True)
class Pile:
    """A place of the table: a column or a foundation by its index, the stock or the waste."""

    kind: PileKind
    index: int = 0  # 0-based for columns and foundations

    def __str__(self) -> str:
        if self.kind is PileKind.COLUMN:
            return f"c{self.index + 1}"
        if self.kind is PileKind.FOUNDATION:
            return f"f{self.index + 1}"
        return str(self.kind.value)


WASTE = Pile(PileKind.WASTE)
STOCK = Pile(PileKind.STOCK)


def column(n: int) -> Pile:
    """Column by its 0-based index."""
    return Pile(PileKind.COLUMN, n)


def foundation(n: int) -> Pile:
    return Pile(PileKind.FOUNDATION, n)


class MoveKind(Enum):
    MOVE = "move"
    DRAW = "draw"
    REDEAL = "redeal"


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the game: a draw, a redeal, or cards from one pile to another."""

    kind: MoveKind
    source: Pile | None = None
    target: Pile | None = None
    count: int = 1  # cards moved together (sequence moves)

    def __str__(self) -> str:
        if self.kind is not MoveKind.MOVE:
            return str(self.kind.value)
        n = f"x{self.count}" if self.count > 1 else ""
        return f"{self.source}-{self.target}{n}"


def parse_pile(text: str) -> Pile:
    t = text.strip().lower()
    if t in ("waste", "stock"):
        return WASTE if t == "waste" else STOCK
    if len(t) >= 2 and t[0] in "cf" and t[1:].isdigit() and int(t[1:]) >= 1:
        kind = PileKind.COLUMN if t[0] == "c" else PileKind.FOUNDATION
        return Pile(kind, int(t[1:]) - 1)
    raise ValueError(f"not a pile: {text!r}")


def parse_move(text: str) -> Move:
    """Read back `str(move)`: `draw`, `redeal`, `c3-f1`, `waste-c2`, `c4-c7x3`."""
    t = text.strip().lower()
    if t in ("draw", "redeal"):
        return DRAW if t == "draw" else REDEAL
    src, sep, rest = t.partition("-")
    if not sep:
        raise ValueError(f"not a move: {text!r}")
    dst, _, n = rest.partition("x")
    if n and not n.isdigit():
        raise ValueError(f"not a move: {text!r}")
    return Move(MoveKind.MOVE, parse_pile(src), parse_pile(dst), int(n) if n else 1)


DRAW = Move(MoveKind.DRAW)
REDEAL = Move(MoveKind.REDEAL)


def move(source: Pile, target: Pile, count: int = 1) -> Move:
    return Move(MoveKind.MOVE, source, target, count)
