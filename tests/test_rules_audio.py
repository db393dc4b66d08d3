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
