"""Replies built from pieces, read as a native player hears them: every place a card can
go keeps its own preposition ("a la columna 2 o a la columna 3", never "… o la columna 3"), and
a refusal about one copy of a card says where the other lies."""

from __future__ import annotations

import pytest
from test_guiding_replies import position, session

from fortythieves.core.cards import Card
from fortythieves.core.moves import MoveKind
from fortythieves.core.rules import Reason
from fortythieves.core.state import Refusal
from fortythieves.lang.languages import LANGUAGES

# The 2 of hearts at the end of column 5 fits on the 3 of hearts ending columns 2 and 3.
TWO_PLACES = {
    1: "AD 3S KH KS",
    2: "JC 9D 2S 3H",
    3: "9C JH AH 3H",
    4: "8D 9D KC QD",
    5: "10D 9S 4H 2H",
    6: "KC JS 8S KD",
    7: "7D QH 6D 8H",
    8: "9H AS AC 5C",
    9: "6C 5S 7H JS",
    10: "5D 9C 2S 4S",
}

OPTIONS = {
    "en": ("options c5", "From column 5, the 2 of hearts can go on the 3 of hearts in column 2 or on the "
           "3 of hearts in column 3."),
    "ca": ("opcions c5", "2 de cors de la columna 5: pot anar sobre el 3 de cors de la columna 2 o sobre el "
           "3 de cors de la columna 3."),
    "nl": ("opties k5", "Van kolom 5 kan de harten 2 op de harten 3 in kolom 2 of op de harten 3 in kolom 3."),
    "pt": ("opções c5", "O 2 de copas da coluna 5 pode ir sobre o 3 de copas na coluna 2 ou sobre o 3 de "
           "copas na coluna 3."),
    "it": ("opzioni c5", "Dalla colonna 5, il 2 di cuori può andare sul 3 di cuori nella colonna 2 o sul 3 "
           "di cuori nella colonna 3."),
    "hr": ("opcije s5", "Herc dvojka iz stupca 5 može na herc trojku u stupcu 2 ili na herc trojku u "
           "stupcu 3."),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_place_a_card_can_go_keeps_its_preposition(lang: str) -> None:
    line, said = OPTIONS[lang]
    s = session(lang, position(TWO_PLACES))
    assert s.handle(line).text == said


# One 2 of diamonds tops foundation 3, the other lies in the waste under three cards; one 4
# of spades lies in the waste under the 10 of clubs, the other in column 10 under the 2 of spades.
BURIED = {**TWO_PLACES, 10: "5D 9C 4S 2S"}
COPIES = {
    "en": ("2 of diamonds to the foundation", "move the 4 of spades to column 2"),
    "ca": ("2 de diamants a la base", "mou el 4 de piques a la columna 2"),
    "nl": ("ruiten 2 naar het fundament", "leg schoppen 4 op kolom 2"),
    "pt": ("2 de ouros para a base", "põe o 4 de espadas na coluna 2"),
    "it": ("2 di quadri in base", "metti il 4 di picche sulla colonna 2"),
    "hr": ("karo dvojku na temelj", "stavi pik četvorku na stupac 2"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_about_one_copy_says_where_the_other_lies(lang: str) -> None:
    """ "Already there" (pt "O 2 de ouros já está aí.") said of the copy on a foundation, or
    "only the last card of a column" said of two copies one of which is in the waste: the
    answer to "where is" that card follows, so the player hears where the other copy is."""
    already, covered = COPIES[lang]
    s = session(lang, position(BURIED, foundations={3: "AD 2D"}, waste="2D 5C 4S 10C"))
    state = s.game.state
    two, four = Card.parse("2D"), Card.parse("4S")
    said = s.handle(already).text
    assert said == s.p.refusal(state, Refusal(Reason.SAME_PILE, (two,))) + " " + s.p.where(state, two)
    said = s.handle(covered).text
    assert said.endswith(". " + s.p.where(state, four)), said
    assert s.game.moves == 0


def test_already_there_with_no_other_copy_in_sight_says_only_that() -> None:
    s = session("en", position(BURIED, foundations={3: "AD 2D"}))
    assert s.handle("2 of diamonds to the foundation").text == "The 2 of diamonds is already there."


BOTTOM = {
    "en": ("9 of clubs", "9 of clubs: one in column 3, covered by 3 cards (jack of hearts, ace of hearts and 3 of "
           "hearts); the other in column 10, covered by 2 cards (4 of spades and 2 of spades)."),
    "ca": ("9 de trèvols", "9 de trèvols: un exemplar a la columna 3, amb 3 cartes a sobre (sota de cors, as de cors "
           "i 3 de cors); l’altre, a la columna 10, amb 2 cartes a sobre (4 de piques i 2 de piques)."),
    "nl": ("klaveren 9", "Klaveren 9: de ene ligt in kolom 3, met 3 kaarten erop (hartenboer, hartenaas en harten "
           "3); de andere in kolom 10, met 2 kaarten erop (schoppen 4 en schoppen 2)."),
    "pt": ("9 de paus", "9 de paus: uma carta na coluna 3, com 3 cartas por cima (valete de copas, ás de copas e 3 "
           "de copas); a outra na coluna 10, com 2 cartas por cima (4 de espadas e 2 de espadas)."),
    "it": ("9 di fiori", "9 di fiori: una copia nella colonna 3, con 3 carte sopra (fante di cuori, asso di cuori e "
           "3 di cuori); l'altra nella colonna 10, con 2 carte sopra (4 di picche e 2 di picche)."),
    "hr": ("tref devetka", "Tref devetka: jedna je karta u stupcu 3, prekrivaju je 3 karte (herc dečko, herc as i "
           "herc trojka), a druga je u stupcu 10, prekrivaju je 2 karte (pik četvorka i pik dvojka)."),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_under_others_is_said_by_the_cards_that_cover_it(lang: str) -> None:
    """Never its place counted from an end ("the third card from the bottom"): by ear the
    player cannot tell which end is meant. How many cards cover it, and which, in the order
    the column is read; the exposed card is "at the end of column 10"."""
    line, said = BOTTOM[lang]
    s = session(lang, position(BURIED))
    assert s.handle(line).text.startswith(said)
    two = s.p.where(s.game.state, Card.parse("2S"))
    ends = {"en": "at the end of column 10", "ca": "al final de la columna 10", "nl": "aan het eind van kolom 10",
            "pt": "no fim da coluna 10", "it": "in fondo alla colonna 10", "hr": "na kraju stupca 10"}  # fmt: skip
    assert ends[lang] in two, two


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_waste_asked_for_names_the_cards_under_its_top(lang: str) -> None:
    """ "What's in the waste": its top card, then the next ones under it, the one right
    under it first; with more under them, the first three only."""
    s = session(lang, position(BURIED, foundations={3: "AD 2D"}, waste="2D 5C 4S 10C"))
    word = {"en": "waste", "ca": "descart", "nl": "aflegstapel", "pt": "descarte", "it": "scarti",
            "hr": "odbačene karte"}[lang]  # fmt: skip
    names = [s.p.card(Card.parse(c)) for c in ("4S", "5C", "2D")]
    said = s.handle(word).text
    assert said.endswith(": " + ", ".join(names) + "."), said
    s.game.apply(next(m for m in s.game.state.legal_moves() if m.kind is MoveKind.DRAW))  # four under it
    said = s.handle(word).text
    assert said.endswith(": " + ", ".join([s.p.card(Card.parse("10C")), *names[:2]]) + "."), said


F2F = {
    "en": "f3 f7",
    "ca": "b3 b7",
    "nl": "f3 f7",
    "pt": "b3 b7",
    "it": "sposta la base 3 sulla base 7",
    "hr": "t3 t7",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_foundation_to_foundation_names_the_card_it_read(lang: str) -> None:
    """A card from one foundation to another is refused with its name, so that a line
    read as another card than meant ("e l'altro") is heard for what it was read as."""
    s = session(lang, position(BURIED, foundations={3: "AD 2D"}))
    said = s.handle(F2F[lang]).text
    assert said == s.p.refusal(s.game.state, Refusal(Reason.FOUNDATION_TO_FOUNDATION, (Card.parse("2D"),)))
    assert s.p.card(Card.parse("2D")) in said.casefold()
