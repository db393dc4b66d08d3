"""The solver: searches over `core.State` for hints, verdicts and winnable deals.

    from fortythieves.solver import AVAILABLE, Cancel, Hints, Verdict, solve

`AVAILABLE` is False when the compiled core was not built: the game then offers no hints.
This package imports only `fortythieves.core` and itself.
"""

from fortythieves.solver.api import Hints, replays, solve, winnable_deal
from fortythieves.solver.native import AVAILABLE
from fortythieves.solver.result import Cancel, Result, Verdict

__all__ = ["AVAILABLE", "Cancel", "Hints", "Result", "Verdict", "replays", "solve", "winnable_deal"]
