"""`show`: the columns side by side as a grid of short card names (`10H`, or `10♥`),
for players who read the screen with a magnifier. Colour is the terminal face's."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.core.cards import Card, Suit
from fortythieves.core.state import State
from fortythieves.lang.i18n import Translator

SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
CELL = 4  # "10♥" and a space
FACE_DOWN = "##"
NO_CARD = "--"

# Colours a card's text (already padded) for a terminal; the plain text by default.
Paint = Callable[[Card, str], str]


def _plain(_card: Card, text: str) -> str:
    return text


def short_name(card: Card, symbols: bool) -> str:
    """`10♥` with symbols, `10H` with the letters the parser reads in every language.

    >>> short_name(Card.parse("TH"), True), short_name(Card.parse("qs"), False)
    ('10♥', 'QS')
    """
    return card.rank.short + (SYMBOLS[card.suit] if symbols else card.suit.letter)


def grid(t: Translator, state: State, symbols: bool = False, paint: Paint = _plain) -> str:
    """Stock, waste and foundations on the first lines, then the columns: a row of
    column numbers and one row per depth, face-down cards as `##`."""

    def cell(card: Card | None) -> str:
        if card is None:
            return NO_CARD.ljust(CELL)
        return paint(card, short_name(card, symbols).ljust(CELL))

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
