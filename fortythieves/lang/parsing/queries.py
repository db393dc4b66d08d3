"""The words that ask about the board or act on one thing named after them: what each of
them asks of the card or place said after it ("where is the queen of hearts", "options
column 3", "tap it", "what can go on the 7", "what is under the king")."""

from __future__ import annotations

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import (
    About,
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    Options,
    PileRef,
    Query,
    RankRef,
    Read,
    Spec,
    Tap,
    Unknown,
    Where,
)
from fortythieves.lang.parsing.classes import keyword
from fortythieves.lang.parsing.items import specs_of
from fortythieves.lang.tags import Tag


def _asked_of(about: About, specs: list[Spec], meaningful: list[Tag]) -> Intent:
    """A question asked of one card or place ("what is under the king of spades?"), or of a
    card where it lies ("what's below the 7 in column 3?")."""
    if len(specs) == 2 and isinstance(specs[0], CardRef | RankRef):
        there = specs[1]
        if isinstance(there, PileRef) and there.kind is PileKind.COLUMN and there.index is not None:
            return Read(specs[0], lying_in=there.index, about=about)
    if len(specs) != 1:
        return Unknown(tuple(t.text for t in meaningful))
    return Read(specs[0], about=about)


def query(word: Query, meaningful: list[Tag], lang: str) -> Intent:
    """A word that asks of the board ("read", "where", "options", "tap", "what can go on",
    "what is under") and the words said after it, small words left out."""
    said = specs_of(meaningful, lang)
    if word is Query.TAP:  # "tap it"
        return Tap(said[0] if len(said) == 1 else None)
    if word is Query.OPTIONS and len(said) == 1 and isinstance(said[0], It):
        return Options(said[0])  # "where can it go?"
    specs = [s for s in said if not isinstance(s, It)]
    if word is Query.WHERE:
        if specs and isinstance(specs[0], RankRef):
            return Read(specs[0])  # "where are the aces": each of them
        return Where(specs[0].card if specs and isinstance(specs[0], CardRef) else None)
    spec = specs[0] if len(specs) == 1 else None
    if word is Query.OPTIONS:
        return Options(spec)
    if word is Query.FITS or word is Query.UNDER:
        if not specs and all(isinstance(x, It) for x in said):  # "what's under it?", "cosa c'è sotto?"
            return Read(None, about=About(word.value), it=True)
        return _asked_of(About(word.value), specs, meaningful)
    if not meaningful:
        return Read(None)
    other = keyword(meaningful[0])
    if other is Cmd.RULES:  # "read the rules", "lê as regras"
        return Command(Cmd.RULES, " ".join(t.text for t in meaningful[1:]))
    if isinstance(other, Cmd) and not other.takes_text and len(meaningful) == 1:
        return Command(other)  # "tell me the moves", "dimmi le mosse"
    if spec is None:
        return Unknown(tuple(t.text for t in meaningful))
    return Read(spec)
