"""`Phraser`, the one entry point of the phrasing package: the sentences of one language.

It holds one object per job and hands each call to it: `names` (cards, piles, lists,
counts, codes spelt), `readouts` (the board and its parts), `moves` (moves, the legal
moves, outcomes, undo, score), `refusals` (a refused move, a bad code, layout or
variant) and `asked` (questions asked of the board: empty columns, what goes on a card,
what lies under it). Callers may use a job's object directly; the methods here keep one place
to find every sentence the game says.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from fortythieves.core.cards import Card, Suit
from fortythieves.core.codes import CodeError
from fortythieves.core.game import Game, Outcome
from fortythieves.core.moves import Move, Pile
from fortythieves.core.state import Refusal, State
from fortythieves.core.variants import Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.phrasing.asked import Asked
from fortythieves.lang.phrasing.board import Readouts
from fortythieves.lang.phrasing.modes import Order, Verbosity
from fortythieves.lang.phrasing.moves import Moves
from fortythieves.lang.phrasing.names import Names
from fortythieves.lang.phrasing.refusals import Refusals

if TYPE_CHECKING:
    from fortythieves.core.layout import LayoutError


class Phraser:
    """Sentences in one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t
        self.names = Names(t)
        self.readouts = Readouts(self.names)
        self.moves = Moves(self.names)
        self.refusals = Refusals(self.names)
        self.asked = Asked(self.names)

    # ----- names --------------------------------------------------------------
    def card(self, card: Card) -> str:
        return self.names.card(card)

    def card_onto(self, card: Card) -> str:
        return self.names.card_onto(card)

    def card_subject(self, card: Card) -> str:
        return self.names.card_subject(card)

    def the_card(self, card: Card, onto: bool = False) -> str:
        return self.names.the_card(card, onto)

    def cards(self, cards: Iterable[Card]) -> str:
        return self.names.cards(cards)

    def items(self, parts: Iterable[str]) -> str:
        return self.names.items(parts)

    def groups(self, parts: Iterable[str]) -> str:
        return self.names.groups(parts)

    def ordinal(self, n: int) -> str:
        return self.names.ordinal(n)

    def column_name(self, index: int) -> str:
        return self.names.column_name(index)

    def pile(self, pile: Pile) -> str:
        return self.names.pile(pile)

    def suit_plural(self, suit: Suit) -> str:
        return self.names.suit_plural(suit)

    def spelled(self, code: str) -> str:
        return self.names.spelled(code)

    def groups_of_code(self, groups: Iterable[str]) -> str:
        return self.names.groups_of_code(groups)

    def alphabet_spelled(self, code: str) -> str:
        return self.names.alphabet_spelled(code)

    def count_cards(self, n: int) -> str:
        return self.names.count_cards(n)

    def either(self, items: list[str]) -> str:
        return self.names.either(items)

    def both(self, items: list[str]) -> str:
        return self.names.both(items)

    # ----- the board ----------------------------------------------------------
    def stock_part(self, state: State) -> str:
        return self.readouts.stock_part(state)

    def waste_part(self, state: State) -> str:
        return self.readouts.waste_part(state)

    def foundation_part(self, state: State, index: int) -> str:
        return self.readouts.foundation_part(state, index)

    def foundations(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.readouts.foundations(state, verbosity)

    def board_foundations(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.readouts.board_foundations(state, verbosity)

    def column_part(self, state: State, index: int, order: Order) -> str:
        return self.readouts.column_part(state, index, order)

    def columns(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.readouts.columns(state, order, verbosity)

    def stock_and_waste(self, state: State) -> str:
        return self.readouts.stock_and_waste(state)

    def board(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.readouts.board(state, order, verbosity)

    def column(self, state: State, index: int, order: Order) -> str:
        return self.readouts.column(state, index, order)

    def waste(self, state: State) -> str:
        return self.readouts.waste(state)

    def stock(self, state: State) -> str:
        return self.readouts.stock(state)

    def redeals_left(self, n: int) -> str:
        return self.names.redeals_left(n)

    def exposed(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.readouts.exposed(state, verbosity)

    def where(self, state: State, card: Card, order: Order = Order.DEALT_FIRST) -> str:
        return self.readouts.where(state, card, order)

    # ----- moves --------------------------------------------------------------
    def origin(self, pile: Pile) -> str:
        return self.moves.origin(pile)

    def destination(self, state: State, pile: Pile) -> str:
        return self.moves.destination(state, pile)

    def describe(self, state: State, move: Move) -> str:
        return self.moves.describe(state, move)

    def legal_moves(self, game: Game, moves: list[Move], verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return self.moves.legal_moves(game, moves, verbosity)

    def places(self, state: State, moves: list[Move]) -> str:
        return self.moves.places(state, moves)

    def options(self, state: State, source: Pile, count: int, moves: list[Move]) -> str:
        return self.moves.options(state, source, count, moves)

    def outcome(self, before: State, game: Game, out: Outcome, verbosity: Verbosity) -> str:
        return self.moves.outcome(before, game, out, verbosity)

    def undone(self, before: State, game_after_undo: Game, mv: Move) -> str:
        return self.moves.undone(before, game_after_undo, mv)

    def score_now(self, game: Game) -> str:
        return self.moves.score_now(game)

    def undo_limit(self, limit: int) -> str:
        return self.moves.undo_limit(limit)

    def redone(self, text: str) -> str:
        return self.moves.redone(text)

    def score(self, game: Game) -> str:
        return self.moves.score(game)

    def won(self, game: Game, recorded: bool = False) -> str:
        return self.moves.won(game, recorded)

    def won_already(self) -> str:
        return self.refusals.won_already()

    # ----- refusals -----------------------------------------------------------
    def unknown_variant(self, name: str, names: list[str]) -> str:
        return self.refusals.unknown_variant(name, names)

    def code_refusal(self, text: str, e: CodeError) -> str:
        return self.refusals.code_refusal(text, e)

    def layout_problem(self, e: LayoutError) -> str:
        return self.refusals.layout_problem(e)

    def refusal(self, state: State, err: Refusal, tap: bool = False) -> str:
        return self.refusals.refusal(state, err, tap)

    def explain(self, state: State, err: Refusal, tap: bool = False) -> str | None:
        return self.refusals.explain(state, err, tap)

    def build_refusal(self, variant: Variant, card: Card, onto: Card) -> str:
        return self.refusals.build_refusal(variant, card, onto)

    def foundation_refusal(self, state: State, card: Card, index: int) -> str:
        return self.refusals.foundation_refusal(state, card, index)
