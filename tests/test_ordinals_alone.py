"""An ordinal said with no list shown and no question open moves nothing: "the first one"
was read as column 1 onto column 1, "the second one" as column 2 onto column 1. Generated
from each language's ordinals, its articles and its words for one."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import changes_game, format_intent
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
