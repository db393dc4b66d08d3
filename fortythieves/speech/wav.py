"""Speech recorded to a WAV file (the rules sheet's `--format wav`), with espeak-ng.

The `espeak-ng` program records reliably, unlike pyttsx3's `save_to_file`, and needs no
audio device.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import tempfile
import wave
from pathlib import Path

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.voices import espeak_voices, voice_for


class SpeechError(Exception):
    """Speech could not be recorded; `reason` says why."""

    def __init__(self, reason: SpeechProblem, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


def espeak_voice_for(lang: str) -> str:
    """The espeak-ng voice `render_wav` uses for `lang`, e.g. `roa/ca`; SpeechError if none."""
    if shutil.which("espeak-ng") is None:
        raise SpeechError(SpeechProblem.NO_ENGINE, "espeak-ng is not installed")
    voices = espeak_voices()
    if not voices:
        raise SpeechError(SpeechProblem.NO_ENGINE, "espeak-ng lists no voices")
    voice_id, exact = voice_for(lang, voices)
    if voice_id is None or not exact:
        raise SpeechError(SpeechProblem.NO_VOICE_FOR_LANGUAGE, f"espeak-ng has no voice for {lang!r}")
    return voice_id


_CHUNK_CHARS = 4000
# The silence after a heading and between the paragraphs of the spoken rules sheet: a
# listener hears where a section starts (a full stop alone gives about 300 ms).
PARAGRAPH_PAUSE_MS = 700


def chunks(text: str, limit: int = _CHUNK_CHARS) -> list[str]:
    """The paragraphs of `text`, long ones cut at sentence ends (or spaces) to `limit`.

    >>> chunks("One.\\n\\n  Two\\nlines. ")
    ['One.', 'Two lines.']
    """
    found: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        paragraph = " ".join(paragraph.split())
        if not paragraph:
            continue
        pieces = re.split(r"(?<=[.!?;:])\s+", paragraph) if len(paragraph) > limit else [paragraph]
        current = ""
        for piece in pieces:
            while len(piece) > limit:
                cut = piece.rfind(" ", 0, limit)
                cut = cut if cut > 0 else limit
                if current:
                    found.append(current)
                    current = ""
                found.append(piece[:cut])
                piece = piece[cut:].strip()
            if current and len(current) + 1 + len(piece) > limit:
                found.append(current)
                current = piece
            else:
                current = f"{current} {piece}" if current else piece
        if current:
            found.append(current)
    return found


def _espeak_to_file(program: str, voice: str, rate: int, amplitude: int, text: str, out: Path) -> None:
    source = out.with_suffix(".txt")
    source.write_text(text, encoding="utf-8")
    command = [program, "-v", voice, "-s", str(rate), "-a", str(amplitude), "-b", "1"]
    command += ["-w", str(out), "-f", str(source)]
    error = ""
    for _attempt in range(2):  # espeak-ng now and then ends with no sound: once more
        try:
            done = subprocess.run(command, capture_output=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as exc:
            error = str(exc)
            continue
        error = done.stderr.decode("utf-8", "replace").strip()
        if done.returncode == 0 and out.exists():
            with contextlib.suppress(wave.Error, EOFError), wave.open(str(out), "rb") as w:
                if w.getnframes() > 0 or not any(ch.isalnum() for ch in text):
                    return
        error = error or f"espeak-ng exited {done.returncode} with no sound"
    raise SpeechError(SpeechProblem.NO_ENGINE, error)


def render_wav(
    text: str, lang: str, path: Path, rate: int = 175, volume: float = 1.0, pause_ms: int = 0
) -> None:
    """Record `text` spoken in `lang` to the WAV file `path`, with espeak-ng.

    Any length: the text is spoken paragraph by paragraph and the recordings joined,
    with `pause_ms` of silence after each paragraph (a heading is a paragraph of its own).
    The file appears complete or not at all. SpeechError when espeak-ng or the
    language's voice is missing, or espeak-ng fails.
    """
    voice = espeak_voice_for(lang)
    program = shutil.which("espeak-ng")
    assert program is not None  # espeak_voice_for checked
    rate = max(80, min(int(rate), 500))
    amplitude = max(0, min(round(volume * 100), 200))
    path = Path(path)
    partial = path.with_name(path.name + ".part")
    with tempfile.TemporaryDirectory(prefix="fortythieves-wav-") as tmp:
        try:
            with wave.open(str(partial), "wb") as joined:
                params: tuple[int, int, int] | None = None
                for number, chunk in enumerate(chunks(text)):
                    piece = Path(tmp, f"{number}.wav")
                    _espeak_to_file(program, voice, rate, amplitude, chunk, piece)
                    with wave.open(str(piece), "rb") as w:
                        these = (w.getnchannels(), w.getsampwidth(), w.getframerate())
                        if params is None:
                            params = these
                            joined.setnchannels(these[0])
                            joined.setsampwidth(these[1])
                            joined.setframerate(these[2])
                        elif these != params:
                            raise SpeechError(SpeechProblem.NO_ENGINE, f"espeak-ng changed format: {these}")
                        joined.writeframes(w.readframes(w.getnframes()))
                        silence = these[2] * pause_ms // 1000
                        joined.writeframes(b"\0" * (silence * these[0] * these[1]))
                    piece.unlink()
                if params is None:  # nothing to say: a valid, empty recording
                    joined.setnchannels(1)
                    joined.setsampwidth(2)
                    joined.setframerate(22050)
            os.replace(partial, path)
        finally:
            partial.unlink(missing_ok=True)
