""" "And now" said before a card names that card, said after a move ("e agora o 2 de ouros",
"e adesso il 2 di quadri": the card goes where the last one went); "and now" alone asks
for a hint. Generated over each language's "and now" words and card names."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.concepts import now_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.classes import starts_with

TWO = Card(Rank.TWO, Suit.DIAMONDS)
CASES = [
    (lang, " ".join(now), len(now) == 2 and starts_with(list(now), and_words(lang)))
    for lang in sorted(LANGUAGES)
    for now in sorted(now_words(lang))
]


@pytest.mark.parametrize(("lang", "now", "joined"), CASES)
def test_and_now_before_a_card_is_no_hint(lang: str, now: str, joined: bool) -> None:
    name = card_names(translator(lang))[TWO.suit * 13 + TWO.rank - 1]
    intent = parse(f"{now} {name}", lang)
    assert intent != Command(Cmd.HINT)
    if joined:  # "and now the 2", "and then the 2": where the last card went
        assert intent == MoveIntent(CardRef(TWO), None, like_last=True), intent


@pytest.mark.parametrize(
    ("lang", "line"),
    [("pt", "e agora o 2 de ouros"), ("it", "e adesso il 2 di quadri"), ("it", "e ora il 2 di quadri")],
)
def test_spoken_lines(lang: str, line: str) -> None:
    assert parse(line, lang) == MoveIntent(CardRef(TWO), None, like_last=True)


@pytest.mark.parametrize(
    ("lang", "line"), [("pt", "e agora?"), ("it", "e adesso?"), ("pt", "e agora, uma dica")]
)
def test_and_now_alone_is_a_hint(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.HINT)
