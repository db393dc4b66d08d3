""" "Do it" after a reading: a card read with the one place it can go ("From column 1, the 2
of hearts can go on the 3 of hearts in column 8") proposed that move, and "do it", "go on
then", "doe maar", "faz" play it; with several places the game asks which, and the place
answers; a card that would come back down from a foundation is asked about first; a column
read proposes nothing, and "do it" is refused, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

HERE = Path(__file__).parent
SEED = (HERE.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ENDGAME = (HERE / "positions" / "endgame.txt").read_text(encoding="utf-8")
TWO_ON_THREE = Move(MoveKind.MOVE, column(0), column(7))  # the 2 of hearts's one place in the deal
QUEEN_HOME = Move(MoveKind.MOVE, column(2), foundation(5))  # the endgame's queen of hearts, home

LINES = {  # the 2 of hearts, the queen of hearts, column 3, "foundation 6", and ways to say "do it"
    "en": ("2 of hearts", "queen of hearts", "column 3", "foundation 6", ("do it", "go on then")),
    "ca": ("2 de cors", "dama de cors", "columna 3", "base 6", ("fes-ho", "endavant")),
    "nl": ("harten 2", "harten vrouw", "kolom 3", "fundament 6", ("doe maar", "doe het")),
    "pt": ("2 de copas", "dama de copas", "coluna 3", "base 6", ("faz isso", "faz")),
    "it": ("2 di cuori", "donna di cuori", "colonna 3", "base 6", ("fallo", "vai")),
    "hr": ("herc dvojka", "herc dama", "stupac 3", "temelj 6", ("napravi to", "odigraj")),
}
CASES = [(lang, do) for lang in LANGUAGES for do in LINES[lang][4]]


def _session(lang: str, layout: str = SEED) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(LINES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "do"), CASES)
def test_a_reading_with_one_place_proposes_that_move(lang: str, do: str) -> None:
    s = _session(lang)
    s.handle(LINES[lang][0])
    s.handle(do)
    assert s.game.history == [TWO_ON_THREE]


@pytest.mark.parametrize(("lang", "do"), CASES)
def test_a_reading_with_several_places_asks_which_and_the_place_answers(lang: str, do: str) -> None:
    s = _session(lang, ENDGAME)
    s.handle(LINES[lang][1])
    asked = s.handle(do)
    assert any(isinstance(e, ev.Asked) and len(e.moves) > 1 for e in asked.events)
    assert not s.game.history
    s.handle(LINES[lang][3])
    assert s.game.history == [QUEEN_HOME]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_copy_on_a_foundation_is_not_offered_beside_one_that_can_move(lang: str) -> None:
    s = _session(lang, ENDGAME)
    s.handle(LINES[lang][1])  # one copy in column 3, the other on foundation 2
    asked = s.handle(word(lang, "do-it"))
    moves = next(e.moves for e in asked.events if isinstance(e, ev.Asked))
    assert all(m.source == column(2) for m in moves)


@pytest.mark.parametrize(("lang", "do"), CASES)
def test_a_column_read_proposes_nothing(lang: str, do: str) -> None:
    s = _session(lang)
    s.handle(LINES[lang][2])
    t = translator(lang)
    refused = t._("Do what? Nothing has been proposed since. Type {play} and a card, or {hint} for a move.")
    assert s.handle(do).text == refused.format(play=word(lang, "play"), hint=word(lang, "hint"))
    assert not s.game.history


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_lasts_only_while_the_card_is_the_last_thing_named(lang: str) -> None:
    s = _session(lang)
    s.handle(LINES[lang][0])
    s.handle(LINES[lang][2])  # a column read after it: the card's offer is past
    s.handle(word(lang, "do-it"))
    assert not s.game.history


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_on_a_foundation_is_asked_about_before_it_comes_down(lang: str) -> None:
    s = _session(lang)
    for move in (  # the jack of spades off the ace of hearts, then both red aces' suit home
        Move(MoveKind.MOVE, column(4), column(5)),
        Move(MoveKind.MOVE, column(4), foundation(1)),
        Move(MoveKind.MOVE, column(0), foundation(1)),
    ):
        s.play(move)
    s.handle(LINES[lang][0])  # the 2 of hearts: on foundation 2, its one place the 3 of hearts
    asked = s.handle(word(lang, "do-it"))
    assert any(isinstance(e, ev.Asked) for e in asked.events)
    assert len(s.game.history) == 3
    s.handle(word(lang, "do-it"))  # the question's "yes"
    assert s.game.history[-1] == Move(MoveKind.MOVE, foundation(1), column(7))
