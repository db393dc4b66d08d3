"""One handler per command (`Cmd`), and the table the session dispatches through.

A handler takes the session and the words typed after the command, and returns the
reply; a test checks that every command has one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fortythieves.core.game import IllegalMove
from fortythieves.core.moves import DRAW, REDEAL
from fortythieves.core.rules import rule_for
from fortythieves.lang.grid import grid
from fortythieves.lang.intents import Cmd
from fortythieves.play import reply as ev
from fortythieves.play.current import StartError
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import useful_moves

if TYPE_CHECKING:  # the session dispatches through this table; handlers only use it
    from fortythieves.play.session import Session

Handler = Callable[["Session", str], Reply]


def _draw(s: Session, _rest: str) -> Reply:
    return s.play(DRAW)


def _redeal(s: Session, _rest: str) -> Reply:
    return s.play(REDEAL)


def _undo(s: Session, _rest: str) -> Reply:
    try:
        move = s.current.undo()
    except IllegalMove as e:
        return Reply(s.p.refusal(s.game.state, e.refusal))
    s.save()
    return Reply(s.p.undone(s.game, move), (ev.Undone(move),))


def _redo(s: Session, _rest: str) -> Reply:
    before = s.game.state.copy()
    try:
        out = s.current.redo()
    except IllegalMove as e:
        return Reply(s.p.refusal(s.game.state, e.refusal))
    s.save()
    text = s.p.outcome(before, s.game, out, s.settings.verbosity)
    moved = s.after_move(Reply(text, (ev.Moved(out),)))
    return Reply(s.p.redone(moved.text), moved.events)


def _new(s: Session, rest: str) -> Reply:
    try:
        text = s.new_from_text(rest) if rest else s.new_game(s.game.variant)
    except StartError as e:
        return Reply(str(e))
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _restart(s: Session, _rest: str) -> Reply:
    text = s.begin(s.current.start, s.current.code)
    return Reply(text, (ev.Dealt(s.game.variant, s.current.code),))


def _quit(s: Session, _rest: str) -> Reply:
    return Reply(s.r.goodbye(), quit=True)


def _board(s: Session, _rest: str) -> Reply:
    return Reply(s.p.board(s.game.state, s.settings.order))


def _show(s: Session, _rest: str) -> Reply:
    return Reply(grid(s.r.t, s.game.state), (ev.Shown(),))


def _exposed(s: Session, _rest: str) -> Reply:
    return Reply(s.p.exposed(s.game.state))


def _score(s: Session, _rest: str) -> Reply:
    return Reply(s.p.score(s.game))


def _code(s: Session, _rest: str) -> Reply:
    return Reply(s.r.deal_code(s.game.variant, s.current.code))


def _moves(s: Session, _rest: str) -> Reply:
    return Reply(s.p.legal_moves(s.game, useful_moves(s.game.state), s.settings.verbosity))


def _repeat(s: Session, _rest: str) -> Reply:
    return Reply(s.last_reply or s.r.nothing_said())


def _why(s: Session, _rest: str) -> Reply:
    if s.last_refusal is None:
        return Reply(s.r.nothing_refused())
    refusal, variant = s.last_refusal
    rule = rule_for(refusal.reason)
    return Reply(s.r.only_a_slip() if rule is None else s.r.rule(rule, variant))


def _stop(s: Session, _rest: str) -> Reply:
    return Reply("", (ev.Silenced(),))


def _rules(s: Session, rest: str) -> Reply:
    return Reply(s.r.rules(s.game.variant, rest))


def _help(s: Session, _rest: str) -> Reply:
    return Reply(s.r.help())


HANDLERS: dict[Cmd, Handler] = {
    Cmd.DRAW: _draw,
    Cmd.REDEAL: _redeal,
    Cmd.UNDO: _undo,
    Cmd.REDO: _redo,
    Cmd.NEW: _new,
    Cmd.RESTART: _restart,
    Cmd.QUIT: _quit,
    Cmd.BOARD: _board,
    Cmd.SHOW: _show,
    Cmd.EXPOSED: _exposed,
    Cmd.SCORE: _score,
    Cmd.CODE: _code,
    Cmd.MOVES: _moves,
    Cmd.REPEAT: _repeat,
    Cmd.WHY: _why,
    Cmd.STOP: _stop,
    Cmd.RULES: _rules,
    Cmd.HELP: _help,
}
