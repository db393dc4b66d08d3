"""The move a line asks to do that the player did not name: "do it" after a card was read
with the places it can go, "do that move" ("fes aquesta jugada", "odigraj to") after a
hint, another suggestion, a card read or drawn. The move proposed last is played, or the
game asks which of several; with none proposed, nothing is played and the game says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fortythieves.core.moves import Move, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.state import State
from fortythieves.lang.intents import Command, Intent, It, MoveIntent, Tap
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Ask

if TYPE_CHECKING:
    from fortythieves.play.host import Host


def nothing_proposed(s: Host, line: str, intent: Intent) -> Reply | None:
    """ "do it" after a reading: a card read with the one place it can go ("it can go on the
    6 of clubs in column 6") proposed that move, which is played; with several places, the
    game asks which. A place read proposes nothing ("column 9", then "do it"): the hint
    before it is no longer what "it" is, and playing the column's card would be a guess.
    None: `intent` may be dispatched ("do that move" is, to `proposed_move`)."""
    if not (plays_it(intent) and s.it.read and _does_it(line, s.lang)):
        return None
    return _offered_played(s, s.it.offered_now(s.current, s.game.state))


def proposed_move(s: Host) -> Reply:
    """ "do that move", "fes aquesta jugada", "odigraj to": the move a hint or another
    suggestion named, while it can be played; else the place a card read or drawn last was
    said to go (of several, the game asks which). With none, nothing is played: a move is
    never guessed, nor a new hint played unasked."""
    state = s.game.state
    hinted = s.it.move_named(s.current, state)
    if hinted is not None:
        return s.play(hinted)
    return _offered_played(s, s.it.offered_now(s.current, state) or drawn_goes(s))


def _offered_played(s: Host, offered: tuple[Move, ...]) -> Reply:
    """The one move offered, played (one from a foundation only once asked); of several, the
    game asks which; none, the game says nothing was proposed."""
    if len(offered) == 1 and from_foundation(offered[0]):
        # a card is taken back down only when the player says so: asked, a "yes" plays it
        return s.resolved(Ask(offered, by_source=False, offered=True, down=True))
    if len(offered) == 1:
        return s.play(offered[0])
    if offered:
        same_target = len({m.target for m in offered}) == 1
        return s.resolved(Ask(offered, by_source=same_target, readings=not same_target))
    return Reply(s.r.nothing_proposed())


def drawn_goes(s: Host) -> tuple[Move, ...]:
    """The places the card just drawn can go onto another card or a foundation (either of
    two that take it, said once in the draw's reply); none when the last thing named is no
    drawn card. An empty column is left out: the draw's reply names one only sometimes."""
    state = s.game.state
    if not s.it.drawn(s.current, state):
        return ()
    moves = [m for m in useful_moves(state) if m.source == Pile(PileKind.WASTE) and m.target is not None]
    up = [m for m in moves if m.target is not None and m.target.kind is PileKind.FOUNDATION][:1]
    onto = [m for m in moves if m.target is not None and m.target.kind is PileKind.COLUMN]
    return tuple(up + [m for m in onto if not to_empty(state, m)])


def from_foundation(move: Move) -> bool:
    return move.source is not None and move.source.kind is PileKind.FOUNDATION


def to_empty(state: State, move: Move) -> bool:
    return move.target is not None and move.target.kind is PileKind.COLUMN and not state.cards(move.target)


def _does_it(line: str, lang: str) -> bool:
    from fortythieves.lang.tokenizer import does_it  # the parser's words, loaded with the first line

    return does_it(line, lang)


def plays_it(intent: Intent) -> bool:
    """ "do it", "play it", "ok do that": "it" played where it goes, nothing else said."""
    return (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.target is None
        and intent.origin is None
        and not intent.back
        and not intent.ask
    ) or (isinstance(intent, Tap) and isinstance(intent.what, It))


def that_move(intent: Intent) -> bool:
    """ "do that move", "ok faz isso": the move proposed or named last, which the session knows."""
    return isinstance(intent, Command) and intent.named_last
