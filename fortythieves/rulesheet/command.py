"""`fortythieves rules`: the arguments, the sheet, its format, the output file.

Each format's module is imported only when asked for, so that the plain text starts
fast; every sentence shown comes from `lang.rulebook.messages`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fortythieves.core.cards import Card
from fortythieves.core.variants import VARIANTS, Variant, get_variant
from fortythieves.lang.i18n import Translator, negotiate, parse_language, translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import furniture, messages
from fortythieves.lang.rulebook.content import build_sheet
from fortythieves.lang.rulebook.extras import quick_card
from fortythieves.lang.rulebook.model import Sheet
from fortythieves.lang.rulebook.text import sheet_speech, sheet_text, speech_text

FORMATS = ("text", "markdown", "html", "pdf", "brf", "wav")


@dataclass(frozen=True)
class _Options:
    large: bool
    output: str | None
    grade: int | None  # braille grade; None: the language's usual one
    bottom: bool = False  # braille page numbers at the foot of the page (BANA)
    split: bool = False  # spoken rules: a file per section, in the folder `output`


def _braille_grades(lang: str) -> tuple[int, ...]:
    from fortythieves.rulesheet.braille import grades

    return grades(lang)


class _Missing(Exception):
    """An optional part is not installed, or failed: the message says what to do."""


def _error(message: str) -> None:
    print(f"fortythieves: {message}", file=sys.stderr)


def _which(name: str | None) -> Variant | str | None:
    if name is None or name.strip().lower() == "all":
        return None if name is None else "all"
    return get_variant(name)


def _language(args: argparse.Namespace) -> str | None:
    """The sheet's language: --lang, else the saved one, else the system's; None (and one
    line said) when --lang names no language of the game."""
    saved = getattr(getattr(args, "settings", None), "lang", None)
    lang, _ = negotiate(None, saved)
    requested: str | None = getattr(args, "lang", None)
    if not requested:
        return lang
    code, missing = parse_language(requested), None
    if code is None:
        code, missing = negotiate(requested, None, {})
    if missing:
        # In the player's language, since the requested one does not exist.
        _error(messages.unknown_language(translator(lang), requested, LANGUAGES))
        return None
    return code


def run(args: argparse.Namespace) -> int:
    """`fortythieves rules`: 0 done, 2 bad usage, 1 an optional part or the output failed."""
    lang = _language(args)
    if lang is None:
        return 2
    t = translator(lang)
    fmt: str = getattr(args, "format", None) or "text"
    output: str | None = getattr(args, "output", None)
    large = bool(getattr(args, "large_print", False))
    try:
        which = _which(getattr(args, "variant", None))
    except KeyError:
        _error(messages.unknown_variant(t, args.variant, [v.key for v in VARIANTS]))
        return 2
    if fmt not in FORMATS:
        _error(messages.unknown_format(t, fmt, FORMATS))
        return 2
    if large and fmt not in ("html", "pdf"):
        _error(messages.large_print_formats(t))
        return 2
    if getattr(args, "split", False) and fmt != "wav":
        _error(messages.split_formats(t))
        return 2
    if fmt in ("pdf", "wav") and (not output or output == "-"):
        _error(messages.needs_output_file(t, fmt))
        return 2
    grade: int | None = getattr(args, "braille_grade", None)
    if fmt == "brf" and grade is not None and grade not in _braille_grades(lang):
        _error(furniture.no_such_grade(t, grade, list(_braille_grades(lang))))
        return 2
    if getattr(args, "quick", False):
        sheet = quick_card(t, which if isinstance(which, Variant) else None)
    else:
        sheet = build_sheet(t, which, _example_deal())
    try:
        bottom = getattr(args, "braille_page_numbers", "top") == "bottom"
        split = bool(getattr(args, "split", False))
        data = _RENDERERS[fmt](t, sheet, _Options(large, output, grade, bottom, split))
    except _Missing as missing_part:
        _error(str(missing_part))
        return 1
    if data is None:  # written by the renderer (wav)
        return 0
    try:
        if output and output != "-":
            Path(output).write_bytes(data)
        else:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
    except OSError as e:
        _error(messages.cannot_write(t, output or "-", str(e.strerror or e)))
        return 1
    return 0


def _example_deal() -> tuple[tuple[Card, ...], ...] | None:
    """The columns of the user's documents' example deal, shipped with the program."""
    from importlib.resources import files

    from fortythieves.core.layout import LayoutError, parse_layout

    try:
        text = files("fortythieves").joinpath("data/seed-deal.txt").read_text(encoding="utf-8")
        return parse_layout(text).columns
    except (OSError, LayoutError):  # a broken install: the sheet goes without its example
        return None


def _text(t: Translator, sheet: Sheet, options: _Options) -> bytes:
    return sheet_text(t, sheet).encode("utf-8")


def _markdown(t: Translator, sheet: Sheet, options: _Options) -> bytes:
    from fortythieves.rulesheet.render import markdown

    return markdown(sheet).encode("utf-8")


def _html(t: Translator, sheet: Sheet, options: _Options) -> bytes:
    from fortythieves.rulesheet.render import html

    return html(sheet, large_print=options.large).encode("utf-8")


def _pdf(t: Translator, sheet: Sheet, options: _Options) -> bytes:
    from fortythieves.rulesheet.render import PdfUnavailable, pdf

    try:
        return pdf(sheet, large_print=options.large)
    except PdfUnavailable:
        raise _Missing(messages.pdf_missing(t)) from None


def _brf(t: Translator, sheet: Sheet, options: _Options) -> bytes:
    from fortythieves.rulesheet.braille import BrailleUnavailable, default_grade, to_brf
    from fortythieves.rulesheet.render import braille_blocks

    try:
        grade = default_grade(sheet.lang) if options.grade is None else options.grade
        blocks = braille_blocks(t, sheet, grade)
        return to_brf(blocks, sheet.lang, grade=grade, bottom=options.bottom).encode("ascii")
    except BrailleUnavailable:
        raise _Missing(messages.braille_missing(t)) from None


def _wav(t: Translator, sheet: Sheet, options: _Options) -> None:
    try:
        from fortythieves.speech.wav import PARAGRAPH_PAUSE_MS, render_wav
    except ImportError:
        raise _Missing(messages.speech_missing(t)) from None
    assert options.output
    try:
        if options.split:  # one file per section, numbered in the sheet's order, so a listener can skip
            folder = Path(options.output)
            folder.mkdir(parents=True, exist_ok=True)
            for number, (title, text) in enumerate(sheet_speech(t, sheet), 1):
                path = folder / f"{number:02d} {_file_name(title)}.wav"
                render_wav(text, sheet.lang, path, pause_ms=PARAGRAPH_PAUSE_MS)
        else:
            render_wav(speech_text(t, sheet), sheet.lang, Path(options.output), pause_ms=PARAGRAPH_PAUSE_MS)
    except Exception as e:  # the speech module's own error: espeak-ng or its voice is missing
        raise _Missing(messages.cannot_record(t, str(e))) from None
    return None


def _file_name(title: str) -> str:
    """A section's title as a file name: no path separators or control characters."""
    kept = "".join(ch if ch.isalnum() or ch in " -_,'’" else " " for ch in title)
    return " ".join(kept.split())[:60] or "section"


_RENDERERS: dict[str, Callable[[Translator, Sheet, _Options], bytes | None]] = {
    "text": _text,
    "markdown": _markdown,
    "html": _html,
    "pdf": _pdf,
    "brf": _brf,
    "wav": _wav,
}
