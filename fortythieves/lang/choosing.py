"""A choice from a list of moves the game just read out ("what can I play?"): "the first",
"do the first", "number 1", "1" (a number the list's items are counted by), "the one with
the ten" (the item whose card is named). The words that say a choice ("do", "number",
"the one with") are the catalogue's; the item is the session's to play."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from fortythieves.core.cards import Card, Rank
from fortythieves.lang.answers import after_taking_back, last_chosen, ordinal_chosen, quiet
from fortythieves.lang.chatter import talk_before
from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.countwords import counted_moves
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.intents import CardRef, RankRef, Read
from fortythieves.lang.linkwords import also_words, and_words
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.line import drop_phrases
from fortythieves.lang.tags import TagKind, pick
from fortythieves.lang.tokenizer import tokenize


def _choice_words(t: Translator) -> str:
    # Translators: the words said around a choice from a list of moves the game read out, as in "do the
    # first", "number 2", "I'll take the second" ("|"-separated): verbs of choosing and doing, and the word
    # "number" (with its short forms).
    return t.pgettext("choice words", "do|choose|pick|go with|i ll take|i ll go with|number|option|item")


def _card_choice_words(t: Translator) -> str:
    # Translators: the words that choose, from a list of moves the game read out, the move of the card
    # named after them, as in "the one with the ten", "the move with the 7 of clubs" ("|"-separated), with
    # the article or contraction glued to them where the card takes one ("quella col", "la del"). A card
    # named alone is only read out.
    return t.pgettext(
        "choice words", "the one with|one with|the move with|the one that moves|the one for|the one with the"
    )


def _list_words(t: Translator) -> str:
    # Translators: the words that name the list of moves the game read out, said with a choice from it,
    # as in "the second of the list", "the first one on the list" ("|"-separated, with the small words
    # before them: "of the list", "from the list"). Said with them, a number is the item, never a column.
    return t.pgettext("list words", "of the list|from the list|on the list|in the list|the list")


@cache
def list_words(lang: str) -> frozenset[Phrase]:
    """The words that name the list of moves, in `lang` and English, folded."""
    return words_of(_list_words, lang)


@cache
def choice_words(lang: str) -> frozenset[Phrase]:
    """The words that say a choice from a list, in `lang` and English, folded."""
    return words_of(_choice_words, lang)


@cache
def card_choice_words(lang: str) -> frozenset[Phrase]:
    """The words that choose the move of a card from a list, in `lang` and English, folded."""
    return words_of(_card_choice_words, lang)


@dataclass(frozen=True, slots=True)
class Choice:
    """An item of the list by its number (from 1), or the card whose item is meant."""

    item: int | None = None
    card: Card | None = None
    rank: Rank | None = None


def list_choice(line: str, lang: str, size: int) -> Choice | None:
    """The item of a list of `size` moves that `line` chooses, or None when it chooses
    none: an ordinal ("do the first"), a number the list counts to said alone or after
    "number" ("1", "number 2"), or a card after a word of choosing ("the one with the
    ten"). A number beyond the list is no item (it may be a column)."""
    words = [w for w in (w.strip("?!.,;:") for w in normalize(line).replace("'", " ").split()) if w]
    words = after_taking_back(words, lang)  # "no, the third one": the third
    words = words[talk_before(words, lang) :]  # "fine, the first one", "prima, de tweede": talk first
    # "el segon de la llista", "i prvi isto": the list named, "and" and "too" say nothing more
    words = drop_phrases(words, list_words(lang) | and_words(lang) | also_words(lang))
    if last_chosen(" ".join(words), lang):
        return Choice(item=size)  # "the last one"
    by_card = drop_phrases(words, card_choice_words(lang))
    # "la seconda mossa", "drugi potez": the noun of moves the list is made of says nothing more
    rest = drop_phrases(by_card, choice_words(lang) | counted_moves(lang))
    if not rest:
        return None
    said = " ".join(rest)
    tags = [t for t in tokenize(said, lang) if not quiet(t)]
    number = pick(tags[0], TagKind.NUM) if len(tags) == 1 else None
    if len(by_card) < len(words):  # "the one with the ten", "la del deu": a card or a rank
        return _by_card(
            said, lang, number.value if number is not None and isinstance(number.value, int) else None
        )
    if (n := ordinal_chosen(said, lang)) is not None:
        return Choice(item=n)
    if number is not None and isinstance(number.value, int) and 1 <= number.value <= size:
        return Choice(item=number.value)
    return None


def _by_card(said: str, lang: str, number: int | None) -> Choice | None:
    """The card or rank named after "the one with": a number alone is a rank."""
    if number is not None:
        return Choice(rank=Rank(number)) if 1 <= number <= len(Rank) else None
    named = parse(said, lang)
    if isinstance(named, Read) and isinstance(named.what, CardRef):
        return Choice(card=named.what.card)
    if isinstance(named, Read) and isinstance(named.what, RankRef) and named.what.red is None:
        return Choice(rank=named.what.rank)
    return None
