""" "restart" deals the same deal again from its start, and its reply says so in every
language: never the line of a new deal. The play before it is kept (undo goes back to it),
and the reply says that too; a restart with nothing played says only the restart."""

from __future__ import annotations

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.variant_names import variant_name
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def _restarted(s: Session, lang: str) -> str:
    said = translator(lang)._("Started this deal of {variant} over from the start.")
    return said.format(variant=variant_name(translator(lang), s.game.variant))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_restart_after_play_says_the_same_deal_started_over_and_kept(lang: str) -> None:
    s = _session(lang)
    start = s.game.snapshot()
    s.handle(word(lang, "draw"))
    reply = s.handle(word(lang, "restart")).text
    t = translator(lang)
    kept = t._("Your play so far is kept: type {undo} to go back to it.").format(undo=word(lang, "undo"))
    assert reply == f"{_restarted(s, lang)} {kept}"
    assert s.game.snapshot() == start
    assert t._("New game of {variant}.").split("{")[0] not in reply
    s.handle(word(lang, "undo"))
    assert s.game.moves == 1  # back to the play kept


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_restart_with_nothing_played_says_only_the_restart(lang: str) -> None:
    s = _session(lang)
    assert s.handle(word(lang, "restart")).text == _restarted(s, lang)
