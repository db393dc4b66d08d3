"""A game as the player plays it: a `State` with the app's rules around it: checked
`apply`, 100-deep undo and redo, the score and the move counter."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from fortythieves.core.cards import Card, double_deck
from fortythieves.core.moves import Move, MoveKind, PileKind
from fortythieves.core.rules import UNDO_LIMIT, Points, Reason
from fortythieves.core.state import Refusal, State, Step
from fortythieves.core.variants import STANDARD, Variant


class IllegalMove(ValueError):
    """A refused move: the rule (`reason`) and the cards it concerns."""

    def __init__(self, reason: Reason, cards: tuple[Card, ...] = (), move: Move | None = None):
        super().__init__(f"{reason.value} {' '.join(map(str, cards))}".strip())
        self.reason = reason
        self.cards = cards
        self.move = move

    @classmethod
    def of(cls, refusal: Refusal) -> IllegalMove:
        return cls(refusal.reason, refusal.cards, refusal.move)

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.reason, self.cards, self.move)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an applied move did, for the phrasing layer."""

    move: Move
    cards: tuple[Card, ...]  # the cards moved or drawn, bottom first
    points: int  # score change after the floor at 0
    turned_up: Card | None = None  # a face-down card turned face up by the move
    exposed: Card | None = None  # the source column's new exposed card


def points_for(mv: Move) -> int:
    """What a move is worth by the app's scoring (before the floor at 0)."""
    if mv.kind is not MoveKind.MOVE or mv.source is None or mv.target is None:
        return Points.DRAW
    if mv.target.kind is PileKind.FOUNDATION:
        return Points.FOUNDATION
    if mv.source.kind is PileKind.WASTE:
        return Points.WASTE_TO_COLUMN
    if mv.source.kind is PileKind.FOUNDATION:
        return Points.TAKE_BACK
    return Points.COLUMN_TO_COLUMN


class Game:
    """The player's game. The position is `state`; undo keeps the last `UNDO_LIMIT`
    actions; the move counter counts every action played (undo does not lower it)."""

    __slots__ = ("_redo", "_undo", "moves", "score", "state")

    def __init__(self, state: State, score: int = 0, moves: int = 0) -> None:
        self.state = state
        self.score = score
        self.moves = moves
        self._undo: deque[int] = deque(maxlen=UNDO_LIMIT)  # the score before each action
        self._redo: list[Move] = []  # next first is last

    @classmethod
    def deal(cls, variant: Variant, order: Sequence[Card]) -> Game:
        return cls(State.deal(variant, order))

    @classmethod
    def new(cls, variant: Variant = STANDARD, order: Sequence[Card] | None = None) -> Game:
        """A game dealt from `order`, or from the unshuffled decks (for tests)."""
        return cls.deal(variant, double_deck() if order is None else order)

    @property
    def variant(self) -> Variant:
        return self.state.variant

    def copy(self) -> Game:
        """The same game, undo and redo included."""
        g = Game(self.state.copy(steps=len(self._undo)), self.score, self.moves)
        g._undo = self._undo.copy()
        g._redo = self._redo[:]
        return g

    def snapshot(self) -> tuple[object, ...]:
        """The position and the score (not the move counter)."""
        return (self.state.key(), self.score)

    # ----- playing ----------------------------------------------------------------------
    def apply(self, mv: Move) -> Outcome:
        """Play `mv` or raise IllegalMove; a played move can be undone."""
        refused = self.state.refusal(mv)
        if refused is not None:
            raise IllegalMove.of(refused)
        self._redo.clear()
        return self._play(mv)

    def _play(self, mv: Move) -> Outcome:
        before = self.score
        step: Step = self.state.push(mv)
        self.score = max(0, before + points_for(mv))
        self._undo.append(before)
        self.moves += 1
        return Outcome(mv, step.cards, self.score - before, step.turned_up, step.exposed)

    def undo(self) -> Move:
        """Take back the last action; the move counter does not go down."""
        if not self._undo:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        self.score = self._undo.pop()
        mv = self.state.pop().move
        self._redo.append(mv)
        return mv

    def redo(self) -> Outcome:
        if not self._redo:
            raise IllegalMove(Reason.NOTHING_TO_REDO)
        return self._play(self._redo.pop())

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def forget_undo_beyond(self, depth: int) -> None:
        """Keep only the last `depth` actions undoable (a save restores its undo depth)."""
        while len(self._undo) > max(depth, 0):
            self._undo.popleft()

    @property
    def history(self) -> list[Move]:
        """The moves that undo can take back, oldest first."""
        depth = len(self._undo)
        return self.state.pushed[-depth:] if depth else []

    @property
    def redo_moves(self) -> list[Move]:
        """The moves redo would play, next first."""
        return self._redo[::-1]
