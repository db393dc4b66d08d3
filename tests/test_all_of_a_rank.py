"""'All' said before a rank ("all the aces to the foundation", "sve aseve na temelj") names
the copies of that rank, as Dutch "alle azen naar de basis" does: the word that alone reads the
whole board reads no board there, and the ace that can go is played. Alone, "all" still reads
the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import format_intent
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

CASES = [
    ("en", "draw", "all the aces to the foundation"), ("en", "draw", "move all aces to the foundation"),
    ("nl", "trek", "alle azen naar de basis"), ("ca", "roba", "tots els asos a la base"),
    ("pt", "vira", "todos os ases para a base"), ("it", "pesca", "tutti gli assi in fondazione"),
    ("hr", "vuci", "sve aseve na temelj"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "draw", "line"), CASES)
def test_all_of_a_rank_moves_that_rank(lang: str, draw: str, line: str) -> None:
    assert format_intent(P.parse(line, lang)) == "move rank A -> f", line
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(draw)  # the ace of spades is drawn
    s.handle(line)
    assert s.game.moves == 2 and not s.game.state.waste, line


@pytest.mark.parametrize(("lang", "line"), [("en", "all"), ("hr", "sve"), ("en", "show me all")])
def test_all_alone_reads_the_board(lang: str, line: str) -> None:
    assert format_intent(P.parse(line, lang)) == "cmd board", line
