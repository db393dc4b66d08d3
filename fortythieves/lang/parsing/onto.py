"""A card moved onto, named with the column it lies in: "put the 7 on the queen in column
5", "op de vrouw in kolom 5", "sobre la dama de la columna 5", "na damu u stupcu 5". The
move goes onto that card, and only where it ends that column: the line is read without the
column's words ("put the 7 on the queen") and the column is kept beside the move, for the
resolver to check. Read as "onto column 5", the card would go there whatever column 5 ends
with, or to it empty.

A pronoun in the card's place ("onto the one in column 1", "na onu u stupcu 1", "op die in
kolom 1") names the card column 1 ends with: the line is read as "onto column 1", and
an empty column 1 takes nothing."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.line import by_first_word
from fortythieves.lang.parsing.lying import lying_words, ordinals


@dataclass(frozen=True, slots=True)
class OntoCard:
    """The line without the words of the column the card moved onto lies in, and that
    column (0-based); or, for a pronoun, the line with that column as the place."""

    said: str
    column: int
    card: bool  # a card was named; else a pronoun, and the column is the place in `said`


def _one_words(t: Translator) -> str:
    # Translators: the words that stand for a card already spoken of, in "onto the one in column 1"
    # ("|"-separated): a pronoun or "the one", which may stand where a card's name would ("na onu u stupcu
    # 1", "op die in kolom 1", "sobre la de la columna 1", "sulla quella della colonna 1").
    return t.pgettext("the one words", "one|the one|that one")


@cache
def _ones(lang: str) -> frozenset[str]:
    return frozenset(w for phrase in words_of(_one_words, lang) for w in phrase)


def onto_card_column(words: list[str], lang: str) -> OntoCard | None:
    """The line read with the card it moves onto named apart from that card's column, or
    None when no card moved onto is named with its column."""
    onto = _phrases(lang, "to")
    for j, k, column in columns_said(words, lang):
        for t in range(j - 1, max(j - 6, 0) - 1, -1):
            if not any(tuple(words[t - len(w) + 1 : t + 1]) == w for w in onto):
                continue
            between = words[t + 1 : j]
            if not between:
                continue  # "sobre la" ends right before: "sobre" may be the word of where it goes
            if not all(w in _naming(lang) or w in _ones(lang) for w in between):
                break
            if any(w in _ranks(lang) for w in between):
                return OntoCard(" ".join([*words[:j], *words[k:]]), column, card=True)
            place = [*words[: t + 1], word(lang, "column"), str(column + 1), *words[k:]]
            return OntoCard(" ".join(place), column, card=False)
    return None


def columns_said(words: list[str], lang: str, leads: tuple[Phrase, ...] = ()) -> list[tuple[int, int, int]]:
    """Where each column's words begin and end, and its index: a word saying where (the
    words of a card's column, or of a place: "of column", "u stupcu", "in", "nella"; or
    only `leads`), maybe an article, and the column's word with its number ("column 5",
    "column five"), or an ordinal before it ("u petom stupcu", "nella quinta colonna"), or
    an ordinal alone, in the case such a word asks for ("u sedmom", "on the seventh"): a
    place said so is a column, never a card's rank."""
    leads = leads or _leads(lang)
    articles, columns = _words(lang, "article", "filler"), _words(lang, "column")
    found = []
    starting = by_first_word(leads)  # only the leads that begin with a word are compared there
    for j in range(1, len(words)):
        for lead in starting.get(words[j], ()):
            at = j + len(lead)
            if tuple(words[j:at]) != lead:
                continue
            while at < len(words) and at < j + len(lead) + 2 and words[at] in articles:
                at += 1  # "a la columna", "in the fifth column"
            pair = words[at : at + 2]
            # "column 5", or an ordinal before the word: "fifth column", "petom stupcu"
            number = (
                None
                if len(pair) < 2
                else pair[1]
                if pair[0] in columns
                else pair[0]
                if pair[1] in columns
                else None
            )
            if number is not None and (n := _number(number, lang)) is not None:
                found.append((j, at + 2, n - 1))
            elif (
                pair and (n := ordinals(lang).get(pair[0])) is not None and not set(pair[1:]) & _naming(lang)
            ):
                found.append((j, at + 1, n - 1))  # an ordinal alone after a place's word: "u sedmom"
    return found


@cache
def _leads(lang: str) -> tuple[Phrase, ...]:
    """The words before a column's: a card's column said without its last word (the word
    for column), or a word of where a card goes; longest first."""
    columns = _words(lang, "column")
    lying = {p[:-1] for p in lying_words(lang) if len(p) > 1 and p[-1] in columns}
    return tuple(sorted(lying | set(_phrases(lang, "to")), key=len, reverse=True))


@cache
def _phrases(lang: str, key: str) -> tuple[Phrase, ...]:
    """The catalogue's phrases of `key`, folded, longest first."""
    said = {tuple(normalize(w).replace("'", " ").split()) for w in all_entries(lang)[key]}
    return tuple(sorted((p for p in said if p), key=len, reverse=True))


@cache
def _words(lang: str, *keys: str) -> frozenset[str]:
    entries = all_entries(lang)
    return frozenset(normalize(w) for key in keys for w in entries[key] if " " not in w)


@cache
def _ranks(lang: str) -> frozenset[str]:
    """The words a card's rank is said with, a number among them."""
    return _words(lang, *(f"rank-{n}" for n in range(1, 14))) | {str(n) for n in range(1, 14)}


@cache
def _naming(lang: str) -> frozenset[str]:
    """The words of a card's name: rank, suit, colour, article, the word for card, and the
    words "of" may be said with ("from", "filler": "de", "van")."""
    keys = ("article", "cardword", "colour-0", "colour-1", "from", "filler", *(f"suit-{n}" for n in range(4)))
    return (_ranks(lang) | _words(lang, *keys)) - {w for p in and_words(lang) for w in p}


def _number(said: str, lang: str) -> int | None:
    """A column's number, said in digits or words ("5", "five", "fifth", "petom")."""
    if said.isdigit():
        return int(said) if 1 <= int(said) <= 13 else None
    entries = all_entries(lang)
    return next((n for n in range(1, 14) if said in {normalize(w) for w in entries[f"num-{n}"]}), None)
