""" "Onde pode ir?", "dove può andare?", "on pot anar?": where a card may go, asked with its
subject left unsaid as these languages leave it, right after a card was drawn, is asked of that
card, as "where can it go?" is. With no card named before, the game asks which card."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.lexicon import word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
UNSAID = {"pt": "onde pode ir?", "it": "dove può andare?", "ca": "on pot anar?", "hr": "gdje može ići?"}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", sorted(UNSAID))
def test_where_it_may_go_right_after_a_draw_is_asked_of_the_card_drawn(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.moves
    unsaid = s.handle(UNSAID[lang]).text
    said = _session(lang)
    said.handle(word(lang, "draw"))
    assert unsaid == said.handle(f"{word(lang, 'options')} {word(lang, 'waste')}").text
    assert unsaid != s.r.options_need_card()
    assert s.game.moves == drawn  # asked, nothing moved


@pytest.mark.parametrize("lang", sorted(UNSAID))
def test_with_no_card_named_before_the_game_asks_which(lang: str) -> None:
    s = _session(lang)
    assert s.handle(UNSAID[lang]).text == s.r.options_need_card()


def test_the_dutch_subject_pronoun_is_the_card_drawn() -> None:
    # "waar kan hij heen?": "hij" (he, for "de kaart") is "it", as "hem" and "die" are
    s = _session("nl")
    s.handle(word("nl", "draw"))
    said = _session("nl")
    said.handle(word("nl", "draw"))
    assert (
        s.handle("waar kan hij heen?").text
        == said.handle(f"{word('nl', 'options')} {word('nl', 'waste')}").text
    )
