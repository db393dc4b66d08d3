"""Which typed lines the servers (telnet, SSH, the web page's script) answer on their
event loop, without handing them to a thread.

Why: most commands (a move, a draw, reading the board) take well under a millisecond of
Python, less than handing them to a thread costs: the hand-over itself, and the command
thread then taking Python's lock from the event loop, which every other player's reply
waits for. A line that may search (a hint, "can I win?", a winnable deal, a move's loss
warning when the player asked for them) or wait for the disk (a new deal reads the kept
games and may wait for a queued release, the record, goodbye, the list of games, a setting written to its file, an export,
an undo right after a new deal, which takes up the game before it) still goes to a
thread: on the loop it would hold up every player. When in doubt, a thread: only the
intents and commands named here are answered on the loop.

The line is read as the session reads it (`play.session.Session._handle`); what a line
means depends only on its words, its language and quick play, so that reading is kept.
It is read in the thread that answers it the first time, never on the loop: a line the
loop has not seen yet goes to a thread, and so do words not understood (their nearest
command is looked up) and a line the parser takes long to read.
"""

from __future__ import annotations

import time
from enum import Enum

from fortythieves.lang.intents import (
    Cmd,
    Command,
    Intent,
    MoveIntent,
    Nothing,
    Options,
    Read,
    Series,
    Tap,
    Where,
)
from fortythieves.lang.printable import printable
from fortythieves.play.commands import SPECS, Kind
from fortythieves.play.session import Session

KEPT = 4096  # lines whose kind is kept; the bench's players type a few hundred different ones
LONGEST = 100  # characters: a longer line is always answered in a thread, and not kept
SLOW_READING = 0.002  # seconds of CPU: a line the parser takes longer to read goes to a thread


class Handling(Enum):
    """How a server answers a line: at once on its event loop, or in a thread."""

    READS = "reads"  # reads the game in memory, changes nothing
    ACTS = "acts"  # changes the game in memory and commits its save (`fortythieves.store`)
    UNDO = "undo"  # acts, but right after a new deal takes up the game before it
    SLOW = "slow"  # may search or wait for the disk


def kind_of(intent: Intent) -> Handling:
    if isinstance(intent, Command):
        if intent.cmd is Cmd.UNDO:
            return Handling.UNDO
        spec = SPECS[intent.cmd]  # a command declared quick reads or changes the game in memory only
        if not spec.quick:
            return Handling.SLOW
        return Handling.READS if spec.kind is Kind.READS else Handling.ACTS
    if isinstance(intent, MoveIntent | Tap):
        return Handling.ACTS
    if isinstance(intent, Read | Where | Options | Nothing):
        return Handling.READS
    if isinstance(intent, Series):  # "draw and then undo": as its slowest command
        kinds = {kind_of(part) for part in intent.parts}
        return next(k for k in (Handling.SLOW, Handling.UNDO, Handling.ACTS, Handling.READS) if k in kinds)
    return Handling.SLOW  # a setting: written to its file; words not understood: their suggestion


class Sorter:
    """Tells the lines a session can answer at once from the others (see the module).

    A line is read once, in the thread that answers it the first time (`learn`), never on
    the loop: reading a long line of unknown words takes the parser tens of milliseconds.
    A line whose reading took longer than `slow_reading` is answered in a thread too."""

    def __init__(self, slow_reading: float = SLOW_READING) -> None:
        self.slow_reading = slow_reading
        self._kinds: dict[tuple[str, bool, str], Handling] = {}

    def kind(self, line: str, lang: str, quickplay: bool) -> Handling:
        """What `line` may do, read now if it was not read before."""
        key = (lang, quickplay, line)
        found = self._kinds.get(key)
        if found is None:
            from fortythieves.lang.parser import parse  # loaded with the first line, as the session does

            cpu = time.thread_time()
            found = kind_of(parse(printable(line), lang, quick=quickplay))
            if time.thread_time() - cpu > self.slow_reading:
                return Handling.SLOW  # not kept: a language's first line also loads its words
            if len(self._kinds) >= KEPT:
                self._kinds.clear()  # a new set of lines: they are read again
            self._kinds[key] = found  # one dict operation: safe beside the loop's reads
        return found

    def learn(self, session: Session, line: str) -> None:
        """Read `line` (in the thread that answers it), so that the loop knows it next time."""
        if len(line) <= LONGEST:
            self.kind(line, session.lang, session.settings.quickplay)

    def quick(self, session: Session, line: str) -> bool:
        """Whether `session` answers `line` without searching or waiting for the disk; False
        for a line not read yet (`learn`)."""
        if session.pending is not None or session.choosing_stop or session.keeper.replay is not None:
            return False  # the line answers a question or steps a replay: rare, and read otherwise
        if session.store.shared:
            return False  # every command waits for a database other processes share
        kind = self._kinds.get((session.lang, session.settings.quickplay, line))
        if kind is None or kind is Handling.SLOW:
            return False
        if kind is Handling.UNDO and session.keeper.previous is not None and not session.current.touched:
            return False  # right after a new deal: the game before it is read and taken up again
        # A move's loss warning searches for a proof (`Session.warn_after`)
        return kind is Handling.READS or not session.settings.warnloss
