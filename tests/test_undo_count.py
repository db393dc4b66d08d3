"""Undo with a count names the moves it takes back ("take back the last three moves",
"desfés les tres últimes jugades", "poništi zadnja tri poteza"): that many are undone, each
said in turn; a count said before the verb ("drie zetten ongedaan maken") counts too."""

from __future__ import annotations

import pytest

from fortythieves.lang.lexicon import word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

THREE = [
    ("en", "take back the last three moves"),
    ("en", "undo three moves"),
    ("en", "go back three moves"),
    ("ca", "desfés les tres últimes jugades"),
    ("ca", "desfés tres jugades"),
    ("ca", "torna enrere tres moviments"),
    ("nl", "ongedaan maken 3"),
    ("pt", "anula três jogadas"),
    ("pt", "desfaz as três últimas jogadas"),
    ("pt", "volta atrás três jogadas"),
    ("it", "annulla tre"),
    ("it", "annulla tre volte"),
    ("hr", "poništi zadnja tri poteza"),
    ("hr", "poništi posljednja tri poteza"),
    ("hr", "poništi tri poteza"),
]

# Natural lines with the count before the verb
COUNT_FIRST = [
    ("nl", "drie zetten ongedaan maken", 3),
    ("it", "due mosse indietro", 2),
    ("ca", "tres jugades enrere", 3),
    ("ca", "tres jugades desfés", 3),
    ("en", "three moves back", 3),
]


def drawn(lang: str, times: int) -> Session:
    s = Session(Settings(lang=lang))
    s.open(environ={})
    for _ in range(times):
        s.handle(word(lang, "draw"))
    return s


@pytest.mark.parametrize(("lang", "line"), THREE)
def test_undo_three_moves_takes_back_three(lang: str, line: str) -> None:
    s = drawn(lang, 2)
    wanted = s.game.state.key()
    for _ in range(3):
        s.handle(word(lang, "draw"))
    reply = s.handle(line)
    assert s.game.state.key() == wanted, reply.text
    assert sum(isinstance(e, ev.Undone) for e in reply.events) == 3


@pytest.mark.parametrize(("lang", "line", "n"), COUNT_FIRST)
def test_a_count_before_the_verb_takes_back_that_many(lang: str, line: str, n: int) -> None:
    s = drawn(lang, 1)
    wanted = s.game.state.key()
    for _ in range(n):
        s.handle(word(lang, "draw"))
    reply = s.handle(line)
    assert s.game.state.key() == wanted, reply.text
    assert sum(isinstance(e, ev.Undone) for e in reply.events) == n
