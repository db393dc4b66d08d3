"""A list reply never stacks colons: a screen reader reads "Settings: verbosity: brief" or
"8 useful moves: to one of the empty columns 9 or 10: ..." as one breathless run. A heading
before a list of labelled entries is a sentence of its own ("Settings. Verbosity: brief;
..."), a group inside a list is said without a colon of its own, and the cards lying on a
card are said in brackets, in every language and at every verbosity."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_all_up import ALL_UP
from test_guiding_replies import position, session
from test_reply_pieces import BURIED

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import help_topics, word
from fortythieves.lang.phrasing import Verbosity
from fortythieves.play.session import Session

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9ÀÈÉÍÒÓÚÇČĆŠŽĐ«“])")
# where a card lies, with several cards on it: "9 of clubs", as each language names it
BOTTOM_CARD = {"en": "9 of clubs", "ca": "9 de trèvols", "nl": "klaveren 9", "pt": "9 de paus",
               "it": "9 di fiori", "hr": "tref devetka"}  # fmt: skip


def stacked(reply: str) -> list[str]:
    """The clauses of `reply` (a sentence cut at its semicolons) that hold two colons."""
    return [
        clause
        for sentence in SENTENCE.split(reply)
        for clause in sentence.split("; ")
        if clause.count(": ") + clause.rstrip(".").endswith(":") > 1
    ]


def replies(s: Session, lang: str) -> list[str]:
    """The list replies of the game: the board, the exposed cards, the moves, the settings,
    the help's topics, where a card lies and every card sent up. The board's sentence of the
    foundations is the one the players' own documents give, word for word ("Foundation 1 for
    spades: empty, foundation 2 ..."): its entries are parted by commas, so it is left out."""
    said = []
    for topic in help_topics(lang).values():
        said.append(s.handle(f"{word(lang, 'help')} {topic[0]}").text)
    for verbosity in ("brief", "normal", "full"):
        s.handle(f"{word(lang, 'verbosity')} {word(lang, verbosity)}")
        for key in ("board", "exposed", "moves", "settings"):
            said.append(
                s.handle(word(lang, key)).text.replace(
                    s.p.board_foundations(s.game.state, s.settings.verbosity), ""
                )
            )
        said.append(s.handle(ALL_UP[lang][0]).text)
    return said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_list_reply_stacks_colons(lang: str) -> None:
    for layout in (ENDGAME, position(BURIED)):
        s = session(lang, layout)
        for reply in [*replies(s, lang), s.handle(BOTTOM_CARD[lang]).text]:
            assert not stacked(reply), reply


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_heading_before_labelled_entries_is_a_sentence(lang: str) -> None:
    s = session(lang, ENDGAME, Verbosity.BRIEF)
    for key in ("exposed", "settings"):
        heading, _, rest = s.handle(word(lang, key)).text.partition(". ")
        assert ":" not in heading and rest[:1].isupper(), (heading, rest)
    board = s.handle(word(lang, "board")).text
    assert not stacked(board.replace(s.p.board_foundations(s.game.state, s.settings.verbosity), "")), board


def test_the_check_finds_a_stacked_colon() -> None:
    assert stacked("Settings: verbosity: brief; order: dealt first.")
    assert stacked("8 useful moves: to one of the empty columns 9 or 10: 6 of spades, 8 of spades.")
    assert stacked("No single move sends every card up; one at a time: 1 useful move: 2 of spades.")
    assert not stacked("Settings. Verbosity: brief; order: dealt first.")
    assert not stacked("Column 1: queen of hearts; column 2: king of clubs.")
