"""A number said after a demonstrative ("those five", "die vijf", "tih pet") counts the
moves of a line that undoes or redoes, whether a noun of moves follows it or not:
"laat maar, doe die vijf weer opnieuw" right after five moves were undone plays the five
again ("laat maar", never mind, is no "show"; "die vijf" no card). Beside a verb that puts
a card ("leg die vijf op de zes") the number is the card, as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

REDONE = {
    "en": ("redo those five", "redo those 5 moves"),
    "ca": ("refés aquestes cinc", "torna a fer aquestes cinc"),
    "nl": (
        "doe die vijf weer opnieuw",
        "laat maar, doe die vijf weer opnieuw",
        "doe die vijf zetten opnieuw",
    ),
    "pt": ("refaz essas cinco", "refaz essas 5 jogadas"),
    "it": ("rifai quelle cinque", "rifai quelle 5 mosse"),
    "hr": ("ponovi tih pet", "ponovi tih 5 poteza"),
}
UNDONE = {
    "en": "undo those three",
    "ca": "desfés aquestes tres",
    "nl": "maak die drie ongedaan",
    "pt": "desfaz essas três",
    "it": "annulla quelle tre",
    "hr": "poništi te tri",
}
PUT = {
    "en": "put that 5 on the 6",
    "ca": "posa aquest cinc sobre el sis",
    "nl": "leg die vijf op de zes",
    "pt": "põe esse cinco no seis",
    "it": "metti quel cinque sul sei",
    "hr": "stavi tu peticu na šesticu",
}
CASES = [(lang, line) for lang in LANGUAGES for line in REDONE[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(REDONE) == set(UNDONE) == set(PUT) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_those_five_redone_are_five_moves(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "cmd redo 5"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_those_three_undone_are_three_moves(lang: str) -> None:
    # said plainly: an undo that never asks whether the moves are to be played again
    assert parse(UNDONE[lang], lang) == Command(Cmd.UNDO, "3")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_that_five_put_on_a_six_is_the_card(lang: str) -> None:
    assert format_intent(parse(PUT[lang], lang)) == "move rank 5 -> rank 6"


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_after_five_undone_those_five_are_played_again(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(6):
        s.handle(word(lang, "draw"))
    s.handle(f"{word(lang, 'undo')} 6")
    s.handle(line)
    assert len(s.game.history) == 5
