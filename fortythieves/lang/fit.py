"""Text for an output that cannot show every letter: a telnet client in latin-1, a
terminal whose locale is ASCII. A letter the output lacks is written as a keyboard
without it types it (é as e, đ as dj), typographic punctuation as its plain form, and
anything else as a question mark; never an error.

`FIT_ERRORS` names an encoding error handler doing the same, for Python's own streams:
`sys.stdout.reconfigure(errors=FIT_ERRORS)` once `register()` has run.
"""

from __future__ import annotations

import codecs
import unicodedata

from fortythieves.lang.languages import RECORDS

FIT_ERRORS = "fortythieves-fit"

# letters Unicode does not decompose, and how they are typed without them (lang.languages)
_TYPED = {letter: plain for record in RECORDS for letter, plain in record.letters}
# punctuation with no plain decomposition: the Catalan and Italian apostrophe above all
_PLAIN = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201c": '"', "\u201d": '"', "\u201e": '"',
    "\u00ab": '"', "\u00bb": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u2022": "*",
}  # fmt: skip


def plain_char(ch: str, charset: str) -> str:
    """One character the charset cannot encode, as close as it can."""
    if ch in _PLAIN:
        return _PLAIN[ch]
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    try:
        if base:
            base.encode(charset)
            return base
    except UnicodeEncodeError:
        pass
    typed = _TYPED.get(ch.lower())  # đ: as a keyboard without it types it (dj)
    if typed is None:
        return "?"
    return typed.capitalize() if ch.isupper() else typed


def fit(text: str, charset: str) -> str:
    """Text the charset can encode: accents dropped where it has no letter.

    >>> fit("Čuvaj đaka, café", "latin-1")
    'Cuvaj djaka, café'
    >>> fit("l’as de cors…", "ascii")
    "l'as de cors..."
    """
    if charset == "utf-8":
        return text
    out = []
    for ch in text:
        try:
            ch.encode(charset)
            out.append(ch)
        except UnicodeEncodeError:
            out.append(plain_char(ch, charset))
    return "".join(out)


def _fit_error(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    part = error.object[error.start : error.end]
    return "".join(plain_char(ch, error.encoding) for ch in part), error.end


def register() -> None:
    """Make `FIT_ERRORS` known to Python's codecs (once is enough; again is harmless)."""
    codecs.register_error(FIT_ERRORS, _fit_error)
