"""'How many moves have I made?' is a command of its own, in six languages: the move
counter (undo never lowers it) and the moves taken back, with each language's plurals."""

from __future__ import annotations

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# Each language's answers: before any move; after 1, 3 and 5 draws; after 5 draws and 1
# undo, and 3 undos.
ANSWERS = {
    "en": [
        "You have not made a move yet.",
        "You have made 1 move. Last move: draw from the stock.",
        "You have made 3 moves. Last move: draw from the stock.",
        "You have made 5 moves. Last move: draw from the stock.",
        "You have made 5 moves. You took back 1 move. Last move: draw from the stock.",
        "You have made 5 moves. You took back 3 moves. Last move: draw from the stock.",
    ],
    "ca": [
        "Encara no has fet cap moviment.",
        "Has fet 1 moviment. Últim moviment: robar de la reserva.",
        "Has fet 3 moviments. Últim moviment: robar de la reserva.",
        "Has fet 5 moviments. Últim moviment: robar de la reserva.",
        "Has fet 5 moviments. N’has desfet 1. Últim moviment: robar de la reserva.",
        "Has fet 5 moviments. N’has desfet 3. Últim moviment: robar de la reserva.",
    ],
    "nl": [
        "Je hebt nog geen zet gedaan.",
        "Je hebt 1 zet gedaan. Laatste zet: een kaart trekken.",
        "Je hebt 3 zetten gedaan. Laatste zet: een kaart trekken.",
        "Je hebt 5 zetten gedaan. Laatste zet: een kaart trekken.",
        "Je hebt 5 zetten gedaan. Je hebt er 1 teruggenomen. Laatste zet: een kaart trekken.",
        "Je hebt 5 zetten gedaan. Je hebt er 3 teruggenomen. Laatste zet: een kaart trekken.",
    ],
    "pt": [
        "Ainda não fez nenhuma jogada.",
        "Já fez 1 jogada. Última jogada: virar uma carta do monte.",
        "Já fez 3 jogadas. Última jogada: virar uma carta do monte.",
        "Já fez 5 jogadas. Última jogada: virar uma carta do monte.",
        "Já fez 5 jogadas. Anulou 1 jogada. Última jogada: virar uma carta do monte.",
        "Já fez 5 jogadas. Anulou 3 jogadas. Última jogada: virar uma carta do monte.",
    ],
    "it": [
        "Non hai ancora fatto nessuna mossa.",
        "Hai fatto 1 mossa. Ultima mossa: pesca dal tallone.",
        "Hai fatto 3 mosse. Ultima mossa: pesca dal tallone.",
        "Hai fatto 5 mosse. Ultima mossa: pesca dal tallone.",
        "Hai fatto 5 mosse. Ne hai annullata 1. Ultima mossa: pesca dal tallone.",
        "Hai fatto 5 mosse. Ne hai annullate 3. Ultima mossa: pesca dal tallone.",
    ],
    "hr": [
        "Još nije odigran nijedan potez.",
        "Odigran je 1 potez. Zadnji potez: izvlačenje karte iz talona.",
        "Odigrana su 3 poteza. Zadnji potez: izvlačenje karte iz talona.",
        "Odigrano je 5 poteza. Zadnji potez: izvlačenje karte iz talona.",
        "Odigrano je 5 poteza. Poništen je 1 potez. Zadnji potez: izvlačenje karte iz talona.",
        "Odigrano je 5 poteza. Poništena su 3 poteza. Zadnji potez: izvlačenje karte iz talona.",
    ],
}


def test_every_language_is_covered() -> None:
    assert set(ANSWERS) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_many_moves_have_i_made(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(environ={})
    questions = all_entries(lang)["move-count"]
    heard: list[str] = []

    def ask(n: int) -> None:
        before = s.game.state.key()
        heard.append(s.handle(questions[n % len(questions)] + "?").text)
        assert s.game.state.key() == before  # asking changes nothing

    ask(0)
    for draws, turn in ((1, 1), (2, 2), (2, 3)):
        for _ in range(draws):
            s.handle(word(lang, "draw"))
        ask(turn)
    s.handle(word(lang, "undo"))
    ask(4)
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "undo"))
    ask(5)
    assert heard == ANSWERS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legal_moves_keep_their_own_words(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(environ={})
    assert s.handle(word(lang, "moves")).text != s.handle(word(lang, "move-count")).text
