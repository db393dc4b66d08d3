"""Short agreement after the game proposed a move: a draw whose reply says where the card
goes, then "može", "daj", "stavi je tamo", "go on", "vai", "doe maar", "endavant" plays it
(the language's "do it" lines); "gore", "up", "omhoog" alone send it up to a foundation.
The words are each language's catalogue entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import MoveKind, PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word, words
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _drawn_until(lang: str, home: bool) -> Session:
    """A session whose last draw gave a card that can be played (`home`: to a foundation)."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(64):
        s.handle(word(lang, "draw"))
        state = s.game.state
        targets = [
            m.target.kind
            for m in state.legal_moves()
            if m.kind is MoveKind.MOVE and m.source is not None and m.source.kind is PileKind.WASTE
        ]
        if (PileKind.FOUNDATION in targets) if home else targets:
            return s
    raise AssertionError("no playable card drawn")


AGREEING = [(lang, w) for lang in LANGUAGES for w in words(lang, "do-it")]


@pytest.mark.parametrize(("lang", "line"), AGREEING)
def test_agreeing_after_a_draw_that_says_where_the_card_goes_plays_it(lang: str, line: str) -> None:
    s = _drawn_until(lang, home=False)
    top, moves = (s.game.state.waste[-1:], len(s.game.state.waste)), s.game.moves
    s.handle(line)
    assert s.game.moves == moves + 1 and (s.game.state.waste[-1:], len(s.game.state.waste)) != top, line


def _up(lang: str) -> str:
    """The language's first word for "up" that is not also "on" (Italian "su")."""
    return next(w for w in words(lang, "up") if w not in words(lang, "to"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_up_alone_after_a_draw_sends_the_card_home(lang: str) -> None:
    s, line = _drawn_until(lang, home=True), _up(lang)
    home = sum(len(f) for f in s.game.state.foundations)
    s.handle(line)
    assert sum(len(f) for f in s.game.state.foundations) == home + 1, line
