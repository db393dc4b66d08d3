"""A server builds every language's parser words before its first player arrives."""

from __future__ import annotations

import pytest

from fortythieves.faces.net import steady
from fortythieves.lang import parser
from fortythieves.lang.languages import LANGUAGES


def test_warm_reads_a_command_and_unknown_words_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(parser, "parse", lambda line, lang: seen.append((line, lang)))
    steady.warm()
    assert {lang for _, lang in seen} == set(LANGUAGES)
    for lang in LANGUAGES:
        assert [line for line, said in seen if said == lang] == list(parser.WARMING_LINES)


def test_the_warming_lines_are_a_command_words_of_no_language_and_a_section_no_sheet_has() -> None:
    from fortythieves.lang.intents import Cmd, Command, Unknown
    from fortythieves.lang.parser import parse

    command, unknown, rules = parser.WARMING_LINES
    for lang in LANGUAGES:
        assert isinstance(parse(command, lang), Command)
        assert isinstance(parse(unknown, lang), Unknown)
        # a section no sheet has: the rules command with the name it does not know
        assert parse(rules, lang) == Command(Cmd.RULES, rules.split()[-1])
