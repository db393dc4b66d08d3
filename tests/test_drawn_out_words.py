"""A word said drawn out, a letter held ("joooš", "draaaw", "pescaaa", "trekkkk"), is the
word with that letter said once or twice, when exactly one of those is a word the game
knows: "joooš" right after a draw draws again. Everyday words drawn out ("nooo", "ahhh",
"jaaa") still never act. Also: Dutch "wat kan ik nu?", "wat kan ik allemaal?" ask the moves
as "wat kan ik doen?" does."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

DRAWN_OUT = {
    "en": ("draaaw", "drawww"),
    "ca": ("robaaa", "robbba"),
    "nl": ("trekkkk", "treeek"),
    "pt": ("viraaa", "viiira"),
    "it": ("pescaaa", "pesssca"),
    "hr": ("vuciii", "vuuuci"),
}
# the one-word "again" of each language that has one; a word of a longer phrase ("una altra",
# "nog een") is read drawn out only as a word of its own
AGAIN = {"en": "agaaain", "pt": "outraaa", "it": "ancoraaa", "hr": "joooš"}
EVERYDAY = {
    "en": ("nooo", "ahhh", "ohhh", "yesss", "okkk"),
    "ca": ("siii", "nooo", "uuuf"),
    "nl": ("jaaa", "neee", "oeeeps"),
    "pt": ("simmm", "nãooo", "bolaaas"),
    "it": ("sììì", "nooo", "uffaaa"),
    "hr": ("daaa", "neee", "jooj"),
}


def test_every_language_has_its_cases() -> None:
    assert set(DRAWN_OUT) == set(EVERYDAY) == set(LANGUAGES) and set(AGAIN) <= set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in DRAWN_OUT[lang]])
def test_a_drawn_out_draw_draws(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.DRAW), line


@pytest.mark.parametrize("lang", sorted(AGAIN))
def test_a_drawn_out_again_after_a_draw_draws_again(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    s.handle(AGAIN[lang])
    assert len(s.game.history) == 2, AGAIN[lang]


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in EVERYDAY[lang]])
def test_everyday_words_drawn_out_never_act(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang)), line


@pytest.mark.parametrize("line", ["wat kan ik nu?", "wat kan ik allemaal?", "wat kan ik nog?"])
def test_dutch_what_can_i_asks_the_moves(line: str) -> None:
    assert parse(line, "nl") == Command(Cmd.MOVES)
