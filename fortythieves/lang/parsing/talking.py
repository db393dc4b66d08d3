"""The talk a line ends with after its command, in a clause of its own: thanks, an "of
course", an apology ("draw, thanks", "a la base, és clar", "annulla, scusa"). It leaves the
command as it is, unless it takes it back or opens a correction."""

from __future__ import annotations

from fortythieves.lang.chatter import Chatter, chatter, talk_after
from fortythieves.lang.intents import Command, Intent, Unknown
from fortythieves.lang.parsing.classes import corrects
from fortythieves.lang.parsing.line import Piece


def without_talk_after(p: Piece) -> Piece | None:
    """The line without its last clause when that clause is talk that leaves the command
    before it as it is ("..., és clar", "..., thanks", "undo, sorry"); None otherwise. A "never
    mind", a "no" ("..., no sorry") or a correction word beside other words takes the command
    back, and stays; so does a question ("..., certo?" asks). A "sorry" said alone as the whole
    clause only excuses the command."""
    if not p.cuts:
        return None
    last = p.span(p.cuts[-1])
    if "?" in last.words or last.negates or not talk_after(last.words, p.lang):
        return None
    if corrects(last) and not _apologises(last):
        return None
    return p.span(0, p.cuts[-1])


def _apologises(p: Piece) -> bool:
    """Whether the words are an apology alone: "sorry", "scusa", "perdó", "oprosti"."""
    return chatter(" ".join(p.words), p.lang) is Chatter.SORRY


def left_as_it_is(ended: Intent, p: Piece) -> bool:
    """Whether the command read before the talk that ends `p` stands: any command before
    thanks or an "of course"; before an apology, only a command named by its word ("undo,
    sorry", "pesca, scusa"): after a card or a place ("column 2 to 5, sorry") the apology
    opens a correction the player has not finished, and nothing is done."""
    if isinstance(ended, Unknown):
        return False
    return isinstance(ended, Command) or not _apologises(p.span(p.cuts[-1]))
