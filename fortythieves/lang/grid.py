"""`show`: the columns side by side as a grid of short card names (`10H`, or `10♥`),
for players who read the screen with a magnifier. Colour is the terminal face's.
The letters are the ones the player's help teaches (Dutch `BH` for the jack of hearts)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.state import State
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import LETTER_RANKS, words

SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
CELL = 4  # "10♥" and a space
FACE_DOWN = "##"
NO_CARD = "--"

# Colours a card's text (already padded) for a terminal; the plain text by default.
Paint = Callable[[Card, str], str]


def _plain(_card: Card, text: str) -> str:
    return text


@cache
def rank_letters(lang: str) -> dict[Rank, str]:
    """The capitals of the ace, jack, queen and king in `lang`'s short forms (Catalan
    A S D R, Dutch A B V H); the other ranks are their numbers."""
    letters = (w.upper() for w in words(lang, "letter-ranks"))
    return {Rank(n): letter for n, letter in zip(LETTER_RANKS, letters, strict=False)}


@cache
def suit_letters(lang: str) -> tuple[str, ...]:
    """The capitals of spades, hearts, diamonds and clubs in `lang`'s short forms
    (Catalan P C D T, hearts being cors)."""
    return tuple(w.upper() for w in words(lang, "letter-suits"))


def short_name(card: Card, symbols: bool, lang: str = "en") -> str:
    """`10♥` with symbols, `10H` with letters, in the letters `lang`'s help teaches.

    >>> short_name(Card.parse("TH"), True), short_name(Card.parse("qs"), False)
    ('10♥', 'QS')
    >>> short_name(Card.parse("jh"), True, "nl"), short_name(Card.parse("kh"), False, "ca")
    ('B♥', 'RC')
    """
    rank = rank_letters(lang).get(card.rank, card.rank.short)
    return rank + (SYMBOLS[card.suit] if symbols else suit_letters(lang)[card.suit])


def grid(t: Translator, state: State, symbols: bool = False, paint: Paint = _plain) -> str:
    """Stock, waste and foundations on the first lines, then the columns: a row of
    column numbers and one row per depth, face-down cards as `##`."""

    def cell(card: Card | None) -> str:
        if card is None:
            return NO_CARD.ljust(CELL)
        return paint(card, short_name(card, symbols, t.lang).ljust(CELL))

    waste = cell(state.waste[-1] if state.waste else None).rstrip()
    founds = "".join(cell(f[-1] if f else None) for f in state.foundations).rstrip()
    # Translators: the first line of the "show" grid: the stock's count and the waste's top card
    # as a short name such as 7H (keep it short: it is read on screen, beside the grid).
    lines = [t._("Stock: {count}   Waste: {card}").format(count=len(state.stock), card=waste)]
    # Translators: the second line of the "show" grid: the foundations' top cards in short names.
    lines.append(t._("Foundations: {cards}").format(cards=founds))
    lines.append("".join(str(i + 1).ljust(CELL) for i in range(len(state.columns))).rstrip())
    depth = max((len(c) for c in state.columns), default=0)
    for row in range(max(depth, 1)):
        cells = []
        for i, col in enumerate(state.columns):
            if row >= len(col):
                cells.append((NO_CARD if row == 0 else "").ljust(CELL))
            elif row < state.hidden[i]:
                cells.append(FACE_DOWN.ljust(CELL))
            else:
                cells.append(cell(col[row]))
        lines.append("".join(cells).rstrip())
    return "\n".join(lines)
