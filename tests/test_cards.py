"""Cards and their short notation."""

from __future__ import annotations

from collections import Counter

import pytest

from fortythieves.core.cards import Card, Rank, Suit, double_deck, standard_deck


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("7h", Rank.SEVEN, Suit.HEARTS),
        ("10D", Rank.TEN, Suit.DIAMONDS),
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("td", Rank.TEN, Suit.DIAMONDS),
        (" jc ", Rank.JACK, Suit.CLUBS),
        ("QH", Rank.QUEEN, Suit.HEARTS),
        ("KS", Rank.KING, Suit.SPADES),
        ("2C", Rank.TWO, Suit.CLUBS),
    ],
)
def test_parse(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["", "A", "S", "1S", "11S", "0H", "ZS", "AX", "10", "AS2", "♠A", "[AS]"])
def test_parse_refuses(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_short_notation_round_trips_for_every_card() -> None:
    for card in standard_deck():
        assert Card.parse(card.short()) == card
        assert Card.parse(str(card).lower()) == card
    assert str(Card(Rank.TEN, Suit.CLUBS)) == "10C"
    assert [r.short for r in Rank] == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def test_suits_in_foundation_order_and_colours() -> None:
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert Card.parse("QH").is_red and Card.parse("2D").is_red
    assert not Card.parse("QS").is_red and not Card.parse("2C").is_red


def test_decks() -> None:
    deck = standard_deck()
    assert len(deck) == len(set(deck)) == 52
    assert deck[0] == Card.parse("AS") and deck[12] == Card.parse("KS") and deck[-1] == Card.parse("KC")
    both = double_deck()
    assert len(both) == 104
    assert set(Counter(both).values()) == {2}
    assert both[:52] == both[52:] == deck


def test_cards_are_values() -> None:
    a, b = Card.parse("7S"), Card.parse("7s")
    assert a == b and hash(a) == hash(b) and a is not b
    assert Card.parse("7S") < Card.parse("8S")
    with pytest.raises(AttributeError):
        a.rank = Rank.EIGHT  # type: ignore[misc]
