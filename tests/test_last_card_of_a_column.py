"""The card at the end of a column asked by the words for its last, top or bottom card
("what's the last card of column 5?", "wat is de laatste kaart van kolom 5?", "qual è l'ultima
carta della colonna 5?") is that card, said alone ("Column 5 ends with the 2 of spades."),
never the whole column read to its end; "read column 5" still reads the column, and a move of
the column's last card ("move the last card of column 4 onto column 9") is that move."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Read, changes_game, format_intent
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ASKED = [
    ("en", "what's the last card of column 4?"),
    ("en", "what's the top card of column 4?"),
    ("en", "whats at the end of column 4"),
    ("en", "what is at the bottom of the fourth column?"),
    ("ca", "digues-me l'última carta de la columna 4"),
    ("ca", "quina carta hi ha al final de la columna 4?"),
    ("ca", "què hi ha al final de la columna quatre?"),
    ("nl", "wat is de laatste kaart van kolom 4?"),
    ("nl", "wat ligt er onderaan kolom 4"),
    ("pt", "qual é a última carta da coluna 4?"),
    ("pt", "o que está no fim da coluna 4?"),
    ("it", "qual è l'ultima carta della colonna 4?"),
    ("it", "cosa c'è in fondo alla colonna 4?"),
    ("hr", "reci mi zadnju kartu stupca 4"),
    ("hr", "koja je gornja karta u stupcu 4?"),
]

# the whole column, and moves of its last card
KEPT = [
    ("en", "read column 4", "read c4", False),
    ("en", "what's in column 4?", "read c4", False),
    ("nl", "lees kolom 4", "read c4", False),
    ("hr", "pročitaj stupac 4", "read c4", False),
]
MOVED = [
    ("en", "move the last card of column 4 onto column 9", "move c4 -> c9"),
    ("nl", "leg de laatste kaart van kolom 4 op kolom 9", "move c4 -> c9"),
    ("it", "sposta l'ultima carta della colonna 4 sulla colonna 9", "move c4 -> c9"),
]

ENDS = {"en": "Column 4 ends with the 2 of spades."}


@pytest.mark.parametrize(("lang", "line"), ASKED)
def test_the_last_card_of_a_column_asked_is_that_card(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, Read) and intent.end, line
    assert format_intent(intent) == "read c4"


@pytest.mark.parametrize(("lang", "line", "reading", "end"), KEPT)
def test_a_column_read_is_the_whole_column(lang: str, line: str, reading: str, end: bool) -> None:
    intent = parse(line, lang)
    assert format_intent(intent) == reading and isinstance(intent, Read) and intent.end is end


@pytest.mark.parametrize(("lang", "line", "reading"), MOVED)
def test_the_last_card_of_a_column_moved_is_a_move(lang: str, line: str, reading: str) -> None:
    assert format_intent(parse(line, lang)) == reading


@pytest.mark.parametrize(("lang", "line"), ASKED)
def test_the_answer_names_that_card_alone(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    before = s.game.state.key()
    column = s.p.column(s.game.state, 3, s.settings.order)
    said = s.handle(line).text
    assert said == s.p.asked.column_ends(3, s.game.state.columns[3][-1]), line
    assert said != column and s.game.state.key() == before
    assert not changes_game(parse(line, lang))


def test_the_english_answer() -> None:
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang="en", environ={})
    assert s.handle("what's the last card of column 4?").text == ENDS["en"]
