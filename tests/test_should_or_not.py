"""A should-question is answered as one: "hauria de robar?" with the game proved lost says
the loss beside "you can draw", where a "can I draw?" says only that a draw is possible; the
should words hold the everyday forms ("cal robar?" asks, it never draws); and "or not?" at the
end of a question changes nothing ("he de robar o no?", "moet ik trekken of niet?")."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import DRAW
from fortythieves.lang.intents import ADVICE, Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.advisor import Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

SHOULD_DRAW = {
    "en": ("should I draw?", "do I need to draw?"),
    "ca": ("hauria de robar?", "cal robar?", "he de robar?"),
    "nl": ("moet ik trekken?", "zou ik moeten trekken?"),
    "pt": ("devo virar?", "tenho de virar?"),
    "it": ("devo pescare?", "bisogna pescare?"),
    "hr": ("trebam li vući?", "moramo li vući?"),
}
OR_NOT = {
    "en": "should I draw or not?",
    "ca": "he de robar o no?",
    "nl": "moet ik trekken of niet?",
    "pt": "devo virar ou não?",
    "it": "devo pescare o no?",
    "hr": "trebam li vući ili ne?",
}
CAN_DRAW = {
    "en": "can I draw?",
    "ca": "puc robar?",
    "nl": "mag ik trekken?",
    "pt": "posso virar?",
    "it": "posso pescare?",
    "hr": "mogu li vući?",
}


def test_every_language_has_its_cases() -> None:
    assert set(SHOULD_DRAW) == set(OR_NOT) == set(CAN_DRAW) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_should_words_ask_for_advice(lang: str) -> None:
    for line in (*SHOULD_DRAW[lang], OR_NOT[lang]):
        assert parse(line, lang) == Command(Cmd.DRAW_ASKED, ADVICE), line
    assert parse(CAN_DRAW[lang], lang) == Command(Cmd.DRAW_ASKED), CAN_DRAW[lang]
    assert parse(CAN_DRAW[lang].replace("?", "") + " ?", lang) == Command(Cmd.DRAW_ASKED)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_or_not_changes_nothing_in_a_question_and_never_acts(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(DRAW, Outlook.LOST))
    s.open(layout=SEED, requested_lang=lang, environ={})
    should = s.handle(OR_NOT[lang]).text
    can = s.handle(CAN_DRAW[lang]).text
    assert s.game.moves == 0
    assert should.startswith(can) and len(should) > len(can), (should, can)
    assert parse("draw or not?", "en") != Command(Cmd.DRAW), "a line that would act is no question"
