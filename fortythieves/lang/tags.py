"""What a word or a phrase of a typed line can mean: its kind and its value, and the
questions every reading asks of a tagged word (each meaning, the first of some kinds)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from fortythieves.core.cards import Card
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import Keyword, PileRef, Value


class TagKind(StrEnum):
    """What a word (or phrase) of a line can be."""

    CMD = "cmd"  # a command word: value is a Keyword
    VALUE = "value"  # a setting's value: value is a Value
    MOVE = "move"  # a verb that moves ("put", "posa")
    TO = "to"
    FROM = "from"
    BACK = "back"
    UP = "up"  # "up", "a dalt", "naar boven": to a foundation, when no other place is named
    FILLER = "filler"  # articles, "please", "of"
    ARTICLE = "article"  # an article that makes a number a card: "the eight", "el tres"
    CARDWORD = "cardword"  # "card", "cards"
    DRAWN = "drawn"  # what a verb of drawing takes: "the next one", "la següent"
    PILE = "pile"  # value is a PileKind
    EMPTY = "empty"
    RANK = "rank"  # value is 1..13
    SUIT = "suit"  # value is 0..3
    NUM = "num"  # value is a number
    ORDINAL = "ordinal"  # "second", "segona": value is a number
    CANCEL = "cancel"  # "cancel", "never mind": drops a question
    PRONOUN = "pronoun"  # "it", "that one", Catalan "la" in "mou-la": what was named last
    COLOUR = "colour"  # "red", "vermella": value 1 red, 0 black
    CARD = "card"  # value is a Card
    PILEREF = "pileref"  # a short form ("c3", "w"): value is a PileRef
    Q = "q"  # a question mark
    MULTI = "multi"  # several meanings: value is a tuple of Tags
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Tag:
    kind: TagKind
    value: TagValue = None
    text: str = ""


TagValue = Keyword | Value | PileKind | int | Card | PileRef | tuple[Tag, ...] | None


def meanings(tag: Tag) -> tuple[Tag, ...]:
    """Every meaning of a tagged word."""
    return tag.value if isinstance(tag.value, tuple) else (tag,)


def pick(tag: Tag, *kinds: TagKind) -> Tag | None:
    """The first meaning of `tag` of one of `kinds`, with the tag's text."""
    if not isinstance(tag.value, tuple):  # one meaning, the tag itself: asked of every word by many readings
        return tag if tag.kind in kinds else None
    for t in tag.value:
        if t.kind in kinds:
            return Tag(t.kind, t.value, tag.text)
    return None


def without_meaning(tag: Tag, kind: TagKind, none_left: TagKind = TagKind.UNKNOWN) -> Tag:
    """The word with its meanings of `kind` taken away; of kind `none_left` when it had no other."""
    rest = tuple(m for m in meanings(tag) if m.kind is not kind)
    if not rest:
        return Tag(none_left, None, tag.text)
    if len(rest) == 1:
        return Tag(rest[0].kind, rest[0].value, tag.text)
    return Tag(TagKind.MULTI, rest, tag.text)


def has(tag: Tag | None, kind: TagKind) -> bool:
    return tag is not None and pick(tag, kind) is not None
