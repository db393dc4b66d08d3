"""Folding: the one way typed text and names are compared, so that "Col·locar" and
"collocar", "Đurđevac" and "djurdjevac", "Català" and "catala" are the same words.

Case and accents go by Unicode (case folding, then NFKD without the combining marks);
the few letters NFKD leaves whole are mapped as each language's record says.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Generic, TypeVar

from fortythieves.lang.languages import RECORDS

# Every language's letters at once: a player may type any language's words.
_LETTERS = str.maketrans({letter: plain for record in RECORDS for letter, plain in record.letters})
_APOSTROPHES = re.compile(r"[\u2019'`´]")
_NOT_WORD = re.compile(r"[^\w]+")
_NOT_WORD_OR_QUESTION = re.compile(r"[^\w?]+")

# The parser folds the same lexicon entries and command words again and again (the
# lexicon of a language, a suggestion for a line not understood): each is folded once.
# Only short texts are kept, so that a long line pasted in keeps no memory.
_CACHED, _SHORT = 8192, 120


def fold(text: str) -> str:
    """`text` in lower case, with no accents and no letters beyond plain ones.

    >>> fold("Català"), fold("Col·locar"), fold("Đurđevac"), fold("Straße")
    ('catala', 'collocar', 'djurdjevac', 'strasse')
    """
    return _fold(text) if len(text) <= _SHORT else _fold.__wrapped__(text)


@lru_cache(maxsize=_CACHED)
def _fold(text: str) -> str:
    if text.isascii():  # nothing to decompose: most typed lines and English words
        return text.lower().translate(_LETTERS)
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return text.translate(_LETTERS)


def fold_words(text: str) -> str:
    """`text` folded, its words separated by single spaces and no punctuation.

    >>> fold_words("  Rank & File! ")
    'rank file'
    """
    return " ".join(_NOT_WORD.sub(" ", fold(text)).split())


def normalize(text: str) -> str:
    """A typed line as the parser reads it: folded, no punctuation but the question mark,
    which stands as a word of its own.

    >>> normalize("Què hi ha a la columna 3?")
    'que hi ha a la columna 3 ?'
    """
    return _normalize(text) if len(text) <= _SHORT else _normalize.__wrapped__(text)


@lru_cache(maxsize=_CACHED)
def _normalize(text: str) -> str:
    text = _APOSTROPHES.sub(" ", fold(text))
    text = _NOT_WORD_OR_QUESTION.sub(" ", text).replace("?", " ? ")
    return " ".join(text.split())


def one_slip(typed: str, wanted: str) -> bool:
    """`typed` is `wanted` with one letter wrong, missing or extra, or two neighbours
    swapped: the slip of a finger ("coloumn", "spelregles").

    >>> one_slip("coloumn", "column"), one_slip("colona", "colonna"), one_slip("tauler", "taula")
    (True, True, False)
    """
    a, b = typed, wanted
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if min(len(a), len(b)) >= 3 and a[0] != b[0] and a[-1] != b[-1]:
        return False  # one slip leaves the first letter or the last as it was: most words differ at once
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


LONG_STEM = 6  # a shorter stem with a letter left out is too close to other words ("scor": "scoperte")


def stem_left_out(typed: str, stem: str) -> bool:
    """Whether `typed` begins with `stem` with one letter left out inside it, its ending still
    typed ("sugerimento" for "suggeriment*"), in a long stem: never its first letter nor its
    last, which would leave a shorter stem that any word may begin with.

    >>> stem_left_out("sugerimento", "suggeriment"), stem_left_out("scoperte", "score")
    (True, False)
    """
    if len(stem) < LONG_STEM:
        return False
    begun = typed[: len(stem) - 1]
    return len(begun) == len(stem) - 1 and any(
        stem[:i] + stem[i + 1 :] == begun for i in range(1, len(stem) - 1)
    )


T = TypeVar("T")


class NearIndex(Generic[T]):
    """Words, each with a value, kept by length and by their first and last letters: the
    words a typed word may be one slip from (`one_slip`) are found without comparing it
    with every word. A slip leaves the length within one letter and, in words of three
    letters or more, the first letter or the last as it was."""

    def __init__(self, entries: Iterable[tuple[str, T]]) -> None:
        self._by_length: dict[int, list[tuple[str, T]]] = {}
        self._by_first: dict[tuple[int, str], list[tuple[str, T]]] = {}
        self._by_last: dict[tuple[int, str], list[tuple[str, T]]] = {}
        for word, value in entries:
            self._by_length.setdefault(len(word), []).append((word, value))
            self._by_first.setdefault((len(word), word[:1]), []).append((word, value))
            self._by_last.setdefault((len(word), word[-1:]), []).append((word, value))

    def near(self, typed: str) -> list[tuple[str, T]]:
        """The entries `typed` may be one slip from, each once; `one_slip` still decides."""
        out: list[tuple[str, T]] = []
        for n in (len(typed) - 1, len(typed), len(typed) + 1):
            if min(n, len(typed)) < 3:
                out += self._by_length.get(n, ())
                continue
            out += self._by_first.get((n, typed[:1]), ())
            out += [e for e in self._by_last.get((n, typed[-1:]), ()) if e[0][:1] != typed[:1]]
        return out


def doubled(w: str, wanted: str) -> bool:
    """Whether `w` is `wanted` with one of its letters typed twice ("waaste", "homme")."""
    return any(w[:i] + w[i + 1 :] == wanted and w[i] == w[i - 1] for i in range(1, len(w)))
