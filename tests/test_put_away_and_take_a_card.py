"""Words that send a card to its foundation ("put the 5 away", "harten 5 wegleggen", "send it
up") and words that draw ("agafa una carta", "agafa del munt"), taken from each language's
catalogue: after a card, every "up" word moves that card to a foundation; every draw phrase
draws; taking a named card is never a draw."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, Cmd, Command, MoveIntent, PileRef, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse

FIVE = Card(Rank(5), Suit.HEARTS)


def five(lang: str) -> str:
    return card_names(translator(lang))[FIVE.suit * 13 + FIVE.rank - 1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_and_an_up_word_go_to_a_foundation(lang: str) -> None:
    wrong = []
    for up in all_entries(lang)["up"]:
        for line in (f"{five(lang)} {up}", f"{all_entries(lang)['move'][0]} {five(lang)} {up}"):
            got = parse(line, lang)
            if not (
                isinstance(got, MoveIntent)
                and got.source == CardRef(FIVE)
                and isinstance(got.target, PileRef)
                and got.target.kind is PileKind.FOUNDATION
            ):
                wrong.append((line, format_intent(got)))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_draw_phrase_draws(lang: str) -> None:
    wrong = [
        (w, format_intent(got))
        for w in all_entries(lang)["draw"]
        if (got := parse(w, lang)) != Command(Cmd.DRAW)
    ]
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("lang", "line"), [("ca", "agafa una carta"), ("ca", "agafa del munt"), ("nl", "leg harten 5 weg")]
)
def test_free_play_lines(lang: str, line: str) -> None:
    got = parse(line, lang)
    assert got == Command(Cmd.DRAW) or (isinstance(got, MoveIntent) and isinstance(got.target, PileRef)), (
        format_intent(got)
    )


def test_taking_a_named_card_is_no_draw() -> None:
    assert parse(f"agafa el {five('ca')}", "ca") != Command(Cmd.DRAW)
