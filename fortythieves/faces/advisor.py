"""The solver behind `hint` and `can I win?`: a `play.advisor.Advisor` built on
`solver.Hints`, one per session.

After every change of position the advisor searches from it in a background thread (the
compiled search releases the GIL, so typing goes on); the previous search is cancelled
first. `hint` and `can I win?` cancel that search, keep what it found (a winning line is
cached along its whole length), and search again within their own budget when nothing
is known. `close` cancels and joins the thread: none outlives the app.

For "warn when a move loses": `known` reads the cache without waiting (while a search
runs, nothing is settled for its position), and a background search that decides calls
`on_decided` (set by the terminal face), so that a proved loss is said as soon as it is
known. Without a background search (the servers), `settle` searches within WARN_SECONDS.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from fortythieves.core.moves import Move, MoveKind, PileKind
from fortythieves.core.state import State
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.resolver import useful_moves
from fortythieves.solver import AVAILABLE, Cancel, Hints, Verdict

HINT_SECONDS = 2.0
OUTLOOK_SECONDS = 3.0
WARN_SECONDS = 0.5  # the servers: the reply to a move waits this long at most for a loss proof
AHEAD_SECONDS = 10.0  # a background search, cancelled by the next move or question
MEMORY_MB = 256


class SolverAdvisor:
    """An `Advisor` on the compiled solver; `background=False` searches only when asked."""

    def __init__(
        self,
        hint_seconds: float = HINT_SECONDS,
        outlook_seconds: float = OUTLOOK_SECONDS,
        ahead_seconds: float = AHEAD_SECONDS,
        background: bool = True,
        memory_mb: int = MEMORY_MB,
        warn_seconds: float = WARN_SECONDS,
    ) -> None:
        self.hint_seconds = hint_seconds
        self.outlook_seconds = outlook_seconds
        self.ahead_seconds = ahead_seconds
        self.background = background
        self.warn_seconds = warn_seconds
        self.on_decided: Callable[[], None] | None = None  # a background search decided (won or lost)
        self._hints = Hints(seconds=hint_seconds, memory_mb=memory_mb)
        self._lock = threading.Lock()  # `Hints` is not thread-safe: one search at a time
        self._cancel = Cancel()
        self._worker: threading.Thread | None = None
        self._closed = False

    # ----- the Advisor ----------------------------------------------------------------
    def hint(self, state: State) -> Advice:
        self._stop_ahead()
        with self._lock:
            result = self._hints.line(state, self.hint_seconds, self._cancel)
            if result.verdict is Verdict.WON:
                return Advice(Outlook.WINNABLE, result.moves[0] if result.moves else None, len(result.moves))
            if result.verdict is Verdict.LOST:
                return Advice(Outlook.LOST)
            return Advice(Outlook.UNKNOWN, self._best_found(state))

    def outlook(self, state: State) -> Advice:
        self._stop_ahead()
        with self._lock:
            result = self._hints.line(state, self.outlook_seconds, self._cancel)
        if result.verdict is Verdict.WON:
            return Advice(Outlook.WINNABLE, result.moves[0] if result.moves else None, len(result.moves))
        return Advice(Outlook.LOST if result.verdict is Verdict.LOST else Outlook.UNKNOWN)

    def moved(self, state: State) -> None:
        self._stop_ahead()
        if not self.background or self._closed:
            return
        with self._lock:
            if self._hints.known(state) is not None:
                return
        self._cancel = Cancel()
        cancel = self._cancel
        self._worker = threading.Thread(
            target=self._search, args=(state.copy(), cancel), name="fortythieves-advisor", daemon=True
        )
        self._worker.start()

    def known(self, state: State) -> Outlook | None:
        if not self._lock.acquire(blocking=False):
            return None  # a search runs: what it will find is not known yet, and it is not waited for
        try:
            return _outlook(self._hints.known(state))
        finally:
            self._lock.release()

    def settle(self, state: State) -> Outlook | None:
        if self.background:
            return self.known(state)
        with self._lock:
            return _outlook(self._hints.line(state, self.warn_seconds, self._cancel).verdict)

    def forget(self) -> None:
        self._stop_ahead()
        with self._lock:
            self._hints.forget()

    def close(self) -> None:
        self._closed = True
        self._stop_ahead()

    # ----- inside ---------------------------------------------------------------------
    def _search(self, state: State, cancel: Cancel) -> None:
        with self._lock:
            if cancel.is_set():
                return
            verdict = self._hints.line(state, self.ahead_seconds, cancel).verdict
        told = self.on_decided
        if told is not None and verdict is not Verdict.UNKNOWN and not cancel.is_set():
            told()  # outside the lock: the face asks `known` from its own thread

    def _stop_ahead(self) -> None:
        """Cancel the background search and wait for it (it returns within milliseconds)."""
        worker = self._worker
        if worker is not None:
            self._cancel.set()
            worker.join()
            self._worker = None
        self._cancel = Cancel()

    def _best_found(self, state: State) -> Move | None:
        """No line within the budget: the legal move that looks best, never one known to lose."""
        moves = useful_moves(state)
        if not moves:
            return None
        safe = [m for m in moves if self._hints.known(_after(state, m)) is not Verdict.LOST] or moves
        return min(safe, key=_rank)


def _outlook(verdict: Verdict | None) -> Outlook | None:
    if verdict is Verdict.WON:
        return Outlook.WINNABLE
    return Outlook.LOST if verdict is Verdict.LOST else None


def _after(state: State, move: Move) -> State:
    after = state.copy()
    after.push(move)
    return after


def _rank(move: Move) -> int:
    """Lower first: a card home, the waste played, a column move, a draw, a card taken back."""
    if move.kind is MoveKind.DRAW:
        return 3
    if move.kind is MoveKind.REDEAL:
        return 4
    source = move.source.kind if move.source else None
    target = move.target.kind if move.target else None
    if source is PileKind.FOUNDATION:
        return 5
    if target is PileKind.FOUNDATION:
        return 0
    if source is PileKind.WASTE:
        return 1
    return 2


def solver_advisor(background: bool = True) -> Advisor | None:
    """The advisor a face gives its session: None when the solver is not built. A server
    with many players passes `background=False`: searches only when asked, each bounded."""
    return SolverAdvisor(background=background) if AVAILABLE else None
