"""Cards said in a row around one move of a line of several commands: "the 2 and the 3 of
diamonds to the foundation", "9 di fiori alla base, poi 10 e fante", "dama e rei de espadas
também". The place is said once, for all of them: each card is a move of its own, done in
turn (`lang.parsing.series`).

A part of the line is a row of cards when it holds nothing but cards, parted by a word of the
"and" class or a mark ("the 2, 3 and 4"); a part that says anything else is no row, and the
line is read as it was. A rank said bare among cards of one suit ("the 2, 3 and 4 of
diamonds", "pik trojku i četvorku") is a card of that suit."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable

from fortythieves.core.cards import Card, Rank
from fortythieves.core.moves import PileKind
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import CardRef, Intent, MoveIntent, PileRef, RankRef, Read
from fortythieves.lang.linkwords import and_words, then_spellings, then_words
from fortythieves.lang.parsing.counting import inside_counts
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.tags import Tag, TagKind, has, meanings

Named = CardRef | RankRef


@dataclasses.dataclass(frozen=True)
class Said:
    """A card of a row, its words as typed, and the move they say when they say one with
    no place ("and the 3 from column 4 too": where the last one went, from there)."""

    card: Named
    words: str
    move: MoveIntent | None = None


SaidOf = Callable[[tuple[int, int]], str]
"""The words of a span of tags, as typed."""

# the words that name a card by its rank: two said side by side are two cards ("the 2, 3")
_HEADS = frozenset({TagKind.NUM, TagKind.RANK, TagKind.CARD})


def row(
    p: Piece, span: tuple[int, int], said_of: SaidOf, read_part: Callable[[str], Intent], led: bool = False
) -> list[Said] | None:
    """The cards the tags of `span` name one after the other, each read alone ("the 6", "the
    3 too"); None when a piece of it names anything else. Talk said before the first ("sure,
    the 5") goes with it. `led`: the first may follow a verb that moves ("put the 2 and the
    3 on the foundation")."""
    a, b = span
    bounds = {a, b} | {c for c in p.cuts if a < c < b}
    bounds |= {k for k in range(a + 1, b) if _head(p.tags[k - 1]) and _head(p.tags[k])}
    for start, end in occurrences(p.words[p.starts[a] : p.starts[b]], and_words(p.lang)):
        first, after = p.at_word(p.starts[a] + start), p.at_word(p.starts[a] + end)
        if first is None or after is None:
            return None  # an "and" inside a word of another meaning
        bounds |= {first, after}
    pieces = [(x, y) for x, y in itertools.pairwise(sorted(bounds)) if not _joint_only(p, x, y)]
    out: list[Said] = []
    n = 0
    while n < len(pieces):
        item = _item(p, pieces[n], said_of(pieces[n]), read_part, led and not out)
        if item is None and n == 0 and len(pieces) > 1:
            joined = (pieces[0][0], pieces[1][1])  # "sure, 5 of hearts": talk before the first card
            item, n = _item(p, joined, said_of(joined), read_part, led), 1
        if item is None:
            return None
        out.append(item)
        n += 1
    return out or None


def _head(tag: Tag) -> bool:
    return any(m.kind in _HEADS for m in meanings(tag))


def _item(
    p: Piece, span: tuple[int, int], said: str, read_part: Callable[[str], Intent], moved: bool
) -> Said | None:
    """The card a piece names, as a rank when it is a number alone, else as read."""
    rank = _bare_rank(p.tags[span[0] : span[1]])
    if rank is not None:
        return Said(rank, said)
    intent = read_part(said)
    if (
        isinstance(intent, Read)
        and isinstance(intent.what, CardRef | RankRef)
        and intent.lying_in is not None
    ):
        # "..., then the 2 from column 9": where the card before went, from that column
        origin = PileRef(PileKind.COLUMN, intent.lying_in)
        return Said(intent.what, said, MoveIntent(intent.what, None, origin=origin, like_last=True))
    card = _card(intent, moved)
    if card is None:
        return None
    follows = isinstance(intent, MoveIntent) and intent.like_last
    return Said(card, said, intent if follows and isinstance(intent, MoveIntent) else None)


def _bare_rank(tags: tuple[Tag, ...]) -> RankRef | None:
    """ "10" in "poi 10 e fante": a number said alone among cards is a rank, never a column."""
    numbers = [m.value for t in tags for m in meanings(t) if m.kind is TagKind.NUM]
    small = all(m.kind in (TagKind.NUM, TagKind.FILLER, TagKind.ARTICLE) for t in tags for m in meanings(t))
    if small and len(numbers) == 1 and isinstance(n := numbers[0], int) and 1 <= n <= len(Rank):
        return RankRef(Rank(n))
    return None


# the words of cards named one after the other, with no verb ("the 6", "10 e fante")
_NAMING = frozenset(
    {TagKind.NUM, TagKind.RANK, TagKind.CARD, TagKind.SUIT, TagKind.COLOUR, TagKind.ARTICLE, TagKind.FILLER}
)


def then_cards(p: Piece, unknown: bool = False) -> bool:
    """ "then the 6", "poi 10 e fante": a word of the "then" class and cards after it, with
    no verb: the next part of a line of several moves, never a remark on the move before.
    `unknown`: or one word not understood where a card would be ("then the zorblax")."""
    n = said_at(p.words, then_words(p.lang), 0)
    start = p.at_word(n) if n else None
    if start is None or start == len(p.tags):
        return False
    kinds = [{m.kind for m in meanings(t)} for t in p.tags[start:]]
    if all(k <= _NAMING for k in kinds):
        return any(k & _HEADS for k in kinds)
    strange = [k for k in kinds if not k <= _SMALL]
    return unknown and strange == [{TagKind.UNKNOWN}]


_SMALL = frozenset({TagKind.ARTICLE, TagKind.FILLER, TagKind.PRONOUN})  # "o", "the", "de"


def cards_left_out(p: Piece) -> bool:
    """Whether a line read as one command holds cards after a "then" word that one command
    cannot hold ("the 2 and the 3 then the 4", "..., then the zorblax"): read whole, it would
    drop them. A line of nothing but cards ("the 8 and the 9") names one move."""
    joints = [(a, b) for a, b in occurrences(p.words, then_words(p.lang)) if a]
    if not joints or all(m.kind in _NAMING for t in p.tags for m in meanings(t)):
        return False  # most lines: no joint at all
    counted = inside_counts(p)  # "rifai tutte e due": no joint
    joints = [(a, b) for a, b in joints if a not in counted]
    # a joint typed with an accent it has not is another word (Italian "è", is, beside "e")
    spellings = then_spellings(p.lang)
    typed = {
        normalize(w) for w in (w.strip(_MARKS) for w in (p.typed or "").lower().split())
        if normalize(w) == w or w in spellings
    }  # fmt: skip
    starts = [p.at_word(a) for a, _ in joints]
    ends = sorted({*p.cuts, *(k for k in starts if k is not None), len(p.tags)})
    for (a, b), start in zip(joints, starts, strict=True):
        if start is None:
            continue
        part = p.span(start, next(e for e in ends if e > start))
        spelt = all(w in typed for w in p.words[a:b])
        if then_cards(part, unknown=spelt):
            return True
    return False


_MARKS = " ,;.!?…—–-\"'()"


def _joint_only(p: Piece, a: int, b: int) -> bool:
    """Whether the tags from `a` to `b` are an "and" word and nothing else."""
    return tuple(p.words[p.starts[a] : p.starts[b]]) in and_words(p.lang)


def _card(intent: Intent, moved: bool = False) -> Named | None:
    """The card a piece names, alone ("the 3") or as a follow-up with no place ("the 3 too");
    `moved`: or after a verb, with no place ("move the 2")."""
    if isinstance(intent, Read) and isinstance(intent.what, CardRef | RankRef):
        plain = not intent.to and intent.lying_in is None and not intent.count
        return intent.what if plain else None
    if (
        isinstance(intent, MoveIntent)
        and (intent.like_last or (moved and intent.target is None))
        and isinstance(intent.source, CardRef | RankRef)
        and not (intent.ask or intent.back or intent.count or intent.times)
    ):
        return intent.source
    return None


def carries(intent: Intent) -> bool:
    """Whether a move says where its card goes, for the cards said beside it: a card to a
    place ("the 4 to the foundation"), or where the last one went ("and the 4 too")."""
    return (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, CardRef | RankRef)
        and not (intent.ask or intent.back or intent.count or intent.times)
        and (intent.target is not None or intent.like_last)
    )


def placed(intent: Intent) -> bool:
    """Whether a move sends its card somewhere said, for the cards said after it to follow; a
    place said alone ("naar fundament 2") sends there the card the game named last."""
    if isinstance(intent, Read):
        return intent.to
    return (
        isinstance(intent, MoveIntent)
        and not (intent.ask or intent.back or intent.times)
        and (intent.target is not None or intent.like_last)
    )


def following(cards: list[Said]) -> list[tuple[MoveIntent, str]]:
    """ "..., then the 6", "..., poi 10 e fante": each card goes where the card before it went."""
    return [(c.move or MoveIntent(c.card, None, like_last=True), c.words) for c in cards]


def ahead_of(cards: list[Said], move: MoveIntent, said: str) -> list[tuple[MoveIntent, str]]:
    """ "the 2 and the 3 to the foundation": the first card goes where `move` says, from where
    it says; each card after it, and the move's own card, where the one before went."""
    source = move.source
    assert isinstance(source, CardRef | RankRef)  # a move that `carries`
    named = _one_suit([c.card for c in cards] + [source])
    first = dataclasses.replace(move, source=named[0], other=None)
    after = dataclasses.replace(move, target=None, like_last=True, target_in=None, other=None)
    moves = [first] + [dataclasses.replace(after, source=card) for card in named[1:]]
    return list(zip(moves, [c.words for c in cards] + [said], strict=True))


def _one_suit(cards: list[Named]) -> list[Named]:
    """The cards, a bare rank made a card of the one suit the others are named in."""
    suits = {c.card.suit for c in cards if isinstance(c, CardRef)}
    if len(suits) != 1:
        return cards
    suit = suits.pop()
    return [CardRef(Card(c.rank, suit)) if isinstance(c, RankRef) and c.red is None else c for c in cards]


def carried(p: Piece, span: tuple[int, int], intent: Intent) -> Intent:
    """ "ruiten 2, 3 en 4 naar het fundament": after cards in a row, a number said bare before
    a place is the next card's rank, never a column."""
    if not isinstance(intent, MoveIntent) or not isinstance(intent.source, PileRef) or intent.target is None:
        return intent
    lead = list(itertools.takewhile(lambda t: not has(t, TagKind.TO), p.tags[span[0] : span[1]]))
    rank = _bare_rank(tuple(lead))
    if rank is None or intent.source != PileRef(PileKind.COLUMN, rank.rank - 1):
        return intent
    return dataclasses.replace(intent, source=rank, other=None)
