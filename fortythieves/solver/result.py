"""The solver's answers as values: a verdict, the winning line, the effort, and the flag
that stops a search. No language: the game words them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from fortythieves.core.moves import Move


class Verdict(Enum):
    WON = "won"  # a winning line was found and replayed through core.Game
    LOST = "lost"  # proved: no sequence of moves wins from here
    UNKNOWN = "unknown"  # the budget ran out, or the search was cancelled


@dataclass(frozen=True, slots=True)
class Effort:
    """Where a search got, for measurements: the most cards home in any position the
    beams reached, the exhaustive search's positions and deepest line, and the beams run
    (half as wide, ties broken afresh) after one did not fit in the memory budget; for a
    win, the part of the search that found it ("first look", "exhaustive", "beam 2048 w1
    r0": width, weight set, shuffles in a row) and after how many seconds of the budget."""

    most_home: int = 0
    exhaustive_nodes: int = 0
    exhaustive_depth: int = 0
    narrower_beams: int = 0
    won_by: str = ""
    won_at: float = 0.0


@dataclass(frozen=True, slots=True)
class Result:
    verdict: Verdict
    moves: tuple[Move, ...] = ()  # for WON: the line from the position, every move legal
    seconds: float = 0.0
    nodes: int = 0  # positions the search generated
    cancelled: bool = False
    effort: Effort = Effort()


@dataclass(slots=True)
class Cancel:
    """Stops a search at once from another thread: `set()`. The compiled core reads the
    byte while it runs without the GIL (a `threading.Event` it could not read), and
    returns within milliseconds."""

    flag: bytearray = field(default_factory=lambda: bytearray(1))

    def set(self) -> None:
        self.flag[0] = 1

    def clear(self) -> None:
        self.flag[0] = 0

    def is_set(self) -> bool:
        return bool(self.flag[0])
