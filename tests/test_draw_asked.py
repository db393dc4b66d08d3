""" "Should I draw?", "can I draw?", "moet ik trekken?", "posso pescare?", "he de robar?", "devo virar?",
"trebam li vući?": a draw asked about is answered and nothing is drawn. The answer says whether a
draw is possible (the cards left in the stock, or the rule that forbids it, as a draw refused
says it) and the hint's verdict: to draw, or another move first. The words that ask are the
catalogue's "may words", the words that draw its draw words."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import DRAW, Move, MoveKind, column
from fortythieves.lang.concepts import _words, entry
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import ADVICE, Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ASKED = {
    "en": ("should I draw?", "can I draw?", "may I draw a card?"),
    "ca": ("he de robar?", "puc robar?", "em convé robar?"),
    "nl": ("moet ik trekken?", "kan ik trekken?", "mag ik een kaart trekken?"),
    "pt": ("devo virar?", "posso virar uma carta?", "vale a pena comprar?", "devo tirar?", "posso tirar?"),
    "it": ("devo pescare?", "posso pescare?", "conviene pescare?"),
    "hr": ("trebam li vući?", "mogu li vući?", "smijem li vući kartu?"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in ASKED[lang]]
# the jack of spades from column 5 onto the queen of spades in column 6
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))


def _session(lang: str, move: Move | None = None) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(move) if move else None)
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_draw_asked_about_is_a_question(lang: str, line: str) -> None:
    assert parse(line, lang) in (Command(Cmd.DRAW_ASKED), Command(Cmd.DRAW_ASKED, ADVICE)), line


def _may_words(lang: str) -> list[str]:
    """The words that ask whether a move is allowed, and those that ask whether it is advised."""
    made = (entry(_words, key)(translator(lang)) for key in ("may_words", "should_words"))
    return [w.strip() for text in made for w in text.split("|") if w.strip()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_that_asks_draws(lang: str) -> None:
    for may in _may_words(lang):
        line = f"{may} {word(lang, 'draw')}?"
        assert not changes_game(parse(line, lang)), line


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_nothing_is_drawn_and_the_stock_is_counted(lang: str, line: str) -> None:
    s = _session(lang)
    dealt = s.game.snapshot()
    said = s.handle(line).text
    assert s.game.snapshot() == dealt
    assert said == translator(lang).ngettext(
        "Yes, you can draw: {count} card is left in the stock.",
        "Yes, you can draw: {count} cards are left in the stock.",
        64,
    ).format(count=64)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_says_whether_to_draw(lang: str) -> None:
    line = ASKED[lang][0]
    drawing, moving = _session(lang, DRAW), _session(lang, JACK_ON_QUEEN)
    t = translator(lang)
    assert drawing.handle(line).text.endswith(
        t._("The hint is to draw: type {draw}.").format(draw=word(lang, "draw"))
    )
    assert moving.handle(line).text.endswith(
        t._("The hint is another move first: {move}.").format(
            move=moving.p.describe(moving.game.state, JACK_ON_QUEEN)
        )
    )
    assert drawing.game.moves == moving.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_empty_stock_says_why_no_card_can_be_drawn(lang: str) -> None:
    s = _session(lang)
    for _ in range(64):
        s.handle(word(lang, "draw"))
    refused = s.handle(word(lang, "draw")).text
    assert s.handle(ASKED[lang][1]).text == refused
