"""Talk said around a command leaves it as it is, in every language: thanks, a yes or an "of
course" said after it in a clause of its own ("a la base, és clar", "draw, thanks"), an emphatic
"no!" before it ("que no! puja el 2 de cors a la base"), and an "and now" before it ("obrigado! e
agora vira" draws; "e agora?" alone still asks for a hint). A "sorry" or a "never mind" after a
command takes it back instead (`test_correction_replaces`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command, Unknown
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# a line with talk around its command, and the command said plainly
AROUND: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("draw, thanks", "draw"),
        ("to the foundation, of course", "to the foundation"),
        ("and now draw", "draw"),
    ],
    "ca": [
        ("a la base, és clar", "a la base"),
        ("que no! puja el 2 de cors a la base", "puja el 2 de cors a la base"),
        ("roba, gràcies", "roba"),
    ],
    "nl": [
        ("trek, dank je", "trek"),
        ("naar het fundament, natuurlijk", "naar het fundament"),
        ("en nu trek", "trek"),
    ],
    "pt": [("obrigado! e agora vira", "vira"), ("e agora desfaz", "desfaz"), ("vira, obrigado", "vira")],
    "it": [("pesca, grazie", "pesca"), ("in base, certo", "in base"), ("e adesso pesca", "pesca")],
    "hr": [("vuci, hvala", "vuci"), ("na temelj, naravno", "na temelj"), ("i sad vuci", "vuci")],
}
CASES = [(lang, line, plain) for lang in LANGUAGES for line, plain in AROUND[lang]]

# "and now?" said alone asks for a hint
NOW_ALONE = {
    "en": "and now?",
    "ca": "i ara?",
    "nl": "en nu?",
    "pt": "e agora?",
    "it": "e adesso?",
    "hr": "i sad?",
}


def test_every_language_has_its_cases() -> None:
    assert set(AROUND) == set(NOW_ALONE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line", "plain"), CASES)
def test_talk_around_a_command_leaves_it_as_it_is(lang: str, line: str, plain: str) -> None:
    meant = parse(plain, lang)
    assert not isinstance(meant, Unknown), plain
    assert parse(line, lang) == meant, line


@pytest.mark.parametrize(("lang", "line", "plain"), CASES)
def test_the_session_does_the_command_with_talk_around_it(lang: str, line: str, plain: str) -> None:
    said, meant = Session(Settings(lang=lang)), Session(Settings(lang=lang))
    said.open(layout=SEED, environ={})
    meant.open(layout=SEED, environ={})
    for s in (said, meant):
        s.handle(word(lang, "draw"))  # a card turned up, for "to the foundation"
    assert said.handle(line).text == meant.handle(plain).text, line
    assert said.game.state == meant.game.state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_and_now_alone_still_asks_for_a_hint(lang: str) -> None:
    assert parse(NOW_ALONE[lang], lang) == Command(Cmd.HINT), NOW_ALONE[lang]
