"""Replies built from pieces, read as a native player hears them: every place a card can
go keeps its own preposition ("a la columna 2 o a la columna 3", never "… o la columna 3")."""

from __future__ import annotations

import pytest
from test_guiding_replies import position, session

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
