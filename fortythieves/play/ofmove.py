"""An undo or a redo said of one move ("undo the one with the 9", "redo that last draw"):
done only when the move it would take back or play again is that one; otherwise the game
says which move it is and does nothing, never another move nor a count of them."""

from __future__ import annotations

from fortythieves.core.cards import Card
from fortythieves.core.moves import Move, MoveKind
from fortythieves.core.state import State
from fortythieves.lang.intents import Cmd, Command
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply


def not_that_move(s: Host, intent: Command) -> Reply | None:
    """Why the undo or redo said of a move is not done (the move it would touch is another,
    or there is none); None when it is that move, and the command goes on."""
    if not intent.of:
        return None
    undo = intent.cmd is Cmd.UNDO
    moves = s.game.history[-1:] if undo else s.game.redo_moves[:1]
    if not moves:
        return None  # nothing to undo or redo: the command says so itself
    move = moves[0]
    before = s.game.state.copy(1) if undo else s.game.state
    if undo:
        before.pop()  # the position the last move was played from
    if _is(intent.of, move, before):
        return None
    said = s.p.describe(before, move)
    return Reply(s.r.last_move_other(said) if undo else s.r.next_redo_other(said))


def _is(of: str, move: Move, before: State) -> bool:
    """Whether `move`, played from `before`, is the one said: a draw, a card or a rank."""
    if of == "draw":
        return move.kind is MoveKind.DRAW
    if move.kind is not MoveKind.MOVE or move.source is None:
        return False
    cards = before.cards(move.source)
    head: Card | None = cards[-move.count] if 0 < move.count <= len(cards) else None
    if head is None:
        return False
    return of in (head.short(), head.rank.short)
