"""A question asked of a place said first: "la columna 6 quantes cartes té?", "and on the
second foundation, what is there?", "e na segunda fundação, o que está lá?", "kolom 3,
hoeveel kaarten liggen er?". The line opens with a place alone (after "and" and a word for
"on" or "in"), and a question of what is there or of a count follows it, naming no place
of its own: the question is asked of that place. It reads and never moves a card."""

from __future__ import annotations

from fortythieves.lang.intents import Cmd, Intent, PileRef, Query, Read
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import Reader, keyword, opens_question
from fortythieves.lang.parsing.commands import count_of
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.remarkwords import state_words
from fortythieves.lang.tags import Tag, TagKind, meanings, pick

# the commands that open a question of what is there or how many: "how many cards",
# "what is on", "què hi ha", "what"
_OPENING = (Cmd.STOCK_LEFT, Query.READ, Cmd.REPEAT)
_THERE = (TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.Q)


def asked_after_place(p: Piece, r: Reader) -> Intent | None:
    """The count or the cards of the place said first, when the words after it ask only
    that; None otherwise."""
    first = _place_start(p)
    if first is None:
        return None
    end = next((k for k in range(first + 1, len(p.tags)) if k in p.cuts or _opens(p, k)), None)
    if end is None:
        return None
    named = r.understand(p.span(first, end), False)  # named to be asked about: never played
    if not isinstance(named, Read) or not isinstance(named.what, PileRef) or named != Read(named.what):
        return None
    place = named.what
    asked = p.span(end)
    if asked.negates or not (opens_question(asked.words, p.lang) or keyword(asked.tags[0]) in _OPENING):
        return None
    if keyword(asked.tags[0]) is Cmd.STOCK_LEFT and all(_only_there(t, p.lang) for t in asked.tags[1:]):
        return count_of(place)  # "..., quantes cartes té?": the count with no place of its own
    question = r.understand(asked)
    if question in (Read(None), Read(None, it=True)):
        return Read(place)  # "..., what's on it?", "..., o que está lá?"
    if isinstance(question, Read) and question.what is None and question.it and question.about:
        return Read(place, about=question.about)  # "..., what can go on it?"
    return None


def _place_start(p: Piece) -> int | None:
    """Where the place's words begin: past small words, "and" and a word for "on" or "in"."""
    words = p.words
    lead = next((k for k, t in enumerate(p.tags) if t.kind is not TagKind.FILLER), None)
    if lead is None:
        return None
    start = p.starts[lead]
    start += said_at(words, and_words(p.lang), start)
    first = p.at_word(start)
    if first is not None and first < len(p.tags) - 1 and pick(p.tags[first], TagKind.TO) is not None:
        first += 1  # "on the second foundation", "na segunda fundação"
    return first


def _opens(p: Piece, k: int) -> bool:
    """Whether the question after the place begins at tag `k`."""
    return keyword(p.tags[k]) in _OPENING or opens_question(list(p.words[p.starts[k] :]), p.lang)


def _only_there(tag: Tag, lang: str) -> bool:
    """Whether a word after the words of a count only says where or that it is there ("té",
    "does it", "liggen er", "?"): nothing that names, moves or asks another thing."""
    quiet = all(m.kind in _THERE for m in meanings(tag))  # a verb of moving is no filler here
    return quiet or (tag.text,) in state_words(lang)
