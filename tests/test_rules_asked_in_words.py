"""A section of the rules asked in a player's own words ("what's the goal of the game?", "com es
compten els punts?", "wanneer is het spel afgelopen?") is read out as that section, in every
language; the score asked stays the score, and a line naming a card is never the rules."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ASKED = {
    "en": [
        ("what's the goal here?", "aim"),
        ("how are points counted?", "scoring"),
        ("when is the game over", "end"),
    ],
    "ca": [
        ("quin és l'objectiu del joc?", "aim"),
        ("com es compten els punts?", "scoring"),
        ("quan s'acaba la partida?", "end"),
    ],
    "nl": [
        ("wat is eigenlijk de bedoeling?", "aim"),
        ("hoe krijg je punten?", "scoring"),
        ("hoe eindigt het spel?", "end"),
    ],
    "pt": [
        ("qual é o objetivo do jogo?", "aim"),
        ("como se contam os pontos?", "scoring"),
        ("quando termina o jogo?", "end"),
    ],
    "it": [
        ("qual è lo scopo?", "aim"),
        ("come si calcolano i punti?", "scoring"),
        ("come finisce la partita?", "end"),
    ],
    "hr": [
        ("koja je svrha igre?", "aim"),
        ("kako se računaju bodovi?", "scoring"),
        ("kad je igra gotova?", "end"),
    ],
}
SCORE = {"en": "what's my score?", "ca": "quina puntuació porto?", "nl": "wat is mijn score?",
         "pt": "qual é a minha pontuação?", "it": "qual è il mio punteggio?", "hr": "koliko imam bodova?"}  # fmt: skip


@pytest.mark.parametrize("lang", ASKED)
def test_a_section_asked_in_words_is_read_out(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(code="FT1-N-2345673", environ={})
    for line, key in ASKED[lang]:
        assert format_intent(parse(line, lang)) == f"cmd rules {key}", line
        assert s.handle(line).text == s.handle(f"rules {key}").text, line
    sections = s.handle("rules").text
    assert s.handle(ASKED[lang][0][0]).text != sections  # the section, never the list of them
    assert format_intent(parse(SCORE[lang], lang)) == "cmd score"


@pytest.mark.parametrize(
    "line", ["what's the goal of moving the 7 of hearts?", "how do you score the 5 to column 3"]
)
def test_a_line_naming_a_card_is_never_the_rules(line: str) -> None:
    assert not format_intent(parse(line, "en")).startswith("cmd rules")


MADE = {"en": "which moves have I made?", "ca": "quins moviments he fet?", "nl": "welke zetten heb ik gedaan?",
        "pt": "que jogadas é que já fiz?", "it": "quali mosse ho fatto?", "hr": "koje sam poteze napravio?"}  # fmt: skip
TO_MAKE = {"en": "what moves can I make?", "ca": "quins moviments puc fer?", "nl": "welke zetten kan ik doen?",
           "pt": "que jogadas posso fazer?", "it": "quali mosse posso fare?", "hr": "koje poteze mogu napraviti?"}  # fmt: skip


@pytest.mark.parametrize("lang", MADE)
def test_the_moves_made_asked_are_counted_and_the_last_one_said(lang: str) -> None:
    # "which moves have I made?" is the moves made, never the moves there are to make
    s = Session(Settings(lang=lang))
    s.open(code="FT1-N-2345673", environ={})
    assert format_intent(parse(MADE[lang], lang)) == "cmd move-count"
    assert format_intent(parse(TO_MAKE[lang], lang)) == "cmd moves"
    s.handle("draw")
    before = s.game.state.copy(steps=1)
    before.pop()
    said = s.handle(MADE[lang]).text
    assert said == s.p.moves.moves_made(1, 0, s.p.describe(before, s.game.state.pushed[-1]))
    assert s.p.describe(before, s.game.state.pushed[-1]) in said
