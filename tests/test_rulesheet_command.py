"""The `fortythieves rules` command: every language, variant and text format rendered to
a file or to the standard output, its usage errors, the parts it does without (WeasyPrint,
liblouis, speech) and the heavy modules plain text never imports."""

from __future__ import annotations

import argparse
import html as html_lib
import subprocess
import sys
import types
from pathlib import Path

import pytest
from test_rulesheet import ROOT, WHICH, chosen

from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import (
    build_sheet,
    sheet_title,
)
from fortythieves.lang.rulebook.text import quoted, sheet_speech
from fortythieves.rulesheet.command import run


def args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = {
        "lang": "en",
        "variant": None,
        "format": "text",
        "large_print": False,
        "output": None,
    }
    base.update(kw)
    return argparse.Namespace(**base)


# ----- the command --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", WHICH, ids=str)
@pytest.mark.parametrize("fmt", ["text", "markdown", "html"])
def test_every_language_variant_and_text_format_renders(
    tmp_path: Path, lang: str, which: str | None, fmt: str
) -> None:
    out = tmp_path / "sheet"
    assert run(args(lang=lang, variant=which, format=fmt, output=str(out))) == 0
    text = out.read_text(encoding="utf-8")
    assert len(text) > 3000
    title = build_sheet(translator(lang), chosen(which)).title
    assert (html_lib.escape(title) if fmt == "html" else title) in text


def test_text_goes_to_stdout(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(args(lang="ca")) == 0
    out = capsysbinary.readouterr().out.decode("utf-8")
    assert out.startswith(sheet_title(translator("ca"), None) + "\n")


def test_through_the_command_line(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    from fortythieves.faces.cli import main

    assert main(["rules", "--lang", "nl", "--variant", "Maria", "--format", "markdown"]) == 0
    assert capsysbinary.readouterr().out.startswith(b"# ")


@pytest.mark.parametrize(
    "kw",
    [
        {"variant": "klondike"},
        {"lang": "fr"},
        {"format": "pdf"},  # a binary format needs a file
        {"format": "wav", "output": "-"},
        {"format": "text", "large_print": True},
        {"format": "brf", "large_print": True},
    ],
    ids=str,
)
def test_bad_usage_is_status_2_with_one_line(
    kw: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(args(**kw)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("fortythieves: ")


def test_language_codes_and_locales_are_accepted(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(args(lang="pt_PT.UTF-8")) == 0
    assert capsysbinary.readouterr().out.decode().startswith(sheet_title(translator("pt"), None))


def test_without_weasyprint_one_line_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "weasyprint", None)
    out = tmp_path / "x.pdf"
    assert run(args(format="pdf", output=str(out))) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install 'fortythieves[pdf]'" in err
    assert not out.exists()


def test_without_liblouis_one_line_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from fortythieves.rulesheet import braille

    def missing() -> types.ModuleType:
        raise braille.BrailleUnavailable("no liblouis")

    monkeypatch.setattr(braille, "louis", missing)
    assert run(args(format="brf", output=str(tmp_path / "x.brf"))) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "apt-get install liblouis-bin liblouis-data python3-louis" in err


def test_wav_without_speech_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "fortythieves.speech.wav", None)
    assert run(args(format="wav", output=str(tmp_path / "x.wav"))) == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_wav_hands_the_sheet_to_speech_heading_by_heading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each heading is a paragraph of its own, followed by a pause; deal codes are spelled,
    never read as a number in the millions."""
    got: list[tuple[str, str, Path, int]] = []
    fake = types.ModuleType("fortythieves.speech.wav")
    fake.render_wav = lambda text, lang, path, pause_ms=0: got.append((text, lang, path, pause_ms))  # type: ignore[attr-defined]
    fake.PARAGRAPH_PAUSE_MS = 700  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fortythieves.speech.wav", fake)
    out = tmp_path / "x.wav"
    assert run(args(lang="it", format="wav", output=str(out))) == 0
    [(text, lang, path, pause)] = got
    t = translator("it")
    assert lang == "it" and path == out and pause >= 500
    from fortythieves.rulesheet.command import _example_deal

    sheet = build_sheet(t, None, _example_deal())
    assert text == "\n\n".join(chapter for _, chapter in sheet_speech(t, sheet))
    for section in sheet.parts[0].sections:
        assert f"\n\n{quoted(t, section.title)}\n\n" in f"\n\n{text}"
    assert "FT1-N-2345673" not in text and "F T 1, N, 2 3 4 5 6 7 3" in text
    assert "variants" in {s.key for s in sheet.parts[0].sections}  # the variants are read too


def test_wav_split_writes_a_file_per_section(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    got: list[tuple[str, Path]] = []
    fake = types.ModuleType("fortythieves.speech.wav")
    fake.render_wav = lambda text, lang, path, pause_ms=0: got.append((text, path))  # type: ignore[attr-defined]
    fake.PARAGRAPH_PAUSE_MS = 700  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fortythieves.speech.wav", fake)
    folder = tmp_path / "regole"
    assert run(args(lang="it", format="wav", output=str(folder), split=True)) == 0
    t = translator("it")
    from fortythieves.rulesheet.command import _example_deal

    sections = build_sheet(t, None, _example_deal()).parts[0].sections
    assert len(got) == len(sections)
    assert [p.parent for _, p in got] == [folder] * len(sections)
    assert got[0][1].name.startswith("01 ") and got[-1][1].name.startswith(f"{len(sections):02d} ")
    assert all(
        text.startswith(quoted(t, s.title)) or i == 0
        for i, ((text, _), s) in enumerate(zip(got, sections, strict=True))
    )
    assert run(args(lang="it", format="text", split=True)) == 2  # --split is only for sound


def test_unwritable_output_is_status_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(args(output=str(tmp_path / "no" / "such" / "x.txt"))) == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_text_imports_nothing_heavy() -> None:
    code = (
        "import io, sys\n"
        "from fortythieves.faces.cli import main\n"
        "sys.stdout = io.TextIOWrapper(io.BytesIO())\n"
        "main(['rules'])\n"
        "heavy = ('weasyprint', 'louis', 'fortythieves.rulesheet.braille', 'fortythieves.rulesheet.render',\n"
        "         'prompt_toolkit', 'pyttsx3', 'fortythieves.speech.wav')\n"
        "sys.stderr.write(repr([m for m in heavy if m in sys.modules]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stderr.strip() == "[]"
