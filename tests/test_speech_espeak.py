"""Speech with the real espeak-ng: recordings in every language, and live speech through
pyttsx3 into a stand-in `aplay` that keeps what it is given to play.

These tests fail (never skip) when espeak-ng or pyttsx3 is missing: `tools/setup.sh --dev`
installs both.
"""

from __future__ import annotations

import array
import math
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import wave
from pathlib import Path

import pytest
from test_speech_processes import process_gone, wait_for

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.protocol import SilentSpeaker
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.start import start_speech
from fortythieves.speech.wav import SpeechError, espeak_voice_for, render_wav

SENTENCES = {
    "en": "Column 1: ace of diamonds, 3 of spades.",
    "ca": "Columna 1: as de diamants, 3 de piques.",
    "nl": "Kolom 1: ruitenaas, schoppen 3.",
    "pt": "Coluna 1: ás de ouros, 3 de espadas.",
    "it": "Colonna 1: asso di quadri, 3 di picche.",
    "hr": "Stupac 1: karo as, pik trojka.",
}
VOICES = {"en": "gmw/en", "ca": "roa/ca", "nl": "gmw/nl", "pt": "roa/pt", "it": "roa/it", "hr": "zls/hr"}


def test_espeak_ng_is_installed() -> None:
    assert shutil.which("espeak-ng"), "espeak-ng is missing: run tools/setup.sh --dev"


def read_wav(path: Path) -> tuple[float, float, bytes]:
    """Duration in seconds, RMS loudness (16-bit scale) and the frames."""
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        frames = w.readframes(w.getnframes())
        duration = w.getnframes() / w.getframerate()
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    samples = samples[:: 1 + len(samples) // 200_000]  # enough of a long one
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0
    return duration, rms, frames


def espeak_directly(text: str, voice: str, path: Path) -> bytes:
    subprocess.run(["espeak-ng", "-v", voice, "-s", "175", "-b", "1", "-w", str(path), text], check=True)
    return read_wav(path)[2]


@pytest.mark.parametrize("lang", list(SENTENCES))
def test_each_language_is_recorded_in_its_own_voice(lang: str, tmp_path: Path) -> None:
    assert espeak_voice_for(lang) == VOICES[lang]
    out = tmp_path / f"{lang}.wav"
    render_wav(SENTENCES[lang], lang, out)
    duration, rms, frames = read_wav(out)
    assert 1.0 < duration < 15.0
    assert rms > 500  # speech, not silence (espeak speaks at about 2500)
    # what that language's voice says, and not what the English voice would say
    assert frames == espeak_directly(SENTENCES[lang], VOICES[lang], tmp_path / "direct.wav")
    if lang != "en":
        assert frames != espeak_directly(SENTENCES[lang], "gmw/en", tmp_path / "english.wav")
    assert not list(tmp_path.glob("*.part"))


def test_the_six_voices_differ(tmp_path: Path) -> None:
    assert len({espeak_voice_for(lang) for lang in SENTENCES}) == 6
    text = "Columna 1: as de diamants, 3 de piques."
    recordings = set()
    for lang in SENTENCES:
        render_wav(text, lang, tmp_path / f"{lang}.wav")
        recordings.add(read_wav(tmp_path / f"{lang}.wav")[2])
    assert len(recordings) == 6


def test_rate_and_volume(tmp_path: Path) -> None:
    text = SENTENCES["it"]
    render_wav(text, "it", tmp_path / "normal.wav")
    render_wav(text, "it", tmp_path / "fast.wav", rate=350)
    render_wav(text, "it", tmp_path / "quiet.wav", volume=0.4)
    normal, loud, _ = read_wav(tmp_path / "normal.wav")
    fast, _, _ = read_wav(tmp_path / "fast.wav")
    _, quiet, _ = read_wav(tmp_path / "quiet.wav")
    assert fast < normal * 0.75
    assert quiet < loud * 0.6


def test_a_whole_rules_sheet(tmp_path: Path) -> None:
    paragraph = (
        "Les cartes es mouen d'una en una. Una columna es construeix cap avall en el mateix pal, "
        "i un espai buit accepta qualsevol carta. Els fonaments es construeixen per pals, de l'as al rei. "
    )
    sections = [f"Secció {n}.\n\n" + paragraph * 4 for n in range(1, 41)]
    text = "\n\n".join(sections) + "\n\n" + paragraph * 60  # and one paragraph of 2000 words
    words = len(text.split())
    assert words > 4000
    out = tmp_path / "rules.wav"
    render_wav(text, "ca", out, rate=300)
    duration, rms, _ = read_wav(out)
    expected = words / 300 * 60
    assert 0.5 * expected < duration < 2.0 * expected
    assert rms > 500


def test_nothing_to_say_gives_an_empty_recording(tmp_path: Path) -> None:
    render_wav(" \n\n ", "nl", tmp_path / "empty.wav")
    assert read_wav(tmp_path / "empty.wav")[0] == 0.0


def test_a_language_espeak_does_not_speak(tmp_path: Path) -> None:
    with pytest.raises(SpeechError) as error:
        render_wav("Tlhngan Hol", "tlh", tmp_path / "out.wav")
    assert error.value.reason is SpeechProblem.NO_VOICE_FOR_LANGUAGE
    assert not (tmp_path / "out.wav").exists()


# ---------------------------------------------------------------------------------------
# Live: pyttsx3 and espeak-ng in the worker, a stand-in aplay

FAKE_APLAY = textwrap.dedent(
    """\
    #!{python}
    import os, shutil, sys, time
    box = {box!r}
    wavs = [a for a in sys.argv[1:] if a.endswith(".wav")]
    print("aplay noise on stdout"); print("ALSA lib pcm.c: noise on stderr", file=sys.stderr)
    if not wavs:  # the sound device check: raw samples on stdin
        sys.stdin.buffer.read()
        sys.exit(1 if os.path.exists(os.path.join(box, "no-device")) else 0)
    n = len([f for f in os.listdir(box) if f.endswith(".wav")])
    shutil.copy(wavs[0], os.path.join(box, f"{{n}}.wav"))
    with open(os.path.join(box, f"{{n}}.pid.tmp"), "w") as f:  # renamed whole: never read empty
        f.write(str(os.getpid()))
    os.replace(os.path.join(box, f"{{n}}.pid.tmp"), os.path.join(box, f"{{n}}.pid"))
    if os.path.exists(os.path.join(box, "slow")):
        time.sleep(3600)
    """
)

needs_linux = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="pyttsx3 plays with aplay on Linux"
)


@pytest.fixture
def player(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in aplay first on PATH; returns the folder it copies what it plays into."""
    import pyttsx3  # noqa: F401  (a dev dependency: fail here when missing)

    bin_dir, box = tmp_path / "bin", tmp_path / "played"
    bin_dir.mkdir()
    box.mkdir()
    aplay = bin_dir / "aplay"
    aplay.write_text(FAKE_APLAY.format(python=sys.executable, box=str(box)), encoding="utf-8")
    aplay.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    return box


@needs_linux
def test_live_speech_through_pyttsx3_and_espeak(player: Path, capfd: pytest.CaptureFixture[str]) -> None:
    speaker, problem, voice = start_speech("hr", wait=60)
    assert isinstance(speaker, ProcessSpeaker), speaker.failure
    assert (problem, voice) == (None, "Croatian")
    speaker.say(SENTENCES["hr"])
    assert speaker.wait_idle(60)
    duration, rms, played = read_wav(player / "0.wav")
    assert 1.0 < duration < 15.0 and rms > 500
    # in the Croatian voice: it starts as espeak-ng's Croatian does, not as its English
    croatian = espeak_directly(SENTENCES["hr"], "zls/hr", player.parent / "hr.wav")
    english = espeak_directly(SENTENCES["hr"], "gmw/en", player.parent / "en.wav")
    half = len(croatian) // 2
    assert played[:half] == croatian[:half] and played[:half] != english[:half]

    # a long utterance, cut by the next one
    (player / "slow").touch()
    speaker.say("Pravila igre: " + "Karte se slažu od kralja prema asu. " * 30)
    wait_for(lambda: (player / "1.pid").exists(), "the long utterance to play")
    long_player = int((player / "1.pid").read_text())
    speaker.say(SENTENCES["hr"])  # returns at once, the long one still playing
    wait_for(lambda: process_gone(long_player), "the long utterance's player to be killed")
    wait_for(lambda: (player / "2.pid").exists(), "the next reply to play")
    assert speaker.speaking
    speaker.stop()
    wait_for(lambda: process_gone(int((player / "2.pid").read_text())), "stop to kill the player")
    assert not speaker.speaking and speaker.failure is None
    (player / "slow").unlink()
    speaker.say(SENTENCES["hr"])
    assert speaker.wait_idle(60)
    assert (player / "3.wav").exists()
    speaker.close()

    out, err = capfd.readouterr()
    assert out == "" and err == ""  # no ALSA, player or pyttsx3 message reaches the game
    scratch = Path(tempfile.gettempdir())
    wait_for(lambda: not list(scratch.iterdir()), "the workers' temporary files to go")


@needs_linux
def test_live_speech_without_a_sound_device(player: Path) -> None:
    (player / "no-device").touch()
    speaker, problem, voice = start_speech("ca", wait=60)
    assert problem is SpeechProblem.NO_AUDIO and voice is None
    assert isinstance(speaker, SilentSpeaker) and speaker.failure is SpeechProblem.NO_AUDIO


@needs_linux
def test_live_speech_finds_out_later_without_waiting(player: Path) -> None:
    (player / "no-device").touch()
    speaker, problem, voice = start_speech("it")
    assert isinstance(speaker, ProcessSpeaker)
    assert (problem, voice) == (None, "Italian")  # what could be known at once
    speaker.say(SENTENCES["it"])  # never raises
    wait_for(lambda: speaker.failure is not None, "the worker to report the missing device")
    assert speaker.failure is SpeechProblem.NO_AUDIO
    speaker.say(SENTENCES["it"])
    assert not speaker.speaking
