"""The words that say a card was turned face up ("the turned card", "de omgedraaide kaart",
"la carta girata"): in the standard game they name the card a draw turned onto the waste,
but right after a move turned a column's face-down card they name that card. A word class
of the catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator


def _turned_words(t: Translator) -> str:
    # Translators: the words that say a card was turned face up, as in "the turned card", "the card I just
    # turned over" ("|"-separated, every form: feminine, cases, the verb as said after "I"). Said right
    # after a move turned a face-down card in a column, a name of the waste with one of them ("the turned
    # card") names that column's card; at any other time, the waste's.
    return t.pgettext("turned words", "turned|turned over|turned up|flipped|flipped over|uncovered")


@cache
def turned_words(lang: str) -> frozenset[Phrase]:
    """The words of a card turned face up, in `lang` and English, folded."""
    return words_of(_turned_words, lang)


def says_turned(line: str, lang: str) -> bool:
    """Whether `line` holds a word of a card turned face up."""
    words = tuple(re.sub(r"[^\w\s]", " ", normalize(line)).split())
    return any(words[i : i + len(p)] == p for p in turned_words(lang) for i in range(len(words)))
