"""After moves taken back, every move from the position may go where the deal has already
been: the hint is still the best of them (a Portuguese player heard "There is no move to
suggest." with moves to make and the game not decided). Only a move back along the way
here, a card moved back and forth, is never advice."""

from __future__ import annotations

import pytest
from gated import GatedPool

from fortythieves.core.moves import MoveKind
from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"

needs_solver = pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")


@needs_solver
def test_every_move_tried_and_taken_back_the_hint_is_still_a_move() -> None:
    pool = GatedPool()  # never released: nothing is known, the hint is the best move known
    advisor = SolverAdvisor(pool, answer_wait=0.0)
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory(), advisor=advisor)
    s.open(code=CODE, requested_lang="en", environ={})
    start = s.game.state.copy()
    moves = [m for m in start.legal_moves() if m.kind is MoveKind.MOVE]
    assert moves
    for move in (*moves, *(m for m in start.legal_moves() if m.kind is MoveKind.DRAW)):
        s.play(move)
        s.handle("undo")
    assert s.game.state == start and not s.game.history
    said = s.handle("hint").text
    assert said.startswith("Hint: "), said
    advice = advisor.hint(s.game.state)
    assert advice.move is not None and advice.move in start.legal_moves()
    s.close()
    pool.close()
