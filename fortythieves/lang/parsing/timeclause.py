"""A clause of time or condition said of an action ("before I draw", "prima di pescare",
"voordat ik trek", "instead of drawing"): the verb inside it names an action, it orders
none."""

from __future__ import annotations

from fortythieves.lang.intents import GAME_COMMANDS
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.remarkwords import time_clauses
from fortythieves.lang.tags import Tag, TagKind, meanings

# the kinds of word that order an action when said as a command: a verb of moving or taking back
_ACTING = (TagKind.MOVE, TagKind.BACK)


def acts_in_a_clause_of_time(p: Piece) -> bool:
    """Whether a verb of the game stands inside a clause opened by a word of time or
    condition ("before", "abans de", "prije nego", "invece di"), the clause ending where the
    line's next clause begins. Such a line says when or instead of what, and is no order:
    "prima di pescare" draws nothing."""
    openers, words = time_clauses(p.lang), p.words
    ends = [*sorted(p.starts[c] for c in p.cuts), len(words)]
    for at in range(len(words)):
        if not (n := said_at(words, openers, at)):
            continue
        end = next(e for e in ends if e > at)
        if any(_orders(t) for k, t in enumerate(p.tags) if at + n <= p.starts[k] < end):
            return True
    return False


def _orders(tag: Tag) -> bool:
    return any(
        m.kind in _ACTING or (m.kind is TagKind.CMD and m.value in GAME_COMMANDS) for m in meanings(tag)
    )
