"""A line of several commands ("draw and then undo", `lang.parsing.series`) done as the
lines typed one by one would be: each command in turn, each reply said after the one
before. The first command that is refused, does nothing or asks a question ends the line:
the rest is named as not done. A command that leaves the game (quit, a new deal, another
language) comes last or the line is refused whole, as is a line of too many commands."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fortythieves.lang.intents import (
    MAX_SERIES,
    Cmd,
    Command,
    Read,
    Series,
    Setting,
    SettingName,
    Step,
    changes_game,
)
from fortythieves.lang.phrasing import capital
from fortythieves.play import reply as ev
from fortythieves.play.commands import REPEATABLE, SPECS, Kind
from fortythieves.play.reply import Reply

if TYPE_CHECKING:
    from fortythieves.play.host import Host

# what a command that acts leaves behind when it did act
_ACTED = (ev.Moved, ev.Undone, ev.Dealt, ev.SettingChanged)
# what a reading leaves behind when it was refused, or asks back
_REFUSED = (ev.Refused, ev.NotUnderstood, ev.Asked)


Check = Callable[["Host", str, Step], Reply | None]
"""What a line typed alone answers before its intent is dispatched, if it must not be."""


def run(s: Host, series: Series, refused_before: Check) -> Reply:
    """Each command of the line done in turn, up to the first one not done; each first
    passes the check a line typed alone passes (`refused_before`, with its words)."""
    if len(series.said) > MAX_SERIES:
        return Reply(s.r.series_too_long(MAX_SERIES), (ev.NotUnderstood(),))
    leaving = next((k for k, part in enumerate(series.parts[:-1]) if _leaves(part)), None)
    if leaving is not None:  # "quit and draw": nothing is done after leaving, so nothing is done
        return Reply(s.r.series_leaves_early(series.said[leaving]), (ev.NotUnderstood(),))
    replies: list[Reply] = []
    for k, part in enumerate(series.parts):
        modes = list(s.modes)
        reply = refused_before(s, series.said[k], part) or s.dispatch(part)
        last = k == len(series.parts) - 1
        if not last:  # a list said before another command is no longer the list "the first" picks from
            reply = Reply(
                reply.text, tuple(e for e in reply.events if not isinstance(e, ev.Listed)), reply.quit
            )
        replies.append(reply)
        if not last and (not _done(part, reply) or s.modes != modes):
            break
    events = tuple(e for k, r in enumerate(replies) for e in ((ev.Then(),) if k else ()) + r.events)
    text = " ".join(capital(r.text) for r in replies if r.text)
    rest = series.said[len(replies) :]
    if rest:
        text = f"{text} {s.r.series_not_done(rest)}"
    return Reply(text, events, replies[-1].quit)


def _leaves(part: Step) -> bool:
    """Whether the command leaves the game in play: quits, deals another, takes up another,
    asks whether to stop, or changes the language the rest would be said in."""
    if isinstance(part, Setting):
        return part.name is SettingName.LANGUAGE
    if not isinstance(part, Command):
        return False
    spec = SPECS[part.cmd]
    if spec.kind in (Kind.LEAVES, Kind.ASKS) or part.cmd is Cmd.GIVE_UP:
        return True
    return spec.kind is Kind.ACTS and not spec.plays and part.cmd not in REPEATABLE


def _done(part: Step, reply: Reply) -> bool:
    """Whether the command did what it says: one that acts left a move, an undo, a deal or a
    setting behind; a reading was not refused."""
    # a place said alone ("to foundation 2") sends the card named last there: done when it moved
    acts = changes_game(part) or isinstance(part, Setting) or (isinstance(part, Read) and part.to)
    acts = acts or (isinstance(part, Command) and SPECS[part.cmd].kind is Kind.ACTS)
    if acts:
        return any(isinstance(e, _ACTED) for e in reply.events)
    return not any(isinstance(e, _REFUSED) for e in reply.events)
