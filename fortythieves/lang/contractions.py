"""Two words typed as one that folding the line's accents and marks would lose: Italian
"c'è", "c'ho" (the "c" is "ci", never the column letter) and Portuguese "à", "às" (the "a"
that means to, joined with the article "a", as "ao" joins it with "o": folded, it would be the
bare article, and "manda o 7 à coluna 4" would name no place). Each is found as typed, with
the word after it, before the line is folded; the tagger reads it as what it stands for
unless a longer phrase of the catalogue begins with it ("à vista")."""

from __future__ import annotations

import re

from fortythieves.lang.folding import normalize

_ELIDED_CI = re.compile(r"\b[cC]['\u2019`]([^\W\d_]+)")
_CRASIS = re.compile(r"(?<!\w)[àÀ]([sS]?)\s+([^\W\d_]+)")

Contracted = dict[tuple[str, str], str]
"""A contracted word and the word after it, folded, with the word it stands for."""


def contracted(line: str, lang: str) -> Contracted:
    """The contracted words of `line` as typed."""
    if lang == "it":
        return {("c", normalize(m.group(1))): "ci" for m in _ELIDED_CI.finditer(line)}
    if lang == "pt":
        return {("a" + m.group(1).lower(), normalize(m.group(2))): "ao" for m in _CRASIS.finditer(line)}
    return {}
