"""Both copies of a card named with a count of two before its name: "where are the two
queens of spades?", "on son les dues reines de piques?", "waar liggen die twee
schoppenvrouwen?", "move the two aces of hearts up". The game has two decks, so the count
said before a card's name (a plural noun, an article before it or not) is how many
copies of that card, never a rank: "the two of spades" (the word for "of" after the
number) and "two cards" (the word for cards) keep their meaning."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from fortythieves.core.cards import Card
from fortythieves.lang.countwords import both_said
from fortythieves.lang.intents import CardRef, Intent, MoveIntent, RankRef, changes_game
from fortythieves.lang.parsing.classes import int_of, is_filler, not_understood
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.tags import Tag, TagKind, has, pick


def copies_named(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The line read without a count of two said right before a card's name: a move of
    that card moves both copies, a question asks of the card; anything else the line may
    then say (the card as where another goes: "the 7 on the two queens") is not understood,
    never a move of the twos. None when no count of two stands before a card's name."""
    tags = p.tags
    for k, tag in enumerate(tags):
        number = pick(tag, TagKind.NUM)
        if number is None or " " in tag.text or int_of(number) != 2:
            continue
        article = k > 0 and has(tags[k - 1], TagKind.ARTICLE)
        if k and pick(tags[k - 1], TagKind.SUIT) is not None:
            continue  # "schoppen twee harten vrouw": the number is a card's rank
        if (rank := _name_after(tags, k + 1, article)) is None:
            continue
        if tag.text.isdigit() and not article:
            continue  # "2 qs": a digit with no article may be a card of its own, moved onto the queen
        at = p.starts[k]
        # "tutte e due le donne", "alle twee": the words for "both" the number ends go with it
        said = {i for a, b in occurrences(p.words, both_said(p.lang)) if a <= at < b for i in range(a, b)}
        intent = read(p.retagged([i for i in range(len(p.words)) if i != at and i not in said]))
        if isinstance(intent, MoveIntent) and _of_rank(intent.source, rank):
            if intent.ask or intent.copies is not None or intent.count is not None:
                return intent  # "can the two aces go up?": asked, the game offers the move it finds
            return dataclasses.replace(intent, copies=2)
        if changes_game(intent) or isinstance(intent, MoveIntent):
            return not_understood(p)
        return intent
    return None


def _of_rank(source: object, rank: int) -> bool:
    """Whether a move's card is of the rank named after the count (not "the 7" of "the 7 on
    the two queens")."""
    if isinstance(source, CardRef):
        return int(source.card.rank) == rank
    return isinstance(source, RankRef) and int(source.rank) == rank


def _name_after(tags: tuple[Tag, ...], k: int, article: bool) -> int | None:
    """The rank of a card's name that begins at `k`, past any small word or colour ("tutte
    e due le donne", "the two red aces"): a card ("schoppenvrouwen"), a rank in words
    ("queens", "dame"), or a suit and then a rank ("pik dame"); None for anything else. A
    rank in digits alone or a suit alone ("two 7s", "two spades", "the two of spades") is no
    card's name, nor a word that is also a number, unless an article stands before the
    count ("i due sette di cuori"; "two seven" may be the 2 onto the 7); digits are one
    only as `_digits_named` says."""
    while k < len(tags) and (is_filler(tags[k]) or has(tags[k], TagKind.COLOUR)):
        k += 1  # "the two black kings": a colour before the rank is said of both cards
    if k < len(tags) and pick(tags[k], TagKind.SUIT) is not None and pick(tags[k], TagKind.RANK) is None:
        k += 1  # "pik dame": the suit before the rank
    if k >= len(tags):
        return None
    if tags[k].text[:1].isdigit():
        return _digits_named(tags, k, article)
    card = pick(tags[k], TagKind.CARD)
    if card is not None and isinstance(card.value, Card):
        return int(card.value.rank)
    rank = pick(tags[k], TagKind.RANK)
    if rank is None or (pick(tags[k], TagKind.NUM) is not None and not article):
        return None
    return int_of(rank)


def _digits_named(tags: tuple[Tag, ...], k: int, article: bool) -> int | None:
    """The rank of a card named in digits at `k` after the count: its plural before a suit
    ("the two 7s of hearts", `saidapart.plural_digits`), or, with an article before the count,
    a card said whole with its suit ("i due 7 di cuori", "the two 7 of hearts"). None for a
    digit alone or a short code ("two 7s", "2 qs": the 2 may be a card of its own)."""
    rank = pick(tags[k], TagKind.RANK)
    if rank is not None and pick(tags[k], TagKind.NUM) is None and not tags[k].text.isdigit():
        return int_of(rank)
    card = pick(tags[k], TagKind.CARD)
    if article and card is not None and isinstance(card.value, Card) and " " in tags[k].text:
        return int(card.value.rank)
    return None
