"""A card named with the column it lies in, and no verb: "the king in column 3", "de heer in
kolom 3", "il re nella colonna 3". Naming reads: the card is read where it lies (where it is
and where it can go), or the column when no such card lies there; a verb moves it ("put the
king in column 3"). The words that say where a card lies as well as where it goes are the
catalogue's (`lying.in_words`); a word that only says where a card goes ("king to column 3",
Catalan "a la columna 3") still moves it.

"The one in column 5", said after a card was named, is the card column 5 ends with, as in
"onto the one in column 5" (`parsing.onto`): the card named goes onto it, and an empty
column 5 takes nothing."""

from __future__ import annotations

import dataclasses

from fortythieves.core.moves import PileKind
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import CardRef, Intent, It, MoveIntent, PileRef, RankRef, Read
from fortythieves.lang.lexicon import word
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.parsing.lying import in_words
from fortythieves.lang.parsing.onto import columns_said
from fortythieves.lang.tags import Tag, TagKind, meanings

_VERBS = (TagKind.MOVE, TagKind.CMD)
_AS_COLUMN = Tag(TagKind.PILE, PileKind.COLUMN, "column")  # a pile said with its number (`pipeline`)


def named_where_it_lies(p: Piece, intent: Intent) -> Read | MoveIntent | None:
    """The card the line names with the column it lies in, to be read there (or, for "the
    one", moved onto); None when the line says a verb, or names its column otherwise (with
    a second word for where: "on the one in column 5"), or is no such move."""
    if not isinstance(intent, MoveIntent) or intent.ask or intent.back or intent.like_last:
        return None
    target = intent.target
    if intent.origin is not None or intent.times is not None or intent.target_in is not None:
        return None
    if not (isinstance(target, PileRef) and target.kind is PileKind.COLUMN and target.index is not None):
        return None
    if target.empty:
        return None  # "the 6 of clubs in column 4, the empty one": no card lies in an empty column
    if any(m.kind in _VERBS for t in p.tags for m in meanings(t)):
        return None  # "put the king in column 3": a verb acts
    said = columns_said(_words(p), p.lang, in_words(p.lang))
    if {column for _, _, column in said} != {target.index}:
        return None
    start, end, _ = said[0]
    elsewhere = [t for t, at in zip(p.tags, p.starts[:-1], strict=True) if not start <= at < end]
    if any(m.kind is TagKind.TO for t in elsewhere for m in meanings(t)):
        return None  # "on the one in column 5": onto that column's card (`parsing.onto`)
    if isinstance(intent.source, It):  # "the one in column 5": onto the card that column ends with
        pronoun = any(m.kind is TagKind.PRONOUN for t in p.tags for m in meanings(t))
        return dataclasses.replace(intent, target_in=target.index) if pronoun else None
    if isinstance(intent.source, CardRef | RankRef):
        return Read(intent.source, lying_in=target.index)
    return None


def _words(p: Piece) -> list[str]:
    """The line's words, a pile said with its number ("rij 5", "fila 5", read as a column)
    said with the language's word for column."""
    column = normalize(word(p.lang, "column"))
    return [w for t in p.tags for w in ([column] if t == _AS_COLUMN else t.text.split())]
