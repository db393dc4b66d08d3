"""The question where a card or a place can go, asked after naming it ("a carta descartada
vai para onde?", "la carta scartata dove può andare?", "de aflegkaart kan waarheen?", "karta s
otpada ide kamo?"), asks its options as the question said first does, in every language; a
"where" said last with no verb of going nor "can" moves nothing and asks no options."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, Options, PileRef, changes_game
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
WASTE = Options(PileRef(PileKind.WASTE))
THREE = Options(CardRef(Card(Rank.THREE, Suit.HEARTS)))

ASKED = [
    ("en", "where can the waste card go?", WASTE),
    ("en", "the waste card can go where?", WASTE),
    ("en", "the 3 of hearts can go where?", THREE),
    ("ca", "on pot anar la carta descartada?", WASTE),
    ("ca", "la carta descartada on pot anar?", WASTE),
    ("ca", "el 3 de cors on pot anar?", THREE),
    ("nl", "waar kan de kaart van de aflegstapel heen?", WASTE),
    ("nl", "de aflegkaart kan waarheen?", WASTE),
    ("nl", "de harten 3 kan waarheen?", THREE),
    ("pt", "a carta descartada vai para onde?", WASTE),
    ("pt", "a carta descartada pode ir para onde?", WASTE),
    ("pt", "o 3 de copas vai para onde?", THREE),
    ("it", "dove può andare la carta scartata?", WASTE),
    ("it", "la carta scartata dove può andare?", WASTE),
    ("it", "il 3 di cuori dove va?", THREE),
    ("hr", "gdje može ići karta s otpada?", WASTE),
    ("hr", "karta s otpada ide kamo?", WASTE),
    ("hr", "herc trojka kamo može?", THREE),
    # the question a clause of its own about "it", after the card or the place named
    ("en", "the waste card, where can it go?", WASTE),
    ("en", "the 3 of hearts, where can it go?", THREE),
    ("ca", "el 3 de cors, on pot anar?", THREE),
    ("nl", "de aflegkaart, waar kan die heen?", WASTE),
    ("pt", "o 3 de copas, para onde pode ir?", THREE),
    ("it", "il 3 di cuori, dove può andare?", THREE),
    ("hr", "herc trojka, kamo može ići?", THREE),
]


@pytest.mark.parametrize(("lang", "line", "meant"), ASKED)
def test_where_it_can_go_said_after_the_card(lang: str, line: str, meant: Options) -> None:
    assert parse(line, lang) == meant


# "where" said last of a card with no verb of going: no options, and nothing moves
KEPT = [
    ("en", "the 3 of hearts is where?"),
    ("pt", "o 3 de copas está onde?"),
    ("it", "il 3 di cuori è dove?"),
]


@pytest.mark.parametrize(("lang", "line"), KEPT)
def test_where_without_going_asks_no_options(lang: str, line: str) -> None:
    said = parse(line, lang)
    assert not isinstance(said, Options) and not changes_game(said)


@pytest.mark.parametrize(
    ("lang", "draw", "line"),
    [
        ("pt", "vira", "a carta descartada vai para onde?"),
        ("it", "pesca", "la carta scartata dove può andare?"),
    ],
)
def test_the_options_of_the_waste_are_said_and_nothing_moves(lang: str, draw: str, line: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(draw)
    reply = s.handle(line)
    assert s.game.moves == 1 and "1" in reply.text  # the drawn ace can go to foundation 1
