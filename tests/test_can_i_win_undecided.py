"""`can I win?` on a deal the search does not decide: the answer promises the verdict only
if the search finds one before the next move, says how far the best line found gets, and
once the search has stopped (its budget spent) says so, by itself and when asked again.
The real advisor with a budget of a fraction of a second, in every language."""

from __future__ import annotations

import threading

import pytest
from gated import GatedPool
from told import Told

from fortythieves.core.moves import Move, MoveKind, column, foundation
from fortythieves.core.state import State
from fortythieves.faces.advisor import Budget, SolverAdvisor
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

# Undecided after a whole second of search; this budget gives it a fraction of that.
DEAL = "FT1-N-2345673"
SHORT = Budget(first_slice=0.05, max_slice=0.1, game_seconds=0.3)
needs_solver = pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")


def home(state: State) -> int:
    return sum(len(f) for f in state.foundations)


@needs_solver
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_search_that_stops_without_a_verdict_says_so(lang: str) -> None:
    pool = GatedPool()  # the search starts once the question is answered
    advisor = SolverAdvisor(pool, SHORT, answer_wait=0.0)
    told = threading.Event()
    advisor.on_decided = told.set
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(code=DEAL, requested_lang=lang, environ={})
    state = s.game.state
    can_win = word(lang, "can-win")
    assert s.handle(can_win).text == s.r.outlook_searching(state, 0)  # nothing searched yet
    pool.release()
    assert told.wait(120), "the search neither decided nor stopped"
    said = s.alert()
    advice = advisor.outlook(state)
    assert advice.outlook is Outlook.UNKNOWN and not advice.searching
    assert advice.most_home > home(state)  # its beams got cards home
    assert said is not None and said.text == s.r.outlook_stopped(state, advice.most_home)
    assert s.alert() is None  # said once
    again = s.handle(can_win).text
    assert again == s.r.outlook_unknown(state, advice.most_home)
    assert s.r.outlook_stopped(state, 0) != said.text  # the best line found is told
    assert f" {advice.most_home} " in again and f" {len(state.all_cards())} " in again
    s.close()
    pool.close()


def asked(lang: str, most_home: int, searching: bool, home_first: bool = False) -> str:
    s = Session(
        settings=Settings(lang=lang),
        store=Shelf.in_memory(),
        advisor=Told(advice=Advice(Outlook.UNKNOWN, searching=searching, most_home=most_home)),
    )
    s.open(code=DEAL, requested_lang=lang, environ={})
    if home_first:  # column 1 ends with an ace of hearts in this deal: one card home
        s.play(Move(MoveKind.MOVE, column(0), foundation(1)))
    return s.handle(word(lang, "can-win")).text


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_answer_tells_how_far_the_best_line_found_gets(lang: str) -> None:
    for searching in (True, False):
        told, bare = asked(lang, 61, searching), asked(lang, 0, searching)
        assert told.startswith(bare) and " 61 " in told and " 104 " in told
        assert asked(lang, 1, searching, home_first=True) == asked(lang, 0, searching, home_first=True)
    looking, stopped = asked(lang, 0, True), asked(lang, 0, False)
    assert looking != stopped
    if lang != "en":
        assert looking != asked("en", 0, True) and stopped != asked("en", 0, False)


def test_one_card_home_is_counted_out_of_all_the_cards() -> None:
    """The noun follows the total, never the one card: "1 of the 104 cards"."""
    assert "gets 1 of the 104 cards onto" in asked("en", 1, False)
    assert "leva 1 das 104 cartas" in asked("pt", 1, False)
    assert "porta 1 de les 104 cartes" in asked("ca", 1, False)
