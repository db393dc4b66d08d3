"""A count of times belongs to the clause of its command: "não era esse 9! desfaz", "oops,
the 9. undo it" name a card in one sentence and undo once in the next; read as one, the 9
would undo nine moves."""

from __future__ import annotations

import bisect
import dataclasses

from fortythieves.lang.intents import COUNTED, Command, Intent
from fortythieves.lang.parsing.classes import int_of, keyword
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tags import TagKind, pick


def count_in_clause(p: Piece, intent: Intent) -> Intent:
    """`intent`, done once when its count is said only in clauses that do not say its
    command: the number there names something else (a card, a column)."""
    if not (isinstance(intent, Command) and intent.cmd in COUNTED and intent.rest.isdigit() and p.cuts):
        return intent
    times = int(intent.rest)

    def clause(i: int) -> int:
        return bisect.bisect_right(p.cuts, i)

    commands = {clause(i) for i, t in enumerate(p.tags) if keyword(t) is intent.cmd}
    starts = (0, *p.cuts)
    counts = {
        clause(i)
        for i, t in enumerate(p.tags)
        if (n := pick(t, TagKind.NUM)) is not None
        and int_of(n) == times
        # "undo, 3 times": a clause opened by the count, right after its command's, goes on with it
        and not (i in starts and clause(i) - 1 in commands)
    }
    if commands and counts and commands.isdisjoint(counts):
        return dataclasses.replace(intent, rest="")
    return intent
