"""A server's process, once started: Python's garbage collector set for many players'
small requests.

Why: a server keeps every player's session in memory, and a full collection walks all
of it (tens of milliseconds with 200 players, far more on a busy machine) while every
reply waits. What start-up built (modules, catalogues, the solver's tables) lives as
long as the process, so it is frozen out of the collector's sight; young objects are
collected less often. The parser's words of every language are built first (and so
frozen too): otherwise the first command in a language costs a player 15 to 50 ms, and
the first line of unknown words 20 to 90 ms, once per process. Python's thread switch interval stays at its 5 ms: at 1 ms the
web bench's p99 was worse in three runs of three (85 against 60 ms on the quiet machine),
the event loop and the command threads trading the lock more often for nothing.

Tried and left: collecting the youngest objects by the clock (ten times a second), since
a busy server makes about as many objects as it frees and Python's count of the two,
which starts a collection, hardly grows. The web bench's pauses were shorter, but the
objects that outlive a tenth of a second (what each player's game and page keep,
renewed at every command) then piled up in the next generation: either its collections (8 to 44 ms each second) or, left to Python, a rare one of 0.2 to
0.4 s, which took the telnet bench's p99 from 7 to 36 and 64 ms.
"""

from __future__ import annotations

import gc
import sys

from fortythieves.lang import parser
from fortythieves.lang.languages import LANGUAGES

THRESHOLDS = (10_000, 20, 20)  # the defaults are (700, 10, 10)
SWITCH_SECONDS = 0.005  # Python's default, said once here on purpose


def warm() -> None:
    """Every language's parser words, and the modules that answer a line, loaded now rather
    than in a player's first reply."""
    for lang in LANGUAGES:
        parser.warm(lang)
    from fortythieves.play import handling  # noqa: F401 (a session loads it with its first line)


def freeze_start() -> None:
    """What the process has built so far (modules, catalogues, the parser's tables), set
    out of the collector's sight: never traversed again, as nothing of it is ever garbage.
    A full collection over it costs 10 to 30 ms, paid by whichever reply it falls on."""
    gc.collect()
    gc.freeze()


def steady() -> None:
    warm()
    freeze_start()
    gc.set_threshold(*THRESHOLDS)
    sys.setswitchinterval(SWITCH_SECONDS)
