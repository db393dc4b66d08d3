"""The catalogue workflow: `extract | update | compile | check`.

    python tools/catalog.py extract   # fortythieves/ -> locales/fortythieves.pot
    python tools/catalog.py update    # .pot -> locales/<lang>/LC_MESSAGES/fortythieves.po
    python tools/catalog.py compile   # .po -> fortythieves/locale/<lang>/LC_MESSAGES/*.mo
    python tools/catalog.py check     # fails on any problem a player would meet
    python tools/catalog.py compile ca  # one language; `problems ca` lists its problems

English is a catalogue like the others (its msgstr start as copies of the msgid), so
English wording can change without touching the code's msgids. The compiled `.mo`
files are committed inside the package, so an installed package has them; `check`
proves they are in step with the `.po` files and the `.po` files with the code.
"""

from __future__ import annotations

import re
import string
import sys
import tempfile
import unicodedata
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.lang.languages import DOMAIN, LANGUAGES, LOCALE_DIR  # noqa: E402

POT = ROOT / "locales" / f"{DOMAIN}.pot"
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "ca": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n != 1);",  # European Portuguese: 0 takes the plural
    "it": "nplurals=2; plural=(n != 1);",
    "hr": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
    "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
LANGUAGE_TEAMS = {
    "en": "English",
    "ca": "Catalan",
    "nl": "Dutch",
    "pt": "Portuguese (Portugal)",
    "it": "Italian",
    "hr": "Croatian",
}


def po_path(lang: str) -> Path:
    return ROOT / "locales" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract(out: Path = POT) -> None:
    from babel.messages.frontend import CommandLineInterface

    out.parent.mkdir(parents=True, exist_ok=True)
    CommandLineInterface().run(  # type: ignore[no-untyped-call]
        [
            "pybabel", "-q", "extract", "--add-comments=Translators:", "--add-location=file",
            "--sort-output", "--no-wrap", "--project=fortythieves", "--copyright-holder=fortythieves",
            "-o", str(out), str(ROOT / "fortythieves"),
        ]
    )  # fmt: skip
    text = out.read_text(encoding="utf-8")
    text = text.replace(str(ROOT) + "/", "")
    text = re.sub(
        r'"POT-Creation-Date: [^"]*"', lambda _: '"POT-Creation-Date: 2026-11-30 00:00+0000\\n"', text
    )
    out.write_text(text, encoding="utf-8")


def update(langs: tuple[str, ...] = LANGUAGES) -> None:
    pot = polib.pofile(str(POT))
    for lang in langs:
        path = po_path(lang)
        if path.exists():
            po = polib.pofile(str(path))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            po = polib.POFile()
        po.merge(pot)
        po.obsolete_entries()
        po[:] = [e for e in po if not e.obsolete]
        po.metadata.update(
            {
                "Project-Id-Version": "fortythieves",
                "Language": lang,
                "Language-Team": LANGUAGE_TEAMS[lang],
                "MIME-Version": "1.0",
                "Content-Type": "text/plain; charset=UTF-8",
                "Content-Transfer-Encoding": "8bit",
                "Plural-Forms": PLURAL_FORMS[lang],
            }
        )
        po.metadata.pop("POT-Creation-Date", None)
        if lang == "en":
            for e in po:
                if not e.msgstr and not e.msgid_plural:
                    e.msgstr = e.msgid
                if e.msgid_plural and not any(e.msgstr_plural.values()):
                    e.msgstr_plural = {0: e.msgid, 1: e.msgid_plural}
                if "fuzzy" in e.flags:
                    e.flags.remove("fuzzy")
        po.wrapwidth = 0
        po.save(str(path))


def compile_all(langs: tuple[str, ...] = LANGUAGES) -> None:
    for lang in langs:
        out = mo_path(lang)
        out.parent.mkdir(parents=True, exist_ok=True)
        _po(lang).save_as_mofile(str(out))


def _po(lang: str) -> polib.POFile:
    return polib.pofile(str(po_path(lang)))


_BOX_OR_EMOJI = re.compile("[\u2500-\u259f\u25a0-\u25ff\u2600-\u27bf\U0001f000-\U0001faff\ufe0f]")


def fields(text: str) -> set[str]:
    """The `{name}` placeholders of a format string."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(lang: str) -> list[str]:
    po = _po(lang)
    out: list[str] = []
    nplurals = int(re.search(r"nplurals=(\d+)", po.metadata.get("Plural-Forms", "")).group(1))  # type: ignore[union-attr]
    expected = int(re.search(r"nplurals=(\d+)", PLURAL_FORMS[lang]).group(1))  # type: ignore[union-attr]
    if nplurals != expected:
        out.append(f"{lang}: Plural-Forms has nplurals={nplurals}, expected {expected}")
    for e in po:
        if e.obsolete:
            continue
        where = f"{lang}: {e.msgctxt + ' | ' if e.msgctxt else ''}{e.msgid[:60]!r}"
        if "fuzzy" in e.flags:
            out.append(f"{where}: fuzzy")
        if "Translators:" not in (e.comment or ""):
            out.append(f"{where}: no translator comment")
        if e.msgid_plural:
            forms = e.msgstr_plural
            if sorted(forms) != list(range(nplurals)):
                out.append(f"{where}: {len(forms)} plural forms, expected {nplurals}")
            strs = list(forms.values())
            want = fields(e.msgid) | fields(e.msgid_plural)
        else:
            strs = [e.msgstr]
            want = fields(e.msgid)
        for s in strs:
            if not s:
                out.append(f"{where}: untranslated")
                continue
            try:
                got = fields(s)
            except ValueError as err:
                out.append(f"{where}: broken placeholder ({err})")
                continue
            if e.msgid_plural and got <= want and fields(e.msgid_plural) - got <= {"count", "n"}:
                continue  # a plural form may leave out the number ("one card")
            if got != want:
                out.append(f"{where}: placeholders {sorted(got)} differ from {sorted(want)}")
            if _BOX_OR_EMOJI.search(s):
                out.append(f"{where}: box-drawing character or emoji")
            if any(unicodedata.category(ch) == "Cc" for ch in s if ch != "\n"):
                out.append(f"{where}: control character")
    return out


def check() -> int:
    out: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.pot"
        extract(fresh)
        keys_now = {(e.msgctxt, e.msgid) for e in polib.pofile(str(fresh))}
    keys_pot = {(e.msgctxt, e.msgid) for e in polib.pofile(str(POT))}
    if keys_now != keys_pot:
        out.append(f"{POT.name} is out of step with the code: run `python tools/catalog.py extract update`")
    for lang in LANGUAGES:
        if not po_path(lang).exists():
            out.append(f"{lang}: no catalogue")
            continue
        keys_po = {(e.msgctxt, e.msgid) for e in _po(lang) if not e.obsolete}
        if keys_po != keys_pot:
            out.append(f"{lang}: catalogue out of step with {POT.name}: run `update`")
        out.extend(problems(lang))
        with tempfile.TemporaryDirectory() as tmp:
            mo = Path(tmp) / "x.mo"
            _po(lang).save_as_mofile(str(mo))
            if not mo_path(lang).exists() or mo.read_bytes() != mo_path(lang).read_bytes():
                out.append(f"{lang}: compiled catalogue out of step: run `python tools/catalog.py compile`")
    for line in out:
        print(line)
    print(f"catalogue check: {len(out)} problems in {len(LANGUAGES)} languages")
    return 1 if out else 0


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    langs = tuple(a for a in argv if a in LANGUAGES)
    if langs:
        # `compile ca` or `problems ca`: one language only
        if argv[0] == "compile":
            compile_all(langs)
            return 0
        if argv[0] == "update":
            update(langs)
            return 0
        if argv[0] == "problems":
            found = [p for lang in langs for p in problems(lang)]
            print("\n".join(found))
            print(f"{len(found)} problems")
            return 1 if found else 0
    for cmd in argv:
        if cmd == "extract":
            extract()
        elif cmd == "update":
            update()
        elif cmd == "compile":
            compile_all()
        elif cmd == "check":
            return check()
        else:
            print(f"unknown command: {cmd}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
