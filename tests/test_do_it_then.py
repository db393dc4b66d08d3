""" "Do it and then draw" right after a hint: the do-it words before a "then" word are a whole
command, the hint's move, and the draw comes after it; never the draw alone with "do it"
dropped. With nothing proposed, nothing is done."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.lang.intents import Series, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))  # the hint the advisor gives
DRAW = Move(MoveKind.DRAW)

LINES = {
    "en": ("do it and then draw", "ok do that, then draw"),
    "ca": ("fes-ho i després roba", "fes-ho i roba una carta"),
    "nl": ("doe het en dan trek", "doe maar, daarna trek"),
    "pt": ("faz isso e depois tira uma carta", "faz e depois vira"),
    "it": ("fallo e poi pesca", "fai pure e poi pesca"),
    "hr": ("napravi to pa vuci", "odigraj to i onda vuci"),
}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(JACK_ON_QUEEN))
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in LINES[lang]])
def test_do_it_then_draw_plays_the_hint_then_draws(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, Series) and len(intent.parts) == 2, format_intent(intent)
    s = _session(lang)
    s.handle(word(lang, "hint"))
    s.handle(line)
    assert s.game.history == [JACK_ON_QUEEN, DRAW]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_nothing_proposed_nothing_is_done(lang: str) -> None:
    s = _session(lang)
    start = s.game.state.key()
    s.handle(LINES[lang][0])
    assert s.game.state.key() == start
