""" "Now the six of spades on it", "schoppen 6 erop", "o 6 de espadas em cima dela", "il 6 di
picche lì sopra", "el 6 de piques a sobre", "pik šesticu na nju": right after a card was moved,
a card said with the words for "onto it" goes onto that card, with or without a verb. Generated
from each language's words for "onto it" and its card names; a card that cannot go there is
refused, never sent elsewhere."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Pile, PileKind
from fortythieves.core.variants import STANDARD
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.linkwords import onto_it_words
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

# column 1 ends with the 8 of spades; the 7 of spades (column 2) and then the 6 of spades
# (column 3) build on it; column 4's 5 of hearts goes nowhere near
OTHERS = "\n".join(f"column {n}: {n}D" for n in range(5, 11))
LAYOUT = f"variant: {STANDARD.key}\ncolumn 1: KC 8S\ncolumn 2: 5D 7S\ncolumn 3: 5C 6S\ncolumn 4: 4C 5H\n{OTHERS}\nwaste: 2H\n"
SIX, FIVE = Card(Rank.SIX, Suit.SPADES), Card(Rank.FIVE, Suit.HEARTS)


def name(lang: str, card: Card) -> str:
    return card_names(translator(lang))[card.suit * 13 + card.rank - 1]


def _moved(s: Session, line: str) -> list[tuple[Pile | None, Pile | None]]:
    reply = s.handle(line)
    return [(e.outcome.move.source, e.outcome.move.target) for e in reply.events if isinstance(e, ev.Moved)]


def _after_the_seven(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=LAYOUT, environ={})
    assert _moved(s, "c2 c1") == [(Pile(PileKind.COLUMN, 1), Pile(PileKind.COLUMN, 0))]
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_six_on_it_goes_onto_the_seven_just_moved(lang: str) -> None:
    wrong = []
    for phrase in onto_it_words(lang):
        s = _after_the_seven(lang)
        line = f"{name(lang, SIX)} {' '.join(phrase)}"
        if _moved(s, line) != [(Pile(PileKind.COLUMN, 2), Pile(PileKind.COLUMN, 0))]:
            wrong.append(line)
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "now the six of spades on it"),
        ("en", "and now put the 6 of spades on top of it please"),
        ("nl", "die schoppen 6 erop dan"),
        ("nl", "leg de schoppen zes er bovenop"),
        ("pt", "agora o 6 de espadas em cima dela"),
        ("pt", "põe o seis de espadas por cima dele"),
        ("it", "ora il 6 di picche lì sopra"),
        ("ca", "ara el sis de piques a sobre"),
        ("hr", "sad pik šesticu na nju"),
    ],
)
def test_said_in_free_words(lang: str, line: str) -> None:
    s = _after_the_seven(lang)
    assert _moved(s, line) == [(Pile(PileKind.COLUMN, 2), Pile(PileKind.COLUMN, 0))], line


@pytest.mark.parametrize(("lang", "line"), [("en", "the 5 of hearts on it"), ("nl", "harten 5 erop")])
def test_a_card_that_does_not_fit_there_is_not_moved_elsewhere(lang: str, line: str) -> None:
    s = _after_the_seven(lang)
    assert _moved(s, line) == [], line
