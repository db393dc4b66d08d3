"""The saved games listed and one taken up again by its number, said in a sentence in the
player's language, in a session that keeps two games: the list is the one "games" gives, the
game named by its number is the one played again, and a saved game spoken of with no number
only asks which."""

from __future__ import annotations

import pytest

from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # the first game: one card drawn, second in the list
OTHER = "FT1-M-9TQM2TD"  # the game in play: two cards drawn, first in the list

SAID = {
    "en": ("show me my saved games", "go back to saved game 2 please", "I want to go back to my saved game"),
    "ca": (
        "ensenya'm les partides guardades",
        "vull tornar a la partida guardada número 2",
        "vull tornar a una partida guardada",
    ),
    "nl": (
        "laat mijn opgeslagen spellen zien",
        "ik wil terug naar mijn opgeslagen spel nummer 2",
        "ga terug naar mijn opgeslagen spel",
    ),
    "pt": (
        "mostra os meus jogos salvos",
        "volta pro jogo salvo número 2, por favor",
        "volta para o jogo salvo",
    ),
    "it": (
        "fammi vedere le partite salvate",
        "riprendi la partita salvata numero 2",
        "riprendi la partita salvata",
    ),
    "hr": (
        "Pokaži mi popis spremljenih igara",
        "Želim nastavit spremljenu igru broj 2",
        "vrati se na spremljenu igru",
    ),
}


def _two_games(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(environ={}, code=CODE)
    s.handle("draw")  # the English words are understood in every language; "d" is Catalan's waste
    s.handle(f"new game {OTHER}")
    s.handle("draw")
    s.handle("draw")
    assert s.game.moves == 2
    return s


@pytest.mark.parametrize("lang", list(SAID))
def test_the_saved_games_listed_and_one_resumed_by_its_number(lang: str) -> None:
    listing, by_number, unnumbered = SAID[lang]
    s = _two_games(lang)
    assert s.handle(listing).text == s.handle("games").text
    asked = s.handle(unnumbered).text
    assert asked == s.handle("resume").text  # which game? asked, nothing taken up
    assert s.current.code == OTHER
    s.handle(by_number)
    assert s.current.code == CODE
    assert s.game.moves == 1


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "what's in column 2?"),
        ("en", "the game I saved was better"),
        ("ca", "què hi ha a la columna 2?"),
        ("hr", "što je u stupcu 2?"),
        ("it", "la partita che ho salvato era meglio"),
    ],
)
def test_a_column_or_a_remark_never_takes_up_a_saved_game(lang: str, line: str) -> None:
    s = _two_games(lang)
    s.handle(line)
    assert s.current.code == OTHER
    assert s.game.moves == 2
