"""Asking for the best move or a good one ("best move", "la millor jugada", "o que tem de bom?",
"cosa c'è di buono?", "koji je najbolji potez?") asks for the hint, in every language; the
legal moves stay the answer to "what can I play?", and praise ("good move!") never asks for
a hint."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command, MoveIntent
from fortythieves.lang.parser import parse

HINT = Command(Cmd.HINT)

ASKED = [
    ("en", "best move"),
    ("en", "what's the best move?"),
    ("en", "anything good?"),
    ("en", "what's a good move?"),
    ("en", "hmm, any good move here?"),
    ("ca", "millor jugada"),
    ("ca", "la millor jugada"),
    ("ca", "quina és la millor jugada?"),
    ("ca", "què hi ha de bo?"),
    ("ca", "hi ha alguna bona jugada?"),
    ("nl", "beste zet"),
    ("nl", "wat is de beste zet?"),
    ("nl", "wat is een goede zet?"),
    ("nl", "is er iets goeds?"),
    ("pt", "melhor jogada"),
    ("pt", "qual é a melhor jogada?"),
    ("pt", "o que tem de bom?"),
    ("pt", "o que há de bom?"),
    ("it", "mossa migliore"),
    ("it", "qual è la miglior mossa?"),
    ("it", "cosa c'è di buono?"),
    ("it", "c'è una buona mossa?"),
    ("hr", "najbolji potez"),
    ("hr", "koji je najbolji potez?"),
    ("hr", "što ima dobro?"),
    ("hr", "ima li nešto dobro?"),
]


@pytest.mark.parametrize(("lang", "line"), ASKED)
def test_the_best_or_a_good_move_asks_the_hint(lang: str, line: str) -> None:
    assert parse(line, lang) == HINT


MOVES = [
    ("en", "what can I play?"),
    ("ca", "quines jugades hi ha?"),
    ("nl", "welke zetten zijn er mogelijk?"),
    ("pt", "que jogadas há?"),
    ("it", "che mosse ci sono?"),
    ("hr", "koji potezi?"),
]


@pytest.mark.parametrize(("lang", "line"), MOVES)
def test_the_moves_stay_the_moves(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.MOVES)


PRAISE = [
    ("en", "good move!"),
    ("ca", "bona jugada!"),
    ("nl", "goede zet!"),
    ("pt", "boa jogada!"),
    ("it", "buona mossa!"),
    ("hr", "dobar potez!"),
]


@pytest.mark.parametrize(("lang", "line"), PRAISE)
def test_praise_asks_no_hint(lang: str, line: str) -> None:
    assert parse(line, lang) != HINT


# whether one move is a good one is asked, never played: the hint's verdict on that move answers
MOVE_ASKED = [
    ("en", "is the 7 on the 8 a good move?"),
    ("en", "is it a good move to put the 7 on the 8?"),
    ("ca", "és una bona jugada posar el 7 sobre el 8?"),
    ("nl", "is de 7 op de 8 een goede zet?"),
    ("nl", "is het een goed idee om de 7 op de 8 te leggen?"),
    ("pt", "pôr o 7 no 8 é uma boa jogada?"),
    ("it", "mettere il 7 sull'8 è una buona mossa?"),
    ("hr", "je li dobra ideja staviti sedmicu na osmicu?"),
]


@pytest.mark.parametrize(("lang", "line"), MOVE_ASKED)
def test_whether_a_move_is_good_is_asked_never_played(lang: str, line: str) -> None:
    said = parse(line, lang)
    assert isinstance(said, MoveIntent) and said.ask and said.advice
