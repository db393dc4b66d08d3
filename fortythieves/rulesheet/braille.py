"""Braille ready for an embosser (BRF), through liblouis with each language's own table.

A BRF page here: at most 40 cells a line and 25 lines, the braille page number at the
right of the first line (British usage) or, with `bottom=True`, of the last line (BANA's
North American usage), CRLF line ends, a form feed between pages, ASCII braille only
(liblouis's `en-us-brf.dis` display table). Layout follows the usual braille formats:
centred titles, a blank line before each heading, paragraphs starting in cell 3, list
items in cell 1 with their runover lines in cell 3, and a heading never last on a page.

liblouis is reached through Debian's `louis` module (python3-louis), a ctypes wrapper
around liblouis.so.20 that works from any Python 3; it is loaded from its own folder
when the running Python does not see it. The PyPI package named `louis` is unrelated.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import unicodedata
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import cast

from fortythieves.lang.rulebook.model import COMMAND_CLOSE, COMMAND_OPEN

# Each language's tables by grade: 1 uncontracted, 2 contracted (where liblouis has one).
TABLES: dict[str, dict[int, str]] = {
    "en": {1: "en-ueb-g1.ctb", 2: "en-ueb-g2.ctb"},
    "ca": {1: "ca-g1.ctb"},
    "nl": {1: "nl-NL-g0.utb"},
    "pt": {1: "pt-pt-g1.utb", 2: "pt-pt-g2.ctb"},
    "it": {1: "it-it-comp6.utb"},
    "hr": {1: "hr-g1.ctb"},
}
# Adult English readers expect contracted braille; the other languages' readers, or
# their tables, uncontracted.
DEFAULT_GRADE = {"en": 2}
# ASCII characters a language's table leaves out, which the sheet's command lines need
# (or might): rules added to that table when it is first used. The Italian table defines
# its hyphen as the soft hyphen (U+00AD), so "-" itself vanished from "FT1-N-2345673";
# the Catalan table has no cell for a few signs, given here the Portuguese table's.
SUPPLEMENTS: dict[str, tuple[str, ...]] = {
    "it": ("punctuation - 36",),
    "ca": ("sign # 3456-13", "sign ^ 4", "sign _ 46-36", "sign ` 456-2346", "sign ~ 5"),
}
DISPLAY = "en-us-brf.dis"
WIDTH = 40
LINES = 25
DEBIAN_LOUIS = Path("/usr/lib/python3/dist-packages/louis/__init__.py")
# North American ASCII braille, indexed by the dots of a cell (dot 1 = bit 0 ... dot 6 = bit 5).
_ASCII_CELLS = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
# Stand-ins for characters a language's table does not know.
_STAND_INS = {"\u2212": "-", "\u2013": "-", "\u2014": "-", "\u2019": "'", "\u2018": "'", "\u201c": '"',
              "\u201d": '"', "\u00ab": '"', "\u00bb": '"', "\u00d7": "x", "\u00b7": ".", "\u2026": "...",
              "\u00a0": " ", "\u202f": " "}  # fmt: skip


class BrailleUnavailable(RuntimeError):
    """liblouis, its Python module or its tables are not installed."""


@cache
def louis() -> ModuleType:
    """The `louis` module of liblouis."""
    try:
        import louis as found

        if hasattr(found, "translateString"):
            return cast(ModuleType, found)
    except (ImportError, OSError):
        pass
    if not DEBIAN_LOUIS.exists():
        raise BrailleUnavailable("python3-louis is not installed")
    spec = importlib.util.spec_from_file_location("louis", DEBIAN_LOUIS)
    if spec is None or spec.loader is None:
        raise BrailleUnavailable(str(DEBIAN_LOUIS))
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except OSError as e:  # liblouis.so.20 missing
        raise BrailleUnavailable(str(e)) from e
    sys.modules.setdefault("louis", module)
    return module


def grades(lang: str) -> tuple[int, ...]:
    return tuple(TABLES.get(lang, TABLES["en"]))


def default_grade(lang: str) -> int:
    return DEFAULT_GRADE.get(lang, 1)


def table_list(lang: str, grade: int | None = None) -> list[str]:
    """The display table and the language's table of `grade` (its default when None),
    with the language's supplementary rules compiled in."""
    tables = TABLES.get(lang, TABLES["en"])
    found = [DISPLAY, tables[default_grade(lang) if grade is None else grade]]
    _supplement(lang, tuple(found))
    return found


@cache
def _supplement(lang: str, tables: tuple[str, ...]) -> None:
    for rule in SUPPLEMENTS.get(lang, ()):
        try:
            louis().compileString(list(tables), rule)
        except Exception as e:  # louis raises a bare RuntimeError when a table is missing
            raise BrailleUnavailable(str(e)) from e


@cache
def _known(lang: str, grade: int | None, ch: str) -> bool:
    """Whether the language's table has a braille form for `ch`."""
    lib = louis()
    return bool(lib.translateString(table_list(lang, grade), ch, mode=lib.noUndefined).strip())


# An apostrophe between two letters is an elision ("l’objectiu", "dell’asso"), never a
# quotation mark; some tables (Catalan, Portuguese) emboss the typographic ’ as the
# closing quotation mark, so an elision is given the table's apostrophe, the ASCII one.
_ELISION = re.compile(r"(?<=\w)[\u2019\u02bc'](?=\w)")


def _prepare(text: str, lang: str, grade: int | None = None) -> str:
    """Elisions take the apostrophe; characters the table lacks become stand-ins, or
    their letter without its accent; ASCII is checked too, since a table may leave out
    a sign a command line needs."""
    text = _ELISION.sub("'", text)
    out = []
    for ch in text:
        if ch == " " or _known(lang, grade, ch):
            out.append(ch)
            continue
        sub = _STAND_INS.get(ch)
        if sub is None:
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            sub = (
                base if base and base != ch else ("dj" if ch == "\u0111" else "Dj" if ch == "\u0110" else "")
            )
        out.append(sub)
    return "".join(out)


def _ascii(cells: str) -> str:
    """Unicode braille (8 dots) as ASCII braille: dots 7 and 8 dropped."""
    out = []
    for ch in cells:
        if "\u2800" <= ch <= "\u28ff":
            out.append(_ASCII_CELLS[(ord(ch) - 0x2800) & 0x3F])
        elif ch.isascii() and (ch.isprintable() or ch == " "):
            out.append(ch.upper())
        else:
            out.append(" ")
    return "".join(out)


def translate(text: str, lang: str, grade: int | None = None) -> str:
    """One paragraph in ASCII braille, with the table of `lang` and `grade`; words the
    player types (between the sheet's command marks) are never contracted, since a
    contraction inside a command or a code would misspell it."""
    if COMMAND_OPEN not in text:
        return " ".join(_translate(text, lang, grade).split())
    parts = re.split(f"{COMMAND_OPEN}(.*?){COMMAND_CLOSE}", text)
    # re.split puts the commands at the odd places
    cells = [_translate(part, lang, 1 if index % 2 else grade) for index, part in enumerate(parts)]
    return " ".join("".join(cells).split())


def _translate(text: str, lang: str, grade: int | None) -> str:
    if not text.strip():
        return text
    lib = louis()
    try:
        tables = table_list(lang, grade)
        cells = lib.translateString(tables, _prepare(text, lang, grade), mode=lib.noUndefined)
    except RuntimeError as e:  # a table is missing (liblouis-data)
        raise BrailleUnavailable(str(e)) from e
    # the spaces at either end say whether a command is a word of its own
    edges = (" " if text[:1].isspace() else "", " " if text[-1:].isspace() else "")
    return edges[0] + " ".join(_ascii(cells).split()) + edges[1]


def wrap(cells: str, width: int, first: int = 0, rest: int = 0) -> list[str]:
    """Lines of at most `width` cells, broken at spaces; `first` and `rest` are the
    indents of the first and the following lines. A word longer than a line is cut."""
    lines: list[str] = []
    line = " " * first
    for word in cells.split(" "):
        if not word:
            continue
        while True:
            sep = "" if not line.strip() else " "
            if len(line) + len(sep) + len(word) <= width:
                line += sep + word
                break
            if line.strip():
                lines.append(line)
                line = " " * rest
                continue
            room = width - len(line)
            lines.append(line + word[:room])
            word = word[room:]
            line = " " * rest
    if line.strip():
        lines.append(line)
    return lines


def _page_number(number: int, lang: str) -> str:
    return translate(str(number), lang, 1)


def _centred(cells: str, width: int) -> list[str]:
    return [ln.center(width).rstrip() for ln in wrap(cells, width)]


def to_brf(
    blocks: Iterable[tuple[str, str]],
    lang: str,
    width: int = WIDTH,
    lines: int = LINES,
    grade: int | None = None,
    bottom: bool = False,
) -> str:
    """`blocks` of (style, text) as BRF: pages of at most `lines` lines of at most `width`
    cells, each page's number at the right of its first line, or of its last with `bottom`. Styles: title-page (centred lines on a page of their own), centred, heading
    (centred), subheading (cell 5), minor-heading (cell 7), paragraph (cell 3) and item
    (cell 1, runovers in cell 3), as in the usual braille formats."""
    units: list[tuple[list[str], bool, bool]] = []  # lines, blank line before, keep with next
    title_page: list[str] = []
    for style, text in blocks:
        cells = translate(text, lang, grade)
        if style == "title-page":
            title_page += [*([""] if title_page else []), *_centred(cells, width)]
        elif style in ("centred", "heading"):
            units.append((_centred(cells, width), True, True))
        elif style == "subheading":
            units.append((wrap(cells, width, 4, 4), True, True))
        elif style == "minor-heading":
            units.append((wrap(cells, width, 6, 6), True, True))
        elif style == "item":
            units.append((wrap(cells, width, 0, 2), False, False))
        else:
            units.append((wrap(cells, width, 2, 0), False, False))
    pages = _paginate(units, lang, width, lines, title_page)
    if bottom:  # the number moves from the first line to the last line of a full page
        pages = [[*page[1:], *[""] * (lines - len(page)), page[0]] for page in pages]
    return "\f".join("\r\n".join(page) + "\r\n" for page in pages)


def _paginate(
    units: list[tuple[list[str], bool, bool]],
    lang: str,
    width: int,
    lines: int,
    title_page: list[str],
) -> list[list[str]]:
    """Pages of at most `lines` lines, the first one the page number."""
    pages: list[list[str]] = []
    page: list[str] = []

    def new_page() -> None:
        nonlocal page
        if page:
            pages.append(page)
        number = _page_number(len(pages) + 1, lang)
        page = [number.rjust(width)]

    new_page()
    if title_page:  # its lines a third of the way down, then the text on the next page
        top = max(1, (lines - len(title_page)) // 3)
        page += [""] * (top - 1) + title_page[: lines - top]
        new_page()
    for index, (body, blank, keep) in enumerate(units):
        if keep:  # headings stay whole, together, and with the first line after them
            need = len(body) + (1 if blank and len(page) > 1 else 0)
            for next_body, next_blank, next_keep in units[index + 1 :]:
                need += 1 if not next_keep else len(next_body) + next_blank
                if not next_keep:
                    break
            if len(page) + need > lines and len(page) > 1:
                new_page()
        if blank and len(page) > 1:
            page.append("")
        for line in body:
            if len(page) >= lines:
                new_page()
            page.append(line)
    pages.append(page)
    return pages
