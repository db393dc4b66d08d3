"""The newest reply and the command box as a player with low vision meets them: whatever
has focus (the command box, a quick command's button) is whole in the window and never
under the block that stays in sight (the reply with the command box at the top at 100 and
200 %, the reply's bar at the bottom at 400 %), after a reply taller than the window and
after a refused line, in two languages; at 400 % the bar shows the reply from its first
line and grows with it up to half the window, in whole lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from webpage import ZOOMS, context, grown, replies, send, shots, typed, view_options

from fortythieves.faces.web.pages import STYLESHEETS
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
              const head = document.getElementById('head');
              const text = (head.hidden ? document.getElementById('latest-text') : head).getClientRects()[0];
              const s = getComputedStyle(bar), lh = parseFloat(s.lineHeight);
              const room = bar.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
              const link = document.querySelector('#latest a.all').getBoundingClientRect();
              return {first: (text.top - b.top - parseFloat(s.borderTopWidth)) / lh, lines: room / lh,
                      full: bar.scrollHeight > bar.clientHeight + 1, height: b.height, window: innerHeight,
                      linkAfter: link.top >= text.top - 0.5}; })()"""
        )
        # the reply's headline (a refusal's), else its first words, on the bar's first line
        assert look["first"] < 0.5, (line, look)
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
    # the card as the board shows it, so that the line keeps to one of the bar's lines
    assert re.fullmatch(r"Chosen: (10|[2-9AJQK])[♠♥♦♣], (waste|column \d+)", said), said
    box = line.bounding_box()
    assert box and box["height"] < 30, (said, box)  # one line of 0.8rem, 1.75 high
    assert line.get_attribute("aria-hidden") == "true"  # screen readers have it from the pressed button
    uncovered(page, "a card chosen")
    page.keyboard.press("Escape")
    expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(0)
    expect(line).to_be_hidden()
    ctx.close()


# The block that stays at the top, its share of the window; the "more below" mark's box
# against every line of the reply's text; the reply's box in whole lines of its own.
MEASURE = """(() => {
  const dock = document.getElementById('dock'), box = document.getElementById('latest');
  const s = getComputedStyle(box), lh = parseFloat(s.lineHeight);
  const mark = getComputedStyle(box, '::after').content;
  const b = box.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('latest-text'));
  const lines = [...range.getClientRects()].filter(r => r.bottom > b.top && r.top < b.bottom);
  const room = box.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
  // the mark sits in the box's strip at the inline end: where the text ends, the strip begins
  const strip = b.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight);
  return {share: dock.getBoundingClientRect().height / innerHeight, lines: room / lh,
          more: box.classList.contains('more-below'), mark,
          textRight: Math.max(...lines.map(r => r.right)), strip};
})()"""


@pytest.mark.parametrize("size", [(640, 400), (640, 360), (512, 320), (844, 390)])
def test_at_200_percent_the_block_keeps_to_about_a_third_and_the_mark_covers_no_text(
    url: str, browser: Browser, size: tuple[int, int]
) -> None:
    width, height = size
    for scheme in ("light", "forced"):
        options = view_options(200, scheme)
        options["viewport"] = {"width": width, "height": height}
        ctx = context(browser, "nl", **options)
        page = ctx.new_page()
        page.goto(url)
        send(page, f"{word('nl', 'new')} {CODE}")
        send(page, word("nl", "board"))  # a reply many times the block's height
        look = page.evaluate(MEASURE)
        assert look["share"] <= 0.45, (size, scheme, look)
        assert look["more"] and "▼" in look["mark"], (size, scheme, look)
        assert look["textRight"] <= look["strip"] + 0.5, (size, scheme, look)
        assert abs(look["lines"] - round(look["lines"])) < 0.05, (size, scheme, look)
        # a card chosen: "Gekozen kaart: …" in the block, which keeps its height and its whole lines
        page.locator("#board .pick").last.focus()
        page.keyboard.press("Enter")
        expect(page.locator("#board .dest").first).to_be_focused()
        expect(page.locator("#chosen")).to_be_visible()
        chosen = page.evaluate(MEASURE)
        assert chosen["share"] <= look["share"] + 0.01, (size, scheme, chosen)
        assert abs(chosen["lines"] - round(chosen["lines"])) < 0.05, (size, scheme, chosen)
        uncovered(page, (size, scheme, "a card chosen"))
        # the focused place with its ring whole above the window's foot (4 px ring, 2 px apart)
        ring = page.evaluate("""(() => { const el = document.activeElement;
          const r = (el.closest('#board .top, #board .slot') || el).getBoundingClientRect();
          return {bottom: r.bottom + 6, window: innerHeight}; })()""")
        assert ring["bottom"] <= ring["window"], (size, scheme, ring)
        ctx.close()


def test_a_card_in_the_top_row_comes_into_view_with_the_rows_names(url: str, browser: Browser) -> None:
    ctx = context(browser, "nl", **view_options(200, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"{word('nl', 'new')} {CODE}")
    send(page, word("nl", "draw"))
    send(page, word("nl", "board"))
    for pile in ("#waste", "#board .found .place"):
        # the card just under the block, its name under the block's edge; focus comes to it
        page.locator(f"{pile} button, {pile} [tabindex='-1']").first.evaluate(
            """el => { const card = el.closest('.top, .slot') || el;
              scrollBy(0, card.getBoundingClientRect().top - document.getElementById('dock').getBoundingClientRect().bottom - 2);
              el.focus({preventScroll: true}); }"""
        )
        look = page.evaluate(
            """(() => { const names = [...document.querySelectorAll('#board .piles .label, #board .piles .no')];
              return {top: Math.min(...names.map(n => n.getBoundingClientRect().top)),
                      dock: document.getElementById('dock').getBoundingClientRect().bottom}; })()"""
        )
        assert look["top"] >= look["dock"] - 0.5, (pile, look)
        uncovered(page, pile)
    ctx.close()


def test_at_400_percent_the_command_box_shows_with_its_label_and_send_button(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "nl", **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"{word('nl', 'new')} {CODE}")
    for line in (word("nl", "board"), word("nl", "hint"), "c1 f9"):
        send(page, line)
        # no half line of the page above the bar (the help under the box goes on under it)
        cut = page.evaluate("""(() => { const edge = document.getElementById('latest').getBoundingClientRect().top;
          const hit = document.elementFromPoint(innerWidth / 2, edge - 2);
          const piece = hit && hit.closest('button, a, input, label, li, p, h2, h3, h4');
          if (!piece) return null; const r = piece.getBoundingClientRect();
          return r.bottom > edge + 1 ? [piece.id || piece.tagName, r.top, r.bottom, edge] : null; })()""")
        assert cut is None, (line, cut)
        page.locator("#command").fill("")
        # the box at the window's top, its label above it; then focus comes back to it
        page.locator("#command").evaluate(
            "el => { el.blur(); scrollBy(0, el.getBoundingClientRect().top - 2); el.focus({preventScroll: true}); }"
        )
        look = page.evaluate("""(() => { const bar = document.getElementById('latest').getBoundingClientRect();
          const parts = ['#play label', '#command', '#play button'].map(q => document.querySelector(q).getBoundingClientRect());
          return {tops: parts.map(r => r.top), bottoms: parts.map(r => r.bottom), bar: bar.top,
                  sendBeside: parts[2].top < parts[1].bottom}; })()""")
        assert min(look["tops"]) >= 0 and max(look["bottoms"]) <= look["bar"], (line, look)
        assert look["sendBeside"], (line, look)  # "Versturen" beside the box, not under it
    ctx.close()


def test_each_height_cap_in_new_css_has_a_plain_one_before_it() -> None:
    # an engine without round() or lh drops the capped height; the plain one before it stays
    static = Path(__file__).resolve().parent.parent / "fortythieves/faces/web/static"
    css = "".join((static / sheet).read_text() for sheet in STYLESHEETS)
    rules = re.findall(r"\{([^{}]*)\}", css)
    capped = [r for r in rules if "round(" in r]
    assert capped
    for rule in capped:
        heights = [d.strip() for d in rule.split(";") if d.strip().startswith("max-height")]
        assert len(heights) == 2 and "round(" not in heights[0] and "round(" in heights[1], rule


def test_at_200_percent_with_focus_on_the_board_the_reply_keeps_to_one_line_and_a_long_column_shows(
    url: str, browser: Browser
) -> None:
    """A column of 8 cards: focus on its exposed card shows that card whole in the window,
    under a reply of one line; the reply opens again when focus goes to it."""
    for scheme in ("light", "forced"):
        ctx = context(browser, "en", **view_options(200, scheme))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"new game {CODE}")
        lines = grown(74)
        typed(page, lines)
        # every move made (a reply of the search's may have come between two of them)
        send(page, "score")
        expect(page.locator("#latest-text")).to_contain_text(f"after {len(lines)} moves")
        longest = page.evaluate(
            """(() => { const cols = [...document.querySelectorAll('#board .column')];
              const c = cols.reduce((a, b) => b.querySelectorAll('.cards > li').length > a.querySelectorAll('.cards > li').length ? b : a);
              return [c.id, c.querySelectorAll('.cards > li').length]; })()"""
        )
        assert longest[1] >= 8, longest
        send(page, "board")  # a long reply: the block as high as it gets, with focus on it
        page.locator("#latest-text").focus()
        open_height = page.locator("#latest").evaluate("e => e.getBoundingClientRect().height")
        card = page.locator(f"#{longest[0]} .cards > li.top")
        target = card.locator("button") if card.locator("button").count() else card
        target.focus()
        look = page.evaluate(
            """(() => { const box = document.getElementById('latest'), s = getComputedStyle(box);
              const lines = (box.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)) / parseFloat(s.lineHeight);
              const stock = document.getElementById('stock').getBoundingClientRect();
              return {lines, height: box.getBoundingClientRect().height, more: box.classList.contains('more-below'),
                      dock: document.getElementById('dock').getBoundingClientRect().bottom, stockTop: stock.top}; })()"""
        )
        assert round(look["lines"]) == 1 and look["more"], (scheme, look)
        assert look["height"] < open_height, (scheme, look, open_height)
        uncovered(page, (scheme, "the long column's exposed card"))
        page.screenshot(path=str(shots() / f"en-z200-{scheme}-long-column-focus.png"))
        page.locator("#latest-text").focus()
        reopened = page.locator("#latest").evaluate("e => e.getBoundingClientRect().height")
        assert reopened == open_height, (scheme, reopened, open_height)
        page.locator("#command").focus()
        uncovered(page, (scheme, "back in the command box"))
        ctx.close()
