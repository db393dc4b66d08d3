"""A position and its rules, ready for search: piles, legal moves, the rule that refuses
a move, unchecked `push`/`pop`, a cheap `copy` and a score-free position `key`.

No language and no screen. `legal_moves()` is the single source of truth: `refusal()`
finds no fault with exactly the moves it generates.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import DRAW, REDEAL, STOCK, WASTE, Move, MoveKind, Pile, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS, Build, Reason, build_refusal
from fortythieves.core.variants import Variant

# _SUIT_OK[build][card suit][top suit]: the suit half of the building rule, as a table.
_SUIT_OK: dict[Build, tuple[tuple[bool, ...], ...]] = {
    b: tuple(tuple(b.suit_ok(a, o) for o in Suit) for a in Suit) for b in Build
}


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move cannot be played: the rule (`reason`), the cards it concerns, the move."""

    reason: Reason
    cards: tuple[Card, ...] = ()
    move: Move | None = None


class Step(NamedTuple):
    """What `push` did, enough for `pop` to take it back exactly (a tuple: cheap to make,
    since a search pushes and pops millions of times)."""

    move: Move
    cards: tuple[Card, ...]  # the cards moved or drawn, bottom first
    turned_up: Card | None = None  # a face-down card turned face up by the move
    exposed: Card | None = None  # the source column's new exposed card


_new_step = tuple.__new__  # Step(...) without the keyword handling of its __new__
_COLUMN, _FOUNDATION = PileKind.COLUMN, PileKind.FOUNDATION
_MOVE, _DRAW = MoveKind.MOVE, MoveKind.DRAW


@dataclass(frozen=True, slots=True)
class _Tables:
    """The single-card moves between the piles of a game with `n` columns, made once."""

    waste_to_col: tuple[Move, ...]
    waste_to_found: tuple[Move, ...]
    col_to_col: tuple[tuple[Move, ...], ...]
    col_to_found: tuple[tuple[Move, ...], ...]
    found_to_col: tuple[tuple[Move, ...], ...]


_TABLES: dict[int, _Tables] = {}
_RUNS: dict[tuple[int, int, int], Move] = {}


def _tables(n: int) -> _Tables:
    t = _TABLES.get(n)
    if t is None:
        cols = tuple(Pile(PileKind.COLUMN, i) for i in range(n))
        founds = tuple(Pile(PileKind.FOUNDATION, i) for i in range(FOUNDATIONS))
        t = _TABLES[n] = _Tables(
            tuple(Move(MoveKind.MOVE, WASTE, c) for c in cols),
            tuple(Move(MoveKind.MOVE, WASTE, f) for f in founds),
            tuple(tuple(Move(MoveKind.MOVE, a, b) for b in cols) for a in cols),
            tuple(tuple(Move(MoveKind.MOVE, a, f) for f in founds) for a in cols),
            tuple(tuple(Move(MoveKind.MOVE, f, c) for c in cols) for f in founds),
        )
    return t


def _run_move(src: int, dst: int, count: int) -> Move:
    """A sequence move of `count` cards between columns (0-based), shared."""
    key = (src, dst, count)
    mv = _RUNS.get(key)
    if mv is None:
        mv = _RUNS[key] = Move(MoveKind.MOVE, Pile(PileKind.COLUMN, src), Pile(PileKind.COLUMN, dst), count)
    return mv


def _run_length(cards: list[Card], hidden: int, suit_ok: tuple[tuple[bool, ...], ...]) -> int:
    """How many cards from the top down form a correctly built run (at least 1)."""
    n = 1
    face_up = len(cards) - hidden
    upper = cards[-1]
    while n < face_up:
        lower = cards[-n - 1]
        if lower.rank - upper.rank != 1 or not suit_ok[upper.suit][lower.suit]:
            break
        upper = lower
        n += 1
    return n


class State:
    """A position. Columns list cards from first dealt to exposed; the first `hidden[i]`
    cards of column i are face down. Stock and waste tops are their last items;
    foundation i holds the suit `FOUNDATION_SUITS[i]` from the ace up."""

    __slots__ = ("_stack", "columns", "foundations", "hidden", "redeals_left", "stock", "variant", "waste")

    def __init__(
        self,
        variant: Variant,
        columns: list[list[Card]],
        hidden: list[int],
        foundations: list[list[Card]],
        stock: list[Card],
        waste: list[Card],
        redeals_left: int,
    ) -> None:
        self.variant = variant
        self.columns = columns
        self.hidden = hidden
        self.foundations = foundations
        self.stock = stock
        self.waste = waste
        self.redeals_left = redeals_left
        self._stack: list[Step] = []

    # ----- construction -------------------------------------------------------------
    @classmethod
    def deal(cls, variant: Variant, order: Sequence[Card]) -> State:
        """Deal `order` (first dealt first) row by row; the rest is the stock, the next
        card to draw first."""
        if len(order) != variant.card_count:
            raise ValueError(f"{variant.key} deals {variant.card_count} cards, not {len(order)}")
        cols: list[list[Card]] = [[] for _ in range(variant.columns)]
        for i in range(variant.dealt):
            cols[i % variant.columns].append(order[i])
        return cls.from_piles(variant, cols, None, order[variant.dealt :])

    @classmethod
    def from_piles(
        cls,
        variant: Variant,
        columns: Sequence[Sequence[Card]],
        hidden: Sequence[int] | None,
        stock_next_first: Sequence[Card],
        foundations: Sequence[Sequence[Card]] | None = None,
        waste: Sequence[Card] = (),
        redeals_left: int | None = None,
    ) -> State:
        """A position from its piles. Without `foundations`, the variant's start (empty,
        or Lucas's aces); without `hidden`, the variant's face-down count. The exposed
        card of a column is always face up."""
        if foundations is None:
            foundations = [[Card(Rank.ACE, s)] if variant.aces_out else [] for s in FOUNDATION_SUITS]
        if len(foundations) != FOUNDATIONS:
            raise ValueError(f"{FOUNDATIONS} foundations, not {len(foundations)}")
        if hidden is None:
            hidden = [variant.face_down] * len(columns)
        return cls(
            variant,
            [list(c) for c in columns],
            [max(0, min(h, len(c) - 1)) for h, c in zip(hidden, columns, strict=True)],
            [list(f) for f in foundations],
            list(reversed(stock_next_first)),
            list(waste),
            variant.redeals if redeals_left is None else redeals_left,
        )

    def copy(self, steps: int = 0) -> State:
        """The same position, with its last `steps` pushes to pop (none by default)."""
        other = State.__new__(State)  # the piles copied directly, without __init__
        other.variant = self.variant
        other.columns = [c[:] for c in self.columns]
        other.hidden = self.hidden[:]
        other.foundations = [f[:] for f in self.foundations]
        other.stock = self.stock[:]
        other.waste = self.waste[:]
        other.redeals_left = self.redeals_left
        other._stack = self._stack[-steps:] if steps > 0 else []
        return other

    def key(self) -> tuple[object, ...]:
        """A hashable key, equal for equal positions (a foundation is known by its size,
        since it holds its suit from the ace up)."""
        return (
            tuple(map(tuple, self.columns)),
            tuple(self.hidden),
            tuple(map(len, self.foundations)),
            tuple(self.stock),
            tuple(self.waste),
            self.redeals_left,
        )

    def __eq__(self, other: object) -> bool:
        """Equal piles, card for card (a mutable position: not hashable; use `key`)."""
        return isinstance(other, State) and all(
            getattr(self, name) == getattr(other, name)
            for name in ("variant", "columns", "hidden", "foundations", "stock", "waste", "redeals_left")
        )

    __hash__ = None  # type: ignore[assignment]

    # ----- reading ---------------------------------------------------------------------
    def cards(self, pile: Pile) -> list[Card]:
        k = pile.kind
        if k is PileKind.COLUMN:
            return self.columns[pile.index]
        if k is PileKind.FOUNDATION:
            return self.foundations[pile.index]
        if k is PileKind.WASTE:
            return self.waste
        return self.stock

    def top(self, pile: Pile) -> Card | None:
        cards = self.cards(pile)
        return cards[-1] if cards else None

    def locate(self, card: Card) -> list[tuple[Pile, int]]:
        """Every pile holding `card`, with its depth (1 = top card): the waste, the
        columns, the foundations, then the stock."""
        piles = [
            (WASTE, self.waste),
            *((Pile(PileKind.COLUMN, i), c) for i, c in enumerate(self.columns)),
            *((Pile(PileKind.FOUNDATION, i), f) for i, f in enumerate(self.foundations)),
            (STOCK, self.stock),
        ]
        return [
            (pile, len(cards) - i)
            for pile, cards in piles
            for i in range(len(cards) - 1, -1, -1)
            if cards[i] == card
        ]

    def face_up(self, col: int) -> list[Card]:
        return self.columns[col][self.hidden[col] :]

    def has_pile(self, pile: Pile) -> bool:
        """Whether `pile` exists in this game (column 11 does not in the standard game)."""
        if pile.kind is PileKind.COLUMN:
            return 0 <= pile.index < len(self.columns)
        if pile.kind is PileKind.FOUNDATION:
            return 0 <= pile.index < FOUNDATIONS
        return pile.index == 0

    def all_cards(self) -> list[Card]:
        out: list[Card] = self.stock + self.waste
        for c in self.columns:
            out.extend(c)
        for f in self.foundations:
            out.extend(f)
        return out

    def is_won(self) -> bool:
        return all(len(f) == 13 for f in self.foundations)

    def is_blocked(self) -> bool:
        """No legal move left (and not won)."""
        return not self.is_won() and next(self.legal_moves(), None) is None

    def movable_run(self, col: int) -> int:
        """How many cards from the exposed one down form a correctly built run that may
        move together (1 where the variant moves single cards only)."""
        cards = self.columns[col]
        if not cards:
            return 0
        if not self.variant.sequences:
            return 1
        return _run_length(cards, self.hidden[col], _SUIT_OK[self.variant.build])

    # ----- rules -----------------------------------------------------------------------
    def foundation_accepts(self, card: Card, index: int) -> Reason | None:
        f = self.foundations[index]
        suit = FOUNDATION_SUITS[index]
        if not f:
            if card.rank != Rank.ACE:
                return Reason.FOUNDATION_NEEDS_ACE
            return None if card.suit == suit else Reason.FOUNDATION_WRONG_SUIT
        if card.suit != suit:
            return Reason.FOUNDATION_WRONG_SUIT
        if len(f) == 13:
            return Reason.FOUNDATION_FULL
        return None if card.rank == f[-1].rank + 1 else Reason.FOUNDATION_WRONG_RANK

    def column_accepts(self, card: Card, index: int) -> Reason | None:
        col = self.columns[index]
        return build_refusal(self.variant.build, card, col[-1]) if col else None

    def refusal(self, mv: Move) -> Refusal | None:  # one branch per rule
        """None if `mv` is legal now, else the rule it breaks and the cards concerned."""
        if self.is_won():
            return Refusal(Reason.GAME_WON, (), mv)
        if mv.kind is MoveKind.DRAW:
            return None if self.stock else Refusal(Reason.STOCK_EMPTY, (), mv)
        if mv.kind is MoveKind.REDEAL:
            if self.variant.redeals == 0:
                return Refusal(Reason.NO_REDEALS, (), mv)
            if self.stock:
                return Refusal(Reason.REDEAL_NOT_NEEDED, (), mv)
            if self.redeals_left == 0 or not self.waste:
                return Refusal(Reason.NO_REDEALS_LEFT, (), mv)
            return None
        src, dst, count = mv.source, mv.target, mv.count
        if src is None or dst is None or not (self.has_pile(src) and self.has_pile(dst)) or count < 1:
            return Refusal(Reason.NO_SUCH_PILE, (), mv)
        if src.kind is PileKind.STOCK:
            return Refusal(Reason.NOT_FROM_STOCK, (), mv)
        cards = self.cards(src)
        if not cards:
            return Refusal(Reason.EMPTY_SOURCE, (), mv)
        moving = tuple(cards[-count:]) if count <= len(cards) else tuple(cards)
        head = moving[0]
        if src.kind is PileKind.FOUNDATION and self.variant.aces_out and len(cards) == 1:
            return Refusal(Reason.CARD_NOT_IN_PLAY, (head,), mv)  # Lucas's starting aces
        if count > len(cards):
            return Refusal(Reason.NOT_A_SEQUENCE, moving, mv)
        if src == dst:
            return Refusal(Reason.SAME_PILE, (head,), mv)
        if dst.kind is PileKind.WASTE:
            return Refusal(Reason.NOT_ON_WASTE, (head,), mv)
        if dst.kind is PileKind.STOCK:
            return Refusal(Reason.NOT_ON_STOCK, (head,), mv)
        if count > 1:
            if not self.variant.sequences or src.kind is not PileKind.COLUMN:
                return Refusal(Reason.SINGLE_CARDS_ONLY, moving, mv)
            if dst.kind is PileKind.FOUNDATION:
                return Refusal(Reason.ONE_CARD_TO_FOUNDATION, moving, mv)
            if count > len(cards) - self.hidden[src.index]:
                return Refusal(Reason.CARD_FACE_DOWN, moving, mv)
            if count > self.movable_run(src.index):
                return Refusal(Reason.NOT_A_SEQUENCE, moving, mv)
        if dst.kind is PileKind.FOUNDATION:
            if src.kind is PileKind.FOUNDATION:
                return Refusal(Reason.FOUNDATION_TO_FOUNDATION, (head,), mv)
            why = self.foundation_accepts(head, dst.index)
            return Refusal(why, (head, *self.foundations[dst.index][-1:]), mv) if why else None
        why = self.column_accepts(head, dst.index)
        if why:
            return Refusal(why, (head, self.columns[dst.index][-1]), mv)
        if (
            src.kind is PileKind.COLUMN
            and not self.columns[dst.index]
            and count == len(cards)
            and self.hidden[src.index] == 0
        ):
            return Refusal(Reason.NO_EFFECT, (head,), mv)
        return None

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move: sources in the order waste, columns, foundations; then
        redeal and draw. For each source: foundations first, then columns, for one card
        and then for each longer run, targets in column order."""
        founds = self.foundations
        if self.is_won():
            return
        cols = self.columns
        ncols = len(cols)
        tables = _tables(ncols)
        variant = self.variant
        suit_ok = _SUIT_OK[variant.build]
        # What each foundation takes next, and which columns take which rank.
        next_rank = [f[-1].rank + 1 if f else 1 for f in founds]
        takers: dict[int, list[int]] = {}
        top_suit: list[int] = []
        empties: list[int] = []
        for ci in range(ncols):
            col = cols[ci]
            if col:
                top = col[-1]
                top_suit.append(top.suit)
                wanted = top.rank - 1
                if wanted in takers:
                    takers[wanted].append(ci)
                else:
                    takers[wanted] = [ci]
            else:
                top_suit.append(-1)
                empties.append(ci)

        def targets(card: Card, exclude: int, empty_ok: bool) -> list[int]:
            found = takers.get(card.rank)
            ok = suit_ok[card.suit]
            out = [ci for ci in found if ok[top_suit[ci]] and ci != exclude] if found else []
            if empty_ok and empties:
                return sorted(out + empties) if out else empties
            return out

        waste = self.waste
        if waste:
            card = waste[-1]
            s = card.suit
            if next_rank[s] == card.rank:
                yield tables.waste_to_found[s]
            if next_rank[s + 4] == card.rank:
                yield tables.waste_to_found[s + 4]
            for ci in targets(card, -1, True):
                yield tables.waste_to_col[ci]
        sequences = variant.sequences
        hidden = self.hidden
        for si in range(ncols):
            stack = cols[si]
            if not stack:
                continue
            card = stack[-1]
            s = card.suit
            to_found = tables.col_to_found[si]
            if next_rank[s] == card.rank:
                yield to_found[s]
            if next_rank[s + 4] == card.rank:
                yield to_found[s + 4]
            to_col = tables.col_to_col[si]
            size = len(stack)
            for ci in targets(card, si, size > 1 or hidden[si] > 0):
                yield to_col[ci]
            if sequences and size > 1:
                run = _run_length(stack, hidden[si], suit_ok)
                for n in range(2, run + 1):
                    for ci in targets(stack[-n], si, n < size or hidden[si] > 0):
                        yield _run_move(si, ci, n)
        aces_out = variant.aces_out
        for fi in range(FOUNDATIONS):
            f = founds[fi]
            if f and not (aces_out and len(f) == 1):
                from_found = tables.found_to_col[fi]
                for ci in targets(f[-1], -1, True):
                    yield from_found[ci]
        if not self.stock and waste and self.redeals_left > 0:
            yield REDEAL
        if self.stock:
            yield DRAW

    # ----- playing, unchecked -----------------------------------------------------------
    def _pile(self, pile: Pile) -> list[Card]:
        k = pile.kind
        if k is _COLUMN:
            return self.columns[pile.index]
        return self.foundations[pile.index] if k is _FOUNDATION else self.waste

    def push(self, mv: Move) -> Step:
        """Play `mv`, which must be legal (nothing is checked), and remember it for `pop`."""
        kind = mv.kind
        if kind is _MOVE:
            source = mv.source
            assert source is not None and mv.target is not None
            count = mv.count
            if source.kind is _COLUMN:
                i = source.index
                src = self.columns[i]
            else:
                src = self.foundations[source.index] if source.kind is _FOUNDATION else self.waste
            if count == 1:
                card = src.pop()
                self._pile(mv.target).append(card)
                moving: tuple[Card, ...] = (card,)
            else:
                moving = tuple(src[-count:])
                del src[-count:]
                self._pile(mv.target).extend(moving)
            turned = exposed = None
            if source.kind is _COLUMN and src:
                exposed = src[-1]
                size = len(src)
                if self.hidden[i] >= size:
                    self.hidden[i] = size - 1
                    turned = exposed
            step: Step = _new_step(Step, (mv, moving, turned, exposed))
        elif kind is _DRAW:
            stock = self.stock
            drawn = tuple(stock.pop() for _ in range(min(self.variant.draw, len(stock))))
            self.waste.extend(drawn)
            step = _new_step(Step, (mv, drawn, None, None))
        else:  # a redeal: the waste turned over is the stock again
            self.stock = self.waste[::-1]
            self.waste = []
            self.redeals_left -= 1
            step = _new_step(Step, (mv, (), None, None))
        self._stack.append(step)
        return step

    def pop(self) -> Step:
        """Take back the last `push`; IndexError when there is none."""
        step = self._stack.pop()
        mv, cards, turned, _ = step
        kind = mv.kind
        if kind is _MOVE:
            source = mv.source
            assert source is not None and mv.target is not None
            target = self._pile(mv.target)
            if len(cards) == 1:
                target.pop()
                self._pile(source).append(cards[0])
            else:
                del target[-len(cards) :]
                self._pile(source).extend(cards)
            if turned is not None:
                self.hidden[source.index] += 1
        elif kind is _DRAW:
            stock, waste = self.stock, self.waste
            for _ in cards:
                stock.append(waste.pop())
        else:
            self.waste = self.stock[::-1]
            self.stock = []
            self.redeals_left += 1
        return step

    @property
    def pushed(self) -> list[Move]:
        """The moves `pop` can take back, oldest first."""
        return [step.move for step in self._stack]
