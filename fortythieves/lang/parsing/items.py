"""The things a command names, read from its tags: cards, ranks, places, counts, and the
marks "to", "from", "back" between them; then a move or a card or place named alone."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.articles import card_articles, column_articles
from fortythieves.lang.concepts import any_card_words, may_words, onto_words, question_openers
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Intent,
    It,
    MoveIntent,
    Options,
    PileRef,
    RankRef,
    Read,
    Said,
)
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import int_of, is_filler, keyword, pile_of, spelled_one
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.parsing.ontoit import card_in
from fortythieves.lang.placing import anywhere_words, placing_words
from fortythieves.lang.tags import Tag, TagKind, has, pick, without_meaning


def specs_of(tags: list[Tag], lang: str) -> list[Said]:
    """Cards and piles in `tags` (and "it"), markers dropped."""
    items, _ = items_of(tags, lang)
    return [i for i in items if isinstance(i, CardRef | PileRef | RankRef | It)]


Item = CardRef | PileRef | RankRef | It | str | int
_THINGS = (
    TagKind.RANK, TagKind.NUM, TagKind.CARD, TagKind.EMPTY, TagKind.SUIT, TagKind.PILE, TagKind.PILEREF,
    TagKind.CARDWORD, TagKind.ORDINAL, TagKind.COLOUR,
)  # fmt: skip


_MARKERS = (TagKind.TO, TagKind.FROM, TagKind.BACK, TagKind.MOVE, TagKind.UP, TagKind.Q)


def mark_it(tags: list[Tag], acts: bool) -> list[Tag]:
    """Each word that stands for what was named last becomes a plain pronoun; every other
    word loses its pronoun meaning. Only in a line that acts ("move it", "tap it")."""
    out: list[Tag] = []
    for i, tag in enumerate(tags):
        if not has(tag, TagKind.PRONOUN):
            out.append(tag)
        elif acts and _is_it(tags, i):
            out.append(Tag(TagKind.PRONOUN, None, tag.text))
        else:
            out.append(without_meaning(tag, TagKind.PRONOUN, TagKind.FILLER))
    return out


def onto_it(tags: list[Tag]) -> bool:
    """ "the 3 of spades on it", "desetku na njega": a card, then a word for "onto" and a
    pronoun that ends the line, puts the card onto what was named last, as "the 3 on the 4"
    puts it onto that card; no verb is needed."""
    said = [t for t in tags if t.kind is not TagKind.Q]
    return (
        len(said) >= 3
        and has(said[-1], TagKind.PRONOUN)
        and pick(said[-2], TagKind.TO) is not None
        and card_in(said[:-2])
    )


def _is_it(tags: list[Tag], i: int) -> bool:
    """Whether the word at `i` stands for what was named last: a pronoun with no card or
    place after it ("mou-la a la base", not "la columna"; "that", not "that eight") and no
    card word before it (Croatian "kartu koja je": a relative clause, not "it"). A word that
    is also an article must be followed at once by a marker, a verb, "up" or nothing ("la
    posa a la base", "leg het op de negen", "tira'l amunt"; not "speel het spel")."""
    nxt = tags[i + 1] if i + 1 < len(tags) else None
    if has(tags[i], TagKind.ARTICLE) and nxt is not None and not any(pick(nxt, k) for k in _MARKERS):
        return False
    after = next((t for t in tags[i + 1 :] if not is_filler(t) or has(t, TagKind.PRONOUN)), None)
    if after is not None and any(pick(after, k) for k in _THINGS):
        return False
    before = next((t for t in reversed(tags[:i]) if not is_filler(t)), None)
    return not has(before, TagKind.CARDWORD)


def items_of(
    tags: list[Tag], lang: str, bare: list[int] | None = None, cards: list[int] | None = None
) -> tuple[list[Item], bool]:
    """Cards, piles, counts ("3 cards"), and the markers "to", "from", "back".
    Returns the items and whether every word found a place; `bare` gets the positions of
    the items said as a number alone ("8", "acht", "the eight"): a column or a rank."""
    # "from the third column to the eighth one": "one" after an ordinal, once a column was
    # named, is the noun for that column; with no column named it is left to mean what it may
    tags = [
        t
        for k, t in enumerate(tags)
        if not (
            k
            and pick(tags[k - 1], TagKind.ORDINAL)
            and any(
                pile_of(p) is PileKind.COLUMN for x in tags[:k] if (p := pick(x, TagKind.PILE)) is not None
            )
            and spelled_one(t)
        )
    ]
    items: list[Item] = []
    spelled: list[int] = []  # number words read as columns: "eight" in "eight onto the nine"
    digits: list[int] = []  # digits read as columns: "8" in "7d on 8"
    ok = True
    i = 0
    n = len(tags)
    while i < n:
        t = tags[i]
        prev = tags[i - 1] if i else None
        nxt = tags[i + 1] if i + 1 < n else None
        if (pick(t, TagKind.NUM) or pick(t, TagKind.RANK)) and nxt is not None and pick(nxt, TagKind.FILLER):
            # "7 de piques": a word that may be "of" between a rank and a suit
            after = tags[i + 2] if i + 2 < n else None
            if after is not None and pick(after, TagKind.SUIT):
                tags = [*tags[: i + 1], *tags[i + 2 :]]
                n -= 1
                nxt = after
        if t.kind is TagKind.PRONOUN:  # marked by `mark_it`
            items.append(_PERSONAL if t.text == "it" else It())
            i += 1
            continue
        art = int(says_column(tags, i + 2, lang))  # "colonna vuota, la 8": the article before its number
        card = pick(t, TagKind.CARD)
        pile = pick(t, TagKind.PILE)
        empty = pick(t, TagKind.EMPTY)
        num = pick(t, TagKind.NUM)
        suit = pick(t, TagKind.SUIT)
        rank = num or pick(t, TagKind.RANK)
        nxt_pile = pick(nxt, TagKind.PILE) if nxt is not None else None
        nxt_num = pick(nxt, TagKind.NUM) if nxt is not None else None
        nxt_suit = pick(nxt, TagKind.SUIT) if nxt is not None else None
        nxt_rank = nxt_num or (pick(nxt, TagKind.RANK) if nxt is not None else None)
        nxt_thing = nxt is not None and any(
            pick(nxt, k) for k in (TagKind.RANK, TagKind.NUM, TagKind.CARD, TagKind.EMPTY, TagKind.SUIT)
        )
        if (
            pick(t, TagKind.FILLER)
            and (num or rank)
            and not nxt_suit
            and (
                nxt_thing
                # an article is never said last nor right before "to" ("ás para a base", "ás na
                # base" move the ace; "as bases" names the foundations)
                or (not pick(t, TagKind.NUM) and nxt is not None and not pick(nxt, TagKind.TO))
                or (nxt_pile is not None and not pick(t, TagKind.ORDINAL))
            )
        ):
            pass  # "um rei", "as bases", "op een fundament": an article that is also a number or a rank
        elif (coloured := colour_rank(t, nxt)) is not None:
            items.append(
                RankRef(Rank(coloured[1]), red=coloured[2])
            )  # "the red ace": either suit of that colour
            i += 1
        elif (short := pick(t, TagKind.PILEREF)) is not None and isinstance(short.value, PileRef):
            items.append(short.value)
        elif card is not None and isinstance(card.value, Card):
            items.append(CardRef(card.value))
        elif (said := _empty_numbered(t, nxt, tags[i + 2 + art] if i + 2 + art < n else None)) is not None:
            items.append(said)  # "the empty column 8", "la colonna vuota, la 8": that column
            i += 2 + art
        elif empty is not None and nxt_pile is not None:
            items.append(PileRef(pile_of(nxt_pile), None, empty=True))
            i += 1
        elif pile is not None and nxt is not None and pick(nxt, TagKind.EMPTY) is not None:
            items.append(PileRef(pile_of(pile), None, empty=True))  # "una columna buida"
            i += 1
        elif empty is not None and items and items[-1] == "to" and pile is None:
            # "to the empty one", "a la buida", "into the gap": the word for "empty" said as where a
            # card goes is an empty column ("one" after it is that column's noun, no number; "al
            # forat lliure": a second word for "empty" says the same)
            items.append(PileRef(PileKind.COLUMN, None, empty=True))
            i += int(nxt is not None and (spelled_one(nxt) or pick(nxt, TagKind.EMPTY) is not None))
        elif pile is not None:
            if nxt_num is not None and pile.value in (PileKind.COLUMN, PileKind.FOUNDATION):
                after = tags[i + 2] if i + 2 < n else None
                said_empty = after is not None and pick(after, TagKind.EMPTY) is not None
                items.append(PileRef(pile_of(pile), int_of(nxt_num) - 1, empty=said_empty))
                i += 2 if said_empty else 1
            else:
                items.append(PileRef(pile_of(pile)))
        elif (rank is not None and nxt_suit is not None) or (suit is not None and nxt_rank is not None):
            # "7 of spades", "spades 7": the rank and the suit in either order
            r, s = (rank, nxt_suit) if rank is not None and nxt_suit is not None else (nxt_rank, suit)
            assert r is not None and s is not None
            ok = ok and 1 <= int_of(r) <= 13
            if ok:
                items.append(CardRef(Card(Rank(int_of(r)), Suit(int_of(s)))))
            i += 1
        elif rank is not None and num is None and 1 <= int_of(rank) <= 13:
            items.append(RankRef(Rank(int_of(rank))))  # "the king", a rank without its suit
        elif pick(t, TagKind.ORDINAL) and nxt_pile is None and _of_time(prev, items):
            pass  # "move the jack first", "sposta il fante prima": said of when, after the card it moves
        elif pick(t, TagKind.ORDINAL) is None and has(prev, TagKind.ORDINAL) and spelled_one(t):
            ok = False  # "the second one": "one" after an ordinal is no place, and nothing is listed
        elif (
            num is not None
            and nxt_pile is not None
            and nxt_pile.value in (PileKind.COLUMN, PileKind.FOUNDATION)
        ):
            items.append(PileRef(pile_of(nxt_pile), int_of(num) - 1))  # "the third column"
            i += 1
        elif num is not None and nxt is not None and pick(nxt, TagKind.CARDWORD):
            items.append(int_of(num))
            i += 1
        elif num is not None and i and says_column(tags, i - 1, lang) and 1 <= int_of(num) <= 13:
            items.append(PileRef(PileKind.COLUMN, int_of(num) - 1))  # "a la vuit", "sulla otto": that column
        elif (
            num is not None
            and has(prev, TagKind.ARTICLE)
            and 2 <= int_of(num) <= 10
            and not pick(t, TagKind.ORDINAL)  # "naar de zevende": an ordinal is a column, never a rank
        ):
            if bare is not None:
                bare.append(len(items))
            if (
                cards is not None and prev is not None and prev.text in card_articles(lang)
            ):  # "el deu": a card
                cards.append(len(items))
            items.append(RankRef(Rank(int_of(num))))  # "the eight", "el tres"; not "the one"
        elif num is not None:
            if 1 <= int_of(num) <= 13:  # a column, unless a card is named beside it
                # an ordinal is a column, never a card: "the first to the second" is no ace onto a 2
                (spelled if not t.text.isdigit() and not pick(t, TagKind.ORDINAL) else digits).append(
                    len(items)
                )
                if bare is not None:
                    bare.append(len(items))
            items.append(PileRef(PileKind.COLUMN, int_of(num) - 1))
        elif pick(t, TagKind.TO):
            # Italian "manda su il 7": a word for "to" and "up" with nothing named before it is "up"
            named = any(isinstance(i, CardRef | PileRef | RankRef | It) for i in items)
            if not named and says_where_card_lies(tags, i, lang):
                items.append("from")  # "play the card in column 3": the card that lies there
            elif _target_said(items) and has(prev, TagKind.CARDWORD) and _names_pile(tags[i + 1 :]):
                # "send to the foundation the card on top of column 3": the place said first is
                # where it goes; "the card" with a place after it is described by where it lies
                items.append("from")
            else:
                # "staviti kartu na vrh stupca 2": after "the card" it says where the card goes
                card_said = named or has(prev, TagKind.CARDWORD)
                items.append("up" if has(t, TagKind.UP) and not card_said else "to")
        elif pick(t, TagKind.FROM):
            items.append("from")
        elif pick(t, TagKind.BACK):
            items.append("back")
        elif is_filler(t) or pick(t, TagKind.CARDWORD):
            pass
        elif items and keyword(t) is Cmd.REPEAT:
            pass  # "... da fundação outra vez": "again" after a card or place is said of the move
        else:
            ok = False
        i += 1
    ranks = {
        i.card.rank if isinstance(i, CardRef) else i.rank for i in items if isinstance(i, CardRef | RankRef)
    }
    if bare is not None:  # a number word is said as a card ("acht op negen"): so is its pair
        bare[:] = [-1 - b if b in spelled else b for b in bare]
    for at in spelled + digits:
        # "eight onto the nine": a number word beside a card is a card; "7d on 8": so is
        # a digit one rank above a card named before it, the card it would build on
        column = items[at]
        assert isinstance(column, PileRef) and column.index is not None
        n = column.index + 1
        before = any(isinstance(i, CardRef | RankRef) for i in items[:at])
        if (at in spelled and ranks) or (before and any(r + 1 == n for r in ranks)):
            items[at] = RankRef(Rank(n))
    return items, ok


def _of_time(prev: Tag | None, items: list[Item]) -> bool:
    """Whether an ordinal with no noun after it is said of time ("first", "prima", "primer"):
    right after a card or "it", with no article nor word for "to" before it, it names no
    column ("move the 5 first, then the 6"); "to the second", "sulla prima", "la tercera"
    name one."""
    return bool(items) and isinstance(items[-1], CardRef | RankRef | It) and not has(prev, TagKind.ARTICLE)


def _target_said(items: list[Item]) -> bool:
    """Whether the items so far are a place or card said as where something goes, and
    nothing else ("to the foundation"): a move whose card comes after its target."""
    return len(items) == 2 and items[0] == "to" and isinstance(items[1], CardRef | PileRef | RankRef)


def says_column(tags: list[Tag], i: int, lang: str) -> bool:
    """Whether the word at `i` is an article of the word for column with a number after it
    ("a la vuit", "para a 5", "sulla otto"): that number is a column."""
    nxt = tags[i + 1] if i + 1 < len(tags) else None
    return nxt is not None and tags[i].text in column_articles(lang) and pick(nxt, TagKind.NUM) is not None


def _empty_numbered(t: Tag, nxt: Tag | None, after: Tag | None) -> PileRef | None:
    """ "empty column 8", "prazan stupac 8", "colonna vuota 8": a word of state beside a
    column's name, before or after it, and then the column's number name that column."""
    if nxt is None or after is None or (num := pick(after, TagKind.NUM)) is None:
        return None
    # in words only right after "empty column" ("in de lege kolom negen"): after "column
    # empty" or as an ordinal it may be said apart ("columna buida, la dos", "prazni stupac, treći")
    adjective_first = pick(t, TagKind.EMPTY) and not pick(t, TagKind.PILE) and not pick(nxt, TagKind.EMPTY)
    if not after.text.isdigit() and not (adjective_first and not pick(after, TagKind.ORDINAL, TagKind.RANK)):
        return None
    pile = pick(nxt, TagKind.PILE) if pick(t, TagKind.EMPTY) else None
    if pile is None and pick(nxt, TagKind.EMPTY):
        pile = pick(t, TagKind.PILE)
    if pile is None or pile.value is not PileKind.COLUMN:
        return None
    return PileRef(PileKind.COLUMN, int_of(num) - 1, empty=True)


def says_where_card_lies(tags: list[Tag], i: int, lang: str) -> bool:
    """Whether the word for "to", "on" or "in" at `i`, right after "card" and before a
    place, says where the card lies ("play the card in column 3"; Italian "la carta su
    colonna 1", where "su" is "on", not "up"): not a word of direction only."""
    return (
        i > 0
        and tags[i - 1].kind is TagKind.CARDWORD
        and _names_pile(tags[i + 1 :])
        and tags[i].text not in onto_words(lang)
    )


def card_unsaid(tags: list[Tag], lang: str) -> bool:
    """ "put a card on column 3", "posa una carta a la columna 3", "put the card on column
    8", "stavi kartu na stupac 8": "a card", or "the card" after a verb that places it, and
    then a place with no origin said: the place is where a card would go, and which card
    is not said (the line is not understood; the place is never taken for the card's)."""
    placing = any(t.text in placing_words(lang) for t in tags)
    for i, t in enumerate(tags):
        if not has(t, TagKind.CARDWORD):
            continue
        said = [x for x in reversed(tags[:i]) if not is_filler(x) or x.text in any_card_words(lang)]
        unsaid = bool(said) and said[0].text in any_card_words(lang)
        if said and not unsaid and pick(said[0], TagKind.NUM):
            said = said[1:]  # "put 3 cards on column 8": a count says how many, not which
        before = said[0] if said else None
        if not unsaid and placing and (before is None or before.text in placing_words(lang)):
            # "the card" with no card named before it, beside a placing verb, and one place after
            # it: "put the card on top of the waste to column 4" names where it lies and goes
            unsaid = sum(1 for x in tags[i + 1 :] if pick(x, TagKind.TO)) == 1
        if not unsaid:
            continue
        after = next((x for x in tags[i + 1 :] if not is_filler(x) or pick(x, TagKind.TO)), None)
        if after is not None and pick(after, TagKind.TO) and not any(pick(x, TagKind.FROM) for x in tags):
            return True
    return False


def _names_pile(tags: list[Tag]) -> bool:
    """Whether the first word in `tags` past the small ones names a place: "column" (its
    number after it), "the waste"; not "an empty column"."""
    said = next((t for t in tags if not is_filler(t)), None)
    return said is not None and (pick(said, TagKind.PILE) or pick(said, TagKind.PILEREF)) is not None


def colour_rank(t: Tag, nxt: Tag | None) -> tuple[bool, int, bool] | None:
    """A rank said with a colour, in either order ("the red ace", "la sota negra"):
    whether the colour comes first, the rank, and whether the colour is red."""
    if nxt is None:
        return None
    for first, (colour_tag, rank_tag) in ((True, (t, nxt)), (False, (nxt, t))):
        colour = pick(colour_tag, TagKind.COLOUR)
        rank = pick(rank_tag, TagKind.RANK) or pick(rank_tag, TagKind.NUM)
        if colour is not None and rank is not None and 1 <= int_of(rank) <= 13:
            return first, int_of(rank), colour.value == 1
    return None


def move_or_read(
    tags: list[Tag],
    lang: str,
    question: bool,
    verb: bool,
    quick: bool,
    up: bool = False,
    joined: bool = False,
) -> Intent | None:
    """`up`: a word for "up" was said ("puja el 7 a dalt"): the foundations, when the
    line names no other place for the card. `joined`: a word of "and" stands between two
    things the line names (`joined_by_and`)."""
    bare: list[int] = []
    cards: list[int] = []
    items, ok = items_of(tags, lang, bare, cards)
    if not ok:
        return None
    if items[:1] == ["to"] and "to" in items[1:]:
        items = items[1:]  # Italian "su, metti il 7 sull'8", "hold on, put...": "come on", no destination
        bare = [b - 1 if b >= 0 else b + 1 for b in bare]
        cards = [c - 1 for c in cards]
    said = [b if b >= 0 else -1 - b for b in bare]  # a negative position: a number word
    if len(items) == 3 and items[1] == "to" and said == [0, 2]:
        if sum(1 for t in tags if pick(t, TagKind.ORDINAL)) == 2:
            return dataclasses.replace(_two_numbers(items[0], items[2], False), other=None)
        return _two_numbers(
            items[0], items[2], any(b < 0 for b in bare), frozenset(k for k in (0, 2) if k in cards)
        )
    up = up or "up" in items
    if "to" not in items and joined:
        return None  # "de klaveren 3 en 4", "the 3 and 4 of clubs": two cards named, neither on the other
    items = _counted_from_column(_one_from_place(items), said)
    specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef | It)]
    if len(specs) == 2 and isinstance(specs[1], It) and "to" not in items:
        items.remove(specs[1])  # "the eight: play it": "it" is the card just named
        specs = specs[:1]
    if len(specs) == 1 and not up and not any(isinstance(i, str | int) for i in items):
        return _named_alone(specs[0], question, verb, quick)
    count = next((i for i in items if isinstance(i, int)), None)
    back = "back" in items
    source: Said | None = None
    target: Said | None = None
    origin: PileRef | None = None
    mode = "source"
    for item in items:
        if item == "to":
            mode = "target"
        elif item == "from":
            mode = "origin"
        elif isinstance(item, It) and source is not None and mode != "target":
            continue  # "take the queen off the foundation and put it on the king": the card named
        elif isinstance(item, CardRef | PileRef | RankRef | It):
            if mode == "origin" and isinstance(item, PileRef):
                if source is None:
                    source = item
                else:
                    origin = item
                mode = "source" if target is None else "target"
            elif mode == "target" and target is None:
                target = item
            elif source is None:
                source = item
            elif target is None:
                target = item
            else:
                return None
    if source is None and verb and items[:1] == ["to"] and origin is None and _unsaid_card_goes(target, tags):
        source = It()
    if source is None or (isinstance(source, PileRef) and source.empty and source.index is None):
        return None  # "the empty column to column 3": an empty column has no card to move
    if isinstance(source, PileRef) and origin is None and back and source.kind is PileKind.FOUNDATION:
        origin = source
    if origin is not None and origin.kind is PileKind.FOUNDATION and target is None:
        back = True  # a card taken off a foundation comes back to the columns
    if up and target is None and not back and not _is_foundation(source) and not _is_foundation(origin):
        target = PileRef(PileKind.FOUNDATION)  # "schoppen zeven naar boven", "... uit kolom 3 naar boven"
    if not verb and target is None:  # "the king from column 3": still only named
        return Read(source) if origin is None and not isinstance(source, It) else None
    return MoveIntent(source, target, count, origin, back)


def joined_by_and(tags: list[Tag], lang: str) -> bool:
    """Whether a word of "and" stands between two things the line names: with no word of a
    place, they are named together, and the second is never where the first goes."""
    ands = {" ".join(phrase) for phrase in and_words(lang)}
    things = [k for k, t in enumerate(tags) if pick(t, TagKind.CARD, TagKind.RANK, TagKind.NUM, TagKind.PILE)]
    return len(things) > 1 and any(tags[k].text in ands for k in range(things[0] + 1, things[-1]))


def _unsaid_card_goes(target: Said | None, tags: list[Tag]) -> bool:
    """ "move to the foundation", "zet op kolom 4", "stavi na temelj": after a verb, a place
    a card can go to (a foundation, a column, a card) with no card said before it sends the
    card named, drawn or offered last ("it"). Not "pega na carta virada" (take hold of the
    waste's card: no card goes to the waste), nor "move the card over to column 1", which
    says a card, and not which."""
    if target is None or (isinstance(target, PileRef) and target.kind in (PileKind.WASTE, PileKind.STOCK)):
        return False
    return not any(has(t, TagKind.CARDWORD) for t in tags)


def _number(said: Item) -> int:
    """The number a bare number was read as: a column's or a rank's."""
    if isinstance(said, RankRef):
        return int(said.rank)
    assert isinstance(said, PileRef) and said.index is not None
    return said.index + 1


def _two_numbers(first: Item, second: Item, spelled: bool, cards: frozenset[int] = frozenset()) -> MoveIntent:
    """ "8 on 9", "acht op negen", "el 8 al 9": two numbers with a word between them are
    read alike, both columns or both ranks, and the other reading goes with the move for
    the resolver to weigh against the legal moves. Ranks come first when either number
    was said as a card ("the eight", a number word); columns otherwise ("3 to 5"). A
    number said with a card's article where a column's differs (`cards`: 0, the first; 2,
    the second) is a card in both readings: "4 sul 6" is the 6, "el deu al vuit" two cards."""
    a, b = _number(first), _number(second)
    columns = MoveIntent(
        RankRef(Rank(a)) if 0 in cards else PileRef(PileKind.COLUMN, a - 1),
        RankRef(Rank(b)) if 2 in cards else PileRef(PileKind.COLUMN, b - 1),
    )
    ranks = MoveIntent(RankRef(Rank(a)), RankRef(Rank(b)))
    if cards == {0, 2}:
        return ranks
    if spelled or isinstance(first, RankRef) or isinstance(second, RankRef):
        return dataclasses.replace(ranks, other=columns)
    return dataclasses.replace(columns, other=ranks)


def _is_foundation(said: Said | None) -> bool:
    return isinstance(said, PileRef) and said.kind is PileKind.FOUNDATION


# English "it" said with a place ("take it from column 3") is still the card named last,
# which must be there; "the one", "that one", "la", "o" with a place name that place's card
_PERSONAL = It()


def _counted_from_column(items: list[Item], said: list[int]) -> list[Item]:
    """ "move two from column 3 to 8": a number said alone before "from" a column never
    names a column (no column comes from another): it counts the cards taken from there."""
    for i in range(len(items) - 2):
        number, mark, place = items[i : i + 3]
        if i in said and mark == "from" and _is_column(number) and _is_column(place):
            assert isinstance(number, PileRef) and number.index is not None
            return [*items[:i], number.index + 1, *items[i + 1 :]]
    return items


def _is_column(item: Item) -> bool:
    return isinstance(item, PileRef) and item.kind is PileKind.COLUMN and item.index is not None


def _one_from_place(items: list[Item]) -> list[Item]:
    """ "la del descart", "the one from the waste": a pronoun said with a place it comes
    from and no card is the card on that place (a foundation's card is taken back as "it")."""
    for i in range(len(items) - 2):
        it, mark, place = items[i : i + 3]
        if it is _PERSONAL or not isinstance(it, It):
            continue
        if mark == "from" and isinstance(place, PileRef) and not _is_foundation(place):
            return [*items[:i], place, *items[i + 3 :]]
    return items


def _named_alone(spec: Said, question: bool, verb: bool, quick: bool) -> Intent:
    """A card or a place named with no other place: a verb plays it; with quick play a
    card or a column plays itself; otherwise, asked or not, it is read (a card: where each
    copy is and where it can go, more than "where is it?" says)."""
    if verb and isinstance(spec, PileRef) and spec.kind is PileKind.FOUNDATION and spec.index is None:
        return MoveIntent(It(), spec)  # "send it home": where the card named last goes, none taken down
    if verb or isinstance(spec, It):
        return MoveIntent(spec, None)
    if question:  # "the king of hearts?": read, which says where each copy is and where it can go
        return Read(spec)
    plays = isinstance(spec, CardRef | RankRef) or (
        spec.kind in (PileKind.COLUMN, PileKind.WASTE)
        and not spec.empty
        and (spec.index is not None or spec.kind is PileKind.WASTE)
    )
    if quick and plays:
        return MoveIntent(spec, None)
    return Read(spec)


def options_said_last(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "can the king go anywhere?", "o rei pode ir para algum lado?", "može li kralj
    negdje?": a word of "can" and a card or a place, then a word of "anywhere" ending the
    line, asks where it can go (with a verb and no "can", "play column 6 anywhere" sends it
    there: `lang.placing`); None otherwise."""
    before = _without_anywhere(p)
    if before is None or not before.says(may_words(p.lang)):
        return None  # "speel kolom 6 waar hij kan": the "can" of "wherever it can" asks nothing
    said = before.without(may_words(p.lang))
    named = tuple(t for t in said.tags if not has(t, TagKind.MOVE))  # "go", "ir", "anar": going
    asked = read(Piece(named, p.lang)) if named else None
    if isinstance(asked, Read) and asked.what is not None and not asked.to:
        return Options(asked.what)
    return None


def _without_anywhere(p: Piece) -> Piece | None:
    """The line without its word of "anywhere": said last, the words before it; said inside a
    a question that opens with a question word ("is there anywhere the 9 can go?"), the words
    after the opener but for it. None when no such word is said so."""
    words = [w for w in p.words if w != "?"]
    said = occurrences(words, anywhere_words(p.lang))
    ends = [a for a, b in said if b == len(words)]
    if ends:
        return p.retagged(range(ends[0])) if ends[0] else None
    opener = said_at(words, question_openers(p.lang), 0)
    if len(said) != 1 or not opener:
        return None
    a, b = said[0]
    return p.retagged([k for k in range(opener, len(words)) if not a <= k < b])
