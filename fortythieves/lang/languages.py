"""One record per language: everything the program knows about a language, in one place.

A language is offered when its record is here and its compiled catalogue is in the
locale folder, so a seventh language is a catalogue plus one record below:

1. add its `Language` record to `RECORDS` (its name marked with `NC_`, with a comment
   for translators);
2. `python tools/catalog.py extract init eo` starts `locales/eo/LC_MESSAGES/fortythieves.po`
   with the record's team and plural forms, and `update` gives the other catalogues
   the new language's name to translate;
3. translate it, then `python tools/catalog.py compile check`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fortythieves.core.marker import NC_

DOMAIN = "fortythieves"
LOCALE_DIR = Path(__file__).parent.parent / "locale"
DEFAULT = "en"


@dataclass(frozen=True, slots=True)
class Language:
    """A language the game speaks, with what its catalogue and speech need."""

    code: str  # ISO 639-1, the catalogue's folder name
    english_name: str  # the msgid of its name ("Catalan"), translated with context "language name"
    native_name: str  # as it is offered to its players
    team: str  # the catalogue header's Language-Team
    plural_forms: str  # the catalogue header's Plural-Forms
    voice_names: tuple[str, ...]  # how speech engines name voices of the language
    region: str  # the country whose variety is meant, when several voices offer the language
    braille_table: str  # the liblouis table for the rules sheet in braille
    # Letters that keep their look through Unicode's decomposition, and how a player types
    # them on a keyboard without them (lang.folding reads these).
    letters: tuple[tuple[str, str], ...] = ()
    # The locale Babel writes lists, dates and numbers in, when the bare code would mean
    # another variety than the catalogue's ("en" is American: "a, b, and c", "December 6").
    babel_locale: str = ""
    # The msgid of the adjective forms of its name, said with the word for language ("de Engelse
    # taal", "a língua inglesa"), translated with context "language adjective"; "": none.
    adjective: str = ""

    @property
    def formats(self) -> str:
        return self.babel_locale or self.code


_TWO_FORMS = "nplurals=2; plural=(n != 1);"

RECORDS: tuple[Language, ...] = (
    Language(
        code="en",
        # Translators: a language's name, as used in "Playing in Catalan."
        english_name=NC_("language name", "English"),
        # Translators: the adjective forms of a language's name, said with the word for language ("the
        # English language", "de Engelse taal", "a língua inglesa", "la llengua anglesa", "na engleskom"),
        # "|"-separated, every gender, number and case players use; the name itself is known already.
        adjective=NC_("language adjective", "English"),
        native_name="English",
        team="English",
        plural_forms=_TWO_FORMS,
        voice_names=("english",),
        region="gb",
        braille_table="en-ueb-g1.ctb",
        babel_locale="en_GB",
    ),
    Language(
        code="ca",
        # Translators: a language's name
        english_name=NC_("language name", "Catalan"),
        # Translators: the adjective forms of a language's name (see "English")
        adjective=NC_("language adjective", "Catalan"),
        native_name="català",
        team="Catalan",
        plural_forms=_TWO_FORMS,
        voice_names=("catalan", "català"),
        region="es",
        braille_table="ca-g1.ctb",
        letters=(("·", ""),),  # col·locar is typed collocar (ŀ decomposes to l·)
    ),
    Language(
        code="nl",
        # Translators: a language's name
        english_name=NC_("language name", "Dutch"),
        # Translators: the adjective forms of a language's name (see "English")
        adjective=NC_("language adjective", "Dutch"),
        native_name="Nederlands",
        team="Dutch",
        plural_forms=_TWO_FORMS,
        voice_names=("dutch", "nederlands"),
        region="nl",
        braille_table="nl-NL-g0.utb",
    ),
    Language(
        code="pt",
        # Translators: a language's name
        english_name=NC_("language name", "Portuguese"),
        # Translators: the adjective forms of a language's name (see "English")
        adjective=NC_("language adjective", "Portuguese"),
        native_name="português",
        team="Portuguese (Portugal)",
        plural_forms=_TWO_FORMS,  # European Portuguese: 0 takes the plural, as n != 1 gives
        voice_names=("portuguese", "português"),
        region="pt",
        braille_table="pt-pt-g1.utb",
    ),
    Language(
        code="it",
        # Translators: a language's name
        english_name=NC_("language name", "Italian"),
        # Translators: the adjective forms of a language's name (see "English")
        adjective=NC_("language adjective", "Italian"),
        native_name="italiano",
        team="Italian",
        plural_forms=_TWO_FORMS,
        voice_names=("italian", "italiano"),
        region="it",
        braille_table="it-it-comp6.utb",
    ),
    Language(
        code="hr",
        # Translators: a language's name
        english_name=NC_("language name", "Croatian"),
        # Translators: the adjective forms of a language's name (see "English")
        adjective=NC_("language adjective", "Croatian"),
        native_name="hrvatski",
        team="Croatian",
        plural_forms="nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
        "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        voice_names=("croatian", "hrvatski"),
        region="hr",
        braille_table="hr-g1.ctb",
        letters=(("đ", "dj"),),  # đak is typed djak
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
