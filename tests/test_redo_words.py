"""The repeat words that are also the software's Redo ("ponovi", "ripeti", "herhaal",
"repeat"): said alone right after an undo they redo; after anything else they say the last
reply again. The words are each language's catalogue entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.redowords import _redo_verbs
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _verbs(lang: str) -> list[str]:
    return [w.strip() for w in _redo_verbs(translator(lang)).split("|") if w.strip()]


@pytest.mark.parametrize(("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _verbs(lang)])
def test_a_redo_verb_right_after_an_undo_redoes(lang: str, verb: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "board"))  # a read between changes nothing: the last action is the undo
    s.handle(verb)
    assert s.game.snapshot() == drawn, verb


@pytest.mark.parametrize(("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _verbs(lang)])
def test_a_redo_verb_after_a_draw_repeats_the_reply(lang: str, verb: str) -> None:
    s = _session(lang)
    said = s.handle(word(lang, "draw")).text
    drawn = s.game.snapshot()
    again = s.handle(verb).text
    assert s.game.snapshot() == drawn and again.endswith(said), (verb, again)
