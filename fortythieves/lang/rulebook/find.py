"""One section found as a player asks for it: "rules scoring", "rules maria"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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


@dataclass(frozen=True)
class _Index:
    """A sheet's sections by what names them, each name kept by the first section it names:
    a line asking for rules is looked up against every sheet, once for each run of its last
    words, so a sheet's names are folded once."""

    sheet: Sequence[Section]  # held, so that the sheet's id stays its own while indexed
    by_name: dict[str, int]  # folded key, title or variant name: the section's place
    by_key: dict[str, int]
    title_words: tuple[tuple[frozenset[str], ...], ...]  # each section's title and key, as words


# a sheet is indexed by its id: its sections are many and their blocks long, too long to hash
_INDEXES: dict[int, _Index] = {}


def _index(t: Translator, sheet: Sequence[Section]) -> _Index:
    found = _INDEXES.get(id(sheet))
    if found is not None and found.sheet is sheet:
        return found
    by_name: dict[str, int] = {}
    for n, section in enumerate(sheet):
        names = [section.key, section.title]
        if section.key.startswith("variant-"):
            names.append(variant_name(t, get_variant(section.key.removeprefix("variant-"))))
        for name in names:
            by_name.setdefault(_norm(name), n)
    words = tuple(
        tuple(frozenset(_norm(name).split()) for name in (section.title, section.key)) for section in sheet
    )
    made = _Index(sheet, by_name, {s.key: n for n, s in reversed(list(enumerate(sheet)))}, words)
    if len(_INDEXES) > 256:
        _INDEXES.clear()  # sheets made for one reply and let go: the cache never grows past this
    _INDEXES[id(sheet)] = made
    return made


def find_section(t: Translator, found: Sequence[Section], query: str, whole: bool = False) -> Section | None:
    """The section a player asks for, as in "rules scoring": by its key ("scoring",
    "empty column", "variant maria"), its title ("puntuacio"), a word of its title, or a
    variant's name or alias ("maria", "number 10"); accents and case do not matter.
    `whole`: by a whole key, title or name only, not by some words of a title."""
    want = _norm(query)
    if not want:
        return None
    index = _index(t, found)
    bare = want.removeprefix("variant ").removeprefix("variant") or "variants"
    named = find_variant(bare)  # in any of our languages: "regles de petit quaranta"
    places = [index.by_name.get(want), index.by_name.get(bare)]
    if named is not None:
        places.append(index.by_key.get(f"variant-{named.key}"))
    if (first := min((n for n in places if n is not None), default=None)) is not None:
        return found[first]
    said = section_said(want.split(), t.lang)  # "goal", "how are points counted": what players call it
    if said is not None:
        return found[index.by_key[said]] if said in index.by_key else None
    if whole:
        return None
    words = set(want.split())
    for section, names in zip(found, index.title_words, strict=True):  # "empty" for "The empty column"
        if any(words <= name for name in names):
            return section
    return None
