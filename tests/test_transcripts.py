"""Scripted games with their expected replies, one fixture per language and theme."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("transcript", ROOT / "tools" / "transcript.py")
assert _spec and _spec.loader
transcript = importlib.util.module_from_spec(_spec)
sys.modules["transcript"] = transcript
_spec.loader.exec_module(transcript)

FIXTURES = sorted((ROOT / "tests" / "transcripts").glob("*.txt"))


def test_there_is_a_transcript_per_language() -> None:
    langs = {transcript.parse(p.read_text(encoding="utf-8")).meta.get("lang") for p in FIXTURES}
    assert {"en", "ca", "nl", "pt", "it", "hr"} <= langs


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_transcript(path: Path) -> None:
    script = transcript.parse(path.read_text(encoding="utf-8"))
    assert script.steps, "a transcript needs commands"
    now = transcript.play(script)
    assert now.opening == script.opening
    for (cmd, want), (_, got) in zip(script.steps, now.steps, strict=True):
        assert got == want, f"> {cmd}"
