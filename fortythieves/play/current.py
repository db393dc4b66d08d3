"""The game in play: its deal, the game itself, its code and the actions that still
stand, which is what a save holds."""

from __future__ import annotations

from dataclasses import dataclass, field

from fortythieves.core.game import Game, Outcome
from fortythieves.core.moves import Move
from fortythieves.core.saves import Loaded, encode
from fortythieves.core.variants import STANDARD


class StartError(Exception):
    """The game asked for cannot be dealt; the message is for the player."""


@dataclass
class CurrentGame:
    start: Game  # the deal, never played on
    game: Game
    code: str | None  # None: dealt from a layout file
    actions: list[str] = field(default_factory=list)  # every action since the deal that stands
    end_announced: bool = False  # the win, or "no legal move is left", is said once

    @classmethod
    def dealt(cls, start: Game, code: str | None) -> CurrentGame:
        return cls(start, start.copy(), code)

    @classmethod
    def loaded(cls, saved: Loaded) -> CurrentGame:
        return cls(saved.start, saved.game, saved.code, saved.actions)

    @classmethod
    def unshuffled(cls) -> CurrentGame:
        """A placeholder until the session opens a real game."""
        return cls.dealt(Game.new(STANDARD), None)

    def apply(self, move: Move) -> Outcome:
        """Play a legal move (IllegalMove otherwise)."""
        out = self.game.apply(move)
        self.actions.append(str(move))
        return out

    def undo(self) -> Move:
        move = self.game.undo()
        self.actions.pop()
        self.end_announced = False
        return move

    def redo(self) -> Outcome:
        out = self.game.redo()
        self.actions.append(str(out.move))
        return out

    def save_text(self, settings: dict[str, object]) -> str:
        return encode(self.start, self.game, self.code, self.actions, dict(settings))
