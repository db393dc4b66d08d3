"""A hint asked in a game proved lost answers the hint's question, in every language: the
best move left (a card home first), or that no move left helps; then that the game is
lost and what to type. It is never the answer to "can I win?", and "do it" plays the move
it gave."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.core.state import State
from fortythieves.faces.advisor import Budget, SolverAdvisor
from fortythieves.faces.searches import SearchPool
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
LOST = (POSITIONS / "lost-spades.txt").read_text(encoding="utf-8")
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))  # the endgame's queen of spades home


@dataclass
class Lost:
    """An advisor whose every position is proved lost, with `move` the best left."""

    move: Move | None

    def hint(self, state: State) -> Advice:
        return Advice(Outlook.LOST, self.move)

    def outlook(self, state: State) -> Advice:
        return Advice(Outlook.LOST)

    def moved(self, state: State) -> None:
        pass

    def known(self, state: State) -> Outlook | None:
        return Outlook.LOST

    def settle(self, state: State) -> Outlook | None:
        return Outlook.LOST

    def due(self, state: State) -> Advice | None:
        return None

    def forget(self) -> None:
        pass

    def close(self) -> None:
        pass


def session(advisor: Advisor, lang: str, layout: str = ENDGAME) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_hint_in_a_lost_game_gives_the_best_move_left(lang: str) -> None:
    s = session(Lost(QUEEN_HOME), lang)
    said = s.handle(word(lang, "hint")).text
    can_win = s.handle(word(lang, "can-win")).text
    assert said != can_win and s.r.lost(s.game.can_undo()) == can_win
    assert said == s.r.lost_hint(s.game.state, QUEEN_HOME, False)
    assert s.p.describe(s.game.state, QUEEN_HOME) in said and word(lang, "new") in said
    assert s.game.moves == 0
    s.handle(word(lang, "hint"))
    s.handle(word(lang, "do-it"))
    assert s.game.moves == 1  # "do it": the best move left, played


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_hint_in_a_lost_game_with_no_move_that_helps_says_so(lang: str) -> None:
    s = session(Lost(None), lang)
    said = s.handle(word(lang, "hint")).text
    assert said == s.r.lost_hint(s.game.state, None, False)
    assert said not in (s.r.lost(False), s.r.no_hint()) and word(lang, "undo") not in said
    s.play(QUEEN_HOME)
    assert word(lang, "undo") in s.handle(word(lang, "hint")).text  # a move to take back


@pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")
def test_the_solver_proves_the_loss_and_gives_the_move_left() -> None:
    # the lost position with a king of hearts off its foundation: it can still go home
    king_out = LOST.replace(
        "foundation 2: AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        "foundation 2: AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
    )
    king_out = king_out.replace("column 3: 4S 6S", "column 3: 4S 6S KH")
    for layout, said in (
        (king_out, "The best move left: king of hearts from column 3 to foundation 2."),
        (LOST, "No move left helps:"),
    ):
        advisor = SolverAdvisor(SearchPool(1), answer_wait=120.0)  # waits as long as the proof takes
        s = session(advisor, "en", layout)
        assert s.handle("can I win?").text.startswith("No: this game cannot be won")
        hint = s.handle("hint").text
        assert hint.startswith(said) and "this game can no longer be won" in hint, hint
        s.close()


@pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")
def test_a_loss_proved_stays_proved_after_the_moves_that_follow() -> None:
    # Every position reached by moves from a lost one is lost: "can I win?" and the hint say
    # so at once after a move, with no search left to run (the game's budget is spent).
    advisor = SolverAdvisor(SearchPool(1), answer_wait=120.0)
    s = session(advisor, "en", LOST)
    assert s.handle("can I win?").text.startswith("No: this game cannot be won")
    advisor.budget = Budget(first_slice=0.5, max_slice=8.0, game_seconds=0.0)
    advisor.answer_wait = 0.0
    s.handle("queen of spades from column 9 to column 10")  # one queen onto the other king
    assert s.game.moves == 1
    assert s.handle("can I win?").text == s.r.lost(True)
    assert "this game can no longer be won" in s.handle("hint").text
    s.handle("undo")
    assert s.handle("can I win?").text == s.r.lost(False)  # proved itself
    s.close()


def test_a_position_only_undone_to_is_not_lost_by_a_later_proof() -> None:
    from fortythieves.core.layout import parse_layout
    from fortythieves.solver import Hints, Result, Verdict

    state = parse_layout(LOST).game().state
    before = state.copy()
    state.push(next(iter(state.legal_moves())))
    hints = Hints()
    hints.record(state, Result(Verdict.LOST))
    assert not hints.inherit_loss(before)  # the way back is no move of the game
    after = state.copy(steps=len(state.pushed))
    after.push(next(iter(after.legal_moves())))
    assert hints.inherit_loss(after) and hints.known(after) is Verdict.LOST


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_hint_played_in_a_lost_game_plays_the_best_move_left(lang: str) -> None:
    """ "play the hint" in a game proved lost plays the move the hint gives, as "do it" after
    it does, and says after it that the game can no longer be won; it never repeats the hint
    without playing it."""
    s = session(Lost(QUEEN_HOME), lang)
    said = s.handle(word(lang, "play-hint")).text
    assert s.game.moves == 1
    assert said.endswith(s.r.played_best_left())
    assert said != s.r.lost_hint(s.game.state, QUEEN_HOME, True)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_hint_played_with_no_move_left_says_the_game_is_lost(lang: str) -> None:
    s = session(Lost(None), lang)
    said = s.handle(word(lang, "play-hint")).text
    assert s.game.moves == 0
    assert said == s.r.lost_hint(s.game.state, None, False)
