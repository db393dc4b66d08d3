"""Whether one column is empty, asked with a verb of being: "is column 3 empty?", "is kolom 3
leeg?", "is the third column empty?". The verb is passed over, and the column is read as a
column asked empty is when no verb is said ("column 3 empty?"): its cards, or that it is
empty. Whether any column is empty, asked with "anywhere" ("is there an empty column
anywhere?"), is asked as it is without that word."""

from __future__ import annotations

from fortythieves.lang.intents import Intent, PileRef, Read
from fortythieves.lang.parsing.classes import Reader
from fortythieves.lang.parsing.commands import read
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.placing import anywhere_words
from fortythieves.lang.remarkwords import state_words
from fortythieves.lang.tags import TagKind, pick


def empty_asked(p: Piece) -> Intent | None:
    """The numbered column asked empty, read; None when the line is no such question."""
    states = state_words(p.lang)
    said = [i for i, t in enumerate(p.tags) if tuple(t.text.split()) in states]
    if not said or not any(pick(t, TagKind.EMPTY) for t in p.tags):
        return None
    intent = read(p.only(i for i in range(len(p.tags)) if i not in said).flat().tagged_again(), False)
    if isinstance(intent, Read) and isinstance(intent.what, PileRef) and intent.what.empty:
        return intent if intent.what.index is not None else None
    return None


def empty_anywhere(p: Piece, r: Reader) -> Read | None:
    """ "c'è una colonna vuota da qualche parte?", "há alguma coluna vazia em algum lado?": the
    words for "anywhere" (`lang.placing.anywhere_words`, which send a card where it goes only
    with a verb of moving) said in a line that asks for an empty column say where to look,
    and nothing more: the line is read without them, and stays so only when it then asks for
    the empty columns."""
    if not any(pick(t, TagKind.EMPTY) for t in p.tags):
        return None
    rest = p.without(anywhere_words(p.lang))
    if len(rest.words) == len(p.words) or not rest:
        return None
    intent = r.understand(rest)
    if isinstance(intent, Read) and intent == Read(intent.what) and isinstance(intent.what, PileRef):
        return intent if intent.what.empty and intent.what.index is None else None
    return None
