"""Layout files: a small text format for playing an exact deal.

    # the seeds' example deal
    variant: forty-thieves
    column 1: AD 3S KH 2H
    column 10: 5D 9C 2S 10C
    stock: 7H QC ...

One line per column, first-dealt card to exposed card, a face-down card in brackets
(`[3D]`); `stock:` optional, the next card to draw first; `variant:` optional; `#` starts
a comment. A missing stock is filled with the remaining cards in deck order.

A position in mid-game adds `foundation N:` lines (the cards already home, from the ace
up; from the 2 in Lucas) and a `waste:` line (bottom card first); its columns may then
hold any number of cards, and `column 6:` with no card is an empty column.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.game import Game
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, Variant, get_variant


class LayoutProblem(Enum):
    SYNTAX = "syntax"  # a line that is not `name: value`
    UNKNOWN_KEY = "unknown-key"
    UNKNOWN_VARIANT = "unknown-variant"
    UNKNOWN_CARD = "unknown-card"
    THIRD_COPY = "third-copy"  # a card more often than the decks hold it
    ACE_OUT = "ace-out"  # an ace in a variant whose aces start on the foundations
    COLUMN_NUMBER = "column-number"  # no such column, or a column given twice
    COLUMN_COUNT = "column-count"  # not as many columns as the variant deals
    ROW_COUNT = "row-count"  # a column with the wrong number of cards
    FACE_DOWN = "face-down"  # a face-down card above a face-up one
    CARD_COUNT = "card-count"  # stock given, but the total is not the variant's
    FOUNDATION_ORDER = "foundation-order"  # not the slot's suit from the ace up


class LayoutError(ValueError):
    def __init__(self, line: int, problem: LayoutProblem, detail: str = "") -> None:
        super().__init__(f"line {line}: {problem.value}" + (f": {detail}" if detail else ""))
        self.line = line
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Layout:
    """A deal as a layout file gives it: every column, the stock and the foundations."""

    variant: Variant
    columns: tuple[tuple[Card, ...], ...]
    hidden: tuple[int, ...]
    stock: tuple[Card, ...]  # the next card to draw first
    code: str | None = None
    foundations: tuple[tuple[Card, ...], ...] = ()  # a position: cards already home
    waste: tuple[Card, ...] = ()  # a position: bottom card first

    def game(self) -> Game:
        founds = None
        if self.foundations:  # a position; Lucas's aces are not written, they start home
            aces = [[Card(Rank.ACE, s)] if self.variant.aces_out else [] for s in FOUNDATION_SUITS]
            founds = [ace + list(f) for ace, f in zip(aces, self.foundations, strict=True)]
        return Game(State.from_piles(self.variant, self.columns, self.hidden, self.stock, founds, self.waste))

    def dealing_order(self) -> list[Card]:
        """Row by row across the columns, then the stock."""
        out = [self.columns[c][r] for r in range(self.variant.rows) for c in range(self.variant.columns)]
        return out + list(self.stock)


_LINE = re.compile(r"^\s*([a-z][a-z ]*?)\s*(\d+)?\s*:\s*(.*)$", re.I)


def parse_layout(text: str) -> Layout:
    variant = STANDARD
    code: str | None = None
    columns: dict[int, tuple[list[Card], int, int]] = {}
    stock: list[Card] | None = None
    stock_line = 0
    foundations: dict[int, list[Card]] = {}
    waste: list[Card] = []
    seen: Counter[Card] = Counter()
    seen_line: dict[Card, int] = {}
    for no, raw in enumerate(text.splitlines(), 1):
        body, _, comment = raw.partition("#")
        m = re.match(r"\s*code\s*:\s*(\S+)", comment, re.I)
        if m:
            code = m.group(1)
        if not body.strip():
            continue
        m = _LINE.match(body)
        if not m:
            raise LayoutError(no, LayoutProblem.SYNTAX, body.strip())
        key, num, value = m.group(1).lower(), m.group(2), m.group(3)
        if key == "variant" and num is None:
            try:
                variant = get_variant(value)
            except KeyError:
                raise LayoutError(no, LayoutProblem.UNKNOWN_VARIANT, value.strip()) from None
            continue
        numbered = key in ("column", "foundation")
        if key not in ("column", "stock", "foundation", "waste") or numbered != (num is not None):
            raise LayoutError(no, LayoutProblem.UNKNOWN_KEY, key)
        cards, hidden = _cards(no, value, allow_hidden=key == "column")
        for c in cards:
            seen[c] += 1
            seen_line[c] = no
        if key == "stock":
            stock, stock_line = cards, no
            continue
        if key == "waste":
            waste = cards
            continue
        if key == "foundation":
            assert num is not None
            slot = int(num) - 1
            if not 0 <= slot < FOUNDATIONS or slot in foundations:
                raise LayoutError(no, LayoutProblem.COLUMN_NUMBER, num)
            first = 2 if variant.aces_out else 1
            want = [Card(Rank(r), FOUNDATION_SUITS[slot]) for r in range(first, first + len(cards))]
            if cards != want:
                raise LayoutError(no, LayoutProblem.FOUNDATION_ORDER, value.strip())
            foundations[slot] = cards
            continue
        assert num is not None
        n = int(num)
        if n < 1 or n in columns:
            raise LayoutError(no, LayoutProblem.COLUMN_NUMBER, num)
        columns[n] = (cards, hidden, no)
    for card, count in seen.items():
        if count > 2:
            raise LayoutError(seen_line[card], LayoutProblem.THIRD_COPY, card.short())
        if variant.aces_out and card.rank == Rank.ACE:
            raise LayoutError(seen_line[card], LayoutProblem.ACE_OUT, card.short())
    last = max((ln for _, _, ln in columns.values()), default=0)
    if sorted(columns) != list(range(1, variant.columns + 1)):
        missing = [str(i) for i in range(1, variant.columns + 1) if i not in columns]
        extra = [str(i) for i in columns if i > variant.columns]
        if extra:
            raise LayoutError(columns[int(extra[0])][2], LayoutProblem.COLUMN_NUMBER, extra[0])
        raise LayoutError(last, LayoutProblem.COLUMN_COUNT, " ".join(missing))
    position = bool(foundations or waste)
    for cards, _, ln in columns.values():
        if len(cards) != variant.rows and not position:
            raise LayoutError(ln, LayoutProblem.ROW_COUNT, str(len(cards)))
    pool = double_deck()
    if variant.aces_out:
        pool = [c for c in pool if c.rank != Rank.ACE]
    if stock is None:
        left = Counter(pool) - seen
        stock = [c for c in _unique(pool) for _ in range(left[c])]
    elif sum(seen.values()) != len(pool):
        raise LayoutError(stock_line, LayoutProblem.CARD_COUNT, str(sum(seen.values())))
    ordered = [columns[i] for i in range(1, variant.columns + 1)]
    return Layout(
        variant,
        tuple(tuple(c) for c, _, _ in ordered),
        tuple(h for _, h, _ in ordered),
        tuple(stock),
        code,
        tuple(tuple(foundations.get(i, ())) for i in range(FOUNDATIONS)) if position else (),
        tuple(waste),
    )


def _unique(cards: list[Card]) -> list[Card]:
    return list(dict.fromkeys(cards))


def _cards(line: int, value: str, allow_hidden: bool) -> tuple[list[Card], int]:
    cards: list[Card] = []
    hidden = 0
    for token in value.split():
        down = token.startswith("[") and token.endswith("]")
        name = token[1:-1] if down else token
        try:
            card = Card.parse(name)
        except ValueError:
            raise LayoutError(line, LayoutProblem.UNKNOWN_CARD, token) from None
        if down:
            if not allow_hidden or hidden != len(cards):
                raise LayoutError(line, LayoutProblem.FACE_DOWN, token)
            hidden += 1
        cards.append(card)
    return cards, hidden


def format_layout(game: Game, code: str | None = None, comment: str | None = None) -> str:
    """The starting layout of a freshly dealt game, loadable by `parse_layout`."""
    lines = []
    if comment:
        lines.append(f"# {comment}")
    if code:
        lines.append(f"# code: {code}")
    lines.append(f"variant: {game.variant.key}")
    for i, col in enumerate(game.state.columns):
        cells = [f"[{c}]" if j < game.state.hidden[i] else str(c) for j, c in enumerate(col)]
        lines.append(f"column {i + 1}: {' '.join(cells)}")
    lines.append("stock: " + " ".join(str(c) for c in reversed(game.state.stock)))
    return "\n".join(lines) + "\n"
