"""A number or a word for a count of times beside an undo, a redo or an "again" is how many
times, never a column: "2 doe het nog eens" moved column 2's card. Generated from each
language's phrases for undo, redo and again, its numbers and its words for times."""

from __future__ import annotations

import pytest

from fortythieves.lang.countwords import times_nouns, times_said
from fortythieves.lang.intents import Cmd, Command, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse

_COUNTED = ("undo", "redo")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_number_before_a_repeat_is_a_count_or_refused(lang: str) -> None:
    entries = all_entries(lang)
    wrong, read = [], 0
    for key in (*_COUNTED, "again"):
        for phrase in entries[key]:
            for n in range(2, 10):
                line = f"{n} {phrase}"
                got = parse(line, lang)
                read += 1
                counted = isinstance(got, Command) and got.cmd in (Cmd.UNDO, Cmd.REDO) and got.rest == str(n)
                if changes_game(got) and not (key in _COUNTED and counted):
                    wrong.append((line, format_intent(got)))
    assert read >= 100
    assert not wrong, "\n".join(map(str, wrong[:20]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_of_times_counts_the_moves_undone_or_redone(lang: str) -> None:
    entries = all_entries(lang)
    said = {" ".join(words): n for words, n in times_said(lang).items()}
    nouns = [" ".join(words) for words in times_nouns(lang)]
    said |= {f"{n} {noun}": n for noun in nouns for n in (2, 3, 4)}
    wrong, read = [], 0
    for key, cmd in (("undo", Cmd.UNDO), ("redo", Cmd.REDO)):
        for phrase in entries[key][:3]:
            for times, n in said.items():
                for line in (f"{phrase} {times}", f"{times} {phrase}"):
                    got = parse(line, lang)
                    read += 1
                    if got != Command(cmd, str(n) if n > 1 else ""):
                        wrong.append((line, format_intent(got)))
    assert read >= 50
    # a count said the other way round may be refused, never read otherwise
    acted = [(line, got) for line, got in wrong if "unknown" not in got]
    assert not acted, "\n".join(map(str, acted[:20]))
    assert len(wrong) * 4 <= read, "\n".join(map(str, wrong[:20]))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "undo twice"),
        ("nl", "twee keer ongedaan maken"),
        ("it", "annulla due volte"),
        ("ca", "desfés dues vegades"),
        ("pt", "desfaz duas vezes"),
        ("hr", "poništi dvaput"),
    ],
)
def test_undo_twice_in_each_language(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.UNDO, "2")
