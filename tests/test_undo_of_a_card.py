""" "Anula essa do 9", "undo the one with the 9", "maak die van de boer ongedaan": the number
after the words of a card's move is the card's, never a count of moves; the move is taken
back only when it is that card's, and otherwise the game says which move it is and does
nothing. "Doe die laatste trekking weer", "redo that last draw": a redo said of a draw, or
of a card, plays again only that move, when it is the next to redo."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# the seed deal: a draw, then "5 6" moves the jack of spades onto the queen of spades
UNDO_OTHER = {  # said of a card the last move did not move: nothing undone
    "pt": ("pois, não dá. anula essa do 9", "anula a jogada do 9 de paus"),
    "en": ("undo the one with the 9", "undo the move of the 9 of clubs"),
    "nl": ("maak die van de 9 ongedaan", "draai de zet van de negen terug"),
    "it": ("annulla quella del 9", "annulla la mossa del 9 di fiori"),
}
UNDO_THAT = {  # said of the jack, the card the last move moved: that move undone
    "pt": "anula essa do valete",
    "en": "undo the one with the jack",
    "nl": "maak die van de boer ongedaan",
    "hr": "poništi onaj s dečkom",
}
REDO_DRAW = {
    "nl": "doe die laatste trekking toch maar weer",
    "en": "redo that last draw",
    "it": "rifai l'ultima pescata",
    "pt": "refaz a última tirada",
}


def _played(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    s.handle("5 6")
    assert len(s.game.history) == 2
    return s


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in UNDO_OTHER.items() for line in lines]
)
def test_a_card_not_moved_last_undoes_nothing(lang: str, line: str) -> None:
    s = _played(lang)
    s.handle(line)
    assert len(s.game.history) == 2, line


@pytest.mark.parametrize(("lang", "line"), UNDO_THAT.items())
def test_the_card_moved_last_undoes_that_move(lang: str, line: str) -> None:
    s = _played(lang)
    s.handle(line)
    assert len(s.game.history) == 1, line
    assert s.game.redo_moves and s.game.redo_moves[0].kind.value == "move"


@pytest.mark.parametrize(("lang", "line"), REDO_DRAW.items())
def test_a_draw_redone_only_when_it_is_next(lang: str, line: str) -> None:
    s = _played(lang)
    s.handle(word(lang, "undo"))  # the jack's move undone: the next redo is no draw
    s.handle(line)
    assert len(s.game.history) == 1, line
    s.handle(word(lang, "undo"))  # the draw undone too, after the move: now the draw is next
    s.handle(line)
    assert len(s.game.history) == 1, line
    assert s.game.history[0].kind.value == "draw"


@pytest.mark.parametrize(
    ("lang", "line", "reading"),
    [
        ("pt", "anula essa do 9", "cmd undo of 9"),
        ("ca", "desfés la del 9", "cmd undo of 9"),
        ("hr", "poništi onaj s devetkom", "cmd undo of 9"),
        ("en", "undo the one with the 9 three times", "unknown"),
        ("en", "undo 3 moves", "cmd undo 3"),
    ],
)
def test_a_cards_number_is_no_count(lang: str, line: str, reading: str) -> None:
    assert format_intent(parse(line, lang)) == reading


# a card before a singular noun of one move ("the 9's move"), or a noun of one move before the card
# ("potez devetke"): that card's move, never nine moves
NOUN_OTHER = {
    "en": "undo the 9's move",
    "ca": "desfés el moviment del 9",
    "nl": "maak de 9 zet ongedaan",
    "pt": "desfaz a jogada do 9",
    "it": "annulla la mossa del 9",
    "hr": "poništi potez devetke",
}
NOUN_THAT = {
    "en": "undo the jack's move",
    "ca": "desfés el moviment de la sota",
    "nl": "maak de zet van de boer ongedaan",
    "pt": "desfaz a jogada do valete",
    "it": "annulla la mossa del fante",
    "hr": "poništi potez dečka",
}


@pytest.mark.parametrize(("lang", "line"), NOUN_OTHER.items())
def test_a_cards_move_by_its_noun_undoes_no_count(lang: str, line: str) -> None:
    s = _played(lang)
    s.handle(line)
    assert len(s.game.history) == 2, line


@pytest.mark.parametrize(("lang", "line"), NOUN_THAT.items())
def test_the_card_moved_last_by_its_noun_undoes_that_move(lang: str, line: str) -> None:
    s = _played(lang)
    s.handle(line)
    assert len(s.game.history) == 1, line
