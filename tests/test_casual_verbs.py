""" "Toss the 3 of diamonds up", "tira el 2 de trèvols", "ruite 3 gewoon wegleggen": a card
played with an everyday verb of throwing or laying down a card (Catalan "tirar" and Italian
"calare" a card is to play it), up to a foundation, onto a place, or to its best place. A word
of moving right after "a" is a noun and moves nothing ("it's a toss-up")."""

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

PLAYED = {
    "en": (
        ("chuck the queen of spades up", "move QS -> f"),
        ("fling the 2 of clubs onto the 3 of hearts", "move 2C -> 3H"),
        ("lob the jack of hearts to the foundation", "move JH -> f"),
        ("toss the ace of hearts", "move AH -> place"),
    ),
    "ca": (
        ("tira la dama de piques amunt", "move QS -> f"),
        ("llença el 2 de trèvols sobre el 3 de cors", "move 2C -> 3H"),
        ("planta la sota de cors a la base", "move JH -> f"),
        ("tira l'as de cors", "move AH -> place"),
    ),
    "nl": (
        ("mik schoppen vrouw naar boven", "move QS -> f"),
        ("smijt de klaveren twee op harte drie", "move 2C -> 3H"),
        ("kieper de harten boer op het fundament", "move JH -> f"),
        ("ruite aas gewoon wegleggen", "move AD -> f"),
    ),
    "pt": (
        ("atira a dama de espadas lá para cima", "move QS -> f"),
        ("larga o 2 de paus em cima do 3 de copas", "move 2C -> 3H"),
        ("despacha o valete de copas para a base", "move JH -> f"),
        ("atira o ás de copas", "move AH -> place"),
    ),
    "it": (
        ("butta su la donna di picche", "move QS -> f"),
        ("cala il 2 di fiori sul 3 di cuori", "move 2C -> 3H"),
        ("lancia il fante di cuori in base", "move JH -> f"),
        ("cala l'asso di cuori", "move AH -> place"),
    ),
    "hr": (
        ("hitni pik damu gore", "move QS -> f"),
        ("ubaci tref dvojku na herc trojku", "move 2C -> 3H"),
        ("lupi herc dečka na temelj", "move JH -> f"),
        ("hitni herc asa", "move AH -> place"),
    ),
}
# the card named last, said as "it" glued to the casual verb, thrown up
IT_UP = (("ca", "tira'l amunt"), ("ca", "llença-la a dalt"), ("it", "buttalo su"), ("en", "chuck it up"))
NOUNS = (
    ("en", "it's a toss up"),
    ("en", "that was a put-up job"),
    ("pt", "uma bota"),
    ("it", "una butta"),
)


def test_every_language_has_its_cases() -> None:
    assert set(PLAYED) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line", "want"), [(lang, line, want) for lang, cases in PLAYED.items() for line, want in cases]
)
def test_the_casual_verb_plays_the_card(lang: str, line: str, want: str) -> None:
    assert format_intent(parse(line, lang)) == want, line


@pytest.mark.parametrize(("lang", "line"), IT_UP)
def test_it_thrown_up_goes_to_a_foundation(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "move it -> f", line


@pytest.mark.parametrize(("lang", "line"), NOUNS)
def test_a_verb_after_a_is_a_noun_that_moves_nothing(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "unknown", line


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_card_goes_up(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    home = sum(map(len, s.game.state.foundations))
    s.handle(PLAYED[lang][0][0])
    assert s.game.moves == 1 and sum(map(len, s.game.state.foundations)) == home + 1
