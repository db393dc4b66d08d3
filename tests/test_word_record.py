"""The record of the catalogues' words (`locales/words.lock`, tools/wordlock.py): the check
names a word lost from a catalogue, asks for the record to be written again when words were
added, and a merge that keeps one side of a word list is caught. Real catalogues, copied to a
temporary folder."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def wordlock() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wordlock", ROOT / "tools" / "wordlock.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LOCK = wordlock()
POT = polib.pofile(str(LOCALES / "fortythieves.pot"))
CONTEXTS = LOCK.word_contexts(POT)


def copy_catalogue(lang: str, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(LOCALES / lang / "LC_MESSAGES" / "fortythieves.po", folder / f"{lang}.po"))


def catalogues(folder: Path) -> dict[str, polib.POFile]:
    return {path.stem: polib.pofile(str(path)) for path in sorted(folder.glob("*.po"))}


def problems(folder: Path) -> list[str]:
    return list(LOCK.record_problems(folder / "words.lock", catalogues(folder), POT))


def set_words(path: Path, context: str, opening: str, words: str) -> str:
    """Give the entry of `context` whose msgid starts with `opening` the words `words`;
    its old words back."""
    po = polib.pofile(str(path), wrapwidth=0)
    entry = next(e for e in po if e.msgctxt == context and e.msgid.startswith(opening))
    old: str = entry.msgstr
    entry.msgstr = words
    po.save(str(path))
    return old


def test_the_record_in_the_repository_is_in_step() -> None:
    found = {p.parent.parent.name: polib.pofile(str(p)) for p in LOCALES.glob("*/LC_MESSAGES/*.po")}
    assert LOCK.record_problems(LOCALES / "words.lock", found, POT) == []


def test_word_classes_and_grammar_lines_are_recorded() -> None:
    assert {"command words", "life words", "life lines", "question words", "variant words"} <= CONTEXTS
    assert "card" not in CONTEXTS


def test_a_word_removed_is_named_until_the_record_is_written_again(tmp_path: Path) -> None:
    path = copy_catalogue("ca", tmp_path)
    copy_catalogue("nl", tmp_path)
    LOCK.write_record(tmp_path / "words.lock", catalogues(tmp_path), CONTEXTS)
    assert problems(tmp_path) == []

    old = set_words(path, "command words", "back", "recupera")
    assert "torna a" in old.split("|")
    found = problems(tmp_path)
    assert len(found) == 1, found
    assert found[0].startswith("ca: command words 'back': ")
    assert "'torna a'" in found[0] and "'recupera'" not in found[0]
    assert "python tools/catalog.py lock" in found[0]

    said = LOCK.write_record(tmp_path / "words.lock", catalogues(tmp_path), CONTEXTS)
    assert f"0 added, {len(set(old.split('|'))) - 1} removed" in said
    assert problems(tmp_path) == []


def test_a_word_added_asks_for_the_record_to_be_written(tmp_path: Path) -> None:
    path = copy_catalogue("pt", tmp_path)
    LOCK.write_record(tmp_path / "words.lock", catalogues(tmp_path), CONTEXTS)
    old = set_words(path, "life words", "with", "com|juntamente com")
    assert old == "com"
    found = problems(tmp_path)
    assert found == [
        "words.lock: record out of date: 1 word of the catalogues (pt) not recorded: "
        "run `python tools/catalog.py lock`"
    ]


def test_a_record_merged_out_of_order_is_written_again(tmp_path: Path) -> None:
    copy_catalogue("hr", tmp_path)
    record = tmp_path / "words.lock"
    LOCK.write_record(record, catalogues(tmp_path), CONTEXTS)
    lines = record.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[-1], lines[-2] = lines[-2], lines[-1]
    record.write_text("".join(lines), encoding="utf-8")
    assert problems(tmp_path) == [
        "words.lock: record not in order (as after a merge): run `python tools/catalog.py lock`"
    ]
    record.unlink()
    assert problems(tmp_path) == [
        "words.lock: no record of the catalogues' words: run `python tools/catalog.py lock`"
    ]


def git(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "a",
        "GIT_AUTHOR_EMAIL": "a@b",
        "GIT_COMMITTER_NAME": "a",
        "GIT_COMMITTER_EMAIL": "a@b",
        "GIT_EDITOR": "true",
    }
    return subprocess.run(["git", *args], cwd=folder, env=env, capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_a_rebase_that_keeps_one_side_of_a_word_list_is_caught(tmp_path: Path) -> None:
    """Two branches add a word to the same Catalan list; the rebase conflicts in the
    catalogue, which is settled by keeping one side. The record, merged as a union, keeps
    both words, and the check names the one the catalogue lost."""
    shutil.copy(ROOT / ".gitattributes", tmp_path / ".gitattributes")
    folder = tmp_path / "locales"
    path = copy_catalogue("ca", folder)
    record = folder / "words.lock"
    LOCK.write_record(record, catalogues(folder), CONTEXTS)
    assert git(tmp_path, "init", "-q", "-b", "main").returncode == 0
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "start")

    def add_word(branch: str, word: str) -> None:
        git(tmp_path, "checkout", "-q", "-B", branch, "main")
        old = set_words(path, "life words", "with", "")
        set_words(path, "life words", "with", f"{old}|{word}")
        LOCK.write_record(record, catalogues(folder), CONTEXTS)
        git(tmp_path, "commit", "-q", "-am", word)

    add_word("other", "juntament amb")
    add_word("main", "junt amb")
    git(tmp_path, "checkout", "-q", "other")
    assert git(tmp_path, "rebase", "main").returncode != 0  # the catalogue conflicts
    assert "junt amb" in record.read_text(encoding="utf-8")  # the record does not
    git(tmp_path, "checkout", "--theirs", "locales/ca.po")  # the other branch's side only
    git(tmp_path, "add", "locales/ca.po")
    assert git(tmp_path, "rebase", "--continue").returncode == 0

    found = problems(folder)
    assert len(found) == 1 and found[0].startswith(
        "ca: life words 'with': 1 word recorded missing: 'junt amb'"
    )
