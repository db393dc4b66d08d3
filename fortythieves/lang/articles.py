"""The gender of an article before a number: where the word for column is feminine and a
card's number masculine (Catalan "la columna", "el deu"; Portuguese "a coluna", "o dez";
Italian "la colonna", "il dieci"), the article alone says which is meant: "el deu a la
vuit" moves a 10 to column 8. The card's articles are the lexicon's "article" entry."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.lexicon import all_entries


def _column_articles(t: Translator) -> str:
    # Translators: the articles, and the prepositions that contain one, said before a column's number when
    # the word for column is left out and never before a card's number, as in Catalan "a la vuit" (column
    # 8; "el vuit" is the card), "|"-separated, one word each: ca "la", pt "a|da|na|à", it
    # "la|alla|sulla|nella|dalla|della". Where a column's number and a card's take the same article
    # (English "the", Dutch "de") or none (Croatian), the words for column themselves: "column|col".
    return t.pgettext("column articles", "column|col")


@cache
def column_articles(lang: str) -> frozenset[str]:
    """The words before a number that make it a column, in `lang` alone (another language's
    articles are that language's grammar), folded."""
    return frozenset(normalize(w) for w in _column_articles(translator(lang)).split("|") if normalize(w))


@cache
def gendered(lang: str) -> bool:
    """Whether a column's number takes an article of its own in `lang`."""
    columns = {normalize(w) for w in all_entries(lang)["column"]}
    return bool(column_articles(lang) - columns)


@cache
def card_articles(lang: str) -> frozenset[str]:
    """The card's articles that say the card where `gendered`: "el", "o", "il", "sul";
    not an article elided before a vowel, which no longer says its gender (Catalan and
    Italian "l'", the catalogue writes it with its apostrophe)."""
    if not gendered(lang):
        return frozenset()
    return frozenset(
        normalize(w) for w in all_entries(lang)["article"] if "'" not in w and " " not in w.strip()
    )
