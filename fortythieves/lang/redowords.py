"""The verbs of "repeat" that software also uses for Redo (Croatian Poništi/Ponovi, Italian
Annulla/Ripeti): said alone right after an undo they redo; elsewhere they repeat the last
reply. English software says "Redo": English "repeat" is always "say that again", as
"again" right after an undo is always one more undo, so no English word is merged into
another language's list. A word class of the catalogue."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.i18n import Translator


def _redo_verbs(t: Translator) -> str:
    # Translators: the words for "repeat" that also mean Redo in your language's software, as Undo/Redo is
    # Croatian "Poništi/Ponovi" and Italian "Annulla/Ripeti" ("|"-separated, every form a player types
    # alone, with "it" when usual: "ponovi|ponovi to"). Said alone right after an undo they redo the move;
    # at any other time they say the last reply again. Never a word that only asks to hear it again, nor one
    # of the words for "again" (which right after an undo undo once more). Where Redo is only called Redo
    # (English), write the words for Redo themselves: "redo|redo it|redo that".
    return t.pgettext("redo verbs", "repeat|repeat it|repeat that")


@cache
def redo_verbs(lang: str) -> frozenset[Phrase]:
    """The repeat words that redo right after an undo, in `lang` alone, folded."""
    return words_of(_redo_verbs, lang, english=False)


def says_redo_verb(text: str, lang: str) -> bool:
    """`text` (words as the parser keeps them) is only a repeat word that is also Redo's
    ("ponovi", "ripeti!")."""
    return tuple(re.sub(r"[^\w\s]", " ", text).split()) in redo_verbs(lang)
