"""The word for "back" as a line of its own ("back", «enrere», ‘terug’, «atrás», «indietro»,
„natrag“): said alone it takes the last move back, as "back one" does; inside a line it
keeps its own meaning ("put the 5 back on column 3"). The words of going back to a level
of detail ("back to normal", "volta ao normal"). Word classes of the catalogue, read with
`lang.concepts`' helpers."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.i18n import Translator


def _back_alone_words(t: Translator) -> str:
    # Translators: the word for "back" (the adverb, as in "go back", "put it back"), every form a player
    # types alone as a whole line to take the last move back ("|"-separated): Dutch "terug", Croatian
    # "natrag|nazad|unatrag". Only the adverb: a verb that gives or takes something back ("return",
    # "remove") does not take a move back when said alone.
    return t.pgettext("back alone words", "back")


@cache
def back_alone_words(lang: str) -> frozenset[Phrase]:
    """The word for "back" said alone, in `lang` and English, folded."""
    return words_of(_back_alone_words, lang)


def _back_to_words(t: Translator) -> str:
    # Translators: the words that say going back to a level of detail before its name ("back to normal",
    # "go back to short replies"), "|"-separated, each ending where the level's word begins, with the
    # article when there is one (Portuguese "volta ao", Catalan "torna a la"). Said before a level,
    # they set it; they never take a move back.
    return t.pgettext(
        "back to words", "back to|go back to|switch back to|return to|revert to|back to the|go back to the"
    )


@cache
def back_to_words(lang: str) -> frozenset[Phrase]:
    """The words of going back to a level of detail, in `lang` and English, folded."""
    return words_of(_back_to_words, lang)
