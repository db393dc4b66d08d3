""" "The same" said as a line of its own asks for the last act again, as "again" does, in every
language: a draw draws once more, a move asks which card; inside a command the same words keep
their meaning of "it" ("posa el mateix a la base"), and "isto" of a Croatian "this one too" is
no repeat."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command, It, MoveIntent, format_intent
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
AGAIN = Command(Cmd.AGAIN)

SAME = [
    ("en", "the same"),
    ("en", "same thing"),
    ("en", "the same again, please"),
    ("en", "ok, do the same"),
    ("ca", "el mateix"),
    ("ca", "fes el mateix"),
    ("ca", "la mateixa cosa, si us plau"),
    ("nl", "hetzelfde"),
    ("nl", "hetzelfde graag"),
    ("nl", "doe hetzelfde nog een keer"),
    ("pt", "o mesmo"),
    ("pt", "a mesma coisa"),
    ("pt", "faz o mesmo outra vez"),
    ("it", "la stessa cosa"),
    ("it", "fai lo stesso"),
    ("it", "la stessa cosa, di nuovo"),
    ("hr", "isto"),
    ("hr", "isto opet"),
    ("hr", "to isto još jednom"),
]


@pytest.mark.parametrize(("lang", "line"), SAME)
def test_the_same_alone_is_again(lang: str, line: str) -> None:
    assert parse(line, lang) == AGAIN


# the same words inside a command, asked, or denied: never "again"
KEPT = [
    ("ca", "posa el mateix a la base", "move it -> f"),
    ("pt", "põe o mesmo na base", "move it -> f"),
    ("it", "mettilo lo stesso", "move it -> place"),
    ("hr", "stavi istu na temelj", "move it -> f"),
    ("hr", "i ovu isto", "unknown"),
    ("en", "not the same", "unknown"),
    ("en", "the same card", "unknown"),
    ("pt", "isto", "unknown"),
]


@pytest.mark.parametrize(("lang", "line", "meant"), KEPT)
def test_the_same_inside_a_line_keeps_its_meaning(lang: str, line: str, meant: str) -> None:
    assert format_intent(parse(line, lang)) == meant
    assert not isinstance(parse(line, lang), MoveIntent) or parse(line, lang).source == It()


DRAW = {"en": "draw", "ca": "roba", "nl": "trek", "pt": "vira", "it": "pesca", "hr": "vuci"}
SAID = {
    "en": "the same",
    "ca": "el mateix",
    "nl": "hetzelfde",
    "pt": "a mesma coisa",
    "it": "la stessa cosa",
    "hr": "isto",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_same_after_a_draw_draws_again(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(DRAW[lang])
    before = len(s.game.state.stock)
    s.handle(SAID[lang])
    assert len(s.game.state.stock) == before - 1


MOVE = {
    "en": "jack of spades on the queen of spades",
    "ca": "la sota de piques sobre la dama de piques",
    "nl": "schoppenboer op de schoppenvrouw",
    "pt": "valete de espadas na dama de espadas",
    "it": "fante di picche sulla donna di picche",
    "hr": "pik dečka na pik damu",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_same_after_a_move_answers_as_again(lang: str) -> None:
    """After a move said by its card, "the same" moves nothing and answers as "again" does
    (which card?), in the same words."""
    replies = []
    for line in (
        SAID[lang],
        {
            "en": "again",
            "ca": "una altra",
            "nl": "nog een keer",
            "pt": "outra vez",
            "it": "ancora",
            "hr": "opet",
        }[lang],
    ):
        s = Session(Settings(lang=lang))
        s.open(layout=SEED, environ={})
        s.handle(MOVE[lang])
        moved = len(s.game.state.columns[5])
        replies.append(s.handle(line).text)
        assert len(s.game.state.columns[5]) == moved
    assert replies[0] == replies[1]
