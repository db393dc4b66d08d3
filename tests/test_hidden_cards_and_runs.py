"""Two things a column's cards must not do: hide a run's moves from the column's options
(where runs move, "options column 1" and "play column 1" see the run, as "moves" does),
and give away a face-down card (naming one answers as naming a card in the stock does,
in every variant with face-down cards, however it is named)."""

from __future__ import annotations

import random
import re

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.codes import DealCode
from fortythieves.core.moves import MoveKind, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.state import State
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, PileRef
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.handling import options
from fortythieves.play.resolver import NotFound, Refused, sources
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

RUNS = [v for v in VARIANTS if v.sequences]
FACE_DOWN = [v for v in VARIANTS if v.face_down]


def run_layout(v: Variant) -> str:
    """Column 1 ends with the queen of hearts and the jack of spades, a run in every
    variant where runs move; only the queen has a place (the king of clubs)."""
    under = " ".join(f"[{c}]" for c in ("5C", "6C", "7C")[: v.face_down]) or "5C"
    others = "\n".join(f"column {n}: {n}D" for n in range(3, v.columns + 1))
    return f"variant: {v.key}\ncolumn 1: {under} QH JS\ncolumn 2: KC\n{others}\nwaste: 2H\n"


def opened(lang: str, layout: str, quickplay: bool = False) -> Session:
    s = Session(Settings(lang=lang, quickplay=quickplay))
    s.open(layout=layout, environ={})
    return s


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_columns_options_include_its_run(lang: str, v: Variant) -> None:
    s = opened(lang, run_layout(v))
    queen = options(s, CardRef(Card(Rank.QUEEN, Suit.HEARTS)))
    whole = options(s, PileRef(PileKind.COLUMN, 0))
    assert queen in whole
    assert options(s, CardRef(Card(Rank.JACK, Suit.SPADES))) in whole  # the exposed card's, too


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
def test_play_column_moves_its_run_when_the_exposed_card_has_no_place(v: Variant) -> None:
    s = opened("en", run_layout(v))
    s.handle("play column 1")
    assert s.game.state.columns[1][-2:] == [Card(Rank.QUEEN, Suit.HEARTS), Card(Rank.JACK, Suit.SPADES)]


@pytest.mark.parametrize("v", RUNS, ids=lambda v: v.key)
def test_every_run_move_is_among_its_columns_options(v: Variant) -> None:
    """Over random play that favours runs: whatever "moves" lists from a column, of
    any length, "options column N" tells as well."""
    rng = random.Random(v.letter)
    checked = 0
    for _ in range(3):
        s = Session(Settings(lang="en"))
        s.open(code=str(DealCode.random(v, rng)), environ={})
        for _ in range(40):
            state = s.game.state
            legal = useful_moves(state)
            for i in range(len(state.columns)):
                pile = Pile(PileKind.COLUMN, i)
                whole = options(s, PileRef(PileKind.COLUMN, i))
                for n in sorted({m.count for m in legal if m.source == pile}):
                    said = s.p.options(
                        state, pile, n, [m for m in legal if m.source == pile and m.count == n]
                    )
                    assert said in whole, (state.columns[i], n)
                    checked += n > 1
            moves = [m for m in legal if m.kind is MoveKind.MOVE]
            if not moves:
                break
            runs = [m for m in moves if m.count > 1]
            s.game.apply(rng.choice(runs or moves))
    assert checked  # the play did reach run moves


def hidden_cards(state: State) -> tuple[list[Card], list[Card]]:
    """The cards no copy of which is in sight: those with a copy face down in a column,
    and those with both copies in the stock."""
    down, stock = [], []
    for suit in Suit:
        for rank in Rank:
            card = Card(rank, suit)
            places = state.locate(card)
            face_down = [
                p for p, d in places if p.kind is PileKind.COLUMN and d > len(state.face_up(p.index))
            ]
            if all(p.kind is PileKind.STOCK for p, _ in places):
                stock.append(card)
            elif len(face_down) + sum(p.kind is PileKind.STOCK for p, _ in places) == len(places):
                down.append(card)
    return down, stock


def shape(found: object) -> object:
    """A resolution without the card it names."""
    if isinstance(found, Refused):
        return ("refused", found.refusal.reason)
    if isinstance(found, NotFound):
        return ("not found", found.missing)
    return found


def deals(v: Variant) -> list[Session]:
    rng = random.Random(v.key)
    out = []
    for _ in range(4):
        s = Session(Settings(lang="en"))
        s.open(code=str(DealCode.random(v, rng)), environ={})
        out.append(s)
    return out


@pytest.mark.parametrize("v", FACE_DOWN, ids=lambda v: v.key)
def test_a_face_down_card_is_named_as_one_in_the_stock(v: Variant) -> None:
    """Whatever place it is said to come from, a card with a copy face down gets the
    answer a card with both copies in the stock gets."""
    for s in deals(v):
        state = s.game.state
        down, stock = hidden_cards(state)
        assert down and stock
        origins = [None, PileRef(PileKind.WASTE), *(PileRef(PileKind.COLUMN, i) for i in range(v.columns))]
        for origin in origins:
            expected = {shape(sources(state, CardRef(c), origin)) for c in stock}
            assert len(expected) == 1
            for card in down:
                assert shape(sources(state, CardRef(card), origin)) in expected, (card, origin)


def lines(name: str, column: int) -> list[str]:
    return [
        f"move the {name}",
        f"play the {name}",
        f"options {name}",
        f"tap {name}",
        name,
        f"where is the {name}",
        f"move the {name} to column 1",
        f"move the {name} from column {column}",
        f"put the {name} on the foundation",
    ]


def masked(text: str, name: str) -> str:
    return re.sub(re.escape(name), "X", text, flags=re.IGNORECASE)


@pytest.mark.parametrize("quickplay", [False, True])
@pytest.mark.parametrize("v", FACE_DOWN, ids=lambda v: v.key)
def test_no_command_tells_a_face_down_card_from_one_in_the_stock(v: Variant, quickplay: bool) -> None:
    names = card_names(translator("en"))

    def name(card: Card) -> str:
        return names[card.suit * 13 + card.rank - 1]

    s = deals(v)[0]
    s.handle("quick play on" if quickplay else "quick play off")
    state = s.game.state
    down, stock = hidden_cards(state)
    for card in down:
        column = next(p.index for p, _ in state.locate(card) if p.kind is PileKind.COLUMN) + 1
        ref = stock[0]
        for mine, theirs in zip(lines(name(card), column), lines(name(ref), column), strict=True):
            said = masked(s.handle(mine).text, name(card))
            assert said == masked(s.handle(theirs).text, name(ref)), mine
        assert s.game.state.key() == state.key()  # nothing moved
