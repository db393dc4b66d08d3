"""Figures for the speech layer: start-up cost, interruption delay, recordings per language.

    python tools/bench_speech.py [--fake-player]

`--fake-player` puts a stand-in `aplay` first on PATH (for machines without a sound
device): it notes when it starts playing, so the delay from `say()` to sound is measured.
"""

from __future__ import annotations

import argparse
import array
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.start import start_speech
from fortythieves.speech.wav import espeak_voice_for, render_wav

SENTENCES = {
    "en": "Column 1: ace of diamonds, 3 of spades.",
    "ca": "Columna 1: as de diamants, 3 de piques.",
    "nl": "Kolom 1: ruitenaas, schoppen 3.",
    "pt": "Coluna 1: ás de ouros, 3 de espadas.",
    "it": "Colonna 1: asso di quadri, 3 di picche.",
    "hr": "Stupac 1: karo as, pik trojka.",
}

FAKE_APLAY = """#!{python}
import os, sys, time
wavs = [a for a in sys.argv[1:] if a.endswith(".wav")]
if not wavs:
    sys.stdin.buffer.read()
    sys.exit(0)
with open({log!r}, "a") as f:
    f.write(f"{{time.monotonic()}}\\n")
time.sleep(30)
"""


def _name(problem: SpeechProblem | None) -> str:
    return "none" if problem is None else problem.name


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def bench_import() -> None:
    code = "import time; t = time.perf_counter(); import fortythieves.speech.start; print(time.perf_counter() - t)"
    times = [
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout)
        for _ in range(5)
    ]
    print(f"import fortythieves.speech.start: median {ms(statistics.median(times))}")


def bench_open() -> None:
    opened, ready = [], []
    for _ in range(5):
        start = time.perf_counter()
        speaker, problem, voice = start_speech("ca")
        opened.append(time.perf_counter() - start)
        if isinstance(speaker, ProcessSpeaker) and speaker.wait_ready(30):
            ready.append(time.perf_counter() - start)
        speaker.close()
    print(
        f"start_speech returns: median {ms(statistics.median(opened))} (problem {_name(problem)}, voice {voice})"
    )
    if ready:
        print(f"first worker ready: median {ms(statistics.median(ready))}")
    else:
        print("no worker became ready (no audio output or no engine here)")


def bench_interrupt(log: Path) -> None:
    speaker, problem, _voice = start_speech("ca", wait=30)
    if not isinstance(speaker, ProcessSpeaker):
        print(f"live speech not available: {_name(problem)}")
        return
    delays, calls = [], []
    for number in range(6):
        before = len(log.read_text().splitlines()) if log.exists() else 0
        start = time.monotonic()
        speaker.say(f"Columna {number + 1}: as de diamants, 3 de piques.")
        calls.append(time.monotonic() - start)
        while (len(log.read_text().splitlines()) if log.exists() else 0) == before:
            time.sleep(0.002)
        delays.append(float(log.read_text().splitlines()[-1]) - start)
        time.sleep(0.5)  # let the standby come up, as between a player's commands
    start = time.monotonic()
    speaker.stop()
    stop_call = time.monotonic() - start
    speaker.close()
    print(f"say() returns: median {ms(statistics.median(calls))}; stop(): {ms(stop_call)}")
    print(
        f"say() to the player starting, interrupting the one before: first {ms(delays[0])}, "
        f"then median {ms(statistics.median(delays[1:]))}"
    )


def bench_render() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for lang, text in SENTENCES.items():
            path = Path(tmp, f"{lang}.wav")
            start = time.perf_counter()
            render_wav(text, lang, path)
            took = time.perf_counter() - start
            with wave.open(str(path), "rb") as w:
                samples = array.array("h", w.readframes(w.getnframes()))
                duration = w.getnframes() / w.getframerate()
            rms = math.sqrt(sum(s * s for s in samples) / len(samples))
            print(
                f"render_wav {lang} ({espeak_voice_for(lang)}): {duration:.2f} s, RMS {rms:.0f}, took {ms(took)}"
            )
        words = (
            "Les cartes es mouen d'una en una, i els fonaments es construeixen per pals. " * 10 + "\n\n"
        ) * 30
        path = Path(tmp, "long.wav")
        start = time.perf_counter()
        render_wav(words, "ca", path)
        took = time.perf_counter() - start
        with wave.open(str(path), "rb") as w:
            duration = w.getnframes() / w.getframerate()
        print(f"render_wav ca, {len(words.split())} words: {duration:.0f} s of speech in {took:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--fake-player", action="store_true", help="a stand-in aplay that only notes its start"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp, "played")
        if args.fake_player:
            aplay = Path(tmp, "aplay")
            aplay.write_text(FAKE_APLAY.format(python=sys.executable, log=str(log)))
            aplay.chmod(0o755)
            os.environ["PATH"] = f"{tmp}{os.pathsep}{os.environ['PATH']}"
        bench_import()
        bench_open()
        if args.fake_player:
            bench_interrupt(log)
        bench_render()


if __name__ == "__main__":
    main()
