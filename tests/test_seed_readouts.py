"""The board read-out of the seeds' example deal is, word for word, the sentence the
user's documents give (tests/readouts/<lang>.txt, copied from them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.layout import parse_layout
from fortythieves.lang.i18n import translator
from fortythieves.lang.phrasing import Order, Phraser

HERE = Path(__file__).parent


@pytest.mark.parametrize("lang", ["ca", "nl"])
def test_seed_board_readout(lang: str) -> None:
    game = parse_layout(
        (HERE.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
    ).game()
    want = (HERE / "readouts" / f"{lang}.txt").read_text(encoding="utf-8").strip()
    assert Phraser(translator(lang)).board(game.state, Order.DEALT_FIRST) == want


def test_english_readout_follows_the_same_form() -> None:
    game = parse_layout(
        (HERE.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
    ).game()
    text = Phraser(translator("en")).board(game.state, Order.DEALT_FIRST)
    assert text.startswith(
        "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: empty, foundation 3: empty,"
    )
    assert (
        "Column 1: ace of diamonds, 3 of spades, king of hearts, 2 of hearts; column 2: jack of clubs,"
        in text
    )
    assert text.endswith("column 10: 5 of diamonds, 9 of clubs, 2 of spades, 10 of clubs.")
