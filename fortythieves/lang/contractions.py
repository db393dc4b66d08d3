"""Two words typed as one that folding the line's accents and marks would lose: Italian
"c'è", "c'ho" (the "c" is "ci", never the column letter), Catalan "d'aquella", "d'una" (the
"d" is "de", from, never the waste's letter) and Portuguese "à", "às" (the "a"
that means to, joined with the article "a", as "ao" joins it with "o": folded, it would be the
bare article, and "manda o 7 à coluna 4" would name no place). Each is found as typed, with
the word after it, before the line is folded; the tagger reads it as what it stands for
unless a longer phrase of the catalogue begins with it ("à vista").

English also glues the genitive "'s" to the place it says a card of ("column 10's top card",
"the waste's top card"): folded, the "s" would be a word of its own that means nothing.
After a number or a word for a place it is dropped: "column 10 top card" names the card
as "the top card of column 10" does. Elsewhere it is left ("what's", "let's" are phrases
of the catalogue)."""

from __future__ import annotations

import re

from fortythieves.lang.folding import normalize
from fortythieves.lang.lexicon import all_entries

_ELIDED_CI = re.compile(r"\b[cC]['\u2019`]([^\W\d_]+)")
_ELIDED_DE = re.compile(r"\b[dD]['\u2019`]([^\W\d_]+)")
_CRASIS = re.compile(r"(?<!\w)[àÀ]([sS]?)\s+([^\W\d_]+)")
_GENITIVE = re.compile(r"(\w+)['\u2019`][sS]\b")
_PLACES = ("column", "waste", "stock", "foundation")

Contracted = dict[tuple[str, str], str]
"""A contracted word and the word after it, folded, with the word it stands for."""


def contracted(line: str, lang: str) -> Contracted:
    """The contracted words of `line` as typed."""
    if lang == "it":
        return {("c", normalize(m.group(1))): "ci" for m in _ELIDED_CI.finditer(line)}
    if lang == "ca":
        return {("d", normalize(m.group(1))): "de" for m in _ELIDED_DE.finditer(line)}
    if lang == "pt":
        return {("a" + m.group(1).lower(), normalize(m.group(2))): "ao" for m in _CRASIS.finditer(line)}
    return {}


def without_genitive(line: str, lang: str) -> str:
    """`line` with an English genitive "'s" after a number or a place dropped."""
    if lang != "en" or "s" not in line:
        return line
    places = {normalize(w) for key in _PLACES for w in all_entries("en")[key] if " " not in w.strip()}

    def dropped(m: re.Match[str]) -> str:
        said = m.group(1)
        return said if said.isdigit() or normalize(said) in places else m.group(0)

    return _GENITIVE.sub(dropped, line)
