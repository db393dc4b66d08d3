"""Which typed lines a server may answer on its event loop, without handing them to a thread.

Why: most commands (a move, a draw, reading the board) take well under a millisecond of
Python, less than handing them to a thread costs: the hand-over itself, and the command
thread then taking Python's lock from the event loop, which every other player's reply
waits for. A line that may search (a hint, "can I win?", a winnable deal, a move's loss
warning when the player asked for them) or wait for the disk (a new deal lists the kept
games, the record, goodbye, the list of games, a setting written to its file, an export,
an undo right after a new deal, which takes up the game before it) still goes to a
thread: on the loop it would hold up every player. When in doubt, a thread: only the
intents and commands named here are answered on the loop.

The line is read as the session reads it (`play.session.Session._handle`); what a line
means depends only on its words, its language and quick play, so that reading is kept.
"""

from __future__ import annotations

from enum import Enum

from fortythieves.lang.intents import (
    Cmd,
    Command,
    Intent,
    MoveIntent,
    Nothing,
    Options,
    Read,
    Tap,
    Unknown,
    Where,
)
from fortythieves.lang.printable import printable
from fortythieves.play.session import Session

KEPT = 4096  # lines whose kind is kept; the bench's players type a few dozen different ones


class Kind(Enum):
    READS = "reads"  # reads the game in memory, changes nothing
    ACTS = "acts"  # changes the game in memory and queues its save (`play.behind`)
    UNDO = "undo"  # acts, but right after a new deal takes up the game before it
    SLOW = "slow"  # may search or wait for the disk


# Commands that read or change the game in memory only; every other command may not.
_READING = frozenset(
    {Cmd.BOARD, Cmd.SHOW, Cmd.EXPOSED, Cmd.SCORE, Cmd.CODE, Cmd.SPELL, Cmd.MOVES, Cmd.REPEAT}
)
_ACTING = frozenset({Cmd.DRAW, Cmd.REDEAL, Cmd.REDO})


def kind_of(intent: Intent) -> Kind:
    if isinstance(intent, Command):
        if intent.cmd in _READING:
            return Kind.READS
        if intent.cmd in _ACTING:
            return Kind.ACTS
        return Kind.UNDO if intent.cmd is Cmd.UNDO else Kind.SLOW
    if isinstance(intent, MoveIntent | Tap):
        return Kind.ACTS
    if isinstance(intent, Read | Where | Options | Unknown | Nothing):
        return Kind.READS
    return Kind.SLOW  # a setting: written to its file


class Sorter:
    """Tells the lines a session can answer at once from the others (see the module)."""

    def __init__(self) -> None:
        self._kinds: dict[tuple[str, bool, str], Kind] = {}

    def kind(self, line: str, lang: str, quickplay: bool) -> Kind:
        key = (lang, quickplay, line)
        found = self._kinds.get(key)
        if found is None:
            from fortythieves.lang.parser import parse  # loaded with the first line, as the session does

            found = kind_of(parse(printable(line), lang, quick=quickplay))
            if len(self._kinds) >= KEPT:
                self._kinds.clear()  # a new set of lines: they are read again
            self._kinds[key] = found
        return found

    def quick(self, session: Session, line: str) -> bool:
        """Whether `session` answers `line` without searching or waiting for the disk."""
        if session.pending is not None or session.choosing_stop or session.keeper.replay is not None:
            return False  # the line answers a question or steps a replay: rare, and read otherwise
        kind = self.kind(line, session.lang, session.settings.quickplay)
        if kind is Kind.SLOW:
            return False
        if kind is Kind.UNDO and session.keeper.previous is not None and not session.current.touched:
            return False  # right after a new deal: the game before it is read and taken up again
        # A move's loss warning searches for a proof (`Session.warn_after`)
        return kind is Kind.READS or not session.settings.warnloss
