"""Every rule of the game written once, as data: the building rule, the foundations,
scoring, the undo limit, why a move is refused and which rule a refusal recalls.

The engine, the phrasing and the rules sheet all read these; none restates them.
"""

from __future__ import annotations

from enum import Enum, IntEnum

from fortythieves.core.cards import Card, Rank, Suit

FOUNDATIONS = 8
# The app's fixed foundation slots, left to right: spades, hearts, diamonds, clubs, twice.
FOUNDATION_SUITS: tuple[Suit, ...] = tuple(Suit(i % 4) for i in range(FOUNDATIONS))
UNDO_LIMIT = 100  # actions the player can take back


class Build(Enum):
    """How a card is built onto a column: always one rank lower, and ..."""

    SAME_SUIT = "same-suit"
    OTHER_SUIT = "other-suit"  # any suit but its own
    OTHER_COLOUR = "other-colour"

    def suit_ok(self, card: Suit, onto: Suit) -> bool:
        """The suit half of the building rule."""
        if self is Build.SAME_SUIT:
            return card == onto
        if self is Build.OTHER_SUIT:
            return card != onto
        return card.is_red != onto.is_red

    def accepts(self, card: Card, onto: Card) -> bool:
        return card.rank == onto.rank - 1 and self.suit_ok(card.suit, onto.suit)

    def accepted_on(self, onto: Card) -> list[Card]:
        """The cards that may be built on `onto` (none on an ace)."""
        if onto.rank == Rank.ACE:
            return []
        down = Rank(onto.rank - 1)
        return [Card(down, s) for s in Suit if self.suit_ok(s, onto.suit)]

    def builds_on(self, card: Card) -> list[Card]:
        """The cards `card` may be built on (none for a king)."""
        if card.rank == Rank.KING:
            return []
        up = Rank(card.rank + 1)
        return [Card(up, s) for s in Suit if self.suit_ok(card.suit, s)]


class Points(IntEnum):
    """The app's scoring: what each kind of action is worth. The score never goes below 0."""

    START = 0
    FOUNDATION = 10  # any card placed on a foundation
    WASTE_TO_COLUMN = 5
    TAKE_BACK = -15  # a foundation's top card taken back onto a column
    COLUMN_TO_COLUMN = 0
    DRAW = 0


class Reason(Enum):
    """Why a move is refused. Each names one rule; the phrasing layer words it."""

    WRONG_SUIT = "wrong-suit"  # same-suit building, other suit
    SAME_SUIT = "same-suit"  # any-suit-but-its-own building, same suit
    SAME_COLOUR = "same-colour"  # other-colour building, same colour
    WRONG_RANK = "wrong-rank"  # not one rank lower
    NOTHING_ON_ACE = "nothing-on-ace"
    FOUNDATION_NEEDS_ACE = "foundation-needs-ace"
    FOUNDATION_WRONG_SUIT = "foundation-wrong-suit"
    FOUNDATION_WRONG_RANK = "foundation-wrong-rank"
    FOUNDATION_FULL = "foundation-full"
    STOCK_EMPTY = "stock-empty"
    NO_REDEALS_LEFT = "no-redeals-left"
    REDEAL_NOT_NEEDED = "redeal-not-needed"  # the stock still has cards
    NO_REDEALS = "no-redeals"  # the variant never redeals
    CARD_NOT_EXPOSED = "card-not-exposed"
    CARD_FACE_DOWN = "card-face-down"
    EMPTY_SOURCE = "empty-source"
    NOT_A_SEQUENCE = "not-a-sequence"
    SINGLE_CARDS_ONLY = "single-cards-only"
    ONE_CARD_TO_FOUNDATION = "one-card-to-foundation"
    NOT_ON_WASTE = "not-on-waste"
    NOT_ON_STOCK = "not-on-stock"
    NOT_FROM_STOCK = "not-from-stock"  # draw instead
    SAME_PILE = "same-pile"
    FOUNDATION_TO_FOUNDATION = "foundation-to-foundation"
    NO_EFFECT = "no-effect"  # a whole column into an empty column
    NO_SUCH_PILE = "no-such-pile"
    NO_PLACE = "no-place"  # a placement policy found nowhere
    GAME_WON = "game-won"
    NOTHING_TO_UNDO = "nothing-to-undo"
    NOTHING_TO_REDO = "nothing-to-redo"
    CARD_NOT_IN_PLAY = "card-not-in-play"  # in the stock, or under the waste's top card


def build_refusal(build: Build, card: Card, onto: Card) -> Reason | None:
    """Which half of the building rule refuses `card` on `onto`, if any."""
    if build.accepts(card, onto):
        return None
    if onto.rank == Rank.ACE:
        return Reason.NOTHING_ON_ACE
    if card.rank != onto.rank - 1:
        return Reason.WRONG_RANK
    if build is Build.SAME_SUIT:
        return Reason.WRONG_SUIT
    return Reason.SAME_SUIT if build is Build.OTHER_SUIT else Reason.SAME_COLOUR


class Rule(Enum):
    """The rules as the sheet states them and a refusal recalls them."""

    ONE_CARD = "one-card"
    SEQUENCES = "sequences"
    BUILD = "build"  # worded by the variant's building rule
    NOTHING_ON_ACE = "nothing-on-ace"
    EMPTY_COLUMN = "empty-column"
    FOUNDATION_SUITS = "foundation-suits"
    FOUNDATION_BUILD = "foundation-build"
    TAKE_BACK = "take-back"
    WASTE = "waste"
    STOCK = "stock"  # the draw and the redeals, by the variant
    FACE_DOWN = "face-down"
    WIN = "win"


_REASON_RULES = {
    Reason.WRONG_SUIT: Rule.BUILD,
    Reason.SAME_SUIT: Rule.BUILD,
    Reason.SAME_COLOUR: Rule.BUILD,
    Reason.WRONG_RANK: Rule.BUILD,
    Reason.NOTHING_ON_ACE: Rule.NOTHING_ON_ACE,
    Reason.FOUNDATION_NEEDS_ACE: Rule.FOUNDATION_BUILD,
    Reason.FOUNDATION_WRONG_RANK: Rule.FOUNDATION_BUILD,
    Reason.FOUNDATION_FULL: Rule.FOUNDATION_BUILD,
    Reason.FOUNDATION_WRONG_SUIT: Rule.FOUNDATION_SUITS,
    Reason.STOCK_EMPTY: Rule.STOCK,
    Reason.NO_REDEALS_LEFT: Rule.STOCK,
    Reason.NO_REDEALS: Rule.STOCK,
    Reason.REDEAL_NOT_NEEDED: Rule.STOCK,
    Reason.CARD_NOT_EXPOSED: Rule.ONE_CARD,
    Reason.CARD_FACE_DOWN: Rule.FACE_DOWN,
    Reason.NOT_A_SEQUENCE: Rule.SEQUENCES,
    Reason.SINGLE_CARDS_ONLY: Rule.ONE_CARD,
    Reason.ONE_CARD_TO_FOUNDATION: Rule.FOUNDATION_BUILD,
    Reason.NOT_ON_WASTE: Rule.WASTE,
    Reason.NOT_FROM_STOCK: Rule.STOCK,
    Reason.CARD_NOT_IN_PLAY: Rule.ONE_CARD,  # in the stock or under the waste's top card
    Reason.FOUNDATION_TO_FOUNDATION: Rule.TAKE_BACK,
    Reason.GAME_WON: Rule.WIN,
}


def rule_for(reason: Reason) -> Rule | None:
    """The rule a refusal recalls, if a rule of the game (not a slip) refused it."""
    return _REASON_RULES.get(reason)
