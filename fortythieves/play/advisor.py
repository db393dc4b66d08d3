"""What the game asks of a solver, as values: the `Advisor` a face gives the session.

The play layer never imports the solver: a face builds an advisor on it (see
`faces.advisor`) and hands it to `Session`; without one (`advisor=None`) the game says
that hints are unavailable. An advisor answers within a bounded time and never raises
for a position the game reached; its search goes on in the background, and what it
decides later reaches the player through `Session.alert` (asked by the face when the
advisor calls it back). `known` and `settle` serve the setting "warn when a move loses":
the session warns only on a proved loss (LOST), once; `due` serves "can I win?" answered
"not known yet": its verdict, or that the search stopped without one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from fortythieves.core.moves import Move
from fortythieves.core.state import State


class Outlook(Enum):
    WINNABLE = "winnable"  # a winning line is known from the position
    LOST = "lost"  # proved: no sequence of moves wins from the position
    UNKNOWN = "unknown"  # neither, within the budget


@dataclass(frozen=True, slots=True)
class Advice:
    """What the solver says about the game: its outlook and the move to play."""

    outlook: Outlook
    # WINNABLE: the line's first move; UNKNOWN: the best move found; LOST: the best move left
    move: Move | None = None
    length: int = 0  # WINNABLE: the moves of the line (0: the game is won already)
    searching: bool = False  # UNKNOWN: the search is still looking, and will say what it finds
    most_home: int = 0  # UNKNOWN: the most cards on the foundations in a line found from here (0: none)


class Advisor(Protocol):
    def hint(self, state: State) -> Advice:
        """The next move of a winning line, else the best move found within the budget."""
        ...

    def outlook(self, state: State) -> Advice:
        """Whether the position can be won (with the line's length), is lost, or is unknown."""
        ...

    def moved(self, state: State) -> None:
        """The position changed: an advisor may start searching from it in the background.
        `state` holds the moves that led to it since the deal (its `pushed`)."""
        ...

    def known(self, state: State) -> Outlook | None:
        """What is known of the position already (WINNABLE or LOST), without searching and
        without waiting; None when nothing is (or a search of it is still running)."""
        ...

    def settle(self, state: State) -> Outlook | None:
        """For "warn when a move loses": the position a move just reached (after `moved`). An
        advisor that searches in the background answers what it knows now and, when its search
        decides later, calls the face back (the face then asks the session); one that does not
        (a server's) searches within a small budget. None: not decided (yet)."""
        ...

    def due(self, state: State) -> Advice | None:
        """What became of the question `outlook` answered "still looking" for, while `state`
        is still that position: the verdict (WINNABLE or LOST) once the search has it, or
        UNKNOWN once the search has stopped without one; None while it still looks (or for
        another position). Given once: the next call answers None."""
        ...

    def forget(self) -> None:
        """A new deal: what was learnt of the last one is dropped."""
        ...

    def close(self) -> None:
        """Stop any search in progress; no thread outlives this call."""
        ...
