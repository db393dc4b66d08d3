""" "and then?", "and after that?" ("i després?", "en daarna?", "e depois?", "e poi?", "a
onda?") right after a hint: the move that follows the hinted one on its winning line, said
and never played ("do it" still plays the hint; asked again, the move after that). When no
winning line is known, only the hinted move is, and the reply says so. With no hint just
given, they ask for the hint, as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move
from fortythieves.core.placement import ranked_moves
from fortythieves.core.state import State
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.advisor import Advice, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

THEN = {
    "en": ("and then?", "and after that?"),
    "ca": ("i després?", "i llavors?"),
    "nl": ("en daarna?", "en dan?"),
    "pt": ("e depois?", "e a seguir?"),
    "it": ("e poi?", "e dopo?"),
    "hr": ("a onda?", "i onda?"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in THEN[lang]]


class Line(Told):
    """Knows a winning line: each position's next move, by its key."""

    def __init__(self, moves: dict[tuple[object, ...], Move]) -> None:
        super().__init__()
        self.moves = moves

    def hint(self, state: State) -> Advice:
        return Advice(Outlook.WINNABLE, self.moves[state.key()], length=40)

    def known(self, state: State) -> Outlook | None:
        return Outlook.WINNABLE if state.key() in self.moves else None


def _line(state: State, length: int) -> tuple[dict[tuple[object, ...], Move], list[Move]]:
    here, out, moves = state.copy(), {}, []
    for _ in range(length):
        move = ranked_moves(here)[0]
        out[here.key()], here = move, here.copy()
        here.push(move)
        moves.append(move)
    return out, moves


def _session(lang: str, advisor: Told) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(THEN) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_the_words_ask_what_comes_after_and_never_act(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.AFTER_HINT)
    assert not changes_game(parse(line, lang))


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_right_after_a_hint_the_next_moves_of_its_line_are_said_and_not_played(lang: str, line: str) -> None:
    probe = _session(lang, Told())
    known, moves = _line(probe.game.state, 3)
    s = _session(lang, Line(known))
    s.handle("hint")
    before = (s.game.snapshot(), s.game.moves)
    after = s.game.state.copy()
    t = translator(lang)
    for k in (1, 2):
        after.push(moves[k - 1])
        said = t._("After that, on the same line: {move}.").format(move=s.p.describe(after, moves[k]))
        assert s.handle(line).text == said
        assert (s.game.snapshot(), s.game.moves) == before
    s.handle("do it")
    assert s.game.moves == 1 and s.game.history[-1] == moves[0]  # the hint's own move


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_no_winning_line_only_the_hinted_move_is_known(lang: str) -> None:
    s = _session(lang, Told(ranked_moves(_session(lang, Told()).game.state)[0]))
    s.handle("hint")
    move = ranked_moves(s.game.state)[0]
    said = translator(lang)._(
        "Only the next move is known: {move}. No winning line is known yet, so what comes after it is not known."
    )
    assert s.handle(THEN[lang][0]).text == said.format(move=s.p.describe(s.game.state, move))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_no_hint_just_given_it_is_the_hint(lang: str) -> None:
    move = ranked_moves(_session(lang, Told()).game.state)[0]
    hinted = _session(lang, Told(move)).handle("hint").text
    assert _session(lang, Told(move)).handle(THEN[lang][0]).text == hinted
