"""Both copies of a card named in one move ("os dois ases para as bases", "both aces up",
"oba asa na temelje"): two decks hold two cards of each name, and a count said before the
name moves that many of them, one after the other, as the lines typed one by one would.
When more cards of the name could go than the count says ("both aces" with three aces
free), the game asks which, as for one card; a copy that cannot go is refused with its
reason after the others moved."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import CardRef, Intent, MoveIntent, Options, PileRef, RankRef, Read, Where
from fortythieves.lang.phrasing import capital
from fortythieves.play import reply as ev
from fortythieves.play.readings import read_line
from fortythieves.play.referent import other_copy
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


def other_one_meant(s: Host, rest: str, asked: bool) -> Intent | None:
    """ "and the other one", "e l'altro", "i l'altra sota?" after a card was named: the other
    copy of that card, from where it lies, goes where the first went (`asked`: where it can
    go); a copy out of reach is said where it lies, never the first one again. `rest`: the
    words said besides "the other one" ("the other ace", "de andere azen": that card's rank).
    None when no card was named last, or `rest` names another card."""
    spec = s.it.spec
    if not s.it.names_card(s.current) or not isinstance(spec, CardRef):
        return None
    if rest and not (isinstance(said := read_line(rest, s.lang, False), Read) and _same_card(said, spec)):
        return None  # "and the other one, the 5": another card named
    pile = other_copy(s.game.state, spec.card, s.it.pile)
    if pile is None:
        return Where(spec.card)
    there = PileRef(pile.kind, None if pile.kind is PileKind.WASTE else pile.index)
    if asked:
        return Options(there)
    return MoveIntent(spec, None, origin=there, like_last=True)


def other_one(s: Host, rest: str) -> Reply:
    """ "and the other one" said after a command in the same line ("put the ace of hearts up
    and the other one"): the other copy of the card the command named, as the line alone
    would say it after it; with no card named, the game asks which."""
    meant = other_one_meant(s, rest, asked=False)
    if meant is None and rest:
        meant = read_line(rest, s.lang, False)  # "the other one, the 5" of another card: the 5 read
    if meant is None:
        return Reply(s.r.no_referent(gone=False), (ev.NotUnderstood(),))
    return s.dispatch(meant)


def _same_card(said: Read, spec: CardRef) -> bool:
    what = said.what
    return what == spec or (isinstance(what, RankRef) and what.fits(spec.card))
