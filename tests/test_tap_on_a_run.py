"""A command acts on the card the player named. Where runs move, a card may have others
on it: a tap on it sends nothing (a tap sends one card to a foundation) and says so about
that card; "play" with it moves its run or says that the run has nowhere to go; auto-place
places the cards named, never a longer run of their column. In every language and every
variant where runs move."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.core.placement import best_place, tap
from fortythieves.core.rules import Reason, Rule
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.cardnames import card_names_subject
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.ruletext import rule_text
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

RUNS = [v for v in VARIANTS if v.sequences]
THREE = Card(Rank.THREE, Suit.SPADES)
TWO = Card(Rank.TWO, Suit.HEARTS)
COLUMN_1 = Pile(PileKind.COLUMN, 0)
HIGH = ("6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "KC", "QC")  # none takes a 3 or a 2


def layout(v: Variant, column_2: str) -> str:
    """Column 1 ends with the 3 of spades and the 2 of hearts, a run in every variant where
    runs move; the 2 of hearts has a place on foundation 2, the hearts'."""
    under = " ".join(f"[{c}]" for c in ("5C", "6C", "7C")[: v.face_down]) or "5C"
    others = "\n".join(f"column {n}: {HIGH[n - 3]}" for n in range(3, v.columns + 1))
    return (
        f"variant: {v.key}\ncolumn 1: {under} 3S 2H\ncolumn 2: {column_2}\n{others}\n"
        "waste: KS\nfoundation 2: AH\n"
    )


def opened(lang: str, text: str, autoplace: bool = False) -> Session:
    s = Session(Settings(lang=lang, autoplace=autoplace))
    s.open(layout=text, environ={})
    return s


def subject(lang: str, card: Card) -> str:
    return card_names_subject(translator(lang))[card.suit * 13 + card.rank - 1]


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tap_on_a_card_with_cards_on_it_moves_nothing_and_speaks_of_that_card(
    lang: str, v: Variant
) -> None:
    s = opened(lang, layout(v, "4D"))  # the run could go on the 4 of diamonds: a tap still never sends it
    before = s.game.state.key()
    text = s.dispatch(Tap(CardRef(THREE))).text
    assert s.game.state.key() == before, text
    assert subject(lang, THREE).lower() in text.lower(), text
    assert subject(lang, TWO).lower() not in text.lower(), text
    assert word(lang, "play") in text.lower(), text  # and says how to move the run
    home = rule_text(translator(lang), Rule.FOUNDATION_BUILD, v)
    assert s.handle(word(lang, "why")).text == home


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tap_on_the_exposed_card_still_sends_it_home(lang: str, v: Variant) -> None:
    s = opened(lang, layout(v, "4D"))
    s.dispatch(Tap(CardRef(TWO)))
    assert s.game.state.foundations[1][-1] == TWO
    assert s.game.state.columns[0][-1] == THREE


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
def test_a_run_played_without_a_place_goes_to_a_column(v: Variant) -> None:
    s = opened("en", layout(v, "4D"))
    s.handle("play the 3 of spades")
    assert s.game.state.columns[1][-2:] == [THREE, TWO]


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_run_with_nowhere_to_go_is_refused_about_its_first_card(lang: str, v: Variant) -> None:
    s = opened(lang, layout(v, "JC"))
    before = s.game.state.key()
    play = word(lang, "play")
    text = s.handle(f"{play} {subject(lang, THREE)}").text
    assert s.game.state.key() == before, text
    assert subject(lang, THREE).lower() in text.lower(), text
    assert subject(lang, TWO).lower() not in text.lower(), text
    assert s.handle(word(lang, "why")).text == rule_text(translator(lang), Rule.BUILD, v)


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
def test_auto_place_places_the_card_named_not_the_run_under_it(v: Variant) -> None:
    """The jack of hearts alone has a place (the queen of clubs); the queen of spades
    and the jack on it have one too (the king of diamonds), and are longer."""
    under = " ".join(f"[{c}]" for c in ("5C", "6C", "7C")[: v.face_down]) or "5C"
    fill = (*HIGH[:4], "9H", "9S", "9C", "10S", "10C", "10H")  # none takes a jack or a queen
    others = "\n".join(f"column {n}: {fill[n - 5]}" for n in range(5, v.columns + 1))
    text = (
        f"variant: {v.key}\ncolumn 1: {under} KH QS JH\ncolumn 2: 4D KD\ncolumn 3: 2D\n"
        f"column 4: 3C QC\n{others}\nwaste: 5S\n"
    )
    s = opened("en", text, autoplace=True)
    s.handle("put the jack of hearts on column 3")
    state = s.game.state
    assert state.columns[3][-1] == Card(Rank.JACK, Suit.HEARTS)
    assert state.columns[0][-1] == Card(Rank.QUEEN, Suit.SPADES)


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
def test_the_placement_policies_take_the_count_named(v: Variant) -> None:
    state = opened("en", layout(v, "4D")).game.state
    assert tap(state, COLUMN_1, 2) is Reason.NO_PLACE
    assert tap(state, COLUMN_1) == Move(MoveKind.MOVE, COLUMN_1, Pile(PileKind.FOUNDATION, 1))
    assert best_place(state, COLUMN_1, 2) == Move(MoveKind.MOVE, COLUMN_1, Pile(PileKind.COLUMN, 1), 2)
    assert best_place(state, COLUMN_1, 1) == Move(MoveKind.MOVE, COLUMN_1, Pile(PileKind.FOUNDATION, 1))
