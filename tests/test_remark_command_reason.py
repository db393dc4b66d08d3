"""Several clauses around a command: a remark first (a swear word, "oops", "wrong language"),
the command, and after an undo the reason ("I wanted to ..."): the remark and the reason
never sink the command between them. When two clauses both command, none is guessed: the
line is not understood and nothing moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Command,
    Intent,
    MoveIntent,
    RankRef,
    Unknown,
    changes_game,
)
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
UNDO = Command(Cmd.UNDO)
TEN_ON_JACK_5 = MoveIntent(RankRef(Rank.TEN), RankRef(Rank.JACK), target_in=4)
TEN_H_ON_JACK_5 = MoveIntent(CardRef(Card(Rank.TEN, Suit.HEARTS)), RankRef(Rank.JACK), target_in=4)

# a remark, an undo, and what the player had wanted to do
UNDONE = [
    ("en", "damn, undo, I wanted to move the ace"),
    ("en", "undo, I was trying to put the 7 on the 8"),
    ("en", "undo, I meant to put the 7 on the 8"),
    ("ca", "merda, desfés, pretenia posar l'as"),
    ("ca", "ostres, desfés, el que volia era posar l'as a la base"),
    ("nl", "verdorie, maak ongedaan, ik wilde de aas leggen"),
    ("nl", "balen, maak ongedaan, ik was van plan de 7 op de 8 te leggen"),
    ("pt", "bolas, anula, era para pôr o ás na base"),
    ("pt", "raios, anula, eu quis pôr o 7 no 8"),
    ("it", "cavolo, annulla, volevo mettere l'asso"),
    ("it", "mannaggia, annulla, avevo intenzione di spostare il 7 sull'8"),
    ("hr", "k vragu, poništi, htio sam staviti asa"),
    ("hr", "joj, poništi, htjela sam staviti sedmicu na osmicu"),
]


@pytest.mark.parametrize(("lang", "line"), UNDONE)
def test_an_undo_before_what_was_wanted_undoes(lang: str, line: str) -> None:
    assert parse(line, lang) == UNDO


# a remark of two clauses, then a move named with the column of the card it goes onto
MOVED = [
    ("en", "oops wrong language. ten on the jack in column 5", TEN_ON_JACK_5),
    ("en", "damn, wrong language. ten of hearts on the jack in column 5", TEN_H_ON_JACK_5),
    ("ca", "ups, idioma equivocat. el deu sobre la sota de la columna 5", TEN_ON_JACK_5),
    ("nl", "oeps verkeerde taal. de 10 op de boer in kolom 5", TEN_ON_JACK_5),
    ("pt", "ups língua errada. o 10 no valete da coluna 5", TEN_ON_JACK_5),
    ("it", "ops lingua sbagliata. il 10 sul fante nella colonna 5", TEN_ON_JACK_5),
    ("hr", "ups krivi jezik. desetku na dečka u petom", TEN_ON_JACK_5),
    ("hr", "ups, krivi jezik. desetku na dečka u stupcu 5", TEN_ON_JACK_5),
]


@pytest.mark.parametrize(("lang", "line", "meant"), MOVED)
def test_a_remark_before_a_move_onto_a_card_in_its_column(lang: str, line: str, meant: Intent) -> None:
    assert parse(line, lang) == meant


# "I mean" that puts the undo right, said longer than the words of a reason: the correction
@pytest.mark.parametrize(
    ("lang", "line", "meant"),
    [
        ("en", "undo, I meant to say redo", Command(Cmd.REDO)),
        ("en", "undo, I mean redo", Command(Cmd.REDO)),
        ("it", "annulla, volevo dire rifai", Command(Cmd.REDO)),
    ],
)
def test_i_mean_after_an_undo_puts_it_right(lang: str, line: str, meant: Intent) -> None:
    assert parse(line, lang) == meant


# two clauses that both command: neither is guessed; nor a phrase that says "I meant" as much
# as "I intended" ("intendevo", "htio sam") after an undo
TWO = [
    ("it", "annulla, intendevo spostare il 7 sull'8"),
    ("hr", "poništi, htio sam premjestiti asa"),
    ("en", "oops, draw. ten on the jack in column 5"),
    ("en", "oops, draw, I wanted to move the ace"),
    ("ca", "ostres, roba, pretenia posar l'as"),
    ("nl", "oeps, trek, ik wilde de aas leggen"),
    ("pt", "bolas, anula, queria pôr o ás"),
    ("it", "uffa, pesca, volevo mettere l'asso"),
    ("hr", "ups, vuci. desetku na dečka u petom"),
]


@pytest.mark.parametrize(("lang", "line"), TWO)
def test_two_commands_are_never_guessed(lang: str, line: str) -> None:
    said = parse(line, lang)
    assert isinstance(said, Unknown) and not changes_game(said)


MOVE = {
    "en": "jack of spades on the queen of spades",
    "it": "fante di picche sulla donna di picche",
    "hr": "pik dečka na pik damu",
}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "damn, undo, I wanted to move the ace"),
        ("it", "cavolo, annulla, volevo mettere l'asso"),
        ("hr", "k vragu, poništi, htio sam staviti asa"),
    ],
)
def test_the_undo_takes_the_move_back(lang: str, line: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(MOVE[lang])
    assert s.game.state.columns[4][-1] != Card(Rank.JACK, Suit.SPADES)
    s.handle(line)
    assert s.game.state.columns[4][-1] == Card(Rank.JACK, Suit.SPADES)  # back on column 5
