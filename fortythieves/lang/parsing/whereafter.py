"""A card or a rank named first and "where" asked after it: "i re dove stanno?", "a dame pik,
gdje su?", "the kings, where are they?", "els reis on són?". The question is asked of the
card or rank, as "where are the kings?" is: where it lies, read out, never moved."""

from __future__ import annotations

from fortythieves.lang.intents import CardRef, Intent, Query, RankRef, Read, Where
from fortythieves.lang.parsing.classes import Reader, keyword
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tags import TagKind, meanings

# what may follow the word of "where": small words, a pronoun ("are they", "waar zijn ze")
_AFTER = frozenset({TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.Q})
MAX_UNKNOWN_AFTER = 1  # a pronoun the lexicon lacks ("they"), no longer talk


def where_said_last(p: Piece, r: Reader) -> Intent | None:
    """Where the card or rank said before the one word of "where" lies, when only small words
    and a pronoun follow that word; None otherwise."""
    wheres = [k for k, t in enumerate(p.tags) if keyword(t) is Query.WHERE]
    if len(wheres) != 1 or not wheres[0]:
        return None
    at = wheres[0]
    after = p.tags[at + 1 :]
    unknown = sum(t.kind is TagKind.UNKNOWN for t in after)
    if unknown > MAX_UNKNOWN_AFTER or any(
        t.kind is not TagKind.UNKNOWN and not all(m.kind in _AFTER for m in meanings(t)) for t in after
    ):
        return None
    named = r.understand(p.span(0, at).flat(), False)  # named to be asked about: never played
    if (
        not isinstance(named, Read)
        or not isinstance(named.what, CardRef | RankRef)
        or named != Read(named.what)
    ):
        return None
    asked = r.understand(Piece((p.tags[at], *p.tags[:at]), p.lang), False)
    return asked if isinstance(asked, Read | Where) else None
