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
from fortythieves.lang.rulebook.furniture import braille_code_name
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
    pages = check_geometry(braille.to_brf(blocks, "en", grade=1).encode("ascii"))
    assert len(pages) >= 3


def test_a_heading_is_never_last_on_a_page() -> None:
    """Headings are centred or start in cell 5; text lines start in cell 1 or 3."""
    for lang in ("en", "hr"):
        for lines in check_geometry(render(lang, "all"))[1:]:  # after the title page
            assert not lines[-1].startswith(b" " * 4), lines[-1]


# ----- issue 12: hyphens and every ASCII sign, grades, title page, heading levels ---------
COMMAND_LINES = (
    "fortythieves play --code FT1-N-2345673",
    "fortythieves rules --variant maria",
    "FT1-M-",
)
# The tables whose back-translation reads a command line back exactly. The Italian table is
# 6-dot computer braille whose letters a-j share cells with the digits, so liblouis reads its
# letters back as digits; the Catalan and Portuguese ones read "--" back as a dash.
BACK_TRANSLATES = {"en": (1, 2), "nl": (1,), "hr": (1,)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_ascii_sign_is_dropped(lang: str) -> None:
    """Every printable ASCII character leaves a cell of its own, in every language."""
    for grade in braille.grades(lang):
        bare = braille.translate("ab", lang, grade)
        for ch in map(chr, range(33, 127)):
            assert braille.translate(f"a{ch}b", lang, grade) != bare, (lang, grade, ch)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_lines_keep_their_hyphens(lang: str) -> None:
    t = translator(lang)
    for line in COMMAND_LINES:
        for grade in braille.grades(lang):
            cells = braille.translate(line, lang, grade)
            assert cells.count("-") == line.count("-"), (grade, line, cells)
    brf = braille.to_brf(braille_blocks(t, build_sheet(t, None)), lang)
    assert braille.translate("FT1-N-2345673", lang, 1) in brf.replace("\r\n", " ")


@pytest.mark.parametrize(("lang", "grade"), [(lang, g) for lang, gs in BACK_TRANSLATES.items() for g in gs])
def test_command_lines_survive_back_translation(lang: str, grade: int) -> None:
    louis = braille.louis()
    for line in COMMAND_LINES:
        cells = braille.translate(braille.COMMAND_OPEN + line + braille.COMMAND_CLOSE, lang, grade)
        back = louis.backTranslateString(braille.table_list(lang, 1), cells.lower())
        assert back.lower() == line.lower(), (cells, back)


def test_english_is_contracted_by_default_and_uncontracted_on_request(tmp_path: Path) -> None:
    assert braille.default_grade("en") == 2 and braille.grades("en") == (1, 2)
    assert braille.grades("pt") == (1, 2) and braille.default_grade("pt") == 1
    assert braille.translate("the world", "en") != braille.translate("the world", "en", 1)
    out = {}
    for grade in (None, 1, 2):
        path = tmp_path / f"{grade}.brf"
        ns = argparse.Namespace(
            lang="en", variant=None, format="brf", large_print=False, output=str(path), braille_grade=grade
        )
        assert run(ns) == 0
        out[grade] = path.read_bytes()
    assert out[None] == out[2] != out[1]
    assert len(out[2]) < len(out[1])
    # commands are never contracted: the program's name is the same in both grades
    assert b"8FORTYTHIEVES0" in out[2] and b"8FORTYTHIEVES0" in out[1]


def test_portuguese_grade_2_and_no_grade_2_where_there_is_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pt.brf"
    ns = argparse.Namespace(lang="pt", variant=None, format="brf", large_print=False, output=str(path))
    ns.braille_grade = 2
    assert run(ns) == 0
    check_geometry(path.read_bytes())
    ns.lang = "ca"
    assert run(ns) == 2
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_title_page_names_the_braille_code(lang: str) -> None:
    t = translator(lang)
    sheet = build_sheet(t, None)
    grade = braille.default_grade(lang)
    blocks = braille_blocks(t, sheet, grade)
    title_page = [text for style, text in blocks if style == "title-page"]
    assert title_page[0] == sheet.title and braille_code_name(t, lang) in title_page[1]
    assert f"({'grade' if lang == 'en' else ''}" in title_page[1] or str(grade) in title_page[1]
    pages = check_geometry(braille.to_brf(blocks, lang, grade=grade).encode("ascii"))
    first = [line.strip() for line in pages[0][1:] if line.strip()]
    assert first[0] == braille.translate(sheet.title, lang, grade).encode()
    assert pages[1][1].strip() == braille.translate(sheet.title, lang, grade).encode()


def test_heading_levels_3_and_4_start_in_different_cells() -> None:
    t = translator("en")
    styles = [style for style, _ in braille_blocks(t, build_sheet(t, "all"))]
    assert "subheading" in styles and "minor-heading" in styles
    brf = braille.to_brf([("subheading", "abc"), ("minor-heading", "xyz")], "en", grade=1)
    lines = brf.split("\r\n")
    assert "    ABC" in lines  # cell 5
    assert "      XYZ" in lines  # cell 7
