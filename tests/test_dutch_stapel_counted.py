"""Dutch "de stapel" is any pile: in a count question with "nog" or "over" (left) it is the
stock, the one pile that is counted down ("hoeveel kaarten zitten er nog in de stapel?");
without them the line is not understood. A count question never lists the moves, whatever
its other words may mark."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, Unknown
from fortythieves.lang.parser import parse

# Dutch "de stapel" in a count question: with "nog" or "over" the stock; without, not understood
STAPEL_LEFT = (
    "hoeveel kaarten zitten er nog in de stapel?",
    "hoeveel kaarten liggen er nog op de stapel",
    "hoeveel kaarten zijn er nog over in de stapel?",
    "hoeveel zitten er nog in de stapel?",
)
STAPEL_ANY = (
    "hoeveel kaarten zitten er in de stapel?",
    "hoeveel kaarten liggen er op de stapel?",
    "hoeveel kaarten zitten er nog in de groene stapel?",
)


@pytest.mark.parametrize("line", STAPEL_LEFT)
def test_dutch_stapel_counted_down_is_the_stock(line: str) -> None:
    assert parse(line, "nl") == Command(Cmd.STOCK_LEFT)


@pytest.mark.parametrize("line", STAPEL_ANY)
def test_dutch_stapel_otherwise_is_no_pile_and_never_the_moves(line: str) -> None:
    assert isinstance(parse(line, "nl"), Unknown)
