"""A move said with "wherever it goes" in place of its place: the card goes where it can; and
the question where a card or a place can go, asked after naming it ("a carta descartada vai
para onde?", "la carta scartata dove può andare?")."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.lang.concepts import may_words
from fortythieves.lang.intents import Intent, MoveIntent, Options, Query, Read
from fortythieves.lang.parsing.classes import Reader, is_filler, keyword
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.placing import anywhere_words
from fortythieves.lang.tags import Tag, TagKind, has


def to_where_it_goes(p: Piece, r: Reader) -> MoveIntent | None:
    """ "play column 8 wherever it fits", "gioca la carta della colonna 8 dove può andare",
    "odigraj kartu iz osmog stupca gdje god može": the words for "wherever it goes" stand for
    the place the card can go, which the game finds (and asks about when there are several).
    Only a move is read so; a place said beside them is the place ("anywhere on column 6")."""
    said = occurrences(p.words, anywhere_words(p.lang))
    if not said:
        return None
    kept = [w for w in range(len(p.words)) if not any(a <= w < b for a, b in said)]
    intent = r.understand(p.retagged(kept))
    if isinstance(intent, MoveIntent) and not intent.ask:
        return intent
    return None


def where_it_can_go_last(p: Piece, read: Callable[[Piece], Intent]) -> Options | None:
    """ "a carta descartada vai para onde?", "la carta scartata dove può andare?", "de
    aflegkaart kan waarheen?", "karta s otpada ide kamo?": a card or a place named first and
    the question where it can go said last asks that card's or place's options, as the
    question said first does. "Where" said last asks so only after a verb of going or a
    "can" ("o 5 vai para onde?"); "the 5 is where?" stays a question where the card is,
    and a verb said first plays the card wherever it goes ("gioca la carta della colonna 8
    dove può andare"). The question may be a clause of its own about "it" ("the waste card,
    where can it go?", "de aflegkaart, waar kan die heen?"). None for any other line."""
    tags = [t for t in p.tags if t.kind is not TagKind.Q]
    mays = may_words(p.lang)
    q = len(tags) - 1
    while q > 0 and (_going(tags[q], mays) or is_filler(tags[q])):
        q -= 1  # "the 3 of hearts, where can it go?": "it" and "go" after the question's words
    asked = keyword(tags[q]) if q > 0 else None
    if asked is not Query.OPTIONS and asked is not Query.WHERE:
        return None
    after = tags[q + 1 :]
    if after and not (q in p.cuts and any(has(t, TagKind.PRONOUN) for t in after)):
        return None  # what follows the question is "it", the card named before it, in a clause of its own
    k = q
    while k > 0 and has(tags[k - 1], TagKind.TO):
        k -= 1  # "para onde", "naar waar": the "to" of "where to"
    first = next((t for t in tags[:k] if has(t, TagKind.MOVE) or not is_filler(t)), None)
    if first is not None and has(first, TagKind.MOVE):
        return (
            None  # "gioca la carta della colonna 8 dove può andare": a verb first plays it wherever it goes
        )
    going = [t for t in tags[:k] if _going(t, mays)]
    named = tuple(t for t in tags[:k] if not _going(t, mays))
    if not named or (asked is Query.WHERE and not going):
        return None
    said = read(Piece(named, p.lang))
    if isinstance(said, Read) and said.what is not None and not said.to and said.lying_in is None:
        return Options(said.what)
    return None


def _going(tag: Tag, mays: frozenset[tuple[str, ...]]) -> bool:
    """A verb of going or moving ("vai", "ide", "go"), or a "can" ("pode", "kan", "può")."""
    return has(tag, TagKind.MOVE) or tuple(tag.text.split()) in mays
