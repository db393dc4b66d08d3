"""The board read-out of the seeds' example deal is, word for word, the sentence the
user's documents give (tests/readouts/<lang>.txt, copied from them), with one addition
the play-test asked for: each foundation says its suit ("base 1, piques: buida"), which
the seeds give only once, in the rules ("d'esquerra a dreta: piques, cors, ...")."""

from __future__ import annotations

import re
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
    seed = (HERE / "readouts" / f"{lang}.txt").read_text(encoding="utf-8").strip()
    suits = SUITS[lang]
    word = {"ca": "ase", "nl": "undament"}[lang]  # "base N" / "fundament N", either capital
    want = re.sub(rf"({word} (\d)):", lambda m: f"{m.group(1)}, {suits[(int(m.group(2)) - 1) % 4]}:", seed)
    assert want != seed
    assert Phraser(translator(lang)).board(game.state, Order.DEALT_FIRST) == want


# the seeds' suit words, in the foundations' fixed order (spades, hearts, diamonds, clubs)
SUITS = {"ca": ("piques", "cors", "diamants", "trèvols"), "nl": ("schoppen", "harten", "ruiten", "klaveren")}


def test_english_readout_names_each_foundation_s_suit() -> None:
    """English has no seed: "foundation 1 for spades" keeps the comma between foundations alone."""
    game = parse_layout(
        (HERE.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
    ).game()
    text = Phraser(translator("en")).board(game.state, Order.DEALT_FIRST)
    assert text.startswith(
        "Stock: 64 cards; waste empty. Foundation 1 for spades: empty, foundation 2 for hearts: empty,"
    )
    assert (
        "Column 1: ace of diamonds, 3 of spades, king of hearts, 2 of hearts; column 2: jack of clubs,"
        in text
    )
    assert text.endswith("column 10: 5 of diamonds, 9 of clubs, 2 of spades, 10 of clubs.")
