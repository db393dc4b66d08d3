""" "To the foundation", "na temelj ga", "i to gore" right after a move: its reply named two
cards, the card moved and the one it left on top ("The waste now shows the 3 of spades"), so
"it" may be either. The one that can go there is meant; when both can, the game asks which;
when neither can, the card moved stands, refused as before."""

from __future__ import annotations

from dataclasses import replace

from fortythieves.core.moves import Move, PileKind
from fortythieves.lang.intents import Intent, It, MoveIntent, PileRef, Read, Spec, with_referent
from fortythieves.play.host import Host
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Ask, Play, resolve_move


def sent_there(intent: Intent) -> MoveIntent | None:
    """The move "it" is sent by: a place said as where the card named goes, or "it" moved
    to a place said (none from a place said: "play it from column 3")."""
    if isinstance(intent, Read) and intent.to and intent.what is not None:
        return MoveIntent(It(), intent.what)
    if (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.target is not None
        and not isinstance(intent.target, It)
        and intent.origin is None
    ):
        return intent
    return None


def moved_or_left(s: Host, intent: Intent) -> Reply | None:
    """The move of the card moved or of the card left on top, whichever can go where the
    line says; None when only the card moved can, or neither (the usual way then)."""
    said = sent_there(intent)
    state = s.game.state
    pile = s.it.left_pile(s.current, state)
    moved = s.it.get(s.current, state)
    if said is None or pile is None or moved is None:
        return None
    left = PileRef(pile.kind, None if pile.kind is PileKind.WASTE else pile.index)
    mine, other = _playable(s, said, moved), _playable(s, said, left)
    if other is None:
        return None
    if mine is None:
        return s.play(other)
    return s.resolved(Ask((mine, other), by_source=True))


def _playable(s: Host, said: MoveIntent, spec: Spec) -> Move | None:
    meant = with_referent(said, spec)
    assert isinstance(meant, MoveIntent)
    found = resolve_move(s.game.state, replace(meant, ask=False), s.settings.autoplace)
    return found.move if isinstance(found, Play) and found.instead is None else None
