"""Refusals: one sentence with the rule that refused a move, and the problems of a deal
code, a layout file or a variant name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.codes import CodeError
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS, Build, Reason, Rule, rule_for
from fortythieves.core.state import Refusal, State
from fortythieves.core.variants import Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import word
from fortythieves.lang.phrasing.names import Names, capital
from fortythieves.lang.ruletext import rule_text

if TYPE_CHECKING:
    from fortythieves.core.layout import LayoutError


class Refusals:
    """Why something cannot be done."""

    def __init__(self, names: Names) -> None:
        self.t = names.t
        self.names = names

    def refusal(self, state: State, err: Refusal, tap: bool = False) -> str:
        """One sentence, with the rule that refused the move; `tap`: refused by the tap rule."""
        if err.reason is Reason.NO_PLACE:
            return capital(self._no_place(state, err, tap))
        return capital(self._refusal(state, err))

    @staticmethod
    def _lucas_ace(state: State, cards: tuple[Card, ...]) -> bool:
        return bool(state.variant.aces_out and cards and cards[0].rank == Rank.ACE)

    def lucas_aces(self) -> str:
        # Translators: refusal in Lucas: the starting aces stay on the foundations.
        return self.t._("The aces of Lucas start on the foundations and stay there.")

    def _no_place(self, state: State, err: Refusal, tap: bool) -> str:
        t = self.t
        card = self.names.card_subject(err.cards[0]) if err.cards else ""
        src = err.move.source if err.move is not None else None
        if src is not None and src.kind is PileKind.FOUNDATION and self._lucas_ace(state, err.cards):
            return self.lucas_aces()  # "take the ace back": the rule, not where it lies
        if src is not None and src.kind is PileKind.FOUNDATION:
            # Translators: a tap or a card named alone, when the card is already on a foundation.
            return t._("The {card} is already on foundation {number}, {suit}.").format(
                card=card, number=src.index + 1, suit=self.names.suit_plural(FOUNDATION_SUITS[src.index])
            )
        count = err.move.count if err.move is not None else 1
        if count > 1:
            return self._run_no_place(card, count - 1, tap)
        if tap and src is not None and src.kind is PileKind.COLUMN:
            # Translators: refusal of a tap on a column's card: tap sends it only to a foundation.
            return t._(
                "No foundation takes the {card} now, and a tap sends a column's card only to a foundation."
            ).format(card=card)
        # Translators: refusal of a tap on the waste, or of a card named alone: no place takes it.
        return t._("The {card} has nowhere to go: no foundation or column accepts it.").format(card=card)

    def _run_no_place(self, card: str, on_it: int, tap: bool) -> str:
        """A run named by its first card: a tap never sends it, and "play" found no column."""
        t = self.t
        if tap:
            # Translators: refusal of a tap on a card that has cards on it, in the variants where runs
            # move; {count} is how many cards lie on it; {play} is the command word "play".
            return t.ngettext(
                "The {card} has a card on it, and a tap sends a single card to a foundation: to move them "
                "together, type {play} and the card, or say where they go.",
                "The {card} has {count} cards on it, and a tap sends a single card to a foundation: to move "
                "them together, type {play} and the card, or say where they go.",
                on_it,
            ).format(card=card, count=on_it, play=word(t.lang, "play"))
        # Translators: refusal of a run played without a place ("play the 3 of spades", with cards on it):
        # no column takes it; {count} is how many cards lie on the card named.
        return t.ngettext(
            "The {card} and the card on it have nowhere to go: no column accepts them.",
            "The {card} and the {count} cards on it have nowhere to go: no column accepts them.",
            on_it,
        ).format(card=card, count=on_it)

    def _refusal(self, state: State, err: Refusal) -> str:
        t = self.t
        r = err.reason
        cards = err.cards
        card = self.names.card_subject(cards[0]) if cards else ""
        mv = err.move
        if r in _BUILD:
            return self.build_refusal(state.variant, cards[0], cards[1])
        if r is Reason.NOTHING_ON_ACE:
            # Translators: refusal: nothing goes on an ace in a column.
            return t._(
                "The {card} cannot go on the {ace}: nothing can be placed on an ace in a column."
            ).format(card=card, ace=self.names.card_onto(cards[1]))
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
            return self._empty(mv.source)
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
            if card:  # the card the line was read as, so that a misread is heard
                # Translators: refusal: a card named moved from its foundation to another foundation.
                return t._("The {card} cannot move from one foundation to another.").format(card=card)
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
            return self.won_already()
        if r is Reason.NOTHING_TO_UNDO:
            # Translators: refusal of undo.
            return t._("There is nothing to undo.")
        if r is Reason.NOTHING_TO_REDO:
            # Translators: refusal of redo.
            return t._("There is nothing to redo.")
        if self._lucas_ace(state, cards):
            return self.lucas_aces()
        if not state.variant.face_down:
            # Translators: refusal: the card is in the stock or under the waste's top card (a variant
            # with no face-down cards).
            return t._("The {card} is not in play: it is in the stock or under the top of the waste.").format(
                card=card
            )
        # Translators: refusal: the card is in the stock, face down in a column, or under the waste's top card.
        return t._(
            "The {card} is not in play: it is in the stock, face down, or under the top of the waste."
        ).format(card=card)

    def won_already(self) -> str:
        """The answer to anything that would change a won game (a move, a draw, a hint)."""
        # Translators: a won game, and the player tries to move, draw or ask for a hint.
        return self.t._("This game is won already.") + " " + deal_again(self.t)

    # ----- why ------------------------------------------------------------------------
    def explain(self, state: State, err: Refusal, tap: bool = False) -> str | None:
        """The rule behind a refusal, as `why` says it (and full verbosity after the
        refusal); None when no rule refused it, only a slip ("column 14"). `tap`: only the
        foundations were tried, so their rule alone refused it."""
        cards = err.cards
        src = err.move.source if err.move is not None else None
        if err.reason is Reason.NO_PLACE and err.move is not None and err.move.count > 1:
            # a run: a tap sends one card to a foundation only; "play" found no column for it
            return rule_text(self.t, Rule.FOUNDATION_BUILD if tap else Rule.BUILD, state.variant)
        if err.reason is Reason.NO_PLACE and src is not None and src.kind is not PileKind.FOUNDATION:
            # no foundation took the card (a tap or a card named alone), nor, unless tapped, a column
            home = rule_text(self.t, Rule.FOUNDATION_BUILD, state.variant)
            return home if tap else f"{home} {rule_text(self.t, Rule.BUILD, state.variant)}"
        if err.reason is Reason.NO_PLACE and src is not None:
            # a foundation's card no column took back (in Lucas, a starting ace, which stays)
            return rule_text(self.t, Rule.TAKE_BACK, state.variant)
        if err.reason in _BUILD and cards and cards[0].rank == Rank.KING:
            # Translators: "why" after a king was refused on a column's card: the rule behind it.
            return self.t._(
                "A king is the highest card: there is no card one rank higher to put it on, so it goes only on an empty column."
            )
        rule = rule_for(err.reason)
        if (
            err.reason is Reason.CARD_NOT_IN_PLAY
            and state.variant.aces_out
            and cards
            and cards[0].rank == Rank.ACE
        ):
            rule = Rule.FOUNDATION_BUILD  # Lucas's starting aces
        return None if rule is None else rule_text(self.t, rule, state.variant)

    def explain_column_end(self) -> str:
        # Translators: "why" after a move onto a card that ends no column: the rule behind it (the
        # game then says where that card is).
        return self.t._("A card goes only onto the exposed card at the end of a column.")

    def explain_no_empty_column(self) -> str:
        # Translators: "why" after a move to "an empty column" when there is none.
        return self.t._(
            "Every column still holds cards: a column is empty only when its last card has moved away."
        )

    def _empty(self, pile: Pile) -> str:
        """Nothing to take from `pile`: one sentence per kind of pile, since the article
        and the agreement depend on it ("A coluna 3 está vazia", "O monte está vazio")."""
        t = self.t
        if pile.kind is PileKind.COLUMN:
            # Translators: refusal: nothing to take from an empty column.
            return t._("Column {number} is empty.").format(number=pile.index + 1)
        if pile.kind is PileKind.FOUNDATION:
            # Translators: refusal: nothing to take back from an empty foundation.
            return t._("Foundation {number} is empty.").format(number=pile.index + 1)
        if pile.kind is PileKind.WASTE:
            # Translators: refusal: nothing to play from the waste.
            return t._("The waste is empty.")
        # Translators: refusal: nothing to take from the stock.
        return t._("The stock is empty.")

    def build_refusal(self, variant: Variant, card: Card, onto: Card) -> str:
        t = self.t
        wanted = [self.names.the_card(c, onto=True) for c in higher_cards(variant, card)]
        name, target = self.names.card_subject(card), self.names.card_onto(onto)
        if not wanted:
            # Translators: refusal: a king goes only on an empty column.
            return t._("The {card} cannot go on the {target}: a king goes only on an empty column.").format(
                card=name, target=target
            )
        # Translators: refusal of a build, with the rule: "The 7 of spades cannot go on the 8 of hearts:
        # it goes only on the 8 of spades, or on an empty column." {cards} is a list joined with "or".
        return t._(
            "The {card} cannot go on the {target}: it goes only on {cards}, or on an empty column."
        ).format(card=name, target=target, cards=self.names.either(wanted))

    def foundation_refusal(self, state: State, card: Card, index: int) -> str:
        t = self.t
        number = index + 1
        suit = FOUNDATION_SUITS[index]
        f = state.foundations[index]
        if card.suit != suit:
            # Translators: refusal: each foundation has a fixed suit.
            return t._("Foundation {number} is for {suit}; the {card} cannot go there.").format(
                number=number, suit=self.names.suit_plural(suit), card=self.names.card_subject(card)
            )
        if not f:
            # Translators: refusal: an empty foundation starts with its ace.
            return t._("Foundation {number} is empty: it starts with the {ace}, not the {card}.").format(
                number=number,
                ace=self.names.card_subject(Card(Rank.ACE, suit)),
                card=self.names.card_subject(card),
            )
        nxt = Card(Rank(f[-1].rank + 1), suit) if f[-1].rank < 13 else None
        if nxt is None:
            # Translators: refusal: the foundation already holds its 13 cards.
            return t._("Foundation {number} is complete, from ace to king.").format(number=number)
        # Translators: refusal: a foundation takes the next card of its suit.
        return t._("Foundation {number} needs the {wanted} next, not the {card}.").format(
            number=number, wanted=self.names.card_subject(nxt), card=self.names.card_subject(card)
        )

    def unknown_variant(self, name: str, names: list[str]) -> str:
        # Translators: an unknown variant name; the list of the variants follows.
        return self.t._("There is no variant called {name}. The variants are: {list}.").format(
            name=name, list=self.names.both(names)
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
            d = self.names.count_cards(int(d))
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


def deal_again(t: Translator) -> str:
    """How to deal again, said after a win and to anything tried after it."""
    # Translators: after a win: how to deal again; {new} is the command "new game" of the language.
    return t._("Type {new} to play another deal.").format(new=word(t.lang, "new"))


# The reasons of the building rule.
_BUILD = (Reason.WRONG_SUIT, Reason.SAME_SUIT, Reason.SAME_COLOUR, Reason.WRONG_RANK)


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
