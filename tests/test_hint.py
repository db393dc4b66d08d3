"""`hint` and `can I win?`: the session with a fake advisor (exact sentences, every
language), the solver-backed advisor on small positions, and no advisor at all."""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from gated import GatedPool

from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import DRAW, Move, MoveKind, column, foundation
from fortythieves.core.placement import idle
from fortythieves.core.state import State
from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.faces.searches import LOWEST, SearchPool
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE, solve
from fortythieves.solver.api import replays
from fortythieves.store.shelf import Shelf

POSITIONS = Path(__file__).parent / "positions"
ENDGAME = (POSITIONS / "endgame.txt").read_text(encoding="utf-8")
LOST = (POSITIONS / "lost-spades.txt").read_text(encoding="utf-8")
# The endgame's first move: the queen of spades of column 4 home to foundation 1.
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))


@dataclass
class FakeAdvisor:
    """Says what it is told; remembers what the session told it."""

    advice: Advice
    seen: list[str] = field(default_factory=list)

    def hint(self, state: State) -> Advice:
        return self.advice

    def outlook(self, state: State) -> Advice:
        return self.advice

    def moved(self, state: State) -> None:
        self.seen.append("moved")

    def known(self, state: State) -> Outlook | None:
        return None

    def due(self, state: State) -> Advice | None:

        return None

    def forget(self) -> None:
        self.seen.append("forget")

    def close(self) -> None:
        self.seen.append("close")


def session(advisor: Advisor | None, layout: str = ENDGAME, lang: str = "en") -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def test_hint_on_a_winning_line() -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)))
    assert s.handle("hint").text == (
        "Hint: queen of spades from column 4 to foundation 1. "
        "It is the first move of a winning line of 9 moves."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_winning_line_s_length_is_said_on_the_first_hint_only(lang: str) -> None:
    """ "It is the first move of a winning line of 284 moves." after every hint was a refrain:
    the next hints on the line say their move alone, as a move-only hint does."""
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)
    first = s.handle(word(lang, "hint")).text
    again = s.handle(word(lang, "hint")).text
    assert "9" in first and first.startswith(again.rstrip(".")), (first, again)
    assert again == s.r.hint_move(s.game.state, QUEEN_HOME)


def test_it_after_a_hint_is_the_card_the_hint_named() -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)))
    s.handle("column 5")  # the king of hearts, named before the hint
    s.handle("hint")  # the queen of spades of column 4
    assert s.handle("play it").text.startswith("Moved the queen of spades from column 4 to foundation")


def test_do_it_after_a_hint_to_draw_draws() -> None:
    s = session(FakeAdvisor(Advice(Outlook.UNKNOWN, DRAW)))
    s.handle("column 5")
    s.handle("hint")
    stock = len(s.game.state.stock)
    assert s.handle("do it").text.startswith("Drew")
    assert len(s.game.state.stock) == stock - 1


@pytest.mark.parametrize(("lang", "line"), [("en", "ok do that"), ("ca", "fes-ho"), ("nl", "doe het"),
                                            ("pt", "faz isso"), ("hr", "napravi to"), ("en", "play it")])  # fmt: skip
def test_do_it_after_a_hint_plays_the_hint(lang: str, line: str) -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)
    s.handle("hint")
    s.handle(line)
    assert s.game.moves == 1 and s.game.state.foundations[0], line


def test_hint_when_only_the_best_move_was_found() -> None:
    s = session(FakeAdvisor(Advice(Outlook.UNKNOWN, DRAW)))
    assert s.handle("what should I do?").text == (
        "Hint: draw from the stock. No winning line was found in the time allowed, so this is only the "
        "best move found, and it may not lead to a win."
    )


@pytest.mark.parametrize(
    ("lang", "count"),
    [("en", "3,064"), ("ca", "3.064"), ("nl", "3.064"), ("pt", "3.064"), ("it", "3.064"), ("hr", "3.064")],
)
def test_a_long_line_is_counted_as_the_language_writes_numbers(lang: str, count: str) -> None:
    advice = Advice(Outlook.WINNABLE, QUEEN_HOME, 3064)
    assert f" {count} " in session(FakeAdvisor(advice), lang=lang).handle(word(lang, "can-win")).text
    assert f" {count} " in session(FakeAdvisor(advice), lang=lang).handle(word(lang, "hint")).text + " "


def test_can_i_win_each_verdict() -> None:
    assert session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 1))).handle("can I win?").text == (
        "Yes, this game can be won in one move. Type hint to hear it."
    )
    assert session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9))).handle("is this winnable").text == (
        "Yes, this game can be won: a winning line of 9 moves was found. Type hint to hear its first move."
    )
    lost = "No: this game cannot be won; the solver has proved it. Type new game for another deal."
    assert session(FakeAdvisor(Advice(Outlook.LOST))).handle("can this be won?").text == lost
    moved = session(FakeAdvisor(Advice(Outlook.LOST)))
    moved.play(QUEEN_HOME)
    assert moved.handle("hint").text == (
        "No move left helps: this game can no longer be won; the solver has proved it. "
        "Type undo to take moves back, or new game for another deal."
    )
    assert session(FakeAdvisor(Advice(Outlook.UNKNOWN))).handle("can i win").text == (
        "Not known, and the search has stopped: in the time it had, it found neither a winning line "
        "nor a proof that the game is lost."
    )
    assert session(FakeAdvisor(Advice(Outlook.UNKNOWN))).handle("hint").text == "There is no move to suggest."


def test_a_lost_game_is_lost_no_longer_only_after_a_move() -> None:
    """Before any move (nothing to take back) the deal "cannot be won"; after a move it
    "can no longer be won", and undo is offered."""
    s = session(FakeAdvisor(Advice(Outlook.LOST)))
    assert "cannot be won" in s.handle("can I win?").text
    s.play(QUEEN_HOME)
    said = s.handle("can I win?").text
    assert said.startswith("No: this game can no longer be won") and "Type undo" in said


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_play_the_hint_plays_the_hints_move(lang: str) -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)
    expected = s.game.state.copy()
    expected.push(QUEEN_HOME)
    said = s.handle(word(lang, "play-hint")).text
    assert s.game.state.key() == expected.key()
    played = session(FakeAdvisor(Advice(Outlook.UNKNOWN)), lang=lang).play(QUEEN_HOME).text
    assert said == played[:1].upper() + played[1:]  # as the move said by name is told
    assert s.handle(word(lang, "undo")).text  # a move like any other: it can be taken back
    assert s.game.state.key() == session(None, lang=lang).game.state.key()


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_play_the_hint_when_only_the_best_move_was_found_says_so_after_it(lang: str) -> None:
    s = session(FakeAdvisor(Advice(Outlook.UNKNOWN, QUEEN_HOME)), lang=lang)
    played = session(FakeAdvisor(Advice(Outlook.UNKNOWN)), lang=lang).play(QUEEN_HOME).text
    said = s.handle(word(lang, "play-hint")).text
    assert said.startswith(played[:1].upper() + played[1:]) and said != played
    assert said.endswith(s.r.played_best_found())


def test_only_the_first_hint_played_without_a_known_line_says_so() -> None:
    # Hint after hint played with no line known: said once in a game, not after each move;
    # again after a hint from a known line, and in the next game.
    advisor = FakeAdvisor(Advice(Outlook.UNKNOWN, DRAW))
    s = session(advisor)
    s.handle("new game")  # a stock to draw from
    caveat = s.r.played_best_found()
    assert s.handle("play the hint").text.endswith(caveat)
    assert caveat not in s.handle("play the hint").text
    assert caveat not in s.handle("play the hint").text
    advisor.advice = Advice(Outlook.WINNABLE, DRAW, 9)
    assert caveat not in s.handle("play the hint").text
    advisor.advice = Advice(Outlook.UNKNOWN, DRAW)
    assert s.handle("play the hint").text.endswith(caveat)
    s.handle("new game")
    assert s.handle("play the hint").text.endswith(caveat)


def test_play_the_hint_changes_nothing_when_there_is_no_move_to_play() -> None:
    for advisor, reply in (
        (FakeAdvisor(Advice(Outlook.LOST)), "No move left helps: this game can no longer be won"),
        (FakeAdvisor(Advice(Outlook.UNKNOWN)), "There is no move to suggest."),
        (None, "Hints are unavailable"),
    ):
        s = session(advisor)
        before = s.game.state.key()
        assert s.handle("play the hint").text.startswith(reply)
        assert s.game.state.key() == before


def test_play_the_hint_is_no_question_about_it() -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)))
    before = s.game.state.key()
    s.handle("don't play the hint")
    s.handle("should I play the hint?")
    assert s.game.state.key() == before
    assert s.handle("hint").text.startswith("Hint: ")
    assert s.game.state.key() == before


def test_no_advisor_says_hints_are_unavailable() -> None:
    s = session(None)
    unavailable = "Hints are unavailable: the solver is not built in this installation."
    assert s.handle("hint").text == unavailable
    assert s.handle("can I win").text == unavailable


def test_the_advisor_follows_the_game() -> None:
    fake = FakeAdvisor(Advice(Outlook.UNKNOWN))
    s = session(fake)
    assert fake.seen[-2:] == ["forget", "moved"]  # a new deal
    s.play(QUEEN_HOME)
    assert fake.seen[-1] == "moved"
    s.close()
    assert fake.seen[-1] == "close"


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_language_has_the_sentences(lang: str) -> None:
    english = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)))
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)
    hint, can_win = word(lang, "hint"), word(lang, "can-win")
    said = s.handle(hint).text
    assert "9" in said and said != "" and ("4" in said)  # the line's length, column 4
    if lang != "en":
        assert said != english.handle("hint").text
    assert "9" in s.handle(can_win).text
    assert s.handle(can_win).text != s.handle(hint).text
    lost = session(FakeAdvisor(Advice(Outlook.LOST)), lang=lang).handle(can_win).text
    unknown = session(FakeAdvisor(Advice(Outlook.UNKNOWN)), lang=lang).handle(can_win).text
    none = session(None, lang=lang).handle(hint).text
    assert len({said, lost, unknown, none}) == 4
    assert word(lang, "undo") not in lost and word(lang, "new") in lost  # no move made: nothing to undo


# ----- the real advisor ------------------------------------------------------------------
needs_solver = pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")


def patient(pool: SearchPool | None = None) -> SolverAdvisor:
    """The game's advisor in a pool of its own, waiting as long as its search takes to decide
    (a loaded machine decides later, never otherwise)."""
    return SolverAdvisor(pool or SearchPool(1), answer_wait=120.0)


@needs_solver
def test_the_solver_hint_is_a_move_of_a_winning_line() -> None:
    advisor = patient()
    state = parse_layout(ENDGAME).game().state
    advisor.moved(state)
    advice = advisor.hint(state)
    assert advice.outlook is Outlook.WINNABLE and advice.move is not None
    assert advice.move in state.legal_moves()
    after = state.copy()
    after.push(advice.move)
    line = solve(after, 2.0)
    assert replays(after, line.moves)
    assert advisor.outlook(state).length == advice.length
    advisor.close()


@needs_solver
def test_the_session_with_the_solver() -> None:
    s = session(patient())
    assert s.handle("can I win?").text.startswith("Yes, this game can be won: a winning line of ")
    assert s.handle("hint").text.startswith("Hint: ")
    s.close()
    lost = session(patient(), layout=LOST)
    assert lost.handle("can I win?").text.startswith("No: this game cannot be won")
    assert "this game can no longer be won" in lost.handle("hint").text
    lost.close()


@needs_solver
def test_playing_the_hints_wins_the_endgame() -> None:
    s = session(patient())
    for _ in range(60):
        if s.game.state.is_won():
            break
        s.handle("play the hint")
    assert s.game.state.is_won()
    s.close()


@needs_solver
def test_the_search_starts_with_the_game_and_keeps_what_it_found_across_moves_and_undo() -> None:
    advisor = patient()
    s = session(advisor)  # no command yet: the game's start is searched all the same
    start = s.game.state.copy()
    advisor.warn_wait = 120.0
    assert advisor.settle(start) is Outlook.WINNABLE
    s.handle("draw")  # off the line the search found (the line sends the queen home first)
    drawn = s.game.state.copy()
    assert advisor.settle(drawn) is not None  # the search followed the move
    s.handle("undo")
    spent = advisor._spent
    assert advisor.known(start) is Outlook.WINNABLE  # kept across the move and its undo
    assert s.handle("hint").text.startswith("Hint: ")
    assert advisor._spent == spent  # answered from what was kept: no search
    s.close()


@needs_solver
def test_can_i_win_answers_at_once_and_the_verdict_is_said_when_it_comes() -> None:
    pool = GatedPool()  # the search waits until the question is answered
    advisor = SolverAdvisor(pool, answer_wait=0.0)
    decided = threading.Event()
    advisor.on_decided = decided.set
    s = session(advisor)
    assert s.handle("can I win?").text == (
        "Not known yet: the search is still looking. If it finds a winning line or proves the game lost "
        "before your next move, you will hear it."
    )
    assert s.alert() is None  # nothing decided yet
    pool.release()
    assert decided.wait(120), "the search did not decide"
    said = s.alert()
    assert said is not None and said.text.startswith("The answer to “can I win?”: yes, a winning line of ")
    assert s.alert() is None  # said once
    s.close()
    pool.close()


@needs_solver
def test_a_best_move_hint_never_leaves_an_equivalent_position() -> None:
    # Column 1 holds a 2 of hearts on a 3 of hearts, column 2 the other 3 of hearts: moving
    # the 2 across gains nothing, and the best move known must not be it.
    layout = IDLE_TWO
    pool = GatedPool()  # never released: nothing is known, the hint is the best move known
    s = session(SolverAdvisor(pool, answer_wait=0.0), layout=layout)
    state = s.game.state
    across = Move(MoveKind.MOVE, column(0), column(1))
    assert across in state.legal_moves() and idle(state, across)
    said = s.handle("hint").text
    assert said.startswith("Hint: "), said
    assert said.endswith(
        "No winning line is known yet, so this is only the best move so far, and it may not lead to a win. "
        "The search is still looking."
    ), said
    advice = s.advisor.hint(state) if s.advisor else None
    assert advice is not None and advice.move is not None and not idle(state, advice.move)
    s.close()
    pool.close()


IDLE_TWO = """variant: forty-thieves
foundation 1: AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS
foundation 2: AH
foundation 3: AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD
foundation 4: AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC
foundation 5: AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS
foundation 6: AH
foundation 7: AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD
foundation 8: AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC
column 1: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H
column 2: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H
column 3: KS
column 4: KS
column 5: 2H
column 6:
column 7:
column 8:
column 9:
column 10:
stock:
"""


@needs_solver
def test_close_stops_the_search() -> None:
    advisor = patient()
    s = session(advisor, layout=(POSITIONS / "blocked.txt").read_text(encoding="utf-8"))
    s.close()
    assert advisor._running is None


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_language_says_still_looking_and_the_verdict_when_it_comes(lang: str) -> None:
    searching = FakeAdvisor(Advice(Outlook.UNKNOWN, QUEEN_HOME, searching=True))
    s = session(searching, lang=lang)
    english = session(FakeAdvisor(Advice(Outlook.UNKNOWN, QUEEN_HOME, searching=True)))
    looking, best = s.handle(word(lang, "can-win")).text, s.handle(word(lang, "hint")).text
    gave_up = (
        session(FakeAdvisor(Advice(Outlook.UNKNOWN, QUEEN_HOME)), lang=lang).handle(word(lang, "hint")).text
    )
    assert "4" in best and best != gave_up
    assert (
        looking != session(FakeAdvisor(Advice(Outlook.UNKNOWN)), lang=lang).handle(word(lang, "can-win")).text
    )
    won, lost = s.r.outlook_arrived(True, 9, False), s.r.outlook_arrived(False, 0, True)
    assert "9" in won and word(lang, "hint") in won and word(lang, "undo") in lost
    if lang != "en":
        assert looking != english.handle("can I win?").text and won != english.r.outlook_arrived(
            True, 9, False
        )


@pytest.mark.skipif(sys.platform != "linux", reason="a thread has a priority of its own on Linux")
def test_a_search_takes_only_time_no_reply_is_waiting_for() -> None:
    """The search threads run at the lowest priority, the threads answering players at theirs."""
    seen: list[int] = []
    searched = threading.Event()

    class Once:
        def search_slice(self) -> bool:
            seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
            searched.set()
            return False

    pool = SearchPool(1)
    pool.want(Once())
    assert searched.wait(60)
    pool.close()
    assert seen == [LOWEST]
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < LOWEST


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_right_after_a_hint_says_why_that_move(lang: str) -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9)), lang=lang)
    s.handle("column 1 to column 1")  # a refusal before the hint: "why?" is about the hint now
    s.handle(word(lang, "hint"))
    why = s.handle(word(lang, "why")).text
    assert why == s.r.why_hint(s.game.state, QUEEN_HOME, 9) and "9" in why, why
    assert s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_a_best_guess_or_a_loss_says_so(lang: str) -> None:
    s = session(FakeAdvisor(Advice(Outlook.UNKNOWN, DRAW)), lang=lang)
    s.handle(word(lang, "hint"))
    assert s.handle(word(lang, "why")).text == s.r.why_hint(s.game.state, DRAW, None)
    s = session(FakeAdvisor(Advice(Outlook.LOST, None)), lang=lang)
    s.handle(word(lang, "hint"))
    assert s.handle(word(lang, "why")).text == s.r.why_lost(s.game.can_undo())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_after_can_i_win_says_no_is_about_the_loss_not_an_older_hint(lang: str) -> None:
    advisor = FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 9))
    s = session(advisor, lang=lang)
    s.handle(word(lang, "hint"))
    advisor.advice = Advice(Outlook.LOST)  # the search has since proved the game lost
    assert s.handle(word(lang, "can-win")).text == s.r.lost(s.game.can_undo())
    assert s.handle(word(lang, "why")).text == s.r.why_lost(s.game.can_undo())


def test_a_one_move_win_is_said_as_one_move() -> None:
    s = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 1)))
    assert (
        s.handle("hint").text
        == "Hint: queen of spades from column 4 to foundation 1. This move wins the game."
    )
    assert (
        s.handle("why").text
        == "Because this move wins the game: queen of spades from column 4 to foundation 1."
    )
    assert s.r.outlook_arrived(True, 1, False) == (
        "The answer to “can I win?”: yes, one move wins the game. Type hint to hear it."
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_one_move_win_has_sentences_of_its_own(lang: str) -> None:
    # A line of one move is not told as a line of N moves with N = 1, in any language.
    one = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 1)), lang=lang)
    many = session(FakeAdvisor(Advice(Outlook.WINNABLE, QUEEN_HOME, 21)), lang=lang)
    for line in (word(lang, "hint"), word(lang, "why")):
        said, counted = one.handle(line).text, many.handle(line).text
        assert said and said != counted.replace(" 21 ", " 1 "), line
    assert one.r.winnable(1) != many.r.winnable(21).replace(" 21 ", " 1 ")
    assert one.r.outlook_arrived(True, 1, False) != many.r.outlook_arrived(True, 21, False).replace(
        " 21 ", " 1 "
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_game_advises_undo_only_when_undo_can_act(lang: str) -> None:
    """A game read from a layout, no move made: "lost" names no undo, since undo would only
    say there is nothing to undo; after a move it does."""
    s = session(FakeAdvisor(Advice(Outlook.LOST, None)), lang=lang)
    undo = word(lang, "undo")
    for line in (word(lang, "hint"), word(lang, "why"), word(lang, "can-win")):
        assert undo not in s.handle(line).text, line
    assert undo not in s.r.outlook_arrived(False, 0, False)
    s.play(QUEEN_HOME)
    assert s.game.can_undo()
    for line in (word(lang, "hint"), word(lang, "why"), word(lang, "can-win")):
        assert undo in s.handle(line).text, line
    assert undo in s.r.outlook_arrived(False, 0, True)
