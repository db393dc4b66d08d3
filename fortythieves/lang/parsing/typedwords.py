"""The typed text behind each of a line's folded words, for the readings that quote a part
of the line as the player typed it ("l'as" folds into two words and stands at the first)."""

from __future__ import annotations

import functools

from fortythieves.lang.clausemarks import CLAUSE
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tokenizer import prepared_words


def typed_words(p: Piece, line: str) -> list[str] | None:
    """The typed text each of the line's words comes from (a typed word that folds into
    two, "l'as", stands at the first of them); None when they cannot be lined up."""
    out: list[str] = []
    for token in line.split():
        n = _folded_words(token, p.lang)
        out += [token] + [""] * (n - 1) if n else []
    return out if len(out) == len(p.words) else None


@functools.lru_cache(maxsize=4096)  # a line of many joints types the same words again and again
def _folded_words(token: str, lang: str) -> int:
    """How many of the line's words a typed word folds into."""
    return len(prepared_words(CLAUSE.sub(" ", token), lang))
