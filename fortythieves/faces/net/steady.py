"""A server's process, once started: Python's garbage collector set for many players'
small requests.

Why: a server keeps every player's session in memory, and a full collection walks all
of it (tens of milliseconds with 200 players, far more on a busy machine) while every
reply waits. What start-up built (modules, catalogues, the solver's tables) lives as
long as the process, so it is frozen out of the collector's sight; young objects are
collected less often. The parser's words of every language are built first (and so
frozen too): otherwise the first command in a language costs a player 15 to 50 ms, and
the first line of unknown words 20 to 90 ms, once per process.

The youngest objects are collected ten times a second, by the clock, not by Python's
count of objects made minus objects freed: a busy server makes about as many
objects as it frees (each move's new position in, the oldest undo position out), so
that count hardly grows, collections came seldom, and each found tens of thousands of
young objects (30 to 80 ms, every reply waiting meanwhile). By the clock, each finds a
tenth of a second's worth (about 1 ms); and once a second the next generation too, so
that the objects which outlive a tenth of a second (the undo positions) never pile up
there for a long collection.

Python's thread switch interval stays at its 5 ms: at 1 ms the web bench's p99 was worse in three runs of three (85 against 60 ms on the quiet machine),
the event loop and the command threads trading the lock more often for nothing.
"""

from __future__ import annotations

import asyncio
import gc
import sys

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

THRESHOLDS = (10_000, 20, 20)  # the defaults are (700, 10, 10)
SWITCH_SECONDS = 0.005  # Python's default, said once here on purpose


# Lines that build a language's words: a command, and words of no language, which make
# the parser build the tables it suggests a close command from.
WARMING_LINES = ("help", "zqxj vbnk")


def warm() -> None:
    """Every language's parser words, built now rather than in a player's first reply."""
    for lang in LANGUAGES:
        for line in WARMING_LINES:
            parse(line, lang)


YOUNG_EVERY = 0.1  # seconds between collections of the youngest objects


async def young_collections() -> None:
    """Collect the youngest generation every `YOUNG_EVERY` seconds, and the next one every
    tenth time, for ever."""
    n = 0
    while True:
        await asyncio.sleep(YOUNG_EVERY)
        n += 1
        gc.collect(1 if n % 10 == 0 else 0)


_TASKS: set[asyncio.Task[None]] = set()  # the running collector, kept from being collected


def steady() -> None:
    """Set the running server's process for many small requests (in its event loop)."""
    warm()
    gc.collect()
    gc.freeze()  # never traversed again: nothing of it is ever garbage
    gc.set_threshold(*THRESHOLDS)
    sys.setswitchinterval(SWITCH_SECONDS)
    task = asyncio.get_running_loop().create_task(young_collections())
    _TASKS.add(task)
