"""Whether one column is empty, asked with a verb of being ("is column 3 empty?", "is kolom 3
leeg?"), reads that column as "column 3 empty?" does: its cards, or that it is empty. The
question never moves a card."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang import parser as P
from fortythieves.lang.intents import format_intent
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

CASES = [
    ("en", "is column 3 empty?", "c3"), ("en", "is column 7 free?", "c7"), ("nl", "is kolom 3 leeg?", "c3"),
    ("nl", "is kolom 10 vrij?", "c10"), ("ca", "està buida la columna 3?", "c3"),
    ("pt", "a coluna 5 está vazia?", "c5"), ("it", "la colonna 3 è vuota?", "c3"),
    ("hr", "je li stupac 4 prazan?", "c4"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "line", "column"), CASES)
def test_one_column_asked_empty_is_read(lang: str, line: str, column: str) -> None:
    assert format_intent(P.parse(line, lang)) == f"read {column} empty", line


@pytest.mark.parametrize(("lang", "line", "column"), CASES)
def test_the_question_reads_the_column_and_moves_nothing(lang: str, line: str, column: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    reply = s.handle(line).text
    assert s.game.moves == 0 and column[1:] in reply, reply
