"""The names of the game and its variants, as players of each language say them, and
the variant a player names in any of them."""

from __future__ import annotations

from functools import cache

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


def other_names(t: Translator) -> dict[str, tuple[str, ...]]:
    """Every name a player of the language of `t` may type for each variant (by key):
    its display name and the catalogue's "variant words" ("petit quaranta" for Little
    Forty in Catalan, "kleine veertig" in Dutch)."""
    # the names a player of the language may type, "|"-separated; the English names and
    # aliases are always understood, so these are the language's own
    words = {
        # Translators: the names a player of your language may type for the game ("|"-separated): the
        # name you gave it (context "variant name"), the names players of your language know it by.
        "forty-thieves": t.pgettext("variant words", "Forty Thieves|Forty Thieves solitaire"),
        # Translators: the names a player may type for the variant Indian ("|"-separated): your name for
        # it (context "variant name") and the other names your players use; never another variant's name.
        "indian": t.pgettext("variant words", "Indian"),
        # Translators: the names a player may type for the variant Limited ("|"-separated), as for Indian.
        "limited": t.pgettext("variant words", "Limited"),
        # Translators: the names a player may type for the variant Little Forty ("|"-separated), as for
        # Indian: "Petit Quaranta" in Catalan, "Kleine Veertig" in Dutch.
        "little-forty": t.pgettext("variant words", "Little Forty|Little 40"),
        # Translators: the names a player may type for the variant Lucas ("|"-separated), as for Indian.
        "lucas": t.pgettext("variant words", "Lucas"),
        # Translators: the names a player may type for the variant Maria ("|"-separated), as for Indian.
        "maria": t.pgettext("variant words", "Maria"),
        # Translators: the names a player may type for the variant Number Ten ("|"-separated), as for
        # Indian; with the number in figures too.
        "number-ten": t.pgettext("variant words", "Number Ten|Number 10"),
        # Translators: the names a player may type for the variant Rank and File ("|"-separated), as for
        # Indian.
        "rank-and-file": t.pgettext("variant words", "Rank and File"),
        # Translators: the names a player may type for the variant Streets ("|"-separated), as for Indian.
        "streets": t.pgettext("variant words", "Streets"),
    }
    return {
        v.key: tuple(
            dict.fromkeys([variant_name(t, v), *(w.strip() for w in words[v.key].split("|") if w.strip())])
        )
        for v in VARIANTS
    }


@cache
def _named() -> dict[str, Variant]:
    """Every name of every variant in every language, folded: the first language to
    give a name keeps it."""
    found: dict[str, Variant] = {}
    for lang in LANGUAGES:
        for key, names in other_names(translator(lang)).items():
            for name in names:
                found.setdefault(fold_words(name), get_variant(key))
    return found


@cache
def variant_phrases() -> frozenset[tuple[str, ...]]:
    """Every name of every variant in every language, folded, as phrases of words."""
    return frozenset(tuple(name.split()) for name in _named())


def find_variant(text: str) -> Variant | None:
    """A variant named in any of our languages, or by its key or an alias.

    >>> find_variant("Número Dez").key, find_variant("napoleon").key, find_variant("petit quaranta").key
    ('number-ten', 'forty-thieves', 'little-forty')
    """
    wanted = fold_words(text)
    if not wanted:
        return None
    try:
        return get_variant(wanted)
    except KeyError:
        pass
    return _named().get(wanted)


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
