"""A sound of hesitation or a slip said before the "no" that leads a command ("mmm no, roba",
"uf, no, posa el 2 ...", "hm ne, vuci") is passed over as the "no" is: the command after it
acts, in every language. The "no" alone, or one that negates the command, still acts on nothing."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import Cmd, Command, MoveIntent, PileRef, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse

# each language: hesitations said before its "no", the "no", a draw, a move of the 7 of spades onto column 9
SAID = {
    "en": (["hm", "hmm", "oops", "eh"], "no", "draw", "put the 7 of spades on column 9"),
    "ca": (["mmm", "ehm", "uf", "eh"], "no", "roba", "posa el 7 de piques a la columna 9"),
    "nl": (["hmm", "ehm", "oeps", "eh"], "nee", "trek", "leg schoppen 7 op kolom 9"),
    "pt": (["hum", "hmm", "ups", "eh"], "não", "vira", "põe o 7 de espadas na coluna 9"),
    "it": (["mmm", "uhm", "ops", "eh"], "no", "pesca", "metti il 7 di picche sulla colonna 9"),
    "hr": (["hm", "hmmm", "joj", "ups"], "ne", "vuci", "stavi pik sedmicu na stupac 9"),
}
CASES = [(lang, sound) for lang, (sounds, _, _, _) in SAID.items() for sound in sounds]


@pytest.mark.parametrize(("lang", "sound"), CASES)
def test_a_draw_after_hesitation_and_no(lang: str, sound: str) -> None:
    _, no, draw, _ = SAID[lang]
    assert parse(f"{sound} {no}, {draw}", lang) == Command(Cmd.DRAW)
    assert parse(f"{sound}, {no}, {draw}", lang) == Command(Cmd.DRAW)


@pytest.mark.parametrize(("lang", "sound"), CASES)
def test_a_move_after_hesitation_and_no(lang: str, sound: str) -> None:
    _, no, _, move = SAID[lang]
    got = parse(f"{sound}, {no}, {move}", lang)
    assert isinstance(got, MoveIntent), got
    assert got.target == PileRef(PileKind.COLUMN, 8)
    assert got == parse(f"{no}, {move}", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hesitation_and_no_alone_acts_on_nothing(lang: str) -> None:
    sounds, no, _, _ = SAID[lang]
    for line in (f"{sounds[0]} {no}", f"{sounds[0]}, {no}!", f"{sounds[0]} {no} {no}"):
        assert not changes_game(parse(line, lang)), line


def test_a_no_that_negates_the_command_holds_it_back() -> None:
    assert not changes_game(parse("hm no, don't draw", "en"))
    assert not changes_game(parse("mmm no, no robis", "ca"))
