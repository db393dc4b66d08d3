""" "Should I put the jack on the queen?" asks for advice; "can I put the jack on the
queen?" whether it is allowed. In every language the words of advice are the catalogue's
"should" words, apart from its "can" words: a should-question is answered with the hint's
verdict on that move (the hint's own move is offered; another move is said as the hint and
nothing moves), a can-question with whether the move is allowed, as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import DRAW, Move, MoveKind, column
from fortythieves.lang.intents import ADVICE, Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.advisor import Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# the jack of spades from column 5 onto the queen of spades in column 6: the deal's one column move
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))

# (should I ..., can I ...) put the jack of spades on the queen of spades?
ASKED = {
    "en": (
        "should I put the jack of spades on the queen of spades?",
        "can I put the jack of spades on the queen of spades?",
    ),
    "ca": (
        "hauria de posar la sota de piques sobre la dama de piques?",
        "puc posar la sota de piques sobre la dama de piques?",
    ),
    "nl": (
        "moet ik de schoppenboer op de schoppenvrouw leggen?",
        "mag ik de schoppenboer op de schoppenvrouw leggen?",
    ),
    "pt": (
        "devo pôr o valete de espadas na dama de espadas?",
        "posso pôr o valete de espadas na dama de espadas?",
    ),
    "it": (
        "dovrei mettere il fante di picche sulla donna di picche?",
        "posso mettere il fante di picche sulla donna di picche?",
    ),
    "hr": (
        "trebam li staviti pik dečka na pik damu?",
        "mogu li staviti pik dečka na pik damu?",
    ),
}
STILL_DRAW = {
    "en": "can I still draw?",
    "ca": "encara puc robar?",
    "nl": "kan ik nog trekken?",
    "pt": "ainda posso virar uma carta?",
    "it": "posso ancora pescare?",
    "hr": "mogu li još vući?",
}

YES = {"en": "yes", "ca": "sí", "nl": "ja", "pt": "sim", "it": "sì", "hr": "da"}


def _session(lang: str, advisor: Told | None) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(STILL_DRAW) == set(LANGUAGES)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_should_asks_advice_and_can_asks_leave(lang: str) -> None:
    should, can = (parse(line, lang) for line in ASKED[lang])
    assert isinstance(should, MoveIntent) and should.ask and should.advice, should
    assert isinstance(can, MoveIntent) and can.ask and not can.advice, can


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_should_the_hints_move_is_offered_with_the_verdict(lang: str) -> None:
    s = _session(lang, Told(JACK_ON_QUEEN))
    said = s.handle(ASKED[lang][0]).text
    assert said == s.r.should_yes(s.game.state, JACK_ON_QUEEN)
    assert s.game.moves == 0
    s.handle(YES[lang])
    assert s.game.moves == 1


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_should_another_move_says_the_hint_and_moves_nothing(lang: str) -> None:
    s = _session(lang, Told(DRAW))
    said = s.handle(ASKED[lang][0]).text
    assert said == s.r.should_other(s.game.state, DRAW)
    s.handle(YES[lang])
    assert s.game.moves == 0  # nothing was offered
    s.handle(word(lang, "do-it"))
    assert s.game.moves == 1  # the hint's draw


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_should_in_a_lost_game_says_so_and_offers_the_move(lang: str) -> None:
    s = _session(lang, Told(None, Outlook.LOST))
    said = s.handle(ASKED[lang][0]).text
    assert said == s.r.should_lost(s.game.state, JACK_ON_QUEEN)
    s.handle(YES[lang])
    assert s.game.moves == 1


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_can_is_answered_whether_it_is_allowed(lang: str) -> None:
    for advisor in (Told(DRAW), None):
        s = _session(lang, advisor)
        assert s.handle(ASKED[lang][1]).text == s.r.offer_move(s.game.state, JACK_ON_QUEEN)
    without = _session(lang, None)  # no solver: a should-question is answered whether it is allowed
    assert without.handle(ASKED[lang][0]).text == without.r.offer_move(without.game.state, JACK_ON_QUEEN)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_can_i_still_draw_is_a_draw_asked_about(lang: str) -> None:
    assert parse(STILL_DRAW[lang], lang) in (Command(Cmd.DRAW_ASKED), Command(Cmd.DRAW_ASKED, ADVICE))
