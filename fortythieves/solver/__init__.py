"""The solver: searches over `core.State` for hints, verdicts and winnable deals.

For the game's commands (values only; the phrasing layer words them):

    from fortythieves.solver import AVAILABLE, Cancel, Hints, Verdict, solve, winnable_deal

    AVAILABLE                       # False: the compiled core was not built; offer no hints
    hints = Hints(seconds=1.0)      # one per game; drop it (or .forget()) on a new deal
    hints.hint(state) -> Move | None            # "hint": the next move of a winning line
    hints.line(state, seconds, cancel) -> Result  # "can I win?": WON (with the line), LOST, UNKNOWN
    hints.known(state) -> Verdict | None        # what is known without searching
    hints.inherit_loss(state) -> bool          # lost because a position on its way was proved lost
    hints.cached(state) -> Result | None        # the same, with the rest of a known line
    hints.record(state, result)                 # keep what a search made elsewhere found
    hints.after(state, move) -> Verdict         # "warn when a move loses": warn on LOST
                                                # when hints.known(state) is not LOST
    winnable_deal(variant, seconds, tries) -> (DealCode, Result) | None  # "new game winnable"
    solve(state, seconds, cancel) -> Result     # one search, no cache

A line found from a position stays valid while the player follows it: `Hints` caches
every position along it, so following hints costs a look-up. A search releases the GIL;
run it in a worker thread and call `cancel.set()` (a `Cancel`) to stop it at once.
The search knows the stock order and the face-down cards, as the program does.
This package imports only `fortythieves.core` and itself.
"""

from fortythieves.solver.api import Hints, replays, solve, winnable_deal
from fortythieves.solver.native import AVAILABLE
from fortythieves.solver.result import Cancel, Result, Verdict

__all__ = ["AVAILABLE", "Cancel", "Hints", "Result", "Verdict", "replays", "solve", "winnable_deal"]
