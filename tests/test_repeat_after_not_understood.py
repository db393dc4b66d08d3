""" "What?", "sorry?", "repeat" after a line the game did not understand, in every language:
the player heard the "not understood"; what they ask again for is the game's last real
reply (a draw's, a hint's), or to hear that nothing was said yet. A "not understood" is
never kept as the last reply."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
PARDON = {  # "what?" and "sorry?" as a player asks again
    "en": ("what?", "sorry?"),
    "ca": ("què?", "com dius?"),
    "nl": ("wat?", "pardon?"),
    "pt": ("desculpa?", "o quê?"),
    "it": ("cosa?", "come?"),
    "hr": ("molim?", "što?"),
}
GARBLED = ("blorf wibble", "xqz", "the flimflam of the moon")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(PARDON) == set(LANGUAGES)


def _asked_again(lang: str) -> list[str]:
    return [*PARDON[lang], word(lang, "repeat")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pardon_words_are_what_they_are_meant_to_be(lang: str) -> None:
    for said in PARDON[lang]:
        assert chatter(said, lang) is Chatter.PARDON or said.rstrip("?") in all_entries(lang)["repeat"], said


@pytest.mark.parametrize(("lang", "garbled"), [(lang, g) for lang in LANGUAGES for g in GARBLED])
def test_after_a_line_not_understood_the_last_real_reply_is_said_again(lang: str, garbled: str) -> None:
    s = _session(lang)
    drawn = s.handle(word(lang, "draw")).text
    state = s.game.state.key()
    for said in _asked_again(lang):
        refused = s.handle(garbled)
        assert any(isinstance(e, ev.NotUnderstood) for e in refused.events), garbled
        again = s.handle(said).text
        assert again.endswith(drawn) and garbled not in again, (said, again)
    assert s.game.state.key() == state  # said again, never drawn again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_lines_not_understood_then_what_still_say_the_reply_before_them(lang: str) -> None:
    s = _session(lang)
    hinted = s.handle(word(lang, "board")).text
    s.handle(GARBLED[0])
    s.handle(GARBLED[1])
    assert s.handle(PARDON[lang][0]).text.endswith(hinted)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_nothing_said_yet_the_game_says_so(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.use_language(lang)
    s.handle(GARBLED[0])
    assert s.handle(word(lang, "repeat")).text == s.r.nothing_said()
