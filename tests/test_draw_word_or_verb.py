"""A word that draws and is also a verb of moving (Portuguese "tirar": "tira uma carta",
"devo tirar?", and "tira o 5 de copas da base") draws when nothing is named after it, and
takes the card or place named after it: a draw word never steals a move that names a card,
in any language."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import ADVICE, CardRef, Cmd, Command, It, MoveIntent, PileRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
FOUNDATION = PileRef(PileKind.FOUNDATION)
FIVE_OF_HEARTS = CardRef(Card(Rank(5), Suit.HEARTS))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_draw_word_before_a_card_draws(lang: str) -> None:
    names = card_names(translator(lang))
    words = [w for w in all_entries(lang)["draw"] if " " not in w]
    assert words
    for w in words:
        for name in (names[0], names[14], names[51]):
            assert parse(f"{w} {name}", lang) != Command(Cmd.DRAW), (w, name)


@pytest.mark.parametrize(
    "line", ["tira", "tirar", "tira uma carta", "tira uma", "tira outra", "tira-me uma carta"]
)
def test_tirar_alone_draws(line: str) -> None:
    assert parse(line, "pt") == Command(Cmd.DRAW)


@pytest.mark.parametrize(
    "line", ["devo tirar?", "posso tirar?", "vale a pena tirar?", "devo tirar uma carta?"]
)
def test_tirar_asked_about_is_answered(line: str) -> None:
    assert parse(line, "pt") in (Command(Cmd.DRAW_ASKED), Command(Cmd.DRAW_ASKED, ADVICE))
    s = Session(settings=Settings(lang="pt"), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang="pt", environ={})
    said = s.handle(line).text
    assert s.game.moves == 0
    assert said == translator("pt").ngettext(
        "Yes, you can draw: {count} card is left in the stock.",
        "Yes, you can draw: {count} cards are left in the stock.",
        64,
    ).format(count=64)


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("tira o 5 de copas da base", MoveIntent(FIVE_OF_HEARTS, None, origin=FOUNDATION, back=True)),
        ("tira-o da base", MoveIntent(It(), None, origin=FOUNDATION, back=True)),
        ("tira o 2 de ouros", MoveIntent(CardRef(Card(Rank(2), Suit.DIAMONDS)), None)),
        ("tira-a", MoveIntent(It(), None)),
        ("tira isso", MoveIntent(It(), None)),
    ],
)
def test_tirar_before_a_card_or_it_takes_it(line: str, want: MoveIntent) -> None:
    assert parse(line, "pt") == want
