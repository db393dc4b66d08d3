"""Object pronouns of every gender stand for the card named or drawn last, in every language
(Croatian "je", "ju" for "karta", "ga" for "as", "kralj", "dečko"; Catalan "posa-la",
"posa'l"; Portuguese "põe-na", "põe-no"; Italian "mettila", "mettilo"; Dutch "leg hem", "leg
die"); and a card named after a remark ("ugh, the king of clubs") reads as the card named
alone, nothing more, with quick play off and on."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
DRAW = {"en": "draw", "ca": "roba", "nl": "trek", "pt": "vira", "it": "pesca", "hr": "vuci"}

# each language's pronouns, feminine and masculine (or common), before "to the foundation"
PRONOUNS = [
    ("en", "put it on the foundation"),
    ("en", "move that one to the foundation"),
    ("ca", "posa-la a la base"),
    ("ca", "posa'l a la base"),
    ("ca", "mou-lo a la base"),
    ("nl", "leg hem op het fundament"),
    ("nl", "leg die op het fundament"),
    ("nl", "zet 'm op het fundament"),
    ("pt", "põe-na na base"),
    ("pt", "põe-no na base"),
    ("pt", "mete-a na base"),
    ("it", "mettila in base"),
    ("it", "mettilo in base"),
    ("it", "spostala sulla base"),
    ("hr", "premjesti je na temelj"),
    ("hr", "stavi ju na temelj"),
    ("hr", "premjesti ga na temelj"),
    ("hr", "stavi ga gore"),
]


def _session(lang: str, quick: bool = False) -> Session:
    s = Session(Settings(lang=lang, quickplay=quick))
    s.open(layout=SEED, environ={})
    return s


@pytest.mark.parametrize(("lang", "line"), PRONOUNS)
def test_a_pronoun_of_any_gender_is_the_card_drawn(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(DRAW[lang])  # the ace of spades
    s.handle(line)
    assert s.game.state.foundations[0] == [Card(Rank.ACE, Suit.SPADES)]


# a remark, and a card: covered (the king of clubs) and exposed (the 3 of hearts on column 8)
REMARKED = [
    ("en", "ugh", "the king of clubs", "the 3 of hearts"),
    ("en", "damn", "king of clubs", "3 of hearts"),
    ("ca", "uf", "el rei de trèvols", "el 3 de cors"),
    ("ca", "ostres", "rei de trèvols", "3 de cors"),
    ("nl", "bah", "de klaverenheer", "de harten 3"),
    ("nl", "verdorie", "klaverenheer", "harten 3"),
    ("pt", "bolas", "o rei de paus", "o 3 de copas"),
    ("pt", "raios", "rei de paus", "3 de copas"),
    ("it", "uffa", "il re di fiori", "il 3 di cuori"),
    ("it", "cavolo", "re di fiori", "3 di cuori"),
    ("hr", "uf", "kralj tref", "herc trojka"),
    ("hr", "joj", "tref kralja", "herc trojku"),
]


@pytest.mark.parametrize("quick", [False, True])
@pytest.mark.parametrize(("lang", "remark", "covered", "exposed"), REMARKED)
def test_a_card_after_a_remark_reads_as_the_card_alone(
    lang: str, remark: str, covered: str, exposed: str, quick: bool
) -> None:
    for card in (covered, exposed):
        plain = _session(lang).handle(card).text
        s = _session(lang, quick)
        said = s.handle(f"{remark}, {card}").text
        assert said == plain
        assert s.game.moves == 0


# talk said with no comma before a card that can move (the 3 of hearts goes on the 4 in column 7):
# with quick play on the line is no card alone, and the card is read, never played
NO_COMMA = [
    ("en", "oops the 3 of hearts"),
    ("en", "huh, the 3 of hearts"),
    ("en", "ah the 3 of hearts"),
    ("ca", "ostres el 3 de cors"),
    ("nl", "verdorie de harten 3"),
    ("nl", "hè, de harten 3"),
    ("pt", "bolas o 3 de copas"),
    ("it", "accidenti il 3 di cuori"),
    ("it", "ah il 3 di cuori"),
    ("hr", "ajme herc trojka"),
    ("hr", "ajoj herc trojka"),
]


@pytest.mark.parametrize(("lang", "line"), NO_COMMA)
def test_quick_play_never_plays_a_card_said_after_talk(lang: str, line: str) -> None:
    card = dict((lang, exposed) for lang, _, _, exposed in REMARKED)[lang]
    plain = _session(lang).handle(card).text
    s = _session(lang, quick=True)
    assert s.handle(line).text == plain
    assert s.game.state.columns[7][-1] == Card(Rank.THREE, Suit.HEARTS)
