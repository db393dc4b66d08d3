""" "Again" after a move said by its places ("column 1 to the foundation", then "again", "nog een
keer", "en nog een keer"; or "colonna 1 in base tre volte") makes the same move with the card that
lies there now; a repeat the rules refuse says why and moves nothing. "Again, the 3" and "same
with the 3" move that card the way the last one went, never three times the last action. Each in
the six languages."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import DRAW
from fortythieves.core.variants import STANDARD
from fortythieves.lang.intents import MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# the hearts are up to the ace; column 1 ends 5♥ 4♥ 3♥ 2♥ above a king, which no foundation takes
_REST = ("KS 9S", "8S 7S", "KC QC", "KD QD", "JC", "JD", "10C", "10D", "9C")
LAYOUT = "\n".join(
    (
        f"variant: {STANDARD.key}",
        "foundation 2: AH",
        "column 1: KS 5H 4H 3H 2H",
        *(f"column {n}: {cards}" for n, cards in enumerate(_REST, start=2)),
        "waste: 6S",
    )
)

LINES = {  # the move by its places; three times; "again" with a card; "the same" with a card
    "en": (
        "column 1 to the foundation",
        "column 1 to the foundation three times",
        "again, the 3",
        "same with the 3",
    ),
    "ca": (
        "columna 1 a la base",
        "columna 1 a la base tres vegades",
        "un altre cop, el 3",
        "el mateix amb el 3",
    ),
    "nl": (
        "kolom 1 naar het fundament",
        "kolom 1 naar het fundament, drie keer",
        "nog een keer, de 3",
        "hetzelfde met de 3",
    ),
    "pt": ("coluna 1 para a base", "coluna 1 para a base três vezes", "outra vez, o 3", "o mesmo com o 3"),
    "it": ("colonna 1 in base", "colonna 1 in base tre volte", "ancora, il 3", "lo stesso con il 3"),
    "hr": ("stupac 1 na temelj", "stupac 1 na temelj tri puta", "opet, trojku", "isto s trojkom"),
}
PLAY_TWO = {  # the 2 of hearts played by its name
    "en": "play the 2 of hearts",
    "ca": "juga el 2 de cors",
    "nl": "speel harten 2",
    "pt": "joga o 2 de copas",
    "it": "gioca il 2 di cuori",
    "hr": "odigraj herc dvojku",
}


def dealt(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, environ={})
    return s


def hearts_up(s: Session) -> Rank:
    return s.game.state.foundations[1][-1].rank


def moves(reply: Reply) -> int:
    return sum(isinstance(e, ev.Moved) for e in reply.events)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_makes_the_move_by_its_places_with_the_card_there_now(lang: str) -> None:
    wrong = []
    for again in all_entries(lang)["again"]:
        s = dealt(lang)
        s.handle(LINES[lang][0])
        reply = s.handle(again)
        if moves(reply) != 1 or hearts_up(s) is not Rank.THREE:
            wrong.append((again, reply.text))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_and_again_until_the_rules_refuse(lang: str) -> None:
    s = dealt(lang)
    s.handle(LINES[lang][0])
    again = all_entries(lang)["again"][0]
    for _ in range(3):
        assert moves(s.handle(again)) == 1
    assert hearts_up(s) is Rank.FIVE
    start = s.game.state.key()
    reply = s.handle(again)  # the king of spades is there now: no foundation takes it
    assert s.game.state.key() == start
    assert [type(e) for e in reply.events] == [ev.Refused], reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_by_its_places_said_three_times_is_made_three_times(lang: str) -> None:
    s = dealt(lang)
    reply = s.handle(LINES[lang][1])
    assert moves(reply) == 3 and hearts_up(s) is Rank.FOUR, reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_with_a_card_moves_that_card_as_the_last_one_went(lang: str) -> None:
    for line in LINES[lang][2:]:
        intent = parse(line, lang)
        assert isinstance(intent, MoveIntent) and intent.like_last, line
        s = dealt(lang)
        s.handle(PLAY_TWO[lang])  # by its card: "again" alone would ask
        reply = s.handle(line)
        assert moves(reply) == 1 and hearts_up(s) is Rank.THREE, (line, reply.text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_with_a_card_after_a_draw_never_draws_so_many(lang: str) -> None:
    s = dealt(lang)
    s.handle(all_entries(lang)["draw"][0])
    stock = len(s.game.state.stock)
    s.handle(LINES[lang][2])
    assert len(s.game.state.stock) == stock
    assert s.game.history[-1:] == [DRAW]


@pytest.mark.parametrize(
    ("lang", "line"), [("nl", "en nog een keer"), ("ca", "i un altre cop"), ("pt", "e outra vez")]
)
def test_and_again(lang: str, line: str) -> None:
    s = dealt(lang)
    s.handle(LINES[lang][0])
    assert moves(s.handle(line)) == 1 and hearts_up(s) is Rank.THREE


def test_the_last_card_moved_is_what_again_after_a_card_names() -> None:
    s = dealt("it")
    s.handle(PLAY_TWO["it"])
    reply = s.handle("ancora")
    assert moves(reply) == 0 and "2 di cuori" in reply.text
    assert s.game.state.foundations[1][-1] == Card(Rank.TWO, Suit.HEARTS)


AGAIN_THE_MOVE = {  # "again" said before the move by its places: that move
    "en": "again, column 1 to the foundation",
    "ca": "un altre cop, columna 1 a la base",
    "nl": "nog een keer kolom 1 naar het fundament",
    "pt": "outra vez, coluna 1 para a base",
    "it": "ancora colonna 1 in base",
    "hr": "opet stupac 1 na temelj",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_again_before_a_move_said_by_its_places_is_that_move(lang: str) -> None:
    s = dealt(lang)
    s.handle(LINES[lang][0])
    reply = s.handle(AGAIN_THE_MOVE[lang])
    assert moves(reply) == 1 and hearts_up(s) is Rank.THREE, reply.text
