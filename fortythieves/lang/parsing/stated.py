"""A line that names a card and a place with no verb of moving, and only says where the card
is: a verb of being there before the place ("the king of spades is on the foundation", "pik
kralj je gore", "de heer ligt op de fundatie"), or the word for "and" right before the place
("il re di picche e su", "o rei de espadas e para cima": Italian "è" and Portuguese "é", is,
typed without their accents are "e", and). "And" joins two things named or two commands,
never a card to where it goes."""

from __future__ import annotations

from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.remarkwords import state_words
from fortythieves.lang.tags import TagKind, meanings, pick

# the words of a place a card goes to: "to", "up", a pile, a short form ("f", "c3")
_PLACE = (TagKind.TO, TagKind.UP, TagKind.PILE, TagKind.PILEREF)
# the words of a thing named before "and": a card, a rank, a number, a place
_NAMED = (TagKind.CARD, TagKind.RANK, TagKind.NUM, TagKind.PILE, TagKind.PILEREF, TagKind.PRONOUN)


def only_stated(p: Piece) -> bool:
    """Whether the line only says where a card is (see the module's words); the caller has
    found no verb of moving in it. After the place a verb of being is a remark's ("...,
    zodat kolom 4 leeg is")."""
    said = occurrences(p.words, state_words(p.lang))
    places = [p.starts[k] for k, t in enumerate(p.tags) if pick(t, TagKind.TO, TagKind.UP)]
    return (bool(said) and bool(places) and said[0][0] < places[0]) or _joined_to_place(p)


def _joined_to_place(p: Piece) -> bool:
    """Whether a word for "and" stands between a thing named and the first place of the line,
    said right after it, only small words between ("the king of spades and up", "il 5 e la
    colonna 3")."""
    ands = occurrences(p.words, and_words(p.lang))
    for start, end in ands:
        k = p.at_word(end)
        while k is not None and k < len(p.tags) and _article_only(p, k):
            k += 1
        said = p.tags[: p.at_word(start) or 0]
        # the place after "and" is the first one said: "..., then column 4 is empty" follows a move
        named = any(pick(t, *_NAMED) for t in said) and not any(pick(t, TagKind.TO, TagKind.UP) for t in said)
        if named and k is not None and k < len(p.tags) and pick(p.tags[k], *_PLACE):
            return True
    return False


def _article_only(p: Piece, k: int) -> bool:
    """Whether the word is a small one that may stand before a place ("the", Catalan "la")."""
    return all(m.kind in (TagKind.ARTICLE, TagKind.FILLER, TagKind.PRONOUN) for m in meanings(p.tags[k]))
