"""A server's process, once started: Python's garbage collector and thread switching
set for many players' small requests.

Why: a server keeps every player's session in memory, and a full collection walks all
of it (tens of milliseconds with 200 players, far more on a busy machine) while every
reply waits. What start-up built (modules, catalogues, the solver's tables) lives as
long as the process, so it is frozen out of the collector's sight; young objects are
collected less often. And the event loop, which answers every player, gets Python's
lock back sooner from the threads (commands, saves, sessions opening): a thread that
wants the lock asks the holder to let go after this interval instead of 5 ms.
"""

from __future__ import annotations

import gc
import sys

THRESHOLDS = (10_000, 20, 20)  # the defaults are (700, 10, 10)
SWITCH_SECONDS = 0.001


def steady() -> None:
    gc.collect()
    gc.freeze()  # never traversed again: nothing of it is ever garbage
    gc.set_threshold(*THRESHOLDS)
    sys.setswitchinterval(SWITCH_SECONDS)
