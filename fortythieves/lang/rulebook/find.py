"""One section found as a player asks for it: "rules scoring", "rules maria"."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from fortythieves.core.variants import get_variant
from fortythieves.lang.folding import fold_words
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import Section, plain
from fortythieves.lang.sectionwords import section_said
from fortythieves.lang.variant_names import find_variant, variant_name


# each section's key and title, folded once rather than at every look-up
@lru_cache(maxsize=4096)
def _norm(text: str) -> str:
    return fold_words(plain(text))


def find_section(t: Translator, found: Sequence[Section], query: str, whole: bool = False) -> Section | None:
    """The section a player asks for, as in "rules scoring": by its key ("scoring",
    "empty column", "variant maria"), its title ("puntuacio"), a word of its title, or a
    variant's name or alias ("maria", "number 10"); accents and case do not matter.
    `whole`: by a whole key, title or name only, not by some words of a title."""
    want = _norm(query)
    if not want:
        return None
    bare = want.removeprefix("variant ").removeprefix("variant") or "variants"
    named = find_variant(bare)  # in any of our languages: "regles de petit quaranta"
    key = None if named is None else f"variant-{named.key}"
    for section in found:
        names = {_norm(section.key), _norm(section.title)}
        if section.key.startswith("variant-"):
            names.add(_norm(variant_name(t, get_variant(section.key.removeprefix("variant-")))))
        if want in names or bare in names or section.key == key:
            return section
    said = section_said(want.split(), t.lang)  # "goal", "how are points counted": what players call it
    if said is not None:
        return next((section for section in found if section.key == said), None)
    if whole:
        return None
    words = set(want.split())
    for section in found:  # the words of a title or key: "empty" for "The empty column"
        if any(words <= set(_norm(name).split()) for name in (section.title, section.key)):
            return section
    return None
