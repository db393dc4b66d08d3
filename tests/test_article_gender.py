"""An article before a number says whether it is a card or a column where the language's
word for column takes an article of its own: Catalan "el deu a la vuit", Portuguese "o dez
para a oito", Italian "il dieci sulla otto" move a 10 to column 8 (the 4 of clubs went from
column 10 to column 8). A card's article before a number names the card in every language
("tik de 7", "tap the 7"). The lines are generated from the catalogue's articles, numbers
and verbs."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Rank
from fortythieves.core.moves import PileKind
from fortythieves.lang.articles import _column_articles, gendered
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import MoveIntent, PileRef, RankRef, Read, Tap, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.line import read_line
from fortythieves.lang.tags import TagKind, pick

GENDERED = ("ca", "pt", "it")
# the word for "to" before a column's article, as each language says it ("a la vuit")
TO = {"ca": "a", "pt": "para", "it": ""}  # Italian says it in one word: "sulla", "alla"


def numbers(lang: str, n: int) -> list[str]:
    """The digits and the first spelled cardinal of `n`."""
    entries = all_entries(lang)
    ordinals = set(entries["ordinals"][n - 1].split(",")) if n <= 10 else set()
    return [str(n), next(w for w in entries[f"num-{n}"] if w not in ordinals)]


def column_articles(lang: str) -> list[str]:
    return [w.strip() for w in _column_articles(translator(lang)).split("|")]


def destinations(lang: str) -> list[str]:
    """The column's articles that say where a card goes: those holding "to" ("sulla",
    "na"), and the plain ones after the word for "to" ("a la", "para a")."""
    found = []
    for article in column_articles(lang):
        (tag,) = read_line(article, lang).tags
        if pick(tag, TagKind.TO):
            found.append(article)
        elif not pick(tag, TagKind.FROM) and TO[lang]:
            found.append(f"{TO[lang]} {article}")
    return found


def test_the_languages_with_a_column_article_are_known() -> None:
    assert [lang for lang in LANGUAGES if gendered(lang)] == list(GENDERED)


@pytest.mark.parametrize("lang", GENDERED)
def test_a_cards_article_and_a_columns_article_decide_a_move(lang: str) -> None:
    entries = all_entries(lang)
    card, verb = entries["article"][0], entries["move"][0]
    wrong = []
    for n in range(2, 11):
        for m in range(1, 11):
            for to in destinations(lang):
                for a in numbers(lang, n):
                    for b in numbers(lang, m):
                        for line in (f"{card} {a} {to} {b}", f"{verb} {card} {a} {to} {b}"):
                            want = MoveIntent(RankRef(Rank(n)), PileRef(PileKind.COLUMN, m - 1))
                            if (got := parse(line, lang)) != want:
                                wrong.append((line, format_intent(got)))
    assert not wrong, "\n".join(map(str, wrong[:30]))


@pytest.mark.parametrize("lang", GENDERED)
def test_a_number_alone_is_read_by_its_article(lang: str) -> None:
    card = all_entries(lang)["article"][0]
    for n in range(2, 11):
        for said in numbers(lang, n):
            got = parse(f"{card} {said}", lang)
            assert isinstance(got, Read) and got.what == RankRef(Rank(n)), said
            for column in column_articles(lang):  # "sulla 3": the place a card would go to, read
                got = parse(f"{column} {said}", lang)
                assert isinstance(got, Read) and got.what == PileRef(PileKind.COLUMN, n - 1), (column, said)


@pytest.mark.parametrize("lang", GENDERED)
def test_a_masculine_article_on_both_numbers_never_reads_columns(lang: str) -> None:
    """ "el deu al vuit": two cards, with no reading of two columns left for the resolver
    to fall back on (it moved column 10 to column 8)."""
    card = all_entries(lang)["article"][0]
    for n, m in ((10, 8), (9, 4), (3, 7)):
        a, b = numbers(lang, n)[1], numbers(lang, m)[1]
        got = parse(f"{card} {a} {TO[lang] or 'su'} {card} {b}", lang)
        assert isinstance(got, MoveIntent) and got.other is None, format_intent(got)
        assert got.source == RankRef(Rank(n)) and got.target == RankRef(Rank(m))


@pytest.mark.parametrize(
    ("lang", "line", "source", "target"),
    [
        ("ca", "i el deu a la vuit", RankRef(Rank.TEN), PileRef(PileKind.COLUMN, 7)),
        ("pt", "da 4 para a 5", PileRef(PileKind.COLUMN, 3), PileRef(PileKind.COLUMN, 4)),
        ("pt", "o dez para a oito", RankRef(Rank.TEN), PileRef(PileKind.COLUMN, 7)),
        ("it", "il dieci sulla otto", RankRef(Rank.TEN), PileRef(PileKind.COLUMN, 7)),
        ("it", "dalla sei alla sette", PileRef(PileKind.COLUMN, 5), PileRef(PileKind.COLUMN, 6)),
    ],
)
def test_free_play_lines(lang: str, line: str, source: object, target: object) -> None:
    got = parse(line, lang)
    assert isinstance(got, MoveIntent) and (got.source, got.target, got.other) == (source, target, None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tapping_the_number_with_a_cards_article_taps_the_card(lang: str) -> None:
    """ "tik de 7" right after two spades went up tapped column 7: the article names the card."""
    entries = all_entries(lang)
    article = entries["article"][0]
    for tap in entries["tap"][:3]:
        for n in range(2, 11):
            for said in numbers(lang, n):
                assert parse(f"{tap} {article} {said}", lang) == Tap(RankRef(Rank(n))), (tap, said)
