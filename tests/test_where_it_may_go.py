""" "Where can I put the 6 of clubs?", "il 6 di fiori dove posso metterlo?", "onde dá pra
colocar o 6 de paus?", "where does the 6 go?": a question of where with a word of "can" or
"should" and a verb of placing or going, or with a word that asks where a card goes ("do I",
Catalan "poso", Croatian "da stavim"), asks the card's places, with the card named before the
question, after it, or as "it". "Where is it?", "where did I put it?" and "where can I find
it?" still ask where it lies, and nothing is moved."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")

ITS_PLACES = {
    "en": (
        "where could I stick the queen of clubs?",
        "the queen of clubs, where should it go?",
        "where do we put the queen of clubs",
        "where does the clubs queen go?",
        "where would the queen of clubs fit?",
    ),
    "ca": (
        "on podria posar la dama de trèvols?",
        "la dama de trèvols, on la puc moure?",
        "on col·loco la dama de trèvols?",
        "i la dama de trèvols on la poso?",
        "on hi cap la dama de trèvols?",
    ),
    "nl": (
        "waar zou ik klaveren vrouw kunnen leggen?",
        "klaveren vrouw, waar moet die heen?",
        "waar hoort de klaveren vrouw?",
        "waar zet ik de klaveren vrouw neer?",
        "waar past klaveren vrouw?",
        "waar moeten de klaveren vrouwen heen?",
    ),
    "pt": (
        "onde consigo pôr a dama de paus?",
        "a dama de paus pode ir para onde?",
        "onde meto a dama de paus?",
        "para onde dá pra mandar a dama de paus?",
        "onde cabe a dama de paus?",
    ),
    "it": (
        "dove potrei mettere la donna di fiori?",
        "la donna di fiori dove la posso spostare?",
        "dove metto la donna di fiori?",
        "la donna di fiori, dove va?",
        "dove ci sta la donna di fiori?",
    ),
    "hr": (
        "gdje bih mogao staviti tref damu?",
        "tref damu, kamo je mogu staviti?",
        "gdje da stavim tref damu?",
        "gdje ide tref dama?",
        "gdje stane tref dama?",
    ),
}
WHERE_IT_LIES = {
    "en": ("where did I put the queen of clubs?", "where can I find the queen of clubs?"),
    "ca": ("on vaig posar la dama de trèvols?", "on puc trobar la dama de trèvols?"),
    "nl": ("waar heb ik klaveren vrouw gelegd?", "waar is klaveren vrouw heen?"),
    "pt": ("onde pus a dama de paus?", "onde posso encontrar a dama de paus?"),
    "it": ("dove ho messo la donna di fiori?", "dove posso trovare la donna di fiori?"),
    "hr": ("gdje sam stavio tref damu?", "gdje mogu naći tref damu?"),
}
# a noun for a place asked of the card: "where's a good spot for it?"
A_SPOT_FOR = {
    "en": "where's the best spot for the queen of clubs?",
    "ca": "on hi ha un bon lloc per a la dama de trèvols?",
    "nl": "waar is een goede plek voor klaveren vrouw?",
    "pt": "onde fica um bom lugar para a dama de paus?",
    "it": "dov'è un buon posto per la donna di fiori?",
    "hr": "gdje je dobro mjesto za tref damu?",
}
OPTIONS = {
    "en": "options queen of clubs",
    "ca": "opcions dama de trèvols",
    "nl": "opties klaveren vrouw",
    "pt": "opções dama de paus",
    "it": "opzioni donna di fiori",
    "hr": "opcije tref dama",
}


def test_every_language_has_its_cases() -> None:
    assert set(ITS_PLACES) == set(WHERE_IT_LIES) == set(A_SPOT_FOR) == set(OPTIONS) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in ITS_PLACES.items() for line in lines]
)
def test_the_question_asks_the_places(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "options QC", line


@pytest.mark.parametrize(("lang", "line"), sorted(A_SPOT_FOR.items()))
def test_a_spot_for_the_card_asks_the_places(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "options QC", line


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in WHERE_IT_LIES.items() for line in lines]
)
def test_the_question_asks_where_it_lies(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "where QC", line


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_places_are_said_and_nothing_moves(lang: str) -> None:
    asked, listed = _session(lang), _session(lang)
    assert format_intent(parse(OPTIONS[lang], lang)) == "options QC"
    assert asked.handle(ITS_PLACES[lang][0]).text == listed.handle(OPTIONS[lang]).text
    assert asked.game.moves == 0
