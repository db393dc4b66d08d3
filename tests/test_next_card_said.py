""" "The next card" draws, said in every form a player gives it: with an article, after
"give me", and in Croatian in the accusative a verb takes ("daj sljedeću kartu",
"iduću kartu") as well as the nominative ("sljedeća karta"). "The next one" alone still asks
the next of what the conversation was about."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.parser import parse

DRAWN = [
    ("en", "next card"),
    ("en", "the next card"),
    ("en", "give me the next card"),
    ("ca", "la carta següent"),
    ("nl", "de volgende kaart"),
    ("pt", "a próxima carta"),
    ("it", "la prossima carta"),
    ("hr", "sljedeća karta"),
    ("hr", "sljedeću kartu"),
    ("hr", "daj sljedeću kartu"),
    ("hr", "iduću kartu"),
    ("hr", "slijedeću kartu"),
]


@pytest.mark.parametrize(("lang", "line"), DRAWN)
def test_the_next_card_draws(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.DRAW), line


@pytest.mark.parametrize(
    ("lang", "line"), [("hr", "sljedeću"), ("hr", "a sljedeću?"), ("en", "the next one")]
)
def test_the_next_one_alone_asks_the_next_of_what_was_said(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEXT)
