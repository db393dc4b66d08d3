"""`why`: the rule behind the last refusal, whether the rules engine refused a move or the
resolver found nothing to move ("No column ends with the 7 of hearts"); or, right after a
hint or a loss warning, the reason for that advice."""

from __future__ import annotations

from dataclasses import dataclass

from fortythieves.core.moves import Move, MoveKind, PileKind
from fortythieves.core.rules import Rule
from fortythieves.core.state import Refusal, State
from fortythieves.lang.phrasing import Order, Phraser
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.resolver import Missing, NotFound

# What the resolver says when it finds nothing that a rule explains; the others (nothing
# named yet, no "it") ask for a name and are no refusal.
REFUSING = (
    Missing.NO_COLUMN_ENDS_WITH_CARD,
    Missing.NO_COLUMN_ENDS_WITH_RANK,
    Missing.RANK_NOT_FREE,
    Missing.NO_EMPTY_COLUMN,
    Missing.UNDER_ON_FOUNDATION,
    Missing.NOT_WHERE_SAID,
    Missing.NOT_AT_COLUMN_END,
)


@dataclass(frozen=True, slots=True)
class Advised:
    """Advice the game gave: a hint's move (with its winning line's length, or None when it
    is only the best move found), or no move at all when the game is lost."""

    move: Move | None
    length: int | None = None
    earlier: tuple[Move, ...] = ()  # the moves suggested before it in the same position ("another hint")
    ahead: tuple[Move, ...] = ()  # the moves of its line said after it ("and then?"), none of them played


@dataclass(frozen=True, slots=True)
class Played:
    """A move the rules allowed and the game made: "why" right after it says so, never an
    older refusal's rule."""

    move: Move


@dataclass(frozen=True, slots=True)
class TakenBack:
    """A move the player took back: "why" right after it says so, never the rule of the
    move undone or of advice given before it."""

    move: Move


@dataclass(frozen=True, slots=True)
class Redone:
    """A move taken back and made again by redo: "why" right after it says so, never that
    the move was taken back."""

    move: Move


@dataclass(frozen=True, slots=True)
class Why:
    """A refusal, advice or a move made, and the position it was given in (a copy: the game
    moves on)."""

    refused: Refusal | NotFound | Advised | Played | TakenBack | Redone
    state: State
    tap: bool = False  # the refusal was of a tap: only the foundations were tried

    def hinted_last(self, state: State, history: list[Move]) -> bool:
        """Whether this is a hint's move and the game is where the hint left it: in the
        position it was given in, or with its move played last ("the next one" then asks
        for the next hint)."""
        advised = self.refused
        if not isinstance(advised, Advised) or advised.move is None:
            return False
        return state == self.state or history[-1:] == [advised.move]


def explain(p: Phraser, why: Why, order: Order) -> str | None:
    """The rule behind the refusal, with where the card named is when that is the point;
    None when it was a slip, not a rule."""
    state, value = why.state, why.refused
    if isinstance(value, Advised | Played | TakenBack | Redone):
        return None  # the session's replies say why it advised so, or what it did (`commands._why`)
    if isinstance(value, Refusal):
        return p.explain(state, value, why.tap)
    missing = value.missing
    if missing is Missing.NO_COLUMN_ENDS_WITH_CARD and value.card is not None:
        return f"{p.refusals.explain_column_end()} {p.where(state, value.card, order)}"
    if missing in (Missing.NO_COLUMN_ENDS_WITH_RANK, Missing.NOT_AT_COLUMN_END):
        return p.refusals.explain_column_end()
    if missing is Missing.NO_EMPTY_COLUMN:
        return p.refusals.explain_no_empty_column()
    if missing is Missing.RANK_NOT_FREE:
        return rule_text(p.t, Rule.ONE_CARD, state.variant)
    if missing is Missing.NOT_WHERE_SAID and value.card is not None:
        return p.where(state, value.card, order)
    if missing is Missing.UNDER_ON_FOUNDATION:
        return rule_text(p.t, Rule.TAKE_BACK, state.variant)
    return None


def allowing(state: State, move: Move) -> Rule:
    """The rule that allowed `move` in `state` (the position before it)."""
    src, dst = move.source, move.target
    if move.kind is not MoveKind.MOVE or src is None or dst is None:
        return Rule.STOCK
    if src.kind is PileKind.FOUNDATION:
        return Rule.TAKE_BACK
    if dst.kind is PileKind.FOUNDATION:
        return Rule.FOUNDATION_BUILD
    if not state.cards(dst):
        return Rule.EMPTY_COLUMN
    return Rule.SEQUENCES if move.count > 1 else Rule.BUILD
