"""Catalogues and languages: one `Translator` per session, never `gettext.install()`,
so one process can serve a Catalan and a Croatian player at once."""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping, Sequence
from functools import cache

from fortythieves.lang.folding import fold
from fortythieves.lang.languages import AVAILABLE, DEFAULT, LANGUAGES, catalogue_path, language


class Translator:
    """The words of one language. Method names are the extraction keywords."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.formats = language(lang).formats  # Babel's locale for lists, dates and numbers
        mo = catalogue_path(lang)
        if mo.exists():
            with mo.open("rb") as f:
                self._t: gettext.NullTranslations = gettext.GNUTranslations(f)
        else:
            self._t = gettext.NullTranslations()

    def _(self, message: str) -> str:
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self._t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self._t.npgettext(context, singular, plural, n)

    def sentences(self) -> list[str]:
        """Every message of the catalogue as translated, the words of the game's own replies
        among them (word classes too: their words are "|"-separated)."""
        catalog: dict[object, str] = getattr(self._t, "_catalog", {})
        return list(catalog.values())

    def marked(self, context: str, message: str) -> str:
        """A message marked with `NC_` where it is named (a variant's or a language's name):
        not an extraction keyword, as `message` is a variable here."""
        return self._t.pgettext(context, message)

    def format_list(self, items: Sequence[str], style: str = "standard") -> str:
        """`a, b and c` as the language writes it ("a, b i c", "a, b en c"). When an item
        holds the word that joins the last one ("Rank and File"), the last item is set
        apart as the language does it ("Rank and File, and Streets"): otherwise a listener
        cannot tell whether "Streets and Forty Thieves" is one name or two."""
        if len(items) < 2:
            return "".join(items)
        from babel.lists import format_list

        plain = format_list(list(items), style=style, locale=self.formats)  # type: ignore[arg-type]
        middle, word = _joiners(style, self.formats)
        if not any(word.casefold() in item.casefold().split() for item in items):
            return plain
        t = self  # the catalogue's messages are looked up as t.… everywhere
        # Translators: the end of a list when one of its items holds your word for "and" itself
        # ("Rank and File"), so that the last item stands apart: "Number Ten, Rank and File, and
        # Streets". {items} is the list up to its last item, {last} the last item.
        and_end = t.pgettext("list end", "{items}, and {last}")
        # Translators: the end of a list of alternatives when one of them holds your word for "or"
        # itself, so that the last one stands apart: "Heads or Tails, or Streets". {items} is the list
        # up to its last item, {last} the last item.
        or_end = t.pgettext("list end", "{items}, or {last}")
        end = or_end if style == "or" else and_end
        return end.format(items=middle.join(items[:-1]), last=items[-1])

    def number(self, n: int) -> str:
        """A number as the language writes it ("1,185", "1.185")."""
        if -1000 < n < 1000:
            return str(n)
        from babel.numbers import format_decimal

        return format_decimal(n, locale=self.formats)

    def language_name(self, code: str) -> str:
        return language(code).native_name if code in LANGUAGES else code


@cache
def _joiners(style: str, locale: str) -> tuple[str, str]:
    """What stands between a list's first items (", ") and the word before its last
    item ("and", "i", "of"), in `locale`."""
    from babel.lists import format_list

    text = format_list(["\x01", "\x02", "\x03"], style=style, locale=locale)  # type: ignore[arg-type]
    middle = text.split("\x01")[1].split("\x02")[0]
    return middle, text.split("\x02")[1].split("\x03")[0].strip(" ,")


@cache
def translator(lang: str) -> Translator:
    """The shared, read-only translator of a language (English when unknown)."""
    return Translator(lang if lang in LANGUAGES else DEFAULT)


def _codes_of(value: str) -> list[str]:
    """`ca_ES.UTF-8` -> [`ca`]; `LANGUAGE` style `hr:en` -> [`hr`, `en`]."""
    out = []
    for part in value.split(":"):
        code = part.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code and code not in ("c", "posix"):
            out.append(code)
    return out


def negotiate(
    requested: str | None, saved: str | None, environ: Mapping[str, str] | None = None
) -> tuple[str, str | None]:
    """Choose the language: `--lang`, the saved setting, then LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG, then English. Returns the language and, when a language was
    asked for but is not available, the first such code (to say so in one line)."""
    env = os.environ if environ is None else environ
    missing: str | None = None
    candidates: list[str] = []
    for explicit in (requested, saved):
        if explicit:
            candidates.extend(_codes_of(explicit) or [explicit.lower()])
    candidates.extend(_asked_codes(env))
    for code in candidates:
        if code in LANGUAGES:
            return code, missing
        if missing is None:
            missing = code
    return DEFAULT, missing


def _asked_codes(env: Mapping[str, str]) -> list[str]:
    codes: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            codes.extend(_codes_of(env[var]))
            if var != "LANGUAGE":
                break  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides
    return codes


def asked(environ: Mapping[str, str]) -> str | None:
    """The first of our languages the variables LANGUAGE, LC_ALL, LC_MESSAGES and LANG
    ask for, as `negotiate` reads them; None when they ask for none of ours.

    >>> asked({"LANG": "ca_ES.UTF-8"}), asked({"LANG": "C.UTF-8"}), asked({"LANGUAGE": "de:nl"})
    ('ca', None, 'nl')
    """
    return next((code for code in _asked_codes(environ) if code in LANGUAGES), None)


def parse_language(text: str) -> str | None:
    """A language typed by a player: its code or its name in any of our languages,
    accents optional."""
    return _language_names().get(fold(text.strip()))


@cache
def _language_names() -> dict[str, str]:
    """Each language's code by the folded ways it is typed: its code, its own name, its name
    in each of our languages; the first language a name is found for keeps it."""
    names = {code: code for code in LANGUAGES}
    for record in AVAILABLE:
        names.setdefault(fold(record.native_name), record.code)
    for code in LANGUAGES:
        tr = translator(code)
        for other in AVAILABLE:
            names.setdefault(fold(tr.marked("language name", other.english_name)), other.code)
            for form in (
                tr.marked("language adjective", other.adjective).split("|") if other.adjective else ()
            ):
                names.setdefault(fold(form), other.code)  # "de Engelse taal", "a língua inglesa"
    return names


def accept_language(header: str | None) -> str | None:
    """The browser's most wanted language among ours (an Accept-Language header), through
    Babel's negotiation: `pt-BR` finds `pt`, `*` and unknown languages find nothing.

    >>> accept_language("de-DE,de;q=0.9,nl;q=0.8,en;q=0.5")
    'nl'
    """
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):  # a header is not a place to spend time
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                continue
        if tag and tag != "*" and q > 0:
            ranked.append((-q, i, tag.strip()))
    from babel.core import negotiate_locale

    preferred = [tag for _, _, tag in sorted(ranked)]
    return negotiate_locale(preferred, list(LANGUAGES), sep="-")
