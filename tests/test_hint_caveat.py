"""A hint that is only the best move found says so once: on the first such hint of a
game, and again only after a verdict (a winning line, a proved loss) was known since.
Through the real session and the real advisor, whose search is held so that nothing is
known; the verdicts come from an advisor told what to say."""

from __future__ import annotations

from pathlib import Path

import pytest
from gated import GatedPool
from told import Told

from fortythieves.core.moves import DRAW, Move, MoveKind, column, foundation
from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.faces.app import App
from fortythieves.faces.web.players import Bucket, Player
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play.advisor import Advice, Advisor, Outlook
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
QUEEN_HOME = Move(MoveKind.MOVE, column(3), foundation(0))  # the endgame's first move
DEAL = "FT1-N-2345673"
needs_solver = pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")


def held(lang: str) -> tuple[Session, GatedPool]:
    """A new deal with the real advisor, its search held: every hint is the best move known."""
    pool = GatedPool()
    s = Session(
        settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=SolverAdvisor(pool, answer_wait=0.0)
    )
    s.open(code=DEAL, requested_lang=lang, environ={})
    return s, pool


def best(s: Session) -> Move:
    """The move the advisor gives now (the best move known)."""
    assert s.advisor is not None
    advice = s.advisor.hint(s.game.state)
    assert advice.move is not None and advice.outlook is Outlook.UNKNOWN
    return advice.move


@needs_solver
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_caveat_is_said_on_the_first_best_move_hint_of_a_game_only(lang: str) -> None:
    s, pool = held(lang)
    hint = word(lang, "hint")
    first, second, third = s.handle(hint).text, s.handle(hint).text, s.handle(hint).text
    assert first == s.r.hint_best_so_far(s.game.state, best(s))
    assert second == third == s.r.hint_move(s.game.state, best(s))
    assert first.startswith(second[:-1]) and len(second) < len(first)  # the same move, without the caveat
    s.handle(word(lang, "draw"))
    assert s.handle(hint).text == s.r.hint_move(s.game.state, best(s))  # a move changes no verdict
    s.handle(word(lang, "new"))
    assert s.handle(hint).text == s.r.hint_best_so_far(s.game.state, best(s))  # a new game: said again
    s.close()
    pool.close()


@needs_solver
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_play_the_hint_after_the_caveat_was_said_says_only_the_move(lang: str) -> None:
    s, pool = held(lang)
    s.handle(word(lang, "hint"))
    said = s.handle(word(lang, "play-hint")).text
    assert s.game.moves == 1 and s.r.played_best_found() not in said
    s.close()
    pool.close()


@needs_solver
def test_the_web_page_says_the_caveat_once_in_its_live_region() -> None:
    s, pool = held("it")
    app = App(s, speaker_factory=None)
    player = Player("0" * 32, app, Bucket(10, 30), 0.0)
    for _ in range(3):
        player.said(app.handle("suggerimento"))
    first, second, third = (line.text for line in list(player.log)[-3:])
    assert "migliore" in first and second == third and "migliore" not in second
    assert second.startswith("Suggerimento: ") and first.startswith(second[:-1])
    s.close()
    pool.close()


def endgame(advisor: Advisor, lang: str = "en") -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


BEST = Advice(Outlook.UNKNOWN, DRAW, searching=True)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_winning_line_known_again_and_lost_brings_the_caveat_back(lang: str) -> None:
    told = Told(advice=BEST)
    s = endgame(told, lang)
    hint, can_win = word(lang, "hint"), word(lang, "can-win")
    caveat = s.r.hint_best_so_far(s.game.state, DRAW)
    bare = s.r.hint_move(s.game.state, DRAW)
    assert s.handle(hint).text == caveat
    assert s.handle(hint).text == bare
    told.advice = Advice(Outlook.WINNABLE, DRAW, 9)
    s.handle(hint)  # a winning line: the verdict has changed
    told.advice = BEST
    assert s.handle(hint).text == caveat
    told.advice = Advice(Outlook.WINNABLE, DRAW, 9)
    s.handle(can_win)  # heard through "can I win?" too
    told.advice = BEST
    assert s.handle(hint).text == caveat
    assert s.handle(hint).text == bare


def test_a_move_from_a_position_known_won_brings_the_caveat_back() -> None:
    # The player never asked while the line was known: the move off it is the change.
    told = Told(advice=BEST)
    s = endgame(told)
    assert s.handle("hint").text == s.r.hint_best_so_far(s.game.state, DRAW)
    told.verdicts[s.game.state.key()] = Outlook.WINNABLE
    s.play(QUEEN_HOME)
    assert s.handle("hint").text == s.r.hint_best_so_far(s.game.state, DRAW)
    s.play(DRAW)  # from a position nothing is known of: the caveat stays said
    assert s.handle("hint").text == s.r.hint_move(s.game.state, DRAW)
