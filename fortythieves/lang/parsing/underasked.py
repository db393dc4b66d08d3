"""What lies under a card, asked with the place said first: "under the king of spades,
what is there?", "i sota el rei de diamants què hi ha amagat?", "e sotto il re di quadri
cosa c'è?", "a ispod karo kralja što je?". The words for "under"
(`lang.questionwords.beneath_words`) open the line, a card follows them, and a question
of what is there comes after it: the cards beneath that card are read. It asks the same
as "what is under the king of spades?" and moves nothing."""

from __future__ import annotations

from fortythieves.lang.intents import About, CardRef, Cmd, Query, RankRef, Read
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import Reader, keyword, opens_question
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.questionwords import beneath_words
from fortythieves.lang.remarkwords import state_words
from fortythieves.lang.tags import Tag, TagKind, pick

# what the question after the card never says: a verb of moving, a place or another card,
# a "no"
_NOT_ASKED = (
    TagKind.MOVE, TagKind.BACK, TagKind.TO, TagKind.FROM, TagKind.UP, TagKind.CANCEL, TagKind.CARD,
    TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.PILE, TagKind.PILEREF, TagKind.COLOUR, TagKind.EMPTY,
)  # fmt: skip


# the commands a question of what lies there is said with: "what", "què hi ha", "che carte ci sono"
_ASKING = (Cmd.REPEAT, Query.READ, Query.UNDER)


def under_said_first(p: Piece, r: Reader) -> Read | None:
    """The cards under the card named after the words for "under", when the words after
    the card ask what is there; None otherwise."""
    words = p.words
    lead = next((k for k, t in enumerate(p.tags) if t.kind is not TagKind.FILLER), len(p.tags))
    start = p.starts[lead]  # "and under the king ...", "i sota ...", "a ispod ..."
    start += said_at(words, and_words(p.lang), start)
    n = said_at(words, beneath_words(p.lang), start)
    first = p.at_word(start + n) if n else None
    if first is None:
        return None
    end = next((k for k in range(first, len(p.tags)) if k in p.cuts or _asks(p.tags[k])), len(p.tags))
    if end == first or end == len(p.tags):
        return None
    named = r.understand(p.span(first, end), False)  # named to be asked about: never played
    if (
        not isinstance(named, Read)
        or not isinstance(named.what, CardRef | RankRef)
        or named != Read(named.what)
    ):
        return None
    asked = p.span(end)
    opened = opens_question(asked.words, p.lang) or keyword(asked.tags[0]) in _ASKING
    lying = state_words(p.lang)  # "welke kaarten liggen daar?": a verb of lying there moves nothing
    if not opened or asked.negates or not all(_only_asks(t) or (t.text,) in lying for t in asked.tags):
        return None
    return Read(named.what, about=About.UNDER)


def _asks(tag: Tag) -> bool:
    """Whether a word begins the question after the card: a question word ("what",
    Catalan "què hi ha"), a word the game does not know, a question mark."""
    return tag.kind in (TagKind.UNKNOWN, TagKind.Q) or keyword(tag) is not None


def _only_asks(tag: Tag) -> bool:
    """Whether a word of the question after the card only asks what is there: no verb,
    place, card or other command ("what can I move?" asks the moves)."""
    word = keyword(tag)
    return pick(tag, *_NOT_ASKED) is None and (word is None or word in _ASKING)
