"""A word that is both an article and a rank (Portuguese "as", the article, and "ás", the
ace, fold to one word) is the article only where it has something to determine after it:
said last or right before a word for "to" it is the rank ("ás para a base", "ás na base"
move the ace), before a noun it is the article ("as bases" names the foundations)."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Rank
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import MoveIntent, PileRef, RankRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind
from fortythieves.lang.tokenizer import lexicon

LANGS = sorted(LANGUAGES)


def _homographs(lang: str) -> list[tuple[str, int]]:
    """The one-word article/rank homographs of `lang` and their ranks."""
    out = []
    for words, tags in lexicon(lang).phrases.items():
        kinds = {t.kind for t in tags}
        ranks = [t.value for t in tags if t.kind is TagKind.RANK and isinstance(t.value, int)]
        if (
            len(words) == 1
            and ranks
            and TagKind.NUM not in kinds
            and kinds & {TagKind.FILLER, TagKind.ARTICLE}
        ):
            out.append((words[0], ranks[0]))
    return out


def _words(lang: str, kind: TagKind, value: object = None) -> list[str]:
    return sorted(
        " ".join(words)
        for words, tags in lexicon(lang).phrases.items()
        if len(tags) == 1 and tags[0].kind is kind and (value is None or tags[0].value == value)
    )


CASES = [
    (lang, word, rank, to, base)
    for lang in LANGS
    for word, rank in _homographs(lang)
    for to in _words(lang, TagKind.TO)
    for base in _words(lang, TagKind.PILE, PileKind.FOUNDATION)[:1]
]


def test_portuguese_has_the_homograph() -> None:
    assert ("as", 1) in _homographs("pt")


@pytest.mark.parametrize(("lang", "word", "rank", "to", "base"), CASES)
def test_before_to_it_is_the_rank(lang: str, word: str, rank: int, to: str, base: str) -> None:
    intent = parse(f"{word} {to} {base}", lang)
    assert intent == MoveIntent(RankRef(Rank(rank)), PileRef(PileKind.FOUNDATION)), intent


@pytest.mark.parametrize(
    ("lang", "word", "rank"), [(lang, w, r) for lang in LANGS for w, r in _homographs(lang)]
)
def test_said_alone_it_is_the_rank_read(lang: str, word: str, rank: int) -> None:
    assert parse(word, lang) == Read(RankRef(Rank(rank)))


@pytest.mark.parametrize(
    ("line", "intent"),
    [
        ("ás para a base", MoveIntent(RankRef(Rank.ACE), PileRef(PileKind.FOUNDATION))),
        ("ás na base", MoveIntent(RankRef(Rank.ACE), PileRef(PileKind.FOUNDATION))),
        ("o ás para a base", MoveIntent(RankRef(Rank.ACE), PileRef(PileKind.FOUNDATION))),
        ("as bases", Read(PileRef(PileKind.FOUNDATION))),
    ],
)
def test_portuguese_lines(line: str, intent: object) -> None:
    assert parse(line, "pt") == intent
