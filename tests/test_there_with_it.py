"""A destination said alone and ended by "with it" sends the card named last there ("to
the foundation with it", "para a base com isso", "naar de basis met hem"); without it the
place is read as one that may take the card. Generated over the pronouns of the languages
whose word for "with" is a small word of their own."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import It, MoveIntent, PileRef, Read
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind
from fortythieves.lang.tokenizer import lexicon

FOUNDATION = PileRef(PileKind.FOUNDATION)
PLACES = {"en": ("to the foundation", "with"), "pt": ("para a base", "com"), "nl": ("naar de basis", "met")}


def _pronouns(lang: str) -> list[str]:
    return sorted(
        words[0]
        for words, tags in lexicon(lang).phrases.items()
        if len(words) == 1
        and any(t.kind is TagKind.PRONOUN for t in tags)
        and not any(t.kind in (TagKind.ARTICLE, TagKind.TO, TagKind.FROM, TagKind.CMD) for t in tags)
    )


CASES = [(lang, pronoun) for lang in sorted(PLACES) for pronoun in _pronouns(lang)]


@pytest.mark.parametrize(("lang", "pronoun"), CASES)
def test_with_it_moves_it_there(lang: str, pronoun: str) -> None:
    place, with_ = PLACES[lang]
    assert parse(f"{place} {with_} {pronoun}", lang) == MoveIntent(It(), FOUNDATION)


@pytest.mark.parametrize("lang", sorted(PLACES))
def test_the_place_alone_is_read(lang: str) -> None:
    assert parse(PLACES[lang][0], lang) == Read(FOUNDATION, to=True)
