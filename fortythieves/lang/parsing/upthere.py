"""A card moved onto a card that lies on a foundation, with the foundation said after it:
"play the 5 of spades on the 4 of spades up on the foundation", "posa el cinc de piques
sobre el quatre que ja és a les bases", "schoppen vijf op de schoppen vier op de
eindstapel", "na pik četvorku gore na temeljima". The words after the card moved onto say
where that card lies, never a second place to go: the line is read without them (words
that say so, `linkwords.lying_there_words`, or "up"; a word for "on" or "in"; the
foundation's word), and the resolver finds the card where it lies.

A card goes onto a foundation's card only one rank above it, in its suit: where both ranks
are said, a move that is not so ("the 3 on the 4 on the foundation") is not understood,
never read as a move onto a column or anything else."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import cache

from fortythieves.core.moves import PileKind
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import CardRef, Intent, MoveIntent, RankRef, Said, Unknown
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.linkwords import lying_there_words
from fortythieves.lang.parsing.classes import is_filler, typed
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick

_NAMING = (TagKind.CARD, TagKind.RANK, TagKind.SUIT, TagKind.NUM, TagKind.COLOUR)
_OF = frozenset({TagKind.FROM, TagKind.FILLER, TagKind.ARTICLE})  # "de", "of", "van"
_MOST_SAID = 3  # the phrases of lying there said around the foundation, at most


def onto_card_up_there(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The move onto a card said to lie on a foundation, read without the words that say
    so; not understood when the ranks said cannot go so. None when the line says no card
    moved onto with a foundation after it, or its words without them move no card onto one
    (the foundation is then where the card goes)."""
    kept = _without_place(p)
    if kept is None:
        return None
    intent = read(kept)
    if not isinstance(intent, MoveIntent) or not isinstance(intent.target, CardRef | RankRef):
        return None
    fitting = _fitting(intent)
    return fitting if fitting is not None else Unknown((typed(p.typed or p.text),))


def _without_place(p: Piece) -> Piece | None:
    """The piece without the words after the card moved onto that say it lies on a
    foundation, the question marks and small words said last kept; None when it says no
    such words."""
    tags = p.tags
    end = len(tags) - _after(tags)  # "?", "please"
    end = _before_lying(p, end)  # Dutch "... op de eindstapel ligt"
    pile = pick(tags[end - 1], TagKind.PILE) if end else None
    if pile is None or pile.value is not PileKind.FOUNDATION:
        return None
    k = end - 1
    while (
        k
        and not pick(tags[k - 1], TagKind.TO)
        and (is_filler(tags[k - 1]) or has(tags[k - 1], TagKind.ARTICLE))
    ):
        k -= 1  # "a les bases", "op de eindstapel"
    if not k or not _says_on(tags[k - 1], p.lang):
        return None
    start = _before_lying(p, k - 1)
    j = start
    while j and _names_card(tags[j - 1]):
        j -= 1  # the card moved onto: "el quatre de piques", "pik četvorku"
    if j == start or not j or not pick(tags[j - 1], TagKind.TO) or not _said_card(tags[j:start]):
        return None
    return p.only([*range(start), *range(len(tags) - _after(tags), len(tags))])


def _before_lying(p: Piece, at: int) -> int:
    """Where the phrases of lying there (and "up") said right before the tag at `at` begin;
    `at` when none is said there."""
    words, starts, phrases = p.words, p.starts, lying_there_words(p.lang)
    longest = max(map(len, phrases), default=0)
    for _ in range(_MOST_SAID):
        if at and has(p.tags[at - 1], TagKind.UP):
            at -= 1  # "up on the foundation", "gore na temeljima"
            continue
        w = starts[at]
        begins = next(
            (
                k
                for n in range(min(longest, w), 0, -1)
                if tuple(words[w - n : w]) in phrases and (k := p.at_word(w - n)) is not None
            ),
            None,
        )
        if begins is None:
            return at
        at = begins
    return at


def _says_on(tag: Tag, lang: str) -> bool:
    """A word for "on" or "in" before the foundation, alone or last after the words of lying
    there the lexicon holds with it (Portuguese "que está na", read as "from")."""
    if pick(tag, TagKind.TO):
        return True
    *before, last = tag.text.split() or [""]
    return last in _on_words(lang) and tuple(before) in lying_there_words(lang)


@cache
def _on_words(lang: str) -> frozenset[str]:
    """The one-word words for where a card goes, folded."""
    return frozenset(normalize(w) for w in all_entries(lang)["to"] if " " not in w)


def _names_card(tag: Tag) -> bool:
    """A word of a card's name: its rank, suit, number, or a small word between them."""
    if pick(tag, *_NAMING) is not None:
        return True
    return not pick(tag, TagKind.TO) and (is_filler(tag) or all(m.kind in _OF for m in meanings(tag)))


def _said_card(tags: tuple[Tag, ...]) -> bool:
    """Whether the words name a card by its rank ("the 4 of spades", "pik četvorku")."""
    return any(pick(t, TagKind.CARD, TagKind.RANK, TagKind.NUM) for t in tags)


def _after(tags: tuple[Tag, ...]) -> int:
    """How many question marks and small words ("please") the line ends with."""
    n = 0
    while n < len(tags) and (tags[-1 - n].kind is TagKind.Q or is_filler(tags[-1 - n])):
        n += 1
    return n


def _fitting(intent: MoveIntent | None) -> MoveIntent | None:
    """The readings of the move whose card may go onto the card named, a foundation's."""
    if intent is None:
        return None
    other = _fitting(intent.other)
    if isinstance(intent.target, CardRef | RankRef) and _one_above(intent.source, intent.target):
        return dataclasses.replace(intent, other=other)
    return other


def _one_above(card: Said, onto: CardRef | RankRef) -> bool:
    """Whether `card` may go onto `onto` on a foundation, as far as the words say: one rank
    above it, in its suit (its colour, when only that is said)."""
    if not isinstance(card, CardRef | RankRef):
        return True  # "column 3 onto the 4 on the foundation": the resolver knows the card
    rank = card.card.rank if isinstance(card, CardRef) else card.rank
    below = onto.card.rank if isinstance(onto, CardRef) else onto.rank
    if rank != below + 1:
        return False
    if isinstance(card, CardRef) and isinstance(onto, CardRef):
        return card.card.suit == onto.card.suit
    red = card.card.suit.is_red if isinstance(card, CardRef) else card.red
    other = onto.card.suit.is_red if isinstance(onto, CardRef) else onto.red
    return red is None or other is None or red == other
