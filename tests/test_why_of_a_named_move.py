""" "why can't I put the 8 of clubs on column 1?": a question of why that names a move asks
that move, as "can I put ...?" does: the rule it breaks, as the refusal would say, or that
it is allowed. It never moves a card and never explains the last act; "why?" with no move
named stays about the last act. In every language."""

from __future__ import annotations

import dataclasses

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, MoveIntent, PileRef, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parsing.pipeline import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # column 2 ends with the ace of clubs; the jack of diamonds lies covered in column 1

JACK, QUEEN, ACE = Card(Rank.JACK, Suit.DIAMONDS), Card(Rank.QUEEN, Suit.CLUBS), Card(Rank.ACE, Suit.CLUBS)
COVERED = MoveIntent(CardRef(JACK), CardRef(QUEEN))
ALLOWED = MoveIntent(CardRef(ACE), PileRef(PileKind.FOUNDATION))

# (a covered card asked onto a card, an allowed move asked), new phrasings in each language
ASKED = {
    "en": ("why can't I put the jack of diamonds on the queen of clubs?",
           "how come I can't move the ace of clubs to the foundation?"),
    "ca": ("per què no puc moure la sota de diamants a sobre de la dama de trèvols?",
           "per què no puc posar l'as de trèvols a la base?"),
    "nl": ("waarom kan ik ruitenboer niet op klaverenvrouw leggen?",
           "waarom mag klaverenaas niet naar de fundatie?"),
    "pt": ("porque é que o valete de ouros não pode ir para a dama de paus?",
           "porque não posso mandar o ás de paus para a base?"),
    "it": ("come mai non posso spostare il fante di quadri sulla donna di fiori?",
           "perché non posso mettere l'asso di fiori sulla fondazione?"),
    "hr": ("zašto ne mogu staviti karo dečka na tref damu?",
           "zašto ne mogu tref asa staviti gore?"),
}  # fmt: skip


def after_a_move(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    s.dispatch(Tap(PileRef(PileKind.COLUMN, 8)))  # an act before: "why?" alone is about it
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", [0, 1])
def test_a_why_naming_a_move_asks_that_move(lang: str, which: int) -> None:
    line, move = ASKED[lang][which], (COVERED, ALLOWED)[which]
    assert parse(line, lang) == dataclasses.replace(move, ask=True)
    s, asked = after_a_move(lang), after_a_move(lang)
    last = after_a_move(lang).handle(word(lang, "why")).text
    state = s.game.state.copy()
    said = s.handle(line).text
    assert s.game.state == state  # a question never moves
    assert said == asked.dispatch(dataclasses.replace(move, ask=True)).text
    assert said != last


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_it_explains_the_move_asked(lang: str) -> None:
    s, refused = after_a_move(lang), after_a_move(lang)
    s.handle(ASKED[lang][0])
    refused.dispatch(COVERED)
    assert s.handle(word(lang, "why")).text == refused.handle(word(lang, "why")).text


def test_the_portuguese_line_found() -> None:
    s = after_a_move("pt")
    said = s.handle("porque é que não posso pôr o 8 de paus na coluna 1?").text
    assert said.startswith("O 8 de paus")
    assert "Nada foi recusado" not in said


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "why?"), ("en", "why won't it let me move that?"), ("pt", "porque não?"), ("it", "perché non si può?"),
     ("ca", "per què no?"), ("nl", "waarom niet?"), ("hr", "zašto ne?")],
)  # fmt: skip
def test_why_without_a_move_stays_about_the_last_act(lang: str, line: str) -> None:
    s = after_a_move(lang)
    assert s.handle(line).text == after_a_move(lang).handle(word(lang, "why")).text


def test_where_a_card_lies_asked_why_is_no_move() -> None:
    assert not isinstance(parse("why is the 5 on the foundation?", "en"), MoveIntent)
