"""The `show` grid and the rules sheet's picture write a card in the letters the
player's help teaches: Dutch B, V, H for the jack, queen and king, Catalan suits P C D T,
never the English letters in another language. Checked for every card in every language."""

from __future__ import annotations

import re

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.state import State
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.faces.web.board import face as web_face
from fortythieves.lang.grid import grid, rank_letters, short_name, suit_letters
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, help_topics, word
from fortythieves.lang.rulebook.picture import face
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CARDS = [Card(rank, suit) for suit in Suit for rank in Rank]
COURT = (Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING)


def help_text(lang: str) -> str:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(requested_lang=lang, environ={})
    return s.handle(f"{word(lang, 'help')} {help_topics(lang)['moves'][0]}").text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_grid_letters_are_the_ones_the_help_teaches(lang: str) -> None:
    t = translator(lang)
    taught = help_text(lang)
    names = t.pgettext("layout picture", "ace|jack|queen|king").split("|")
    for rank, name in zip(COURT, names, strict=True):
        assert rank_letters(lang)[rank] in face(t, Card(rank, Suit.SPADES)).rank
        if lang != "en":  # "a aas, b boer, v vrouw, h heer": each letter given with its rank's name
            assert f"{rank_letters(lang)[rank].lower()} {name}" in taught, (rank, name)
    for card in CARDS:
        name = short_name(card, symbols=False, lang=lang)
        rank = name[:-1]
        letters = all_entries(lang)["letter-ranks"]
        assert rank == (
            letters[COURT.index(card.rank)].upper() if card.rank in COURT else str(int(card.rank))
        )
        assert name[-1] == suit_letters(lang)[card.suit]
        # the short form the help teaches and the parser reads (tests/test_short_forms.py types them)
        assert name.lower() == f"{rank.lower()}{all_entries(lang)['letter-suits'][card.suit]}"
        assert short_name(card, symbols=True, lang=lang) == rank + "♠♥♦♣"[card.suit]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_grid_and_the_picture_write_a_deal_alike(lang: str, variant: Variant) -> None:
    t = translator(lang)
    state = State.deal(variant, dealing_order(DealCode(variant, "234567")))
    shown = grid(t, state, symbols=True)
    cells = set(re.findall(r"\S+", shown.split("\n", 3)[3]))
    for i, column in enumerate(state.columns):
        for card in column[state.hidden[i] :]:
            drawn = face(t, card)
            assert drawn.rank + drawn.sign in cells, (card, cells)


def test_dutch_and_croatian_grids_use_their_own_letters() -> None:
    jack_of_hearts, queen_of_diamonds = Card(Rank.JACK, Suit.HEARTS), Card(Rank.QUEEN, Suit.DIAMONDS)
    assert short_name(jack_of_hearts, False, "nl") == "BH"
    assert short_name(queen_of_diamonds, False, "nl") == "VR"
    assert short_name(queen_of_diamonds, False, "hr") == "DK"
    assert short_name(queen_of_diamonds, False, "en") == "QD"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_board_draws_a_card_in_the_same_letters(lang: str) -> None:
    for card in CARDS:
        drawn = web_face(lang, card)
        name = short_name(card, symbols=False, lang=lang)
        assert f'<span class="rank">{name[:-1]}</span>' in drawn, drawn
        assert f'<span class="ltr">{name[-1]}</span>' in drawn, drawn
