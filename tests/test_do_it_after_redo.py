""" "Do it" right after a redo plays what the redo's reply offered last, as after the move or
the draw itself: two draws taken back and made again ("... Carta virada: 8 de espadas; pode
ir sobre o 9 de espadas na coluna 9"), then "faz isso" plays the 8 of spades from the waste,
never the card the undo put back on the stock first. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-6P5J3MT"

DO_IT = {
    "en": ("do it", "go on then"),
    "ca": ("fes-ho", "endavant"),
    "nl": ("doe maar", "doe het"),
    "pt": ("faz isso", "faz"),
    "it": ("fallo", "vai"),
    "hr": ("napravi to", "odigraj"),
}
CASES = [(lang, do) for lang in LANGUAGES for do in DO_IT[lang]]
WASTE = Pile(PileKind.WASTE)


def redone_draws(lang: str) -> Session:
    """Drawn until the card drawn can go somewhere, two draws at least; both taken back and
    made again."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    draws = 0
    while draws < 2 or not [m for m in useful_moves(s.game.state) if m.source == WASTE and m.target]:
        s.handle(word(lang, "draw"))
        draws += 1
        assert draws < 30, "the deal draws a card with a place"
    s.handle(f"{word(lang, 'undo')} 2")
    s.handle(f"{word(lang, 'redo')} 2")
    return s


@pytest.mark.parametrize(("lang", "do"), CASES)
def test_do_it_after_a_redo_plays_the_card_redone(lang: str, do: str) -> None:
    s = redone_draws(lang)
    drawn = s.game.state.waste[-1]
    places = [m for m in useful_moves(s.game.state) if m.source == WASTE and m.target]
    made = len(s.game.history)
    s.handle(do)
    assert len(s.game.history) == made + 1, "the move offered is played"
    assert s.game.history[-1] in places
    assert drawn not in s.game.state.waste
