"""What lies under a card, asked with the place said first: "under the king of spades,
what is there?", "i sota el rei de diamants què hi ha amagat?", "e sotto il re di quadri
cosa c'è?", "a ispod karo kralja što je?". The words for "under"
(`lang.questionwords.beneath_words`) open the line, a card follows them, and a question
of what is there comes after it: the cards beneath that card are read. It asks the same
as "what is under the king of spades?" and moves nothing.

The question may also come first, in words the game does not hold whole: "qual carta está
debaixo do 10 de espadas?", "which cards are below the king of hearts?", "welke kaart zit er
onder schoppen 10?", "koja karta leži ispod pik desetke?". A word that opens a question, the
small words of asking (a verb of being or lying, the word for card), then the words for
"under" and a card last: the same question."""

from __future__ import annotations

from fortythieves.lang.concepts import question_openers
from fortythieves.lang.intents import About, CardRef, Cmd, Query, RankRef, Read
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import Reader, is_filler, keyword, opens_question
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.placing import it_goes_words
from fortythieves.lang.questionwords import being_there_words, beneath_words
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


def under_asked(p: Piece, r: Reader) -> Read | None:
    """The cards under a card, asked with the words for "under" before the card or after
    the question; None when the line is no such question."""
    return under_said_first(p, r) or _under_said_last(p, r)


def _under_said_last(p: Piece, r: Reader) -> Read | None:
    """ "qual carta está debaixo do 10 de espadas?": a question first, then the words for
    "under" and a card, and nothing after the card but a question mark."""
    if p.negates or any(k > 0 for k in p.cuts):
        return None
    end = len(p.tags)
    while end and p.tags[end - 1].kind is TagKind.Q:
        end -= 1
    for start, stop in occurrences(p.words, beneath_words(p.lang)):
        lead, first = p.at_word(start), p.at_word(stop)
        if not start or lead is None or first is None or first >= end:
            continue
        if not _asks_before(p, lead, start):
            return None
        named = r.understand(p.span(first, end), False)  # named to be asked about: never played
        if (
            isinstance(named, Read)
            and isinstance(named.what, CardRef | RankRef)
            and named == Read(named.what)
        ):
            return Read(named.what, about=About.UNDER)
        return None
    return None


def _asks_before(p: Piece, at: int, start: int) -> bool:
    """Whether the tags before `at` (the words before the word `start`) only ask what is
    there: a word that opens a question first (small words before it passed over), then
    question words and verbs of being there, or words that name nothing, move nothing and
    say no going ("goes", "va", "can go" ask what may be put there)."""
    lead = next((k for k in range(at) if not is_filler(p.tags[k])), at)
    if lead == at:
        return False
    # the opener may be one of the small words ("koje karte": Croatian "koje" is also "which" said over)
    opened = any(opens_question(p.words[p.starts[k] :], p.lang) for k in range(lead + 1))
    if not (opened or keyword(p.tags[lead]) in _ASKING):
        return False
    being = being_there_words(p.lang) | state_words(p.lang) | question_openers(p.lang)
    said = {i for a, b in occurrences(p.words[:start], being) for i in range(a, b)}
    goes = it_goes_words(p.lang)
    return all(
        set(range(p.starts[k], p.starts[k + 1])) <= said
        or (t.kind is not TagKind.UNKNOWN and _only_asks(t) and tuple(t.text.split()) not in goes)
        for k, t in enumerate(p.tags[lead:at], lead)
    )


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
