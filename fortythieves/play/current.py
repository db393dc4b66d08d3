"""The game in play: its deal, the game itself, its code and the actions that still
stand, which is what a save holds."""

from __future__ import annotations

from dataclasses import dataclass, field

from fortythieves.core.game import Game, Outcome
from fortythieves.core.moves import Move
from fortythieves.core.saves import Loaded, encode, encode_deal
from fortythieves.core.variants import STANDARD

# Kept in the save's settings object beside the settings (the save format belongs to
# core.saves): the time played, and that the game is in the record already (won, then
# undone and played on, perhaps in a later session: it is never recorded twice).
PLAYED = "seconds_played"
RECORDED = "recorded"


class StartError(Exception):
    """The game asked for cannot be dealt; the message is for the player."""


@dataclass
class CurrentGame:
    """The game in play: its deal, where it stands, the actions since the deal and its clock."""

    start: Game  # the deal, never played on
    game: Game
    code: str | None  # None: dealt from a layout file
    actions: list[str] = field(default_factory=list)  # every action since the deal that stands
    end_announced: bool = False  # the win, or "no legal move is left", is said once each time it is reached
    seconds: float = 0.0  # time played before `since`
    since: float = 0.0  # when this process took the game up (the session's clock)
    recorded: bool = False  # the game went into the player's record (a game goes there once)
    # A hint that is only the best move found (no winning line known) says so once, not on
    # every hint: again only after a verdict (a winning line, a proved loss) was known since.
    caveat_said: bool = False
    # The length of the winning line is said on the first hint on it, not on every hint after
    # it ("It is the first move of a winning line of 284 moves." after each is a refrain).
    line_said: bool = False
    _deal: str | None = field(default=None, repr=False, compare=False)  # the save's deal, as JSON

    @classmethod
    def dealt(cls, start: Game, code: str | None) -> CurrentGame:
        return cls(start, start.copy(), code)

    @classmethod
    def loaded(cls, saved: Loaded) -> CurrentGame:
        played = saved.settings.get(PLAYED)
        seconds = float(played) if isinstance(played, int) and 0 <= played < 10**9 else 0.0
        recorded = saved.settings.get(RECORDED) is True
        return cls(saved.start, saved.game, saved.code, saved.actions, seconds=seconds, recorded=recorded)

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
        self.end_announced = False  # the end undone: reached again, it is said again
        return move

    def redo(self) -> Outcome:
        out = self.game.redo()
        self.actions.append(str(out.move))
        return out

    def played(self, now: float) -> int:
        """Seconds played, over every session."""
        return int(self.seconds + max(0.0, now - self.since))

    @property
    def touched(self) -> bool:
        """Something was played: a deal never touched is not worth keeping."""
        return bool(self.actions or self.game.redo_moves)

    def save_text(self, settings: dict[str, object], now: float) -> str:
        if self._deal is None:  # written once: the deal never changes, and every move saves
            self._deal = encode_deal(self.start)
        extra: dict[str, object] = {PLAYED: self.played(now)}
        if self.recorded:
            extra[RECORDED] = True
        return encode(self.start, self.game, self.code, self.actions, {**settings, **extra}, self._deal)
