"""An ordinal said with no list shown and no question open moves nothing: "the first one"
was read as column 1 onto column 1, "the second one" as column 2 onto column 1. Generated
from each language's ordinals, its articles and its words for one."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import MoveIntent, RankRef, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ordinal_alone_moves_nothing(lang: str) -> None:
    entries = all_entries(lang)
    ones = [w for w in entries["num-1"] if w not in {f for g in entries["ordinals"] for f in g.split(",")}]
    articles = ["", *entries["article"][:3]]
    wrong, read = [], 0
    for group in entries["ordinals"]:
        for form in group.split(","):
            for article in articles:
                for one in ["", *ones]:
                    line = " ".join(w for w in (article, form, one) if w)
                    got = parse(line, lang)
                    read += 1
                    if changes_game(got):
                        wrong.append((line, format_intent(got)))
    assert read >= 60
    assert not wrong, "\n".join(map(str, wrong[:20]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_ordinals_are_columns_never_cards(lang: str) -> None:
    """ "the first to the second" moved an ace onto a 2: an ordinal names a column."""
    entries = all_entries(lang)
    article = entries["article"][0]
    wrong, read = [], 0
    for a, b in ((1, 2), (3, 5), (7, 4)):
        for to in entries["to"][:3]:
            first, second = entries["ordinals"][a - 1].split(",")[0], entries["ordinals"][b - 1].split(",")[0]
            for line in (f"{article} {first} {to} {article} {second}", f"{first} {to} {second}"):
                got = parse(line, lang)
                read += 1
                if isinstance(got, MoveIntent) and (
                    isinstance(got.source, RankRef)
                    or isinstance(got.target, RankRef)
                    or got.other is not None
                ):
                    wrong.append((line, format_intent(got)))
    assert read >= 18
    assert not wrong, "\n".join(map(str, wrong[:20]))
