""" "How many cards are in column 3?" ("quantes cartes hi ha a la columna 3?", "hoeveel
kaarten liggen er in kolom 3?", "quantas cartas há na coluna 3?", "quante carte ci sono
nella colonna 3?", "koliko karata ima u stupcu 3?"): the count question takes any place
after its words, and the answer says the count first, then the place's cards; said alone
or of the stock it is the cards left to draw."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, PileRef, Read, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
COLUMN_3 = PileRef(PileKind.COLUMN, 2)
WASTE = PileRef(PileKind.WASTE)
FOUNDATION_2 = PileRef(PileKind.FOUNDATION, 1)
FOUNDATIONS = PileRef(PileKind.FOUNDATION)

# each language's count of column 3, of the waste, of foundation 2, of all foundations, and of the stock
ASKED = {
    "en": (
        "how many cards are in column 3?",
        "how many cards are left in the waste?",
        "how many cards are on foundation 2?",
        "how many cards are on the foundations?",
        "how many cards are left in the stock?",
    ),
    "ca": (
        "quantes cartes hi ha a la columna 3?",
        "quantes cartes hi ha al descart?",
        "quantes cartes hi ha a la base 2?",
        "quantes cartes hi ha a les bases?",
        "quantes cartes queden a la reserva?",
    ),
    "nl": (
        "hoeveel kaarten liggen er in kolom 3?",
        "hoeveel kaarten liggen er op de aflegstapel?",
        "hoeveel kaarten liggen er op fundament 2?",
        "hoeveel kaarten liggen er op de fundamenten?",
        "hoeveel kaarten zitten er nog in de trekstapel?",
    ),
    "pt": (
        "quantas cartas há na coluna 3?",
        "quantas cartas há no descarte?",
        "quantas cartas tem a base 2?",
        "quantas cartas há nas bases?",
        "quantas cartas restam no monte?",
    ),
    "it": (
        "quante carte ci sono nella colonna 3?",
        "quante carte ci sono negli scarti?",
        "quante carte ci sono sulla base 2?",
        "quante carte ci sono sulle basi?",
        "quante carte restano nel tallone?",
    ),
    "hr": (
        "koliko karata ima u stupcu 3?",
        "koliko karata ima među odbačenim kartama?",
        "koliko karata ima na temelju 2?",
        "koliko karata je već na temeljima?",
        "koliko je karata ostalo u talonu?",
    ),
}
PLACES = (COLUMN_3, WASTE, FOUNDATION_2, FOUNDATIONS)
CASES = [(lang, line, place) for lang in LANGUAGES for line, place in zip(ASKED[lang], PLACES, strict=False)]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line", "place"), CASES)
def test_the_count_question_takes_any_place(lang: str, line: str, place: PileRef) -> None:
    assert parse(line, lang) == Read(place, count=True)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_stock_is_counted_as_the_cards_left_to_draw(lang: str) -> None:
    assert parse(ASKED[lang][4], lang) == Command(Cmd.STOCK_LEFT)
    assert parse(word(lang, "stock-left"), lang) == Command(Cmd.STOCK_LEFT)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_count_comes_first_then_the_cards(lang: str) -> None:
    s = _session(lang)
    t = translator(lang)
    column = s.handle(ASKED[lang][0]).text  # the seed deal's column 3 holds 4 cards
    counted = t.ngettext("Column {number} has {count} card.", "Column {number} has {count} cards.", 4)
    assert column == f"{counted.format(number=3, count=4)} {s.p.column(s.game.state, 2, s.settings.order)}"
    home = t.ngettext(
        "The foundations have {count} card in all.", "The foundations have {count} cards in all.", 0
    )
    assert s.handle(ASKED[lang][3]).text == home.format(count=0)
    assert s.handle(ASKED[lang][1]).text == s.p.waste(s.game.state)  # empty: read out as empty
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    waste = t.ngettext("The waste has {count} card.", "The waste has {count} cards.", 2)
    assert s.handle(ASKED[lang][1]).text.startswith(waste.format(count=2))
    assert s.handle(ASKED[lang][4]).text == s.p.readouts.stock_left(s.game.state)


@pytest.mark.parametrize(("lang", "line", "place"), CASES)
def test_a_count_changes_nothing(lang: str, line: str, place: PileRef) -> None:
    assert not changes_game(parse(line, lang))
    s = _session(lang)
    dealt = s.game.snapshot()
    s.handle(line)
    assert s.game.snapshot() == dealt
