""" "vira até poder jogar", "draw until I can play": cards drawn one by one until one can be
played, the stop of a counted draw, said without a number; nothing said of the stop beyond
the draw's own reply (where the card goes). "Until" and a card named is not understood (the
draw would stop at another card), and asked with "?" it draws nothing. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import MoveKind, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.lang.intents import ALL_MOVES, Cmd, Command, Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parsing.pipeline import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"
WASTE = Pile(PileKind.WASTE)

LINES = {  # two ways to draw until a card can be played, and "until" with a card named
    "en": (("draw until I can play", "draw till something comes up"), "draw until the 8 of clubs"),
    "ca": (("roba fins que pugui jugar", "gira cartes fins que surti alguna cosa"), "roba fins al 8 de trèvols"),
    "nl": (("trek tot ik iets kan spelen", "trek kaarten totdat er iets past"), "trek tot klaveren 8"),
    "pt": (("vira até poder jogar", "vira até aparecer alguma coisa útil"), "vira até ao 8 de paus"),
    "it": (("pesca finché non posso giocare", "pesca fino a quando esce qualcosa"), "pesca fino all'8 di fiori"),
    "hr": (("vuci dok ne mogu igrati", "vuci sve dok nešto ne može ići"), "vuci dok ne dođe tref osmica"),
}  # fmt: skip
CASES = [(lang, line) for lang in LANGUAGES for line in LINES[lang][0]]


def session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def playable(s: Session) -> bool:
    return any(m.source == WASTE for m in useful_moves(s.game.state))


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_draw_until_a_card_can_be_played(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.DRAW, ALL_MOVES)
    one = session(lang)  # drawn one at a time, as far
    draws = 0
    while not playable(one) and one.game.state.stock:
        one.handle(word(lang, "draw"))
        draws += 1
    s = session(lang)
    said = s.handle(line).text
    assert [m.kind for m in s.game.history] == [MoveKind.DRAW] * draws
    assert s.game.state == one.game.state
    assert s.r.draws_stopped(draws, 100) not in said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_until_a_card_named_is_not_understood(lang: str) -> None:
    assert isinstance(parse(LINES[lang][1], lang), Unknown)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_asked_it_draws_nothing(lang: str) -> None:
    s = session(lang)
    s.handle(f"{LINES[lang][0][0]}?")
    assert s.game.history == []
