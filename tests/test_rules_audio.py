"""The spoken rules sheet: `fortythieves rules --format wav` records real speech."""

from __future__ import annotations

import array
import math
import wave
from pathlib import Path

import pytest

from fortythieves.faces.cli import main


@pytest.mark.parametrize(("lang", "variant"), [("hr", "maria"), ("nl", "little-forty")])
def test_rules_are_recorded_as_speech(tmp_path: Path, lang: str, variant: str) -> None:
    out = tmp_path / "rules.wav"
    assert main(["rules", "--lang", lang, "--variant", variant, "--format", "wav", "-o", str(out)]) == 0
    with wave.open(str(out), "rb") as w:
        seconds = w.getnframes() / w.getframerate()
        frames = array.array("h", w.readframes(w.getnframes()))
    sample = frames[:: max(1, len(frames) // 100_000)]
    rms = math.sqrt(sum(s * s for s in sample) / len(sample))
    assert seconds > 120  # a whole sheet, read aloud
    assert rms > 500  # speech, not silence


def _longest_silence_ms(path: Path) -> float:
    """The longest run of near silence inside the recording (its ends left out)."""
    with wave.open(str(path), "rb") as w:
        rate = w.getframerate()
        frames = array.array("h", w.readframes(w.getnframes()))
    window = rate // 100  # 10 ms
    loud = [max(abs(s) for s in frames[i : i + window]) > 300 for i in range(0, len(frames) - window, window)]
    first, last = loud.index(True), len(loud) - 1 - loud[::-1].index(True)
    longest = run = 0
    for is_loud in loud[first : last + 1]:
        run = 0 if is_loud else run + 1
        longest = max(longest, run)
    return longest * 10.0


def test_a_heading_is_followed_by_a_pause(tmp_path: Path) -> None:
    """The spoken sheet says a heading on its own and pauses before the text, as a
    reader would; without the pause the heading ran into its first sentence."""
    from fortythieves.speech.wav import PARAGRAPH_PAUSE_MS as PAUSE_MS
    from fortythieves.speech.wav import render_wav

    joined, apart = tmp_path / "joined.wav", tmp_path / "apart.wav"
    render_wav("The aim of the game\nIn short: 40 cards dealt.", "en", joined)
    render_wav("The aim of the game\n\nIn short: 40 cards dealt.", "en", apart, pause_ms=PAUSE_MS)
    assert _longest_silence_ms(apart) >= PAUSE_MS
    assert _longest_silence_ms(joined) < PAUSE_MS / 2
