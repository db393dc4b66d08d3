"""A verb and a place with the card left unsaid ("move to the foundation", "zet op kolom
6", "stavi na temelj") moves the card named, drawn or offered last, or asks which when
nothing was; never the list of moves, though "move" and "zet" are also its words. Through
the real session on the endgame, where the hint names the queen of spades of column 4."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.lang.intents import Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
QUEEN = Card(Rank.QUEEN, Suit.SPADES)
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))

TO_FOUNDATION = {
    "en": ("move to the foundation", "put to the foundation", "send it to the foundation"),
    "ca": ("posa-la a la fundació", "mou a la fundació", "posa a la base"),
    "nl": ("zet op het fundament", "verplaats naar het fundament", "leg op het fundament"),
    "pt": ("põe na fundação", "manda pra base", "move para a base"),
    "it": ("mettilo in fondazione", "vai in base", "sposta in fondazione"),
    "hr": ("stavi na temelj", "premjesti na temelj", "stavi ga na temelj"),
}
TO_COLUMN = {
    "en": ("move to column 6", "put on column 6"),
    "ca": ("mou a la columna 6", "posa-la a la columna 6"),
    "nl": ("zet op kolom 6", "verplaats naar kolom 6"),
    "pt": ("põe na coluna 6", "passa para a coluna 6"),
    "it": ("sposta nella colonna 6", "mettilo sulla colonna 6"),
    "hr": ("stavi na stupac 6", "premjesti na stupac 6"),
}


def hinted(lang: str) -> Session:
    """The endgame after a hint: "it" is the queen of spades of column 4."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(QUEEN_HOME))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    s.handle(word(lang, "hint"))
    return s


def test_every_language_is_covered() -> None:
    assert set(TO_FOUNDATION) == set(TO_COLUMN) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in TO_FOUNDATION.items() for line in lines]
)
def test_a_verb_and_the_foundation_sends_the_card_named_last_home(lang: str, line: str) -> None:
    assert parse(line, lang) != Command(Cmd.MOVES)
    s = hinted(lang)
    s.handle(line)
    assert s.game.state.foundations[0][-1] == QUEEN, line
    assert s.game.moves == 1


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in TO_COLUMN.items() for line in lines]
)
def test_a_verb_and_a_column_moves_the_card_named_last_there(lang: str, line: str) -> None:
    s = hinted(lang)
    s.handle(line)
    assert s.game.state.columns[5] == [QUEEN], line
    assert s.game.moves == 1


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, lines[0]) for lang, lines in (*TO_FOUNDATION.items(), *TO_COLUMN.items())]
)
def test_with_nothing_named_the_game_asks_which_card_and_moves_nothing(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    before = s.game.state.key()
    intent = parse(line, lang)
    assert isinstance(intent, MoveIntent), intent
    assert s.handle(line).text == s.r.no_referent(False)
    assert s.game.state.key() == before


# read as "it" to column 6, each would move the queen there
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "sposta le bassi sulla colonna 6"),
        ("en", "can anything go to column 6"),
        ("en", "move the thingy to column 6"),
        ("nl", "zet de dinges op kolom 6"),
    ],
)
def test_a_card_said_in_words_not_understood_is_not_taken_for_it(lang: str, line: str) -> None:
    s = hinted(lang)
    s.handle(line)
    assert s.game.moves == 0, line
