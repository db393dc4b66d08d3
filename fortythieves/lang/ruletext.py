"""The rules as sentences, shared by the rules sheet and the in-game reminders, so
that both always state a rule in the same words."""

from __future__ import annotations

from fortythieves.core.cards import Rank
from fortythieves.core.rules import FOUNDATIONS, Build, Points, Rule
from fortythieves.core.variants import Variant
from fortythieves.lang.i18n import Translator

# Every card of the two decks ends on a foundation, each one suit from ace to king.
CARD_TOTAL = FOUNDATIONS * len(Rank)


def rule_text(t: Translator, rule: Rule, variant: Variant) -> str:
    """One rule, as the rules sheet states it, for `variant`."""
    if rule is Rule.ONE_CARD:
        if variant.sequences:
            # Translators: the rule of moving in the variants where runs move (Little Forty, Number Ten,
            # Rank and File), quoted in the rules sheet and after a refused move.
            return t._(
                "One card moves at a time, or a correctly built run: the exposed card of a column, "
                "a run that ends with it, or the top card of the waste."
            )
        # Translators: a rule of the game, quoted in the rules sheet and after a refused move.
        return t._(
            "Only one card moves at a time: the exposed card of a column or the top card of the waste."
        )
    if rule is Rule.SEQUENCES:
        # Translators: a rule of the variants where runs move together.
        return t._(
            "A correctly built run of cards may move as one: the whole run, "
            "or any part of it that ends with the exposed card."
        )
    if rule is Rule.BUILD:
        if variant.build is Build.SAME_SUIT:
            # Translators: the building rule of the standard game.
            return t._(
                "On a column, a card goes on the card one rank higher of the same suit: "
                "the 7 of spades on the 8 of spades, never on the 8 of hearts."
            )
        if variant.build is Build.OTHER_SUIT:
            # Translators: the building rule of Indian and Little Forty.
            return t._(
                "On a column, a card goes on the card one rank higher of any other suit: "
                "the 7 of spades on the 8 of hearts, of diamonds or of clubs, never on the 8 of spades."
            )
        # Translators: the building rule of Maria, Number Ten, Rank and File and Streets.
        return t._(
            "On a column, a card goes on the card one rank higher of the other colour: "
            "the 7 of spades on the 8 of hearts or of diamonds, never on a black 8."
        )
    if rule is Rule.NOTHING_ON_ACE:
        # Translators: a rule of the game.
        return t._("Nothing can be placed on an ace in a column, because there is no lower card.")
    if rule is Rule.EMPTY_COLUMN:
        if variant.sequences:
            # Translators: a rule of the variants where runs move; a card "taken back" comes from a
            # foundation (the take-back rule, with its cost, is stated with the foundations).
            return t._(
                "An empty column accepts any card, not only a king, and any correctly built run: from "
                "another column, from the waste, or a card taken back from a foundation."
            )
        # Translators: a rule of the game; a card "taken back" comes from a foundation (the take-back rule,
        # with its cost, is stated with the foundations).
        return t._(
            "An empty column accepts any card, not only a king: from another column, from the waste, or "
            "taken back from a foundation."
        )
    if rule is Rule.FOUNDATION_SUITS:
        # Translators: a rule of the game; {count} is the number of foundations, 8; the suits of the
        # foundations, left to right.
        return t._(
            "There are {count} foundations, two for each suit, each with a fixed suit, from left to right: "
            "spades, hearts, diamonds, clubs, spades, hearts, diamonds and clubs."
        ).format(count=FOUNDATIONS)
    if rule is Rule.FOUNDATION_BUILD:
        if variant.aces_out:
            # Translators: a rule of Lucas, where the aces start on the foundations.
            return t._(
                "The eight aces start on the foundations; each foundation is built up "
                "by suit, from the 2 to the king."
            )
        # Translators: a rule of the game.
        return t._("A foundation starts with the ace of its suit and is built up by suit to the king.")
    if rule is Rule.TAKE_BACK and variant.aces_out:
        # Translators: the take-back rule of Lucas, whose aces start on the foundations and stay there;
        # {points} is 15.
        return t._(
            "The top card of a foundation may be taken back onto a column, as a legal build "
            "or onto an empty column, except the aces that start there; it costs {points} points."
        ).format(points=-Points.TAKE_BACK)
    if rule is Rule.TAKE_BACK:
        # Translators: a rule of the game (the app lets a player take cards back); {points} is 15.
        return t._(
            "The top card of a foundation may be taken back onto a column, as a legal build "
            "or onto an empty column; it costs {points} points."
        ).format(points=-Points.TAKE_BACK)
    if rule is Rule.WASTE:
        # Translators: a rule of the game.
        return t._(
            "Only the top card of the waste can be played, to a foundation or to a column; "
            "nothing is ever placed on the waste."
        )
    if rule is Rule.STOCK:
        return _stock_rule(t, variant)
    if rule is Rule.FACE_DOWN:
        # Translators: a rule of the variants with face-down cards.
        return t._("A face-down card turns face up when it becomes the exposed card of its column.")
    if variant.aces_out:
        # Translators: how Lucas is won. {foundations} is 8, {count} is 104.
        return t._(
            "The game is won when all {foundations} foundations are built up to the king: "
            "all {count} cards, the aces that started there included."
        ).format(foundations=FOUNDATIONS, count=CARD_TOTAL)
    # Translators: a rule of the game: how it is won. {foundations} is 8, {count} is 104.
    return t._(
        "The game is won when all {foundations} foundations are built from ace to king: all {count} cards."
    ).format(foundations=FOUNDATIONS, count=CARD_TOTAL)


def _stock_rule(t: Translator, variant: Variant) -> str:
    if variant.redeals:
        # Translators: the stock rule of Little Forty. {draw} cards turned at a time, {count} redeals.
        return t.ngettext(
            "Drawing turns {draw} cards from the stock onto the waste (fewer when fewer remain); "
            "when the stock is empty, the waste may be turned over once to form it again.",
            "Drawing turns {draw} cards from the stock onto the waste (fewer when fewer remain); "
            "when the stock is empty, the waste may be turned over up to {count} times to form it again.",
            variant.redeals,
        ).format(draw=variant.draw, count=variant.redeals)
    # Translators: the stock rule of the standard game and most variants.
    return t._(
        "Drawing turns the top card of the stock onto the waste. There is no redeal: "
        "you go through the stock only once."
    )
