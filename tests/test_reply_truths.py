"""Replies that say a thing once and only what is true of the game being played: the
score once after several undos, no face-down cards where every card is dealt face up."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.core.variants import VARIANTS
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.phrasing import capital
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_several_undos_say_the_score_once_after_the_last(lang: str) -> None:
    s = _session(lang)
    draw, undo = all_entries(lang)["draw"][0], all_entries(lang)["undo"][0]
    for _ in range(3):
        s.handle(draw)
    score = s.p.score_now(s.game).split("0")[0]  # "Pontuação: ", "Score "
    text = s.handle(f"{undo} 3").text
    assert text.count(score) == 1, text
    assert text.endswith(s.p.score_now(s.game)), text
    assert s.game.state.stock == _session(lang).game.state.stock  # all three taken back
    s.handle(draw)
    one = s.handle(undo).text
    assert one.count(score) == 1 and one.endswith(s.p.score_now(s.game)), one


@pytest.mark.parametrize("lang", LANGUAGES)
def test_where_names_face_down_cards_only_in_games_that_have_them(lang: str) -> None:
    t = translator(lang)
    face_down = t._("{card}: neither copy is in sight; both are in the stock or face down.")
    in_stock = t._("{card}: neither copy is in sight; both are in the stock.")
    assert face_down != in_stock
    for v in VARIANTS:
        s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
        s.open(requested_lang=lang, environ={})
        s.new_game(v)
        state = s.game.state
        unseen = next(
            card
            for card in (Card(rank, suit) for suit in Suit for rank in Rank)
            if all(pile.kind is PileKind.STOCK for pile, _ in state.locate(card))
        )
        said = s.p.where(state, unseen)
        name = s.p.names.card(unseen)
        expected = (face_down if v.face_down else in_stock).format(card=name)
        assert said.lower() == expected.lower(), (lang, v.key, said)


ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_not_where_the_move_says_is_said_to_be_where_it_is(lang: str) -> None:
    """Both kings of spades lie in columns; "take it back from the foundation" once said it
    was in the stock or under the waste's top card."""
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    king = Card(Rank.KING, Suit.SPADES)
    assert {pile.kind for pile, _ in s.game.state.locate(king)} == {PileKind.COLUMN}
    before = s.game.state.key()
    where = s.p.where(s.game.state, king, s.settings.order)
    reply = s.handle("take the king of spades back from the foundation").text
    assert s.game.state.key() == before
    assert reply == capital(s.r.not_where_said(king, where)), reply
    assert s.handle("why").text == where  # "why" says where it is
