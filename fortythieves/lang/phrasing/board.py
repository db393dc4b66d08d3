"""Read-outs of the board: the whole board, the columns, the foundations, the stock, the
waste, the exposed cards, and where a card is."""

from __future__ import annotations

from collections.abc import Sequence

from fortythieves.core.cards import Card, Rank
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS
from fortythieves.core.state import State
from fortythieves.lang.phrasing.modes import Order, Verbosity
from fortythieves.lang.phrasing.names import Names, capital

# how many cards under the waste's top card its read-out names
WASTE_TOLD = 3


class Readouts:
    """What is on the table, in sentences."""

    def __init__(self, names: Names) -> None:
        self.t = names.t
        self.names = names

    def stock_part(self, state: State) -> str:
        t = self.t
        n = len(state.stock)
        if not n:
            # Translators: start of the board read-out when the stock is empty (seed: "Reserva: 64 cartes").
            return t._("Stock: empty")
        # Translators: start of the board read-out (seeds: "Reserva: 64 cartes", "Trekstapel: 64 kaarten").
        return t.ngettext("Stock: {count} card", "Stock: {count} cards", n).format(count=n)

    def stock_left(self, state: State) -> str:
        """How many cards are left to draw, said as a sentence."""
        n = len(state.stock)
        if not n:
            # Translators: answer to "how many cards are left in the stock?" when none is.
            return self.t._("The stock is empty: no card is left to draw.")
        # Translators: answer to "how many cards are left in the stock?".
        return self.t.ngettext(
            "{count} card is left in the stock.", "{count} cards are left in the stock.", n
        ).format(count=n)

    def count(self, kind: PileKind, index: int | None, n: int) -> str:
        """ "how many cards are in column 3?": how many cards a place holds, said as a
        sentence; `index` None: all the columns or all the foundations, in all."""
        t, number = self.t, (index or 0) + 1
        if kind is PileKind.COLUMN and index is not None:
            # Translators: answer to "how many cards are in column 3?"; its cards are read after it.
            said = t.ngettext("Column {number} has {count} card.", "Column {number} has {count} cards.", n)
        elif kind is PileKind.FOUNDATION and index is not None:
            # Translators: answer to "how many cards are on foundation 2?"; its cards are read after it.
            said = t.ngettext(
                "Foundation {number} has {count} card.", "Foundation {number} has {count} cards.", n
            )
        elif kind is PileKind.COLUMN:
            # Translators: answer to "how many cards are in the columns?".
            said = t.ngettext(
                "The columns have {count} card in all.", "The columns have {count} cards in all.", n
            )
        elif kind is PileKind.FOUNDATION:
            # Translators: answer to "how many cards are on the foundations?".
            said = t.ngettext(
                "The foundations have {count} card in all.", "The foundations have {count} cards in all.", n
            )
        else:
            # Translators: answer to "how many cards are in the waste?"; its top card is read after it.
            said = t.ngettext("The waste has {count} card.", "The waste has {count} cards.", n)
        return said.format(number=number, count=n)

    def waste_part(self, state: State) -> str:
        t = self.t
        if not state.waste:
            # Translators: the waste in the board read-out (seeds: "descart buit", "aflegstapel leeg").
            return t._("waste empty")
        top = self.names.card(state.waste[-1])
        under = len(state.waste) - 1
        if not under:
            # Translators: the waste in the board read-out, one card on it.
            return t._("waste: {card}").format(card=top)
        # Translators: the waste in the board read-out: its top card and how many lie under it.
        return t.ngettext(
            "waste: {card}, with {count} card under it", "waste: {card}, with {count} cards under it", under
        ).format(card=top, count=under)

    def foundation_part(self, state: State, index: int) -> str:
        t = self.t
        f = state.foundations[index]
        suit = self.names.suit_plural(FOUNDATION_SUITS[index])
        if not f:
            # Translators: one foundation in the board read-out, with its fixed suit
            # (seeds: "base 1: buida", "fundament 1: leeg"): "foundation 1, spades: empty".
            return t._("foundation {number}, {suit}: empty").format(number=index + 1, suit=suit)
        # Translators: one foundation in the board read-out, with its suit, read by its top card.
        return t._("foundation {number}, {suit}: {card}").format(
            number=index + 1, suit=suit, card=self.names.card(f[-1])
        )

    def foundations(
        self, state: State, verbosity: Verbosity = Verbosity.NORMAL, every_one: bool = False
    ) -> str:
        """The foundations that hold cards, then "the others are empty" (eight empty ones named
        in turn are a long wait by ear). `every_one`: each named, empty or not, as the users'
        documents read the board at the start of a deal ("Base 1: buida, base 2: buida, ...")."""
        t = self.t
        indexes = list(range(len(state.foundations)))
        held = [i for i in indexes if state.foundations[i]]
        if verbosity is Verbosity.BRIEF:  # brief: only the foundations that hold cards
            if not held:
                # Translators: brief board read-out: no foundation holds a card yet.
                return t._("Foundations empty.")
            return capital(self.names.items(self.foundation_part(state, i) for i in held)) + "."
        if every_one or len(held) == len(indexes):
            return capital(self.names.items(self.foundation_part(state, i) for i in indexes)) + "."
        if not held:
            # Translators: the foundations read out when none holds a card yet.
            return t._("Foundations: all empty.")
        # Translators: after the foundations that hold cards ("Foundation 2, hearts: 3 of hearts, foundation 4,
        # clubs: ace of clubs"), the rest, which hold none: said once rather than each named as empty.
        rest = t._("the others are empty")
        return capital(self.names.items(self.foundation_part(state, i) for i in held)) + "; " + rest + "."

    def board_foundations(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        """The foundations' sentence of the board: at the start of a deal each one named, as the
        users' documents read it; later those that hold cards, and the others said once."""
        return self.foundations(state, verbosity, every_one=not any(state.foundations))

    def column_part(self, state: State, index: int, order: Order) -> str:
        t = self.t
        col = state.columns[index]
        number = index + 1
        if not col:
            # Translators: an empty column in the board read-out.
            return t._("column {number}: empty").format(number=number)
        down = state.hidden[index]
        names = [self.names.card(c) for c in col[down:]]
        if down:
            # Translators: face-down cards of a column are counted, never named.
            hidden = t.ngettext("{count} face-down card", "{count} face-down cards", down).format(count=down)
            names.insert(0, hidden)
        if order is Order.EXPOSED_FIRST and len(names) > 1:
            names.reverse()
            # Translators: a column read from its exposed card down to its first-dealt one.
            return t._("column {number}, exposed card first: {cards}").format(
                number=number, cards=self.names.items(names)
            )
        # Translators: a column in the board read-out, first-dealt card first (seed: "columna 1: as de diamants, 3 de piques").
        return t._("column {number}: {cards}").format(number=number, cards=self.names.items(names))

    def columns(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        if verbosity is Verbosity.BRIEF:
            return self._brief_columns(state, order)
        parts = [self.column_part(state, i, order) for i in range(len(state.columns))]
        return capital(self.names.groups(parts)) + "."

    def _brief_columns(self, state: State, order: Order) -> str:
        """Brief: the empty columns said once, the others by number and cards only."""
        t = self.t
        parts = []
        for i, col in enumerate(state.columns):
            if not col:
                continue
            down = state.hidden[i]
            names = [self.names.card(c) for c in col[down:]]
            if down:
                # Translators: brief read-out: face-down cards of a column, counted ("2 down").
                names.insert(0, t.ngettext("{count} face down", "{count} face down", down).format(count=down))
            if order is Order.EXPOSED_FIRST:
                names.reverse()
            # Translators: brief read-out of a column: its number, then its cards ("3: 7 of spades, ...").
            parts.append(t._("{number}: {cards}").format(number=i + 1, cards=self.names.items(names)))
        empties = [str(i + 1) for i, c in enumerate(state.columns) if not c]
        if empties:
            # Translators: brief read-out: the empty columns, after the others.
            parts.append(t._("empty: {numbers}").format(numbers=self.names.both(empties)))
        # Translators: brief read-out of the columns: "Columns. 1: ...; 2: ...; empty: 6 and 7." The heading is
        # a sentence of its own: each column after it has its colon.
        return t._("Columns. {list}.").format(list=self.names.groups(parts))

    def stock_and_waste(self, state: State) -> str:
        # Translators: the first sentence of the board read-out: "Stock: 64 cards; waste empty."
        return self.t._("{stock}; {waste}.").format(
            stock=self.stock_part(state), waste=self.waste_part(state)
        )

    def board(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return " ".join([
            self.stock_and_waste(state),
            self.board_foundations(state, verbosity),
            self.columns(state, order, verbosity),
        ])  # fmt: skip

    def column(self, state: State, index: int, order: Order) -> str:
        return capital(self.column_part(state, index, order)) + "."

    def waste(self, state: State) -> str:
        """The waste asked for alone: its top card, then the next cards under it (drawn
        before it, so the player has seen them), so that what a few moves free is heard."""
        t = self.t
        text = capital(self.waste_part(state)) + "."
        under = state.waste[-2::-1]
        if not under:
            return text
        cards = self.names.cards(under[:WASTE_TOLD])
        # Translators: after "Waste: 3 of clubs, with 12 cards under it.", the (at most 3) cards right under
        # the top one, the one just under it first: "Right under it: 4 of hearts, 10 of clubs, 7 of diamonds."
        return text + " " + t._("Right under it: {cards}.").format(cards=cards)

    def stock(self, state: State) -> str:
        text = capital(self.stock_part(state)) + "."
        if state.variant.redeals:
            text += " " + self.names.redeals_left(state.redeals_left)
        return text

    def exposed(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        """The cards that can move: the waste's top card, then each column's exposed card."""
        t = self.t
        brief = verbosity is Verbosity.BRIEF
        parts = [self.waste_part(state)]
        empties: list[str] = []
        for i, col in enumerate(state.columns):
            if col and brief:
                # Translators: brief "exposed" read-out: a column's number and its exposed card ("3: king of hearts").
                parts.append(t._("{number}: {cards}").format(number=i + 1, cards=self.names.card(col[-1])))
            elif col:
                top = self.names.card(col[-1])
                # Translators: one column's exposed card, in the "exposed cards" read-out.
                parts.append(t._("column {number}: {card}").format(number=i + 1, card=top))
            elif brief:
                empties.append(str(i + 1))
            else:
                # Translators: an empty column, in the "exposed cards" read-out.
                parts.append(t._("column {number}: empty").format(number=i + 1))
        if empties:
            # Translators: brief read-out: the empty columns by number ("empty: 6, 7 and 8").
            parts.append(t._("empty: {numbers}").format(numbers=self.names.both(empties)))
        # Translators: the exposed cards: a heading said as a sentence of its own, then the waste's top card
        # and the exposed card of every column in one sentence ("Exposed cards. Waste empty; column 1: ...").
        return t._("Exposed cards. {list}.").format(list=capital(self.names.groups(parts)))

    def where(self, state: State, card: Card, order: Order = Order.DEALT_FIRST) -> str:
        t = self.t
        places = [self._place(state, p, depth, order) for p, depth in state.locate(card)]
        seen = [p for p in places if p is not None]
        name = self.names.card(card)
        if not seen:
            # the card opens the sentence in some languages (Croatian "{card}: ne vidi se ...")
            if not state.variant.face_down:
                # Translators: answer to "where is the 7 of spades" when both copies are in the stock (a game
                # with no face-down cards: every card dealt to the columns is face up).
                unseen = t._("{card}: neither copy is in sight; both are in the stock.")
                return capital(unseen.format(card=name))
            return capital(
                # Translators: answer to "where is the 7 of spades" when both copies are in the stock or face down.
                t._("{card}: neither copy is in sight; both are in the stock or face down.").format(card=name)
            )
        if len(seen) == 1:
            if state.variant.aces_out and card.rank == Rank.ACE:
                # Translators: answer to "where is ..." in Lucas, where the other copy of an ace never moves.
                return capital(t._("{card}: {place}.").format(card=name, place=seen[0]))
            if not state.variant.face_down:
                return capital(
                    # Translators: answer to "where is ...": one copy seen, the other in the stock (a game with
                    # no face-down cards).
                    t._("{card}: one {place}; the other is in the stock.").format(card=name, place=seen[0])
                )
            return capital(
                # Translators: answer to "where is ...": one copy seen, the other in the stock or face down.
                t._("{card}: one {place}; the other is not in sight.").format(card=name, place=seen[0])
            )
        return capital(
            # Translators: answer to "where is ...": the places of both copies.
            t._("{card}: one {place}; the other {other}.").format(card=name, place=seen[0], other=seen[1])
        )

    def _place(self, state: State, pile: Pile, depth: int, order: Order) -> str | None:
        t = self.t
        if pile.kind is PileKind.STOCK:
            return None
        if pile.kind is PileKind.COLUMN:
            col = state.columns[pile.index]
            if len(col) - depth < state.hidden[pile.index]:
                return None
            if depth == 1:
                # Translators: where a card is: the exposed card of a column, the one that can be played:
                # "one at the end of column 3" (never "from the bottom" or "from the top": by ear the player
                # cannot tell which end is meant).
                return t._("at the end of column {number}").format(number=pile.index + 1)
            if depth > 2:
                return self._under_several(col, pile.index, depth, order)
            # Translators: where a card is, with one card lying on it: "in column 3, covered by the ace of
            # clubs"; {card} is that card. Say how many cards cover it, never its place counted from an end.
            return t._("in column {number}, covered by the {card}").format(
                number=pile.index + 1, card=self.names.card_subject(col[-depth + 1])
            )
        if pile.kind is PileKind.FOUNDATION:
            # Translators: where a card is: "on foundation 2, spades".
            return t._("on foundation {number}, {suit}").format(
                number=pile.index + 1, suit=self.names.suit_plural(FOUNDATION_SUITS[pile.index])
            )
        if depth == 1:
            # Translators: where a card is: on top of the waste.
            return t._("on top of the waste")
        # Translators: where a card is: in the waste, under other cards.
        return t.ngettext(
            "in the waste, under {count} card", "in the waste, under {count} cards", depth - 1
        ).format(count=depth - 1)

    def _under_several(self, col: Sequence[Card], index: int, depth: int, order: Order) -> str:
        """Where a card lies under two or more cards: how many, then all of them, in the order
        the column is read."""
        on_top = list(col[-depth + 1 :])
        if order is Order.EXPOSED_FIRST:
            on_top.reverse()
        count = len(on_top)
        # Translators: where a card is, with every card lying on it, in the order the column is read: "in
        # column 3, covered by 3 cards (7 of hearts, 6 of spades and 5 of hearts)". {count} is always 2 or
        # more; the cards are in brackets, never after a colon: the sentence the place stands in has one already.
        return self.t.ngettext(
            "in column {number}, covered by {count} card ({cards})",
            "in column {number}, covered by {count} cards ({cards})",
            count,
        ).format(number=index + 1, count=count, cards=self.names.both([self.names.card(c) for c in on_top]))
