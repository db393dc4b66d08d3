"""The only place that turns game objects and events into sentences.

Every sentence comes from the catalogue of the session's language. Card names carry no
article, so that a language whose article depends on the card can still use them.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.codes import CodeError
from fortythieves.core.game import Game, Outcome
from fortythieves.core.layout import LayoutError
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS, Build, Reason
from fortythieves.core.state import Refusal, State
from fortythieves.core.variants import Variant
from fortythieves.lang.cardnames import card_names, card_names_onto
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import word


class Verbosity(Enum):
    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


class Order(Enum):
    DEALT_FIRST = "dealt-first"  # as the seeds read a column
    EXPOSED_FIRST = "exposed-first"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Phraser:
    """Sentences in one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t
        self._cards = card_names(t)
        self._cards_onto = card_names_onto(t)

    # ----- names -----------------------------------------------------------------------
    def card(self, card: Card) -> str:
        return self._cards[card.suit * 13 + card.rank - 1]

    def card_onto(self, card: Card) -> str:
        """The name after "onto", inflected where the language does."""
        return self._cards_onto[card.suit * 13 + card.rank - 1]

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

    def count_cards(self, n: int) -> str:
        # Translators: a number of cards.
        return self.t.ngettext("{count} card", "{count} cards", n).format(count=n)

    def either(self, items: list[str]) -> str:
        """`a, b or c` in the language."""
        return self.t.format_list(items, style="or")

    def both(self, items: list[str]) -> str:
        return self.t.format_list(items)

    # ----- the board -------------------------------------------------------------------
    def stock_part(self, state: State) -> str:
        t = self.t
        n = len(state.stock)
        if not n:
            # Translators: start of the board read-out when the stock is empty (seed: "Reserva: 64 cartes").
            return t._("Stock: empty")
        # Translators: start of the board read-out (seeds: "Reserva: 64 cartes", "Trekstapel: 64 kaarten").
        return t.ngettext("Stock: {count} card", "Stock: {count} cards", n).format(count=n)

    def waste_part(self, state: State) -> str:
        t = self.t
        if not state.waste:
            # Translators: the waste in the board read-out (seeds: "descart buit", "aflegstapel leeg").
            return t._("waste empty")
        top = self.card(state.waste[-1])
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
        suit = self.suit_plural(FOUNDATION_SUITS[index])
        if not f:
            # Translators: one foundation in the board read-out, with its fixed suit
            # (seeds: "base 1: buida", "fundament 1: leeg"): "foundation 1, spades: empty".
            return t._("foundation {number}, {suit}: empty").format(number=index + 1, suit=suit)
        # Translators: one foundation in the board read-out, with its suit, read by its top card.
        return t._("foundation {number}, {suit}: {card}").format(
            number=index + 1, suit=suit, card=self.card(f[-1])
        )

    def foundations(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        indexes = list(range(len(state.foundations)))
        if verbosity is Verbosity.BRIEF:  # brief: only the foundations that hold cards
            indexes = [i for i in indexes if state.foundations[i]]
            if not indexes:
                # Translators: brief board read-out: no foundation holds a card yet.
                return self.t._("Foundations empty.")
        return capital(self.items(self.foundation_part(state, i) for i in indexes)) + "."

    def column_part(self, state: State, index: int, order: Order) -> str:
        t = self.t
        col = state.columns[index]
        number = index + 1
        if not col:
            # Translators: an empty column in the board read-out.
            return t._("column {number}: empty").format(number=number)
        down = state.hidden[index]
        names = [self.card(c) for c in col[down:]]
        if down:
            # Translators: face-down cards of a column are counted, never named.
            hidden = t.ngettext("{count} face-down card", "{count} face-down cards", down).format(count=down)
            names.insert(0, hidden)
        if order is Order.EXPOSED_FIRST and len(names) > 1:
            names.reverse()
            # Translators: a column read from its exposed card down to its first-dealt one.
            return t._("column {number}, exposed card first: {cards}").format(
                number=number, cards=self.items(names)
            )
        # Translators: a column in the board read-out, first-dealt card first (seed: "columna 1: as de diamants, 3 de piques").
        return t._("column {number}: {cards}").format(number=number, cards=self.items(names))

    def columns(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        if verbosity is Verbosity.BRIEF:
            return self._brief_columns(state, order)
        parts = [self.column_part(state, i, order) for i in range(len(state.columns))]
        return capital(self.groups(parts)) + "."

    def _brief_columns(self, state: State, order: Order) -> str:
        """Brief: the empty columns said once, the others by number and cards only."""
        t = self.t
        parts = []
        for i, col in enumerate(state.columns):
            if not col:
                continue
            down = state.hidden[i]
            names = [self.card(c) for c in col[down:]]
            if down:
                # Translators: brief read-out: face-down cards of a column, counted ("2 down").
                names.insert(0, t.ngettext("{count} down", "{count} down", down).format(count=down))
            if order is Order.EXPOSED_FIRST:
                names.reverse()
            # Translators: brief read-out of a column: its number, then its cards ("3: 7 of spades, ...").
            parts.append(t._("{number}: {cards}").format(number=i + 1, cards=self.items(names)))
        empties = [str(i + 1) for i, c in enumerate(state.columns) if not c]
        if empties:
            # Translators: brief read-out: the empty columns, after the others.
            parts.append(t._("empty: {numbers}").format(numbers=self.both(empties)))
        # Translators: brief read-out of the columns: "Columns: 1: ...; 2: ...; empty: 6 and 7."
        return t._("Columns: {list}.").format(list=self.groups(parts))

    def stock_and_waste(self, state: State) -> str:
        # Translators: the first sentence of the board read-out: "Stock: 64 cards; waste empty."
        return self.t._("{stock}; {waste}.").format(
            stock=self.stock_part(state), waste=self.waste_part(state)
        )

    def board(self, state: State, order: Order, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        return " ".join([
            self.stock_and_waste(state), self.foundations(state, verbosity), self.columns(state, order, verbosity)
        ])  # fmt: skip

    def column(self, state: State, index: int, order: Order) -> str:
        return capital(self.column_part(state, index, order)) + "."

    def waste(self, state: State) -> str:
        return capital(self.waste_part(state)) + "."

    def stock(self, state: State) -> str:
        text = capital(self.stock_part(state)) + "."
        if state.variant.redeals:
            text += " " + self.redeals_left(state.redeals_left)
        return text

    def redeals_left(self, n: int) -> str:
        # Translators: how many times the waste can still be turned over (Little Forty).
        return self.t.ngettext("{count} redeal left.", "{count} redeals left.", n).format(count=n)

    def exposed(self, state: State, verbosity: Verbosity = Verbosity.NORMAL) -> str:
        """The cards that can move: the waste's top card, then each column's exposed card."""
        t = self.t
        brief = verbosity is Verbosity.BRIEF
        parts = [self.waste_part(state)]
        empties: list[str] = []
        for i, col in enumerate(state.columns):
            if col and brief:
                # Translators: brief "exposed" read-out: a column's number and its exposed card ("3: king of hearts").
                parts.append(t._("{number}: {cards}").format(number=i + 1, cards=self.card(col[-1])))
            elif col:
                # Translators: one column's exposed card, in the "exposed cards" read-out.
                parts.append(t._("column {number}: {card}").format(number=i + 1, card=self.card(col[-1])))
            elif brief:
                empties.append(str(i + 1))
            else:
                # Translators: an empty column, in the "exposed cards" read-out.
                parts.append(t._("column {number}: empty").format(number=i + 1))
        if empties:
            # Translators: brief read-out: the empty columns by number ("empty: 6, 7 and 8").
            parts.append(t._("empty: {numbers}").format(numbers=self.both(empties)))
        # Translators: the waste's top card and the exposed card of every column in one sentence.
        return t._("Exposed cards: {list}.").format(list=self.groups(parts))

    def where(self, state: State, card: Card, order: Order = Order.DEALT_FIRST) -> str:
        t = self.t
        places = [self._place(state, p, depth, order) for p, depth in locate(state, card)]
        seen = [p for p in places if p is not None]
        name = self.card(card)
        if not seen:
            # Translators: answer to "where is the 7 of spades" when both copies are in the stock or face down.
            return t._("{card}: neither copy is in sight; both are in the stock or face down.").format(
                card=name
            )
        if len(seen) == 1:
            if state.variant.aces_out and card.rank == Rank.ACE:
                # Translators: answer to "where is ..." in Lucas, where the other copy of an ace never moves.
                return capital(t._("{card}: {place}.").format(card=name, place=seen[0]))
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
            position = len(col) - depth + 1
            if position <= state.hidden[pile.index]:
                return None
            if depth == 1:
                # Translators: where a card is: "one in column 3, exposed".
                return t._("in column {number}, exposed").format(number=pile.index + 1)
            above = self.card(col[-depth + 1])
            if order is Order.EXPOSED_FIRST:
                # Translators: where a card is, counted from the exposed card down: "in column 3, second
                # from the top, under the ace of clubs"; {card} is the card lying on it.
                return t._("in column {number}, {ordinal} from the top, under the {card}").format(
                    number=pile.index + 1, ordinal=self.ordinal(depth), card=above
                )
            # Translators: where a card is, counted from the first-dealt card up: "in column 3, second
            # from the bottom, under the ace of clubs"; {card} is the card lying on it.
            return t._("in column {number}, {ordinal} from the bottom, under the {card}").format(
                number=pile.index + 1, ordinal=self.ordinal(position), card=above
            )
        if pile.kind is PileKind.FOUNDATION:
            # Translators: where a card is: "on foundation 2, spades".
            return t._("on foundation {number}, {suit}").format(
                number=pile.index + 1, suit=self.suit_plural(FOUNDATION_SUITS[pile.index])
            )
        if depth == 1:
            # Translators: where a card is: on top of the waste.
            return t._("on top of the waste")
        # Translators: where a card is: in the waste, under other cards.
        return t.ngettext(
            "in the waste, under {count} card", "in the waste, under {count} cards", depth - 1
        ).format(count=depth - 1)

    # ----- moves -----------------------------------------------------------------------
    def target(self, state: State, pile: Pile) -> str:
        """A destination as seen before the move: "the 8 of spades in column 5"."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            col = state.columns[pile.index]
            if not col:
                # Translators: a move's destination: an empty column.
                return t._("empty column {number}").format(number=pile.index + 1)
            # Translators: a place a card can go, in "options": a card and its column. {card} is the
            # card name as said after "onto" (context "card onto").
            return t._("the {card} in column {number}").format(
                card=self.card_onto(col[-1]), number=pile.index + 1
            )
        return self.pile(pile)

    def origin(self, pile: Pile) -> str:
        """Where a move starts, as said after the card: "from column 3"."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            # Translators: the origin of a move, after the card: "(Moved the 7 of spades) from column 3".
            return t._("from column {number}").format(number=pile.index + 1)
        if pile.kind is PileKind.FOUNDATION:
            # Translators: the origin of a move: a card taken back from a foundation.
            return t._("from foundation {number}").format(number=pile.index + 1)
        if pile.kind is PileKind.WASTE:
            # Translators: the origin of a move: the top card of the waste.
            return t._("from the waste")
        # Translators: the origin of a move: the stock (only in refusals).
        return t._("from the stock")

    def destination(self, state: State, pile: Pile) -> str:
        """Where a move ends, seen before it: "onto the 8 of spades in column 5"."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            col = state.columns[pile.index]
            if not col:
                # Translators: the destination of a move: an empty column.
                return t._("to empty column {number}").format(number=pile.index + 1)
            # Translators: the destination of a move: onto a card at the end of a column.
            return t._("onto the {card} in column {number}").format(
                card=self.card_onto(col[-1]), number=pile.index + 1
            )
        # Translators: the destination of a move: a foundation.
        return t._("to foundation {number}").format(number=pile.index + 1)

    def describe(self, state: State, move: Move) -> str:
        """A move as it would be played from `game` (before it is applied)."""
        t = self.t
        if move.kind is MoveKind.DRAW:
            # Translators: a legal move in the list of moves: draw from the stock.
            return t._("draw from the stock")
        if move.kind is MoveKind.REDEAL:
            # Translators: a legal move in the list of moves: turn the waste over (Little Forty).
            return t._("redeal")
        assert move.source is not None and move.target is not None
        cards = state.cards(move.source)
        head = cards[-move.count] if 0 < move.count <= len(cards) else None
        name = self.card(head) if head else "?"
        origin = self.origin(move.source)
        destination = self.destination(state, move.target)
        if move.count > 1:
            # Translators: a legal move of a run: "7 of spades and the 2 cards on it from column 3 onto ...".
            return t.ngettext(
                "{card} and the {count} card on it {origin} {destination}",
                "{card} and the {count} cards on it {origin} {destination}",
                move.count - 1,
            ).format(card=name, count=move.count - 1, origin=origin, destination=destination)
        # Translators: a legal move in a list: "7 of spades from column 3 onto the 8 of spades in column 5".
        return t._("{card} {origin} {destination}").format(card=name, origin=origin, destination=destination)

    def legal_moves(self, game: Game, moves: list[Move], verbosity: Verbosity = Verbosity.NORMAL) -> str:
        """The useful moves first; cards taken back from a foundation and lone cards moved
        to another empty column are counted apart (listed only at full verbosity)."""
        t = self.t
        state = game.state
        if not moves:
            if state.is_won():
                return self.won(game)
            # Translators: the answer to "moves" when there is none.
            return t._("There is no legal move.")
        useful: list[Move] = []
        full = verbosity is Verbosity.FULL
        # empty columns are alike: a card that can go to any of them is one move, counted once
        if not full:
            moves = list({_empty_alike(state, m): m for m in moves}.values())
        back = [m for m in moves if m.source is not None and m.source.kind is PileKind.FOUNDATION]
        shuffles = [m for m in moves if m not in back and _lone_to_empty(state, m)]
        useful = [m for m in moves if m not in back and m not in shuffles]
        listed: list[str] = []
        to_empty: list[Move] = []
        last: list[str] = []
        for m in useful:
            tgt = m.target
            if m.kind is not MoveKind.MOVE:
                last.append(self.describe(state, m))
            elif (
                tgt is not None and tgt.kind is PileKind.COLUMN and not state.columns[tgt.index] and not full
            ):
                if not any(x.source == m.source and x.count == m.count for x in to_empty):
                    to_empty.append(m)
            else:
                listed.append(self.describe(state, m))
        if to_empty:
            empties = [str(i + 1) for i, c in enumerate(state.columns) if not c]
            cards = [self._moving_name(state, m) for m in to_empty]
            # Translators: in the list of moves: the cards that can go to an empty column.
            listed.append(t._("to an empty column ({numbers}): {cards}").format(
                numbers=self.both(empties), cards=self.both(cards)))  # fmt: skip
        listed.extend(last)
        if useful:
            # Translators: the answer to "moves": how many useful moves, then the list separated by semicolons.
            text = t.ngettext("{count} useful move: {list}.", "{count} useful moves: {list}.", len(useful))
            text = text.format(count=len(useful), list=self.groups(listed))
        else:
            # Translators: the answer to "moves" when only take-backs or lone-card moves are left.
            text = t._("No useful move.")
        if verbosity is Verbosity.BRIEF:
            return text
        apart: list[str] = []
        if back:
            # Translators: in the answer to "moves": cards that can be taken back from a foundation, counted apart.
            apart.append(t.ngettext("{count} take-back from a foundation", "{count} take-backs from a foundation",
                                    len(back)).format(count=len(back)))  # fmt: skip
            if full:
                apart[-1] += ": " + self.groups(self.describe(state, m) for m in back)
        if shuffles:
            # Translators: in the answer to "moves": a card alone in its column moved to another empty column, counted apart.
            apart.append(t.ngettext("{count} move of a lone card to another empty column",
                                    "{count} moves of a lone card to another empty column",
                                    len(shuffles)).format(count=len(shuffles)))  # fmt: skip
            if full:
                apart[-1] += ": " + self.groups(self.describe(state, m) for m in shuffles)
        if apart:
            # Translators: after the useful moves, the moves counted apart: "Also: 3 take-backs ...".
            text += " " + t._("Also: {list}.").format(list=self.groups(apart))
        return text

    def _moving_name(self, state: State, m: Move) -> str:
        assert m.source is not None
        cards = state.cards(m.source)
        name = self.card(cards[-m.count])
        if m.count > 1:
            # Translators: a run of cards named by its first card, in a list of moves.
            return t_run(self.t, name, m.count - 1)
        return name

    def places(self, state: State, moves: list[Move]) -> str:
        """Where moves go, empty columns said once: "the 8 of spades in column 2 or an empty column (4 and 6)"."""
        t = self.t
        names: list[str] = []
        empties: list[str] = []
        for m in moves:
            tgt = m.target
            if tgt is None:
                continue
            if tgt.kind is PileKind.COLUMN and not state.columns[tgt.index]:
                empties.append(str(tgt.index + 1))
            else:
                names.append(self.target(state, tgt))
        if len(empties) == 1:
            # Translators: one of the places a card can go: the one empty column.
            names.append(t._("empty column {number}").format(number=empties[0]))
        elif empties:
            # Translators: one of the places a card can go: any of several empty columns.
            names.append(t._("an empty column ({numbers})").format(numbers=self.both(empties)))
        return self.either(names)

    def options(self, state: State, source: Pile, count: int, moves: list[Move]) -> str:
        t = self.t
        cards = state.cards(source)
        name = self.card(cards[-count]) if 0 < count <= len(cards) else "?"
        where = self.pile(source)
        if not moves:
            # Translators: answer to "options 7 of spades" when it cannot move anywhere: "From column 3, the 7 of spades cannot move now."
            return capital(t._("from {source}, the {card} cannot move now.").format(source=where, card=name))
        # Translators: answer to "options 7 of spades": "From column 3, the 7 of spades can go to ...".
        return capital(t._("from {source}, the {card} can go to {places}.").format(
            source=where, card=name, places=self.places(state, moves)))  # fmt: skip

    # ----- after a move ----------------------------------------------------------------
    def outcome(self, before: State, game: Game, out: Outcome, verbosity: Verbosity) -> str:
        t = self.t
        after = game.state
        mv = out.move
        parts: list[str] = []
        if mv.kind is MoveKind.DRAW:
            parts.append(self._drawn(after, out))
        elif mv.kind is MoveKind.REDEAL:
            n = len(after.stock)
            # Translators: after a redeal: the waste became the stock again.
            parts.append(
                t.ngettext(
                    "Turned the waste over: the stock has {count} card again.",
                    "Turned the waste over: the stock has {count} cards again.",
                    n,
                ).format(count=n)
            )
            parts.append(self.redeals_left(after.redeals_left))
        else:
            parts.append(self._moved(before, out, verbosity))
            if out.turned_up is not None:
                # Translators: a face-down card was turned face up by the move.
                parts.append(t._("The {card} is turned face up.").format(card=self.card(out.turned_up)))
            after_source = self._after_source(after, mv)
            if after_source and out.turned_up is None:  # the newly exposed card, at every verbosity
                parts.append(after_source)
            if verbosity is not Verbosity.BRIEF:
                if out.points > 0:
                    # Translators: points won by a move.
                    parts.append(
                        t.ngettext("{count} point won.", "{count} points won.", out.points).format(
                            count=out.points
                        )
                    )
                elif out.points < 0:
                    # Translators: points lost by a move (taking a card back from a foundation).
                    parts.append(
                        t.ngettext("{count} point lost.", "{count} points lost.", -out.points).format(
                            count=-out.points
                        )
                    )
        if verbosity is Verbosity.FULL:
            parts.append(self.score(game))
        return " ".join(parts)

    def _moved(self, before: State, out: Outcome, verbosity: Verbosity) -> str:
        t = self.t
        mv = out.move
        assert mv.source is not None and mv.target is not None
        name = self.card(out.cards[0])
        origin = self.origin(mv.source)
        destination = self.destination(before, mv.target)
        if verbosity is Verbosity.BRIEF and len(out.cards) == 1:
            # Translators: brief reply to a move, without where it came from: "Moved the 7 of spades onto the 8 of spades in column 5."
            return t._("Moved the {card} {destination}.").format(card=name, destination=destination)
        if len(out.cards) > 1:
            # Translators: reply to a run moved together: "Moved the 7 of spades and the 2 cards on it from column 3 onto ...".
            return t.ngettext(
                "Moved the {card} and the {count} card on it {origin} {destination}.",
                "Moved the {card} and the {count} cards on it {origin} {destination}.",
                len(out.cards) - 1,
            ).format(card=name, count=len(out.cards) - 1, origin=origin, destination=destination)
        # Translators: reply to a move: "Moved the 7 of spades from column 3 onto the 8 of spades in column 5."
        return t._("Moved the {card} {origin} {destination}.").format(
            card=name, origin=origin, destination=destination
        )

    def _after_source(self, after: State, mv: Move) -> str | None:
        t = self.t
        assert mv.source is not None
        top = after.top(mv.source)
        if mv.source.kind is PileKind.COLUMN:
            n = mv.source.index + 1
            if top is None:
                # Translators: after a move, the column it came from is empty.
                return t._("Column {number} is now empty.").format(number=n)
            # Translators: after a move, the column's new exposed card.
            return t._("Column {number} now ends with the {card}.").format(number=n, card=self.card(top))
        if mv.source.kind is PileKind.WASTE:
            if top is None:
                # Translators: after a move, the waste is empty.
                return t._("The waste is now empty.")
            # Translators: after a move, the waste's new top card.
            return t._("The waste now shows the {card}.").format(card=self.card(top))
        if mv.source.kind is PileKind.FOUNDATION:
            n = mv.source.index + 1
            if top is None:
                # Translators: after a card was taken back, its foundation is empty.
                return t._("Foundation {number} is now empty.").format(number=n)
            # Translators: after a card was taken back, the foundation's top card.
            return t._("Foundation {number} now shows the {card}.").format(number=n, card=self.card(top))
        return None

    def _drawn(self, after: State, out: Outcome) -> str:
        t = self.t
        left = len(after.stock)
        if len(out.cards) == 1:
            # Translators: reply to a draw.
            drawn = t._("Drew the {card}.").format(card=self.card(out.cards[0]))
        else:
            # Translators: reply to a draw of several cards (Little Forty): the last one is on top.
            drawn = t._("Drew {cards}; the {card} is on top.").format(
                cards=self.both([self.card(c) for c in out.cards]), card=self.card(out.cards[-1])
            )
        if left:
            # Translators: after a draw, the cards left in the stock.
            rest = t.ngettext(
                "{count} card left in the stock.", "{count} cards left in the stock.", left
            ).format(count=left)
        elif after.variant.redeals and after.redeals_left:
            # Translators: the stock has just run out, in a variant with redeals.
            rest = t._("The stock is now empty.") + " " + self.redeals_left(after.redeals_left)
        else:
            # Translators: the stock has just run out and there is no redeal: announced once.
            rest = t._("The stock is now empty; there is no redeal.")
        return drawn + " " + rest

    def undone(self, before: State, game_after_undo: Game, mv: Move) -> str:
        t = self.t
        after = game_after_undo.state
        if mv.kind is MoveKind.DRAW:
            back = before.waste[len(after.waste) :]
            # Translators: reply to undoing a draw: the cards put back on the stock, then the score.
            return t.ngettext(
                "Undone: the draw of the {cards}; it is back in the stock. Score {score}.",
                "Undone: the draw of {cards}; they are back in the stock. Score {score}.",
                len(back),
            ).format(cards=self.both([self.card(c) for c in back]), score=game_after_undo.score)
        # Translators: reply to undo: the move taken back, then the score.
        return t._("Undone: {move}. Score {score}.").format(
            move=self.describe(after, mv), score=game_after_undo.score
        )

    def undo_limit(self, limit: int) -> str:
        # Translators: refusal of undo when the player already took back as many actions as the game keeps.
        return self.t.ngettext(
            "Only the last {count} action can be undone, and it has been.",
            "Only the last {count} actions can be undone, and all of them have been.",
            limit,
        ).format(count=limit)

    def redone(self, text: str) -> str:
        # Translators: reply to redo, followed by what the move did.
        return self.t._("Redone: {reply}").format(reply=text)

    def score(self, game: Game) -> str:
        t = self.t
        # Translators: the score and the move counter.
        return t.ngettext(
            "Score {score} after {count} move.", "Score {score} after {count} moves.", game.moves
        ).format(score=t.number(game.score), count=t.number(game.moves))

    def won(self, game: Game) -> str:
        t = self.t
        n = sum(len(f) for f in game.state.foundations)
        # Translators: the win, announced once.
        head = t._("You won! All {count} cards are on the foundations.").format(count=n)
        return head + " " + self.score(game)

    def unknown_variant(self, name: str, names: list[str]) -> str:
        # Translators: an unknown variant name; the list of the variants follows.
        return self.t._("There is no variant called {name}. The variants are: {list}.").format(
            name=name, list=self.both(names)
        )

    def code_refusal(self, text: str, e: CodeError) -> str:
        t = self.t
        detail = {
            # Translators: why a deal code is refused: its check character does not match.
            "check": t._("a character is mistyped: the check does not match"),
            # Translators: why a deal code is refused.
            "character": t._("the character {char} is never used in codes").format(char=e.detail),
            # Translators: why a deal code is refused.
            "length": t._("it needs seven characters after the variant letter"),
            # Translators: why a deal code is refused.
            "variant": t._("{char} is not a variant letter").format(char=e.detail),
            # Translators: why a deal code is refused.
            "prefix": t._("codes start with FT1"),
            # Translators: why a deal code is refused.
            "empty": t._("it is empty"),
        }[e.problem.value]
        # Translators: a deal code was refused; {reason} says why.
        return t._("The deal code {code} is not valid: {reason}.").format(code=text.strip(), reason=detail)

    def layout_problem(self, e: LayoutError) -> str:
        t = self.t
        d = e.detail
        if e.problem.value == "row-count" and d.isdigit():
            d = self.count_cards(int(d))
        what = {
            # Translators: a layout file problem: a line that is not "name: value".
            "syntax": t._("this line is not of the form name: value ({detail})"),
            # Translators: a layout file problem.
            "unknown-key": t._(
                "{detail} is not a layout line; use variant, column N, foundation N, waste or stock"
            ),
            # Translators: a layout file problem.
            "unknown-variant": t._("there is no variant called {detail}"),
            # Translators: a layout file problem.
            "unknown-card": t._(
                "{detail} is not a card; write cards like 7S, 10C, QH or [3D] for a face-down card"
            ),
            # Translators: a layout file problem.
            "third-copy": t._("{detail} appears more than twice, and the two decks hold it only twice"),
            # Translators: a layout file problem (Lucas).
            "ace-out": t._("{detail} is an ace, and in Lucas the aces start on the foundations"),
            # Translators: a layout file problem.
            "column-number": t._("number {detail} is not a place of this game, or it is given twice"),
            # Translators: a layout file problem.
            "column-count": t._("the columns {detail} are missing"),
            # Translators: a layout file problem.
            # Translators: a layout file problem; {detail} is a number of cards ("3 cards").
            "row-count": t._("this column has {detail}, and this game deals another number"),
            # Translators: a layout file problem.
            "face-down": t._("the face-down card {detail} lies above a face-up card"),
            # Translators: a layout file problem.
            "card-count": t._("the layout holds {detail} cards, not the number this game plays with"),
            # Translators: a layout file problem.
            "foundation-order": t._("a foundation must hold its suit from the ace up, in order ({detail})"),
        }[e.problem.value].format(detail=d)
        # Translators: a layout file could not be used; {line} is its line number, {problem} says why.
        return t._("The layout file cannot be played: line {line}: {problem}.").format(
            line=e.line, problem=what
        )

    # ----- refusals --------------------------------------------------------------------
    def refusal(self, state: State, err: Refusal, tap: bool = False) -> str:
        """One sentence, with the rule that refused the move; `tap`: refused by the tap rule."""
        if err.reason is Reason.NO_PLACE:
            return capital(self._no_place(state, err, tap))
        return capital(self._refusal(state, err))

    def _no_place(self, state: State, err: Refusal, tap: bool) -> str:
        t = self.t
        card = self.card(err.cards[0]) if err.cards else ""
        src = err.move.source if err.move is not None else None
        if src is not None and src.kind is PileKind.FOUNDATION:
            # Translators: a tap or a card named alone, when the card is already on a foundation.
            return t._("The {card} is already on foundation {number}, {suit}.").format(
                card=card, number=src.index + 1, suit=self.suit_plural(FOUNDATION_SUITS[src.index])
            )
        if tap and src is not None and src.kind is PileKind.COLUMN:
            # Translators: refusal of a tap on a column's card: tap sends it only to a foundation.
            return t._(
                "No foundation takes the {card} now, and a tap sends a column's card only to a foundation."
            ).format(card=card)
        # Translators: refusal of a tap on the waste, or of a card named alone: no place takes it.
        return t._("The {card} has nowhere to go: no foundation or column accepts it.").format(card=card)

    def _refusal(self, state: State, err: Refusal) -> str:
        t = self.t
        r = err.reason
        cards = err.cards
        card = self.card(cards[0]) if cards else ""
        mv = err.move
        if r in (Reason.WRONG_SUIT, Reason.SAME_SUIT, Reason.SAME_COLOUR, Reason.WRONG_RANK):
            return self.build_refusal(state.variant, cards[0], cards[1])
        if r is Reason.NOTHING_ON_ACE:
            # Translators: refusal: nothing goes on an ace in a column.
            return t._(
                "The {card} cannot go on the {ace}: nothing can be placed on an ace in a column."
            ).format(card=card, ace=self.card_onto(cards[1]))
        if r in (Reason.FOUNDATION_NEEDS_ACE, Reason.FOUNDATION_WRONG_SUIT, Reason.FOUNDATION_WRONG_RANK):
            assert mv is not None and mv.target is not None
            return self.foundation_refusal(state, cards[0], mv.target.index)
        if r is Reason.FOUNDATION_FULL:
            assert mv is not None and mv.target is not None
            # Translators: refusal: the foundation already holds ace to king.
            return t._("Foundation {number} is complete, from ace to king.").format(
                number=mv.target.index + 1
            )
        if r is Reason.STOCK_EMPTY:
            if state.variant.redeals and state.redeals_left and state.waste:
                # Translators: refusal to draw when the stock is empty but a redeal is possible.
                return t._("The stock is empty: type {redeal} to turn the waste over.").format(
                    redeal=word(t.lang, "redeal")
                )
            # Translators: refusal to draw: the stock is empty and never comes back.
            return t._("The stock is empty, and there is no redeal: play on with the waste and the columns.")
        if r is Reason.NO_REDEALS:
            # Translators: refusal to redeal in a game without redeals.
            return t._("This game has no redeal: the stock is dealt only once.")
        if r is Reason.NO_REDEALS_LEFT:
            # Translators: refusal to redeal: all redeals are used, or the waste is empty.
            return t._("No redeal is possible: all redeals are used or the waste is empty.")
        if r is Reason.REDEAL_NOT_NEEDED:
            # Translators: refusal to redeal: the stock still has cards.
            return t._("The stock still has cards: a redeal comes only when it is empty.")
        if r is Reason.CARD_NOT_EXPOSED:
            if state.variant.sequences:
                # Translators: refusal in variants where runs move: the card is under cards that are not a run.
                return t._(
                    "The {card} is not free: only the exposed card of a column, or a correctly built run ending with it, can move."
                ).format(card=card)
            # Translators: refusal: only the last card of a column can move.
            return t._("The {card} is not exposed: only the last card of a column can move.").format(
                card=card
            )
        if r is Reason.CARD_FACE_DOWN:
            # Translators: refusal: face-down cards cannot move.
            return t._(
                "That card is face down: it turns face up when it becomes the exposed card of its column."
            )
        if r is Reason.EMPTY_SOURCE:
            assert mv is not None and mv.source is not None
            # Translators: refusal: nothing to take from a pile.
            return capital(t._("{pile} is empty.").format(pile=self.pile(mv.source)))
        if r is Reason.NOT_A_SEQUENCE:
            # Translators: refusal: the cards asked to move together are not a correctly built run.
            return t._("Those cards are not a correctly built run, so they cannot move together.")
        if r is Reason.SINGLE_CARDS_ONLY:
            # Translators: refusal: runs do not move together in this state.
            return t._("Only one card moves at a time: two cards in sequence never move together.")
        if r is Reason.ONE_CARD_TO_FOUNDATION:
            # Translators: refusal: a run cannot go to a foundation at once.
            return t._("Cards go to a foundation one at a time.")
        if r is Reason.NOT_ON_WASTE:
            # Translators: refusal: nothing is placed on the waste.
            return t._("Nothing is ever placed on the waste.")
        if r is Reason.NOT_ON_STOCK:
            # Translators: refusal: nothing is placed on the stock.
            return t._("Nothing can be placed on the stock.")
        if r is Reason.NOT_FROM_STOCK:
            # Translators: refusal: stock cards come only by drawing.
            return t._("Cards leave the stock only by drawing: type {draw}.").format(
                draw=word(t.lang, "draw")
            )
        if r is Reason.SAME_PILE:
            # Translators: refusal: a card moved onto its own pile.
            return t._("The {card} is already there.").format(card=card)
        if r is Reason.FOUNDATION_TO_FOUNDATION:
            # Translators: refusal: foundation to foundation.
            return t._("A card cannot move from one foundation to another.")
        if r is Reason.NO_EFFECT:
            # Translators: refusal: moving a whole column into an empty column changes nothing.
            return t._("Moving a whole column into an empty column would change nothing.")
        if r is Reason.NO_SUCH_PILE:
            n = len(state.columns)
            # Translators: refusal: a column or foundation number that does not exist.
            return t.ngettext(
                "There is no such pile: this game has {count} column and 8 foundations.",
                "There is no such pile: this game has {count} columns and 8 foundations.",
                n,
            ).format(count=n)
        if r is Reason.GAME_WON:
            # Translators: refusal: the game is already won.
            return t._("This game is won. Type {new} to play another deal.").format(new=word(t.lang, "new"))
        if r is Reason.NOTHING_TO_UNDO:
            # Translators: refusal of undo.
            return t._("There is nothing to undo.")
        if r is Reason.NOTHING_TO_REDO:
            # Translators: refusal of redo.
            return t._("There is nothing to redo.")
        if state.variant.aces_out and cards and cards[0].rank == Rank.ACE:
            # Translators: refusal in Lucas: the starting aces stay on the foundations.
            return t._("The aces of Lucas start on the foundations and stay there.")
        # Translators: refusal: the card is in the stock or under the waste's top card.
        return t._(
            "The {card} is not in play: it is in the stock, face down, or under the top of the waste."
        ).format(card=card)

    def build_refusal(self, variant: Variant, card: Card, onto: Card) -> str:
        t = self.t
        wanted = [self.the_card(c, onto=True) for c in higher_cards(variant, card)]
        name, target = self.card(card), self.card_onto(onto)
        if not wanted:
            # Translators: refusal: a king goes only on an empty column.
            return t._("The {card} cannot go on the {target}: a king goes only on an empty column.").format(
                card=name, target=target
            )
        # Translators: refusal of a build, with the rule: "The 7 of spades cannot go on the 8 of hearts:
        # it goes only on the 8 of spades or on an empty column." {cards} is a list joined with "or".
        return t._(
            "The {card} cannot go on the {target}: it goes only on {cards} or on an empty column."
        ).format(card=name, target=target, cards=self.either(wanted))

    def foundation_refusal(self, state: State, card: Card, index: int) -> str:
        t = self.t
        number = index + 1
        suit = FOUNDATION_SUITS[index]
        f = state.foundations[index]
        if card.suit != suit:
            # Translators: refusal: each foundation has a fixed suit.
            return t._("Foundation {number} is for {suit}; the {card} cannot go there.").format(
                number=number, suit=self.suit_plural(suit), card=self.card(card)
            )
        if not f:
            # Translators: refusal: an empty foundation starts with its ace.
            return t._("Foundation {number} is empty: it starts with the {ace}, not the {card}.").format(
                number=number, ace=self.card(Card(Rank.ACE, suit)), card=self.card(card)
            )
        nxt = Card(Rank(f[-1].rank + 1), suit) if f[-1].rank < 13 else None
        if nxt is None:
            # Translators: refusal: the foundation already holds its 13 cards.
            return t._("Foundation {number} is complete, from ace to king.").format(number=number)
        # Translators: refusal: a foundation takes the next card of its suit.
        return t._("Foundation {number} needs the {wanted} next, not the {card}.").format(
            number=number, wanted=self.card(nxt), card=self.card(card)
        )


def t_run(t: Translator, name: str, on_it: int) -> str:
    # Translators: a run of cards named by its first card: "7 of spades and the 2 cards on it".
    return t.ngettext(
        "{card} and the {count} card on it", "{card} and the {count} cards on it", on_it
    ).format(card=name, count=on_it)


def _empty_alike(state: State, m: Move) -> tuple[object, ...]:
    """A move's identity with every empty column taken as the same place."""
    tgt = m.target
    if tgt is not None and tgt.kind is PileKind.COLUMN and not state.columns[tgt.index]:
        return (m.kind, m.source, m.count, "empty")
    return (m.kind, m.source, m.count, tgt)


def _lone_to_empty(state: State, m: Move) -> bool:
    """A whole column moved into another empty column: it changes nothing that matters."""
    src, tgt = m.source, m.target
    if src is None or tgt is None or src.kind is not PileKind.COLUMN or tgt.kind is not PileKind.COLUMN:
        return False
    return not state.columns[tgt.index] and m.count == len(state.columns[src.index])


def higher_cards(variant: Variant, card: Card) -> list[Card]:
    """The cards `card` may be built on in `variant` (empty for a king)."""
    if card.rank == Rank.KING:
        return []
    up = Rank(card.rank + 1)
    if variant.build is Build.SAME_SUIT:
        return [Card(up, card.suit)]
    if variant.build is Build.OTHER_SUIT:
        return [Card(up, s) for s in Suit if s != card.suit]
    return [Card(up, s) for s in Suit if s.is_red != card.is_red]


def locate(state: State, card: Card) -> list[tuple[Pile, int]]:
    """Every pile holding `card`, with its depth (1 = top card)."""
    out: list[tuple[Pile, int]] = []

    def scan(pile: Pile, cards: list[Card]) -> None:
        for i in range(len(cards) - 1, -1, -1):
            if cards[i] == card:
                out.append((pile, len(cards) - i))

    if state.waste:
        scan(Pile(PileKind.WASTE), state.waste)
    for i, col in enumerate(state.columns):
        scan(Pile(PileKind.COLUMN, i), col)
    for i, f in enumerate(state.foundations):
        scan(Pile(PileKind.FOUNDATION, i), f)
    scan(Pile(PileKind.STOCK), state.stock)
    return out
