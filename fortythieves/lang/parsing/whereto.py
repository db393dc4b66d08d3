"""A question of where a card can go, told from a question of where it lies."""

from __future__ import annotations

from fortythieves.lang.concepts import may_words
from fortythieves.lang.intents import CardRef, It, Options, PileRef, Query, RankRef, Read
from fortythieves.lang.parsing.classes import Reader, is_filler, keyword
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.placing import empty_place_words, where_to_words
from fortythieves.lang.tags import Tag, TagKind, has, meanings

_WHERE = (Query.WHERE, Query.OPTIONS)
# the words that name a card or a place
_NAMING = frozenset(
    {
        TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE,
        TagKind.PILEREF, TagKind.EMPTY, TagKind.CARDWORD, TagKind.COLOUR,
    }
)  # fmt: skip


def where_it_may_go(p: Piece, r: Reader) -> Options | None:
    """ "where can I put the 6 of clubs?", "il 6 di fiori dove posso metterlo?", "onde dá pra
    colocar o 6 de paus?", "where does the 6 go?", "where's a good spot for the 6?": a question
    of where, with a word of "can" or "should" and a verb of placing or going after it, a word
    that asks where a card goes (`placing.where_to_words`) or a noun for a place, asks where the
    card can go. The card or place may be named before the question ("a carta descartada vai
    para onde?", "the waste card, where can it go?") or after it, or stand as "it". "Where is
    the 6?", "where did I put the 6?" and "where can I find the 6?" ask where it lies, and a
    verb of moving before "where" says where the card goes ("play it where it can go"): None."""
    if not any(keyword(t) in _WHERE for t in p.tags):
        return None
    asks = where_to_words(p.lang)
    mays = may_words(p.lang)
    options = any(keyword(t) is Query.OPTIONS for t in p.tags)  # "where can", "dove va"
    spot = _spot_asked(p)  # "where's a good spot for the 6?"
    if not (options or spot or p.says(asks) or (p.says(mays) and any(has(t, TagKind.MOVE) for t in p.tags))):
        return None
    said = p.without(asks | mays)
    wheres = [k for k, t in enumerate(said.tags) if keyword(t) in _WHERE]
    if len(wheres) != 1:
        return None  # "where can I find ...": a second word of where asks where it lies
    at = wheres[0]
    before = p.span(0, next(k for k, t in enumerate(p.tags) if keyword(t) in _WHERE))
    if any(has(t, TagKind.MOVE) for t in before.tags) and not before.says(asks | mays):
        return None  # "gioca la carta della colonna 8 dove può andare": a verb first, wherever it goes
    # "para onde", "naar waar": a word for "to" right before "where" goes with it
    passed = {at, at - 1} if at and has(said.tags[at - 1], TagKind.TO) else {at}
    rest = [
        t
        for k, t in enumerate(said.tags)
        if k not in passed and t.kind is not TagKind.Q and not _only(t, TagKind.MOVE)
    ]
    named = [k for k, t in enumerate(rest) if _names(t)]
    if not named and not rest:
        return Options(None)  # "gdje može ići?", "onde pode ir?": the card unsaid, the one named last
    if not named:
        return Options(It()) if all(has(t, TagKind.PRONOUN) or is_filler(t) for t in rest) else None
    first = named[0]
    while (
        first
        and _small(rest[first - 1])
        and not _only(rest[first - 1], TagKind.PRONOUN)
        and not has(rest[first - 1], TagKind.TO)  # "per a la dama": "a" is "for", no article
    ):
        first -= 1  # the article of the card's name ("il 6 di fiori")
    if any(
        not (_small(t) or has(t, TagKind.PRONOUN) or t.kind is TagKind.UNKNOWN)
        and not (spot and has(t, TagKind.TO))  # "a spot for the 6", "un lloc per al 6"
        for t in rest[:first] + rest[named[-1] + 1 :]
    ):
        return None  # "where can I put the 6 on column 3": a place beside the card says more than where
    asked = r.understand(Piece(tuple(rest[first : named[-1] + 1]), p.lang))
    if isinstance(asked, Read) and isinstance(asked.what, CardRef | RankRef | PileRef) and not asked.to:
        return Options(asked.what)
    return None


def _spot_asked(p: Piece) -> bool:
    """Whether a noun for a place, said on its own (not "a free spot", an empty column), comes
    after "where" and before the card in the same clause: "where's a good spot for the 6?"."""
    places = empty_place_words(p.lang)
    for clause in p.clauses():
        tags = clause.tags
        at = next((k for k, t in enumerate(tags) if keyword(t) in _WHERE), None)
        card = next((k for k, t in enumerate(tags) if _names(t)), len(tags))
        if at is not None and any(
            t.kind is TagKind.UNKNOWN and t.text in places for t in tags[at + 1 : card]
        ):
            return True
    return False


def _names(tag: Tag) -> bool:
    """Whether the word names a card or a place: an article that is also "one" ("een goede
    plek", "um bom lugar") names nothing."""
    kinds = {m.kind for m in meanings(tag)}
    return bool(kinds & _NAMING) and TagKind.FILLER not in kinds


def _small(tag: Tag) -> bool:
    """A small word, or an article that is also "one" ("een", "um")."""
    return is_filler(tag) or has(tag, TagKind.FILLER)


def _only(tag: Tag, kind: TagKind) -> bool:
    """Whether every meaning of the word is of `kind`."""
    return all(m.kind is kind for m in meanings(tag))
