"""A count anywhere in an undo or redo line counts, in every language, or the line is
refused: a count of moves is never dropped ("tres jugades desfés" undid one move).

The lines are generated from the catalogue: each language's words for undo and redo, its
numbers two to nine (spelled and as digits), its nouns of a count of moves and its words
for "last", in every order a player says them."""

from __future__ import annotations

import itertools

import pytest

from fortythieves.lang.countwords import count_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse

COUNTS = range(2, 10)


def _own(lang: str, name: str) -> list[str]:
    return [w.strip() for w in count_words(translator(lang))[name].split("|") if w.strip()]


def numbers(lang: str, n: int) -> list[str]:
    """The digits and the spelled cardinals of `n` (its ordinals left out)."""
    entries = all_entries(lang)
    ordinals = set(entries["ordinals"][n - 1].split(","))
    return [str(n), *(w for w in entries[f"num-{n}"] if w not in ordinals)]


def counted_lines(lang: str, cmd: Cmd, n: int) -> list[str]:
    """Lines that take back (or play again) `n` moves, as players put them."""
    verb = all_entries(lang)[cmd.value][0]
    noun = _own(lang, "counted_moves")[0]
    last = _own(lang, "last_words")[0]
    lines = []
    for number in numbers(lang, n)[:2]:
        lines += [f"{verb} {number} {noun}", f"{number} {noun} {verb}", f"{verb} {last} {number} {noun}"]
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("cmd", [Cmd.UNDO, Cmd.REDO])
def test_a_count_of_moves_counts_before_or_after_the_verb(lang: str, cmd: Cmd) -> None:
    wrong = [
        (line, format_intent(got))
        for n in COUNTS
        for line in counted_lines(lang, cmd, n)
        if (got := parse(line, lang)) != Command(cmd, str(n))
    ]
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("lang", "line", "n"),
    [
        ("ca", "tres jugades desfés", 3),
        ("ca", "desfés les tres últimes jugades", 3),
        ("it", "annulla le ultime tre mosse", 3),
        ("it", "due mosse indietro", 2),
        ("nl", "maak de laatste drie zetten ongedaan", 3),
        ("nl", "drie zetten ongedaan maken", 3),
        ("nl", "drie zetten terug", 3),
        ("pt", "anula as últimas três jogadas", 3),
        ("en", "undo the last three moves", 3),
        ("en", "three moves back", 3),
        ("hr", "poništi zadnja tri poteza", 3),
        ("hr", "tri poteza natrag", 3),
    ],
)
def test_players_counts_as_found_in_free_play(lang: str, line: str, n: int) -> None:
    assert parse(line, lang) == Command(Cmd.UNDO, str(n))


def undo_lines(lang: str, n: int) -> list[str]:
    """Every undo and redo word with a count of `n` before it, after it, with or without a
    noun of moves and "last", with a place the game does not take after it. A digit alone
    before the verb may name a column ("3, do it again"): only a spelled number stands there."""
    entries = all_entries(lang)
    verbs = [*entries["undo"], *entries["redo"]]
    noun = _own(lang, "counted_moves")[0]  # the plural: Dutch "zet" is also "put"
    last = _own(lang, "last_words")[0]
    column = entries["column"][0]
    lines = []
    for verb, number in itertools.product(verbs, numbers(lang, n)):
        lines.append(f"{verb} {number}")
        if not number.isdigit():
            lines.append(f"{number} {verb}")
        lines += [
            f"{number} {noun} {verb}",
            f"{verb} {last} {number} {noun}",
            f"{verb} {number} {noun} {column} 4",
        ]
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_undo_or_redo_never_drops_its_count(lang: str) -> None:
    """The invariant over generated lines: each line undoes or redoes exactly its count, or
    changes nothing."""
    wrong, read = [], 0
    for n in (2, 3, 7):
        for line in undo_lines(lang, n):
            got = parse(line, lang)
            read += 1
            if changes_game(got) and not (
                isinstance(got, Command) and got.cmd in (Cmd.UNDO, Cmd.REDO) and got.rest == str(n)
            ):
                wrong.append((line, format_intent(got)))
    assert read > 300
    assert not wrong, "\n".join(map(str, wrong))
