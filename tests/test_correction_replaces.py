""" "3 of clubs to column 5, no wait, just draw", "no, lascia stare. pesca": what comes after the
last correction (the catalogue's correction words: "no wait", "I mean", "millor", "laat maar",
"não espera", "anzi no", "ne čekaj") replaces what came before it. A whole command after it acts
alone; a card or a place alone after it takes its slot in the command before it; a rest not
understood leaves the whole line not understood, never read from the words before the correction."""

from __future__ import annotations

from pathlib import Path

import pytest
from kings import ENDGAME, which_king

from fortythieves.lang.intents import Cmd, Command, Unknown, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# a line with a correction in it, and the line said plainly that it means
REPLACED: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("3 of clubs to column 5, no wait, just draw", "draw"),
        ("no wait, draw", "draw"),
        ("put the 7 on the 8, no wait, put the 6 on the 7", "put the 6 on the 7"),
        ("I meant move the 3 of spades to column 2", "move the 3 of spades to column 2"),
        ("move column 1 to column 2, scratch that, undo", "undo"),
        ("no, that's not what I meant, undo", "undo"),
    ],
    "ca": [
        ("mou el 8 de diamants a la columna 3, no espera, roba", "roba"),
        ("mou el 8 de diamants, no, millor roba", "roba"),
        ("no espera, roba", "roba"),
        ("el 7 de trèvols a la 6, no, vull dir el 6 de piques a la 1", "el 6 de piques a la 1"),
        (
            "posa el 6 de piques sobre el 7... no, espera, el 7 de trèvols sobre el 8",
            "el 7 de trèvols sobre el 8",
        ),
    ],
    "nl": [
        ("zet de harten vijf op de zes, nee wacht, trek een kaart", "trek een kaart"),
        ("nee wacht, trek", "trek"),
        ("laat maar, trek", "trek"),
        ("nee! dat bedoelde ik niet, ongedaan maken", "ongedaan maken"),
    ],
    "pt": [
        ("vira... não, espera, mostra as bases", "mostra as bases"),
        ("e o 6 de espadas para o 7, não espera, deixa estar. vira", "vira"),
        ("põe o 5 de copas no 6, aliás, vira", "vira"),
    ],
    "it": [
        ("no, lascia stare. pesca", "pesca"),
        ("no aspetta, pesca", "pesca"),
        ("metti il 7 sull'8, no aspetta, annulla", "annulla"),
    ],
    "hr": [
        ("ne čekaj, vuci", "vuci"),
        ("stavi peticu na šesticu, ne čekaj, vuci", "vuci"),
        ("nema veze, vuci kartu", "vuci kartu"),
    ],
}

# a correction whose rest is not understood: the command before it is taken back all the same
NOT_READ = {
    "en": "put the 7 on the 8, no wait, flibber",
    "ca": "roba, no espera, flibber",
    "nl": "trek, nee wacht, flibber",
    "pt": "vira, não espera, flibber",
    "it": "pesca, no aspetta, flibber",
    "hr": "vuci, ne čekaj, flibber",
}

# a correction with nothing after it takes the command back: nothing is done
TAKEN_BACK = {
    "en": "put the 5 of hearts on the 6, never mind",
    "ca": "posa el 5 de cors sobre el 6, deixa-ho estar",
    "nl": "zet de harten vijf op de zes, laat maar",
    "pt": "põe o 5 de copas no 6, deixa estar",
    "it": "metti il 5 di cuori sul 6, lascia stare",
    "hr": "stavi herc peticu na šesticu, nema veze",
}

# a place alone after the correction takes the destination's slot
SLOT = {
    "en": ("put the 5 of hearts on column 3, no wait, on column 7", "put the 5 of hearts on column 7"),
    "ca": ("posa el 5 de cors a la columna 3, no espera, a la columna 7", "posa el 5 de cors a la columna 7"),
    "nl": ("zet harten vijf op kolom 3, nee wacht, op kolom 7", "zet harten vijf op kolom 7"),
    "pt": ("põe o 5 de copas na coluna 3, não espera, na coluna 7", "põe o 5 de copas na coluna 7"),
    "it": (
        "metti il 5 di cuori sulla colonna 3, no aspetta, sulla colonna 7",
        "metti il 5 di cuori sulla colonna 7",
    ),
    "hr": ("stavi herc peticu na stupac 3, ne čekaj, na stupac 7", "stavi herc peticu na stupac 7"),
}

# a correction word that also negates ("rather", "liever", "millor") still corrects the place
RATHER = {
    "en": ("put the 5 of hearts on column 3, rather on column 7", "put the 5 of hearts on column 7"),
    "ca": ("posa el 5 de cors a la columna 3, millor a la columna 7", "posa el 5 de cors a la columna 7"),
    "nl": ("zet harten vijf op kolom 3, liever op kolom 7", "zet harten vijf op kolom 7"),
    "pt": ("põe o 5 de copas na coluna 3, aliás, na coluna 7", "põe o 5 de copas na coluna 7"),
    "it": (
        "metti il 5 di cuori sulla colonna 3, anzi sulla colonna 7",
        "metti il 5 di cuori sulla colonna 7",
    ),
    "hr": ("stavi herc peticu na stupac 3, zapravo na stupac 7", "stavi herc peticu na stupac 7"),
}

CASES = [(lang, line, plain) for lang in LANGUAGES for line, plain in REPLACED[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(REPLACED) == set(NOT_READ) == set(SLOT) == set(TAKEN_BACK) == set(RATHER) == set(LANGUAGES)
    assert set(CANCEL_THEN_DRAW) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line", "plain"), CASES)
def test_what_follows_the_correction_acts_alone(lang: str, line: str, plain: str) -> None:
    meant = parse(plain, lang)
    assert not isinstance(meant, Unknown), plain
    assert parse(line, lang) == meant, line


@pytest.mark.parametrize(("lang", "line", "plain"), CASES)
def test_the_session_does_what_follows_the_correction(lang: str, line: str, plain: str) -> None:
    said, meant = Session(Settings(lang=lang)), Session(Settings(lang=lang))
    said.open(layout=SEED, environ={})
    meant.open(layout=SEED, environ={})
    assert said.handle(line).text == meant.handle(plain).text, line
    assert said.game.state == meant.game.state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rest_not_understood_leaves_the_line_not_understood(lang: str) -> None:
    assert isinstance(parse(NOT_READ[lang], lang), Unknown), NOT_READ[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_alone_after_the_correction_takes_the_destination(lang: str) -> None:
    line, plain = SLOT[lang]
    assert parse(line, lang) == parse(plain, lang), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_not_after_the_correction_never_acts(lang: str) -> None:
    held = {
        "en": "no wait, don't draw",
        "ca": "no espera, no robis",
        "nl": "nee wacht, niet trekken",
        "pt": "não espera, não vires",
        "it": "no aspetta, non pescare",
        "hr": "ne čekaj, nemoj vući",
    }[lang]
    assert not changes_game(parse(held, lang)), held
    assert parse(held, lang) != Command(Cmd.DRAW)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_correction_with_nothing_after_it_takes_the_command_back(lang: str) -> None:
    line = TAKEN_BACK[lang]
    assert isinstance(parse(line, lang), Unknown), line
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    before = s.game.state
    s.handle(line)
    assert s.game.state == before and s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_correction_word_that_negates_still_corrects_the_place(lang: str) -> None:
    line, plain = RATHER[lang]
    assert parse(line, lang) == parse(plain, lang), line


# a correction that cancels, then a draw, said while "which king?" waits
CANCEL_THEN_DRAW = {
    "en": ("no wait, draw", "draw"),
    "ca": ("no, deixa-ho estar, roba", "roba"),
    "nl": ("laat maar, trek", "trek"),
    "pt": ("não espera, deixa estar. vira", "vira"),
    "it": ("no, lascia stare. pesca", "pesca"),
    "hr": ("ne čekaj, pusti, vuci", "vuci"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_command_after_a_correction_drops_the_question_and_acts(lang: str) -> None:
    line, draw = CANCEL_THEN_DRAW[lang]
    said = which_king(lang)
    said.handle(line)
    plain = Session(Settings(lang=lang))
    plain.open(layout=ENDGAME, requested_lang=lang, environ={})
    plain.handle(draw)
    assert said.pending is None
    assert said.game.state == plain.game.state and said.game.moves == plain.game.moves == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_correction_alone_still_cancels_the_question(lang: str) -> None:
    s = which_king(lang)
    before = s.game.state
    s.handle(CANCEL_THEN_DRAW[lang][0].rsplit(",", 1)[0].rsplit(".", 1)[0])
    assert s.pending is None and s.game.state == before and s.game.moves == 0
