"""One record per language: everything the program knows about a language, in one place.

A language is offered when its record is here and its compiled catalogue is in the
locale folder, so a seventh language is a catalogue plus one record below.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DOMAIN = "fortythieves"
LOCALE_DIR = Path(__file__).parent.parent / "locale"
DEFAULT = "en"


@dataclass(frozen=True, slots=True)
class Language:
    code: str  # ISO 639-1, the catalogue's folder name
    english_name: str  # the msgid of its name ("Catalan"), translated with context "language name"
    native_name: str  # as it is offered to its players
    team: str  # the catalogue header's Language-Team
    plural_forms: str  # the catalogue header's Plural-Forms
    voice_names: tuple[str, ...]  # how speech engines name voices of the language
    region: str  # the country whose variety is meant, when several voices offer the language
    braille_table: str  # the liblouis table for the rules sheet in braille
    letters: str = ""  # letters beyond a-z that accent-folding must map by hand (ŀ, đ)


_TWO_FORMS = "nplurals=2; plural=(n != 1);"

RECORDS: tuple[Language, ...] = (
    Language("en", "English", "English", "English", _TWO_FORMS, ("english",), "gb", "en-ueb-g1.ctb"),
    Language("ca", "Catalan", "català", "Catalan", _TWO_FORMS, ("catalan", "català"), "es", "ca-g1.ctb", "ŀ"),
    Language("nl", "Dutch", "Nederlands", "Dutch", _TWO_FORMS, ("dutch", "nederlands"), "nl", "nl-NL-g0.utb"),
    # European Portuguese: 0 takes the plural, as n != 1 gives.
    Language(
        "pt",
        "Portuguese",
        "português",
        "Portuguese (Portugal)",
        _TWO_FORMS,
        ("portuguese", "português"),
        "pt",
        "pt-pt-g1.utb",
    ),
    Language(
        "it", "Italian", "italiano", "Italian", _TWO_FORMS, ("italian", "italiano"), "it", "it-it-comp6.utb"
    ),
    Language(
        "hr",
        "Croatian",
        "hrvatski",
        "Croatian",
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        ("croatian", "hrvatski"),
        "hr",
        "hr-g1.ctb",
        "đ",
    ),
)


def catalogue_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


# English needs no catalogue (its msgids are English); every other language needs its own.
AVAILABLE: tuple[Language, ...] = tuple(
    r for r in RECORDS if r.code == DEFAULT or catalogue_path(r.code).exists()
)
LANGUAGES: tuple[str, ...] = tuple(r.code for r in AVAILABLE)
_BY_CODE = {r.code: r for r in AVAILABLE}


def language(code: str) -> Language:
    """The record of an offered language (English for any other code).

    >>> language("ca").native_name
    'català'
    """
    return _BY_CODE.get(code, _BY_CODE[DEFAULT])
