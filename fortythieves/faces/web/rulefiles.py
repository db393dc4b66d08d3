"""The rules sheet for the web: made by `rulesheet` once per language and format, kept
in the data folder under a name made of the program's version, a language code and a
format, each checked against the known ones (never taken from the request as is)."""

from __future__ import annotations

import base64
import hashlib
import re
import tempfile
from pathlib import Path

from fortythieves import __version__
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook.content import build_sheet
from fortythieves.lang.rulebook.model import Sheet
from fortythieves.lang.rulebook.text import sheet_text, speech_text

# format (the file's extension) -> its content type
KINDS = {
    "html": "text/html; charset=utf-8",
    "txt": "text/plain; charset=utf-8",
    "pdf": "application/pdf",
    "brf": "application/octet-stream",  # ASCII braille for an embosser
    "wav": "audio/wav",
}
_STYLE = re.compile(r"<style>(.*?)</style>", re.S)


class Unavailable(Exception):
    """A part this format needs (WeasyPrint, liblouis, espeak-ng) is not installed."""


def known(lang: str, fmt: str) -> tuple[str, str] | None:
    """The language and format as this module spells them, when both are known."""
    code = next((c for c in LANGUAGES if c == lang), None)
    kind = next((k for k in KINDS if k == fmt), None)
    return (code, kind) if code is not None and kind is not None else None


def path_for(folder: Path, lang: str, fmt: str) -> Path:
    found = known(lang, fmt)
    assert found is not None
    return folder / f"rules-{__version__}-{found[0]}.{found[1]}"


def style_hashes(page: str) -> list[str]:
    """CSP hashes of a page's inline styles (the sheet's HTML is self-contained)."""
    return [
        "'sha256-" + base64.b64encode(hashlib.sha256(m.encode("utf-8")).digest()).decode("ascii") + "'"
        for m in _STYLE.findall(page)
    ]


def make(folder: Path, lang: str, fmt: str) -> Path:
    """The sheet's file, made when missing (slow for pdf and wav: run it in a thread)."""
    path = path_for(folder, lang, fmt)
    if path.exists():
        return path
    t = translator(lang)
    sheet = build_sheet(t, None)
    if fmt == "wav":
        try:
            from fortythieves.speech.wav import PARAGRAPH_PAUSE_MS, render_wav
        except ImportError as e:
            raise Unavailable(str(e)) from e
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as tmp:
            out = Path(tmp) / "sheet.wav"
            try:
                render_wav(speech_text(t, sheet), lang, out, pause_ms=PARAGRAPH_PAUSE_MS)
            except Exception as e:  # espeak-ng or its voice is missing
                raise Unavailable(str(e)) from e
            out.replace(path)
        return path
    data = _render(fmt, lang, sheet)
    folder.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(path.suffix + ".part")
    part.write_bytes(data)
    part.replace(path)
    return path


def _render(fmt: str, lang: str, sheet: Sheet) -> bytes:
    t = translator(lang)
    if fmt == "txt":
        return sheet_text(t, sheet).encode("utf-8")
    if fmt == "html":
        from fortythieves.rulesheet.render import html

        return html(sheet).encode("utf-8")
    if fmt == "pdf":
        from fortythieves.rulesheet.render import PdfUnavailable, pdf

        try:
            return pdf(sheet, large_print=True)
        except PdfUnavailable as e:
            raise Unavailable(str(e)) from e
    from fortythieves.rulesheet.braille import BrailleUnavailable, to_brf
    from fortythieves.rulesheet.render import braille_blocks

    try:
        return to_brf(braille_blocks(t, sheet), sheet.lang).encode("ascii")
    except BrailleUnavailable as e:
        raise Unavailable(str(e)) from e
