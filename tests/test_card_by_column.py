"""A card or column named by where it lies. A card named by the column it lies in ("dama u stupcu 8", "the queen of column 8"),
generated over each language's "lying column words", ranks and words for "to": a card moved
onto is that card, kept to its column (`test_onto_card_column`); a card only named is read where it lies
(`test_card_in_its_column`), and is never moved there."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.lying import _lying_words
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf


def _lying(lang: str) -> list[str]:
    return [w.strip() for w in _lying_words(translator(lang)).split("|") if w.strip()]


CASES = [(lang, w) for lang in LANGUAGES for w in _lying(lang)]


@pytest.mark.parametrize(("lang", "lying"), CASES)
def test_a_card_moved_onto_a_card_named_by_its_column_goes_onto_that_card_there(
    lang: str, lying: str
) -> None:
    jack, queen, onto = word(lang, "rank-11"), word(lang, "rank-12"), word(lang, "to")
    line = f"{jack} {onto} {queen} {lying} 5"
    assert format_intent(parse(line, lang)) == "move rank J -> rank Q in c5", line


@pytest.mark.parametrize(("lang", "lying"), CASES)
def test_a_card_named_by_its_column_alone_is_never_moved_there(lang: str, lying: str) -> None:
    line = f"{word(lang, 'rank-12')} {lying} 8"
    assert format_intent(parse(line, lang)) == "read rank Q in c8", line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ordinal_alone_after_a_column_read_reads_that_column(lang: str) -> None:
    seed = Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt"
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=seed.read_text(encoding="utf-8"), requested_lang=lang, environ={})
    second = all_entries(lang)["ordinals"][1].split(",")[0]
    column = word(lang, "column")
    assert s.handle(f"{column} 3").text != s.handle(f"{second}?").text
    assert s.handle(f"{second}?").text == s.handle(f"{column} 2").text
