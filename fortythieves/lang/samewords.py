"""The words for "the same" said as a whole line ("the same", "la stessa cosa", "hetzelfde",
"isto opet"): the last act once more, as "again" asks it. A word class of the catalogue,
read with `lang.concepts`' helpers; the parser reads a line so only when nothing but small
words and words of "again" stand beside it ("the same again, please"), so "el mateix" and
"lo stesso" keep their meaning of "it" inside a command ("posa el mateix a la base")."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.i18n import Translator


def _same_words(t: Translator) -> str:
    # Translators: what a player says, as a whole line, to have the last thing done once more ("|"-separated):
    # "the same", "same thing", "do the same", in every form a player types (Catalan "el mateix", Dutch
    # "hetzelfde", Portuguese "o mesmo", Italian "la stessa cosa", Croatian "isto"). Said alone right after a
    # draw, an undo or a redo they do it again; after a move the game asks which card. Never a word that alone
    # means something else in your language (Portuguese "isto" is "this").
    return t.pgettext(
        "same words",
        "the same|same|same thing|the same thing|do the same|do the same thing|the same as before"
        "|same as before|the same move|same move|same as last time",
    )


@cache
def same_words(lang: str) -> frozenset[Phrase]:
    """The phrases of "the same", in `lang` and English, folded."""
    return words_of(_same_words, lang)
