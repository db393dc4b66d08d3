"""The words on a program's Redo button in each language ("redo", «refés», ‘opnieuw’,
«refazer», «ripristina», „ponovi“). Said alone right after an undo, they redo what that
undo took back, even where the same word elsewhere asks for something else: Croatian
"ponovi" is also "say it again", Dutch "opnieuw" also "once more". A word class of the
catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator


def _redo_button_words(t: Translator) -> str:
    # Translators: the word or words on the Redo button of programs in your language, and the lines a
    # player types with it alone to get back what an undo took back ("|"-separated): Croatian "ponovi|
    # ponovi poteze|ponovi ih", Dutch "opnieuw". Said alone right after an undo, each of them redoes what
    # that undo took back, even a word that at other times asks to hear the last reply again (Croatian
    # "ponovi"). Never a word that right after an undo means something else ("again" undoes once more).
    return t.pgettext("redo button words", "redo|redo them|redo those")


@cache
def redo_button_lines(lang: str) -> frozenset[Phrase]:
    """The lines of the Redo button's words, in `lang` alone, folded."""
    return words_of(_redo_button_words, lang, english=False)


def says_redo_button(line: str, lang: str) -> bool:
    """Whether `line` is, word for word, one of the Redo button's lines (a question mark or
    an exclamation after it passed over)."""
    return tuple(re.sub(r"[^\w\s]", " ", normalize(line)).split()) in redo_button_lines(lang)
