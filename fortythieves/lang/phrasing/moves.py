"""Moves in words: one move, the legal moves, where a card can go, what a move did,
undo and redo, the score and the win."""

from __future__ import annotations

from dataclasses import dataclass

from fortythieves.core.cards import Card
from fortythieves.core.game import Game, Outcome
from fortythieves.core.moves import WASTE, Move, MoveKind, Pile, PileKind
from fortythieves.core.state import State
from fortythieves.lang.i18n import Translator
from fortythieves.lang.phrasing.modes import Verbosity
from fortythieves.lang.phrasing.names import Names, capital
from fortythieves.lang.phrasing.refusals import deal_again


@dataclass(frozen=True, slots=True)
class Listed:
    """The legal moves as the list of moves says them, in its order."""

    one_by_one: list[Move]  # said one by one, first
    to_empty: list[Move]  # the cards that can go to an empty column, said together next
    last: list[Move]  # draws and deals, said last
    back: list[Move]  # take-backs from a foundation, counted apart
    useful: list[Move]  # all but those counted apart

    @property
    def items(self) -> list[tuple[Move, ...]]:
        """Each item of the list as said: a move, or the cards said together."""
        together = [tuple(self.to_empty)] if self.to_empty else []
        return [*((m,) for m in self.one_by_one), *together, *((m,) for m in self.last)]


def listed_in_order(state: State, moves: list[Move], verbosity: Verbosity = Verbosity.NORMAL) -> Listed:
    """The moves sorted as the list of moves says them: empty columns are alike (a card
    that can go to any of them is one move, counted once) unless at full verbosity."""
    full = verbosity is Verbosity.FULL
    if not full:
        moves = list({_empty_alike(state, m): m for m in moves}.values())
    back = [m for m in moves if m.source is not None and m.source.kind is PileKind.FOUNDATION]
    # a whole column into another empty column is no legal move (core refuses it), so it is never here
    useful = [m for m in moves if m not in back]
    one_by_one: list[Move] = []
    to_empty: list[Move] = []
    last: list[Move] = []
    for m in useful:
        tgt = m.target
        if m.kind is not MoveKind.MOVE:
            last.append(m)
        elif tgt is not None and tgt.kind is PileKind.COLUMN and not state.columns[tgt.index] and not full:
            if not any(x.source == m.source and x.count == m.count for x in to_empty):
                to_empty.append(m)
        else:
            one_by_one.append(m)
    return Listed(one_by_one, to_empty, last, back, useful)


class Moves:
    """Moves, before and after they are played."""

    def __init__(self, names: Names) -> None:
        self.t = names.t
        self.names = names

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

    def destination(self, state: State, pile: Pile, done: bool = False) -> str:
        """Where a move ends, seen before it: "onto the 8 of spades in column 5"; `done`:
        in the reply to the move made (the empty column it went to is no longer empty)."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            col = state.columns[pile.index]
            if not col and done:
                # Translators: the destination of a move just made, in "Moved the 5 of spades from
                # column 1 to empty column 6.": the column was empty before the move (Italian "nella
                # colonna 6, che era vuota").
                return t.pgettext("move made", "to empty column {number}").format(number=pile.index + 1)
            if not col:
                # Translators: the destination of a move: an empty column.
                return t._("to empty column {number}").format(number=pile.index + 1)
            # Translators: the destination of a move: onto a card at the end of a column.
            return t._("onto the {card} in column {number}").format(
                card=self.names.card_onto(col[-1]), number=pile.index + 1
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
        name = self.names.card(head) if head else "?"
        origin = self.origin(move.source)
        destination = self.destination(state, move.target)
        if move.count > 1:
            # Translators: a legal move of a run: "7 of spades and the 2 cards on it from column 3 onto ...".
            return t.ngettext(
                "{card} and the card on it {origin} {destination}",
                "{card} and the {count} cards on it {origin} {destination}",
                move.count - 1,
            ).format(card=name, count=move.count - 1, origin=origin, destination=destination)
        # Translators: a legal move in a list: "7 of spades from column 3 onto the 8 of spades in column 5".
        return t._("{card} {origin} {destination}").format(card=name, origin=origin, destination=destination)

    def legal_moves(self, game: Game, moves: list[Move], verbosity: Verbosity = Verbosity.NORMAL) -> str:
        """The useful moves first; cards taken back from a foundation are counted apart
        (listed only at full verbosity, left out at brief)."""
        t = self.t
        state = game.state
        if not moves:
            if state.is_won():
                return self.won(game)
            # Translators: the answer to "moves" when there is none.
            return t._("There is no legal move.")
        full = verbosity is Verbosity.FULL
        said = listed_in_order(state, moves, verbosity)
        useful, back = said.useful, said.back
        listed = [self.describe(state, m) for m in said.one_by_one]
        to_empty, last = said.to_empty, [self.describe(state, m) for m in said.last]
        if to_empty:
            empties = [str(i + 1) for i, c in enumerate(state.columns) if not c]
            cards = self._told_apart(state, to_empty)
            # Translators: in the list of moves, one item: the cards that can go to an empty column, joined
            # with "or", then where ("king of spades, 9 of hearts or 8 of clubs to empty column 10", "... to
            # one of the empty columns 4 or 10"); {numbers} is the empty column's number, or the numbers joined
            # with "or". No colon: the list it stands in is introduced by one already.
            listed.append(t.ngettext("{cards} to empty column {numbers}", "{cards} to one of the empty columns {numbers}",
                                     len(empties)).format(
                numbers=self.names.either(empties), cards=self.names.either(cards)))  # fmt: skip
        listed.extend(last)
        if useful:
            # Translators: the answer to "moves": how many useful moves, then the list separated by semicolons.
            text = t.ngettext("{count} useful move: {list}.", "{count} useful moves: {list}.", len(useful))
            text = text.format(count=len(useful), list=self.names.groups(listed))
        else:
            # Translators: the answer to "moves" when only take-backs from a foundation are left.
            text = t._("No useful move.")
        if verbosity is Verbosity.BRIEF:
            return text
        if not back:
            return text
        n = len(back)
        if full:
            # Translators: after the useful moves, at full verbosity: the cards that can be taken back from a
            # foundation, counted and listed ("There are also 2 take-backs from a foundation: ...; ...").
            also = t.ngettext(
                "There is also {count} take-back from a foundation: {list}.",
                "There are also {count} take-backs from a foundation: {list}.",
                n,
            ).format(count=n, list=self.names.groups(self.describe(state, m) for m in back))
        else:
            # Translators: after the useful moves: the cards that can be taken back from a foundation, counted.
            also = t.ngettext(
                "There is also {count} take-back from a foundation.",
                "There are also {count} take-backs from a foundation.",
                n,
            ).format(count=n)
        return f"{text} {also}"

    def _told_apart(self, state: State, moves: list[Move]) -> list[str]:
        """The moving cards' names; two copies of a card each with its column ("king of clubs
        from column 3 and king of clubs from column 7"), heard as one card said twice otherwise."""
        names = [self._moving_name(state, m) for m in moves]
        twice = {n for n in names if names.count(n) > 1}
        return [
            # Translators: in the list of moves to an empty column, one of two copies of a card, with
            # where it lies: "king of clubs from column 3"; {origin} as in a move ("from column 3").
            self.t._("{card} {origin}").format(card=n, origin=self.origin(m.source))
            if n in twice and m.source is not None
            else n
            for n, m in zip(names, moves, strict=True)
        ]

    def _moving_name(self, state: State, m: Move) -> str:
        assert m.source is not None
        cards = state.cards(m.source)
        name = self.names.card(cards[-m.count])
        if m.count > 1:
            # Translators: a run of cards named by its first card, in a list of moves.
            return t_run(self.t, name, m.count - 1)
        return name

    def places(self, state: State, moves: list[Move]) -> str:
        """Where moves go, each place with its own preposition, as after "it can go" (a
        language such as Catalan repeats it: "a la columna 2 o a la columna 3"), empty
        columns said once: "on the 8 of spades in column 2 or to any of the empty columns (4 and 6)"."""
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
                names.append(self._there(state, tgt))
        if len(empties) == 1:
            # Translators: where a card goes, after "it can go": the one empty column, by its number.
            names.append(
                t.pgettext("where a card goes", "to empty column {number}").format(number=empties[0])
            )
        elif empties:
            # Translators: where a card goes, after "it can go": any of several empty columns, by their
            # numbers ("to any of the empty columns (4 and 6)").
            there = t.pgettext("where a card goes", "to any of the empty columns ({numbers})")
            names.append(there.format(numbers=self.names.both(empties)))
        return self.names.either(names)

    def options(self, state: State, source: Pile, count: int, moves: list[Move]) -> str:
        t = self.t
        cards = state.cards(source)
        name = self.names.card_subject(cards[-count]) if 0 < count <= len(cards) else "?"
        # "from column 3" as one entry per kind of pile, so that a language whose article or
        # preposition depends on the pile ("da coluna", "do monte") says it right
        where = self.origin(source)
        if not moves:
            # Translators: answer to "options 7 of spades" when it cannot move anywhere: "From column 3, the 7
            # of spades cannot move now."; {origin} is "from column 3", "from the waste" or "from foundation 2".
            return capital(t._("{origin}, the {card} cannot move now.").format(origin=where, card=name))
        # Translators: answer to "options 7 of spades": "From column 3, the 7 of spades can go on the 8 of
        # spades in column 5 or to foundation 2."; {origin} is "from column 3", "from the waste" or "from
        # foundation 2" (as the origin of a move); {places} are places of context "where a card goes",
        # each with its own preposition, joined with "or".
        return capital(t._("{origin}, the {card} can go {places}.").format(
            origin=where, card=name, places=self.places(state, moves)))  # fmt: skip

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
            parts.append(self.names.redeals_left(after.redeals_left))
        else:
            parts.append(self._moved(before, out, verbosity))
            if out.turned_up is not None:
                parts.append(self._turned(after, mv, out.turned_up))
            after_source = self._after_source(after, mv)
            if after_source and out.turned_up is None:  # the newly exposed card, at every verbosity
                parts.append(after_source)
            if verbosity is not Verbosity.BRIEF and out.points:
                parts.append(self._points(game, out.points, verbosity is Verbosity.FULL))
        return " ".join(parts)

    def _points(self, game: Game, points: int, full: bool) -> str:
        """The points a move won or lost; in full, with the score they make, in the same
        sentence: the score said after every move, changed or not, was a refrain."""
        t, n = self.t, abs(points)
        score = t.number(game.score)
        if points > 0 and full:
            # Translators: points won by a move, and the score now, at full verbosity: "You score 10 points,
            # for a score of 270."
            said = t.ngettext(
                "You score {count} point, for a score of {score}.",
                "You score {count} points, for a score of {score}.",
                n,
            )
        elif points > 0:
            # Translators: points won by a move.
            said = t.ngettext("You score {count} point.", "You score {count} points.", n)
        elif full:
            # Translators: points lost by a move (taking a card back from a foundation), and the score now, at
            # full verbosity: "You lose 15 points, for a score of 255."
            said = t.ngettext(
                "You lose {count} point, for a score of {score}.",
                "You lose {count} points, for a score of {score}.",
                n,
            )
        else:
            # Translators: points lost by a move (taking a card back from a foundation).
            said = t.ngettext("You lose {count} point.", "You lose {count} points.", n)
        return said.format(count=n, score=score)

    def _moved(self, before: State, out: Outcome, verbosity: Verbosity) -> str:
        t = self.t
        mv = out.move
        assert mv.source is not None and mv.target is not None
        name = self.names.card_subject(out.cards[0])
        origin = self.origin(mv.source)
        destination = self.destination(before, mv.target, done=True)
        if verbosity is Verbosity.BRIEF and len(out.cards) == 1:
            # Translators: brief reply to a move, without where it came from: "Moved the 7 of spades onto the 8 of spades in column 5."
            return t._("Moved the {card} {destination}.").format(card=name, destination=destination)
        if len(out.cards) > 1:
            # Translators: reply to a run moved together: "Moved the 7 of spades and the 2 cards on it from column 3 onto ...".
            return t.ngettext(
                "Moved the {card} and the card on it {origin} {destination}.",
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
            return t._("Column {number} now ends with the {card}.").format(
                number=n, card=self.names.card_subject(top)
            )
        if mv.source.kind is PileKind.WASTE:
            if top is None:
                # Translators: after a move, the waste is empty.
                return t._("The waste is now empty.")
            # Translators: after a move, the waste's new top card.
            return t._("The waste now shows the {card}.").format(card=self.names.card_subject(top))
        if mv.source.kind is PileKind.FOUNDATION:
            n = mv.source.index + 1
            if top is None:
                # Translators: after a card was taken back, its foundation is empty.
                return t._("Foundation {number} is now empty.").format(number=n)
            # Translators: after a card was taken back, the foundation's top card.
            return t._("Foundation {number} now shows the {card}.").format(
                number=n, card=self.names.card_subject(top)
            )
        return None

    def _turned(self, after: State, mv: Move, card: Card) -> str:
        """A face-down card turned face up, and where it can be played now."""
        t = self.t
        assert mv.source is not None
        name = self.names.card_subject(card)
        places = self.goes(after, mv.source)
        if places:
            # Translators: a face-down card was turned face up by the move, and it can be played now:
            # "The 5 of clubs is turned face up; it goes on the 6 of clubs in column 6." {places} is
            # one or more of the places of context "where a card goes", joined with "or".
            said = t._("The {card} is turned face up; it goes {places}.")
            return capital(said.format(card=name, places=places))
        # Translators: a face-down card was turned face up by the move.
        return capital(t._("The {card} is turned face up.").format(card=name))

    def _drawn(self, after: State, out: Outcome) -> str:
        t = self.t
        left = len(after.stock)
        places = self.goes(after, WASTE) if out.cards else None
        if len(out.cards) == 1 and places:
            # Translators: reply to a draw when the drawn card can be played at once: "Drew the 5 of
            # clubs; it goes on the 6 of clubs in column 6." {places} is one or more of the places of
            # context "where a card goes", joined with "or".
            drawn = t._("Drew the {card}; it goes {places}.").format(
                card=self.names.card(out.cards[0]), places=places
            )
        elif len(out.cards) == 1:
            # Translators: reply to a draw.
            drawn = t._("Drew the {card}.").format(card=self.names.card(out.cards[0]))
        elif places:
            # Translators: reply to a draw of several cards (Little Forty) when the one on top can be
            # played at once; {places} as in "Drew the {card}; it goes {places}.".
            drawn = t._("Drew {cards}; the {card} is on top and goes {places}.").format(
                cards=self.names.both([self.names.card(c) for c in out.cards]),
                card=self.names.card(out.cards[-1]),
                places=places,
            )
        else:
            # Translators: reply to a draw of several cards (Little Forty): the last one is on top.
            drawn = t._("Drew {cards}; the {card} is on top.").format(
                cards=self.names.both([self.names.card(c) for c in out.cards]),
                card=self.names.card(out.cards[-1]),
            )
        if left:
            # Translators: after a draw, the cards left in the stock.
            rest = t.ngettext(
                "{count} card left in the stock.", "{count} cards left in the stock.", left
            ).format(count=left)
        elif after.variant.redeals and after.redeals_left:
            # Translators: the stock has just run out, in a variant with redeals.
            rest = t._("The stock is now empty.") + " " + self.names.redeals_left(after.redeals_left)
        else:
            # Translators: the stock has just run out and there is no redeal: announced once.
            rest = t._("The stock is now empty; there is no redeal.")
        return drawn + " " + rest

    def _there(self, state: State, pile: Pile) -> str:
        """A foundation or a column that ends with a card, as said after "it can go"."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            # Translators: where a card goes, after "it goes": the exposed card of a column. {card}
            # is the card name as said after "onto" (context "card onto").
            there = t.pgettext("where a card goes", "on the {card} in column {number}")
            return there.format(
                card=self.names.card_onto(state.columns[pile.index][-1]), number=pile.index + 1
            )
        # Translators: where a card goes, after "it goes": a foundation.
        return t.pgettext("where a card goes", "to foundation {number}").format(number=pile.index + 1)

    def goes(self, state: State, pile: Pile) -> str | None:
        """Where the top card of `pile` can be played now, said briefly: a foundation first
        (once, though two may take it), then the columns ("to foundation 4 or on the 6 of
        clubs in column 6"); an empty column only when nothing else takes the card and
        moving it there lets something move. None when it goes nowhere."""
        t = self.t
        moves = [m for m in state.legal_moves() if m.source == pile and m.count == 1]
        foundation = next(
            (m.target for m in moves if m.target and m.target.kind is PileKind.FOUNDATION), None
        )
        places = [self._there(state, foundation)] if foundation is not None else []
        for m in moves:
            tgt = m.target
            if tgt is not None and tgt.kind is PileKind.COLUMN and state.columns[tgt.index]:
                places.append(self._there(state, tgt))
        to_empty = next((m for m in moves if m.target and m.target.kind is PileKind.COLUMN
                         and not state.columns[m.target.index]), None)  # fmt: skip
        if not places and to_empty is not None and _empty_helps(state, to_empty):
            # Translators: where a card goes, after "it goes": any empty column (said only when
            # moving the card there lets another card move).
            places.append(t.pgettext("where a card goes", "to an empty column"))
        return self.names.either(places) if places else None

    def undone(self, before: State, game_after_undo: Game, mv: Move) -> str:
        """What undo took back; the score follows it apart (`score_now`), said once after
        several undos ("undo 3")."""
        t = self.t
        after = game_after_undo.state
        if mv.kind is MoveKind.DRAW:
            back = before.waste[len(after.waste) :]
            # Translators: reply to undoing a draw: the cards put back on the stock (the score follows).
            return t.ngettext(
                "Undone: the draw of the {cards}; it is back in the stock.",
                "Undone: the draw of {cards}; they are back in the stock.",
                len(back),
            ).format(cards=self.names.both([self.names.card(c) for c in back]))
        # Translators: reply to undo: the move taken back (the score follows).
        return t._("Undone: {move}.").format(move=self.describe(after, mv))

    def score_now(self, game: Game) -> str:
        # Translators: after an undo (or the last of several): the score as it is again.
        return self.t._("Score {score}.").format(score=game.score)

    def undo_limit(self, limit: int) -> str:
        # Translators: refusal of undo when the player already took back as many actions as the game keeps.
        return self.t.ngettext(
            "Only the last {count} action can be undone, and it has been.",
            "Only the last {count} actions can be undone, and all of them have been.",
            limit,
        ).format(count=limit)

    def redone(self, text: str) -> str:
        # Translators: reply to redo, followed by what the move did, as a sentence of its own ("Redone.
        # Moved the ..."): the reply's first letter is made a capital.
        return self.t._("Redone. {reply}").format(reply=text[:1].upper() + text[1:])

    def score(self, game: Game) -> str:
        t = self.t
        # Translators: the score and the move counter.
        return t.ngettext(
            "Score {score} after {count} move.", "Score {score} after {count} moves.", game.moves
        ).format(score=t.number(game.score), count=t.number(game.moves))

    def moves_made(self, made: int, undone: int, last: str | None = None) -> str:
        """How many moves were made (the game's move counter), how many were taken back, and
        the last move still in play (`last`, described), if any."""
        t = self.t
        if not made:
            # Translators: answer to "how many moves have I made?" before the first move.
            return t._("You have not made a move yet.")
        # Translators: answer to "how many moves have I made?": the move counter, which undo does not
        # lower (a draw counts as a move).
        text = t.ngettext("You have made {count} move.", "You have made {count} moves.", made)
        text = text.format(count=t.number(made))
        if undone:
            # Translators: after "You have made 12 moves.": how many of them were taken back with undo.
            back = t.ngettext("You took back {count} move.", "You took back {count} moves.", undone)
            text += " " + back.format(count=t.number(undone))
        if last:
            # Translators: after the move counter: the last move still in play, as the list of moves says
            # it ("ace of hearts from column 1 to foundation 2", "draw from the stock").
            text += " " + t._("Last move: {move}.").format(move=last)
        return text

    def won(self, game: Game, recorded: bool = False) -> str:
        """The win: the score, that the record has it (`recorded`), and how to deal again."""
        t = self.t
        n = sum(len(f) for f in game.state.foundations)
        # Translators: the win, announced once.
        parts = [t._("You won! All {count} cards are on the foundations.").format(count=n), self.score(game)]
        if recorded:
            # Translators: after the win: the game is written in the player's record ("history", "stats").
            parts.append(t._("The win is in your record."))
        parts.append(deal_again(t))
        return " ".join(parts)


def t_run(t: Translator, name: str, on_it: int) -> str:
    # Translators: a run of cards named by its first card: "7 of spades and the 2 cards on it".
    return t.ngettext("{card} and the card on it", "{card} and the {count} cards on it", on_it).format(
        card=name, count=on_it
    )


def _empty_helps(state: State, move: Move) -> bool:
    """Whether playing `move` (to an empty column) lets something else move: a card builds on
    it, the card left on top of its pile can be played elsewhere than to an empty column, or
    a face-down card turns up."""
    after = state.copy()
    step = after.push(move)
    if step.turned_up is not None:
        return True
    for m in after.legal_moves():
        tgt = m.target
        if tgt == move.target:
            return True
        if (
            m.source == move.source
            and tgt is not None
            and (tgt.kind is PileKind.FOUNDATION or after.columns[tgt.index])
        ):
            return True
    return False


def _empty_alike(state: State, m: Move) -> tuple[object, ...]:
    """A move's identity with every empty column taken as the same place."""
    tgt = m.target
    if tgt is not None and tgt.kind is PileKind.COLUMN and not state.columns[tgt.index]:
        return (m.kind, m.source, m.count, "empty")
    return (m.kind, m.source, m.count, tgt)
