"""From what the player named to a legal move, as a value and with no language:
`Play` a move, `Refused` by a rule, `Ask` which copy or which place, or `NotFound`.

The legal moves are the only source of truth (as python-chess narrows its legal moves
to parse a move); a refusal names the rule that refused the move the player meant.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING

from fortythieves.core.cards import Card
from fortythieves.core.moves import DRAW, Move, MoveKind, Pile, PileKind
from fortythieves.core.placement import best_place, double_click, one_per_place, tap, to_column
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal, State
from fortythieves.lang.intents import CardRef, It, MoveIntent, PileRef, RankRef, Said, Spec

if TYPE_CHECKING:  # the answers' reader loads with the parser, at the first line typed
    from fortythieves.lang.answers import Answer


@dataclass(frozen=True, slots=True)
class Play:
    """A legal move to play; `instead` is the refused move auto-place replaced."""

    move: Move
    instead: Refusal | None = None


@dataclass(frozen=True, slots=True)
class Refused:
    """A move that is named well but the rules refuse."""

    refusal: Refusal
    tap: bool = False  # refused by the tap rule, which tries fewer places than a card named alone


@dataclass(frozen=True, slots=True)
class Ask:
    """Several copies (`by_source`) or several places fit: which one? `readings`: the
    line can be read two ways ("8 on 9": two columns or two ranks) and both are legal.
    `offered`: the player asked whether a move is allowed ("can the 7 go on the 8?"); it is,
    and the game asks whether to play it: only a "yes" plays it."""

    moves: tuple[Move, ...]
    by_source: bool
    readings: bool = False
    offered: bool = False
    reread: bool = False  # offered as the line's other reading: a card was said, a column fits
    # offered because it takes a card back down from a foundation, and the line did not say so
    # ("the 9 of spades to column 9" meant a covered copy in a column): only a "yes" plays it
    down: bool = False


def offer(found: Resolution) -> Resolution:
    """The answer to "can this move be made?": the one legal move offered, not played."""
    if isinstance(found, Play) and found.instead is None:
        return Ask((found.move,), by_source=False, offered=True)
    return found


class Missing(Enum):
    """What the player named is not there to be used."""

    NOTHING_NAMED = "nothing-named"  # "tap" alone
    RANK_NOT_FREE = "rank-not-free"  # "the king", and no king is free
    NO_COLUMN_ENDS_WITH_CARD = "no-column-ends-with-card"
    NO_COLUMN_ENDS_WITH_RANK = "no-column-ends-with-rank"
    NO_EMPTY_COLUMN = "no-empty-column"
    UNDER_ON_FOUNDATION = "under-on-foundation"  # only a foundation's top card comes back
    NOT_WHERE_SAID = "not-where-said"  # "take the ace back from the foundation", and it lies elsewhere
    NO_REFERENT = "no-referent"  # "move it", and nothing was named before
    NOT_AT_COLUMN_END = "not-at-column-end"  # "on the queen in column 5", and column 5 ends otherwise


@dataclass(frozen=True, slots=True)
class NotFound:
    """A card or place named that is not where the move needs it."""

    missing: Missing
    card: Card | None = None
    pile: Pile | None = None


Resolution = Play | Refused | Ask | NotFound
Sources = list[tuple[Pile, int | None]]  # a pile and how many cards move from it (None: any)


def _refused(reason: Reason, cards: tuple[Card, ...] = (), move: Move | None = None) -> Refused:
    return Refused(Refusal(reason, cards, move))


def _at(pile: Pile, count: int = 1) -> Move:
    """A stand-in move naming only its source (and how many cards from it), for a
    refusal about that pile."""
    return Move(MoveKind.MOVE, pile, pile, count)


def _from(origin: PileRef | None, pile: Pile) -> bool:
    return origin is None or (pile.kind is origin.kind and origin.index in (None, pile.index))


# ----- what can move -----------------------------------------------------------------------
def sources(state: State, spec: Spec, origin: PileRef | None = None) -> Sources | Refused | NotFound:
    """The piles a card or pile named as a source can move from, with the count of
    cards from that card up; or why there is none."""
    if isinstance(spec, PileRef):
        return _pile_sources(state, spec)
    if isinstance(spec, RankRef):
        return _rank_sources(state, spec, origin)
    card = spec.card
    found: Sources = []
    blocked: Reason | None = None
    buried: Pile | None = None
    for pile, depth in state.locate(card):
        if not _from(origin, pile):
            continue
        if pile.kind is PileKind.STOCK:
            blocked = blocked or Reason.CARD_NOT_IN_PLAY
        elif depth == 1:
            found.append((pile, 1))
        elif pile.kind is PileKind.FOUNDATION:
            blocked = blocked or Reason.CARD_NOT_EXPOSED
            buried = pile
        elif pile.kind is PileKind.COLUMN:
            if _face_down(state, pile, depth):
                # said as of a card out of play, so that naming cards never finds out which are
                # face down in the columns ("where is" keeps that hidden too)
                blocked = blocked or Reason.CARD_NOT_IN_PLAY
            elif depth <= state.movable_run(pile.index):
                found.append((pile, depth))
            else:
                blocked = Reason.CARD_NOT_EXPOSED
        else:
            blocked = blocked or Reason.CARD_NOT_IN_PLAY
    if found:
        return found
    # a face-down copy counts as out of sight, as one in the stock does
    seen = [(p, d) for p, d in state.locate(card) if not _face_down(state, p, d)]
    if origin is not None and not any(_from(origin, p) for p, _ in seen):
        return NotFound(Missing.NOT_WHERE_SAID, card)  # not "in the stock": it may be in sight
    in_columns = any(p.kind is PileKind.COLUMN for p, _ in seen)
    if buried is not None and (origin is not None or not in_columns):
        return NotFound(Missing.UNDER_ON_FOUNDATION, card, buried)
    return _refused(blocked or Reason.CARD_NOT_IN_PLAY, (card,))


def _face_down(state: State, pile: Pile, depth: int) -> bool:
    return pile.kind is PileKind.COLUMN and depth > len(state.face_up(pile.index))


def option_counts(state: State, pile: Pile, count: int | None, legal: list[Move]) -> list[int]:
    """How many cards to tell the options of, from a card or pile named: the count the
    name gives; for a column named as a whole, its exposed card and, where runs move,
    each longer run of it that has somewhere to go."""
    if count is not None:
        return [count]
    runs = sorted({m.count for m in legal if m.source == pile and m.count > 1})
    return [1, *runs]


def _pile_sources(state: State, spec: PileRef) -> Sources | Refused:
    if spec.kind is PileKind.STOCK:
        return _refused(Reason.NOT_FROM_STOCK)
    if spec.index is None and spec.kind is not PileKind.WASTE:
        tops: Sources = [(Pile(PileKind.FOUNDATION, i), 1) for i, f in enumerate(state.foundations) if f]
        return tops or _refused(Reason.EMPTY_SOURCE, (), _at(Pile(PileKind.FOUNDATION, 0)))
    pile = Pile(spec.kind, spec.index or 0)
    if not state.has_pile(pile):
        return _refused(Reason.NO_SUCH_PILE)
    if not state.cards(pile):
        return _refused(Reason.EMPTY_SOURCE, (), _at(pile))
    return [(pile, None)]


def _rank_sources(state: State, spec: RankRef, origin: PileRef | None) -> Sources | NotFound:
    """Free cards of a rank: the exposed cards, the waste's top, runs' first cards,
    and foundation tops when the player says "from the foundation"."""
    piles: list[tuple[Pile, int]] = []
    if state.waste:
        piles.append((Pile(PileKind.WASTE), 1))
    for i in range(len(state.columns)):
        piles += [(Pile(PileKind.COLUMN, i), n) for n in range(1, state.movable_run(i) + 1)]
    if origin is not None and origin.kind is PileKind.FOUNDATION:
        piles += [(Pile(PileKind.FOUNDATION, i), 1) for i, f in enumerate(state.foundations) if f]
    found: Sources = [
        (pile, n) for pile, n in piles if _from(origin, pile) and spec.fits(state.cards(pile)[-n])
    ]
    return found or NotFound(Missing.RANK_NOT_FREE)


def lying_in(state: State, spec: Spec, column: int) -> Spec:
    """The card `spec` names that lies face up in `column` (0-based), when exactly one
    such card does ("the king in column 3"); otherwise the column, to be read."""
    there = PileRef(PileKind.COLUMN, column)
    if not 0 <= column < len(state.columns) or isinstance(spec, PileRef):
        return there
    face_up = state.columns[column][state.hidden[column] :]
    fits = spec.fits if isinstance(spec, RankRef) else spec.card.__eq__
    found = {card for card in face_up if fits(card)}
    return CardRef(found.pop()) if len(found) == 1 else there


# ----- moves -------------------------------------------------------------------------------
def resolve_move(state: State, intent: MoveIntent, autoplace: bool) -> Resolution:
    """A move named with or without its place ("it" must have been replaced by what it
    stands for: `lang.intents.with_referent`). A card leaves a foundation only when the line
    says so ("back", "from the foundation", a foundation named as the source); otherwise the
    move is offered, never played: two decks hold a twin of each card, and the one the player
    meant may be the covered one in a column."""
    found = _resolve_move(state, intent, autoplace)
    if isinstance(found, Play) and _down_unsaid(intent, found.move):
        return Ask((found.move,), by_source=False, offered=True, down=True)
    return found


def _down_unsaid(intent: MoveIntent, move: Move) -> bool:
    if move.source is None or move.source.kind is not PileKind.FOUNDATION:
        return False
    said = intent.back or (intent.origin is not None and intent.origin.kind is PileKind.FOUNDATION)
    # a foundation named as the source says it, with the place it goes to: with no place, the
    # line may have read a card's number as the foundation's ("manda o 3 à base")
    named = isinstance(intent.source, PileRef) and intent.target is not None
    return not said and not named


def _resolve_move(state: State, intent: MoveIntent, autoplace: bool) -> Resolution:
    if state.is_won():  # nothing is left to move: the refusal says so and offers a new deal
        return _refused(Reason.GAME_WON)
    if intent.other is not None:
        return _either_reading(state, intent, intent.other, autoplace)
    source, target = intent.source, intent.target
    if isinstance(source, It) or isinstance(target, It):
        return NotFound(Missing.NO_REFERENT)
    if intent.target_in is not None and target is not None:
        ends = _column_end(state, target, intent.target_in)
        if isinstance(ends, NotFound):
            return ends
        target = ends
    found = sources(state, source, intent.origin)
    if not isinstance(found, list):
        return found
    if intent.count is not None:
        found = [(p, intent.count) for p, _ in found]
    legal = [m for m in state.legal_moves() if m.kind is MoveKind.MOVE]
    if target is None:
        return _place(state, found, legal)
    candidates: list[Move] = []
    for pile, count in found:
        here = [m for m in legal if m.source == pile and (count is None or m.count == count)]
        here = [m for m in here if _target_matches(state, m, target)]
        if count is None and here:
            most = max(m.count for m in here)
            here = [m for m in here if m.count == most]
        candidates.extend(one_per_place(here))
    if not candidates:
        return _explain(state, source, target, found, autoplace)
    if len({m.source for m in candidates}) > 1:
        best: dict[Pile | None, Move] = {}
        for m in sorted(candidates, key=lambda m: _place_rank(state, m)):
            best.setdefault(m.source, m)  # one question per copy, its best place
        return Ask(tuple(best.values()), by_source=True)
    if len(candidates) > 1:
        if isinstance(target, CardRef | RankRef):  # "on the jack", two jacks of clubs free: which?
            return Ask(tuple(candidates), by_source=False)
        candidates.sort(key=lambda m: _place_rank(state, m))
    return Play(candidates[0])


def _column_end(state: State, card: Spec, index: int) -> PileRef | NotFound:
    """ "on the queen in column 5": column 5 as the place, when it ends with that card; "on
    the one in column 5" (the column itself named), when it holds a card."""
    column = Pile(PileKind.COLUMN, index)
    if index >= len(state.columns):
        return NotFound(Missing.NOT_AT_COLUMN_END, pile=column)
    top = state.top(column)
    if isinstance(card, RankRef):
        fits = top is not None and card.fits(top)
    else:
        fits = top is not None and card in (CardRef(top), PileRef(PileKind.COLUMN, index))
    return PileRef(PileKind.COLUMN, index) if fits else NotFound(Missing.NOT_AT_COLUMN_END, top, column)


def _either_reading(state: State, first: MoveIntent, second: MoveIntent, autoplace: bool) -> Resolution:
    """ "8 on 9": the reading the legal moves allow is played; when both allow a move and
    the moves differ, the player is asked which; when neither does, the first reading is
    refused with its rule (or auto-placed). When a card was said ("the ten on the eight")
    and only the columns' reading can be played, that move is offered, never played: "el
    deu a la vuit" meant the 10 onto column 8, and column 10's card moved instead."""
    one = resolve_move(state, replace(first, other=None), False)
    two = resolve_move(state, replace(second, other=None), False)
    mine, theirs = _legal(one), _legal(two)
    if mine and theirs:
        moves = tuple(dict.fromkeys((*mine, *theirs)))
        if len(moves) == 1:  # both readings give one move (asked, when it takes a card down)
            return one if isinstance(one, Ask) else Play(moves[0])
        return Ask(moves, by_source=False, readings=True)
    if mine:
        return one
    if theirs and isinstance(first.source, RankRef) and len(theirs) == 1:
        return Ask(theirs, by_source=False, offered=True, reread=True)
    if theirs:
        return two
    return resolve_move(state, replace(first, other=None), autoplace)


def _legal(found: Resolution) -> tuple[Move, ...]:
    """The legal moves a resolution offers: the one to play, or those asked about."""
    if isinstance(found, Play):
        return (found.move,)
    return found.moves if isinstance(found, Ask) else ()


def resolve_tap(state: State, spec: Said | None) -> Resolution:
    """The app's tap: a foundation; for the waste card, else a column."""
    if spec is None:
        return NotFound(Missing.NOTHING_NAMED)
    if isinstance(spec, It):
        return NotFound(Missing.NO_REFERENT)
    if state.is_won():
        return _refused(Reason.GAME_WON)
    if isinstance(spec, PileRef) and spec.kind is PileKind.STOCK:
        return Play(DRAW)  # in the app, tapping the stock draws
    found = sources(state, spec)
    if not isinstance(found, list):
        return found
    got = _by_policy(state, found, lambda pile, count: tap(state, pile, count or 1))
    return Refused(got.refusal, tap=True) if isinstance(got, Refused) else got


def _place_rank(state: State, m: Move) -> tuple[int, int]:
    """Foundations first, then the longest column, for choosing among places."""
    tgt = m.target
    if tgt is None or tgt.kind is PileKind.FOUNDATION:
        return (0, 0)
    return (1, -len(state.columns[tgt.index]))


def _target_matches(state: State, m: Move, spec: Spec) -> bool:
    tgt = m.target
    assert tgt is not None
    if isinstance(spec, CardRef):  # a card at the end of a column, or on top of a foundation
        return tgt.kind in (PileKind.COLUMN, PileKind.FOUNDATION) and state.top(tgt) == spec.card
    if isinstance(spec, RankRef):
        top = state.top(tgt) if tgt.kind is PileKind.COLUMN else None
        return top is not None and spec.fits(top)
    if spec.kind is not tgt.kind:
        return False
    if spec.kind is PileKind.COLUMN and spec.empty:  # "the empty column 8": that one, if empty
        return not state.columns[tgt.index] and spec.index in (None, tgt.index)
    return spec.index is None or spec.index == tgt.index


def _place(state: State, found: Sources, legal: list[Move]) -> Resolution:
    """Named without a place: the double-click rule (a run goes to its best column)."""

    def policy(pile: Pile, count: int | None) -> Move | Reason:
        if count in (None, 1):
            got = double_click(state, pile)
            runs = [m for m in legal if m.source == pile and m.count > 1]
            if count is None and isinstance(got, Reason) and runs:
                # a column named whole whose exposed card cannot move: its longest run that can
                most = max(m.count for m in runs)
                return to_column(state, [m for m in runs if m.count == most], most) or got
            return got
        moves = [m for m in legal if m.source == pile and m.count == count]
        return to_column(state, moves, count) or Reason.NO_PLACE

    return _by_policy(state, found, policy)


def _by_policy(
    state: State, found: Sources, policy: Callable[[Pile, int | None], Move | Reason]
) -> Resolution:
    """Each copy placed by one of the app's rules: one place is played, several are
    asked about, none is refused with the reason."""
    chosen: list[Move] = []
    reason = Reason.NO_PLACE
    for pile, count in found:
        got = policy(pile, count)
        if isinstance(got, Move):
            chosen.append(got)
        else:
            reason = got
    if not chosen:
        # about the card named (a run's first card), never only the one at the end of its column
        pile, count = found[0][0], found[0][1] or 1
        cards = state.cards(pile) if state.has_pile(pile) else []
        named = (cards[-count],) if len(cards) >= count else ()
        return _refused(reason, named, _at(pile, count if named else 1))
    if len({m.source for m in chosen}) > 1:
        return Ask(tuple(chosen), by_source=True)
    return Play(chosen[0])


def _explain(state: State, source: Spec, target: Spec, found: Sources, autoplace: bool) -> Resolution:
    """No legal move fits: say which rule refuses the move the player meant (or, with
    auto-place on, play the card to its best place instead)."""
    src, count = found[0][0], found[0][1] or 1
    if isinstance(target, CardRef):
        tops = [Pile(PileKind.COLUMN, i) for i, c in enumerate(state.columns) if c and c[-1] == target.card]
        tops += [
            Pile(PileKind.FOUNDATION, i)
            for i, f in enumerate(state.foundations)
            if f and f[-1] == target.card
        ]
        if not tops:
            if isinstance(source, CardRef) and target.card == source.card:
                return _refused(Reason.SAME_PILE, (target.card,))
            return NotFound(Missing.NO_COLUMN_ENDS_WITH_CARD, target.card)
        dst = tops[0]
    elif isinstance(target, RankRef):
        ranked = [i for i, c in enumerate(state.columns) if c and target.fits(c[-1])]
        if not ranked:
            return NotFound(Missing.NO_COLUMN_ENDS_WITH_RANK)
        dst = Pile(PileKind.COLUMN, ranked[0])
    elif target.kind is PileKind.COLUMN and target.index is None:
        empties = [i for i, c in enumerate(state.columns) if not c]
        if not empties:
            return NotFound(Missing.NO_EMPTY_COLUMN)
        dst = Pile(PileKind.COLUMN, empties[0])
    elif target.kind is PileKind.FOUNDATION and target.index is None:
        head = state.cards(src)[-count] if state.cards(src) else None
        dst = Pile(PileKind.FOUNDATION, head.suit if head else 0)
    else:
        dst = Pile(target.kind, target.index or 0)
    mv = Move(MoveKind.MOVE, src, dst, count)
    refusal = state.refusal(mv)
    if refusal is None:
        return Play(mv)
    if autoplace and src.kind is not PileKind.STOCK:
        placed = best_place(state, src, found[0][1])
        if isinstance(placed, Move):
            return Play(placed, instead=refusal)
    return Refused(refusal)


# ----- a pending question ----------------------------------------------------------------
def answer(state: State, question: Ask, said: Answer) -> Move | None:
    """The one choice of `question` that `said` picks ("3", "waste", "the second", "the
    one in column 3", "hearts", "the red one"), or None when it fits none or several."""
    options = list(question.moves)

    def place(m: Move) -> Pile | None:
        return m.source if question.by_source else m.target

    def card(m: Move) -> Card | None:
        """The card that tells the options apart: the card moving when the copies are
        asked about, else the card each place ends with."""
        if not question.by_source and m.target is not None and m.target.kind is PileKind.COLUMN:
            tops = state.cards(m.target)
            if tops:
                return tops[-1]
        if m.source is None:
            return None
        cards = state.cards(m.source)
        return cards[-m.count] if len(cards) >= m.count else None

    fits = options
    if said.places:
        fits = [
            m for m in fits
            if (p := place(m)) is not None
            and any(r.kind is p.kind and r.index in (None, p.index) for r in said.places)
        ]  # fmt: skip
    if said.ordinal is not None:
        chosen = options[said.ordinal - 1] if said.ordinal <= len(options) else None
        fits = [m for m in fits if m is chosen]
    if said.last:
        fits = [m for m in fits if m is options[-1]]
    if said.suit is not None:
        fits = [m for m in fits if (c := card(m)) is not None and c.suit == said.suit]
    if said.card is not None:
        fits = [m for m in fits if card(m) == said.card]
    if said.red is not None:  # "the red one": only where the colour decides
        fits = [m for m in fits if (c := card(m)) is not None and c.is_red == said.red]
    named = (
        said.places
        or said.ordinal is not None
        or said.suit is not None
        or said.card is not None
        or said.red is not None
        or said.last
    )
    return fits[0] if named and len(fits) == 1 else None
