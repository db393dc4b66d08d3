"""A move said by its places, made again: "column 6 to the foundation", then "again" (or
"colonna 6 in base tre volte"): the same places, with the card that lies there now. Each time
is a new move of its own, checked by the rules; the first one refused ends the run and says
why. A move said by its card is never made again so ("the 7 of spades onto the 8" cannot move
that 7 twice): "again" asks which card to move the same way."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from fortythieves.core.moves import PileKind
from fortythieves.core.rules import UNDO_LIMIT
from fortythieves.lang.intents import MoveIntent, PileRef
from fortythieves.lang.phrasing import capital
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import resolve_move

if TYPE_CHECKING:
    from fortythieves.play.host import Host

_FROM = (PileKind.COLUMN, PileKind.WASTE)  # the places a card is taken from
_TO = (PileKind.COLUMN, PileKind.FOUNDATION)  # the places a card is put on


def by_places(intent: MoveIntent) -> bool:
    """Whether a move is said by its two places ("column 6 to the foundation", "c3 c5",
    "waste to column 2"): made again, it moves whatever card lies there then."""
    source, target = intent.source, intent.target
    return (
        isinstance(source, PileRef)
        and source.kind in _FROM
        and (source.index is not None or source.kind is PileKind.WASTE)
        and isinstance(target, PileRef)
        and target.kind in _TO
        and not (intent.ask or intent.back or intent.like_last or intent.count)
    )


def made_again(s: Host, intent: MoveIntent, times: int) -> Reply:
    """The move said by its places made `times` times (at most the undo limit), each reply
    said in turn; the first not made ends the run."""
    once = dataclasses.replace(intent, times=None)
    replies: list[Reply] = []
    for _ in range(min(max(times, 1), UNDO_LIMIT)):
        reply = s.resolved(resolve_move(s.game.state, once, s.settings.autoplace))
        replies.append(reply)
        if not any(isinstance(e, ev.Moved) for e in reply.events):
            break
        s.last_places = once  # "again" after it: these places once more
    text = " ".join(capital(r.text) for r in replies)
    return Reply(text, tuple(e for r in replies for e in r.events), replies[-1].quit)
