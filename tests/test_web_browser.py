"""The web page in a real browser: Playwright driving Debian's chromium (installed by
`tools/setup.sh --dev`, never downloaded), axe-core injected into the page.

These tests fail, never skip, when chromium or axe-core is missing: CI installs both.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
AXE = ROOT / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LANGS = ("en", "ca", "nl", "pt", "it", "hr")
CODE = "FT1-N-2345673"
SHOTS = Path(os.environ.get("FORTYTHIEVES_SHOTS", "")) if os.environ.get("FORTYTHIEVES_SHOTS") else None


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`fortythieves serve` on a free loopback port, stopped at the end."""
    home = tmp_path_factory.mktemp("home")
    env = {**os.environ, "FORTYTHIEVES_HOME": str(home), "LANG": "C.UTF-8"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "fortythieves", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"http://127\.0\.0\.1:\d+/", line)
    assert found, line
    yield found.group(0)
    proc.terminate()
    assert proc.wait(timeout=10) == 0
    assert "Stopped" in proc.stdout.read()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "chromium is missing: run tools/setup.sh --dev"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def context(browser: Browser, lang: str = "en", **options: object) -> BrowserContext:
    return browser.new_context(locale=lang, extra_http_headers={"Accept-Language": lang}, **options)  # type: ignore[arg-type]


def send(page: Page, command: str) -> str:
    """Type a command and press Enter; the reply as the live region got it."""
    log = page.locator("#log p")
    before = log.count()
    page.keyboard.type(command)
    page.keyboard.press("Enter")
    expect(log).to_have_count(before + 1)
    return log.nth(before).inner_text()


def focused_id(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.id"))


def test_a_game_by_keyboard_alone_with_replies_in_the_live_region(url: str, browser: Browser) -> None:
    ctx = context(browser)
    page = ctx.new_page()
    page.goto(url)
    assert focused_id(page) == "command"  # the command box has focus from the start
    log = page.locator("#log")
    assert log.get_attribute("role") == "log" and log.get_attribute("aria-live") == "polite"
    assert send(page, f"new game {CODE}").startswith("New game of Forty Thieves")
    assert send(page, "draw").startswith("Drew ")
    assert focused_id(page) == "command"
    waste = page.locator("#waste-h + ul .name").inner_text()
    assert waste in page.locator("#log p").last.inner_text()
    # a card's action button, reached with Tab and pressed with Enter: focus comes back
    first_action = page.locator("#board .actions button").first
    label = first_action.inner_text()
    first_action.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#log p")).to_have_count(4)
    reply = page.locator("#log p").last.inner_text()
    assert reply and "not understood" not in reply, (label, reply)
    assert focused_id(page) == "command"
    assert send(page, "undo").startswith("Undone")
    assert page.locator("#log p").count() == 5  # each reply added once
    ctx.close()


def test_the_pieces_the_script_puts_in_place_give_the_board_of_a_fresh_page(
    url: str, browser: Browser
) -> None:
    ctx = context(browser)
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    for command in ("draw", "c1 f", "draw", "board", "undo", "c2 c5", "draw", "redo", "w c3"):
        send(page, command)
        assert focused_id(page) == "command"
    fresh = ctx.new_page()  # the same player: the page made whole by the server
    fresh.goto(url)
    assert page.locator("#game").inner_html() == fresh.locator("#game").inner_html()
    assert page.locator("#game").get_attribute("data-shown") == fresh.locator("#game").get_attribute(
        "data-shown"
    )
    ctx.close()


def test_without_javascript_the_form_posts_and_the_reply_comes_first(url: str, browser: Browser) -> None:
    ctx = context(browser, java_script_enabled=False)
    page = ctx.new_page()
    page.goto(url)
    page.fill("#command", "score")
    page.press("#command", "Enter")
    page.wait_for_load_state()
    assert page.locator("#latest-text").inner_text().startswith("Score ")
    assert focused_id(page) == "command"
    ctx.close()


def test_the_language_switch_changes_every_word_and_the_lang_attribute(url: str, browser: Browser) -> None:
    ctx = context(browser, "en")
    page = ctx.new_page()
    page.goto(url)
    page.locator('button[name="lang"][value="ca"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_url(url)
    expect(page.locator("html")).to_have_attribute("lang", "ca")
    assert page.locator('label[for="command"]').inner_text() == "Ordre"
    assert page.locator("#log p").last.inner_text().startswith("Ara es juga en català")
    ctx.close()


def test_the_rules_download_from_the_page(url: str, browser: Browser) -> None:
    ctx = context(browser, "nl", accept_downloads=True)
    page = ctx.new_page()
    page.goto(url)
    page.click('nav a[href="/rules"]')
    expect(page.locator("h1")).to_have_text("Regels")
    with page.expect_download() as got:
        page.click('a[href="/rules/nl.txt"]')
    text = Path(got.value.path()).read_text(encoding="utf-8")
    assert text.startswith("De regels van ")
    page.goto(url + "rules/hr.html")
    expect(page.locator("html")).to_have_attribute("lang", "hr")
    ctx.close()


def _axe(page: Page) -> list[dict[str, object]]:
    assert AXE.exists(), "axe-core is missing: run tools/setup.sh --dev"
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [{"id": v["id"], "nodes": [n["target"] for n in v["nodes"]][:3]} for v in result["violations"]]


@pytest.mark.parametrize("scheme", ["light", "dark", "forced"])
def test_axe_finds_no_violation_in_six_languages(url: str, browser: Browser, scheme: str) -> None:
    found = {}
    for lang in LANGS:
        options: dict[str, object] = {"bypass_csp": True}  # to inject axe; the page's own CSP stays tested
        if scheme == "forced":
            options["forced_colors"] = "active"
        else:
            options["color_scheme"] = scheme
        ctx = context(browser, lang, **options)
        page = ctx.new_page()
        page.goto(url)
        send(page, f"new game {CODE}")
        send(page, "d")  # a card on the waste, with its buttons
        violations = _axe(page)
        if violations:
            found[lang] = violations
        ctx.close()
    assert not found


def test_axe_finds_no_violation_in_the_rules_sheet_in_six_languages(url: str, browser: Browser) -> None:
    """The sheet as served, with its variants table and its picture of the layout."""
    found = {}
    for lang in LANGS:
        ctx = context(browser, lang, bypass_csp=True)
        page = ctx.new_page()
        page.goto(url + f"rules/{lang}.html")
        expect(page.locator("figure.layout svg[role=img]")).to_have_count(1)
        expect(page.locator(".table-box[role=region] table th[scope=row]")).to_have_count(9)
        violations = _axe(page)
        if violations:
            found[lang] = violations
        ctx.close()
    assert not found


def test_400_percent_zoom_and_320_px_reflow_without_horizontal_scrolling(url: str, browser: Browser) -> None:
    # 400 % zoom of a 1280 px wide window is a 320 CSS px viewport at 4 device pixels each.
    for size in ("large", "largest"):
        ctx = context(browser, "hr", viewport={"width": 320, "height": 256}, device_scale_factor=4)
        page = ctx.new_page()
        page.goto(url)
        send(page, f"new game {CODE}")
        page.locator(f'button[name="card_size"][value="{size}"]').click()
        page.wait_for_load_state()
        expect(page.locator("body")).to_have_class(f"size-{size}")
        width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], (size, width)
        if SHOTS is not None:
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.locator("#board").scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"zoom400-{size}.png"))
        buttons = page.locator("button").evaluate_all(
            "bs => bs.map(b => b.getBoundingClientRect()).filter(r => r.width > 0)"
            ".map(r => Math.min(r.width, r.height))"
        )
        assert min(buttons) >= 44
        ctx.close()
