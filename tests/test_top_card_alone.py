""" "The top card" said alone, with the word for card before the words for the top ("la carta
de dalt", "a carta de cima", "la carta in cima", "as cartas de cima") as English says it after
them: the exposed cards, as `exposed` reads them; said with a column, that column's card is
said, as "the top card of column 3" is in English."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import Cmd, Command, PileRef, Read
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

TOP = {  # the top card alone, the top cards alone, the top card of column 3
    "en": ("the top card", "the top cards", "the top card of column 3"),
    "ca": ("la carta de dalt", "les cartes de dalt", "la carta de dalt de la columna 3"),
    "nl": ("de bovenste kaart", "de bovenste kaarten", "de bovenste kaart van kolom 3"),
    "pt": ("a carta de cima", "as cartas de cima", "a carta de cima da coluna 3"),
    "it": ("la carta in cima", "le carte in cima", "la carta in cima alla colonna 3"),
    "hr": ("gornja karta", "gornje karte", "gornja karta stupca 3"),
}


# Portuguese "de cima da" is one word of the lexicon, "from the top of": the column is read to
# its top card, as "a carta da coluna 3" is
_READ_WHOLE = frozenset({"pt"})


def test_every_language_has_its_cases() -> None:
    assert set(TOP) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_top_card_alone_reads_the_exposed_cards(lang: str) -> None:
    one, many, of_column = TOP[lang]
    assert parse(one, lang) == Command(Cmd.EXPOSED), one
    assert parse(many, lang) == Command(Cmd.EXPOSED), many
    assert parse(of_column, lang) == Read(PileRef(PileKind.COLUMN, 2)), of_column


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_the_game_they_say_what_exposed_and_the_column_say(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    before = s.game.snapshot()
    exposed = s.handle(word(lang, "exposed")).text
    one, many, of_column = TOP[lang]
    assert s.handle(one).text == exposed
    assert s.handle(many).text == exposed
    said = s.handle(of_column).text
    if lang in _READ_WHOLE:
        assert said == s.handle(f"{word(lang, 'column')} 3").text
    else:
        assert said == s.p.asked.column_ends(2, s.game.state.columns[2][-1])
    assert s.game.snapshot() == before
