""" "More" alone ("mais", "meer", "més", "più", "više") right after a draw draws once more; after
a reading or a move it does nothing and asks what to repeat. Words for a fuller reply
("verbose", "completa", "detaljno") never act. Generated from each language's words."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.countwords import count_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# the seed deal's first useful move, by its columns: the 2 of hearts onto the 3 of hearts
MOVE = "c1 c8"


def _more(lang: str) -> list[str]:
    return [w.strip() for w in count_words(translator(lang))["more_words"].split("|") if w.strip()]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


CASES = [(lang, w) for lang in LANGUAGES for w in _more(lang)]


@pytest.mark.parametrize(("lang", "more"), CASES)
def test_more_right_after_a_draw_draws_again(lang: str, more: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(more)
    assert s.game.moves == 2


@pytest.mark.parametrize(("lang", "more"), CASES)
def test_more_after_a_reading_or_a_move_does_nothing(lang: str, more: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "board"))
    s.handle(more)
    assert s.game.moves == 1
    s.handle(MOVE)
    s.handle(more)
    assert s.game.moves == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_words_for_a_fuller_reply_never_act(lang: str) -> None:
    fuller = [w for w in all_entries(lang)["full"] if (w,) not in {(m,) for m in _more(lang)}]
    assert not [w for w in fuller if changes_game(parse(w, lang)) or "again" in str(parse(w, lang))]
