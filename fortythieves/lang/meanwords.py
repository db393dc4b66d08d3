"""The words that say "I mean" ("I mean", «vull dir», ‘ik bedoel’, «quero dizer»,
«intendevo», „mislim“): a line that opens with them, after talk or not, puts the line
before it right. When it says again the command just done ("draw", then "oeps, ik bedoel
trek"), it restates it: the game says it is done and does it no second time. A word class
of the catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.chatter import talk_before
from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator


def _mean_words(t: Translator) -> str:
    # Translators: the words a player says to put the line before right, "I mean", "I meant" ("|"-
    # separated, every form: "ik bedoel|ik bedoelde|bedoel ik", "mislim|htio sam reći"). A line that
    # opens with them and says the command the game has just done ("draw", then "oops, I mean draw")
    # only restates it: the game says it is done, and does not do it again.
    return t.pgettext("i mean words", "i mean|i meant|i meant to say|meant")


@cache
def mean_words(lang: str) -> frozenset[Phrase]:
    """The words for "I mean", in `lang` and English, folded."""
    return words_of(_mean_words, lang)


def opens_with_i_mean(line: str, lang: str) -> bool:
    """Whether `line` opens with "I mean", after talk or not ("oeps, ik bedoel trek")."""
    words = re.sub(r"[^\w\s]", " ", normalize(line)).split()
    at = talk_before(words, lang)
    return any(tuple(words[at : at + len(p)]) == p for p in mean_words(lang))


def without_i_mean(words: list[str], lang: str) -> list[str]:
    """`words` (folded) without "I mean" said first or last ("peticu mislim": "peticu")."""
    for p in sorted(mean_words(lang), key=len, reverse=True):
        if tuple(words[: len(p)]) == p and len(words) > len(p):
            return words[len(p) :]
        if tuple(words[-len(p) :]) == p and len(words) > len(p):
            return words[: -len(p)]
    return words
