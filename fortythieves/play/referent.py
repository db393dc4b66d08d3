"""What "it" stands for ("move it", "mou-la", "spostalo"): the card or place the player
named last in this game (read, asked about, moved, drawn, put back by undo, or named by a
hint). The words are the lexicon's; the referent lives here, in the session's layer.

A card moved or drawn is remembered with the pile it went to: while it is still on top
there, "it" is that copy, not the other deck's. A referent named in another game is gone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fortythieves.core.cards import Card
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.state import State
from fortythieves.lang.intents import (
    CardRef,
    Intent,
    MoveIntent,
    Options,
    PileRef,
    RankRef,
    Read,
    Spec,
    Tap,
    Where,
)
from fortythieves.play.current import CurrentGame


@dataclass
class Referent:
    """What "it" and "that one" stand for: the card, place or move named last."""

    game: CurrentGame | None = None  # the game in play when it was named, by identity
    spec: Spec | None = None
    pile: Pile | None = None  # where a card moved, drawn or hinted lies
    move: Move | None = None  # the move a hint named: "do it", "play it" plays that move
    read: bool = False  # only read or asked about: nothing was proposed to do with it
    # the hint's move was said beside a move the player asked about ("should I ...?"): a "yes"
    # could answer either, so it plays neither
    beside: bool = False
    # the moves a reading of the card named as its places ("it can go on the 6 of clubs"):
    # "do it" plays the one, or asks which of several
    offered: tuple[Move, ...] = ()
    # the column whose face-down card the last move turned up, in that game and position
    turned: tuple[CurrentGame, tuple[object, ...], Pile] | None = None
    # the pile a move left a card on top of (the column's new end, the waste's new top): its
    # reply named that card too, so "to the foundation" right after may mean either
    left: tuple[CurrentGame, tuple[object, ...], Pile] | None = None

    def named(self, game: CurrentGame, spec: Spec | None, pile: Pile | None = None) -> None:
        self.game, self.spec, self.pile = (game, spec, pile) if spec is not None else (None, None, None)
        self.move, self.read, self.offered, self.beside, self.left = None, False, (), False, None

    def offers(self, game: CurrentGame, moves: list[Move]) -> None:
        """A reading of the card named last said these moves as the places it can go."""
        if self.game is game and self.read:
            self.offered = tuple(moves)

    def offered_now(self, game: CurrentGame, state: State) -> tuple[Move, ...]:
        """The moves the last reading offered, while it is the last thing named in this game
        and they can still be played."""
        if self.game is not game or not self.read:
            return ()
        legal = state.legal_moves()
        return tuple(m for m in self.offered if m in legal)

    def move_named(self, game: CurrentGame, state: State) -> Move | None:
        """The move a hint named, while it is still the last thing named in this game and
        can still be played."""
        if self.move is None or self.game is not game or self.move not in state.legal_moves():
            return None
        return self.move

    def names_card(self, game: CurrentGame) -> bool:
        """Whether a card (not a place) is the last thing named in this game."""
        return self.game is game and isinstance(self.spec, CardRef | RankRef)

    def on_foundation(self, game: CurrentGame, state: State) -> bool:
        """Whether the last thing named in this game is a card that lies on top of a
        foundation (moved there last)."""
        return (
            self.game is game
            and isinstance(self.spec, CardRef)
            and self.pile is not None
            and self.pile.kind is PileKind.FOUNDATION
            and state.top(self.pile) == self.spec.card
        )

    def drawn(self, game: CurrentGame, state: State) -> bool:
        """Whether the last thing named in this game is the card just drawn, still on top
        of the waste (the draw's reply said where it goes)."""
        return (
            self.game is game
            and isinstance(self.spec, CardRef)
            and self.pile == Pile(PileKind.WASTE)
            and state.top(self.pile) == self.spec.card
        )

    def gone(self, game: CurrentGame) -> bool:
        """Something was named, but in another game."""
        return self.spec is not None and self.game is not game

    def get(self, game: CurrentGame, state: State) -> Spec | None:
        """What "it" stands for now, or None when nothing was named in this game."""
        if self.spec is None or self.game is not game:
            return None
        spec, pile = self.spec, self.pile
        if isinstance(spec, CardRef) and pile is not None and state.top(pile) == spec.card:
            return PileRef(pile.kind, None if pile.kind is PileKind.WASTE else pile.index)
        return spec

    def heard(self, game: CurrentGame, intent: Intent) -> None:
        """A card or place the player named: a card, a column or foundation by its number,
        the waste; a place named in general ("the foundations") is not one thing."""
        match intent:
            case Read(what) | Options(what) | Tap(what) | MoveIntent(source=what):
                spec = what
            case Where(card):
                spec = None if card is None else CardRef(card)
            case _:
                return
        if isinstance(spec, CardRef | RankRef) or (
            isinstance(spec, PileRef)
            and not spec.empty
            and (spec.index is not None or spec.kind is PileKind.WASTE)
        ):
            self.named(game, spec)
            self.read = isinstance(intent, Read | Options | Where)

    def left_pile(self, game: CurrentGame, state: State) -> Pile | None:
        """The pile the last move left a card on top of, while its card moved is still
        what "it" names and nothing has changed since in this game."""
        if self.left is None or self.left[0] is not game or self.left[1] != state.key():
            return None
        return self.left[2]

    def turned_pile(self, game: CurrentGame, state: State) -> Pile | None:
        """The column whose card was turned face up by the last move, while nothing has
        changed since in this game."""
        if self.turned is None or self.turned[0] is not game or self.turned[1] != state.key():
            return None
        return self.turned[2]

    def moved(self, game: CurrentGame, before: State, after: State, move: Move) -> None:
        """After a move, the card moved, where it went; after a draw, the card drawn; a
        card the move turned face up, its column."""
        src = move.source
        turned = (
            src is not None
            and src.kind is PileKind.COLUMN
            and after.hidden[src.index] < before.hidden[src.index]
        )
        self.turned = (game, after.key(), src) if turned and src is not None else None
        if move.kind is MoveKind.MOVE and move.source is not None:
            cards = before.cards(move.source)
            if len(cards) >= move.count:
                self.named(game, CardRef(cards[-move.count]), move.target)
            if after.cards(move.source) and move.source.kind in (PileKind.COLUMN, PileKind.WASTE):
                self.left = (game, after.key(), move.source)
        elif move.kind is MoveKind.DRAW and after.waste:
            self.named(game, CardRef(after.waste[-1]), Pile(PileKind.WASTE))

    def at_source(self, game: CurrentGame, state: State, move: Move, drawn: Card | None = None) -> None:
        """A move undone (its card is back at its source) or named by a hint (its card is
        still there); an undone draw names the card put back on the stock (`drawn`)."""
        cards = state.cards(move.source) if move.kind is MoveKind.MOVE and move.source is not None else []
        if move.source is not None and len(cards) >= move.count:
            self.named(game, CardRef(cards[-move.count]), move.source)
        elif drawn is not None:
            self.named(game, CardRef(drawn), Pile(PileKind.STOCK))
        else:
            self.named(game, None)

    def hinted(self, game: CurrentGame, state: State, move: Move, beside: bool = False) -> None:
        """A hint's move: "it" is its card where it lies, and "do it" plays the move."""
        self.at_source(game, state, move)
        if self.game is game or move.kind is not MoveKind.MOVE:
            self.game, self.move, self.beside = game, move, beside


def turned_meant(intent: Intent, pile: Pile) -> Intent:
    """The intent with the waste it names taken as the card just turned face up in `pile`
    ("play the turned card" right after a move turned one)."""
    column = PileRef(PileKind.COLUMN, pile.index)

    def waste(spec: object) -> bool:
        return isinstance(spec, PileRef) and spec.kind is PileKind.WASTE

    match intent:
        case MoveIntent(source=what) if waste(what):
            return replace(intent, source=column, origin=None)
        case Read(what) | Tap(what) | Options(what) if waste(what):
            return replace(intent, what=column)
    return intent


def lies_in(state: State, spec: Spec, origin: PileRef | None) -> bool:
    """Whether `spec` is in the place the player said it comes from (any, when none)."""
    if origin is None or isinstance(spec, RankRef):
        return True
    if isinstance(spec, PileRef):
        return spec.kind is origin.kind and origin.index in (None, spec.index)
    return any(
        pile.kind is origin.kind and origin.index in (None, pile.index) for pile, _ in state.locate(spec.card)
    )


def other_copy(state: State, card: Card, moved_to: Pile | None) -> Pile | None:
    """Where the other copy of `card` lies on top of a column or the waste, ready to move:
    not the copy moved last (on top of `moved_to`); None when it lies out of reach."""
    for pile, depth in state.locate(card):
        if depth == 1 and pile != moved_to and pile.kind in (PileKind.COLUMN, PileKind.WASTE):
            return pile
    return None
