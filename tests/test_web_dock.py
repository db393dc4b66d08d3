"""The newest reply and the command box as a player with low vision meets them: whatever
has focus (the command box, a quick command's button) is whole in the window and never
under the block that stays in sight (the reply with the command box at the top at 100 and
200 %, the reply's bar at the bottom at 400 %), after a reply taller than the window and
after a refused line, in two languages; at 400 % the bar shows the reply from its first
line and grows with it up to half the window, in whole lines."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect
from webpage import ZOOMS, context, replies, send, view_options

from fortythieves.lang.lexicon import word

CODE = "FT1-N-2345673"

# Where the focused element is: its box (a card's place for a card's button) whole in the
# window, and at each of its corners (a little inside, clear of rounded edges) the topmost
# element is its own, or else none of the block that stays in sight. Its label with it.
UNCOVERED = """(() => {
  const el = document.activeElement, dock = document.getElementById('dock');
  const boxes = [el.closest('#board .top, #board .slot') || el];
  if (el.labels && el.labels.length) boxes.push(el.labels[0]);
  const wrong = [];
  for (const shown of boxes) {
    const r = shown.getBoundingClientRect();
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
      wrong.push([shown.id || shown.tagName, 'outside the window', r.top, r.bottom, innerHeight]);
    for (const [x, y] of [[r.left + 4, r.top + 4], [r.right - 4, r.top + 4], [r.left + 4, r.bottom - 4], [r.right - 4, r.bottom - 4]]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || (!shown.contains(hit) && dock.contains(hit)))
        wrong.push([shown.id || shown.tagName, 'covered at', x, y, hit && (hit.id || hit.tagName)]);
    }
  }
  return {at: el.id || el.tagName, wrong};
})()"""


def uncovered(page: Page, what: str) -> None:
    found = page.evaluate(UNCOVERED)
    assert not found["wrong"], (what, found)


def pressed(page: Page, selector: str) -> None:
    """A quick command's button pressed by keyboard: focus stays on it."""
    before = replies(page)
    page.locator(selector).focus()
    page.keyboard.press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    expect(page.locator(selector)).to_be_focused()


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_what_has_focus_is_never_under_the_reply_and_command_block(
    url: str, browser: Browser, lang: str
) -> None:
    for zoom in ZOOMS:
        ctx = context(browser, lang, **view_options(zoom, "light"))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"{word(lang, 'new')} {CODE}")
        tall = send(page, word(lang, "board"))  # a reply taller than the window
        uncovered(page, (zoom, "board typed"))
        assert page.locator("#latest").evaluate("e => e.scrollHeight > innerHeight / 2"), (zoom, tall)
        said = send(page, "c1 f9")
        assert page.locator("#latest-text.refused").count() == 1, said
        uncovered(page, (zoom, "refused"))
        page.locator("#command").fill("")
        # the page scrolled down, a short reply, then a long one typed: the block grows
        page.evaluate("window.scrollTo(0, 200)")
        page.locator("#command").focus()
        send(page, word(lang, "score"))
        send(page, word(lang, "board"))
        uncovered(page, (zoom, "board typed, scrolled"))
        # the quick command's button, at the page's end and after a scroll to its top
        for scroll in ("document.body.scrollHeight", "0"):
            page.evaluate(f"window.scrollTo(0, {scroll})")
            pressed(page, "#do-board")
            uncovered(page, (zoom, "board pressed", scroll))
        # Tab onward from the command box, to the earlier replies: each stop clear of the block
        page.locator("#command").focus()
        for step in range(40):
            page.keyboard.press("Tab")
            uncovered(page, (zoom, "Tab", step))
            if page.evaluate("document.activeElement.id") == "log":
                break
        ctx.close()


def test_at_400_percent_the_bar_shows_the_reply_from_its_first_line_in_whole_lines(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "en", **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    for line in ("board", "score", "c1 f9"):
        send(page, line)
        look = page.evaluate(
            """(() => { const bar = document.getElementById('latest'), b = bar.getBoundingClientRect();
              const text = document.getElementById('latest-text').getClientRects()[0];
              const s = getComputedStyle(bar), lh = parseFloat(s.lineHeight);
              const room = bar.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
              const link = document.querySelector('#latest a.all').getBoundingClientRect();
              return {first: (text.top - b.top - parseFloat(s.borderTopWidth)) / lh, lines: room / lh,
                      full: bar.scrollHeight > bar.clientHeight + 1, height: b.height, window: innerHeight,
                      linkAfter: link.top >= text.top - 0.5}; })()"""
        )
        assert look["first"] < 0.5, (line, look)  # the reply's first words on the bar's first line
        assert look["height"] <= look["window"] / 2 + 0.5, (line, look)
        assert look["linkAfter"], (line, look)
        if look["full"]:  # a reply longer than the bar: the bar is as high as it may be, in whole lines
            assert look["lines"] >= 3 and abs(look["lines"] - round(look["lines"])) < 0.05, (line, look)
    ctx.close()


def test_at_400_percent_the_bar_says_which_card_is_chosen_and_the_places_stay_above_it(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "en", **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    send(page, "draw")
    line = page.locator("#chosen")
    expect(line).to_be_hidden()
    pick = page.locator("#board .pick").last
    pick.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .dest").first).to_be_focused()
    expect(line).to_be_visible()
    said = line.inner_text()
    assert re.fullmatch(r"Chosen: [a-z0-9 ]+ of [a-z]+, (waste|column \d+)", said), said
    assert line.get_attribute("aria-hidden") == "true"  # screen readers have it from the pressed button
    uncovered(page, "a card chosen")
    page.keyboard.press("Escape")
    expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(0)
    expect(line).to_be_hidden()
    ctx.close()
