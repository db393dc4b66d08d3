"""Names: cards (also as said after "onto"), piles, suits, ordinals, lists and their
separators, counts, and deal codes spelt out. The other jobs of the phraser name things
through one `Names` object.

Card names carry no article, so that a language whose article depends on the card can
still use them.
"""

from __future__ import annotations

from collections.abc import Iterable

from fortythieves.core.cards import Card, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.lang.cardnames import card_names, card_names_onto, card_names_subject
from fortythieves.lang.i18n import Translator


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Names:
    """The names of things in one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t
        self._cards = card_names(t)
        self._cards_onto = card_names_onto(t)
        self._cards_subject = card_names_subject(t)

    def card(self, card: Card) -> str:
        return self._cards[card.suit * 13 + card.rank - 1]

    def card_onto(self, card: Card) -> str:
        """The name after "onto", inflected where the language does."""
        return self._cards_onto[card.suit * 13 + card.rank - 1]

    def card_subject(self, card: Card) -> str:
        """The name as a sentence's subject or a verb's object, with the article where the
        language's article depends on the card ("il 7 di picche", "la donna di picche")."""
        return self._cards_subject[card.suit * 13 + card.rank - 1]

    def the_card(self, card: Card, onto: bool = False) -> str:
        # Translators: a card name with its article, used inside sentences ("the 8 of spades").
        # Where the article depends on the card, write just {card}.
        return self.t._("the {card}").format(card=self.card_onto(card) if onto else self.card(card))

    def cards(self, cards: Iterable[Card]) -> str:
        return self.items(self.card(c) for c in cards)

    def items(self, parts: Iterable[str]) -> str:
        """Items of one group: "ace of diamonds, 3 of spades"."""
        # Translators: the separator between the cards of one column in a read-out (", ").
        return self.t.pgettext("list separator", ", ").join(parts)

    def groups(self, parts: Iterable[str]) -> str:
        """Groups that hold commas themselves: "column 1: …; column 2: …"."""
        # Translators: the separator between columns or moves, each of which may hold commas ("; ").
        return self.t.pgettext("list separator", "; ").join(parts)

    def ordinal(self, n: int) -> str:
        """ "second", as said of a card's place in a column."""
        # Translators: ordinals 1 to 20 as said of a card ("the second from the top"), "|"-separated;
        # give the form that agrees with your word for "card".
        words = self.t.pgettext(
            "ordinal",
            "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
            "tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|"
            "seventeenth|eighteenth|nineteenth|twentieth",
        ).split("|")
        if 0 < n <= len(words):
            return words[n - 1].strip()
        # Translators: an ordinal past the twentieth, as a number ("number 23").
        return self.t._("number {position}").format(position=n)

    def column_name(self, index: int) -> str:
        # Translators: a column named inside a sentence, as in "from column 3".
        return self.t._("column {number}").format(number=index + 1)

    def pile(self, pile: Pile) -> str:
        t = self.t
        if pile.kind is PileKind.COLUMN:
            return self.column_name(pile.index)
        if pile.kind is PileKind.FOUNDATION:
            # Translators: a foundation named inside a sentence, as in "to foundation 2".
            return t._("foundation {number}").format(number=pile.index + 1)
        if pile.kind is PileKind.WASTE:
            # Translators: the waste named inside a sentence, as in "from the waste".
            return t._("the waste")
        # Translators: the stock named inside a sentence.
        return t._("the stock")

    def suit_plural(self, suit: Suit) -> str:
        t = self.t
        return (
            # Translators: the suit's name as in "foundation 1 is for spades".
            t.pgettext("suit", "spades"),
            # Translators: the suit's name as in "foundation 2 is for hearts".
            t.pgettext("suit", "hearts"),
            # Translators: the suit's name as in "foundation 3 is for diamonds".
            t.pgettext("suit", "diamonds"),
            # Translators: the suit's name as in "foundation 4 is for clubs".
            t.pgettext("suit", "clubs"),
        )[suit]

    # ----- deal codes ----------------------------------------------------------------------
    def spelled(self, code: str) -> str:
        """ "FT1-N-2345673" as "F T 1, N, 2 3 4 5 6 7 3": one character at a time, so that a
        screen reader never says "two million"; the session reads it back, commas and all."""
        return self.groups_of_code(" ".join(group) for group in code.split("-"))

    def groups_of_code(self, groups: Iterable[str]) -> str:
        # Translators: the separator between the groups of a spelled deal code ("F T 1, N, 2 3 4").
        return self.t.pgettext("code separator", ", ").join(groups)

    def alphabet_spelled(self, code: str) -> str:
        """Each letter by its word in the language's spelling alphabet; digits one by one."""
        # Translators: the spelling alphabet of your language, A to Z, "|"-separated, as said on the
        # telephone (Italian: Ancona|Bologna|Como...); 26 words.
        names = self.t.pgettext(
            "spelling alphabet",
            "Alfa|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliett|Kilo|Lima|Mike|November|"
            "Oscar|Papa|Quebec|Romeo|Sierra|Tango|Uniform|Victor|Whiskey|X-ray|Yankee|Zulu",
        ).split("|")
        alphabet = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (n.strip() for n in names), strict=False))
        groups = [self.items(alphabet.get(ch, ch) for ch in group) for group in code.split("-")]
        return self.groups(groups)

    # ----- counts and lists ---------------------------------------------------------------
    def count_cards(self, n: int) -> str:
        # Translators: a number of cards.
        return self.t.ngettext("{count} card", "{count} cards", n).format(count=n)

    def redeals_left(self, n: int) -> str:
        # Translators: how many times the waste can still be turned over (Little Forty).
        return self.t.ngettext("{count} redeal left.", "{count} redeals left.", n).format(count=n)

    def either(self, items: list[str]) -> str:
        """`a, b or c` in the language."""
        return self.t.format_list(items, style="or")

    def both(self, items: list[str]) -> str:
        return self.t.format_list(items)
