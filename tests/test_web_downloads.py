"""The rules sheet's downloads in a real browser, reached by keyboard from the game page
(Tab to the link, Enter), each file checked for what it must be: text in every
language, PDF and braille in a few, sound in one (it is the slow one to make)."""

from __future__ import annotations

import math
import subprocess
import wave
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from test_rulesheet_brf import check_geometry
from test_rulesheet_brf import render as render_brf
from webpage import LANGS, context

from fortythieves.lang.i18n import translator
from fortythieves.lang.rulebook.content import build_sheet
from fortythieves.lang.rulebook.text import quoted

MAX_TABS = 200  # more than every link of the game page and the rules page together


def _title(lang: str) -> str:
    t = translator(lang)
    return quoted(t, build_sheet(t, None).title)


def _focused_href(page: Page) -> str | None:
    href = page.evaluate("document.activeElement && document.activeElement.getAttribute('href')")
    return href if isinstance(href, str) else None


def _tab_to(page: Page, href: str) -> None:
    """Press Tab until the link to `href` has focus, as a keyboard user reaches it."""
    for _ in range(MAX_TABS):
        if _focused_href(page) == href:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"no link to {href} reached with Tab")


def _rules_page(page: Page, url: str) -> None:
    page.goto(url)
    _tab_to(page, "/rules")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url == url + "rules"


def _download(page: Page, lang: str, fmt: str, tmp: Path, seconds: float = 60) -> bytes:
    """Tab on to the download link and press Enter: the file the browser saved."""
    href = f"/rules/{lang}.{fmt}"
    _tab_to(page, href)
    with page.expect_download(timeout=seconds * 1000) as got:
        page.keyboard.press("Enter")
    download = got.value
    assert download.failure() is None
    assert download.suggested_filename == f"fortythieves-rules-{lang}.{fmt}"
    saved = tmp / download.suggested_filename
    download.save_as(saved)
    return saved.read_bytes()


def test_text_in_every_language_by_keyboard(url: str, browser: Browser, tmp_path: Path) -> None:
    ctx = context(browser, "en", accept_downloads=True)
    page = ctx.new_page()
    _rules_page(page, url)
    links = page.locator('a[download][href$=".txt"]').evaluate_all(
        "as => as.map(a => a.getAttribute('href'))"
    )
    order = [href.removeprefix("/rules/").removesuffix(".txt") for href in links]  # as Tab meets them
    assert sorted(order) == sorted(LANGS)
    for lang in order:
        text = _download(page, lang, "txt", tmp_path).decode("utf-8")  # UTF-8, or this fails
        assert text.startswith(_title(lang) + "\n"), (lang, text[:80])
        assert "\ufffd" not in text and "\r" not in text
    ctx.close()


@pytest.mark.parametrize("lang", ["hr"])  # one is enough: each takes seconds to make
def test_pdf_gives_back_the_languages_own_words(
    url: str, browser: Browser, tmp_path: Path, lang: str
) -> None:
    ctx = context(browser, lang, accept_downloads=True)
    page = ctx.new_page()
    _rules_page(page, url)
    data = _download(page, lang, "pdf", tmp_path)
    assert data.startswith(b"%PDF-")
    out = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(tmp_path / f"fortythieves-rules-{lang}.pdf"), "-"],
        capture_output=True,
        check=True,
        timeout=60,
    )
    words = " ".join(out.stdout.decode("utf-8").split())
    t = translator(lang)
    sheet = build_sheet(t, None)
    assert " ".join(_title(lang).split()) in words
    headings = [" ".join(quoted(t, s.title).split()) for part in sheet.parts for s in part.sections]
    missing = [h for h in headings if h not in words]
    assert not missing, missing
    ctx.close()


def test_braille_is_ascii_braille_with_form_feeds(url: str, browser: Browser, tmp_path: Path) -> None:
    ctx = context(browser, "it", accept_downloads=True)
    page = ctx.new_page()
    _rules_page(page, url)
    data = _download(page, "it", "brf", tmp_path)
    pages = check_geometry(data)  # ASCII braille, 40 cells by 25 lines, a form feed between pages
    assert len(pages) > 2 and data.count(b"\f") == len(pages) - 1
    assert data == render_brf("it", None)  # the Italian sheet, not another language's
    ctx.close()


def test_sound_is_seconds_of_speech(url: str, browser: Browser, tmp_path: Path) -> None:
    ctx = context(browser, "pt", accept_downloads=True)
    page = ctx.new_page()
    _rules_page(page, url)
    data = _download(page, "pt", "wav", tmp_path, seconds=300)
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    with wave.open(str(tmp_path / "fortythieves-rules-pt.wav"), "rb") as w:
        assert w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
        frames = w.readframes(w.getnframes())
    samples = memoryview(frames).cast("h")
    middle = samples[len(samples) // 2 : len(samples) // 2 + 10 * w.getframerate()]  # ten seconds of it
    rms = math.sqrt(sum(s * s for s in middle) / len(middle))
    assert seconds > 60  # the whole sheet, read aloud
    assert rms > 500  # speech, not silence
    ctx.close()
