"""Questions asked of a card or a place that change nothing: which cards the rules let be
put on it ("what can go on the queen of hearts?") and which cards lie under it ("what is
under the king of spades?"), answered from the game in play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.rules import FOUNDATION_SUITS, Reason
from fortythieves.core.state import Refusal, State
from fortythieves.lang.intents import About, CardRef, PileRef, RankRef, Read, Spec

if TYPE_CHECKING:
    from fortythieves.play.host import Host


Reading = Callable[["Host", Spec], str]
"""How the session reads out a card or a place: said where a question does not apply."""


def answer(s: Host, asked: Read, read: Reading) -> str:
    """The answer to `asked`, a question about one card or place; the game asks which when
    none was named."""
    if asked.what is None:
        return s.r.options_need_card()
    if asked.about is About.UNDER:
        return _under(s, asked.what, asked.lying_in, read)
    return _fits(s, asked.what, asked.lying_in, read)


def column_end(s: Host, place: PileRef, read: Reading) -> str:
    """ "what's the last card of column 5?": the card at the end of the column, said alone;
    a column empty or not there is read out, which says so."""
    columns = s.game.state.columns
    if place.index is None or not 0 <= place.index < len(columns) or not columns[place.index]:
        return read(s, place)
    return s.p.asked.column_ends(place.index, columns[place.index][-1])


def _fits(s: Host, what: Spec, column: int | None, read: Reading) -> str:
    state, said = s.game.state, s.p.asked
    if isinstance(what, PileRef):
        return _fits_place(s, what)
    ends = [card for card in _column_ends(state, column) if _named(what, card)]
    if isinstance(what, RankRef) and not ends:
        return read(s, what)  # none ends a column: where each of them lies
    cards = list(dict.fromkeys(ends)) if isinstance(what, RankRef) else [what.card]
    parts = []
    for card in cards:
        up = _on_foundation(state, card)
        if card not in ends and up is not None:  # a foundation's top card: the next one of its suit
            parts.append(_foundation_said(s, up))
            continue
        text = _cards_for(s, card)
        parts.append(text if card in ends else f"{said.not_at_column_end(card)} {text}")
    ending = [Pile(PileKind.COLUMN, i) for i, col in enumerate(state.columns) if col and col[-1] in cards]
    _offer(s, [p for p in ending if column in (None, p.index)])
    return " ".join(parts)


def _named(what: Spec, card: Card) -> bool:
    return (isinstance(what, CardRef) and what.card == card) or (
        isinstance(what, RankRef) and what.fits(card)
    )


def _column_ends(state: State, column: int | None) -> list[Card]:
    """The exposed cards at the end of the columns (of `column` only, when said)."""
    return [col[-1] for i, col in enumerate(state.columns) if col and column in (None, i)]


def _on_foundation(state: State, card: Card) -> int | None:
    """The foundation `card` is the top card of, if it is one."""
    return next((i for i, f in enumerate(state.foundations) if f and f[-1] == card), None)


def _cards_for(s: Host, onto: Card) -> str:
    """The cards the building rule puts on `onto`, then where each of them lies."""
    state = s.game.state
    fitting = state.variant.build.accepted_on(onto)
    where = [s.p.where(state, card, s.settings.order) for card in fitting]
    return " ".join([s.p.asked.cards_on(onto, fitting), *where])


def _fits_place(s: Host, place: PileRef) -> str:
    state, said = s.game.state, s.p.asked
    if place.kind is PileKind.WASTE:
        return s.p.refusal(state, Refusal(Reason.NOT_ON_WASTE, ()))
    if place.kind is PileKind.STOCK:
        return s.p.refusal(state, Refusal(Reason.NOT_ON_STOCK, ()))
    if place.index is not None and not state.has_pile(Pile(place.kind, place.index)):
        return s.p.refusal(state, Refusal(Reason.NO_SUCH_PILE, ()))
    if place.kind is PileKind.FOUNDATION:
        if place.index is not None:
            return _foundation_said(s, place.index)
        nexts = [c for i in range(len(state.foundations)) if (c := _next_up(state, i)) is not None]
        return said.foundations_next(list(dict.fromkeys(nexts)))
    if place.empty or place.index is None:  # "what can go on an empty column?"
        return said.empty_columns(state)
    col = state.columns[place.index]
    if not col:
        return said.empty_column_takes(place.index)
    _offer(s, [Pile(PileKind.COLUMN, place.index)])
    return f"{said.column_ends(place.index, col[-1])} {_cards_for(s, col[-1])}"


def _next_up(state: State, index: int) -> Card | None:
    """The next card foundation `index` takes; None when it is complete."""
    f = state.foundations[index]
    if len(f) == len(Rank):
        return None
    return Card(Rank(len(f) + 1), Suit(FOUNDATION_SUITS[index]))


def _offer(s: Host, targets: list[Pile]) -> None:
    """The moves onto `targets` the answer named, which "do it" then plays (or the game
    asks which); a card comes down from a foundation only when the player says so."""
    moves = [
        m
        for m in useful_moves(s.game.state)
        if m.target in targets and m.source is not None and m.source.kind is not PileKind.FOUNDATION
    ]
    s.it.offers(s.current, moves)


def _foundation_said(s: Host, index: int) -> str:
    state = s.game.state
    _offer(s, [Pile(PileKind.FOUNDATION, index)])
    card = _next_up(state, index)
    said = s.p.asked.foundation_next(state, index, card)
    return said if card is None else f"{said} {s.p.where(state, card, s.settings.order)}"


def _under(s: Host, what: Spec, column: int | None, read: Reading) -> str:
    """The cards under each copy of the card named that lies face up in a column (in
    `column` only, when said); where it is, when none does."""
    state = s.game.state
    if isinstance(what, PileRef):
        return read(s, what)
    found = [
        (pile.index, depth)
        for card in _cards_of(what)
        for pile, depth in state.locate(card)
        if pile.kind is PileKind.COLUMN
        and column in (None, pile.index)
        and len(state.columns[pile.index]) - depth >= state.hidden[pile.index]
    ]
    if not found:
        if column is not None:  # "what's under the 7 in column 3?", and no 7 lies there: the column
            return read(s, PileRef(PileKind.COLUMN, column))
        return read(s, what) if isinstance(what, RankRef) else s.p.where(state, what.card, s.settings.order)
    return " ".join(s.p.asked.under(state, index, depth) for index, depth in found)


def _cards_of(what: CardRef | RankRef) -> list[Card]:
    if isinstance(what, CardRef):
        return [what.card]
    return [Card(what.rank, suit) for suit in Suit if what.fits(Card(what.rank, suit))]
