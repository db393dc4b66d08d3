""" "Again" with "this" or "that" before a card ("ancora quel re di picche, che noia", "uf, opet
taj kralj herc") is a remark about a card that keeps turning up: it reads the card and moves
nothing, where "again, the 3" moves the 3 as the last card went (tests/test_again_by_places.py).
Each in the six languages, right after a card went up, when the card named could go up too."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from tests.test_again_by_places import PLAY_TWO, dealt, hearts_up, moves

REMARKS = {  # the 3 of hearts could follow the 2 up; said as a sigh about it, not as a move
    "en": ("again that 3 of hearts", "ugh, again this 3 of hearts"),
    "ca": ("un altre cop aquest tres de cors", "buf, un altre cop aquell 3 de cors, quin pal"),
    "nl": ("nog een keer die harten drie", "pff, nog een keer dat harten 3"),
    "pt": ("outra vez este três de copas", "outra vez esse 3 de copas, que chatice"),
    "it": ("ancora quel tre di cuori", "ancora questo 3 di cuori, che noia"),
    "hr": ("opet taj herc tri", "uf, opet ta herc trojka"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_with_this_or_that_before_a_card_reads_it_and_moves_nothing(lang: str) -> None:
    for line in REMARKS[lang]:
        assert isinstance(parse(line, lang), Read), line
        s = dealt(lang)
        s.handle(PLAY_TWO[lang])
        up = hearts_up(s)
        reply = s.handle(line)
        assert moves(reply) == 0 and hearts_up(s) is up, (line, reply.text)
