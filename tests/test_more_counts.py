"""A word for "more" beside a count of moves counts with it ("desfaz mais 15 jogadas",
"undo 10 more", "desfés 10 jugades més": that many undone); said alone it is once more,
as "another" is ("mais" after a draw draws), and beside a draw, undo or redo it says that
command again ("vira mais"). The main word of the fuller setting alone still sets it.
Generated over each language's words for "more", undo and redo."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, Setting, SettingName, Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.counting import said_more
from fortythieves.lang.tags import Tag, TagKind
from fortythieves.lang.tokenizer import lexicon


def _more(lang: str) -> list[str]:
    return sorted(
        words[0]
        for words, tags in lexicon(lang).phrases.items()
        if len(words) == 1 and len(tags) == 1 and said_more(Tag(tags[0].kind, tags[0].value, words[0]))
    )


def _own(lang: str, cmd: Cmd) -> str:
    vocabulary = lexicon(lang).vocabulary
    return next(
        " ".join(w)
        for w, tags in sorted(lexicon(lang).phrases.items())
        if " ".join(w) in vocabulary
        and len(w) == 1
        and tags == (Tag(TagKind.CMD, cmd),)
        and parse(" ".join(w), lang) == Command(cmd)
    )


CASES = [
    (lang, more, cmd) for lang in sorted(LANGUAGES) for more in _more(lang) for cmd in (Cmd.UNDO, Cmd.REDO)
]


def test_every_language_has_a_word_for_more() -> None:
    assert all(_more(lang) for lang in LANGUAGES)


@pytest.mark.parametrize(("lang", "more", "cmd"), CASES)
def test_more_beside_a_count_counts(lang: str, more: str, cmd: Cmd) -> None:
    verb = _own(lang, cmd)
    for line in (f"{verb} {more} 12", f"{verb} 12 {more}"):
        assert parse(line, lang) == Command(cmd, "12"), line


@pytest.mark.parametrize(("lang", "more", "cmd"), CASES)
def test_more_beside_a_command_says_it_again(lang: str, more: str, cmd: Cmd) -> None:
    assert parse(f"{_own(lang, cmd)} {more}", lang) == Command(cmd)


@pytest.mark.parametrize(
    ("lang", "line", "intent"),
    [
        ("pt", "desfaz mais 15 jogadas", Command(Cmd.UNDO, "15")),
        ("pt", "anula mais 10", Command(Cmd.UNDO, "10")),
        ("en", "undo 15 more moves", Command(Cmd.UNDO, "15")),
        ("ca", "desfés 10 jugades més", Command(Cmd.UNDO, "10")),
        ("pt", "mais", Command(Cmd.AGAIN, right_after=True)),
        ("pt", "ok vira mais", Command(Cmd.DRAW)),
        ("en", "full please", Setting(SettingName.VERBOSITY, Value.FULL.value)),
    ],
)
def test_spoken_lines(lang: str, line: str, intent: object) -> None:
    assert parse(line, lang) == intent


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_more_and_a_number_alone_moves_nothing(lang: str) -> None:
    for more in _more(lang):
        assert not isinstance(parse(f"{more} 3", lang), Command)
