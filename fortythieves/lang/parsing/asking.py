"""A line that asks never becomes a move: "which card is up on the waste?" reads the waste."""

from __future__ import annotations

import dataclasses

from fortythieves.lang.intents import Intent, MoveIntent, Unknown, changes_game
from fortythieves.lang.parsing.classes import Reader, is_filler, opens_question, typed
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tags import TagKind, has, pick


def asks_with_no_verb(p: Piece) -> bool:
    """Whether the line opens with a question's word ("which", "koja", "quina"; small words
    before it passed over: "and which ...") and no word of it is a verb of moving."""
    if any(pick(t, TagKind.MOVE, TagKind.BACK) for t in p.tags):
        return False
    for k, t in enumerate(p.tags):
        if opens_question(p.words[p.starts[k] :], p.lang):
            return True
        if not is_filler(t):
            return False
    return False


def asked(p: Piece, r: Reader) -> Intent:
    """ "which card is up on the waste?", "koja je karta gore na odbačenima?": the line read
    again as the question it is. A word for "up" or "on top" says where a card lies, not
    where it goes up to; two places said still make only a question whether that move is
    allowed, answered and offered, never played."""
    ups = [k for k, t in enumerate(p.tags) if has(t, TagKind.UP)]
    said = {w for k in ups for w in range(p.starts[k], p.starts[k + 1])}
    lying = p.retagged([w for w in range(len(p.words)) if w not in said]) if ups else p
    intent = r.understand(lying)
    if isinstance(intent, MoveIntent):
        return dataclasses.replace(intent, ask=True)
    if isinstance(intent, Unknown) or changes_game(intent):
        return Unknown((typed(p.typed if p.typed is not None else p.text),))
    return intent
