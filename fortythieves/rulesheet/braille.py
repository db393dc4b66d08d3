"""Braille ready for an embosser (BRF), through liblouis with each language's own table.

A BRF page here: at most 40 cells a line and 25 lines, the braille page number at the
right of the first line, CRLF line ends, a form feed between pages, ASCII braille only
(liblouis's `en-us-brf.dis` display table). Layout follows the usual braille formats:
centred titles, a blank line before each heading, paragraphs starting in cell 3, list
items in cell 1 with their runover lines in cell 3, and a heading never last on a page.

liblouis is reached through Debian's `louis` module (python3-louis), a ctypes wrapper
around liblouis.so.20 that works from any Python 3; it is loaded from its own folder
when the running Python does not see it. The PyPI package named `louis` is unrelated.
"""

from __future__ import annotations

import importlib.util
import sys
import unicodedata
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import cast

TABLES = {
    "en": "en-ueb-g1.ctb",
    "ca": "ca-g1.ctb",
    "nl": "nl-NL-g0.utb",
    "pt": "pt-pt-g1.utb",
    "it": "it-it-comp6.utb",
    "hr": "hr-g1.ctb",
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


def table_list(lang: str) -> list[str]:
    return [DISPLAY, TABLES.get(lang, TABLES["en"])]


@cache
def _known(lang: str, ch: str) -> bool:
    """Whether the language's table has a braille form for `ch`."""
    return bool(louis().translateString(table_list(lang), ch, mode=louis().noUndefined).strip())


def _prepare(text: str, lang: str) -> str:
    """Characters the table lacks become stand-ins, or their letter without its accent."""
    out = []
    for ch in text:
        if ch.isascii() or _known(lang, ch):
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


def translate(text: str, lang: str) -> str:
    """One paragraph in ASCII braille, with the table of `lang`."""
    lib = louis()
    try:
        cells = lib.translateString(table_list(lang), _prepare(text, lang), mode=lib.noUndefined)
    except RuntimeError as e:  # a table is missing (liblouis-data)
        raise BrailleUnavailable(str(e)) from e
    return " ".join(_ascii(cells).split())


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
    return translate(str(number), lang)


def to_brf(blocks: Iterable[tuple[str, str]], lang: str, width: int = WIDTH, lines: int = LINES) -> str:
    """`blocks` of (style, text), style one of centred, heading, subheading, paragraph,
    item, as BRF: pages of at most `lines` lines of at most `width` cells."""
    units: list[tuple[list[str], bool, bool]] = []  # lines, blank line before, keep with next
    for style, text in blocks:
        cells = translate(text, lang)
        if style == "centred" or style == "heading":
            body = [ln.center(width).rstrip() for ln in wrap(cells, width)]
            units.append((body, True, True))
        elif style == "subheading":
            units.append((wrap(cells, width, 4, 4), True, True))
        elif style == "item":
            units.append((wrap(cells, width, 0, 2), False, False))
        else:
            units.append((wrap(cells, width, 2, 0), False, False))
    return "\f".join("\r\n".join(page) + "\r\n" for page in _paginate(units, lang, width, lines))


def _paginate(
    units: list[tuple[list[str], bool, bool]], lang: str, width: int, lines: int
) -> list[list[str]]:
    pages: list[list[str]] = []
    page: list[str] = []

    def new_page() -> None:
        nonlocal page
        if page:
            pages.append(page)
        number = _page_number(len(pages) + 1, lang)
        page = [number.rjust(width)]

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
