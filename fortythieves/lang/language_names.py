"""The names of the world's languages in each offered language, as a switch may name one
("posa-ho en alemany"): Babel's names of the languages with a two-letter code, folded,
one word each. The hundreds of others are left out: their names are everyday words
elsewhere (Croatian "kako", how, is a language of Cameroon).

Loading Babel's locale data costs a player's first line tens of milliseconds, so the
names are shipped in `fortythieves/data/language-names.txt` (made by
`tools/language_names.py`); a language missing there is read from Babel.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fortythieves.lang.folding import normalize

DATA = Path(__file__).resolve().parent.parent / "data" / "language-names.txt"


def from_babel(lang: str) -> frozenset[str]:
    """The folded one-word names of the languages with a two-letter code, in `lang`."""
    from babel import Locale

    names = (name for code, name in Locale.parse(lang).languages.items() if len(code) == 2)
    return frozenset(folded for name in names if len((folded := normalize(name)).split()) == 1)


@cache
def _shipped() -> dict[str, frozenset[str]]:
    lines = DATA.read_text(encoding="utf-8").splitlines()
    found = (line.partition(":") for line in lines if line and not line.startswith("#"))
    return {code: frozenset(names.split("|")) for code, _, names in found}


def language_names(lang: str) -> frozenset[str]:
    """The folded one-word names of the world's languages in `lang`."""
    shipped = _shipped().get(lang)
    return shipped if shipped is not None else from_babel(lang)
