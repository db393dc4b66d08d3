"""That move, and another idea: "do that move", "ok, faz isso", "odigraj to" (a demonstrative
with the noun of a move, or a bare "that" with a verb of doing or playing) are the move named
last: right after a hint its move, after another suggestion that one, after a move offered
that one, after a refused move that move said again; with none named nothing is played, and
never a new hint unasked. "Have you got another idea?" ("tens alguna altra idea?", "ima li
neki drugi prijedlog?") is another suggestion; a bare "anything else?" is one only right after
a hint, and elsewhere the game asks what is meant."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.core.placement import ranked_moves
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))  # the hint the advisor gives
TWO_ON_THREE = Move(MoveKind.MOVE, column(0), column(7))  # the 2 of hearts onto the 3 of hearts

THAT_MOVE = {
    "en": ("sure, make that move", "go ahead and do this"),
    "ca": ("molt bé, juga aquest moviment", "vale, fes això"),
    "nl": ("goed, speel die zet dan", "oké, doe dit"),
    "pt": ("pronto, faz esse lance", "ok, joga isso"),
    "it": ("perfetto, fai questa giocata", "ok, fai quello"),
    "hr": ("može, napravi ovaj potez", "dobro, učini to"),
}
OTHER_IDEA = {
    "en": "nah, got a better idea?",
    "ca": "hmm, em dones alguna altra proposta?",
    "nl": "hmm, weet je een ander plan?",
    "pt": "não sei, tens uma sugestão diferente?",
    "it": "boh, mi dai un'altra idea?",
    "hr": "hmm, imaš li neku drugačiju ideju?",
}
ANYTHING_ELSE = {
    "en": "something else?",
    "ca": "alguna cosa més?",
    "nl": "nog iets anders?",
    "pt": "algo mais?",
    "it": "qualcosa di diverso?",
    "hr": "nešto drugo?",
}
ASKED = {  # whether the 2 of hearts may go on the 3 of hearts: the game offers the move
    "en": "can the 2 of hearts go on the 3 of hearts?",
    "ca": "pot anar el 2 de cors sobre el 3 de cors?",
    "nl": "kan de harten 2 op de harten 3?",
    "pt": "pode o 2 de copas ir para o 3 de copas?",
    "it": "posso mettere il 2 di cuori sul 3 di cuori?",
    "hr": "može li herc dvojka na herc trojku?",
}
MOVES = [(lang, line) for lang in LANGUAGES for line in THAT_MOVE[lang]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(JACK_ON_QUEEN))
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _other(s: Session, lang: str, move: Move) -> str:
    said = translator(lang)._("Another move you could play: {move}.")
    return said.format(move=s.p.describe(s.game.state, move))


def test_every_language_has_its_cases() -> None:
    assert set(THAT_MOVE) == set(OTHER_IDEA) == set(ANYTHING_ELSE) == set(ASKED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), MOVES)
def test_that_move_is_the_move_named_last(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.PLAY_HINT, named_last=True)


@pytest.mark.parametrize(("lang", "line"), MOVES)
def test_right_after_a_hint_that_move_plays_it(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    s.handle(line)
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_another_suggestion_that_move_plays_that_one(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    other = next(m for m in ranked_moves(s.game.state) if m != JACK_ON_QUEEN)
    assert s.handle(OTHER_IDEA[lang]).text == _other(s, lang, other)
    s.handle(THAT_MOVE[lang][0])
    assert s.game.history == [other]


@pytest.mark.parametrize(("lang", "line"), MOVES)
def test_with_no_move_named_nothing_is_played(lang: str, line: str) -> None:
    s = _session(lang)
    said = s.handle(line)
    assert s.game.moves == 0
    assert said.text == s.r.nothing_proposed()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_the_hints_move_was_played_it_is_not_played_again_nor_a_new_hint(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    s.handle(word(lang, "do-it"))
    said = s.handle(THAT_MOVE[lang][1])
    assert s.game.history == [JACK_ON_QUEEN]
    assert said.text == s.r.nothing_proposed()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_offered_is_played_by_that_move(lang: str) -> None:
    s = _session(lang)
    offered = s.handle(ASKED[lang])
    assert any(isinstance(e, ev.Asked) for e in offered.events)
    s.handle(THAT_MOVE[lang][0])
    assert s.game.history == [TWO_ON_THREE]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_another_idea_right_after_a_hint_is_another_suggestion(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    ranked = [m for m in ranked_moves(s.game.state) if m != JACK_ON_QUEEN]
    assert s.handle(OTHER_IDEA[lang]).text == _other(s, lang, ranked[0])
    assert s.handle(ANYTHING_ELSE[lang]).text == _other(s, lang, ranked[1])
    assert s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_anything_else_with_no_hint_before_asks_what_is_meant(lang: str) -> None:
    assert parse(ANYTHING_ELSE[lang], lang) == Command(Cmd.OTHER_HINT, right_after=True)
    assert not changes_game(parse(ANYTHING_ELSE[lang], lang))
    s = _session(lang)
    assert s.handle(ANYTHING_ELSE[lang]).text == s.r.next_what()
    s.handle(word(lang, "hint"))
    s.handle(word(lang, "do-it"))
    assert s.handle(ANYTHING_ELSE[lang]).text == s.r.next_what()  # the hint's position is gone
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_another_idea_with_no_hint_before_is_the_hint(lang: str) -> None:
    assert parse(OTHER_IDEA[lang], lang) == Command(Cmd.OTHER_HINT)
    s, hinted = _session(lang), _session(lang)
    assert s.handle(OTHER_IDEA[lang]).text == hinted.handle(word(lang, "hint")).text
    assert s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_right_after_a_refused_move_that_move_is_refused_again(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    refused = s.handle("2h 9s")  # the 2 of hearts onto the 9 of spades: refused
    assert not any(isinstance(e, ev.Moved) for e in refused.events)
    assert s.handle(THAT_MOVE[lang][0]).text == refused.text  # the move said again, never the hint's
    assert s.game.moves == 0
