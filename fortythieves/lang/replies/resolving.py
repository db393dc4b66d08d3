"""Sentences of resolving what the player named: a card or place not found, a refused
move (with its rule at full verbosity), and "which one?" when two copies or two readings fit."""

from __future__ import annotations

import re
from collections.abc import Sequence

from fortythieves.core.cards import Card
from fortythieves.core.moves import Move, Pile, PileKind
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal, State
from fortythieves.lang.phrasing import Verbosity
from fortythieves.lang.phrasing.names import capital
from fortythieves.lang.replies.base import Said


class Resolving(Said):
    def tap_needs_card(self) -> str:
        # Translators: "tap" without a card.
        return self.t._("Name a card or a pile to tap, for example: tap waste.")

    def rank_not_free(self) -> str:
        # Translators: a card named by its rank alone ("the king"), and no such card is free.
        return self.t._("No card of that rank is free to move now.")

    def no_column_ends_with(self, card: Card) -> str:
        # Translators: a move onto a card that is not the exposed card of any column.
        return self.t._("No column ends with the {card}, so nothing can go on it.").format(
            card=self.p.card_subject(card)
        )

    def no_column_ends_with_rank(self) -> str:
        # Translators: a move onto a card named by its rank alone, and no column ends with one.
        return self.t._("No column ends with a card of that rank.")

    def no_empty_column(self) -> str:
        # Translators: a move to "an empty column" when there is none.
        return self.t._("There is no empty column.")

    def not_where_said(self, card: Card, where: str) -> str:
        # Translators: a move says where a card comes from ("take the ace of hearts back from the
        # foundation", "the 7 from column 3") and no copy lies there; {where} is the answer to
        # "where is" that card ("Ace of hearts: one at the end of column 2; the other …").
        return self.t._("The {card} is not where you said. {where}").format(
            card=self.p.card_subject(card), where=where
        )

    def not_at_column_end(self, top: Card | None, column: Pile) -> str:
        if top is None:
            # Translators: a move onto a card named with its column ("put the 7 on the queen in column 5"),
            # and that column is empty: nothing moves.
            return self.t._(
                "Column {number} is empty, so the card you named is not there. Nothing moved."
            ).format(number=column.index + 1)
        # Translators: a move onto a card named with its column ("put the 7 on the queen in column 5"), and
        # that column ends with another card: nothing moves.
        return self.t._(
            "Column {number} ends with the {card}, not the card you named. Nothing moved."
        ).format(number=column.index + 1, card=self.p.card_subject(top))

    def under_on_foundation(self, card: Card, pile: Pile) -> str:
        # Translators: a card under other cards on a foundation: only a foundation's top card comes back.
        said = self.t._(
            "The {card} lies under other cards on foundation {number}: only the top card of a foundation can be taken back."
        )
        return capital(said.format(card=self.p.card_subject(card), number=pile.index + 1))

    def autoplaced_instead(self, state: State, refusal: Refusal) -> str:
        # Translators: with auto-place on, a refused move is replaced by the best place.
        instead = self.t._("Auto-place puts it in its best place instead.")
        return self.p.refusal(state, refusal) + " " + instead

    def refused(self, state: State, refusal: Refusal, verbosity: Verbosity, tap: bool = False) -> str:
        """A refusal in one sentence; at full verbosity the rule follows it."""
        text = self.p.refusal(state, refusal, tap)
        if _copies_untold(state, refusal):
            text += " " + self.p.where(state, refusal.cards[0])
        said = self.p.explain(state, refusal, tap) if verbosity is Verbosity.FULL else None
        if said is not None:
            # "... nothing can be placed on an ace in a column." is not followed by "Nothing can
            # be placed on an ace in a column, because ...": a listener hears it once
            clause = _first_clause(said)
            if len(clause.split()) < 5 or clause not in text.casefold():  # "On a column," is no repeat
                text += " " + said
        return text

    def which(self, state: State, moves: Sequence[Move], by_source: bool, readings: bool = False) -> str:
        """Both copies of a card can move, or it can go onto either copy of a card: which?
        `readings`: the line read two ways ("8 on 9") gives two legal moves: which move?"""
        p, t = self.p, self.t
        if readings:
            described = [p.describe(state, x) for x in moves]
            # Translators: a line that reads two ways ("8 on 9": two columns or two ranks), both
            # legal: "Which move: the 8 of hearts from column 3 onto the 9 of hearts in column 5,
            # or the 2 of clubs from column 8 onto the 3 of hearts in column 9?"
            return t._("Which move: {moves}?").format(moves=p.either(described))
        m = moves[0]
        assert m.source is not None and m.target is not None
        heads = {state.cards(x.source)[-x.count] for x in moves if x.source is not None}
        if by_source and len(heads) > 1:
            named = [
                # Translators: one choice in "Which card: the king of hearts from column 2 or ...?"; {origin}
                # is "from column 2", "from the waste" or "from foundation 3" (as the origin of a move).
                t._("the {card} {origin}").format(
                    card=p.card(state.cards(x.source)[-x.count]), origin=p.origin(x.source)
                )
                for x in moves
                if x.source is not None
            ]
            # Translators: several cards of the named rank can move: "Which card: ... or ...?"
            return t._("Which card: {places}?").format(places=p.either(named))
        if by_source:
            card = state.cards(m.source)[-m.count]
            places = p.either([p.pile(x.source) for x in moves if x.source is not None])
            # Translators: both copies of a card can move: "Which 7 of spades: column 3 or the waste?"
            return t._("Which {card}: {places}?").format(card=p.card(card), places=places)
        target_card = state.top(m.target)
        places = p.either([p.pile(x.target) for x in moves if x.target is not None])
        # Translators: both copies of the target card are exposed: "Onto which 8 of spades: column 2 or column 6?"
        return t._("Onto which {card}: {places}?").format(
            card=p.card(target_card) if target_card else "", places=places
        )


def _first_clause(sentence: str) -> str:
    """The words of a sentence up to its first comma or full stop, folded for comparing."""
    return re.split(r"[,.;:]", sentence, maxsplit=1)[0].strip().casefold()


def _copies_untold(state: State, refusal: Refusal) -> bool:
    """Whether a refusal about a card leaves out where a copy of it lies in sight: "already
    there" when the other copy is elsewhere, or a copy under the top of the waste, which
    "only the last card of a column" and "in the stock or under the waste" do not place.
    The answer to "where is" that card then follows the refusal."""
    if len(refusal.cards) != 1:
        return False
    copies = state.locate(refusal.cards[0])
    if refusal.reason is Reason.SAME_PILE:
        seen = [p for p, depth in copies if p.kind is not PileKind.STOCK and not _face_down(state, p, depth)]
        return len(seen) > 1
    if refusal.reason in (Reason.CARD_NOT_EXPOSED, Reason.CARD_NOT_IN_PLAY):
        return any(p.kind is PileKind.WASTE and depth > 1 for p, depth in copies)
    return False


def _face_down(state: State, pile: Pile, depth: int) -> bool:
    return pile.kind is PileKind.COLUMN and depth > len(state.face_up(pile.index))
