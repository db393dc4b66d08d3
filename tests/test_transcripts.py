"""Scripted games with their expected replies, one fixture per language and theme."""

from __future__ import annotations

import importlib.util
import re
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


FORBIDDEN = re.compile("[\u2660-\u2667\u2500-\u259f\U0001f000-\U0001faff\r\x1b]")


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_replies_are_plain_sentences_for_a_screen_reader(path: Path) -> None:
    """No suit symbols, box drawing, emoji, carriage returns or escape codes; every
    reply starts with a capital letter or a number and ends a sentence."""
    script = transcript.parse(path.read_text(encoding="utf-8"))
    for cmd, reply in [("(opening)", script.opening), *script.steps]:
        assert not FORBIDDEN.search(reply), cmd
        if reply:
            first = reply.lstrip("«“\"'¿¡")[:1]
            assert first.isupper() or first.isdigit(), (cmd, reply)
            assert reply.rstrip()[-1] in '.?!:»”"', (cmd, reply)
