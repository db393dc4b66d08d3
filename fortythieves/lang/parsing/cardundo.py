"""An undo or a redo said of one move: "undo the one with the 9", "anula essa do 9", "desfés
la del 9", "maak die van de 9 ongedaan", "annulla quella del 9", "poništi onaj s devetkom",
"doe die laatste trekking weer". The number after the words of a card's move
(`lang.countwords.card_move_said`) is the card's, never a count of moves; a noun of a draw
beside a redo says the draw. The session does it only when the move is that one."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.core.cards import Card, Rank
from fortythieves.lang.countwords import card_move_said, draw_nouns, repeat_verbs
from fortythieves.lang.intents import Cmd, Command, Intent, Unknown
from fortythieves.lang.parsing.classes import is_filler, typed
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.tags import TagKind, meanings, pick

_TAKEN = (Cmd.UNDO, Cmd.REDO)


def undone_of_card(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The undo or redo of the move of the card said after the words of a card's move, when
    the line without them and the card is a bare undo or redo; not understood when it is a
    counted one (a card's number is never a count); None when no such words are said."""
    said = occurrences(p.words, card_move_said(p.lang))
    if not said:
        return None
    start, end = said[0]
    k = p.at_word(end)
    while k is not None and k < len(p.tags) and is_filler(p.tags[k]) and pick(p.tags[k], TagKind.ARTICLE):
        k += 1  # "the one with the 9": an article the words did not hold
    if k is None or k >= len(p.tags):
        return None
    tag = p.tags[k]
    card = pick(tag, TagKind.CARD)
    rank = pick(tag, TagKind.RANK) or pick(tag, TagKind.NUM)
    if card is not None and isinstance(card.value, Card):
        of = card.value.short()
    elif rank is not None and isinstance(rank.value, int) and 1 <= rank.value <= len(Rank):
        of = Rank(rank.value).short
    else:
        return None
    stop = p.starts[k + 1] if k + 1 < len(p.tags) else len(p.words)
    rest = p.retagged([i for i in range(len(p.words)) if not start <= i < stop])
    intent = read(rest)
    if isinstance(intent, Unknown) and _back_alone(rest):
        intent = Command(Cmd.UNDO)  # "vrati onaj s devetkom", "take back the one with the jack"
    if isinstance(intent, Command) and intent.cmd in (Cmd.AGAIN, Cmd.REPEAT) and not intent.rest:
        intent = Command(Cmd.REDO)  # "ponovi onaj s devetkom", "doe die van de 9 weer": that move again
    if not isinstance(intent, Command) or intent.cmd not in _TAKEN or intent.asked:
        return None
    if intent.rest or intent.or_redo or intent.right_after:
        return Unknown((typed(p.typed if p.typed is not None else p.text),))  # never a count
    return Command(intent.cmd, of=of)


def _back_alone(p: Piece) -> bool:
    """Whether the words are a verb of bringing back ("vrati", "togli"), with a verb of
    taking ("take back") and small words, nothing else."""
    said = [{m.kind for m in meanings(t)} for t in p.tags if not is_filler(t)]
    return any(TagKind.BACK in kinds for kinds in said) and all(kinds & _BACK for kinds in said)


_BACK = frozenset({TagKind.BACK, TagKind.MOVE})


def redone_draw(p: Piece, intent: Intent) -> Intent:
    """ "doe die laatste trekking toch maar weer", "redo that last draw", "ponovi zadnje
    izvlačenje": a bare redo, or the verb of repeating, said with a noun of a draw is the redo
    of a draw; any other intent as it is."""
    if intent not in (Command(Cmd.REDO), Command(Cmd.REPEAT)) or not p.says(draw_nouns(p.lang)):
        return intent
    if intent.cmd is Cmd.REPEAT and not p.says(repeat_verbs(p.lang)):
        return intent  # "what draw?": "what" asks to hear the reply again, no verb of repeating said
    return Command(Cmd.REDO, of="draw")
