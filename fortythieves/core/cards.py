"""Ranks, suits and cards, with the short notation `7S`, `TC`/`10C`, `QH`.

The notation is case-insensitive and knows no language: it is for tests, layout files
and quick typing. Words for players live in the phrasing layer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    """The four suits, in the order of the app's foundation slots."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def short(self) -> str:
        return _RANK_SHORT[self]


# Looked up by the rank's number: a save or a page writes a card thousands of times.
_RANK_SHORT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_TEXT = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "10": 10}
_RANK_TEXT.update({str(n): n for n in range(2, 10)})
_SUIT_TEXT = {s.letter: s for s in Suit}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. The two decks hold two equal cards of each name."""

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse `7S`, `ts`, `10C`, `qh`.

        >>> Card.parse("10c")
        Card(rank=<Rank.TEN: 10>, suit=<Suit.CLUBS: 3>)
        """
        t = text.strip().upper()
        if len(t) < 2 or t[:-1] not in _RANK_TEXT or t[-1] not in _SUIT_TEXT:
            raise ValueError(f"not a card: {text!r}")
        return cls(Rank(_RANK_TEXT[t[:-1]]), _SUIT_TEXT[t[-1]])

    def short(self) -> str:
        """The short notation, with `10` for ten: `10C`."""
        return _RANK_SHORT[self.rank] + "SHDC"[self.suit]

    def __str__(self) -> str:
        return self.short()

    @property
    def is_red(self) -> bool:
        return self.suit.is_red


def standard_deck() -> list[Card]:
    """One 52-card deck, suit by suit (spades, hearts, diamonds, clubs), ace to king."""
    return [Card(r, s) for s in Suit for r in Rank]


def double_deck() -> list[Card]:
    """The 104 cards: the first deck, then the second, in `standard_deck` order."""
    return standard_deck() + standard_deck()
