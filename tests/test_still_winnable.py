"""A word of "again" said with the words of "can I win" is "still": "è ancora vincibile?"
asks whether the game can be won (it repeated the last action), as "ainda se ganha?",
"encara es guanya?", "is het nog te winnen?" and "još se može pobijediti?" do. "Again"
alone, or beside a command, is still "again". Generated over each language's words."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind
from fortythieves.lang.tokenizer import lexicon


def _words(lang: str, cmd: Cmd, one: bool) -> list[str]:
    return sorted(
        " ".join(words)
        for words, tags in lexicon(lang).phrases.items()
        if (len(words) == 1 or not one)
        and len(tags) == 1
        and tags[0].kind is TagKind.CMD
        and tags[0].value is cmd
    )


CASES = [
    (lang, line)
    for lang in sorted(LANGUAGES)
    for again in _words(lang, Cmd.AGAIN, True)
    for win in _words(lang, Cmd.CAN_WIN, False)
    for line in (f"{again} {win}?", f"{win} {again}?")
]


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_again_beside_can_i_win_is_still(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.CAN_WIN)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "è ancora vincibile?"),
        ("it", "vinco ancora?"),
        ("pt", "ainda se ganha?"),
        ("ca", "encara es guanya?"),
        ("nl", "is het nog te winnen?"),
        ("hr", "još se može pobijediti?"),
        ("en", "is it still winnable?"),
    ],
)
def test_spoken_lines(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.CAN_WIN)


@pytest.mark.parametrize(
    ("lang", "line", "cmd"),
    [("it", "ancora", Cmd.AGAIN), ("it", "pesca ancora", Cmd.DRAW), ("hr", "opet", Cmd.AGAIN)],
)
def test_again_alone_or_with_a_command(lang: str, line: str, cmd: Cmd) -> None:
    assert parse(line, lang) == Command(cmd)
