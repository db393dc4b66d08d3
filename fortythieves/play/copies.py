"""Both copies of a card named in one move ("os dois ases para as bases", "both aces up",
"oba asa na temelje"): two decks hold two cards of each name, and a count said before the
name moves that many of them, one after the other, as the lines typed one by one would.
When more cards of the name could go than the count says ("both aces" with three aces
free), the game asks which, as for one card; a copy that cannot go is refused with its
reason after the others moved."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from fortythieves.lang.intents import MoveIntent
from fortythieves.lang.phrasing import capital
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Ask, resolve_move

if TYPE_CHECKING:
    from fortythieves.play.host import Host


def move_copies(s: Host, intent: MoveIntent) -> Reply:
    """The cards of `intent`'s name moved in turn, as many as `intent.copies`."""
    assert intent.copies is not None
    one = dataclasses.replace(intent, copies=None)
    first = resolve_move(s.game.state, one, s.settings.autoplace)
    if isinstance(first, Ask) and first.by_source and len({m.source for m in first.moves}) > intent.copies:
        return s.resolved(first)  # "both aces", three aces free: which ones is asked
    replies: list[Reply] = []
    for _ in range(intent.copies):
        found = resolve_move(s.game.state, one, s.settings.autoplace) if replies else first
        if isinstance(found, Ask) and found.by_source and not found.offered and not found.down:
            reply = s.play(found.moves[0])  # each of them goes: the order does not matter
        else:
            reply = s.resolved(found)
        replies.append(reply)
        if not any(isinstance(e, ev.Moved) for e in reply.events):
            break
    events = tuple(e for r in replies for e in r.events)
    return Reply(" ".join(capital(r.text) for r in replies if r.text), events, replies[-1].quit)
