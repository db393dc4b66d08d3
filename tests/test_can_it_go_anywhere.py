""" "Can the king go anywhere?", "o rei pode ir para algum lado?", "el rei pot anar a algun
lloc?", "kan de heer ergens heen?", "il re può andare da qualche parte?", "može li kralj
negdje?": a card, then a word of "anywhere" said last, with "can" and a verb of going beside
them, asks where the card can go, as "where can the king go?" does; nothing moves."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ANYWHERE = {
    "en": ("can the king go anywhere?", "can the king go somewhere?"),
    "ca": ("el rei pot anar a algun lloc?", "el rei pot anar enlloc?"),
    "nl": ("kan de heer ergens heen?", "kan de heer ergens naartoe?"),
    "pt": ("o rei pode ir para algum lado?", "o rei pode ir para algum sítio?"),
    "it": ("il re può andare da qualche parte?", "il re può andare in qualche posto?"),
    "hr": ("može li kralj negdje?", "može li kralj ići ikamo?"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in ANYWHERE[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(ANYWHERE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_anywhere_asks_where_the_card_can_go(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "options rank K", line


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_asked_so_nothing_moves(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    kept = s.game.snapshot()
    assert s.handle(line).text
    assert s.game.snapshot() == kept
