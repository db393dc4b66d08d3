"""The board in view at 200 % zoom (a 1280×800 window), as a low-vision player meets it: on
opening and after a typed command (a hint, a refusal) the board comes right under the
command box, with every column's exposed card whole in the window and clear of the block
that stays in sight, a column of ten cards and more included; the newest reply keeps to its
first line there, a refusal's tag in it, and opens when focus comes to it, ringed as one
box; whole lines, never half ones, meet the block's lower edge (and, at 400 %, the top of
the reply's bar along the window's foot); axe finds nothing."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect
from webpage import axe, context, grown, replies, send, typed, view_options

from fortythieves.lang.lexicon import word

LONG = "FT1-N-ACKF652"  # a deal whose columns `grown` makes long: one of ten cards

# The block's lower edge, the window's height, and every exposed card of the columns (and
# of the top row) that is not whole in the window, or not wholly clear of the block.
PLACED = """(() => {
  const edge = document.getElementById('dock').getBoundingClientRect().bottom;
  const cut = (sel) => [...document.querySelectorAll(sel)].map(e => [e.id || e.parentElement.id, e.getBoundingClientRect()])
    .filter(([, r]) => r.top < edge - 0.5 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5)
    .map(([id, r]) => [id, Math.round(r.top), Math.round(r.bottom)]);
  const lengths = [...document.querySelectorAll('#board .column')].map(c => c.querySelectorAll('.cards > li').length);
  return {edge, height: innerHeight, columns: cut('#board .columns .top, #board .columns .slot'),
          piles: cut('#board .piles .top, #board .piles .slot'), longest: Math.max(...lengths)};
})()"""

# What the block's lower edge cuts through: a line of text, a name, a card or a button
# that shows partly under it and partly below it.
HALVED = """(() => {
  const edge = document.getElementById('dock').getBoundingClientRect().bottom;
  const found = [];
  for (const el of document.querySelectorAll('main p, main li, main h2, main h3, main h4, main button, main label, main a')) {
    if (document.getElementById('dock').contains(el) || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.height && r.top < edge - 1 && r.bottom > edge + 1 && r.bottom <= innerHeight) {
      const hit = document.elementFromPoint(Math.min(Math.max(r.left + 4, 1), innerWidth - 1), edge + 1);
      if (hit && el.contains(hit)) found.push([el.id || el.className || el.tagName, r.top, r.bottom, edge]);
    }
  }
  return found;
})()"""


def placed(page: Page) -> dict[str, object]:
    return dict(page.evaluate(PLACED))


def test_at_200_percent_a_long_column_shows_whole_after_a_typed_hint_and_a_typed_refusal(
    url: str, browser: Browser
) -> None:
    for scheme in ("light", "forced"):
        ctx = context(browser, "en", bypass_csp=True, **view_options(200, scheme))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"new game {LONG}")
        lines = grown(200, LONG)
        typed(page, lines)
        send(page, "score")
        expect(page.locator("#latest-text")).to_contain_text(f"after {len(lines)} moves")
        for line in ("hint", "c1 f9"):
            send(page, line)
            look = placed(page)
            assert look["longest"] >= 10, (scheme, line, look)
            assert not look["columns"], (scheme, line, look)
            assert not page.evaluate(HALVED), (scheme, line, page.evaluate(HALVED))
        assert page.locator("#latest-text.refused").count() == 1
        assert axe(page) == [], scheme
        ctx.close()


def test_on_opening_at_200_percent_the_board_comes_right_under_the_command_box(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "nl", bypass_csp=True, **view_options(200, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"{word('nl', 'new')} {LONG}")
    send(page, word("nl", "hint"))
    page.reload()
    expect(page.locator("#command")).to_be_focused()
    look = placed(page)
    # a new deal fits whole: the top row and the columns, under the block, in the window
    assert not look["columns"] and not look["piles"], look
    assert not page.evaluate(HALVED), page.evaluate(HALVED)
    # the reply keeps to its first line; focus on it opens it, the ring on its box
    closed = page.locator("#latest").evaluate("e => e.getBoundingClientRect().height")
    page.keyboard.press("Shift+Tab")
    expect(page.locator("#latest-text")).to_be_focused()
    page.wait_for_function("document.getElementById('latest').scrollTop === 0")  # from its start
    ring = page.evaluate("""(() => { const box = getComputedStyle(document.getElementById('latest'));
      const text = getComputedStyle(document.getElementById('latest-text'));
      return {box: box.outlineStyle, width: parseFloat(box.outlineWidth), text: text.outlineStyle,
              height: document.getElementById('latest').getBoundingClientRect().height,
              from: document.getElementById('latest').scrollTop}; })()""")
    assert ring["box"] == "solid" and ring["width"] >= 3 and ring["text"] == "none", ring
    assert ring["height"] > closed and ring["from"] == 0, (ring, closed)
    assert axe(page) == []
    ctx.close()


def test_at_200_percent_a_move_refused_on_the_board_shows_its_tag_in_the_one_line_reply(
    url: str, browser: Browser
) -> None:
    ctx = context(browser, "pt", **view_options(200, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, f"{word('pt', 'new')} {LONG}")
    page.locator("#board .columns .pick").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .dest").first).to_be_focused()
    # the page grown stale (the same game played on in another window): the place's move is
    # no longer one the game has
    page.locator("#board .dest").first.evaluate("b => { b.value = 'c1 f9'; }")
    before = replies(page)
    page.keyboard.press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    assert page.locator("#latest-text.refused").count() == 1
    assert page.evaluate("document.activeElement.closest('#board') !== null")
    look = page.evaluate("""(() => { const box = document.getElementById('latest').getBoundingClientRect();
      const mark = [...document.querySelectorAll('#latest .mark')].find(m => m.getClientRects().length).getBoundingClientRect();
      return {box: [box.top, box.bottom], mark: [mark.top, mark.bottom], lines: box.height}; })()""")
    # the tag shown first (the headline's, or the reply's where it has none) is in the one line
    assert look["box"][0] <= look["mark"][0] and look["mark"][1] <= look["box"][1], look
    assert look["lines"] < 60, look  # one line (of 28 px) with its border and padding
    uncut = placed(page)
    assert not uncut["columns"], uncut
    ctx.close()


def test_at_200_percent_after_a_quick_command_at_the_pages_end_no_half_line_meets_the_block(
    url: str, browser: Browser
) -> None:
    for lang in ("en", "hr"):
        ctx = context(browser, lang, **view_options(200, "light"))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"{word(lang, 'new')} {LONG}")
        for scroll in ("document.body.scrollHeight", "0", "400"):
            page.evaluate(f"window.scrollTo(0, {scroll})")
            before = replies(page)
            page.locator("#do-board").focus()
            page.keyboard.press("Enter")
            expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
            expect(page.locator("#do-board")).to_be_focused()
            assert not page.evaluate(HALVED), (lang, scroll, page.evaluate(HALVED))
        ctx.close()


# At 400 %: what the reply's bar along the window's foot cuts through, shown partly above it.
ABOVE_BAR = """(() => { const edge = document.getElementById('latest').getBoundingClientRect().top;
  const found = [];
  for (let x = 4; x < innerWidth; x += 16) {
    const hit = document.elementFromPoint(x, edge - 2);
    const piece = hit && hit.closest('button, a, input, label, li, p, h2, h3, h4, .card, .slot');
    if (!piece || document.getElementById('latest').contains(piece)) continue;
    const r = piece.getBoundingClientRect();
    if (r.bottom > edge + 1) found.push([piece.id || piece.className || piece.tagName, r.top, r.bottom, edge]);
  }
  return found; })()"""


def test_at_400_percent_no_half_line_shows_above_the_bar_on_opening_or_after_a_quick_command(
    url: str, browser: Browser
) -> None:
    for lang in ("en", "ca"):
        ctx = context(browser, lang, **view_options(400, "light"))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"{word(lang, 'new')} {LONG}")
        page.reload()
        expect(page.locator("#command")).to_be_focused()
        assert not page.evaluate(ABOVE_BAR), (lang, "opened", page.evaluate(ABOVE_BAR))
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        before = replies(page)
        page.locator("#do-board").focus()
        page.keyboard.press("Enter")
        expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
        assert not page.evaluate(ABOVE_BAR), (lang, "quick command", page.evaluate(ABOVE_BAR))
        ctx.close()


def test_at_400_percent_a_link_in_the_replys_bar_is_brought_into_its_view_with_focus(
    url: str, browser: Browser
) -> None:
    """Focus coming to the reply's own text shows it from its start; focus coming to a link
    further down the bar (the earlier replies) brings that link into the bar's view, where
    its ring shows."""
    for lang in ("en", "nl"):
        ctx = context(browser, lang, **view_options(400, "light"))
        page = ctx.new_page()
        page.goto(url)
        send(page, word(lang, "board"))  # a reply many lines long
        page.locator("#latest-text").focus()
        page.keyboard.press("Tab")
        link = page.locator("#latest a.all")
        expect(link).to_be_focused()
        page.wait_for_timeout(300)
        seen = page.evaluate(
            """(() => { const box = document.getElementById('latest').getBoundingClientRect(),
                 r = document.querySelector('#latest a.all').getBoundingClientRect();
               return [r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.bottom <= innerHeight + 0.5,
                       Math.round(r.top), Math.round(r.bottom), Math.round(box.top), Math.round(box.bottom)]; })()"""
        )
        assert seen[0], (lang, seen)
        page.keyboard.press("Shift+Tab")
        expect(page.locator("#latest-text")).to_be_focused()
        page.wait_for_timeout(300)
        assert page.evaluate("document.getElementById('latest').scrollTop") == 0, lang
        ctx.close()


SPACING = (
    "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }"
    " p { margin-bottom: 2em !important; }"
)


def test_with_wcag_text_spacing_at_200_percent_the_wastes_name_and_count_stay_in_the_window(
    url: str, browser: Browser
) -> None:
    """A long name with a two-digit count ("Aflegstapel 14") runs on over the stock's place,
    never off the window's left edge, with a player's own text spacing (WCAG 1.4.12)."""
    for lang in ("nl", "hr", "pt"):
        ctx = context(browser, lang, bypass_csp=True, **view_options(200, "light"))
        page = ctx.new_page()
        page.goto(url)
        for _ in range(12):
            send(page, word(lang, "draw"))
        page.reload()
        page.add_style_tag(content=SPACING)
        page.wait_for_timeout(300)
        text = page.evaluate(
            """(() => { const label = document.querySelector('#waste .label'), range = document.createRange();
               range.selectNodeContents(label); const r = range.getBoundingClientRect();
               return [label.textContent, r.left, r.right, innerWidth]; })()"""
        )
        assert text[0].strip().endswith("12"), text
        assert text[1] >= 0 and text[2] <= text[3], (lang, text)
        ctx.close()
