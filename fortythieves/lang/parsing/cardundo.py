"""An undo or a redo said of one move: "undo the one with the 9", "anula essa do 9", "desfés
la del 9", "maak die van de 9 ongedaan", "annulla quella del 9", "poništi onaj s devetkom",
"doe die laatste trekking weer". The number after the words of a card's move
(`lang.countwords.card_move_said`) is the card's, never a count of moves; a noun of a draw
beside a redo says the draw. The session does it only when the move is that one."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.countwords import card_move_said, draw_nouns, one_move_nouns, repeat_verbs
from fortythieves.lang.intents import Cmd, Command, Intent, Unknown
from fortythieves.lang.parsing.classes import is_filler, typed
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.tags import Tag, TagKind, meanings, pick

_TAKEN = (Cmd.UNDO, Cmd.REDO)


def undone_of_card(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The undo or redo of the move of the card said after the words of a card's move, or
    before a singular noun of one move ("the 9's move"), when the line without them and the
    card is a bare undo or redo; not understood when it is a counted one (a card's number is
    never a count), or when the number before the noun names no card ("undo 20 move"); None
    when no such words are said."""
    said = _said_of_card(p)
    if said is None:
        return None
    start, stop, of = said
    rest = p.retagged([i for i in range(len(p.words)) if not start <= i < stop])
    intent = read(rest)
    if isinstance(intent, Unknown) and _back_alone(rest):
        intent = Command(Cmd.UNDO)  # "vrati onaj s devetkom", "take back the one with the jack"
    if isinstance(intent, Command) and intent.cmd in (Cmd.AGAIN, Cmd.REPEAT) and not intent.rest:
        intent = Command(Cmd.REDO)  # "ponovi onaj s devetkom", "doe die van de 9 weer": that move again
    if not isinstance(intent, Command) or intent.cmd not in _TAKEN or intent.asked:
        return None
    if not of or intent.rest or intent.or_redo or intent.right_after:
        return Unknown((typed(p.typed if p.typed is not None else p.text),))  # never a count
    return Command(intent.cmd, of=of)


def _said_of_card(p: Piece) -> tuple[int, int, str] | None:
    """The words that say a card's move (their first word and the word past them) and the
    card ("9", "9C"; empty for a number that names no card): the words of a card's move and
    the card after them ("the one with the 9"), or a card and a singular noun of one move
    after it ("the 9's move", "the jack move"); None when neither is said."""
    for start, end in occurrences(p.words, card_move_said(p.lang))[:1]:
        k = p.at_word(end)
        while k is not None and k < len(p.tags) and is_filler(p.tags[k]) and pick(p.tags[k], TagKind.ARTICLE):
            k += 1  # "the one with the 9": an article the words did not hold
        # "poništi potez devetke": right after a noun of one move only a card's name is the card;
        # a number there counts ("poništi potez 2")
        numbers = (p.words[end - 1],) not in one_move_nouns(p.lang)
        if k is not None and k < len(p.tags) and (found := _card_at(p, k, numbers)) is not None:
            return start, _ends_at(p, found[1]), found[0]
    for start, end in occurrences(p.words, one_move_nouns(p.lang)):
        k = next((k for k in range(len(p.tags)) if _ends_at(p, k) == start), None)
        if k is None or not any(_ends_at(p, j) == end for j in range(k, len(p.tags))):
            continue  # "2 step back": the noun begins a command's own words, said after a count
        if (of := _card_before(p.tags[k])) is None:
            continue
        begin = p.starts[k]
        while k and is_filler(p.tags[k - 1]) and pick(p.tags[k - 1], TagKind.ARTICLE):
            k -= 1  # "undo the 9's move": the article goes with the card
            begin = p.starts[k]
        return begin, end, of
    return None


def _ends_at(p: Piece, k: int) -> int:
    """The word past the tag at `k`."""
    return p.starts[k + 1] if k + 1 < len(p.tags) else len(p.words)


def _card_at(p: Piece, k: int, numbers: bool) -> tuple[str, int] | None:
    """The card named by the tag at `k` ("9", "9C"), or by a suit there and a rank after it
    (Croatian "pik devetke"), with the tag it ends at; None when no card is named there.
    `numbers`: whether a number alone ("9", "nine") may name the card."""
    tag = p.tags[k]
    card = pick(tag, TagKind.CARD)
    rank = pick(tag, TagKind.RANK) or (pick(tag, TagKind.NUM) if numbers else None)
    suit = pick(tag, TagKind.SUIT)
    if card is not None and isinstance(card.value, Card):
        return card.value.short(), k
    if rank is not None and isinstance(rank.value, int) and 1 <= rank.value <= len(Rank):
        return Rank(rank.value).short, k
    if suit is not None and isinstance(suit.value, int) and k + 1 < len(p.tags):
        after = pick(p.tags[k + 1], TagKind.RANK)
        if after is not None and isinstance(after.value, int) and 1 <= after.value <= len(Rank):
            return Card(Rank(after.value), Suit(suit.value)).short(), k + 1
    return None


def _card_before(tag: Tag) -> str | None:
    """The card a tag names before a singular noun of one move ("the 9's move": "9", "the 9
    of clubs move": "9C"); empty for a number that names no card ("20 move"), which is no
    count either; None for any other tag, and for "one" or "1" alone, a count of one move
    ("undo 1 move")."""
    card = pick(tag, TagKind.CARD)
    if card is not None and isinstance(card.value, Card):
        return card.value.short()
    rank = pick(tag, TagKind.RANK)
    number = pick(tag, TagKind.NUM)
    said = rank or number
    if said is None or not isinstance(said.value, int):
        return None
    if rank is None and said.value == 1:
        return None  # "undo one move": one undo, as counted
    return Rank(said.value).short if 1 <= said.value <= len(Rank) else ""


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
