""" "Put everything you can on the foundations" in every language: no single move does
it, so the game lists the moves that send a card up, one at a time ("the first" plays
one), or says that no card can go up; it never reads the board out and moves nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.lang.answers import ordinal_chosen
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))  # one of the endgame's cards that can go up

ALL_UP = {
    "en": ("put everything you can on the foundations", "everything to the foundations"),
    "ca": ("posa tot el que puguis a les bases", "posa-ho tot a les bases"),
    "nl": ("leg alles wat kan op de fundamenten", "alles naar de fundamenten"),
    "pt": ("manda para as bases tudo o que puderes", "põe tudo nas bases"),
    "it": ("manda in base tutto quello che puoi", "metti tutto sulle basi"),
    "hr": ("stavi sve što možeš na temelje", "sve na temelje"),
}
FIRST = {
    "en": "the first",
    "ca": "el primer",
    "nl": "de eerste",
    "pt": "a primeira",
    "it": "la prima",
    "hr": "prvi",
}


def _session(lang: str, layout: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ALL_UP) == set(FIRST) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang, lines in ALL_UP.items() for line in lines])
def test_everything_up_is_its_command(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.ALL_UP)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_moves_up_are_listed_and_the_first_is_played_when_chosen(lang: str) -> None:
    assert ordinal_chosen(FIRST[lang], lang) == 1
    s = _session(lang, ENDGAME)
    said = s.handle(ALL_UP[lang][0]).text
    assert said.startswith(s.r.one_up_at_a_time()) and s.p.describe(s.game.state, QUEEN_HOME) in said, said
    assert s.game.moves == 0
    home = sum(map(len, s.game.state.foundations))
    s.handle(FIRST[lang])
    assert s.game.moves == 1 and sum(map(len, s.game.state.foundations)) == home + 1


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_no_card_up_says_so(lang: str) -> None:
    s = _session(lang, SEED)  # the seed deal: no ace is exposed
    assert s.handle(ALL_UP[lang][1]).text == s.r.none_up()
    assert s.game.moves == 0
