"""What the game calls: `solve` a position, and `Hints` for one game (the next move of a
known line, cached per position, a verdict, whether a move loses).

The search knows the whole deal: the stock order and, in Indian, Number Ten and Rank and
File, the face-down cards. The program knows them and the hint is the program's, as the
stock order is. Every winning line is replayed through `core.Game` before it is returned.
"""

from __future__ import annotations

import time

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import Move
from fortythieves.core.state import State
from fortythieves.core.variants import Variant
from fortythieves.solver import native
from fortythieves.solver import spec as fmt
from fortythieves.solver.result import Cancel, Effort, Result, Verdict

DEFAULT_MEMORY_MB = 512
_VERDICTS = {fmt.V_UNKNOWN: Verdict.UNKNOWN, fmt.V_WON: Verdict.WON, fmt.V_LOST: Verdict.LOST}


def replays(state: State, moves: tuple[Move, ...]) -> bool:
    """Whether `moves`, applied through the checked `Game`, win from `state`."""
    game = Game(state.copy())
    try:
        for mv in moves:
            game.apply(mv)
    except IllegalMove:
        return False
    return game.state.is_won()


def _found_by(code: int) -> str:
    """The core's note of what found a win (the `won_by` of the byte format) in words for
    measurements."""
    phase = code >> fmt.WON_BY_PHASE_SHIFT
    weights = (code >> fmt.WON_BY_WEIGHTS_SHIFT) & 255
    shuffles = (code >> fmt.WON_BY_SHUFFLES_SHIFT) & 255
    if phase in (fmt.PHASE_NARROW_BEAM, fmt.PHASE_WIDE_BEAM):
        return f"beam {1 << (code & 255)} w{weights} r{shuffles}"
    return {fmt.PHASE_FIRST_LOOK: "first look", fmt.PHASE_EXHAUSTIVE: "exhaustive"}.get(phase, "")


def solve(
    state: State,
    seconds: float,
    cancel: Cancel | None = None,
    *,
    memory_mb: int = DEFAULT_MEMORY_MB,
    cpu_time: bool = False,
) -> Result:
    """Search from `state` for at most `seconds` (and about `memory_mb` of memory) with the
    compiled core; RuntimeError when it is not built (see `native.AVAILABLE`).

    The budget is wall-clock time (a player waits in wall time); with `cpu_time` it is the
    searching thread's own CPU time, so that a measurement on a loaded machine gets the
    same search as on a quiet one. `Result.seconds` is then CPU seconds too."""
    clock = time.thread_time if cpu_time else time.monotonic
    start = clock()
    if state.is_won():
        return Result(Verdict.WON, (), 0.0, 0)
    try:
        spec = native.encode(state)
        flag = cancel and cancel.flag
        code, raw, nodes, (home, dfs_nodes, depth, narrower, won_by, won_at) = native.core().solve(
            spec, max(0.0, seconds), memory_mb, flag, False, cpu_time, True
        )
    except ValueError:  # a hand-made position beyond the core's limits (a column of 28+)
        return Result(Verdict.UNKNOWN, (), clock() - start, 0)
    verdict = _VERDICTS[code]
    moves = tuple(native.decode_move(m) for m in raw)
    if verdict is Verdict.WON and not replays(state, moves):
        verdict, moves = Verdict.UNKNOWN, ()  # never report a line the rules refuse
    cancelled = verdict is Verdict.UNKNOWN and cancel is not None and cancel.is_set()
    found_by = _found_by(int(won_by)) if verdict is Verdict.WON else ""
    effort = Effort(int(home), int(dfs_nodes), int(depth), int(narrower), found_by, float(won_at))
    return Result(verdict, moves, clock() - start, int(nodes), cancelled, effort)


class Hints:
    """The solver for one game. A line found from a position stays valid while the player
    follows it: every position along it is cached with the rest of the line, so the next
    hint is a look-up. Proved losses are cached too (a lost position stays lost).

    Not thread-safe: one game, one caller (a worker thread may run it; `Cancel` stops it)."""

    MAX_CACHED = 50_000  # positions; the cache starts afresh beyond

    def __init__(self, seconds: float = 1.0, memory_mb: int = 256) -> None:
        self.seconds = seconds
        self.memory_mb = memory_mb
        # A position along a found line: the whole line and where the position is on it
        # (one shared tuple: a slice per position would be quadratic in a long line).
        self._lines: dict[tuple[object, ...], tuple[tuple[Move, ...], int]] = {}
        self._lost: set[tuple[object, ...]] = set()

    def known(self, state: State) -> Verdict | None:
        """The verdict already known for `state`, without searching."""
        key = state.key()
        if key in self._lines:
            return Verdict.WON
        return Verdict.LOST if key in self._lost else None

    def line(self, state: State, seconds: float | None = None, cancel: Cancel | None = None) -> Result:
        """`solve`, answered from the cache when it can; a win's line is cached."""
        key = state.key()
        cached = self._lines.get(key)
        if cached is not None or state.is_won():
            return Result(Verdict.WON, cached[0][cached[1] :] if cached else ())
        if key in self._lost:
            return Result(Verdict.LOST)
        result = solve(state, self.seconds if seconds is None else seconds, cancel, memory_mb=self.memory_mb)
        self.record(state, result)
        return result

    def cached(self, state: State) -> Result | None:
        """What is known of `state` as a `Result` (WON with the rest of the line, or LOST),
        without searching; None when nothing is."""
        key = state.key()
        found = self._lines.get(key)
        if found is not None or state.is_won():
            return Result(Verdict.WON, found[0][found[1] :] if found else ())
        return Result(Verdict.LOST) if key in self._lost else None

    def record(self, state: State, result: Result) -> None:
        """Keep what a search from `state` found (made elsewhere, e.g. in a worker thread
        that held no lock while it searched): a win's line along its length, a loss."""
        if result.verdict is Verdict.WON:
            self._remember(state, result.moves)
        elif result.verdict is Verdict.LOST:
            self._lost.add(state.key())

    def inherit_loss(self, state: State) -> bool:
        """Whether `state` came through a position proved lost on the moves it holds (its
        `pushed`): then it is lost too, and is recorded so, since a win from it would be a
        win from there. The moves taken back are not on the way: a position undone to is
        known only by its own proof."""
        if not self._lost:
            return False
        if state.key() in self._lost:
            return True
        back = state.copy(steps=len(state.pushed))
        for _ in range(len(state.pushed)):
            back.pop()
            if back.key() in self._lost:
                self._lost.add(state.key())
                return True
        return False

    def hint(self, state: State, seconds: float | None = None, cancel: Cancel | None = None) -> Move | None:
        """The next move of a winning line from `state`, or None (lost, unknown, or won)."""
        cached = self._lines.get(state.key())
        if cached is not None:
            return cached[0][cached[1]]  # the next move, without copying the rest of the line
        result = self.line(state, seconds, cancel)
        return result.moves[0] if result.verdict is Verdict.WON and result.moves else None

    def after(
        self, state: State, move: Move, seconds: float | None = None, cancel: Cancel | None = None
    ) -> Verdict:
        """The verdict of the position after `move` (which must be legal), for the "warn
        when a move loses" setting: warn on LOST when `known(state)` is not LOST."""
        cached = self._lines.get(state.key())
        if cached is not None and cached[0][cached[1]] == move:
            return Verdict.WON
        after = state.copy()
        after.push(move)
        return self.line(after, seconds, cancel).verdict

    def forget(self) -> None:
        self._lines.clear()
        self._lost.clear()

    def _remember(self, state: State, moves: tuple[Move, ...]) -> None:
        if len(self._lines) + len(moves) > self.MAX_CACHED:
            self._lines.clear()
        s = state.copy()
        for i, mv in enumerate(moves):
            self._lines[s.key()] = (moves, i)
            s.push(mv)


def winnable_deal(
    variant: Variant, seconds: float, tries: int = 20, cancel: Cancel | None = None
) -> tuple[DealCode, Result] | None:
    """A random deal of `variant` with a win found within `seconds` each, for "new game
    winnable"; None when `tries` deals found none (or on cancel)."""
    for _ in range(tries):
        code = DealCode.random(variant)
        result = solve(Game.deal(variant, dealing_order(code)).state, seconds, cancel)
        if result.verdict is Verdict.WON:
            return code, result
        if cancel is not None and cancel.is_set():
            return None
    return None
