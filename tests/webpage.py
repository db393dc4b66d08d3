"""What the browser tests of the web page share: `fortythieves serve` on a free port,
Playwright driving Debian's chromium (installed by `tools/setup.sh --dev`, never
downloaded), axe-core injected into the page, and a game of 40 moves played through the
command box. Screenshots go to `tests/artifacts/web/` (kept out of git), or to the folder
FORTYTHIEVES_SHOTS names; the run's summary prints where.

The tests fail, never skip, when chromium or axe-core is missing: CI installs both.
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

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import DRAW, Move, MoveKind, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.faces.web.board import command
from fortythieves.lang.lexicon import word

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
# A 1280×800 window at 100, 200 and 400 % zoom: the CSS pixels the page gets, and the
# device pixels each one takes.
ZOOMS = {100: (1280, 800, 1), 200: (640, 400, 2), 400: (320, 200, 4)}
SCHEMES = ("light", "dark", "forced")
# forced colours with a dark palette (white on black, cyan highlight), as a dark high-contrast theme
FORCED_DARK = "forced-dark"


_WRITTEN: list[Path] = []  # the screenshots' folder, once a test asked for it


def shots() -> Path:
    folder = Path(os.environ.get("FORTYTHIEVES_SHOTS") or ROOT / "tests" / "artifacts" / "web")
    folder.mkdir(parents=True, exist_ok=True)
    if not _WRITTEN:
        _WRITTEN.append(folder)
    return folder


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Where this run's screenshots are, at the end of its report."""
    for folder in _WRITTEN:
        terminalreporter.write_line(f"screenshots of the web page: {folder}")


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


def view_options(zoom: int, scheme: str) -> dict[str, object]:
    """A browser context's options for a zoom of a 1280×800 window and a colour scheme."""
    width, height, scale = ZOOMS[zoom]
    options: dict[str, object] = {
        "viewport": {"width": width, "height": height},
        "device_scale_factor": scale,
    }
    if scheme in ("forced", FORCED_DARK):
        options["forced_colors"] = "active"
        options["color_scheme"] = "dark" if scheme == FORCED_DARK else "light"
    else:
        options["color_scheme"] = scheme
    return options


def replies(page: Page) -> int:
    """How many replies the page's script has shown."""
    return int(page.locator("#latest-text").get_attribute("data-replies") or 0)


def send(page: Page, line: str) -> str:
    """A command put in the command box and sent with Enter; the reply as the live region got it."""
    before = replies(page)
    page.locator("#command").fill(line)
    page.locator("#command").press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    return page.locator("#latest-text").inner_text()


def focused_id(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.id"))


def planned(count: int) -> list[str]:
    """`count` commands of a game of CODE, as a player might play it: a card to a
    foundation when one can go, else the waste's card to a column, else a column's card
    to another column (never emptying one, never the same move twice from a position),
    else a draw. Commands in the notation every language's parser reads."""
    dc = DealCode.parse(CODE)
    game = Game.deal(dc.variant, dealing_order(dc))
    lines: list[str] = []
    tried: set[tuple[str, object]] = set()
    while len(lines) < count:
        state = game.state
        moves = [
            m
            for m in useful_moves(state)
            if m.kind is MoveKind.MOVE and m.source is not None and (str(m), state.key()) not in tried
        ]

        def kind(m: Move, source: PileKind, target: PileKind) -> bool:
            return (
                m.source is not None
                and m.target is not None
                and (m.source.kind, m.target.kind) == (source, target)
            )

        chosen = (
            [m for m in moves if m.target is not None and m.target.kind is PileKind.FOUNDATION]
            or [m for m in moves if kind(m, PileKind.WASTE, PileKind.COLUMN)]
            or [
                m
                for m in moves
                if kind(m, PileKind.COLUMN, PileKind.COLUMN)
                and m.source is not None
                and len(state.columns[m.source.index]) > 1
            ]
            or [DRAW]
        )[0]
        tried.add((str(chosen), state.key()))
        lines.append("draw" if chosen is DRAW else command(chosen))
        game.apply(chosen)
    return lines


def grown(count: int, code: str = CODE) -> list[str]:
    """Commands of a game of `code` that make its columns long: a card onto the longest
    column it can go to (from the waste, or from a shorter column), else a draw."""
    dc = DealCode.parse(code)
    game = Game.deal(dc.variant, dealing_order(dc))
    lines: list[str] = []
    while len(lines) < count:
        s = game.state
        onto = [
            m
            for m in useful_moves(s)
            if m.kind is MoveKind.MOVE
            and m.source is not None
            and m.target is not None
            and m.target.kind is PileKind.COLUMN
            and (
                m.source.kind is PileKind.WASTE
                or len(s.columns[m.source.index]) < len(s.columns[m.target.index])
            )
        ]
        onto.sort(key=lambda m: -len(s.columns[m.target.index]) if m.target is not None else 0)
        if not onto and not s.stock:
            break
        chosen = onto[0] if onto else DRAW
        lines.append("draw" if chosen is DRAW else command(chosen))
        game.apply(chosen)
    return lines


def play(page: Page, count: int) -> None:
    """A new game of CODE, then `count` moves typed in the command box."""
    lang = page.locator("html").get_attribute("lang") or "en"
    send(page, f"{word(lang, 'new')} {CODE}")
    typed(page, planned(count))


def typed(page: Page, lines: list[str]) -> None:
    """Moves typed one after another in the command box, each taken (none refused)."""
    for i, line in enumerate(lines):
        reply = send(page, line)
        assert not page.locator("#latest-text.refused").count(), (i, line, reply)
        paced(page, i)


def paced(page: Page, sent: int) -> None:
    """A pause after the `sent`-th command of a long run: the server takes a burst of thirty
    commands from one player, then ten a second ("Too many commands at once"), and a quick
    machine answers faster than that. The pause leaves half a command's room a second, as
    a loaded machine may take two requests closer together than they were sent."""
    if sent >= 25:
        page.wait_for_timeout(150)


def axe(page: Page) -> list[dict[str, object]]:
    """axe-core's violations on the page (its script injected: the context bypasses CSP)."""
    assert AXE.exists(), "axe-core is missing: run tools/setup.sh --dev"
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [{"id": v["id"], "nodes": [n["target"] for n in v["nodes"]][:3]} for v in result["violations"]]
