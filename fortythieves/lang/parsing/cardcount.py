"""A number of cards said with the words for "top" or "together" ("move the top two of
column 3 to 8", "mou les dues de dalt de la columna 3 juntes a la 8", "prebaci gornje dvije
karte iz stupca 3 na stupac 8"): the number counts the cards moved from the top of a column,
as "two cards" does. It never names a column (no noun nor article of a column says so),
and the move is made once, with that many cards."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.core.moves import PileKind
from fortythieves.lang.countwords import card_words, together_words, top_count
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import Intent, MoveIntent, PileRef
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.tags import TagKind, pick
from fortythieves.lang.tokenizer import tag_words

# what a number counting cards is said before: the places of the move
_PLACES = (TagKind.PILE, TagKind.TO, TagKind.FROM, TagKind.PILEREF)


def counted_move(p: Piece, read: Callable[[Piece], Intent]) -> MoveIntent | None:
    """The move of a number of cards said with "top" or "together", from a column to a
    place: the line read with "<number> cards" (`cards_counted`); None for any other
    reading ("put the 5 on top of the 6" names no column the cards come from)."""
    said = cards_counted(p)
    moved = read(said) if said is not None else None
    if not isinstance(moved, MoveIntent) or (moved.count or 0) < 2 or moved.target is None:
        return None
    source = moved.source
    return moved if isinstance(source, PileRef) and source.kind is PileKind.COLUMN else None


def cards_counted(p: Piece) -> Piece | None:
    """The line with its number of cards said as "<number> cards" and without the words of
    "top" and "together"; None when no number is said so (before the places, beside "top"
    or with "together" in the line, and no card's suit after it)."""
    words = p.words
    tops = occurrences(words, top_count(p.lang))
    together = occurrences(words, together_words(p.lang))
    if not tops and not together:
        return None
    k = _counted_number(p)
    if k is None:
        return None
    top_at = [(a, b) for a, b in tops if _beside(p, k, a, b)]
    if not top_at and not together:
        return None
    gone = {w for a, b in (*top_at, *together) for w in range(a, b)}
    number_end = p.starts[k + 1] - 1
    card_said = _card_word_at(p, number_end + 1)
    said: list[str] = []
    for i, word in enumerate(words):
        if i not in gone:
            said.append(word)
        if i == number_end and not card_said:
            said.append(normalize(all_entries(p.lang)["cardword"][0]))  # "the top two": "two cards"
    tags, _ = tag_words(said, p.lang)
    return Piece(tuple(tags), p.lang)


def _counted_number(p: Piece) -> int | None:
    """The tag of the one number said before any place, with no suit right after it (then
    it is a card's rank: "the top 2 of hearts"); None when there is none."""
    for j, t in enumerate(p.tags):
        if any(pick(t, kind) is not None for kind in _PLACES):
            return None
        if pick(t, TagKind.NUM) is not None and pick(t, TagKind.CARD) is None:
            after = p.tags[j + 1 : j + 3]
            return None if any(pick(a, TagKind.SUIT) is not None for a in after) else j
    return None


def _beside(p: Piece, k: int, a: int, b: int) -> bool:
    """Whether the words from `a` to `b` stand right before or after the number at tag `k`,
    with at most the word for cards between ("le due carte in cima", "gornje dvije karte")."""
    start, end = p.starts[k], p.starts[k + 1]
    return b == start or a == end or (_card_word_at(p, end) and a == end + 1)


def _card_word_at(p: Piece, i: int) -> bool:
    """Whether the word at `i` is the word for cards ("carte" of "carte in cima" too)."""
    return i < len(p.words) and (p.words[i],) in card_words(p.lang)
