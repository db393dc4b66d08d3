"""What marks a card on the board, and what names the places, as a low-vision player sees
them: the keyboard focus ring stands against a red card, a black card and the page in
every scheme (forced colours with a light and a dark palette too); no ring covers a
label, a number or a link; the chosen card and a hint's cards differ in shape, not only
in colour; the stock, the waste and the foundations carry visible names and counts, the
suit letters are the player's language's; at 400 % the keyboard visits the board in the
order it is seen; and the newest reply is in sight after every kind of command, at 100,
200 and 400 %. Screenshots of the focused cards go with the others (`webpage.shots`)."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from playwright.sync_api import Browser, Page, StorageState, expect
from webpage import CODE, FORCED_DARK, LANGS, ZOOMS, context, play, replies, send, shots, view_options

from fortythieves.lang.lexicon import word

MOVES = 36  # a red and a black card can move then (a hint named a move)

# JavaScript helpers, defined on the page once.
HELPERS = """
window.lum = (c) => {
  const [r, g, b, a] = c.match(/[\\d.]+/g).map(Number).concat([1]).slice(0, 4);
  return [r, g, b, a];
};
window.blend = (c, under) => {  // a colour with alpha, over an opaque one ([r, g, b])
  const [r, g, b, a] = lum(c), [R, G, B] = under;
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
};
window.luminance = ([r, g, b]) => {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
window.ratio = (x, y) => {
  const a = luminance(x), b = luminance(y);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};
window.pageColour = () => lum(getComputedStyle(document.body).backgroundColor).slice(0, 3);
// How far a place's rings reach beyond its border box on each side (left, right, top,
// bottom): the outline, and each box-shadow's spread moved by its offsets.
window.reach = (el) => {
  const s = getComputedStyle(el);
  const o = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
  const out = {l: o, r: o, t: o, b: o};
  for (const m of s.boxShadow.matchAll(/(-?[\\d.]+)px (-?[\\d.]+)px (-?[\\d.]+)px (-?[\\d.]+)px/g)) {
    const [x, y, spread] = [+m[1], +m[2], +m[4]];
    out.l = Math.max(out.l, spread - x); out.r = Math.max(out.r, spread + x);
    out.t = Math.max(out.t, spread - y); out.b = Math.max(out.b, spread + y);
  }
  return out;
};
// The words' own boxes (not their elements'): what a ring must leave uncovered.
window.words = () => [...document.querySelectorAll(
    '#board .label, #board .no, #board h4, #board .more')]
  .filter(e => e.offsetParent)
  .map(e => { const r = document.createRange(); r.selectNodeContents(e);
              const b = r.getBoundingClientRect(); return {text: e.textContent, l: b.left, r: b.right, t: b.top, b: b.bottom}; })
  .filter(b => b.r > b.l);
window.covered = (el) => {
  const box = el.getBoundingClientRect(), d = reach(el);
  const ring = {l: box.left - d.l, r: box.right + d.r, t: box.top - d.t, b: box.bottom + d.b};
  return words().filter(w => w.l < ring.r - 0.5 && w.r > ring.l + 0.5 && w.t < ring.b - 0.5 && w.b > ring.t + 0.5)
    .map(w => w.text);
};
true;  // not the function above: a page evaluating to a function would call it
"""


@pytest.fixture(scope="module")
def player(url: str, browser: Browser) -> StorageState:
    """An English player 36 moves into a game, who asked for a hint last."""
    ctx = context(browser, "en")
    page = ctx.new_page()
    page.goto(url)
    play(page, MOVES)
    send(page, "hint")
    state = ctx.storage_state()
    ctx.close()  # no page of it left open: its cookies open it in each view
    return state


def opened(browser: Browser, url: str, state: StorageState, zoom: int, scheme: str, lang: str = "en") -> Page:
    page = context(browser, lang, storage_state=state, **view_options(zoom, scheme)).new_page()
    page.goto(url)
    page.evaluate(HELPERS)
    return page


def focus_by_keyboard(page: Page, selector: str) -> str:
    """Focus moved by Tab onto the first button `selector` finds; its place's id."""
    button = page.locator(selector).first
    button.evaluate("b => { b.focus(); b.blur(); }")  # the place before it, reached by keyboard
    page.locator("#command").focus()
    for _ in range(200):
        page.keyboard.press("Tab")
        if button.evaluate("b => b === document.activeElement"):
            break
    else:
        raise AssertionError(f"Tab never reached {selector}")
    return str(button.evaluate("b => b.parentElement.id"))


SCHEMES = ("light", "dark", "forced", FORCED_DARK)


def test_the_focus_ring_on_a_card_stands_against_the_card_and_the_page(
    url: str, browser: Browser, player: StorageState
) -> None:
    folder = shots()
    problems: dict[str, object] = {}
    for zoom in ZOOMS:
        for scheme in SCHEMES:
            page = opened(browser, url, player, zoom, scheme)
            for tone in ("red", "black"):
                place = focus_by_keyboard(page, f"#board .card.{tone}.top > .pick")
                found = page.evaluate(
                    """(id) => {
                  const card = document.getElementById(id), s = getComputedStyle(card);
                  const bg = pageColour(), ring = blend(s.outlineColor, bg);
                  const face = lum(s.backgroundColor).slice(0, 3);
                  const shadow = s.boxShadow === 'none' ? null : lum(s.boxShadow).slice(0, 3);
                  return {
                    outside: parseFloat(s.outlineOffset) >= 1 && s.outlineStyle === 'solid'
                      && parseFloat(s.outlineWidth) >= 3,
                    // the band between the card and the ring is the page's colour
                    band: shadow === null ? true : ratio(shadow, bg) < 1.01,
                    page: ratio(ring, bg), card: ratio(ring, face), edge: ratio(bg, face),
                    covers: covered(card),
                  };
                }""",
                    place,
                )
                name = f"en-z{zoom}-{scheme}-board-focus-{tone}"
                page.screenshot(path=str(folder / f"{name}.png"))
                wrong = []
                if not (found["outside"] and found["band"]):
                    wrong.append(f"ring not outside the card on the page's colour: {found}")
                if found["page"] < 3:
                    wrong.append(f"ring {found['page']:.2f}:1 against the page")
                if found["card"] < 3 and found["edge"] < 3:  # the band of page colour sets it off the card
                    wrong.append(f"ring {found['card']:.2f}:1 against the card, band {found['edge']:.2f}:1")
                if found["covers"]:
                    wrong.append(f"ring covers {found['covers']}")
                if wrong:
                    problems[name] = wrong
            page.context.close()
    assert not problems, problems


def test_no_ring_covers_a_label_and_chosen_and_hinted_cards_differ_in_shape(
    url: str, browser: Browser, player: StorageState
) -> None:
    folder = shots()
    problems: dict[str, object] = {}
    for zoom in ZOOMS:
        for scheme in ("light", "forced"):
            page = opened(browser, url, player, zoom, scheme)
            name = f"z{zoom}-{scheme}"
            page.locator("#board").scroll_into_view_if_needed()
            page.screenshot(path=str(folder / f"en-{name}-board-hint-marks.png"))
            hinted = page.evaluate(
                "[...document.querySelectorAll('#board .hint-from, #board .hint-to')].map(e => [e.id, covered(e)])"
            )
            if len(hinted) != 2 or any(words for _, words in hinted):
                problems[f"{name}-hint"] = hinted
            # a double line, each line of it at least 1 CSS px (4 device px at 400 %), 2 below it;
            # in forced colours (where shadows are dropped) an outline at least 4 px wide
            hint_look = page.evaluate(
                """(() => { const s = getComputedStyle(document.querySelector('#board .hint-from'));
                  if (matchMedia('(forced-colors: active)').matches)
                    return s.outlineStyle === 'double' && parseFloat(s.outlineWidth) >= 4;
                  const spreads = [...s.boxShadow.matchAll(/(-?[\\d.]+)px(?= *(,|$))/g)].map(m => +m[1]);
                  const lines = spreads.slice(1).map((v, i) => v - spreads[i]);
                  return spreads.length === 4 && Math.min(...lines) >= (innerWidth > 500 ? 2 : 1); })()"""
            )
            page.locator("#board .pick").first.focus()
            page.keyboard.press("Enter")
            expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(1)
            picked = page.locator("#board .card.picked")
            look = picked.evaluate(
                "e => { const s = getComputedStyle(e); return [s.outlineStyle, s.transform, covered(e)]; }"
            )
            # the chosen card against a focused one: its own shape (a line on the card and a bar
            # under it, where focus has a ring apart from the card and no bar), not only a colour
            chosen = picked.evaluate(
                """e => { const s = getComputedStyle(e), b = s.boxShadow.match(/(-?[\\d.]+)px (-?[\\d.]+)px/);
                  return {offset: parseFloat(s.outlineOffset), bar: b ? +b[2] : 0,
                          face: s.backgroundColor, fill: getComputedStyle(e.firstElementChild).backgroundColor}; }"""
            )
            focused = page.locator(
                "#board .card.top:has(> .dest:focus-visible), #board .slot:has(> .dest:focus-visible)"
            )
            expect(focused).to_have_count(1)
            ring = focused.evaluate(
                """e => { const s = getComputedStyle(e), b = s.boxShadow.match(/(-?[\\d.]+)px (-?[\\d.]+)px/);
                  return {offset: parseFloat(s.outlineOffset), bar: b ? +b[2] : 0}; }"""
            )
            raised = page.evaluate(  # an exposed card's own edge under it, which every one has
                "parseFloat(getComputedStyle(document.querySelector('#board .card.top:not(.picked, .to)')).boxShadow"
                ".match(/px (-?[\\d.]+)px/)[1])"
            )
            if not (chosen["bar"] >= raised + 3 and ring["bar"] == 0 and ring["offset"] > chosen["offset"]):
                problems[f"{name}-chosen-focused"] = (chosen, ring, raised)
            if chosen["fill"] not in ("rgba(0, 0, 0, 0)", "transparent"):  # the card keeps its own face
                problems[f"{name}-chosen-fill"] = chosen
            targets = page.evaluate(
                "[...document.querySelectorAll('#board .to')].map(e => [e.id, covered(e)])"
            )
            if not hint_look or look[0] != "solid" or look[1] == "none":
                problems[f"{name}-shapes"] = (hint_look, look)
            if look[2] or any(words for _, words in targets):
                problems[f"{name}-picked"] = (look, targets)
            page.screenshot(path=str(folder / f"en-{name}-board-chosen-marks.png"))
            page.keyboard.press("Escape")  # the card put back, for the next view of the same player
            expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(0)
            page.context.close()
    assert not problems, problems


def test_the_piles_have_visible_names_counts_and_numbers_in_the_players_language(
    url: str, browser: Browser
) -> None:
    for lang, found, letters in (
        ("en", "F", "SHDC"),
        ("ca", "B", "PCDT"),
        ("it", "F", "PCQF"),
        ("hr", "T", "PHKT"),
    ):
        ctx = context(browser, lang, **view_options(100, "light"))
        page = ctx.new_page()
        page.goto(url)
        play(page, 12)
        labels = page.locator("#board .label").all_inner_texts()
        assert len(labels) == 3 and all(text.strip() for text in labels), labels
        # the counts shown add up to the two decks: stock, waste, foundations ("+n") and columns
        counts = page.evaluate(
            """[+document.querySelector('#stock .count').textContent,
               +document.querySelector('#waste .label .n').textContent,
               [...document.querySelectorAll('#foundations .rank')]
                 .reduce((n, e) => n + ('A23456789'.indexOf(e.textContent) + 1 || {'10': 10, J: 11, Q: 12, K: 13}[e.textContent]), 0),
               document.querySelectorAll('.columns .card').length
               + [...document.querySelectorAll('.columns .down span')].reduce((n, e) => n + +e.textContent, 0)]"""
        )
        assert sum(counts) == 104 and counts[1] > 0, counts
        # the waste's card, reached by Tab, is named with its pile, as a column's card is by its group
        said = page.locator("#at-w .name").inner_text()
        assert ": " in said and said.split(": ")[0] in labels[1], (said, labels)
        assert page.locator("#stock .count").is_visible() and page.locator("#waste .label .n").is_visible()
        numbers = page.locator("#foundations .no").all_inner_texts()
        assert numbers == [f"{found}{n}" for n in range(1, 9)], numbers
        # each suit's letter is the one the player types in a short card name ("8c": the 8 of cors)
        shown = page.evaluate(
            "Object.fromEntries([...document.querySelectorAll('#board .card')].map(c =>"
            " [c.className.match(/suit-(.)/)[1], c.querySelector('.ltr').textContent]))"
        )
        assert len(set(shown.values())) == len(shown), shown
        for suit, letter in shown.items():
            assert letter == letters["shdc".index(suit)], (lang, shown)
        ctx.close()


def test_at_400_percent_the_keyboard_visits_the_board_in_the_order_it_is_seen(
    url: str, browser: Browser, player: StorageState
) -> None:
    page = opened(browser, url, player, 400, "light")

    def in_reading_order(what: str) -> int:
        """The board's places and links, in the page's order, read as seen: each next one
        beside the one before on its row, or on a lower row."""
        boxes = page.evaluate(
            """[...document.querySelectorAll('#board .top, #board .slot, #board a[href]')].filter(e => e.offsetParent)
              .map(e => { const r = e.getBoundingClientRect(); return [r.top, r.left, r.bottom, e.id || e.className]; })"""
        )
        for (top, left, bottom, one), (top2, left2, bottom2, two) in pairwise(boxes):
            same_row = top2 < bottom and bottom2 > top
            assert (same_row and left2 > left) or top2 >= bottom - 1, (what, one, two, boxes)
        return len(boxes)

    shown = in_reading_order("the exposed cards")
    link = page.locator("#foundations .more")
    assert link.is_visible()  # the foundations a link away, but for a hint's place
    link.click()
    assert in_reading_order("the foundations open") > shown
    for n in range(1, 9):
        expect(page.locator(f"#at-f{n}")).to_be_visible()
    page.goto(page.url.split("#")[0])
    page.evaluate(HELPERS)
    page.locator("#board .pick").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .dest").first).to_be_focused()
    in_reading_order("a card chosen")
    page.context.close()


def test_at_400_percent_the_links_to_hidden_cards_say_what_they_show_and_whether_it_shows(
    url: str, browser: Browser, player: StorageState
) -> None:
    page = opened(browser, url, player, 400, "light")
    links = page.locator("#board .more:visible")
    assert links.count() >= 3
    for link in links.all():
        name, shown = link.get_attribute("aria-label") or "", link.inner_text()
        box = link.bounding_box()
        assert box and box["width"] >= 24 and box["height"] >= 24, (shown, box)
        # named by what is seen on it, then by what it shows
        assert (
            re.fullmatch(r"\+\d+|\d+ more", shown)
            and name.startswith(f"{shown}: ")
            and ("foundation" in name or "under it" in name)
        ), name
        assert link.get_attribute("aria-expanded") == "false", name
    found = page.locator("#foundations .more")
    hidden = 8 - page.locator("#foundations .place:visible").count()
    assert (
        found.inner_text() == f"{hidden} more"
        and found.get_attribute("aria-label") == f"{hidden} more: {hidden} more foundations"
    )
    found.click()
    expect(found).to_have_attribute("aria-expanded", "true")
    column = page.locator(".column:has(.more)").last
    column.locator(".more").click()
    expect(column.locator(".more")).to_have_attribute("aria-expanded", "true")
    expect(found).to_have_attribute("aria-expanded", "false")
    assert column.locator(".cards > .card:not(.top)").first.is_visible()
    # after a command the board's pieces are new: their links still say what shows
    send(page, "score")
    expect(page.locator(f"#{column.get_attribute('id')} .more")).to_have_attribute("aria-expanded", "true")
    page.context.close()


@pytest.mark.parametrize("zoom", list(ZOOMS))
def test_the_newest_reply_is_in_sight_after_every_command(url: str, browser: Browser, zoom: int) -> None:
    ctx = context(browser, "en", **view_options(zoom, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, "new game FT1-N-2345673")

    def in_sight(what: str) -> None:
        # the reply's box in the window, the reply in it from its start: whole, or the rest
        # of it a scroll of the box away (the bar along a low window's bottom)
        whole = page.evaluate(
            """(() => { const box = document.getElementById('latest'), l = box.getBoundingClientRect();
              const t = document.getElementById('latest-text').getBoundingClientRect();
              const rest = t.bottom <= l.bottom + 0.5
                || (getComputedStyle(box).overflowY === 'auto' && box.scrollTop === 0);
              return l.top >= -0.5 && l.bottom <= innerHeight + 0.5 && t.top >= l.top && rest; })()"""
        )
        assert whole, (zoom, what, page.locator("#latest-text").inner_text())

    send(page, "draw")
    in_sight("typed")
    before = replies(page)
    page.locator("#do-draw").click()  # a common command's button
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    in_sight("button")
    # a move made on the board, by keyboard: focus stays on the board, the reply shows
    pick = page.locator("#board .pick").last
    pick.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .dest").first).to_be_focused()
    before = replies(page)
    page.keyboard.press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    assert not page.locator("#latest-text.refused").count()
    assert page.evaluate("document.getElementById('board').contains(document.activeElement)")
    in_sight("board move")
    said = send(page, "c1 f9")
    assert said.startswith("Not done:")
    in_sight("refused")
    ctx.close()


# WCAG 1.4.12's text spacing, as a player's own style sheet sets it.
SPACING = """* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }"""


@pytest.mark.parametrize("zoom", list(ZOOMS))
def test_with_wider_text_spacing_every_cards_rank_symbol_and_letter_show_whole(
    url: str, browser: Browser, player: StorageState, zoom: int
) -> None:
    page = context(
        browser, "en", bypass_csp=True, storage_state=player, **view_options(zoom, "light")
    ).new_page()
    page.goto(url)
    page.add_style_tag(content=SPACING)
    for opened_all in (False, True):
        if opened_all:  # at 400 % a column's other cards, shown
            page.locator(".column:has(.more) .more").last.click()
        found = page.evaluate(
            """[...document.querySelectorAll('#board .card')].filter(c => c.offsetParent).flatMap(c => {
              const box = (c.querySelector(':scope > button') || c), s = getComputedStyle(box);
              const b = box.getBoundingClientRect();
              const inner = {l: b.left + parseFloat(s.borderLeftWidth) - 0.5, r: b.right - parseFloat(s.borderRightWidth) + 0.5,
                             t: b.top + parseFloat(s.borderTopWidth) - 0.5, b: b.bottom - parseFloat(s.borderBottomWidth) + 0.5};
              const parts = ['.rank', '.sym', '.ltr'].map(q => c.querySelector(q)).filter(Boolean)
                .map(e => [e.className, e.getBoundingClientRect()]);
              const wrong = parts.filter(([, r]) => r.left < inner.l || r.right > inner.r || r.top < inner.t || r.bottom > inner.b)
                .map(([n]) => n + ' outside');
              for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
                const [n, x] = parts[i], [m, y] = parts[j];
                if (x.left < y.right - 0.5 && y.left < x.right - 0.5 && x.top < y.bottom - 0.5 && y.top < x.bottom - 0.5)
                  wrong.push(n + ' on ' + m);
              }
              return wrong.length ? [[c.id || c.textContent, wrong.join(', ')]] : [];
            })"""
        )
        assert not found, (zoom, opened_all, found)
        width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], (zoom, width)
        if zoom != 400:
            break
    page.locator("#board").scroll_into_view_if_needed()
    page.screenshot(path=str(shots() / f"en-z{zoom}-light-text-spacing.png"))
    page.context.close()


def test_a_focused_card_keeps_its_hint_and_goes_here_marks(
    url: str, browser: Browser, player: StorageState
) -> None:
    """Focus on a hinted card, or on a place the chosen card can go to: the focus ring is
    outside the card, and the card's own mark is drawn inside it, in the same shape (a
    double line for a hint, dashes for a place to go), so that neither hides the other."""
    problems: dict[str, object] = {}
    for zoom in (100, 400):
        for scheme in ("light", "dark", "forced", FORCED_DARK):
            page = opened(browser, url, player, zoom, scheme)
            name = f"z{zoom}-{scheme}"
            focus_by_keyboard(page, "#board .hint-from > .pick")
            look = page.evaluate(
                """(() => { const b = document.activeElement, s = getComputedStyle(b), card = getComputedStyle(b.parentElement);
                  return {inner: s.outlineStyle, width: parseFloat(s.outlineWidth), offset: parseFloat(s.outlineOffset),
                          ring: card.outlineStyle, ringOffset: parseFloat(card.outlineOffset)}; })()"""
            )
            if not (
                look["inner"] == "double"
                and look["width"] >= 3
                and look["offset"] < 0
                and look["ring"] == "solid"
            ):
                problems[f"{name}-hint"] = look
            page.screenshot(path=str(shots() / f"en-{name}-board-focus-hinted.png"))
            page.keyboard.press("Enter")  # the hinted card chosen: focus on its first place
            expect(page.locator("#board .dest").first).to_be_focused()
            look = page.evaluate(
                """(() => { const b = document.activeElement, s = getComputedStyle(b), card = getComputedStyle(b.parentElement);
                  return {inner: s.outlineStyle, offset: parseFloat(s.outlineOffset), ring: card.outlineStyle,
                          others: [...document.querySelectorAll('#board .dest')].map(d => getComputedStyle(d).outlineStyle)}; })()"""
            )
            if not (look["inner"] == "dashed" and look["offset"] < 0 and look["ring"] == "solid"):
                problems[f"{name}-goes-here"] = look
            if any(style != "dashed" for style in look["others"]):  # every place it can go, focused or not
                problems[f"{name}-places"] = look
            page.screenshot(path=str(shots() / f"en-{name}-board-focus-goes-here.png"))
            page.keyboard.press("Escape")
            expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(0)
            page.context.close()
    assert not problems, problems


def test_a_reply_longer_than_its_box_is_marked_so_in_forced_colours(url: str, browser: Browser) -> None:
    """The reply's box that has more below shows it by a dashed lower edge and a mark that
    forced colours keep, and no longer once the box is read to its end."""
    ctx = context(browser, "en", **view_options(200, "forced"))
    page = ctx.new_page()
    page.goto(url)
    send(page, "new game FT1-N-2345673")
    send(page, "board")  # a reply of many lines
    latest = page.locator("#latest")
    expect(latest).to_have_class("latest more-below")
    assert latest.evaluate("e => getComputedStyle(e).borderBottomStyle") == "dashed"
    assert latest.evaluate("e => parseFloat(getComputedStyle(e).borderBottomWidth)") >= 3
    assert "▼" in latest.evaluate("e => getComputedStyle(e, '::after').content")
    latest.evaluate("e => { e.scrollTop = e.scrollHeight; }")
    expect(latest).to_have_class("latest")
    assert latest.evaluate("e => getComputedStyle(e).borderBottomStyle") != "dashed"
    send(page, "score")  # the next reply shows from its start, marked as it fits or not
    more = latest.evaluate("e => e.scrollTop === 0 && e.scrollHeight > e.clientHeight + 1")
    expect(latest).to_have_class("latest more-below" if more else "latest")
    ctx.close()


# Whether the reply's text reaches below what its box shows (its last line's foot against
# the box's inner foot, scrolled as it is), beside whether the box is marked so.
HIDDEN_BELOW = """(() => {
  const box = document.getElementById('latest'), b = box.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('latest-text'));
  const rects = [...range.getClientRects()];
  const foot = b.top + box.clientTop + box.clientHeight;
  return {hidden: Math.max(...rects.map(r => r.bottom)) > foot + 1, marked: box.classList.contains('more-below'),
          mark: getComputedStyle(box, '::after').content, edge: getComputedStyle(box).borderBottomStyle};
})()"""


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_at_200_percent_only_a_reply_longer_than_its_box_is_marked_more_below(
    url: str, browser: Browser, lang: str
) -> None:
    """The ▼ and the dashed edge say that a reply goes on below its box, never on one that
    shows whole: after a long reply too, which left the mark on, and in forced colours."""
    for scheme in ("light", "forced"):
        ctx = context(browser, lang, **view_options(200, scheme))
        page = ctx.new_page()
        page.goto(url)
        send(page, f"{word(lang, 'new')} {CODE}")
        seen: dict[str, bool] = {}
        for line in (
            word(lang, "board"),
            "c1 f9",
            word(lang, "board"),
            word(lang, "score"),
            word(lang, "hint"),
            "c1 f9",
        ):
            send(page, line)
            look = page.evaluate(HIDDEN_BELOW)
            assert look["marked"] == look["hidden"], (scheme, line, look)
            assert ("▼" in look["mark"]) == look["hidden"], (scheme, line, look)
            assert (look["edge"] == "dashed") == look["hidden"], (scheme, line, look)
            seen[line] = look["hidden"]
            page.locator("#command").fill("")
        # a long reply marked (a refusal of two lines too: the reply keeps to its first line
        # at 200 %, where the board comes under it), a short one not
        assert seen[word(lang, "board")] and seen["c1 f9"] and not seen[word(lang, "score")], seen
        ctx.close()


@pytest.mark.parametrize("lang", LANGS)
def test_with_wider_text_spacing_the_piles_names_stand_apart_and_whole(
    url: str, browser: Browser, lang: str
) -> None:
    """WCAG 1.4.12 at 100 and 200 %: with the wider text spacing, the names over the stock,
    the waste and the foundations overlap no other, stay in the window, and show whole."""
    ctx = context(browser, lang, bypass_csp=True)
    page = ctx.new_page()
    page.goto(url)
    play(page, 6)  # cards on the waste, its count shown by its name
    state = ctx.storage_state()
    ctx.close()
    for zoom in (100, 200):
        page = context(
            browser, lang, bypass_csp=True, storage_state=state, **view_options(zoom, "light")
        ).new_page()
        page.goto(url)
        page.add_style_tag(content=SPACING)
        found = page.evaluate(
            """(() => {
              const labels = [...document.querySelectorAll('#board .piles .label, #board .found .no')].map(e => {
                const r = document.createRange(); r.selectNodeContents(e);
                const b = r.getBoundingClientRect();
                return {text: e.textContent, l: b.left, r: b.right, t: b.top, b: b.bottom,
                        clipped: getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth};
              });
              const wrong = labels.filter(x => x.clipped).map(x => x.text + ' clipped');
              wrong.push(...labels.filter(x => x.l < -0.5 || x.r > innerWidth + 0.5).map(x => x.text + ' outside'));
              for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
                const x = labels[i], y = labels[j];
                if (x.l < y.r - 0.5 && y.l < x.r - 0.5 && x.t < y.b - 0.5 && y.t < x.b - 0.5) wrong.push(x.text + ' on ' + y.text);
              }
              return [wrong, labels];
            })()"""
        )
        page.locator("#board .piles").evaluate("e => e.scrollIntoView()")  # clear of the reply above
        page.screenshot(path=str(shots() / f"{lang}-z{zoom}-light-text-spacing-piles.png"))
        page.context.close()
        assert not found[0], (lang, zoom, found)
