"""A "yes" right after a draw whose reply named the one place the card goes ("Drew the 9 of
hearts; it goes on the 10 of hearts in column 8", then "ja") plays that move, as "do it"
does, in every language; "ok" only says how to make it. After a draw that names no place,
"yes" answers that nothing was asked and changes nothing."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import MoveKind, PileKind
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # the second card drawn, the 9 of hearts, goes only on the 10 of hearts
YES = {
    "en": ("yes", "yeah", "sure"),
    "ca": ("sí", "és clar"),
    "nl": ("ja", "jazeker"),
    "pt": ("sim", "claro"),
    "it": ("sì", "certo"),
    "hr": ("da", "može"),
}
OK = {"en": "ok", "ca": "d'acord", "nl": "oké", "pt": "ok", "it": "va bene", "hr": "dobro"}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(YES) == set(OK) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "yes"), [(lang, y) for lang in LANGUAGES for y in YES[lang]])
def test_yes_after_a_draw_with_one_place_plays_it(lang: str, yes: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    drawn = s.game.state.waste[-1]
    s.handle(yes)
    last = s.game.history[-1]
    assert last.kind is MoveKind.MOVE and last.source is not None and last.source.kind is PileKind.WASTE
    assert last.target is not None and s.game.state.top(last.target) == drawn
    moves = s.game.moves
    s.handle(yes)  # played: a second "yes" plays nothing more
    assert s.game.moves == moves


@pytest.mark.parametrize("lang", LANGUAGES)
def test_yes_after_a_draw_with_no_place_does_nothing(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    before = s.game.state.key()
    s.handle(YES[lang][0])
    assert s.game.state.key() == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ok_after_a_draw_with_one_place_only_says_how(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    before = s.game.state.key()
    said = s.handle(OK[lang]).text
    assert s.game.state.key() == before and word(lang, "do-it") in said
