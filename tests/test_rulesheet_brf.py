"""The rules sheet in braille (BRF) through liblouis: page geometry and each language's
own table. liblouis is installed wherever the tests run: a missing one fails them."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from fortythieves.core.variants import VARIANTS, get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import build_sheet
from fortythieves.rulesheet import braille
from fortythieves.rulesheet.command import run
from fortythieves.rulesheet.render import braille_blocks

WHICH: list[str | None] = [None, *(v.key for v in VARIANTS), "all"]


def render(lang: str, which: str | None) -> bytes:
    t = translator(lang)
    variant = get_variant(which) if which not in (None, "all") else which
    return braille.to_brf(braille_blocks(t, build_sheet(t, variant)), lang).encode("ascii")


def check_geometry(data: bytes) -> list[list[bytes]]:
    """Pages of lines, after checking them: ASCII only, CRLF line ends, at most 40 cells a
    line and 25 lines a page, a form feed between pages."""
    assert all(32 <= b < 127 or b in b"\r\n\f" for b in data)
    assert b"\n" not in data.replace(b"\r\n", b"") and b"\r" not in data.replace(b"\r\n", b"")
    pages = data.split(b"\f")
    out = []
    for page in pages:
        assert page.endswith(b"\r\n")
        lines = page[:-2].split(b"\r\n")
        assert 1 < len(lines) <= braille.LINES
        assert all(len(line) <= braille.WIDTH for line in lines)
        assert all(line == line.rstrip() for line in lines)
        assert lines[-1].strip(), "a page never ends with a blank line"
        out.append(lines)
    return out


def test_the_tables_of_every_language_exist() -> None:
    louis = braille.louis()
    for lang in LANGUAGES:
        louis.checkTable(braille.table_list(lang))  # raises when a table is missing


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", WHICH, ids=str)
def test_every_language_and_variant_in_braille(tmp_path: Path, lang: str, which: str | None) -> None:
    out = tmp_path / "sheet.brf"
    ns = argparse.Namespace(lang=lang, variant=which, format="brf", large_print=False, output=str(out))
    assert run(ns) == 0
    pages = check_geometry(out.read_bytes())
    assert len(pages) > (20 if which == "all" else 5)
    for number, lines in enumerate(pages, 1):  # the braille page number, right of line 1
        assert lines[0].decode() == braille.translate(str(number), lang).rjust(braille.WIDTH)


def test_different_languages_use_different_tables() -> None:
    """The same (still English) text gives other braille with the Catalan table than with
    the English one, and the Catalan sheet is the Catalan table's braille."""
    t = translator("ca")
    blocks = braille_blocks(t, build_sheet(t, None))
    catalan = braille.to_brf(blocks, "ca")
    assert catalan != braille.to_brf(blocks, "en")
    assert catalan == render("ca", None).decode("ascii")
    probe = "Carta: 10 \u00d7 5 = 50; \u00e0 \u00e8 \u00e9 \u00f2 \u00e7 \u00eb \u00e3 \u00abas\u00bb."
    outputs = {lang: braille.translate(probe, lang) for lang in LANGUAGES}
    assert len(set(outputs.values())) == len(LANGUAGES), outputs


@pytest.mark.parametrize(
    ("lang", "letters", "bare"),
    [
        ("hr", "\u010d\u0107\u0111\u0161\u017e", "ccdjsz"),
        ("ca", "\u00e0 \u00e7 l\u00b7l \u00e8 \u00f2", "a c l.l e o"),
        ("pt", "\u00e3 \u00f5 \u00e7", "a o c"),
        ("it", "\u00e8 \u00f2 \u00e0", "e o a"),
        ("nl", "\u00e9\u00e9n \u00eb", "een e"),
    ],
)
def test_a_language_keeps_its_own_letters_in_braille(lang: str, letters: str, bare: str) -> None:
    assert braille.translate(letters, lang) != braille.translate(bare, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_letters_a_table_lacks_become_plain_letters(lang: str) -> None:
    text = "\u010d\u0107\u0111\u0161\u017e \u00e0\u00e7 l\u00b7l \u00e3\u00f5 \u00e8\u00f2 \u00eb \u2212 \u00d7 \u2019"
    cells = braille.translate(text, lang)
    assert cells and cells.isascii() and "\\X" not in cells and "'X" not in cells


def test_wrapping_and_pages() -> None:
    assert braille.wrap("AA BB CC", 5) == ["AA BB", "CC"]
    assert braille.wrap("AA BB CC", 6, first=2, rest=1) == ["  AA", " BB CC"]
    assert braille.wrap("A" * 12, 5) == ["AAAAA", "AAAAA", "AA"]
    blocks = [("heading", "Title")] + [("paragraph", "word " * 30)] * 12
    pages = check_geometry(braille.to_brf(blocks, "en").encode("ascii"))
    assert len(pages) >= 3


def test_a_heading_is_never_last_on_a_page() -> None:
    """Headings are centred or start in cell 5; text lines start in cell 1 or 3."""
    for lang in ("en", "hr"):
        for lines in check_geometry(render(lang, "all")):
            assert not lines[-1].startswith(b" " * 4), lines[-1]
