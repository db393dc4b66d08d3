"""What a session answers: the text for the player and, beside it, what happened as
values, so that each face can show it its own way (the web face redraws the board, the
speech face speaks, a terminal face only prints the text)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fortythieves.core.game import Outcome
from fortythieves.core.moves import Move
from fortythieves.core.state import Refusal
from fortythieves.core.variants import Variant

if TYPE_CHECKING:
    from fortythieves.lang.intents import SettingName


@dataclass(frozen=True, slots=True)
class Moved:
    """A move was played: how it went."""

    outcome: Outcome


@dataclass(frozen=True, slots=True)
class Undone:
    """A move was taken back."""

    move: Move


@dataclass(frozen=True, slots=True)
class Dealt:
    """A new game was dealt."""

    variant: Variant
    code: str | None  # None: dealt from a layout file


@dataclass(frozen=True, slots=True)
class Refused:
    """The rules refused a move."""

    refusal: Refusal


@dataclass(frozen=True, slots=True)
class NotUnderstood:
    """The line was not read as a command: nothing was done (a page marks it as refused)."""


@dataclass(frozen=True, slots=True)
class Hinted:
    """A hint named this move (a page shows it on the board)."""

    move: Move


@dataclass(frozen=True, slots=True)
class Asked:
    """The game asked which of these moves was meant."""

    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class Listed:
    """The moves were listed: each item as said, in order ("the first" picks one)."""

    items: tuple[tuple[Move, ...], ...]


@dataclass(frozen=True, slots=True)
class Ended:
    """The game has ended: won, or no legal move is left."""

    won: bool  # else blocked: no legal move is left


@dataclass(frozen=True, slots=True)
class SettingChanged:
    """A setting was changed."""

    name: SettingName


@dataclass(frozen=True, slots=True)
class Shown:
    """`show`: the text is the board as a grid; a terminal may draw it with symbols and colour."""


@dataclass(frozen=True, slots=True)
class Silenced:
    """`stop`: the face stops speaking at once."""


@dataclass(frozen=True, slots=True)
class Then:
    """The events after it answer the next command of a line of several ("draw and undo")."""


Event = (
    Moved
    | Undone
    | Dealt
    | Refused
    | NotUnderstood
    | Hinted
    | Asked
    | Listed
    | Ended
    | SettingChanged
    | Shown
    | Silenced
    | Then
)


@dataclass(frozen=True, slots=True)
class Reply:
    """What the game says to a line, with the events a face acts on."""

    text: str
    events: tuple[Event, ...] = ()
    quit: bool = False

    @property
    def speak(self) -> bool:
        """Silence is the answer to `stop`."""
        return not any(isinstance(e, Silenced) for e in self.events)

    def then(self, text: str, *events: Event) -> Reply:
        """This reply with more said after it."""
        joined = f"{self.text} {text}".strip() if text else self.text
        return Reply(joined, (*self.events, *events), self.quit)
