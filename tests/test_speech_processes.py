"""The speech layer with real worker processes running a fake engine: settings reach the
engine, a newer reply kills a long one, failures and killed workers, and no worker outlives
the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech import start as start_module
from fortythieves.speech.process import SubprocessLauncher
from fortythieves.speech.protocol import SilentSpeaker
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.start import start_speech

# ---------------------------------------------------------------------------------------
# Real worker processes with a fake engine

FAKE_ENGINE = textwrap.dedent(
    """
    import json, os, sys, time

    LOG = os.environ["FAKE_TTS_LOG"]
    MODE = os.environ.get("FAKE_TTS_MODE", "")


    class Voice:
        def __init__(self, id, name, languages):
            self.id, self.name, self.languages = id, name, languages


    VOICES = [Voice("v-en", "Fake English", ["en_GB"]), Voice("v-ca", "Fake Catalan", ["ca_ES"])]


    def log(**entry):
        with open(LOG, "a", encoding="utf-8") as f:
            f.write(json.dumps(dict(entry, pid=os.getpid())) + "\\n")


    class Engine:
        def __init__(self, driver):
            print('{"event": "failed", "status": "NO_AUDIO"}')  # noise that must not be an event
            print("noise on stderr", file=sys.stderr)
            if MODE == "init-fails":
                raise RuntimeError("you probably do not have eSpeak installed")
            while MODE == "slow-init" and not os.path.exists(LOG + ".go"):
                time.sleep(0.01)
            self.props = {}
            self.callbacks = []
            self.text = None

        def getProperty(self, name):
            return VOICES if name == "voices" else self.props.get(name)

        def setProperty(self, name, value):
            self.props[name] = value

        def connect(self, topic, callback):
            self.callbacks.append(callback)

        def say(self, text):
            if "FAIL" in text:
                raise RuntimeError("say failed")
            self.text = text

        def runAndWait(self):
            print("Audio saved to nowhere")
            log(text=self.text, props=self.props)
            if "LONG" in self.text:
                time.sleep(3600)
            for callback in self.callbacks:
                callback(name=None, completed=True)


    def make(driver):
        return Engine(driver)
    """
)


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.01)


def process_gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        # The process can be reaped between opening its stat file and reading it.
        return True
    return state in ("Z", "X")


class FakeEngineSetup:
    def __init__(self, tmp_path: Path, mode: str = "") -> None:
        (tmp_path / "fake_tts_engine.py").write_text(FAKE_ENGINE, encoding="utf-8")
        self.log = tmp_path / "tts.log"
        self.launcher = SubprocessLauncher(
            engine="fake_tts_engine:make",
            env={
                "PYTHONPATH": str(tmp_path),
                "FAKE_TTS_LOG": str(self.log),
                "FAKE_TTS_MODE": mode,
            },
        )

    def entries(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        # Only whole lines: a worker may be halfway through writing the last one.
        text = self.log.read_text(encoding="utf-8")
        return [json.loads(line) for line in text[: text.rfind("\n") + 1].splitlines()]


needs_posix = pytest.mark.skipif(os.name != "posix", reason="process groups and /proc are POSIX")


@needs_posix
def test_a_worker_process_speaks_with_the_settings(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    fake = FakeEngineSetup(tmp_path)
    speaker, problem, _ = start_speech("ca", rate=210, volume=0.8, driver="fake", launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker) and problem is None
    assert speaker.wait_ready(60)
    assert speaker.voice == "Fake Catalan" and speaker.problem is None
    speaker.say("Columna 1: as de diamants, 3 de piques")
    assert speaker.wait_idle(60)
    speaker.say("Columna 2: rei de cors")
    assert speaker.wait_idle(60)
    speaker.close()
    texts = [(e["text"], e["props"]) for e in fake.entries()]
    props = {"voice": "v-ca", "rate": 210, "volume": 0.8}
    assert texts == [("Columna 1: as de diamants, 3 de piques", props), ("Columna 2: rei de cors", props)]
    assert speaker.failure is None
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@needs_posix
def test_a_worker_process_falls_back_to_english(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path)
    speaker, _problem, _ = start_speech("hr", driver="fake", wait=60, launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker)
    assert (speaker.problem, speaker.voice) == (SpeechProblem.NO_VOICE_FOR_LANGUAGE, "Fake English")
    speaker.close()


@needs_posix
def test_start_speech_returns_before_the_engine_is_up(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path, mode="slow-init")
    speaker, problem, _ = start_speech("ca", driver="fake", launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker) and problem is None
    speaker.say("Columna 1")  # kept until the worker is ready
    assert speaker.speaking and fake.entries() == []
    Path(str(fake.log) + ".go").touch()
    assert speaker.wait_idle(60)
    assert [e["text"] for e in fake.entries()] == ["Columna 1"]
    speaker.close()


@needs_posix
def test_a_long_utterance_is_killed_by_the_next(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    fake = FakeEngineSetup(tmp_path)
    speaker, _, _ = start_speech("ca", driver="fake", wait=60, launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker)
    speaker.say("LONG: les regles senceres")
    wait_for(lambda: len(fake.entries()) == 1, "the long utterance to start")
    first_pid = fake.entries()[0]["pid"]
    speaker.say("Columna 1")  # returns while the long one plays
    wait_for(lambda: process_gone(first_pid), "the first worker to end")
    assert speaker.wait_idle(60)
    assert [e["text"] for e in fake.entries()] == ["LONG: les regles senceres", "Columna 1"]
    assert fake.entries()[1]["pid"] != first_pid
    speaker.say("LONG again")
    wait_for(lambda: len(fake.entries()) == 3, "the second long utterance to start")
    speaker.stop()
    wait_for(lambda: process_gone(fake.entries()[2]["pid"]), "the stopped worker to end")
    assert not speaker.speaking and speaker.failure is None
    speaker.close()
    wait_for(lambda: all(w.finished.is_set() for w in fake.launcher.launched), "every worker to end")
    assert all(process_gone(entry["pid"]) for entry in fake.entries())
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@needs_posix
def test_a_worker_process_whose_engine_cannot_start(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path, mode="init-fails")
    speaker, problem, voice = start_speech("ca", driver="fake", wait=60, launcher=fake.launcher)
    assert problem is SpeechProblem.NO_ENGINE and voice is None
    assert isinstance(speaker, SilentSpeaker) and speaker.failure is SpeechProblem.NO_ENGINE


@needs_posix
def test_a_worker_process_whose_say_raises(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path)
    speaker, _, _ = start_speech("ca", driver="fake", wait=60, launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker)
    speaker.say("FAIL now")
    wait_for(lambda: speaker.failure is not None, "the failure to be seen")
    assert speaker.failure is SpeechProblem.NO_ENGINE
    speaker.say("nothing more")
    assert not speaker.speaking


@needs_posix
def test_a_worker_process_killed_from_outside(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path)
    speaker, _, _ = start_speech("ca", driver="fake", wait=60, launcher=fake.launcher)
    assert isinstance(speaker, ProcessSpeaker)
    speaker.say("LONG")
    wait_for(lambda: len(fake.entries()) == 1, "the utterance to start")
    os.kill(fake.entries()[0]["pid"], 9)
    wait_for(lambda: not speaker.speaking, "the speaker to notice")
    assert speaker.failure is None
    speaker.say("Columna 1")
    assert speaker.wait_idle(60)
    assert fake.entries()[-1]["text"] == "Columna 1"
    speaker.close()


@needs_posix
def test_workers_end_when_the_game_is_killed(tmp_path: Path) -> None:
    fake = FakeEngineSetup(tmp_path)
    game = textwrap.dedent(
        f"""
        import sys, time
        from fortythieves.speech.process import SubprocessLauncher
        from fortythieves.speech.start import start_speech
        launcher = SubprocessLauncher(engine="fake_tts_engine:make", env={fake.launcher.env!r})
        speaker, _, _ = start_speech("ca", driver="fake", launcher=launcher)
        speaker.say("LONG: the whole rules sheet")
        time.sleep(3600)
        """
    )
    root = str(Path(start_module.__file__).resolve().parents[2])
    proc = subprocess.Popen([sys.executable, "-c", game], env={**os.environ, "PYTHONPATH": root})
    try:
        wait_for(lambda: len(fake.entries()) == 1, "the game to speak")
    finally:
        proc.kill()
        proc.wait()
    wait_for(lambda: process_gone(fake.entries()[0]["pid"]), "the worker to end with the game")
