"""The newest reply's headline in the browser, as a player with low vision meets it: at
400 % the bar at the window's foot shows a move's headline whole (its cards, where they
went and its points) and a refusal's reason whole, in six languages; at 200 %, with focus
on the board, the reply's one line is the headline, clear of the ▼ strip. Screen readers
hear the reply once: the headline is hidden from them, the reply is whole in the live region."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect
from webpage import CODE, LANGS, axe, context, planned, send, shots, typed, view_options

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import DRAW, Move, MoveKind, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.faces.web.board import command
from fortythieves.lang.lexicon import word

# The headline's box, its lines' boxes and the bar's, in CSS pixels.
BOXES = """(() => {
  const head = document.getElementById('head'), bar = document.getElementById('latest');
  const range = document.createRange();
  range.selectNodeContents(head);
  const b = bar.getBoundingClientRect(), inner = {top: b.top + bar.clientTop, bottom: b.top + bar.clientTop + bar.clientHeight,
    left: b.left + bar.clientLeft, right: b.left + bar.clientLeft + bar.clientWidth};
  return {text: head.textContent, hidden: head.hidden, aria: head.getAttribute('aria-hidden'),
          bar: inner, lines: [...range.getClientRects()].map(r => [r.top, r.bottom, r.left, r.right])};
})()"""


def scoring_start() -> tuple[list[str], Move]:
    """The planned moves up to a position where a move scores (a card from the waste or to
    a foundation), and that move."""
    dc = DealCode.parse(CODE)
    game = Game.deal(dc.variant, dealing_order(dc))
    lines = planned(60)
    for done, line in enumerate(lines):
        for m in useful_moves(game.state):
            source, target = m.source, m.target
            if done >= 10 and source is not None and target is not None and m.kind is MoveKind.MOVE:
                scores = target.kind is PileKind.FOUNDATION or source.kind is PileKind.WASTE
                if scores:
                    return lines[:done], m
        game.apply(
            DRAW if line == "draw" else next(m for m in useful_moves(game.state) if command(m) == line)
        )
    raise AssertionError("no scoring move in the planned game")


def inside_bar(page: Page, what: str) -> str:
    found = page.evaluate(BOXES)
    assert not found["hidden"] and found["aria"] == "true" and found["lines"], (what, found)
    bar = found["bar"]
    for top, bottom, left, right in found["lines"]:
        assert top >= bar["top"] - 0.5 and bottom <= bar["bottom"] + 0.5, (what, found)
        assert left >= bar["left"] - 0.5 and right <= bar["right"] + 0.5, (what, found)
    return str(found["text"])


@pytest.mark.parametrize("lang", LANGS)
def test_at_400_percent_the_bar_shows_a_moves_and_a_refusals_headline_whole(
    url: str, browser: Browser, lang: str
) -> None:
    before, move = scoring_start()
    ctx = context(browser, lang, bypass_csp=True, **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"{word(lang, 'new')} {CODE}")
    typed(page, before)
    assert move.target is not None
    reply = send(page, command(move))
    head = inside_bar(page, "a move")
    place = str(move.target.index + 1)
    assert "→" in head and place in head and "+" in head, (lang, head)
    # the live region has the reply itself, whole, and not the headline
    assert page.locator("#latest-text").inner_text() == reply and head not in reply
    page.screenshot(path=str(shots() / f"{lang}-z400-light-headline-move.png"))
    refused = send(page, "c1 f9")
    head = inside_bar(page, "a refusal")
    assert "10" in head and "8" in head, (lang, head)
    expect(page.locator("#head .mark")).to_be_visible()
    assert page.locator("#latest-text .mark").count() == 1 and refused.count(head) == 0
    page.screenshot(path=str(shots() / f"{lang}-z400-light-headline-refused.png"))
    if lang in ("en", "hr"):
        assert axe(page) == []
    ctx.close()


def test_at_200_percent_the_one_line_reply_on_the_board_is_the_headline_clear_of_the_mark(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "en", **view_options(200, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    typed(page, planned(27))  # a card left that can move: the waste's, to a foundation
    send(page, "c1 f9")
    card = page.locator("#board .pick").first
    card.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .dest").first).to_be_focused()
    before = int(page.locator("#latest-text").get_attribute("data-replies") or 0)
    page.keyboard.press("Enter")  # the chosen card to its first place
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    found = page.evaluate(BOXES)
    head = inside_bar(page, "a move on the board")
    assert "→" in head and len(found["lines"]) == 1, found  # one line: the headline, whole
    mark = page.evaluate(
        """(() => { const bar = document.getElementById('latest');
          if (!bar.classList.contains('more-below')) return null;
          const b = bar.getBoundingClientRect();
          return b.right - bar.clientLeft - parseFloat(getComputedStyle(bar).paddingRight) + 4; })()"""
    )
    if mark is not None:  # the text ends 4 px or more before the ▼ strip
        assert found["lines"][0][3] <= mark - 4 + 0.5, (found, mark)
    page.screenshot(path=str(shots() / "en-z200-light-headline-board.png"))
    ctx.close()
