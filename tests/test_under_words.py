"""Words for "under" are never a card: Catalan "sota" is the jack only as a noun ("la sota",
"una sota", "sota de cors"), never in "a sota", "de sota", "el de sota". Generated from each
language's words for "under"; Catalan fillers "i tant", "i ara sí" are passed over."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.intents import CardRef, Cmd, Command, RankRef, Read, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.linkwords import under_words
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind, meanings
from fortythieves.lang.tokenizer import tokenize

CARDLIKE = {TagKind.CARD, TagKind.RANK, TagKind.SUIT}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_for_under_is_a_card(lang: str) -> None:
    wrong = []
    for under in under_words(lang):
        said = " ".join(under)
        for tag in tokenize(f"the 5 {said} the 6", lang):
            inside = tag.text in said.split() or said.startswith(tag.text)
            if inside and {m.kind for m in meanings(tag)} & CARDLIKE:
                wrong.append((said, tag))
    assert not wrong, wrong


@pytest.mark.parametrize("line", ["el de sota", "de sota", "la de sota"])
def test_the_one_under_is_no_jack(line: str) -> None:
    got = parse(line, "ca")
    assert not isinstance(got, Read) or not isinstance(got.what, RankRef), format_intent(got)
    assert not changes_game(got)


@pytest.mark.parametrize(
    ("line", "card"),
    [("la sota de cors a la base", CardRef(Card(Rank.JACK, Suit.HEARTS))), ("una sota", RankRef(Rank.JACK)),
     ("mou la sota", RankRef(Rank.JACK)), ("sota de piques", CardRef(Card(Rank.JACK, Suit.SPADES)))],
)  # fmt: skip
def test_the_jack_as_a_noun_is_the_jack(line: str, card: CardRef | RankRef) -> None:
    assert card in (getattr(parse(line, "ca"), "source", None), getattr(parse(line, "ca"), "what", None))


@pytest.mark.parametrize("filler", ["i tant", "i ara sí", "doncs", "vinga"])
def test_catalan_fillers_are_passed_over(filler: str) -> None:
    assert parse(f"{filler}, roba", "ca") == Command(Cmd.DRAW)
    assert parse(f"roba, {filler}", "ca") == Command(Cmd.DRAW)
