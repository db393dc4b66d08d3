"""A clause of what the player does not want, said after what they want: "just the top
cards, not the whole board", "dimmi solo le carte scoperte, non tutto il tavolo", "diz-me as
cartas à vista, não preciso da mesa toda". "X, not Y" asks for X: what the clause names is
never what is read, though its words may be the ones the line's readings spot first."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.lang.intents import Cmd, Command, Intent, Read
from fortythieves.lang.linkwords import unwanted_words
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.parsing.typedwords import typed_words

_MARKS = ",;:-–. "
# the commands that only read something out, the board or a part of it, or answer a question
_READING = frozenset(
    {
        Cmd.BOARD, Cmd.SHOW, Cmd.EXPOSED, Cmd.SCORE, Cmd.CODE, Cmd.SPELL, Cmd.MOVES, Cmd.HINT, Cmd.CAN_WIN,
        Cmd.STOCK_LEFT, Cmd.ALL_UP, Cmd.DRAW_ASKED, Cmd.MOVE_COUNT, Cmd.STATS, Cmd.HISTORY,
    }
)  # fmt: skip
_ENDS = frozenset({"?", "!"})


def unwanted_left_out(p: Piece, line: str, reread: Callable[[str], Intent]) -> Intent | None:
    """What the line asks for without the clause it ends with, when that clause opens with a
    word of not wanting ("not", "no", "niet", "não preciso da", "ne") right after a comma and
    names only something to read ("the whole board", "tot el tauler"); None otherwise. Only a
    reading is given so: what is said before the clause must itself read something, never act
    nor change a setting, and say no negation of its own."""
    if not p.cuts:
        return None
    words = p.words
    cut = p.cuts[-1]
    at = p.starts[cut]
    opener = said_at(words, unwanted_words(p.lang), at)
    end = len(words)
    while end and words[end - 1] in _ENDS:
        end -= 1
    if not opener or at + opener >= end:
        return None  # "..., not" alone, or no clause of what is not wanted
    if p.span(0, cut).negates:
        return None  # "don't read the board, not now": the line holds back what it says first
    typed = typed_words(p, line)
    if typed is None:
        return None
    wanted = " ".join(w for w in typed[:at] if w).rstrip(_MARKS)
    unwanted = " ".join(w for w in typed[at + opener : end] if w).strip(_MARKS)
    if not wanted or not unwanted or not _reads(reread(unwanted)):
        return None  # the clause names no place or board to read: "..., not yet", "..., no thanks"
    intent = reread(wanted)
    return intent if _reads(intent) else None


def _reads(intent: Intent) -> bool:
    """Whether the intent only reads something out: a place, a card, the board, a question."""
    return isinstance(intent, Read) or (isinstance(intent, Command) and intent.cmd in _READING)
