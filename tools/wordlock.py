"""The record of the catalogues' words, `locales/words.lock`: every word of every word class
and every row of every grammar line, in every language, one line each. `catalog.py check`
compares it with the catalogues, so a word lost when a catalogue is merged by hand fails the
check at once, and names the word; `catalog.py lock` writes the record again, when words
are added or removed on purpose.

A line is `language TAB context TAB entry TAB word`, the entry being eight hex digits of a
hash of the entry's context and msgid. The lines are sorted, so two branches that add words
add different lines, and `.gitattributes` merges the record as a union: where both sides
added lines at the same place, both are kept. A merge of the catalogues that keeps one side
of a word list only then leaves the other side's words in the record, and the check names
them.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path

import polib

HEADER = (
    "# The words of the catalogues' word classes and grammar lines, one a line:",
    "# language, context, entry (a hash of its context and msgid), word.",
    "# Written by `python tools/catalog.py lock`; `python tools/catalog.py check` compares it",
    "# with the catalogues. Merged as a union (.gitattributes): keep both sides' lines.",
)
LOCK_COMMAND = "python tools/catalog.py lock"


def word_contexts(pot: polib.POFile) -> frozenset[str]:
    """The contexts of the word lists: those that hold an entry whose msgid is a
    "|"-separated list. They come from the template, which the code makes, so a catalogue
    that lost its words still has them."""
    return frozenset(e.msgctxt for e in pot if e.msgctxt and "|" in e.msgid)


def entry_key(context: str, msgid: str) -> str:
    """A short name of an entry that stays the same while its msgid does."""
    return hashlib.sha1(f"{context}\x04{msgid}".encode()).hexdigest()[:8]


def catalogue_lines(lang: str, po: polib.POFile, contexts: frozenset[str]) -> set[str]:
    """One record line per word of `po`'s word lists."""
    lines: set[str] = set()
    for e in po:
        if e.obsolete or e.msgid_plural or e.msgctxt not in contexts:
            continue
        key = entry_key(e.msgctxt, e.msgid)
        lines.update(f"{lang}\t{e.msgctxt}\t{key}\t{w.strip()}" for w in e.msgstr.split("|") if w.strip())
    return lines


def all_lines(catalogues: Mapping[str, polib.POFile], contexts: frozenset[str]) -> set[str]:
    return {line for lang, po in catalogues.items() for line in catalogue_lines(lang, po, contexts)}


def record_text(lines: Iterable[str]) -> str:
    return "".join(f"{line}\n" for line in (*HEADER, *sorted(set(lines))))


def read_record(path: Path) -> list[str]:
    """The record's lines, without its comments; as they stand, after a merge too."""
    text = path.read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def write_record(path: Path, catalogues: Mapping[str, polib.POFile], contexts: frozenset[str]) -> str:
    """Write the record of the catalogues' words, and say what changed in it."""
    before = set(read_record(path)) if path.exists() else set()
    now = all_lines(catalogues, contexts)
    path.write_text(record_text(now), encoding="utf-8")
    return f"{path.name}: {len(now)} words, {len(now - before)} added, {len(before - now)} removed"


def _words(count: int) -> str:
    return f"{count} word" if count == 1 else f"{count} words"


def _entry_names(pot: polib.POFile) -> dict[str, str]:
    return {entry_key(e.msgctxt, e.msgid): f"{e.msgctxt} {e.msgid[:50]!r}" for e in pot if e.msgctxt}


def _missing(lines: set[str], names: Mapping[str, str]) -> list[str]:
    """One problem per entry that lost words: the entry and its lost words."""
    lost: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for line in sorted(lines):
        lang, context, key, word = line.split("\t", 3)
        lost[lang, context, key].append(word)
    return [
        f"{lang}: {names.get(key, f'{context} (entry {key}, no longer in the catalogues)')}: "
        f"{_words(len(words))} recorded missing: {', '.join(map(repr, words))}: put them back, "
        f"or run `{LOCK_COMMAND}` if they were removed on purpose"
        for (lang, context, key), words in lost.items()
    ]


def record_problems(path: Path, catalogues: Mapping[str, polib.POFile], pot: polib.POFile) -> list[str]:
    """What differs between the record at `path` and the catalogues' words: words gone from
    a catalogue (each named), words not recorded yet, a record not in order after a merge."""
    if not path.exists():
        return [f"{path.name}: no record of the catalogues' words: run `{LOCK_COMMAND}`"]
    recorded = read_record(path)
    now = all_lines(catalogues, word_contexts(pot))
    out = _missing(set(recorded) - now, _entry_names(pot))
    added = now - set(recorded)
    if added:
        langs = sorted({line.split("\t", 1)[0] for line in added})
        out.append(
            f"{path.name}: record out of date: {_words(len(added))} of the catalogues ({', '.join(langs)}) "
            f"not recorded: run `{LOCK_COMMAND}`"
        )
    elif not out and path.read_text(encoding="utf-8") != record_text(recorded):
        out.append(f"{path.name}: record not in order (as after a merge): run `{LOCK_COMMAND}`")
    return out
