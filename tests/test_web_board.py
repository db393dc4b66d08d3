"""The board's markup: a hint to draw marks the stock as a hint to move marks its cards,
and every control that shows words or letters has them in its name (WCAG 2.5.3), in six
languages: a card's button its rank and suit letters, a "+3" link its "+3", an "8 more"
link its "8 more"."""

from __future__ import annotations

import re

import pytest
from webpage import LANGS, planned

from fortythieves.core.moves import DRAW
from fortythieves.faces.web import pages
from fortythieves.faces.web.board import View, movable
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"


def played(lang: str, count: int) -> Session:
    session = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    session.open(code=CODE, environ={})
    for line in planned(count):
        session.handle(line)
    return session


def stock(html: str) -> str:
    found = re.search(r'<div class="slot back[^"]*"', html)
    assert found, html
    return found.group(0)


def test_a_hint_to_draw_marks_the_stock_and_a_hint_to_move_marks_its_two_cards() -> None:
    session = played("en", 36)
    drawn = pages.made_part(session, "a1", None, View(hinted=DRAW)).html
    assert "hint-from" in stock(drawn) and drawn.count("hint-from") == 1 and "hint-to" not in drawn
    move = next(m for moves in movable(session.game.state).values() for m in moves)
    moved = pages.made_part(session, "a1", None, View(hinted=move)).html
    assert "hint-" not in stock(moved) and moved.count("hint-from") == 1 and moved.count("hint-to") == 1
    assert "hint-" not in pages.made_part(session, "a1").html


BUTTON = re.compile(r"<button[^>]*>(.*?)</button>", re.S)
FACE = re.compile(
    r'<span class="rank">([^<]*)</span><span class="sym">[^<]*</span><span class="ltr">([^<]*)</span>'
)
NAME = re.compile(r'<span class="name">([^<]*)</span>')
LINK = re.compile(r'<a class="more"[^>]*aria-label="([^"]*)">([^<]*)</a>')


@pytest.mark.parametrize("lang", LANGS)
def test_every_control_has_the_letters_it_shows_in_its_name(lang: str) -> None:
    session = played(lang, 36)
    state = session.game.state
    source = next(iter(movable(state)))
    views = [View(), View(picked=source)]  # the cards' buttons, then the places the chosen card goes to
    checked = 0
    for view in views:
        html = pages.made_part(session, "a1", None, view).html
        for inner in BUTTON.findall(html):
            face, name = FACE.search(inner), NAME.search(inner)
            if face is None:
                continue
            assert name and f"{face.group(1)} {face.group(2)}" in name.group(1), (lang, inner)
            checked += 1
        links = LINK.findall(html)
        assert links, lang
        for said, shown in links:
            # a column's count ("+3"), the other foundations' in words ("8 more")
            assert re.fullmatch(r"\+\d+", shown) or (re.search(r"\d+", shown) and "+" not in shown), shown
            assert said.startswith(f"{shown}: "), (lang, said, shown)
    assert checked >= 3, checked
