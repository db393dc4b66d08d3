""" "The next one" ("next one", "la següent", "de volgende", "a próxima", "il prossimo",
"sljedeću") is read in the conversation: right after a hint, another suggestion; after the
hint's move was played, the next hint; anywhere else the game asks whether the next move or the
next card is meant, and never reads "one" as column 1. The words are the catalogue's
"next" class; "the next move" names a hint wherever it is said."""

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
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
# the jack of spades from column 5 onto the queen of spades in column 6
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))

NEXT_ONE = {
    "en": ("next one", "the next one", "and the next one", "next one?", "next"),
    "ca": ("la següent", "el següent", "i la següent", "la pròxima", "següent"),
    "nl": ("volgende", "de volgende", "en de volgende", "de volgende?", "en volgende"),
    "pt": ("a próxima", "o próximo", "e a próxima", "a seguinte", "próxima"),
    "it": ("il prossimo", "la prossima", "e il prossimo", "il successivo", "prossimo"),
    "hr": ("sljedeći", "sljedeću", "i sljedeću", "iduću", "sljedeća"),
}
NEXT_MOVE = {
    "en": "the next move",
    "ca": "la jugada següent",
    "nl": "de volgende zet",
    "pt": "a próxima jogada",
    "it": "la prossima mossa",
    "hr": "sljedeći potez",
}
CASES = [(lang, line) for lang in LANGUAGES for line in NEXT_ONE[lang]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(JACK_ON_QUEEN))
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _asked(lang: str) -> str:
    t = translator(lang)
    return t._("The next what? Type {hint} for the next move, or {draw} for the next card.").format(
        hint=word(lang, "hint"), draw=word(lang, "draw")
    )


def test_every_language_has_its_cases() -> None:
    assert set(NEXT_ONE) == set(NEXT_MOVE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_next_one_is_read_in_the_conversation(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEXT), line


def _said_after(lang: str, lines: list[str], last: str) -> tuple[str, Session]:
    s = _session(lang)
    for line in lines:
        s.handle(line)
    return s.handle(last).text, s


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_right_after_a_hint_it_is_another_suggestion(lang: str, line: str) -> None:
    said, s = _said_after(lang, [word(lang, "hint")], line)
    state = s.game.state
    other = next(m for m in ranked_moves(state) if m != JACK_ON_QUEEN)
    assert said == translator(lang)._("Another move you could play: {move}.").format(
        move=s.p.describe(state, other)
    )
    assert s.game.moves == 0


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_after_the_hint_was_played_it_is_the_next_hint(lang: str, line: str) -> None:
    hint, do_it = word(lang, "hint"), word(lang, "do-it")
    said, s = _said_after(lang, [hint, do_it], line)
    assert s.game.history == [JACK_ON_QUEEN]
    assert said == _said_after(lang, [hint, do_it], hint)[0]


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_anywhere_else_the_game_asks_and_reads_no_column(lang: str, line: str) -> None:
    s = _session(lang)
    assert s.handle(line).text == _asked(lang)  # at the start: nothing was hinted
    s.handle(word(lang, "hint"))
    s.handle(word(lang, "draw"))  # another move than the hint's: the hint is past
    dealt = s.game.snapshot()
    assert s.handle(line).text == _asked(lang)
    assert s.game.snapshot() == dealt


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_next_move_is_a_hint(lang: str) -> None:
    assert parse(NEXT_MOVE[lang], lang) == Command(Cmd.HINT)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_next_one_never_acts(lang: str, line: str) -> None:
    assert not changes_game(parse(line, lang))
    assert not changes_game(parse(f"{line}, {line}", lang))
