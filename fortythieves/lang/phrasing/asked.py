"""The answers to questions about the board that read more than a pile: which columns are
empty, which cards may be put on a card or a place, which cards lie under a card."""

from __future__ import annotations

from fortythieves.core.cards import Card
from fortythieves.core.rules import FOUNDATION_SUITS
from fortythieves.core.state import State
from fortythieves.lang.phrasing.names import Names, capital


class Asked:
    """Sentences that answer a question asked of the board."""

    def __init__(self, names: Names) -> None:
        self.t = names.t
        self.names = names

    def empty_columns(self, state: State) -> str:
        """ "is there an empty column?": the empty columns by number, or that none is."""
        t = self.t
        empty = [i for i, col in enumerate(state.columns) if not col]
        if not empty:
            # Translators: answer to "is there an empty column?" when none is.
            return t._("No column is empty.")
        # Translators: answer to "is there an empty column?": {columns} lists them ("column 4 and column 7").
        said = t.ngettext(
            "{count} column is empty: {columns}.", "{count} columns are empty: {columns}.", len(empty)
        )
        return said.format(
            count=len(empty), columns=self.names.both([self.names.column_name(i) for i in empty])
        )

    def cards_on(self, onto: Card, fitting: list[Card]) -> str:
        """ "what can go on the queen of hearts?": the cards the building rule puts on it
        (none on an ace)."""
        if not fitting:
            # Translators: answer to "what can go on the ace of hearts?" ({onto} as said after "onto").
            said = self.t._("Nothing can go on the {onto}: no card is placed on an ace in a column.")
            return said.format(onto=self.names.card_onto(onto))
        # Translators: answer to "what can go on the queen of hearts?": the cards the rules let be put on it
        # in a column ({onto} as said after "onto"; {cards}: "jack of spades and jack of clubs"). Where each
        # lies is said after it.
        said = self.t.ngettext(
            "The card that can go on the {onto}: {cards}.",
            "The cards that can go on the {onto}: {cards}.",
            len(fitting),
        )
        return said.format(
            onto=self.names.card_onto(onto), cards=self.names.both([self.names.card(c) for c in fitting])
        )

    def not_at_column_end(self, card: Card) -> str:
        """Said before the cards that go on a card when no copy of it ends a column."""
        # Translators: said before the cards that may go on a card ("what can go on the queen of hearts?")
        # when neither copy of it is the exposed card at the end of a column.
        said = self.t._("{card}: neither copy is at the end of a column now, so nothing can go on it yet.")
        return capital(said.format(card=self.names.card(card)))

    def empty_column_takes(self, index: int) -> str:
        # Translators: answer to "what can go on column 4?" when the column is empty.
        return self.t._("Column {number} is empty: any card can go there.").format(number=index + 1)

    def column_ends(self, index: int, card: Card) -> str:
        # Translators: said before the cards that may go on a column ("what goes on column 3?").
        return self.t._("Column {number} ends with the {card}.").format(
            number=index + 1, card=self.names.card_subject(card)
        )

    def foundation_next(self, state: State, index: int, card: Card | None) -> str:
        """ "what goes on foundation 2?": the next card it takes, or that it is complete."""
        t, number = self.t, index + 1
        if card is None:
            # Translators: answer to "what goes on foundation 2?" when the foundation is complete.
            return t._("Foundation {number} is complete: no card can go on it.").format(number=number)
        # Translators: answer to "what goes on foundation 2?"; {suit} is the foundation's suit ("hearts").
        said = t._("Foundation {number}, {suit}, takes the {card} next.")
        return said.format(
            number=number,
            suit=self.names.suit_plural(FOUNDATION_SUITS[index]),
            card=self.names.card_subject(card),
        )

    def foundations_next(self, cards: list[Card]) -> str:
        """ "what goes on the foundations?": the next card of each, said once."""
        if not cards:
            # Translators: answer to "what goes on the foundations?" when every foundation is complete.
            return self.t._("Every foundation is complete.")
        # Translators: answer to "what goes on the foundations?": the next card each takes ("2 of spades, ace of
        # hearts and 3 of clubs").
        return self.t._("The foundations take next: {cards}.").format(
            cards=self.names.both([self.names.card(c) for c in cards])
        )

    def under(self, state: State, index: int, depth: int) -> str:
        """ "what is under the king of spades?": the cards beneath the card `depth` from the
        end of column `index`, the nearest first; face-down cards counted, never named."""
        t = self.t
        col = state.columns[index]
        card, beneath = col[-depth], col[: len(col) - depth]
        number, name = index + 1, self.names.card(card)
        if not beneath:
            # Translators: answer to "what is under the king of spades?" when it is the first-dealt card.
            said = t._("{card}, in column {number}: nothing is under it; it is the bottom card.")
            return capital(said.format(card=name, number=number))
        down = min(state.hidden[index], len(beneath))
        names = [self.names.card(c) for c in reversed(beneath[down:])]
        if down:
            names.append(
                # Translators: the last item of the cards under a card, those not yet turned up.
                t.ngettext("{count} face-down card", "{count} face-down cards", down).format(count=down)
            )
        # Translators: answer to "what is under the king of spades?": {cards} are the cards beneath it in its
        # column, the nearest first ("queen of hearts, 10 of spades").
        said = t._("{card}, in column {number}. Under it: {cards}.")
        return capital(said.format(card=name, number=number, cards=self.names.items(names)))
