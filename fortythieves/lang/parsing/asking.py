"""A line that asks never becomes a move: "which card is up on the waste?" reads the waste;
"can the 7 go on the 8?", "is the 7 on the 8 a good move?" ask whether it may or should."""

from __future__ import annotations

import dataclasses

from fortythieves.lang.concepts import may_words, should_words, you_words
from fortythieves.lang.intents import ADVICE, Cmd, Command, Intent, It, MoveIntent, Unknown, changes_game
from fortythieves.lang.parsing.classes import Reader, is_filler, opens_question, starts_with, typed
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tags import TagKind, has, pick
from fortythieves.lang.tokenizer import does_it


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


def as_asked(p: Piece, intent: Intent) -> Intent:
    """A move or a draw in a question of "can" or "should" ("can the 7 go on the 8?", "is the 7
    on the 8 a good move?", "should I draw?", "posso pescare?"): asked, never made; advice
    is given when it is asked for. Any other reading is `intent` itself."""
    if (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.target is None
        and not (intent.ask or intent.back)
        and "?" in p.words
        and not agrees(p)
    ):
        return dataclasses.replace(intent, ask=True)  # "el poso?", "lo metto?": asked, a yes plays it
    if not asks_if_allowed(p.words, p.lang) or agrees(p):
        return intent
    # "could I have the 5 back?", "mag ik de vijf terug?": a card wanted back is a request
    if isinstance(intent, MoveIntent) and not intent.back:
        return dataclasses.replace(intent, ask=True, advice=p.says(should_words(p.lang)))
    if intent == Command(Cmd.DRAW):
        return Command(Cmd.DRAW_ASKED, ADVICE if p.says(should_words(p.lang)) else "")
    return intent


def agrees(p: Piece) -> bool:
    """Whether the line is a do-it line with no "?" ("napravi to"): it agrees, it asks nothing."""
    return "?" not in p.words and does_it(p.text, p.lang)


def asks_if_allowed(words: list[str], lang: str) -> bool:
    """ "can the seven go on the eight?", "mag de zeven op de acht?": a "can" with the card or
    "I" as its subject, in a question (a "?", or the "can" first), asks whether the move is
    allowed; "can you ..." is a request and acts."""
    if not words:
        return False
    mays, yous = may_words(lang), you_words(lang)
    found = [i for i in range(len(words)) if starts_with(words, mays, i)]
    if not found or any(starts_with(words, yous, i) for i in range(len(words))):
        return False
    return words[-1] == "?" or found[0] == 0
