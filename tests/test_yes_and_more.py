"""A "yes" to a move offered, with more said after it ("sim, e o 4 também", "yes, and draw"):
the move offered is played, then what follows, as a line of its own. (The whole line used to
drop the offer: the yes was lost and "o 4" read alone.)"""

from __future__ import annotations

import pytest

from fortythieves.core.moves import MoveKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # the ace of clubs ends column 2

ASKED = {
    "en": ("can the ace of clubs go to the foundation?", "yes, and draw"),
    "ca": ("pot anar l'as de trèvols a la base?", "sí, i roba"),
    "nl": ("kan de klaveren aas naar het fundament?", "ja, en trek"),
    "pt": ("o ás de paus pode ir para a base?", "sim, e tira uma carta"),
    "it": ("l'asso di fiori può andare in base?", "sì, e pesca"),
    "hr": ("može li tref as na temelj?", "da, i vuci"),
}


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_yes_then_a_command_plays_the_move_offered_and_then_the_command(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    asked, answer = ASKED[lang]
    s.handle(asked)
    assert s.pending is not None and not s.game.history
    s.handle(answer)
    kinds = [m.kind for m in s.game.state.pushed]
    assert kinds == [MoveKind.MOVE, MoveKind.DRAW], kinds
    assert s.game.state.foundations[3][-1].rank.value == 1
