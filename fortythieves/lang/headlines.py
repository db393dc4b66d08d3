"""A reply's headline: what a move did, why a move was refused, which move a hint names,
in one short line with the cards as the board shows them ("J♠ → Q♠, column 9 · +5 points",
"No such pile; the piles are c1–c10, f1–f8", "Hint: 3♦ → F3").

Made from the values the game already has (the move played and its points, the rule that
refused it), never by cutting a reply's sentence. A page shows it where only a line or
two of the reply fits (a zoomed page's bar, the reply kept to one line while focus is on
the board); it is for the eye only, with suit signs: screen readers hear the whole reply,
which starts with the same result in words.
"""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.core.cards import Card, Rank
from fortythieves.core.game import Outcome
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS, Reason
from fortythieves.core.state import Refusal, State
from fortythieves.lang.grid import SYMBOLS, short_name
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import words


class Headlines:
    """Headlines in one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t

    # ----- the parts -------------------------------------------------------------------
    def card(self, card: Card) -> str:
        return short_name(card, True, self.t.lang)

    def foundation(self, index: int) -> str:
        """A foundation as the board numbers it ("F3"; Catalan "B3")."""
        return f"{words(self.t.lang, 'letter-piles')[1].upper()}{index + 1}"

    def _cards(self, cards: tuple[Card, ...]) -> str:
        """One card, or a run by its first and last ("5♥…3♥")."""
        if len(cards) == 1:
            return self.card(cards[0])
        return f"{self.card(cards[0])}…{self.card(cards[-1])}"

    def _move(self, moved: tuple[Card, ...], target: Pile, onto: Card | None) -> str:
        t, cards = self.t, self._cards(moved)
        if target.kind is PileKind.FOUNDATION:
            return f"{cards} → {self.foundation(target.index)}"
        if onto is None:
            # Translators: a move's headline on the web page, to an empty column: "J♠ → column 9".
            return t._("{cards} → column {number}").format(cards=cards, number=target.index + 1)
        # Translators: a move's headline on the web page, onto a column's card: "J♠ → Q♠, column 9".
        return t._("{cards} → {onto}, column {number}").format(
            cards=cards, onto=self.card(onto), number=target.index + 1
        )

    # ----- the headlines ---------------------------------------------------------------
    def moved(self, state: State, out: Outcome) -> str:
        """What a move played did, in the position after it, with its points."""
        t, mv = self.t, out.move
        if mv.kind is MoveKind.DRAW:
            return self.drawn(out.cards)
        if mv.kind is MoveKind.REDEAL:
            # Translators: a redeal's headline on the web page: the waste turned over as the new stock.
            return t._("Waste turned over")
        assert mv.target is not None
        pile = _pile(state, mv.target)
        under = pile[-mv.count - 1] if len(pile) > mv.count and mv.target.kind is PileKind.COLUMN else None
        line = self._move(out.cards, mv.target, under)
        if not out.points:
            return line
        points = f"+{out.points}" if out.points > 0 else f"\u2212{-out.points}"
        # Translators: a move's headline with the points it scored: "J♠ → Q♠, column 9 · +5 points";
        # {points} is signed ("+5", "−10").
        return t.ngettext("{move} · {points} point", "{move} · {points} points", abs(out.points)).format(
            move=line, points=points
        )

    def drawn(self, cards: tuple[Card, ...]) -> str:
        """Cards drawn by one command ("draw 3"), in the order drawn."""
        # Translators: a draw's headline on the web page: the card (or cards) now on the waste, in the
        # order drawn; the count is how many.
        return self.t.ngettext("Drawn: {cards}", "Drawn: {cards}", len(cards)).format(
            cards=" ".join(self.card(c) for c in cards)
        )

    def undone(self, cards: tuple[Card, ...]) -> str:
        """Moves taken back: the cards that went back, as they lie now ("" for a redeal's)."""
        if not cards:
            return ""
        # Translators: the headline on the web page of an undo: the card (or cards) back where they were.
        return self.t._("Undone: {cards}").format(cards=" ".join(self.card(c) for c in cards))

    def hinted(self, state: State, mv: Move) -> str:
        """The move a hint names, in the position it is for."""
        t = self.t
        if mv.kind is MoveKind.DRAW:
            # Translators: a hint's headline on the web page when the best move is to draw.
            return t._("Hint: draw a card")
        if mv.kind is MoveKind.REDEAL:
            # Translators: a hint's headline on the web page when the best move is to turn the waste over.
            return t._("Hint: turn the waste over")
        assert mv.source is not None and mv.target is not None
        moved = tuple(_pile(state, mv.source)[-mv.count :])
        target = _pile(state, mv.target)
        onto = target[-1] if target and mv.target.kind is PileKind.COLUMN else None
        # Translators: a hint's headline on the web page: "Hint: 3♦ → F3" (the move as on the board).
        return t._("Hint: {move}").format(move=self._move(moved, mv.target, onto))

    def not_understood(self) -> str:
        # Translators: the headline on the web page of a line that was not read as a command.
        return self.t._("Not understood")

    def refused(self, state: State, err: Refusal) -> str:
        """The rule that refused a move, short."""
        cards = tuple(self.card(c) for c in err.cards)
        mv = err.move
        found = (
            mv.target.index
            if mv is not None and mv.target is not None and mv.target.kind is PileKind.FOUNDATION
            else None
        )
        if err.reason is Reason.NO_SUCH_PILE:
            # the piles there are, as the player types them: "c1–c10, f1–f8"
            col, fnd = words(self.t.lang, "letter-piles")[:2]
            piles = f"{col}1–{col}{len(state.columns)}, {fnd}1–{fnd}{len(state.foundations)}"
            # Translators: a refusal's headline on the web page: the column or foundation named does not
            # exist; {piles} is those there are, as typed: "c1–c10, f1–f8". Word it so that {piles} cannot
            # be read as the piles that do not exist.
            return self.t._("No such pile; the piles are {piles}").format(piles=piles)
        if found is not None and err.reason in _FOUNDATION_RULES:
            suit = FOUNDATION_SUITS[found]
            return _FOUNDATION_RULES[err.reason](self.t).format(
                foundation=self.foundation(found),
                suit=SYMBOLS[suit],
                ace=self.card(Card(Rank.ACE, suit)),
                card=cards[0] if cards else "",
            )
        if len(cards) >= 2 and err.reason in _TWO_CARD_RULES:
            return _TWO_CARD_RULES[err.reason](self.t).format(card=cards[0], onto=cards[1])
        if cards and err.reason is Reason.NO_PLACE:
            # Translators: a refusal's headline on the web page: no pile takes the card.
            return self.t._("{card} has nowhere to go").format(card=cards[0])
        return _RULES[err.reason](self.t)


def taken_back(state: State, mv: Move) -> tuple[Card, ...]:
    """The cards an undone move put back, in the position after the undo: a draw's on the
    stock, a move's on its source; none for a redeal."""
    if mv.kind is MoveKind.DRAW:
        return tuple(state.stock[-1:])
    if mv.source is None:
        return ()
    return tuple(_pile(state, mv.source)[-mv.count :])


def _pile(state: State, pile: Pile) -> list[Card]:
    if pile.kind is PileKind.COLUMN:
        return state.columns[pile.index]
    if pile.kind is PileKind.FOUNDATION:
        return state.foundations[pile.index]
    return state.waste if pile.kind is PileKind.WASTE else state.stock


# A refusal's headline on the web page follows "Not done:": the rule, as short as a player
# would say it; {card} and {onto} are cards as the board shows them ("J♠"), {foundation} a
# foundation as numbered there ("F3"), {ace} its ace ("A♦"), {suit} a suit's sign ("♦").
_TWO_CARD_RULES: dict[Reason, Callable[[Translator], str]] = {
    # Translators: a refusal's headline: building is in suit.
    Reason.WRONG_SUIT: lambda t: t._("{card} on {onto}: same suit only"),
    # Translators: a refusal's headline: building is in any suit but the card's own, and {card} is of
    # the suit of {onto}. Word it so that it cannot be read as "the two are of different suits".
    Reason.SAME_SUIT: lambda t: t._("{card} on {onto}: not on its own suit"),
    # Translators: a refusal's headline: building alternates red and black.
    Reason.SAME_COLOUR: lambda t: t._("{card} on {onto}: red and black must alternate"),
    # Translators: a refusal's headline: a card goes on the card one rank higher.
    Reason.WRONG_RANK: lambda t: t._("{card} on {onto}: one rank lower only"),
    # Translators: a refusal's headline: nothing goes on an ace in a column.
    Reason.NOTHING_ON_ACE: lambda t: t._("{card} on {onto}: nothing goes on an ace"),
}
_FOUNDATION_RULES: dict[Reason, Callable[[Translator], str]] = {
    # Translators: a refusal's headline: an empty foundation takes only its ace.
    Reason.FOUNDATION_NEEDS_ACE: lambda t: t._("{foundation} starts with {ace}"),
    # Translators: a refusal's headline: the foundation is for another suit.
    Reason.FOUNDATION_WRONG_SUIT: lambda t: t._("{foundation} is for {suit} only"),
    # Translators: a refusal's headline: the card is not the next one up on that foundation.
    Reason.FOUNDATION_WRONG_RANK: lambda t: t._("{card} is not next on {foundation}"),
    # Translators: a refusal's headline: the foundation holds ace to king.
    Reason.FOUNDATION_FULL: lambda t: t._("{foundation} is complete"),
}
# every rule, without the cards or the foundation the forms above name
_RULES: dict[Reason, Callable[[Translator], str]] = {
    # Translators: a refusal's headline: building is in suit.
    Reason.WRONG_SUIT: lambda t: t._("Same suit only"),
    # Translators: a refusal's headline: building is in any suit but the card's own.
    Reason.SAME_SUIT: lambda t: t._("Not on its own suit"),
    # Translators: a refusal's headline: building alternates red and black.
    Reason.SAME_COLOUR: lambda t: t._("Red and black must alternate"),
    # Translators: a refusal's headline: a card goes on the card one rank higher.
    Reason.WRONG_RANK: lambda t: t._("One rank lower only"),
    # Translators: a refusal's headline: nothing goes on an ace in a column.
    Reason.NOTHING_ON_ACE: lambda t: t._("Nothing goes on an ace"),
    # Translators: a refusal's headline: a foundation starts with an ace.
    Reason.FOUNDATION_NEEDS_ACE: lambda t: t._("A foundation starts with an ace"),
    # Translators: a refusal's headline: the foundation is for another suit.
    Reason.FOUNDATION_WRONG_SUIT: lambda t: t._("Wrong suit for that foundation"),
    # Translators: a refusal's headline: the card is not the next one up on the foundation.
    Reason.FOUNDATION_WRONG_RANK: lambda t: t._("Not the next card up"),
    # Translators: a refusal's headline: the foundation holds ace to king.
    Reason.FOUNDATION_FULL: lambda t: t._("That foundation is complete"),
    # Translators: a refusal's headline: no card to draw.
    Reason.STOCK_EMPTY: lambda t: t._("The stock is empty"),
    # Translators: a refusal's headline: every redeal is used, or the waste is empty.
    Reason.NO_REDEALS_LEFT: lambda t: t._("No redeal left"),
    # Translators: a refusal's headline: a redeal only when the stock is empty.
    Reason.REDEAL_NOT_NEEDED: lambda t: t._("The stock still has cards"),
    # Translators: a refusal's headline: this game never redeals.
    Reason.NO_REDEALS: lambda t: t._("This game has no redeal"),
    # Translators: a refusal's headline: the card has other cards on it.
    Reason.CARD_NOT_EXPOSED: lambda t: t._("That card is covered"),
    # Translators: a refusal's headline: the card is face down.
    Reason.CARD_FACE_DOWN: lambda t: t._("That card is face down"),
    # Translators: a refusal's headline: there is no card on that pile.
    Reason.EMPTY_SOURCE: lambda t: t._("That pile is empty"),
    # Translators: a refusal's headline: the cards named do not form a run.
    Reason.NOT_A_SEQUENCE: lambda t: t._("Those cards are not a run"),
    # Translators: a refusal's headline: this game moves one card at a time.
    Reason.SINGLE_CARDS_ONLY: lambda t: t._("One card at a time"),
    # Translators: a refusal's headline: a foundation takes one card at a time.
    Reason.ONE_CARD_TO_FOUNDATION: lambda t: t._("One card at a time to a foundation"),
    # Translators: a refusal's headline: no card is put on the waste.
    Reason.NOT_ON_WASTE: lambda t: t._("Nothing goes on the waste"),
    # Translators: a refusal's headline: no card is put on the stock.
    Reason.NOT_ON_STOCK: lambda t: t._("Nothing goes on the stock"),
    # Translators: a refusal's headline: cards leave the stock only by drawing.
    Reason.NOT_FROM_STOCK: lambda t: t._("Draw to take from the stock"),
    # Translators: a refusal's headline: the move names the same pile twice.
    Reason.SAME_PILE: lambda t: t._("The same pile twice"),
    # Translators: a refusal's headline: no move from one foundation to another.
    Reason.FOUNDATION_TO_FOUNDATION: lambda t: t._("Not from foundation to foundation"),
    # Translators: a refusal's headline: a whole column into an empty one changes nothing.
    Reason.NO_EFFECT: lambda t: t._("That would change nothing"),
    # Translators: a refusal's headline: no pile takes the card.
    Reason.NO_PLACE: lambda t: t._("No place takes it"),
    # Translators: a refusal's headline: the game is over, won.
    Reason.GAME_WON: lambda t: t._("The game is won already"),
    # Translators: a refusal's headline of undo.
    Reason.NOTHING_TO_UNDO: lambda t: t._("Nothing to undo"),
    # Translators: a refusal's headline of redo.
    Reason.NOTHING_TO_REDO: lambda t: t._("Nothing to redo"),
    # Translators: a refusal's headline: the card is in the stock or under the waste's top card.
    Reason.CARD_NOT_IN_PLAY: lambda t: t._("That card is not in play yet"),
}
