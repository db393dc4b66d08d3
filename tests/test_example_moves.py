"""The help on moves teaches only moves the game being played allows: its example of a
card put on another, in words and in short form, is made from the variant's building
rule. Checked in every variant and every language, through the session, as a player
types `help moves`."""

from __future__ import annotations

import re

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang import parser as P
from fortythieves.lang.example_moves import example_target, move_example, short_example
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import help_topics, word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SHORT_CARD_ON_CARD = re.compile(r"(?<![\w-])\d+\w \d+\w(?!\w)")


def help_on_moves(lang: str, variant: Variant) -> str:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(variant=variant.key, new=True, requested_lang=lang, environ={})
    assert s.game.variant is variant
    return s.handle(f"{word(lang, 'help')} {help_topics(lang)['moves'][0]}").text


def _card_on_card(typed: str, lang: str) -> tuple[Card, Card]:
    intent = P.parse(typed, lang)
    assert isinstance(intent, MoveIntent), typed
    assert isinstance(intent.source, CardRef) and isinstance(intent.target, CardRef), typed
    return intent.source.card, intent.target.card


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_help_on_moves_shows_only_moves_the_variant_allows(lang: str, variant: Variant) -> None:
    text = help_on_moves(lang, variant)
    example, short = move_example(translator(lang), variant), short_example(lang, variant)
    assert example in text and short in text
    shorts = SHORT_CARD_ON_CARD.findall(text)
    assert shorts == [short], text  # the one short card-on-card form is the variant's own
    for typed in (example, short):
        card, onto = _card_on_card(typed, lang)
        assert variant.build.accepts(card, onto), (typed, variant.build)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_example_target_follows_the_building_rule(variant: Variant) -> None:
    target = example_target(variant)
    assert target.rank is Rank.EIGHT
    assert variant.build.accepts(Card(Rank.SEVEN, Suit.SPADES), target)
    assert (target.suit is Suit.SPADES) == (variant.build.suit_ok(Suit.SPADES, Suit.SPADES))


def test_english_help_in_streets_puts_the_seven_of_spades_on_the_eight_of_hearts() -> None:
    text = help_on_moves("en", next(v for v in VARIANTS if v.key == "streets"))
    assert "put the 7 of spades on the 8 of hearts" in text and "7s 8h" in text
    assert "8 of spades" not in text and "8s" not in text
