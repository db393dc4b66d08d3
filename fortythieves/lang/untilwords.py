"""The word for "until" after a verb of drawing ("draw until I can play", "vira até poder
jogar", "trek tot ik iets kan spelen"): cards are drawn one by one until one can be played,
as a counted draw stops. A word class of the catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.i18n import Translator


def _until_words(t: Translator) -> str:
    # Translators: the word for "until" as said right after a verb of drawing ("draw until I can play",
    # "draw till something comes up"), every form, "|"-separated. The game then draws card after card and
    # stops at the first that can be played, or when the stock is empty; what is said after the word is
    # not read, unless it names a card or a place (then the line is not understood).
    return t.pgettext("until words", "until|till|til|untill")


@cache
def until_words(lang: str) -> frozenset[Phrase]:
    """The word for "until", in `lang` and English, folded."""
    return words_of(_until_words, lang)
