"""The catalogue workflow: `extract | init | update | compile | check`.

    python tools/catalog.py extract   # fortythieves/ -> locales/fortythieves.pot
    python tools/catalog.py init eo   # a new language's .po, from its record in lang/languages.py
    python tools/catalog.py update    # .pot -> locales/<lang>/LC_MESSAGES/fortythieves.po
    python tools/catalog.py compile   # .po -> fortythieves/locale/<lang>/LC_MESSAGES/*.mo
    python tools/catalog.py lock      # locales/words.lock <- the words of the .po files
    python tools/catalog.py check     # fails on any problem a player would meet, or a lost word
    python tools/catalog.py compile ca  # one language; `problems ca` lists its problems
    python tools/catalog.py extract update compile  # commands run in order

English is a catalogue like the others (its msgstr start as copies of the msgid), so
English wording can change without touching the code's msgids. The compiled `.mo`
files are committed inside the package, so an installed package has them; `check`
proves they are in step with the `.po` files and the `.po` files with the code, and
the words of the word classes and grammar lines in step with `locales/words.lock`
(tools/wordlock.py): a word removed must be removed from the record too, by `lock`.
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
# The tools beside this one are found when it is loaded from elsewhere, as the tests do.
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

from wordlock import record_problems, word_contexts, write_record  # noqa: E402

from fortythieves.lang.languages import DOMAIN, RECORDS, catalogue_path  # noqa: E402

POT = ROOT / "locales" / f"{DOMAIN}.pot"
WORDS_LOCK = ROOT / "locales" / "words.lock"
# Every recorded language, catalogue or not: `init` starts a catalogue from its record.
RECORD = {r.code: r for r in RECORDS}
CODES = tuple(RECORD)
# Beyond babel's own keywords: `NC_(context, message)` marks names that core and the
# language records spell without translating them (fortythieves/core/marker.py).
KEYWORDS = ("NC_:1c,2",)


def po_path(lang: str) -> Path:
    return ROOT / "locales" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract(out: Path = POT) -> None:
    from babel.messages.frontend import CommandLineInterface

    out.parent.mkdir(parents=True, exist_ok=True)
    CommandLineInterface().run(  # type: ignore[no-untyped-call]
        [
            "pybabel", "-q", "extract", "--add-comments=Translators:", "--add-location=file",
            "--sort-output", "--no-wrap", "--project=fortythieves", "--copyright-holder=fortythieves",
            *(f"--keyword={k}" for k in KEYWORDS), "-o", str(out), str(ROOT / "fortythieves"),
        ]
    )  # fmt: skip
    text = out.read_text(encoding="utf-8")
    text = text.replace(str(ROOT) + "/", "")
    text = re.sub(
        r'"POT-Creation-Date: [^"]*"', lambda _: '"POT-Creation-Date: 2026-11-30 00:00+0000\\n"', text
    )
    out.write_text(text, encoding="utf-8")


def update(langs: tuple[str, ...] = CODES) -> None:
    pot = polib.pofile(str(POT))
    for lang in langs:
        record = RECORD[lang]
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
                "Language-Team": record.team,
                "MIME-Version": "1.0",
                "Content-Type": "text/plain; charset=UTF-8",
                "Content-Transfer-Encoding": "8bit",
                "Plural-Forms": record.plural_forms,
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


def init(codes: list[str]) -> int:
    """Start the catalogue of each new language in `codes` from its record (compile it
    once translated: the language is offered from then on). `codes` have records."""
    if not codes:
        print("init needs a language code, as in `init eo`", file=sys.stderr)
        return 2
    for code in codes:
        if po_path(code).exists():
            print(f"{code}: {po_path(code)} exists: use `update`", file=sys.stderr)
            return 2
    update(tuple(codes))
    return 0


def compile_all(langs: tuple[str, ...] | None = None) -> None:
    """Compile `langs`, by default every language that has a catalogue."""
    for lang in langs or tuple(c for c in CODES if po_path(c).exists()):
        out = catalogue_path(lang)
        out.parent.mkdir(parents=True, exist_ok=True)
        _po(lang).save_as_mofile(str(out))


def _po(lang: str) -> polib.POFile:
    return polib.pofile(str(po_path(lang)))


def _catalogues() -> dict[str, polib.POFile]:
    return {lang: _po(lang) for lang in CODES if po_path(lang).exists()}


def lock() -> None:
    """Write the record of the catalogues' words again: words added or removed on purpose."""
    print(write_record(WORDS_LOCK, _catalogues(), word_contexts(polib.pofile(str(POT)))))


_BOX_OR_EMOJI = re.compile("[\u2500-\u259f\u25a0-\u25ff\u2600-\u27bf\U0001f000-\U0001faff\ufe0f]")


def fields(text: str) -> set[str]:
    """The `{name}` placeholders of a format string."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(lang: str) -> list[str]:
    po = _po(lang)
    out: list[str] = []
    nplurals = int(re.search(r"nplurals=(\d+)", po.metadata.get("Plural-Forms", "")).group(1))  # type: ignore[union-attr]
    expected = int(re.search(r"nplurals=(\d+)", RECORD[lang].plural_forms).group(1))  # type: ignore[union-attr]
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
            if "|" in e.msgid and any(not word.strip() for word in s.split("|")):
                # An empty item is a stray "|": it adds no word, and in a list read by
                # position (ordinals, the spelling alphabet) it shifts every word after it.
                out.append(f'{where}: an empty item in its "|"-separated word list')
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
    for lang in CODES:
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
            if not catalogue_path(lang).exists() or mo.read_bytes() != catalogue_path(lang).read_bytes():
                out.append(f"{lang}: compiled catalogue out of step: run `python tools/catalog.py compile`")
    out.extend(record_problems(WORDS_LOCK, _catalogues(), polib.pofile(str(POT))))
    for line in out:
        print(line)
    print(f"catalogue check: {len(out)} problems in {len(CODES)} languages")
    return 1 if out else 0


COMMANDS = ("extract", "init", "update", "compile", "lock", "problems", "check")


def main(argv: list[str]) -> int:
    """Run the commands in order, on the language codes given (all by default)."""
    if not argv:
        print(__doc__)
        return 2
    commands = [a for a in argv if a in COMMANDS]
    codes = tuple(a for a in argv if a not in COMMANDS)
    unknown = [c for c in codes if c not in RECORD]
    if unknown or not commands:
        for code in unknown:
            print(f"{code}: no such command, and no record: a language needs one in "
                  "fortythieves/lang/languages.py", file=sys.stderr)  # fmt: skip
        return 2
    for cmd in commands:
        if cmd == "extract":
            extract()
        elif cmd == "init":
            if status := init(list(codes)):
                return status
        elif cmd == "update":
            update(codes or CODES)
        elif cmd == "compile":
            compile_all(codes or None)
        elif cmd == "lock":
            lock()
        elif cmd == "problems":
            found = [p for lang in codes or CODES for p in problems(lang)]
            print("\n".join(found))
            print(f"{len(found)} problems")
            return 1 if found else 0
        else:
            return check()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
