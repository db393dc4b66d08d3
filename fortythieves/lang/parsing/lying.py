"""A card named by the column it lies in. Croatian says it by case: "dama u stupcu 8",
"osmica u petom stupcu" (locative: where the card lies), never "na stupac 8" (accusative:
where it goes); the other languages by "of": "the queen of column 8". The words are the
catalogue's "lying column words". The line is read again with the card's column said as
its origin ("dama iz stupca 8"). A card moved onto, named so, is `parsing.onto`'s."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.cardnames import card_names
from fortythieves.lang.concepts import Phrase, correction_words, negates, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parsing.line import by_first_word


def _lying_words(t: Translator) -> str:
    # Translators: the words before a column's number that say where a card lies, never where it goes, as in
    # "the queen of column 8" ("|"-separated): Croatian locative "u stupcu|na stupcu" ("dama u stupcu 8"),
    # not the accusative "u stupac", which says where a card goes. An ordinal may stand before the last word
    # ("u petom stupcu"). Leave out words that also say where a card goes ("in column", "nella colonna").
    return t.pgettext("lying column words", "of column|of the column")


@cache
def lying_words(lang: str) -> frozenset[Phrase]:
    """The words that say the column a card lies in, in `lang` and English, folded."""
    return words_of(_lying_words, lang)


def card_column_said(words: list[str], lang: str) -> tuple[str, str | None, str] | None:
    """The line again with the column a card lies in said as its origin; when the card is
    only named with nothing said of where it goes, that column said alone; and the words
    before the column's, which name the card. None when no card is named by its column."""
    onto = {normalize(w) for w in all_entries(lang)["to"] if " " not in w}
    found = _lying_at(words, lang) or _in_before_to(words, lang, onto)
    if found is None:
        return None
    i, j, column = found
    said = [*words[:i], word(lang, "from"), word(lang, "column"), *column, *words[j:]]
    alone = " ".join([word(lang, "column"), *column])
    return " ".join(said), None if any(w in onto for w in words[j:]) else alone, " ".join(words[:i])


def _lying_at(words: list[str], lang: str) -> tuple[int, int, list[str]] | None:
    """Where the words of a card's column begin and end, and the column's number (or
    ordinal) as said."""
    named = _card_words(lang)
    for phrase in sorted(lying_words(lang), key=len, reverse=True):
        k = len(phrase)
        for i in range(1, len(words) - k + 1):
            if words[i - 1] not in named:
                continue  # "van kolom 3 naar kolom 5": the column's own card, said as a place
            said = tuple(words[i : i + k])
            if said == phrase and i + k < len(words) and words[i + k].isdigit():
                return i, i + k + 1, [words[i + k]]
            # "u petom stupcu": an ordinal before the word for column ("3 of ace column" says none)
            if (
                k > 1
                and i + k < len(words)
                and (*words[i : i + k - 1], words[i + k]) == phrase
                and words[i + k - 1] in ordinals(lang)
            ):
                return i, i + k + 1, [words[i + k - 1]]
    return None


def _in_before_to(words: list[str], lang: str, onto: set[str]) -> tuple[int, int, list[str]] | None:
    """ "move the 5 of diamonds in column 2 to the foundation", "sposta l'asso nella colonna 2
    in fondazione": a card named with a column said with a word for "in" (`in_words`), and
    after it where the card goes, lies in that column. Where no place follows, the column
    may be where the card goes ("sposta l'8 nella colonna 9"), and it is left so; so is a
    line that corrects itself ("na coluna 3, aliás, na coluna 7": the second place
    replaces the first)."""
    named, columns = _card_words(lang), _column_words(lang)
    fixes = by_first_word(correction_words(lang))  # only the words that begin one are compared
    if any(
        tuple(words[i : i + len(f)]) == f for i, w in enumerate(words) for f in fixes.get(w, ())
    ) or negates(" ".join(words), lang):
        return None
    for phrase in in_words(lang):
        k = len(phrase)
        for i in range(1, len(words) - k - 1):
            if words[i - 1] not in named:
                continue
            said = (*words[i : i + k], words[i + k])
            if said[:k] != phrase or said[k] not in columns:
                continue
            rest = words[i + k + 2 :]
            to = next((n for n, w in enumerate(rest) if w in onto), None)
            if words[i + k + 1].isdigit() and to is not None and _names_place(rest[to + 1 :], lang):
                return i, i + k + 2, [words[i + k + 1]]
    return None


def _names_place(words: list[str], lang: str) -> bool:
    """Whether `words` (said after a "to") name where a card goes: a place, a card or a
    number ("para ver o que acontece" names none)."""
    return any(w.isdigit() or w in _card_words(lang) or w in _place_words(lang) for w in words)


@cache
def _column_words(lang: str) -> frozenset[str]:
    """The words for a column, folded."""
    return frozenset(normalize(w) for w in all_entries(lang)["column"] if " " not in w)


@cache
def _place_words(lang: str) -> frozenset[str]:
    """The words of the places a card goes to, folded."""
    entries = all_entries(lang)
    return frozenset(
        normalize(w) for key in ("column", "foundation", "empty") for w in entries[key] for w in w.split()
    )


@cache
def ordinals(lang: str) -> dict[str, int]:
    """The language's ordinals in every form, folded, with their number."""
    groups = all_entries(lang)["ordinals"]
    return {
        normalize(w): n for n, group in enumerate(groups, 1) for w in group.split(",") if " " not in w.strip()
    }


@cache
def _card_words(lang: str) -> frozenset[str]:
    """The words a card's name ends with: its rank in every form, a number, its suit ("the
    8 of hearts of column 3") or the last word of its name ("schoppenboer")."""
    entries = all_entries(lang)
    ranks = (w for n in range(1, 14) for w in entries[f"rank-{n}"])
    suits = (w for n in range(4) for w in entries[f"suit-{n}"])
    names = (name.split()[-1] for name in card_names(translator(lang)) if name.split())
    return frozenset((*map(normalize, (*ranks, *suits, *names)), *(str(n) for n in range(1, 14))))


def _in_words(t: Translator) -> str:
    # Translators: the words before a column that say where a card lies as well as where it goes, as "in"
    # in "the king in column 3": the king lying there, or the king put there ("|"-separated, with the
    # article glued or usual: "nella", "na"). A line that says no verb reads the card named so where it
    # lies ("the king in column 3"); a verb moves it there ("put the king in column 3"). Leave out the
    # words that only say where a card goes (Catalan "a la columna", Croatian "u stupac"); where no word
    # is ambiguous so, give the word for "inside" ("dins", "unutar").
    return t.pgettext("lying column words", "in|inside")


@cache
def in_words(lang: str) -> tuple[Phrase, ...]:
    """The words that say where a card lies as well as where it goes, in `lang` alone (an
    English "in" is Dutch, not Catalan), folded, longest first."""
    return tuple(sorted(words_of(_in_words, lang, english=False), key=len, reverse=True))
