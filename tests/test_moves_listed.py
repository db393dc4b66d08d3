"""After the list of moves ("what can I play?"), "the second (one)", "doe de tweede maar",
"a segunda", "la seconda", "la segona", "drugi" is the second move of that list, never
column 2 ("doe de eerste maar" was taken as column 1). Beyond the list nothing moves; any
other line forgets it, but a line not understood leaves the list open. Generated from each language's ordinals, articles and verbs."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.articles import _column_articles, gendered
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def listed(lang: str) -> tuple[Session, tuple[tuple[object, ...], ...]]:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    reply = s.handle(word(lang, "moves"))
    (found,) = [e for e in reply.events if isinstance(e, ev.Listed)]
    return s, found.items


def second_lines(lang: str) -> list[str]:
    """ "second", "the second", "play the second" in every form of the ordinal."""
    entries = all_entries(lang)
    articles = {entries["article"][0], ""}
    if gendered(lang):  # "la segona", "a segunda": the ordinal's feminine article too
        articles.add(_column_articles(translator(lang)).split("|")[0])
    forms = [f for f in entries["ordinals"][1].split(",") if not f[0].isdigit()]
    lines = [" ".join(f"{a} {f}".split()) for f in forms for a in sorted(articles)]
    return [*lines, *(f"{entries['move'][0]} {line}" for line in lines[:2])]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_second_after_the_list_plays_its_second_move(lang: str) -> None:
    wrong = []
    for line in second_lines(lang):
        s, items = listed(lang)
        assert len(items) >= 2 and len(items[1]) == 1
        reply = s.handle(line)
        moved = [e.outcome.move for e in reply.events if isinstance(e, ev.Moved)]
        if moved != [items[1][0]]:
            wrong.append((line, reply.text))
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("lang", "line"),
    [("nl", "doe de eerste maar"), ("pt", "a primeira"), ("it", "la prima"), ("ca", "la primera"),
     ("hr", "prvi"), ("en", "the first one")],
)  # fmt: skip
def test_free_play_lines(lang: str, line: str) -> None:
    s, items = listed(lang)
    reply = s.handle(line)
    assert [e.outcome.move for e in reply.events if isinstance(e, ev.Moved)] == [items[0][0]], reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_beyond_the_list_nothing_moves(lang: str) -> None:
    s, items = listed(lang)
    before = s.game.state.key()
    tenth = all_entries(lang)["ordinals"][9].split(",")[0]
    reply = s.handle(tenth)
    assert len(items) < 10 and s.game.state.key() == before
    assert str(len(items)) in reply.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_another_line_forgets_the_list(lang: str) -> None:
    s, _items = listed(lang)
    s.handle(word(lang, "score"))
    before = s.game.state.key()
    s.handle(all_entries(lang)["ordinals"][1].split(",")[0])  # "second": column 2, read
    assert s.game.state.key() == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_not_understood_keeps_the_list(lang: str) -> None:
    """ "fes el segon" was not understood, and "el segon" right after it found no list."""
    s, items = listed(lang)
    s.handle("blorf zwip")
    reply = s.handle(all_entries(lang)["ordinals"][1].split(",")[0])
    assert [e.outcome.move for e in reply.events if isinstance(e, ev.Moved)] == [items[1][0]], reply.text
