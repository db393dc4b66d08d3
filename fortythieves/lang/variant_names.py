"""The names of the game and its variants, as players of each language say them, and
the variant a player names in any of them."""

from __future__ import annotations

from fortythieves.core.variants import VARIANTS, Variant, get_variant
from fortythieves.lang.folding import fold_words
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.languages import LANGUAGES


def variant_name(t: Translator, variant: Variant) -> str:
    """The display name of `variant` in the language of `t`.

    >>> from fortythieves.core.variants import get_variant
    >>> variant_name(translator("en"), get_variant("rank-and-file"))
    'Rank and File'
    """
    return t.marked("variant name", variant.name)


def find_variant(text: str) -> Variant | None:
    """A variant named in any of our languages, or by its key or an alias.

    >>> find_variant("Número Dez").key, find_variant("napoleon").key
    ('number-ten', 'forty-thieves')
    """
    wanted = fold_words(text)
    if not wanted:
        return None
    try:
        return get_variant(wanted)
    except KeyError:
        pass
    for lang in LANGUAGES:
        tr = translator(lang)
        for v in VARIANTS:
            if fold_words(variant_name(tr, v)) == wanted:
                return v
    return None


def variant_in(text: str) -> Variant | None:
    """A variant named among other words ("of Maria", "van Rank and File"): the longest
    run of words that names one."""
    words = text.split()
    for n in range(len(words), 0, -1):
        for i in range(len(words) - n + 1):
            found = find_variant(" ".join(words[i : i + n]))
            if found is not None:
                return found
    return None
