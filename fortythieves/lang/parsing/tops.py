"""A place's card named by the place: "put what's on the waste in column 8", "column 10's top
card", "de bovenste van de aflegstapel", "the top card of column 3"; the words that say so are
taken out of the line, which then names that place as the card's."""

from __future__ import annotations

import dataclasses

from fortythieves.core.moves import PileKind
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import Cmd, Intent, PileRef, Query, Read
from fortythieves.lang.lexicon import word
from fortythieves.lang.linkwords import end_words
from fortythieves.lang.parsing.classes import is_filler, keyword
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick


def what_is_on(tags: list[Tag]) -> list[Tag]:
    """ "put what's on the waste in column 8": the words for reading a place, after a verb
    of moving and before that place, name the place's card; they are left out."""
    for i in range(1, len(tags) - 1):
        if keyword(tags[i]) is not Query.READ:
            continue
        k = i - 1
        while k > 0 and is_filler(tags[k]) and not has(tags[k], TagKind.MOVE):
            k -= 1  # "põe o que está no descarte ...": "o" between
        if not has(tags[k], TagKind.MOVE):
            continue
        j = i + 1
        while j < len(tags) - 1 and is_filler(tags[j]):
            j += 1
        if pick(tags[j], TagKind.PILE) is not None:
            return tags[:i] + tags[i + 1 :]
    return tags


def top_of_place(tags: list[Tag], lang: str) -> list[Tag] | None:
    """ "de bovenste van de aflegstapel naar de basis", "the top one of the waste": the
    words for the exposed cards said with a place after them name that place's card, not
    the list of exposed cards; the line without them (and a "one" or "card" after them),
    or None when the line names no place after them, nor right before them ("column 10's
    top card on the 7": that column's card)."""
    for i, t in enumerate(tags):
        if keyword(t) is not Cmd.EXPOSED:
            continue
        if not any(pick(after, TagKind.PILE, TagKind.PILEREF) for after in tags[i + 1 :]):
            return _place_before(tags, i) or _card_said_before(tags, i)
        skip = {i}
        nxt = tags[i + 1] if i + 1 < len(tags) else None
        if nxt is not None and (has(nxt, TagKind.CARDWORD) or (pick(nxt, TagKind.NUM) and nxt.text == "one")):
            skip.add(i + 1)  # "the top one", "the top card": the word after stands for the card
        if i and has(tags[i - 1], TagKind.CARDWORD) and nxt is not None and has(nxt, TagKind.FROM):
            skip.add(i - 1)  # "la carta de dalt del descart": the word before stands for it too
        said = list(tags)
        places = [x for x in tags[i + 1 :] if pick(x, TagKind.PILE, TagKind.PILEREF)]
        if (
            i
            and has(tags[i - 1], TagKind.PRONOUN)
            and not has(tags[i - 1], TagKind.CARDWORD)
            and len(places) > 1
        ):
            # "manda quella in cima agli scarti sulle basi": "that one" on top of a place, sent
            # to another place, is the first place's card, said as "the card" there
            said[i - 1] = Tag(TagKind.CARDWORD, None, normalize(word(lang, "cardword")))
        return [x for j, x in enumerate(said) if j not in skip]
    return None


def end_of_place(tags: list[Tag], lang: str) -> list[Tag]:
    """ "what's at the end of column 5", "al final de la columna cinc", "in fondo alla colonna
    5": the words for the end of a pile (`linkwords.end_words`) with a column or the waste
    right after them name its card, as the words for the exposed cards do; they are said as
    those words. After a card and a verb of moving they say where it goes ("put the 7 at the
    end of column 5"). Before anything else ("the end of the game") or alone they name
    nothing."""
    phrases = end_words(lang)
    firsts = {phrase[0] for phrase in phrases}
    for i, t in enumerate(tags):
        if (t.text.split(maxsplit=1) or [""])[0] not in firsts:
            continue  # most words begin no such phrase
        said: list[str] = []
        found = None
        for j in range(i, min(i + _LONGEST_END, len(tags))):
            said += tags[j].text.split()
            if tuple(said) in phrases and _place_after(tags, j + 1):
                found = j
        if found is None:
            continue
        text = " ".join(x.text for x in tags[i : found + 1])
        if not any(pick(x, TagKind.CARD, TagKind.RANK, TagKind.NUM) for x in tags[:i]):
            return [*tags[:i], Tag(TagKind.CMD, Cmd.EXPOSED, text), *tags[found + 1 :]]
        if any(pick(x, TagKind.MOVE, TagKind.BACK) for x in tags[:i]):
            # "put the 7 at the end of column 5": where the card named goes, never column 7's card
            return [*tags[:i], Tag(TagKind.TO, None, text), *tags[found + 1 :]]
        return tags  # "the 7 at the end of column 5": a card named by its place, left as it is
    return tags


_LONGEST_END = 6  # the tags a phrase of the end of a pile takes, at most


def _place_after(tags: list[Tag], at: int) -> bool:
    """Whether a column with its number ("column 5", "the fifth column", "petog stupca") or
    the waste is named from `at` on, past small words."""
    while at < len(tags) and is_filler(tags[at]) and not pick(tags[at], TagKind.ORDINAL):
        at += 1
    pile = pick(tags[at], TagKind.PILE) if at < len(tags) else None
    nxt = tags[at + 1] if at + 1 < len(tags) else None
    if pile is not None:
        return pile.value is PileKind.WASTE or (
            pile.value is PileKind.COLUMN and nxt is not None and pick(nxt, TagKind.NUM) is not None
        )
    after = pick(nxt, TagKind.PILE) if nxt is not None else None
    return (
        at < len(tags)
        and pick(tags[at], TagKind.ORDINAL) is not None
        and after is not None
        and after.value is PileKind.COLUMN
    )


def _card_said_before(tags: list[Tag], at: int) -> list[Tag] | None:
    """ "la carta de dalt", "a carta de cima", "as cartas de cima": the word for card said
    before the words for the exposed cards, with only small words before it and no place
    anywhere, is part of them (as "top card" is in English): the line from them on. None
    when nothing is said before them, or more than that."""
    k = at - 1 if at and has(tags[at - 1], TagKind.CARDWORD) else at
    if k == 0 or not all(_small(t) for t in tags[:k]):
        return None  # nothing said before them, or more than small words
    return tags[at:]


def _small(tag: Tag) -> bool:
    """An article, or a small word that names nothing ("as" is "the" before "cartas", never
    the ace: no card is named in a line of the exposed cards)."""
    return (
        is_filler(tag) or has(tag, TagKind.ARTICLE) or (has(tag, TagKind.FILLER) and has(tag, TagKind.RANK))
    )


def _place_before(tags: list[Tag], at: int) -> list[Tag] | None:
    """ "column 10's top card", "the waste's top card": the words for the exposed cards at
    `at` right after a place (its number with it, small words between) name that place's
    card; the line without them (and a "card" after them). None when no place comes so."""
    k = at - 1
    while k >= 0 and is_filler(tags[k]):
        k -= 1
    if (
        k >= 0
        and pick(tags[k], TagKind.NUM) is not None
        and k
        and pick(tags[k - 1], TagKind.PILE) is not None
    ):
        k -= 1  # "column 10": the pile word before its number
    if k < 0 or pick(tags[k], TagKind.PILE, TagKind.PILEREF) is None:
        return None
    end = at + 1
    if end < len(tags) and has(tags[end], TagKind.CARDWORD):
        end += 1  # "top card": the word after stands for the card
    return tags[:at] + tags[end:]


_OF = (TagKind.FROM, TagKind.FILLER, TagKind.ARTICLE)  # "of", "de", "del", "degli"


def qualified_piles(tags: list[Tag]) -> list[Tag]:
    """ "munt de descarts", "pile of discards": a word for a pile (read as the stock)
    qualified by another place names that place, the waste or a foundation."""
    out = list(tags)
    i = 0
    while i < len(out):
        pile = pick(out[i], TagKind.PILE)
        if pile is None or pile.value is not PileKind.STOCK:
            i += 1
            continue  # only a word for the stock is qualified
        j = i + 1
        while j < len(out) and j - i <= 2 and all(m.kind in _OF for m in meanings(out[j])):
            j += 1
        other = pick(out[j], TagKind.PILE) if i + 1 < j < len(out) else None
        if (
            pile is not None
            and pile.value is PileKind.STOCK
            and other is not None
            and other.value in (PileKind.WASTE, PileKind.FOUNDATION)
        ):
            del out[i:j]
        i += 1
    return out


def end_asked(intent: Intent) -> Intent:
    """ "what's the last card of column 5?", "wat is de laatste kaart van kolom 5?": a column
    read through the words for its top card asks that card, never the whole column; a move
    ("move the last card of column 4 to 9") or any other question keeps its meaning."""
    if (
        isinstance(intent, Read)
        and isinstance(intent.what, PileRef)
        and intent.what.kind is PileKind.COLUMN
        and intent.what.index is not None
        and not (intent.count or intent.about or intent.same or intent.it)
    ):
        return dataclasses.replace(intent, end=True)
    return intent
