"""The solver behind `hint` and `can I win?`: a `play.advisor.Advisor` built on
`solver.Hints`, one per session, with one search per game that keeps going.

The search starts when a game starts and follows the player: each position the session
reports (`moved`) becomes the one searched, in slices that grow (a slice's search starts
afresh, so doubling keeps the repeated work under half); a position on a known winning
line, or proved lost (or reached by moves from one proved lost), needs no search. What was found stays for the whole deal, across
moves, undo and hints: every position along a found line, and every proved loss. The
slices run in a `faces.searches.SearchPool`: the terminal's pool searches its one game
without pause; a server's pool is shared by its players within a budget per game.

Nothing the player asks waits for a whole search: `hint` and `can I win?` wait at most
ANSWER_WAIT for a slice under way to decide, then answer with what is known (a winning
line's next move, a proof of loss, or the best move known and "still looking", with the
most cards a line found from there gets home). When a search decides a position the
player asked about, or stops without a verdict for it (its longest slice or the game's
budget spent), or decides one whose move the player wanted warned about, `on_decided` is
called (from a search thread: the face only wakes itself) and the face asks the session
(`Session.alert`) for what to say.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from fortythieves.core.moves import Move
from fortythieves.core.placement import ranked_moves
from fortythieves.core.state import State
from fortythieves.faces.searches import SearchPool, server_workers, shared_pool
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.solver import AVAILABLE, Cancel, Hints, Result, Verdict, solve

ANSWER_WAIT = 0.2  # seconds a hint or "can I win?" waits for a slice under way to decide
MEMORY_MB = 256


@dataclass(frozen=True)
class Budget:
    """How one game's search spends its time: the first slice, the longest, and the CPU
    seconds the whole game may take (the search stops there; what it found stays)."""

    first_slice: float
    max_slice: float
    game_seconds: float


# A player's own machine: the game's search goes on while the player thinks.
OWN_MACHINE = Budget(first_slice=0.5, max_slice=60.0, game_seconds=1800.0)
# A server: many players share the cores, each game within its budget.
SERVER = Budget(first_slice=0.5, max_slice=8.0, game_seconds=120.0)


class SolverAdvisor:
    """An `Advisor` on the compiled solver, searching in `pool` within `budget`."""

    def __init__(
        self,
        pool: SearchPool,
        budget: Budget = OWN_MACHINE,
        memory_mb: int = MEMORY_MB,
        warn_wait: float = 0.0,
        answer_wait: float = ANSWER_WAIT,
    ) -> None:
        self.pool = pool
        self.budget = budget
        self.memory_mb = memory_mb
        self.warn_wait = warn_wait  # `settle` waits this long for a slice under way to decide
        self.answer_wait = answer_wait
        self.on_decided: Callable[[], None] | None = None  # a search decided a position the face waits for
        self._hints = Hints(memory_mb=memory_mb)
        self._cond = threading.Condition()  # guards what follows; never held while searching
        self._target: State | None = None  # the position in play, to search
        self._slice = budget.first_slice
        self._spent = 0.0  # CPU seconds this deal's search has taken
        self._running: tuple[tuple[object, ...], Cancel] | None = None
        self._gave_up: set[tuple[object, ...]] = set()  # searched to the longest slice, undecided
        self._most_home: dict[tuple[object, ...], int] = {}  # undecided: the most cards home a line reached
        self._seen: set[tuple[object, ...]] = set()  # positions of this deal the game has been in
        self._asked: tuple[object, ...] | None = None  # "can I win?" answered "still looking" here
        self._deal = 0  # counts `forget`: a slice of an earlier deal records nothing
        self._closed = False

    # ----- the Advisor ----------------------------------------------------------------
    def hint(self, state: State) -> Advice:
        known = self._wait_known(state, self.answer_wait)
        if known is not None and known.verdict is Verdict.WON:
            return _advice(known)
        with self._cond:
            if known is not None:  # lost: what still does most
                return Advice(Outlook.LOST, self._best_known(state, lost=True))
            return Advice(Outlook.UNKNOWN, self._best_known(state), searching=self._searching(state))

    def outlook(self, state: State) -> Advice:
        known = self._wait_known(state, self.answer_wait)
        if known is not None:
            return _advice(known)
        with self._cond:
            searching = self._searching(state)
            self._asked = state.key() if searching else None
            return Advice(Outlook.UNKNOWN, searching=searching, most_home=self._most_home.get(state.key(), 0))

    def moved(self, state: State) -> None:
        key = state.key()
        with self._cond:
            if self._closed:
                return
            self._seen.add(key)
            self._hints.inherit_loss(state)  # a move from a lost position: no search needed
            self._target = state.copy()
            self._slice = self.budget.first_slice
            if self._asked is not None and self._asked != key:
                self._asked = None  # the question was about a position left behind
            running = self._running
            if running is not None and running[0] != key:
                running[1].set()  # follow the player: the slice under way searches the past
            wants = self._wants(self._target)
        if wants:
            self.pool.want(self)

    def known(self, state: State) -> Outlook | None:
        with self._cond:
            return _outlook(self._hints.cached(state))

    def settle(self, state: State) -> Outlook | None:
        return _outlook(self._wait_known(state, self.warn_wait))

    def due(self, state: State) -> Advice | None:
        with self._cond:
            if self._asked is None or self._asked != state.key():
                return None
            known = self._hints.cached(state)
            if known is None and self._searching(state):
                return None
            self._asked = None
            if known is None:  # the search stopped without a verdict: the question is answered so
                return Advice(Outlook.UNKNOWN, most_home=self._most_home.get(state.key(), 0))
        return _advice(known)

    def forget(self) -> None:
        with self._cond:
            self._deal += 1
            self._hints.forget()
            self._gave_up.clear()
            self._most_home.clear()
            self._seen.clear()
            self._asked = None
            self._spent = 0.0
            self._target = None
            if self._running is not None:
                self._running[1].set()

    def close(self) -> None:
        """Stop this game's search; the slice under way ends within milliseconds."""
        with self._cond:
            self._closed = True
            self._target = None
            if self._running is not None:
                self._running[1].set()
            while self._running is not None:
                self._cond.wait(0.05)

    # ----- the search, in the pool's threads ------------------------------------------
    def search_slice(self) -> bool:
        with self._cond:
            target = self._target
            if self._running is not None or target is None or not self._wants(target):
                return False  # (a slice under way queues the advisor again when it ends)
            key, cancel, deal = target.key(), Cancel(), self._deal
            seconds = min(self._slice, self.budget.game_seconds - self._spent)
            self._running = (key, cancel)
        result = Result(Verdict.UNKNOWN)
        try:
            result = solve(target, seconds, cancel, memory_mb=self.memory_mb, cpu_time=True)
        finally:
            with self._cond:
                self._running = None
                if deal != self._deal:
                    result = Result(Verdict.UNKNOWN, cancelled=True)  # the deal it searched is gone
                self._spent += result.seconds
                self._hints.record(target, result)
                decided = result.verdict is not Verdict.UNKNOWN
                if result.effort.most_home > self._most_home.get(key, 0):
                    self._most_home[key] = result.effort.most_home
                if not decided and not result.cancelled and self._in_play(key):
                    if self._slice >= self.budget.max_slice:
                        self._gave_up.add(key)
                    self._slice = min(self._slice * 2, self.budget.max_slice)
                # A question still looking is answered when the search decides, or stops without a verdict.
                stopped = self._asked == key and not self._wants(target)
                self._cond.notify_all()
                tell = (decided or stopped) and self.on_decided is not None and self._in_play(key)
                again = self._target is not None and self._wants(self._target)
        if tell and self.on_decided is not None:
            self.on_decided()  # outside the lock: the face asks back from its own thread
        return again

    # ----- inside (the caller holds self._cond) ---------------------------------------
    def _wants(self, state: State) -> bool:
        return (
            not self._closed
            and self._spent < self.budget.game_seconds
            and state.key() not in self._gave_up
            and self._hints.cached(state) is None
        )

    def _searching(self, state: State) -> bool:
        """Whether the search still looks at `state` (it is the position searched, and
        neither decided nor given up)."""
        return self._target is not None and self._target.key() == state.key() and self._wants(state)

    def _in_play(self, key: tuple[object, ...]) -> bool:
        return self._target is not None and self._target.key() == key

    def _wait_known(self, state: State, seconds: float) -> Result | None:
        """What is known of `state`, waiting up to `seconds` while a slice searches it."""
        end = time.monotonic() + seconds
        with self._cond:
            while True:
                known = self._hints.cached(state)
                left = end - time.monotonic()
                if known is not None or left <= 0 or not self._searching(state):
                    return known
                self._cond.wait(left)

    def _best_known(self, state: State, lost: bool = False) -> Move | None:
        """No winning line known: the legal move that looks best. Never one known to lose
        (in a `lost` game every move is), one that leaves an equivalent position, or one
        back to a position this deal has been in (unless that position is known to win): a
        move that gains nothing."""
        kept: list[Move] = []
        been: list[tuple[Move, tuple[object, ...]]] = []  # to a position this deal has been in
        for m in ranked_moves(state):
            after = state.copy()
            after.push(m)
            known = self._hints.cached(after)
            if known is not None and known.verdict is Verdict.WON:
                return m  # onto a known winning line
            if known is not None and not lost:
                continue
            if after.key() in self._seen:
                been.append((m, after.key()))
                continue
            kept.append(m)
        if kept or not been:
            return kept[0] if kept else None
        # After moves taken back every move may go where the deal has been: the best of them
        # that does not go back along the way here (a card moved back and forth) is still advice.
        way_here = _way_here(state)
        return next((m for m, key in been if key not in way_here), None)


def _way_here(state: State) -> set[tuple[object, ...]]:
    """The positions the moves that made `state` passed through, the deal's first included."""
    back = state.copy()
    keys = set()
    for _ in range(len(back.pushed)):
        back.pop()
        keys.add(back.key())
    return keys


def _advice(known: Result) -> Advice:
    """The advice of a decided position: a winning line's first move and length, or lost."""
    if known.verdict is Verdict.WON:
        return Advice(Outlook.WINNABLE, known.moves[0] if known.moves else None, len(known.moves))
    return Advice(Outlook.LOST)


def _outlook(known: Result | None) -> Outlook | None:
    if known is None:
        return None
    return Outlook.WINNABLE if known.verdict is Verdict.WON else Outlook.LOST


def solver_advisor(server: bool = False) -> Advisor | None:
    """The advisor a face gives its session: None when the solver is not built. A server
    passes `server=True`: its players' games share a pool of all the cores but one, each
    within the SERVER budget, and a move's loss warning waits a little for the search."""
    if not AVAILABLE:
        return None
    if server:
        return SolverAdvisor(shared_pool("server", server_workers()), SERVER, warn_wait=0.3)
    return SolverAdvisor(shared_pool("game", 1))
