"""Deals with a proved win, as the program ships them for `new game winnable`: the text
of `fortythieves/data/winnable/<variant>.txt`, read and written here (no file access:
`play.winnable` reads the shipped files, `tools/winnable_codes.py` writes them).

One deal a line: its code and the winning line's moves in the engine notation, which
`replays_to_win` plays through the checked `Game`; `#` starts a comment. A header line
`# tried N won W seconds S` says how many random deals were tried to find them.

>>> text = "# tried 3 won 1 seconds 2\\nFT1-N-2345673 draw c1-f1\\n"
>>> [d.code for d in parse_winnable(text)]
['FT1-N-2345673']
>>> tried_and_won(text)
(3, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from fortythieves.core.cards import Card
from fortythieves.core.codes import CodeError, DealCode, dealing_order
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind, parse_move
from fortythieves.core.state import State


@dataclass(frozen=True, slots=True)
class WinnableDeal:
    code: str  # as `str(DealCode)` writes it: FT1-M-2345673
    moves: tuple[str, ...]  # the winning line, `str(Move)` each

    @property
    def deal(self) -> DealCode:
        return DealCode.parse(self.code)


def parse_winnable(text: str) -> list[WinnableDeal]:
    """The deals of a file; a line whose code does not read is left out (a file edited
    by hand must not stop the game)."""
    out: list[WinnableDeal] = []
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        try:
            code = str(DealCode.parse(words[0]))
        except CodeError:
            continue
        out.append(WinnableDeal(code, tuple(words[1:])))
    return out


def tried_and_won(text: str) -> tuple[int, int]:
    """The header's figures: random deals tried, and won within the budget."""
    for line in text.splitlines():
        words = line.lstrip("# ").split()
        if len(words) >= 4 and words[0] == "tried" and words[2] == "won":
            try:
                return int(words[1]), int(words[3])
            except ValueError:
                break
    return 0, 0


def format_winnable(deals: list[WinnableDeal], title: str, tried: int, won: int, seconds: float) -> str:
    lines = [
        f"# {title}",
        "# Each line: a deal code and a winning line (engine notation), replayed through the rules.",
        f"# tried {tried} won {won} seconds {seconds:g}",
    ]
    lines += [" ".join((d.code, *d.moves)) for d in deals]
    return "\n".join(lines) + "\n"


def replays_to_win(deal: WinnableDeal) -> bool:
    """Whether the deal's moves, played through the checked `Game`, win it."""
    code = deal.deal
    game = Game.deal(code.variant, dealing_order(code))
    try:
        for text in deal.moves:
            game.apply(parse_move(text))
    except (IllegalMove, ValueError):
        return False
    return game.state.is_won()


def shorten(deal: WinnableDeal) -> WinnableDeal:
    """The same deal with a shorter winning line: the solver's lines wander (runs moved to
    and fro between columns, thousands of moves in some variants). From each position of
    the new line, a legal move that reaches a position further along the old line (the
    same up to the order of the columns) is taken instead of the moves between; the old
    line goes on from there with its columns renamed. The new line must still win, else
    the deal is returned as it was."""
    code = deal.deal
    old = [parse_move(m) for m in deal.moves]
    start = Game.deal(code.variant, dealing_order(code)).state
    along = start.copy()
    furthest: dict[tuple[object, ...], int] = {}
    piles = []
    for k in range(len(old) + 1):
        if k:
            along.push(old[k - 1])
        furthest[_shape(along)] = k
        piles.append(_piles(along))
    state, new, k = start, list[Move](), 0
    named = list(range(len(state.columns)))  # the old line's column c is column named[c] now
    while k < len(old):
        best, jump = furthest.get(_shape(state), k), None
        for mv in list(state.legal_moves()):
            state.push(mv)
            j = furthest.get(_shape(state), -1)
            if j > best + 1 or (j > best and jump is None and best == k):
                best, jump = j, mv
            state.pop()
        if best > k + (jump is not None):
            if jump is not None:
                state.push(jump)
                new.append(jump)
            named, k = _match(piles[best], _piles(state)), best
            continue
        mv = _renamed(old[k], named)
        state.push(mv)
        new.append(mv)
        k += 1
    shorter = WinnableDeal(deal.code, tuple(str(m) for m in new))
    return shorter if len(new) < len(old) and replays_to_win(shorter) else deal


Piles = list[tuple[tuple[Card, ...], int]]


def _piles(state: State) -> Piles:
    return [(tuple(c), h) for c, h in zip(state.columns, state.hidden, strict=True)]


def _shape(state: State) -> tuple[object, ...]:
    """A position's key with its columns in any order."""
    return (
        tuple(sorted(_piles(state))),
        tuple(map(len, state.foundations)),
        tuple(state.stock),
        tuple(state.waste),
        state.redeals_left,
    )


def _match(then: Piles, now: Piles) -> list[int]:
    """For each column of `then`, the column of `now` that holds the same cards."""
    free = list(range(len(now)))
    out = []
    for pile in then:
        k = next(i for i in free if now[i] == pile)
        free.remove(k)
        out.append(k)
    return out


def _renamed(mv: Move, named: list[int]) -> Move:
    if mv.kind is not MoveKind.MOVE or mv.source is None or mv.target is None:
        return mv
    return Move(mv.kind, _col(mv.source, named), _col(mv.target, named), mv.count)


def _col(pile: Pile, named: list[int]) -> Pile:
    return Pile(PileKind.COLUMN, named[pile.index]) if pile.kind is PileKind.COLUMN else pile
