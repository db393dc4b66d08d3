"""The words for "the other one" ("a outra", "l'altra", "de andere"): said of the other copy
of a card or the other choice, never "once more", though Portuguese "outra" alone is
"another"; with "and" or "too" right after a card moved, the other copy goes where it
went. A word class of the catalogue, read with `lang.concepts`' helpers."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.countwords import in_a_row
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.intents import CardRef, Cmd, Command, RankRef, Read, Unknown
from fortythieves.lang.linkwords import also_words, and_words
from fortythieves.lang.parsing.classes import Reader
from fortythieves.lang.parsing.line import Piece, by_first_word, drop_phrases
from fortythieves.lang.tokenizer import tokenize


def _other_one_words(t: Translator) -> str:
    # Translators: the words for "the other one", as in "and the other one too" said of the second copy of
    # a card ("|"-separated, every form: masculine, feminine, plural, with their article). A line that
    # holds one is never "again" ("e a outra também" is not "outra", another). No ordinal "second".
    return t.pgettext("other one words", "the other|the other one|the other ones|the others")


@cache
def other_one_words(lang: str) -> frozenset[Phrase]:
    """The words for "the other one", in `lang` and English, folded."""
    return words_of(_other_one_words, lang)


def _words(text: str, lang: str) -> list[str]:
    """The folded words of `text`, without the words of an order ("one after the other",
    "l'una darrere l'altra"): their "other" is never the other copy of a card."""
    return drop_phrases(re.sub(r"[^\w\s]", " ", normalize(text)).split(), in_a_row(lang))


def says_other_one(text: str, lang: str) -> bool:
    """Whether `text` holds the words for "the other one"."""
    words, starting = _words(text, lang), by_first_word(other_one_words(lang))
    return any(tuple(words[i : i + len(p)]) == p for i, w in enumerate(words) for p in starting.get(w, ()))


def other_one_rest(line: str, lang: str) -> str | None:
    """ "and the other one?", "i l'altra sota?": the words left besides the words for the other
    one, "and" and "too" (a card's name, or nothing); None when the line says no "other one"."""
    words = _words(line, lang)
    rest = drop_phrases(words, other_one_words(lang))
    if len(rest) == len(words):
        return None
    return " ".join(drop_phrases(rest, and_words(lang) | also_words(lang)))


def other_one_too(line: str, lang: str) -> bool:
    """ "and the other one too", "e a outra também", "en de andere ook": only the words for
    the other one, with "and" or "too" (said right after a card moved, the other copy goes
    where it went)."""
    words = _words(line, lang)
    rest = drop_phrases(words, other_one_words(lang))
    if len(rest) == len(words):
        return False
    left = drop_phrases(rest, and_words(lang) | also_words(lang))
    return len(left) < len(rest) and not left


def other_one_said(p: Piece, r: Reader) -> Command | Unknown | None:
    """ "and the other one too", "en de andere azen ook", "i drugi isto", alone or as a part of
    a line after a command: only the words for the other one, with "and" or "too" and at most
    the name of a card or a rank (kept as the command's text). Which card's other copy is
    meant, the session knows: the card named last. Said with words not understood ("i onaj
    drugi zorblax"), the line is not understood: "drugi" is never read as column 2 there.
    None when the line says anything else."""
    rest = other_one_rest(p.text, p.lang)
    if rest is None:
        return None
    if rest:
        said = r.understand(Piece(tuple(tokenize(rest, p.lang)), p.lang))
        if isinstance(said, Unknown):
            return Unknown((p.typed if p.typed is not None else p.text,))
        if not (
            isinstance(said, Read) and isinstance(said.what, CardRef | RankRef) and said.lying_in is None
        ):
            return None  # "put the other one on the 8", "the other one in column 3": more is said
    return Command(Cmd.OTHER_ONE, rest)
