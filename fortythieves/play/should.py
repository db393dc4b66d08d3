"""The answer to "should I play the 7 on the 8?": a question of advice, answered with the
hint's verdict on that move, where "can I ...?" is answered whether the move is allowed.
A move not allowed is refused with its rule, as for "can"; the hint's own move is offered
(a "yes" plays it); another move is said as the hint ("do it" plays the hint, "why?" says
why); in a game proved lost the move is offered with the loss said. Without a verdict (no
solver, nothing found yet) the answer is whether the move is allowed."""

from __future__ import annotations

from fortythieves.play import reply as ev
from fortythieves.play.advisor import Outlook
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Ask, Resolution
from fortythieves.play.why import Advised, Why


def should_answer(s: Host, found: Resolution) -> Reply:
    """`found`: the move asked about, offered when it is allowed (`resolver.offer`)."""
    if not (isinstance(found, Ask) and found.offered) or s.advisor is None:
        return s.resolved(found)
    state, move = s.game.state, found.moves[0]
    advice = s.advisor.hint(state)
    if advice.outlook is Outlook.LOST:
        s.watching = None  # the loss is said here: no warning after it
        s.last_refusal = Why(Advised(None), state.copy())
        said = s.r.should_lost(state, move)
    elif advice.move is None:
        return s.resolved(found)
    else:
        length = advice.length if advice.outlook is Outlook.WINNABLE else None
        s.last_refusal = Why(Advised(advice.move, length), state.copy())  # "why?": why the hint's move
        if advice.move != move:
            s.point_at(advice.move, beside=True)  # "do it": the hint's move; "yes" plays neither
            return Reply(s.r.should_other(state, advice.move), (ev.Hinted(advice.move),))
        said = s.r.should_yes(state, move)
    offered = s.resolved(found)  # the move offered: a "yes" plays it
    return Reply(said, offered.events)
