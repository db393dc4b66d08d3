""" "The other one" and the list said again, in the six languages: right after a card moved, "and
the other one" ("e l'altro", "i onaj drugi") is its other copy, taken from where it lies and sent
where the first went, and asked with "?" it is where that copy can go; never the copy just moved.
Right after the moves were listed, a card of the list named alone ("the 7 then") is its move and
"el segon de la llista" is the second item, never column 2; after an item is played the list stays
for one more choice ("i prvi isto": the first one too; "e l'altra": the other of two), never for a
bare number."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.variants import STANDARD
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

DEAL = "FT1-N-2345673"  # its moves listed: A♥ (column 1) up, A♣ (column 2) up, 2♠ onto 3♠, A♥ (column 6) up, draw
ACE_OF_CLUBS_UP = Pile(PileKind.FOUNDATION, 3)
ACE_OF_HEARTS_UP = Pile(PileKind.FOUNDATION, 1)

ASK = {
    "en": "what can I play?",
    "ca": "què puc jugar?",
    "nl": "wat kan ik spelen?",
    "pt": "o que posso jogar?",
    "it": "cosa posso giocare?",
    "hr": "što mogu igrati?",
}
# per language: the second item; the first too, after it; the second named with the list; the
# ace of clubs of the list named alone
LIST = {
    "en": ("do the second", "and the first one too", "the second one on the list", "the ace of clubs then"),
    "ca": ("fes el segon", "i el primer també", "el segon de la llista", "l'as de trèvols, doncs"),
    "nl": ("doe de tweede", "en de eerste ook", "de tweede van de lijst", "klaverenaas dan"),
    "pt": ("faz a segunda", "e a primeira também", "a segunda da lista", "o ás de paus, então"),
    "it": ("fai la seconda", "e anche la prima", "la seconda della lista", "l'asso di fiori allora"),
    "hr": ("ajde ovaj drugi", "i prvi isto", "drugi s popisa", "tref asa onda"),
}

FIRST = {
    "en": "do the first",
    "ca": "fes el primer",
    "nl": "doe de eerste",
    "pt": "faz a primeira",
    "it": "fai la prima",
    "hr": "ajde ovaj prvi",
}


def dealt(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(code=DEAL, environ={})
    return s


def targets(reply: Reply) -> list[Pile | None]:
    return [e.outcome.move.target for e in reply.events if isinstance(e, ev.Moved)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_an_item_is_played_the_first_one_too(lang: str) -> None:
    s = dealt(lang)
    s.handle(ASK[lang])
    assert targets(s.handle(LIST[lang][0])) == [ACE_OF_CLUBS_UP]
    assert targets(s.handle(LIST[lang][1])) == [ACE_OF_HEARTS_UP]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_second_of_the_list_is_its_second_item(lang: str) -> None:
    s = dealt(lang)
    s.handle(ASK[lang])
    assert targets(s.handle(LIST[lang][2])) == [ACE_OF_CLUBS_UP]
    s = dealt(lang)
    s.handle(ASK[lang])
    assert targets(s.handle(FIRST[lang])) == [ACE_OF_HEARTS_UP]
    assert targets(s.handle(LIST[lang][2])) == [ACE_OF_CLUBS_UP]  # the list kept for one more choice


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_of_the_list_named_alone_is_its_move(lang: str) -> None:
    s = dealt(lang)
    s.handle(ASK[lang])
    assert targets(s.handle(LIST[lang][3])) == [ACE_OF_CLUBS_UP]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bare_number_after_a_choice_is_no_longer_the_list_s(lang: str) -> None:
    s = dealt(lang)
    s.handle(ASK[lang])
    s.handle(LIST[lang][0])
    start = s.game.state.key()
    s.handle("1")  # column 1 read out, never the first item played
    assert s.game.state.key() == start


# a 2♥ on top of column 1 goes up, and its twin on top of column 9
TWINS = "\n".join(
    (
        f"variant: {STANDARD.key}",
        "foundation 2: AH",
        "foundation 6: AH",
        "column 1: KS 2H",
        "column 2: KS 9S",
        "column 3: 8S 6S",
        "column 4: KC QC",
        "column 5: KD QD",
        "column 6: QS QH",
        "column 7: JD 4C",
        "column 8: 10C 4C",
        "column 9: 10D 2H",
        "column 10: 9C 5D",
    )
)
# one move besides the draw: the 2♥ up
ONE_MOVE = TWINS.replace("column 9: 10D 2H", "column 9: 10D 9H")
TWO = Card(Rank.TWO, Suit.HEARTS)
PLAY_TWO = {
    "en": "play the 2 of hearts from column 1",
    "ca": "juga el 2 de cors de la columna 1",
    "nl": "speel harten 2 uit kolom 1",
    "pt": "joga o 2 de copas da coluna 1",
    "it": "gioca il 2 di cuori della colonna 1",
    "hr": "odigraj herc dvojku iz stupca 1",
}
OTHER = {  # "and the other one", "and the other one?"
    "en": "and the other one",
    "ca": "i l'altre",
    "nl": "en de andere",
    "pt": "e o outro",
    "it": "e l'altro",
    "hr": "i onaj drugi",
}
OTHER_OF_TWO = {
    "en": "the other one",
    "ca": "i l'altra",
    "nl": "en de andere",
    "pt": "e a outra",
    "it": "e l'altra",
    "hr": "i onu drugu",
}


def twins(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=TWINS, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_one_is_the_other_copy_sent_where_the_first_went(lang: str) -> None:
    s = twins(lang)
    first = targets(s.handle(PLAY_TWO[lang]))
    assert len(first) == 1 and first[0] is not None and first[0].kind is PileKind.FOUNDATION
    reply = s.handle(OTHER[lang])
    assert [e.outcome.move.source for e in reply.events if isinstance(e, ev.Moved)] == [
        Pile(PileKind.COLUMN, 8)
    ], reply.text
    assert sorted(len(f) for f in s.game.state.foundations if f) == [2, 2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_one_asked_says_where_it_can_go_and_moves_nothing(lang: str) -> None:
    s = twins(lang)
    s.handle(PLAY_TWO[lang])
    start = s.game.state.key()
    reply = s.handle(f"{OTHER[lang]}?")
    assert s.game.state.key() == start
    assert not any(isinstance(e, ev.Refused) for e in reply.events), reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_of_two_listed_moves(lang: str) -> None:
    """The list holds the 2♥ going up and the draw: after the first, "the other one" draws."""
    s = Session(Settings(lang=lang))
    s.open(layout=ONE_MOVE, environ={})
    s.handle(ASK[lang])
    assert targets(s.handle(FIRST[lang])) == [ACE_OF_HEARTS_UP]
    stock = len(s.game.state.stock)
    reply = s.handle(OTHER_OF_TWO[lang])
    assert len(s.game.state.stock) == stock - 1, reply.text
    assert s.game.state.top(Pile(PileKind.COLUMN, 0)) != TWO
