"""The rules engine: state, legal moves, apply, undo and redo, score, won and blocked.

No language and no screen: a refused move raises `IllegalMove` carrying a `Reason` and
the cards involved; the phrasing layer turns it into a sentence. `legal_moves()` is the
single source of truth: `apply()` accepts exactly the moves it generates.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS, UNDO_LIMIT, Build, Points, Reason
from fortythieves.core.variants import STANDARD, Variant


class PileKind(Enum):
    COLUMN = "column"
    FOUNDATION = "foundation"
    WASTE = "waste"
    STOCK = "stock"


@dataclass(frozen=True, slots=True, order=True)
class Pile:
    kind: PileKind
    index: int = 0  # 0-based for columns and foundations

    def __str__(self) -> str:
        if self.kind is PileKind.COLUMN:
            return f"c{self.index + 1}"
        if self.kind is PileKind.FOUNDATION:
            return f"f{self.index + 1}"
        return str(self.kind.value)


WASTE = Pile(PileKind.WASTE)
STOCK = Pile(PileKind.STOCK)


def column(n: int) -> Pile:
    """Column by its 0-based index."""
    return Pile(PileKind.COLUMN, n)


def foundation(n: int) -> Pile:
    return Pile(PileKind.FOUNDATION, n)


class MoveKind(Enum):
    MOVE = "move"
    DRAW = "draw"
    REDEAL = "redeal"


@dataclass(frozen=True, slots=True)
class Move:
    kind: MoveKind
    source: Pile | None = None
    target: Pile | None = None
    count: int = 1  # cards moved together (sequence moves)

    def __str__(self) -> str:
        if self.kind is not MoveKind.MOVE:
            return str(self.kind.value)
        n = f"x{self.count}" if self.count > 1 else ""
        return f"{self.source}-{self.target}{n}"


def parse_pile(text: str) -> Pile:
    t = text.strip().lower()
    if t in ("waste", "stock"):
        return WASTE if t == "waste" else STOCK
    if len(t) >= 2 and t[0] in "cf" and t[1:].isdigit() and int(t[1:]) >= 1:
        kind = PileKind.COLUMN if t[0] == "c" else PileKind.FOUNDATION
        return Pile(kind, int(t[1:]) - 1)
    raise ValueError(f"not a pile: {text!r}")


def parse_move(text: str) -> Move:
    """Read back `str(move)`: `draw`, `redeal`, `c3-f1`, `waste-c2`, `c4-c7x3`."""
    t = text.strip().lower()
    if t in ("draw", "redeal"):
        return DRAW if t == "draw" else REDEAL
    src, sep, rest = t.partition("-")
    if not sep:
        raise ValueError(f"not a move: {text!r}")
    dst, _, n = rest.partition("x")
    if n and not n.isdigit():
        raise ValueError(f"not a move: {text!r}")
    return Move(MoveKind.MOVE, parse_pile(src), parse_pile(dst), int(n) if n else 1)


DRAW = Move(MoveKind.DRAW)
REDEAL = Move(MoveKind.REDEAL)


def move(source: Pile, target: Pile, count: int = 1) -> Move:
    return Move(MoveKind.MOVE, source, target, count)


# ----- precomputed values for the move generator (shared, immutable) -----------------
# _SUIT_OK[build][card suit][top suit]: the suit half of the building rule.
_SUIT_OK: dict[Build, tuple[tuple[bool, ...], ...]] = {
    Build.SAME_SUIT: tuple(tuple(Build.SAME_SUIT.suit_ok(a, b) for b in Suit) for a in Suit),
    Build.OTHER_SUIT: tuple(tuple(Build.OTHER_SUIT.suit_ok(a, b) for b in Suit) for a in Suit),
    Build.OTHER_COLOUR: tuple(tuple(Build.OTHER_COLOUR.suit_ok(a, b) for b in Suit) for a in Suit),
}


@dataclass(frozen=True, slots=True)
class _Tables:
    """The single-card moves between the piles of a game with `n` columns."""

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
        t = _Tables(
            tuple(Move(MoveKind.MOVE, WASTE, c) for c in cols),
            tuple(Move(MoveKind.MOVE, WASTE, f) for f in founds),
            tuple(tuple(Move(MoveKind.MOVE, a, b) for b in cols) for a in cols),
            tuple(tuple(Move(MoveKind.MOVE, a, f) for f in founds) for a in cols),
            tuple(tuple(Move(MoveKind.MOVE, f, c) for c in cols) for f in founds),
        )
        _TABLES[n] = t
    return t


def _run_move(src: int, dst: int, count: int) -> Move:
    """A sequence move of `count` cards between columns (0-based), shared."""
    key = (src, dst, count)
    mv = _RUNS.get(key)
    if mv is None:
        mv = _RUNS[key] = Move(MoveKind.MOVE, Pile(PileKind.COLUMN, src), Pile(PileKind.COLUMN, dst), count)
    return mv


class IllegalMove(ValueError):
    """A refused move: the rule (`reason`) and the cards it concerns."""

    def __init__(self, reason: Reason, cards: tuple[Card, ...] = (), move: Move | None = None):
        super().__init__(f"{reason.value} {' '.join(map(str, cards))}".strip())
        self.reason = reason
        self.cards = cards
        self.move = move


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an applied move did, for the phrasing layer."""

    move: Move
    cards: tuple[Card, ...]  # the cards moved or drawn, bottom first
    points: int  # score change after the floor at 0
    turned_up: Card | None = None  # a face-down card turned face up by the move
    exposed: Card | None = None  # the source column's new exposed card


@dataclass(slots=True)
class _Record:
    move: Move
    score_before: int
    turned_up: bool
    cards: tuple[Card, ...]
    redeals_before: int


@dataclass
class Game:
    """A game in progress. Columns list cards from first dealt to exposed; the first
    `hidden[i]` cards of column i are face down. Stock and waste tops are their last
    items."""

    variant: Variant
    columns: list[list[Card]]
    hidden: list[int]
    foundations: list[list[Card]]
    stock: list[Card]
    waste: list[Card] = field(default_factory=list)
    redeals_left: int = 0
    score: int = 0
    moves: int = 0
    _undo: deque[_Record] = field(default_factory=lambda: deque(maxlen=UNDO_LIMIT))
    _redo: list[_Record] = field(default_factory=list)

    # ----- construction -------------------------------------------------------------
    @classmethod
    def deal(cls, variant: Variant, order: list[Card]) -> Game:
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
        columns: list[list[Card]],
        hidden: list[int] | None,
        stock_next_first: list[Card],
    ) -> Game:
        founds: list[list[Card]] = [[] for _ in range(FOUNDATIONS)]
        if variant.aces_out:
            founds = [[Card(Rank.ACE, s)] for s in FOUNDATION_SUITS]
        if hidden is None:
            hidden = [variant.face_down] * len(columns)
        # The exposed card of a column is always face up.
        hidden = [max(0, min(h, len(c) - 1)) for h, c in zip(hidden, columns, strict=True)]
        return cls(
            variant=variant,
            columns=[list(c) for c in columns],
            hidden=list(hidden),
            foundations=founds,
            stock=list(reversed(stock_next_first)),
            redeals_left=variant.redeals,
        )

    @classmethod
    def new(cls, variant: Variant = STANDARD, order: list[Card] | None = None) -> Game:
        if order is None:
            from fortythieves.core.cards import double_deck

            order = double_deck()
        return cls.deal(variant, order)

    def clone(self) -> Game:
        g = Game(
            self.variant,
            [list(c) for c in self.columns],
            list(self.hidden),
            [list(f) for f in self.foundations],
            list(self.stock),
            list(self.waste),
            self.redeals_left,
            self.score,
            self.moves,
        )
        g._undo = deque(self._undo, maxlen=UNDO_LIMIT)
        g._redo = list(self._redo)
        return g

    def snapshot(self) -> tuple[object, ...]:
        """Everything that defines the position and score (not the move counter)."""
        return (
            tuple(map(tuple, self.columns)),
            tuple(self.hidden),
            tuple(map(tuple, self.foundations)),
            tuple(self.stock),
            tuple(self.waste),
            self.redeals_left,
            self.score,
        )

    # ----- reading ---------------------------------------------------------------------
    def top(self, pile: Pile) -> Card | None:
        cards = self.cards(pile)
        return cards[-1] if cards else None

    def cards(self, pile: Pile) -> list[Card]:
        k = pile.kind
        if k is PileKind.COLUMN:
            return self.columns[pile.index]
        if k is PileKind.FOUNDATION:
            return self.foundations[pile.index]
        if k is PileKind.WASTE:
            return self.waste
        return self.stock

    def face_up(self, col: int) -> list[Card]:
        return self.columns[col][self.hidden[col] :]

    def all_cards(self) -> list[Card]:
        out: list[Card] = list(self.stock) + list(self.waste)
        for c in self.columns:
            out.extend(c)
        for f in self.foundations:
            out.extend(f)
        return out

    def is_won(self) -> bool:
        return all(len(f) == 13 for f in self.foundations)

    def is_blocked(self) -> bool:
        """No legal move left (and not won)."""
        return not self.is_won() and not any(True for _ in self.legal_moves())

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _valid_pile(self, pile: Pile) -> bool:
        if pile.kind is PileKind.COLUMN:
            return 0 <= pile.index < len(self.columns)
        if pile.kind is PileKind.FOUNDATION:
            return 0 <= pile.index < FOUNDATIONS
        return pile.index == 0

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
        if not col:
            return None
        onto = col[-1]
        if self.variant.build.accepts(card, onto):
            return None
        if onto.rank == Rank.ACE:
            return Reason.NOTHING_ON_ACE
        if card.rank != onto.rank - 1:
            return Reason.WRONG_RANK
        build = self.variant.build.value
        if build == "same-suit":
            return Reason.WRONG_SUIT
        return Reason.SAME_SUIT if build == "other-suit" else Reason.SAME_COLOUR

    def movable_run(self, col: int) -> int:
        """How many cards from the exposed one down form a correctly built run that may
        move together (1 where the variant moves single cards only)."""
        cards = self.columns[col]
        if not cards:
            return 0
        if not self.variant.sequences:
            return 1
        return self._run(cards, self.hidden[col], _SUIT_OK[self.variant.build])

    @staticmethod
    def _run(cards: list[Card], hidden: int, suit_ok: tuple[tuple[bool, ...], ...]) -> int:
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

    def check(self, mv: Move) -> Reason | None:
        """None if `mv` is legal now, else the rule it breaks."""
        try:
            self._check(mv)
        except IllegalMove as e:
            return e.reason
        return None

    def _check(self, mv: Move) -> None:  # one branch per rule
        if self.is_won():
            raise IllegalMove(Reason.GAME_WON, (), mv)
        if mv.kind is MoveKind.DRAW:
            if not self.stock:
                raise IllegalMove(Reason.STOCK_EMPTY, (), mv)
            return
        if mv.kind is MoveKind.REDEAL:
            if self.variant.redeals == 0:
                raise IllegalMove(Reason.NO_REDEALS, (), mv)
            if self.stock:
                raise IllegalMove(Reason.REDEAL_NOT_NEEDED, (), mv)
            if self.redeals_left == 0 or not self.waste:
                raise IllegalMove(Reason.NO_REDEALS_LEFT, (), mv)
            return
        src, dst, count = mv.source, mv.target, mv.count
        if src is None or dst is None or not (self._valid_pile(src) and self._valid_pile(dst)) or count < 1:
            raise IllegalMove(Reason.NO_SUCH_PILE, (), mv)
        if src.kind is PileKind.STOCK:
            raise IllegalMove(Reason.NOT_FROM_STOCK, (), mv)
        cards = self.cards(src)
        if not cards:
            raise IllegalMove(Reason.EMPTY_SOURCE, (), mv)
        moving = tuple(cards[-count:]) if count <= len(cards) else tuple(cards)
        head = moving[0]
        if src.kind is PileKind.FOUNDATION and self.variant.aces_out and len(cards) == 1:
            raise IllegalMove(Reason.CARD_NOT_IN_PLAY, (head,), mv)  # Lucas's starting aces
        if count > len(cards):
            raise IllegalMove(Reason.NOT_A_SEQUENCE, moving, mv)
        if src == dst:
            raise IllegalMove(Reason.SAME_PILE, (head,), mv)
        if dst.kind is PileKind.WASTE:
            raise IllegalMove(Reason.NOT_ON_WASTE, (head,), mv)
        if dst.kind is PileKind.STOCK:
            raise IllegalMove(Reason.NOT_ON_STOCK, (head,), mv)
        if count > 1:
            if not self.variant.sequences or src.kind is not PileKind.COLUMN:
                raise IllegalMove(Reason.SINGLE_CARDS_ONLY, moving, mv)
            if dst.kind is PileKind.FOUNDATION:
                raise IllegalMove(Reason.ONE_CARD_TO_FOUNDATION, moving, mv)
            face_up = len(cards) - self.hidden[src.index]
            if count > face_up:
                raise IllegalMove(Reason.CARD_FACE_DOWN, moving, mv)
            if count > self.movable_run(src.index):
                raise IllegalMove(Reason.NOT_A_SEQUENCE, moving, mv)
        if dst.kind is PileKind.FOUNDATION:
            if src.kind is PileKind.FOUNDATION:
                raise IllegalMove(Reason.FOUNDATION_TO_FOUNDATION, (head,), mv)
            why = self.foundation_accepts(head, dst.index)
            if why:
                raise IllegalMove(why, (head, *self.foundations[dst.index][-1:]), mv)
            return
        # onto a column
        why = self.column_accepts(head, dst.index)
        if why:
            raise IllegalMove(why, (head, self.columns[dst.index][-1]), mv)
        if (
            src.kind is PileKind.COLUMN
            and not self.columns[dst.index]
            and count == len(cards)
            and self.hidden[src.index] == 0
        ):
            raise IllegalMove(Reason.NO_EFFECT, (head,), mv)

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
                run = self._run(stack, hidden[si], suit_ok)
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

    # ----- applying --------------------------------------------------------------------
    def apply(self, mv: Move) -> Outcome:
        """Play `mv` or raise IllegalMove; a played move can be undone."""
        self._check(mv)
        record, outcome = self._do(mv)
        self._undo.append(record)
        self._redo.clear()
        self.moves += 1
        return outcome

    def _do(self, mv: Move) -> tuple[_Record, Outcome]:
        before = self.score
        redeals_before = self.redeals_left
        if mv.kind is MoveKind.DRAW:
            n = min(self.variant.draw, len(self.stock))
            drawn = tuple(self.stock.pop() for _ in range(n))
            self.waste.extend(drawn)
            return _Record(mv, before, False, drawn, redeals_before), Outcome(mv, drawn, 0)
        if mv.kind is MoveKind.REDEAL:
            self.stock = list(reversed(self.waste))
            self.waste = []
            self.redeals_left -= 1
            return _Record(mv, before, False, (), redeals_before), Outcome(mv, (), 0)
        assert mv.source is not None and mv.target is not None
        src = self.cards(mv.source)
        moving = tuple(src[-mv.count :])
        del src[-mv.count :]
        self.cards(mv.target).extend(moving)
        points = 0
        if mv.target.kind is PileKind.FOUNDATION:
            points = Points.FOUNDATION
        elif mv.source.kind is PileKind.WASTE:
            points = Points.WASTE_TO_COLUMN
        elif mv.source.kind is PileKind.FOUNDATION:
            points = Points.TAKE_BACK
        self.score = max(0, before + points)
        turned = False
        exposed = None
        if mv.source.kind is PileKind.COLUMN:
            i = mv.source.index
            if src and self.hidden[i] >= len(src):
                self.hidden[i] = len(src) - 1
                turned = True
            exposed = src[-1] if src else None
        out = Outcome(mv, moving, self.score - before, exposed if turned else None, exposed)
        return _Record(mv, before, turned, moving, redeals_before), out

    def undo(self) -> Move:
        """Take back the last action; the move counter does not go down."""
        if not self._undo:
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        rec = self._undo.pop()
        mv = rec.move
        if mv.kind is MoveKind.DRAW:
            for _ in rec.cards:
                self.stock.append(self.waste.pop())
        elif mv.kind is MoveKind.REDEAL:
            self.waste = list(reversed(self.stock))
            self.stock = []
        else:
            assert mv.source is not None and mv.target is not None
            if rec.turned_up:
                self.hidden[mv.source.index] += 1
            target = self.cards(mv.target)
            del target[-mv.count :]
            self.cards(mv.source).extend(rec.cards)
        self.score = rec.score_before
        self.redeals_left = rec.redeals_before
        self._redo.append(rec)
        return mv

    def redo(self) -> Outcome:
        if not self._redo:
            raise IllegalMove(Reason.NOTHING_TO_REDO)
        rec = self._redo.pop()
        record, outcome = self._do(rec.move)
        self._undo.append(record)
        self.moves += 1
        return outcome

    @property
    def history(self) -> list[Move]:
        """The moves that undo can take back, oldest first."""
        return [r.move for r in self._undo]

    @property
    def redo_moves(self) -> list[Move]:
        """The moves redo would play, next first."""
        return [r.move for r in reversed(self._redo)]
