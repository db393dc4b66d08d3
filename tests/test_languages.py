"""One record per language: the records, folding, and a seventh language added with a
catalogue and a record only."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path
from types import ModuleType

import polib
import pytest

from fortythieves.lang.folding import fold, fold_words
from fortythieves.lang.i18n import negotiate, parse_language, translator
from fortythieves.lang.language_names import from_babel, language_names
from fortythieves.lang.languages import AVAILABLE, DEFAULT, LANGUAGES, RECORDS, catalogue_path, language
from fortythieves.lang.parser import normalize

ROOT = Path(__file__).resolve().parent.parent


def catalog_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalog", ROOT / "tools" / "catalog.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ----- the records ---------------------------------------------------------------------------
def test_the_records_are_the_six_languages() -> None:
    assert LANGUAGES == ("en", "ca", "nl", "pt", "it", "hr")
    assert len({r.code for r in RECORDS}) == len(RECORDS)
    assert all(catalogue_path(r.code).exists() for r in AVAILABLE)
    assert language("xx").code == DEFAULT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_record_fills_the_catalogue_header(lang: str) -> None:
    po = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / "fortythieves.po"))
    record = language(lang)
    assert po.metadata["Language-Team"] == record.team
    assert po.metadata["Plural-Forms"] == record.plural_forms


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_language_is_found_by_code_name_and_environment(lang: str) -> None:
    record = language(lang)
    assert parse_language(lang.upper()) == lang
    assert parse_language(f" {record.native_name.upper()} ") == lang
    for other in LANGUAGES:
        name = translator(other).marked("language name", record.english_name)
        assert parse_language(name) == lang, (other, name)
    assert negotiate(None, None, {"LANG": f"{lang}_XX.UTF-8"}) == (lang, None)
    assert translator(lang).language_name(lang) == record.native_name


@pytest.mark.parametrize("lang", [*LANGUAGES, "de"])
def test_the_shipped_names_of_languages_are_babels(lang: str) -> None:
    """When this fails (a language added, Babel upgraded), tools/language_names.py remakes
    the file; a language it lacks ("de") is read from Babel."""
    assert language_names(lang) == from_babel(lang)
    assert len(language_names(lang)) > 100


def test_letters_are_those_unicode_leaves_whole() -> None:
    """A record maps only letters that decomposition cannot plain (đ, the middle dot of
    l·l); accented letters (ç, è, ž) need no record."""
    for record in RECORDS:
        for letter, _plain in record.letters:
            assert len(letter) == 1 and unicodedata.normalize("NFKD", letter) == letter, letter


# ----- folding ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Col·locar", "collocar"),
        ("COŀLOCAR", "collocar"),  # the one-character ŀ
        ("Đurđevac", "djurdjevac"),
        ("Número Dez", "numero dez"),
        ("HRVATSKI", "hrvatski"),
        ("Straße", "strasse"),
    ],
)
def test_one_folding_for_every_language(typed: str, folded: str) -> None:
    assert fold(typed) == folded
    assert normalize(typed) == fold_words(typed) == folded


# ----- messages marked with NC_ ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["core/variants.py", "lang/languages.py"])
def test_every_marked_name_has_a_translator_comment(name: str) -> None:
    from babel.messages.extract import extract_from_file
    from babel.messages.frontend import parse_keywords

    path = ROOT / "fortythieves" / name
    keywords = parse_keywords(catalog_tool().KEYWORDS)
    found = list(extract_from_file("python", str(path), keywords, comment_tags=("Translators:",)))
    assert len(found) == path.read_text(encoding="utf-8").count("NC_(")
    for lineno, message, comments, context in found:
        assert comments and comments[0].startswith("Translators:"), (lineno, message)
        assert context in ("variant name", "language name", "language adjective"), (lineno, message)


# ----- the catalogue check -----------------------------------------------------------------------
STRAY_BAR = {
    "start": lambda words: "|" + words,
    "end": lambda words: words + "|",
    # "first||second": every later ordinal would be said one place off
    "middle": lambda words: words.replace("|", "||", 1),
}


@pytest.mark.parametrize(
    ("context", "opening", "where"),
    [
        ("command words", "up|up top|", "start"),
        ("clause words", "because|", "end"),
        ("ordinal", "first|", "middle"),
    ],
)
def test_the_check_reports_an_empty_item_in_a_word_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, context: str, opening: str, where: str
) -> None:
    tool = catalog_tool()
    catalogue = polib.pofile(str(tool.po_path("ca")), wrapwidth=0)
    entry = next(e for e in catalogue if e.msgctxt == context and e.msgid.startswith(opening))
    assert entry.msgstr and all(word.strip() for word in entry.msgstr.split("|"))
    copy = tmp_path / "fortythieves.po"
    monkeypatch.setattr(tool, "po_path", lambda lang: copy)
    catalogue.save(str(copy))
    assert tool.problems("ca") == []

    entry.msgstr = STRAY_BAR[where](entry.msgstr)
    catalogue.save(str(copy))
    found = tool.problems("ca")
    assert len(found) == 1 and found[0].startswith(f"ca: {context} | {entry.msgid[:60]!r}"), found
    assert found[0].endswith('an empty item in its "|"-separated word list'), found


# ----- a seventh language ------------------------------------------------------------------------
ESPERANTO = """\
    Language(
        code="eo",
        # Translators: a language's name
        english_name=NC_("language name", "Esperanto"),
        native_name="Esperanto",
        team="Esperanto",
        plural_forms=_TWO_FORMS,
        voice_names=("esperanto",),
        region="",
        braille_table="eo-g1.ctb",
    ),
"""

PLAYS_ESPERANTO = """\
import fortythieves
from fortythieves.lang.i18n import negotiate, parse_language, translator
from fortythieves.lang.languages import LANGUAGES, language
from fortythieves.lang.variant_names import find_variant, variant_name
from fortythieves.core.variants import get_variant

assert fortythieves.__file__.startswith({root!r}), fortythieves.__file__
assert LANGUAGES[-1] == "eo", LANGUAGES
t = translator("eo")
assert t.lang == "eo"
assert variant_name(t, get_variant("streets")) == "Stratoj"
assert find_variant("stratoj") is get_variant("streets")
assert negotiate(None, None, {{"LANGUAGE": "eo:en"}}) == ("eo", None)
assert parse_language("esperanto") == "eo"
assert parse_language("kataluna") == "ca"
assert t.language_name("eo") == language("eo").native_name == "Esperanto"
print("ok")
"""


def test_a_seventh_language_is_a_catalogue_and_a_record(tmp_path: Path) -> None:
    """Copy the program, add one record, start and translate its catalogue with the tool:
    the translator, negotiation, language names and variant names all know it."""
    cache = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "fortythieves", tmp_path / "fortythieves", ignore=cache)
    shutil.copytree(ROOT / "locales", tmp_path / "locales")
    (tmp_path / "tools").mkdir()
    for tool_file in ("catalog.py", "wordlock.py"):
        shutil.copy(ROOT / "tools" / tool_file, tmp_path / "tools")
    records = tmp_path / "fortythieves" / "lang" / "languages.py"
    source = records.read_text(encoding="utf-8")
    end = "\n)\n\n\ndef catalogue_path"
    assert source.count(end) == 1
    records.write_text(source.replace(end, "\n" + ESPERANTO.rstrip("\n") + end), encoding="utf-8")

    def tool(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(tmp_path / "tools" / "catalog.py"), *args],
            cwd=tmp_path, capture_output=True, text=True, check=False,
        )  # fmt: skip

    assert tool("extract", "init", "eo").returncode == 0
    po_file = tmp_path / "locales" / "eo" / "LC_MESSAGES" / "fortythieves.po"
    po = polib.pofile(str(po_file))
    assert po.metadata["Language-Team"] == "Esperanto"
    assert po.metadata["Plural-Forms"] == language("en").plural_forms
    own = {("variant name", "Streets"): "Stratoj", ("language name", "Catalan"): "kataluna"}
    for e in po:  # a translator's work, in short
        if e.msgid_plural:
            e.msgstr_plural = {0: e.msgid, 1: e.msgid_plural}
        else:
            e.msgstr = own.get((e.msgctxt, e.msgid), e.msgid)
    po.save(str(po_file))
    assert tool("compile", "eo", "problems").returncode == 0

    run = subprocess.run(
        [sys.executable, "-c", PLAYS_ESPERANTO.format(root=str(tmp_path))],
        cwd=tmp_path, capture_output=True, text=True, check=False, env={"PYTHONPATH": str(tmp_path)},
    )  # fmt: skip
    assert run.stdout.strip() == "ok", run.stderr

    # The other catalogues only need the new language's name (English copies its msgid);
    # the new language's words are recorded.
    assert tool("update", "compile", "lock").returncode == 0
    checked = tool("check")
    problems = checked.stdout.splitlines()[:-1]
    assert sorted(p.split(":")[0] for p in problems) == sorted(set(LANGUAGES) - {"en"}), problems
    assert all(p.endswith("language name | 'Esperanto': untranslated") for p in problems), problems
    assert "in 7 languages" in checked.stdout
