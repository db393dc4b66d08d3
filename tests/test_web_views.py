"""The game page as a low-vision player sees it, after 40 moves, in six languages: at 100,
200 and 400 % zoom of a 1280×800 window, in light, dark and forced colours (with a light
and a dark palette). Each view
is checked (axe-core, the board at a glance, cards readable, nothing scrolling sideways)
and kept as a screenshot under `tests/artifacts/web/` for a person to look at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, StorageState
from webpage import FORCED_DARK, LANGS, SCHEMES, ZOOMS, axe, context, play, send, shots, view_options

MOVES = 40
VIEWS = (*SCHEMES, FORCED_DARK)  # forced colours with the light palette and the dark one
LANDMARKS = (
    "header, nav, main, aside, footer, [role=region], [role=banner], [role=navigation], [role=main], "
    "section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby]"
)


@pytest.fixture(scope="module")
def players(url: str, browser: Browser) -> Iterator[dict[str, StorageState]]:
    """A player in each language, 40 moves into a game (the English one asked for a hint
    last, which the board shows): their cookies, to open their page in any view."""
    found = {}
    for lang in LANGS:
        ctx = context(browser, lang)
        page = ctx.new_page()
        page.goto(url)
        play(page, MOVES)
        if lang == "en":
            send(page, "hint")
        found[lang] = ctx.storage_state()
        ctx.close()
    yield found


def rect(page: Page, selector: str) -> dict[str, float]:
    return dict(
        page.evaluate(
            f"(() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect(); return {{top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height}}; }})()"
        )
    )


def check_fits(page: Page, zoom: int) -> list[str]:
    """What a low-vision player would miss in this view (empty when nothing)."""
    problems = []
    width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    if width[0] > width[1]:
        problems.append(f"scrolls sideways: {width}")
    height = float(page.evaluate("innerHeight"))
    # every card's rank and suit inside its card
    cut = page.evaluate(
        "[...document.querySelectorAll('#board .card')].filter(c => c.offsetParent)"
        ".filter(c => c.querySelector('.face').getBoundingClientRect().right > c.getBoundingClientRect().right + 1)"
        ".map(c => c.textContent)"
    )
    if cut:
        problems.append(f"cards cut: {cut}")
    small = page.evaluate(
        "[...document.querySelectorAll('#board .card.top')].map(c => parseFloat(getComputedStyle(c).fontSize))"
        ".filter(s => s < 20)"
    )
    if small:
        problems.append(f"exposed cards under 20 px: {small}")
    if zoom == 100:
        board = rect(page, "#board")
        if board["top"] < 0 or board["bottom"] > height:
            problems.append(f"board outside the first screen: {board}")
        if rect(page, "header .langs")["top"] > 100:
            problems.append("the language switch is not at the top")
    elif zoom == 200:
        board, latest = rect(page, "#board"), rect(page, "#latest")
        if board["height"] + latest["height"] > height:
            problems.append(f"board and reply taller than the window: {board['height']} + {latest['height']}")
    else:
        places = page.evaluate(
            "[...document.querySelectorAll('#board .column .top, #board .column .slot, #waste .top, #waste .slot')]"
            ".map(e => [e.getBoundingClientRect().top, e.getBoundingClientRect().bottom])"
        )
        span = max(b for _, b in places) - min(t for t, _ in places)
        if span > height:
            problems.append(f"exposed cards and waste span {span} px of {height}")
    return problems


def lightness_ratio(page: Page) -> float:
    """The contrast of a red card's background against a black card's."""
    return float(
        page.evaluate(
            """(() => {
        const lum = (el) => {
          const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)
            .map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const a = lum(document.querySelector('#board .card.red')), b = lum(document.querySelector('#board .card.black'));
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      })()"""
        )
    )


def test_every_view_in_six_languages_passes_axe_and_shows_the_board(
    url: str, browser: Browser, players: dict[str, StorageState]
) -> None:
    folder = shots()
    problems: dict[str, object] = {}
    for lang, state in players.items():
        for zoom in ZOOMS:
            for scheme in VIEWS:
                name = f"{lang}-z{zoom}-{scheme}"
                ctx = context(
                    browser, lang, bypass_csp=True, storage_state=state, **view_options(zoom, scheme)
                )
                page = ctx.new_page()
                page.goto(url)
                page.screenshot(path=str(folder / f"{name}-top.png"))
                if zoom != 100 and (lang == "en" or scheme == "light"):  # the board, under the reply
                    page.evaluate(
                        "window.scrollTo(0, document.getElementById('board').getBoundingClientRect().top + scrollY"
                        " - (getComputedStyle(document.getElementById('latest')).position === 'sticky'"
                        " ? document.getElementById('latest').offsetHeight : 0))"
                    )
                    page.screenshot(path=str(folder / f"{name}-board.png"))
                found = check_fits(page, zoom)
                if scheme in ("light", "dark") and lightness_ratio(page) < 3:
                    found.append(f"red and black cards differ by {lightness_ratio(page):.1f}:1 in lightness")
                landmarks = page.locator(LANDMARKS).count()
                if landmarks > 6:
                    found.append(f"{landmarks} landmarks")
                if zoom == 100 or lang == "en":  # axe's rules do not change with the zoom
                    violations = axe(page)
                    if violations:
                        found.append(f"axe: {violations}")
                if found:
                    problems[name] = found
                ctx.close()
    assert not problems, problems


def test_at_400_percent_a_columns_other_cards_are_a_link_away(
    url: str, browser: Browser, players: dict[str, StorageState]
) -> None:
    ctx = context(browser, "en", storage_state=players["en"], **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    column = page.locator(".column:has(.more)").first
    hidden = column.locator(".cards > .card:not(.top)")
    assert hidden.count() >= 1 and not hidden.first.is_visible()
    column.locator(".more").click()
    assert hidden.first.is_visible()
    page.screenshot(path=str(shots() / "en-z400-light-column-opened.png"))
    ctx.close()


def test_the_foundations_keep_their_places_and_a_hint_is_shown_on_the_board(
    url: str, browser: Browser, players: dict[str, StorageState]
) -> None:
    def places(page: Page) -> list[tuple[float, float]]:
        boxes = [page.locator(f"#at-f{n}").bounding_box() for n in range(1, 9)]
        return [(b["x"], b["y"]) for b in boxes if b]

    fresh = context(browser, "en", **view_options(100, "light"))
    page = fresh.new_page()
    page.goto(url)
    before = places(page)
    empty = page.locator("#foundations .slot.empty").first
    assert (
        empty.locator(".sym").inner_text() in "♠♥♦♣"
        and empty.evaluate("e => getComputedStyle(e).borderTopStyle") == "dashed"
    )
    fresh.close()
    played = context(browser, "en", storage_state=players["en"], **view_options(100, "light"))
    page = played.new_page()
    page.goto(url)
    assert places(page) == before and len(before) == 8  # filled or not, each in its place
    assert page.locator("#board .hint-from").count() == 1 and page.locator("#board .hint-to").count() == 1
    played.close()


def test_the_rules_sheet_follows_the_theme_and_leads_back_to_the_game(url: str, browser: Browser) -> None:
    folder = shots()
    problems = {}
    for lang in LANGS:
        for scheme in SCHEMES:
            ctx = context(browser, lang, bypass_csp=True, **view_options(100, scheme))
            page = ctx.new_page()
            page.goto(url + f"rules/{lang}.html")
            back = page.locator('a[href="/"]').first
            assert back.is_visible() and back.bounding_box()["y"] < 200  # type: ignore[index]
            background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
            label = page.locator("figure.layout svg text").first
            fill = label.evaluate("e => getComputedStyle(e).fill")
            if scheme == "dark" and background != "rgb(0, 0, 0)":
                problems[f"{lang}-{scheme}"] = f"background {background}"
            if scheme != "light":  # the picture's labels take the page's text colour
                color = page.evaluate("getComputedStyle(document.body).color")
                if fill != color:
                    problems[f"{lang}-{scheme}-svg"] = f"labels {fill} on text {color}"
            if scheme == "forced":  # the picture in system colours, red cards drawn reversed
                fills = page.evaluate(
                    "['.card:not(.red-card)', '.red-card', '.red'].map(s =>"
                    " getComputedStyle(document.querySelector('figure.layout ' + s)).fill)"
                )
                canvas, text = background, page.evaluate("getComputedStyle(document.body).color")
                if fills != [canvas, text, canvas]:
                    problems[f"{lang}-forced-cards"] = f"card, red card, red ink {fills} on {canvas}, {text}"
            if lang == "en":
                page.locator("figure.layout").scroll_into_view_if_needed()
                page.screenshot(path=str(folder / f"rules-{lang}-{scheme}.png"))
            if scheme != "forced":
                violations = axe(page)
                if violations:
                    problems[f"{lang}-{scheme}-axe"] = str(violations)
            ctx.close()
    shot = {scheme: (folder / f"rules-en-{scheme}.png").read_bytes() for scheme in SCHEMES}
    assert len(set(shot.values())) == len(SCHEMES), "two schemes' rules sheets look the same"
    assert not problems, problems


@pytest.mark.parametrize("size", ["large", "larger", "huge", "largest"])
def test_every_card_size_reflows_at_100_and_400_percent(url: str, browser: Browser, size: str) -> None:
    """The card-size setting makes the cards larger; the board then wraps its rows
    rather than scrolling sideways, and every button stays 44 px or more."""
    ctx = context(browser, "hr", **view_options(400, "light"))
    page = ctx.new_page()
    page.goto(url)
    send(page, "nova igra FT1-N-2345673")
    page.locator(f'button[name="card_size"][value="{size}"]').click()
    page.wait_for_load_state()
    state = ctx.storage_state()
    ctx.close()
    for zoom in (100, 400):
        view = context(browser, "hr", storage_state=state, **view_options(zoom, "light"))
        page = view.new_page()
        page.goto(url)
        assert page.locator("body").get_attribute("class") == f"size-{size}"
        width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], (size, zoom, width)
        buttons = page.locator("button").evaluate_all(
            "bs => bs.map(b => b.getBoundingClientRect()).filter(r => r.width > 0)"
            ".map(r => Math.min(r.width, r.height))"
        )
        assert min(buttons) >= 44, (size, zoom, min(buttons))
        # a wrapped row of foundations: each number clear of the raised edge of the card above it
        covered = page.evaluate(
            """(() => { const cards = [...document.querySelectorAll('#board .found .place > div')].map(c => {
                const r = c.getBoundingClientRect(), y = getComputedStyle(c).boxShadow.match(/(-?[\\d.]+)px/g) || [];
                return {l: r.left, r: r.right, bottom: r.bottom + (y.length > 1 ? parseFloat(y[1]) : 0)}; });
              return [...document.querySelectorAll('#board .found .no')].map(n => n.getBoundingClientRect())
                .filter(n => n.width > 0 && cards.some(c => c.l < n.right && c.r > n.left && c.bottom > n.top && c.bottom - n.top < n.height + 40))
                .map(n => [n.left, n.top]); })()"""
        )
        assert not covered, (size, zoom, covered)
        # the stock and the waste level with the foundations' first row, as high as its cards
        rows = page.evaluate(
            """[document.querySelector('#stock .slot'), document.querySelector('#waste').lastElementChild,
                ...document.querySelectorAll('#board .found .place > div')]
               .map(c => c.getBoundingClientRect()).filter(r => r.height > 0).map(r => [r.top, r.height])"""
        )
        # at 400 % the foundations are a link away
        assert len(rows) == (10 if zoom == 100 else 2), (size, zoom, rows)
        first = min(top for top, _ in rows)
        assert all(abs(top - first) < 16 for top, _ in rows[:2]), (size, zoom, rows[:3])
        assert zoom != 100 or all(height < rows[2][1] * 1.3 for _, height in rows[:2]), (size, zoom, rows[:3])
        page.locator("#board").scroll_into_view_if_needed()
        page.screenshot(path=str(shots() / f"size-{size}-z{zoom}.png"))
        view.close()


def test_the_rules_picture_grows_with_the_zoom(url: str, browser: Browser) -> None:
    """At 400 % the picture's card names are about as large as the sheet's text (the
    picture scrolls across in its own box, which the keyboard reaches); the page itself
    never scrolls sideways."""
    for zoom in (200, 400):
        ctx = context(browser, "en", **view_options(zoom, "light"))
        page = ctx.new_page()
        page.goto(url + "rules/en.html")
        look = page.evaluate(
            """(() => { const svg = document.querySelector('figure.layout svg');
              const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
              const card = Math.max(...[...svg.querySelectorAll('text')].map(t => parseFloat(t.getAttribute('font-size'))));
              const box = svg.closest('.picture-box');
              return {card: card * scale, text: parseFloat(getComputedStyle(document.body).fontSize),
                      page: document.documentElement.scrollWidth, window: innerWidth, box: box.tabIndex}; })()"""
        )
        assert look["card"] >= 0.8 * look["text"], (zoom, look)
        assert look["page"] <= look["window"] and look["box"] == 0, (zoom, look)
        ctx.close()
