"""A question asked again of another column: "quantas cartas há na coluna 9?", then "e na
4?" (the session knows the question before)."""

from __future__ import annotations

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import PileRef, Read
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import meant
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.tags import TagKind, pick


def same_of_place(p: Piece) -> Read | None:
    """ "e na 4?", "and column 4?", "i a la 4?", "en in kolom 4?": "and", then a column by its
    number, asked: the question asked just before, of that column (the session knows which,
    and reads the column when none was asked)."""
    words = p.words
    if not words or words[-1] != "?" or p.cuts:
        return None
    n = said_at(words, and_words(p.lang), 0)
    start = p.at_word(n) if n else None
    if start is None:
        return None
    said = [t for t in meant(p.tags[start:]) if pick(t, TagKind.TO, TagKind.ARTICLE) is None]
    if said and (pile := pick(said[0], TagKind.PILE)) is not None and pile.value is PileKind.COLUMN:
        said = said[1:]
    if len(said) != 1 or (number := pick(said[0], TagKind.NUM)) is None or not isinstance(number.value, int):
        return None
    return Read(PileRef(PileKind.COLUMN, number.value - 1), same=True)
