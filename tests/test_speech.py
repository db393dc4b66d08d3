"""The speech layer without a speech engine: fake workers in this process, and real worker
processes running a fake engine."""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.faces.app import open_speech
from fortythieves.lang.i18n import translator
from fortythieves.lang.speechtext import SpeechProblem, speech_problem_text
from fortythieves.speech import start as start_module
from fortythieves.speech import wav
from fortythieves.speech.process import SubprocessLauncher, WorkerConfig
from fortythieves.speech.protocol import SilentSpeaker
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.start import start_speech
from fortythieves.speech.voices import VoiceInfo, choose_voice, voice_for
from fortythieves.speech.wav import SpeechError, render_wav

# ---------------------------------------------------------------------------------------
# Fake workers, driven by the test


class FakeWorker:
    def __init__(self, config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> None:
        self.config = config
        self.on_event = on_event
        self.sent: list[str] = []
        self.busy = False  # given a text and not yet done with it
        self.killed = False
        self.broken = False
        self.sent_while_busy = 0

    def send(self, text: str) -> None:
        if self.killed or self.broken:
            raise BrokenPipeError("worker gone")
        if self.busy:
            self.sent_while_busy += 1
        self.sent.append(text)
        self.busy = True

    def kill(self) -> None:
        self.killed = True

    # what the worker reports
    def ready(self, voice: str = "roa/ca", name: str = "Catalan", exact: bool = True) -> None:
        self.on_event({"event": "ready", "voice": voice, "voice_name": name, "exact": exact})

    def done(self) -> None:
        self.busy = False
        self.on_event({"event": "done"})

    def fail(self, status: str) -> None:
        self.on_event({"event": "failed", "status": status})

    def exit(self) -> None:
        self.on_event({"event": "exit", "code": -9})


class FakeLauncher:
    def __init__(self, *, auto_ready: bool = False) -> None:
        self.auto_ready = auto_ready
        self.workers: list[FakeWorker] = []

    def __call__(self, config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> FakeWorker:
        worker = FakeWorker(config, on_event)
        self.workers.append(worker)
        if self.auto_ready:
            worker.ready()
        return worker

    @property
    def alive(self) -> list[FakeWorker]:
        return [w for w in self.workers if not w.killed]


def make_speaker(launcher: FakeLauncher, lang: str = "ca") -> ProcessSpeaker:
    return ProcessSpeaker(WorkerConfig(lang=lang, driver="fake"), launcher)


def test_say_goes_to_the_ready_worker_and_done_ends_speaking() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    assert len(launcher.workers) == 1 and not speaker.speaking
    first = launcher.workers[0]
    first.ready()
    speaker.say("Columna 1: as de diamants")
    assert first.sent == ["Columna 1: as de diamants"]
    assert speaker.speaking
    first.done()
    assert not speaker.speaking
    speaker.say("Columna 2")
    assert first.sent[-1] == "Columna 2"
    speaker.close()
    assert all(w.killed for w in launcher.workers)


def test_text_waits_for_a_starting_worker_and_a_newer_text_replaces_it() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    first = launcher.workers[0]
    speaker.say("one")
    speaker.say("two")
    speaker.say("three")
    assert speaker.speaking
    assert first.sent == []
    first.ready()
    assert first.sent == ["three"]
    assert not first.killed


def test_a_new_reply_interrupts_the_one_being_spoken() -> None:
    launcher = FakeLauncher(auto_ready=True)
    speaker = make_speaker(launcher)
    speaker.say("a long reply")
    first, standby = launcher.workers
    assert first.sent == ["a long reply"] and standby.sent == []
    speaker.say("the next reply")
    assert first.killed
    assert standby.sent == ["the next reply"]
    assert len(launcher.alive) == 2  # the one speaking, and a new standby
    assert all(w.sent_while_busy == 0 for w in launcher.workers)


def test_interrupting_with_a_standby_still_starting() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    launcher.workers[0].ready()
    speaker.say("first")
    speaker.say("second")
    speaker.say("third")
    first, second = launcher.workers[:2]
    assert first.killed and second.sent == []
    second.ready()
    assert second.sent == ["third"]


def test_stop_silences_at_once() -> None:
    launcher = FakeLauncher(auto_ready=True)
    speaker = make_speaker(launcher)
    speaker.say("a long reply")
    first = launcher.workers[0]
    speaker.stop()
    assert first.killed
    assert not speaker.speaking
    speaker.stop()  # nothing to stop: harmless
    speaker.say("after the stop")
    assert launcher.workers[1].sent == ["after the stop"]


def test_stop_drops_a_text_waiting_for_its_worker() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    speaker.say("never said")
    speaker.stop()
    assert not speaker.speaking
    launcher.workers[0].ready()
    assert launcher.workers[0].sent == []


def test_an_empty_text_is_a_stop() -> None:
    launcher = FakeLauncher(auto_ready=True)
    speaker = make_speaker(launcher)
    speaker.say("something")
    speaker.say("  ")
    assert launcher.workers[0].killed
    assert not speaker.speaking


Action = tuple[str, int]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["say", "stop", "ready", "done", "die"]), st.integers(0, 7)),
        max_size=40,
    )
)
def test_nothing_ever_queues_behind_the_player(actions: list[Action]) -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    last_said: str | None = None
    for number, (action, which) in enumerate(actions):
        workers = launcher.alive
        if action == "say":
            last_said = f"text {number}"
            speaker.say(last_said)
        elif action == "stop":
            speaker.stop()
            last_said = None
        elif workers:
            worker = workers[which % len(workers)]
            if action == "ready":
                worker.ready()
            elif action == "done" and worker.busy:
                worker.done()
            elif action == "die":
                worker.killed = True
                worker.exit()
        # a worker is never given a text while it still has one
        assert all(w.sent_while_busy == 0 for w in launcher.workers)
        # at most one live worker has something to say, and never more than two live workers
        assert sum(w.busy for w in launcher.alive) <= 1
        assert len(launcher.alive) <= 2
        if speaker.failure is None and speaker.speaking:
            # what is being said, or waits for its worker, is the last text
            current = speaker._current
            assert current is not None and last_said is not None
            if current.pending is not None:
                assert current.pending == last_said
            else:
                busy = [w for w in launcher.alive if w.busy]
                assert busy[0].sent[-1] == last_said
    speaker.close()
    assert launcher.alive == []


# ---------------------------------------------------------------------------------------
# Settings and voices


def test_settings_reach_the_worker() -> None:
    launcher = FakeLauncher()
    speaker, problem, _voice = start_speech("hr", rate=220, volume=0.5, driver="fake", launcher=launcher)
    assert problem is None
    config = launcher.workers[0].config
    assert (config.lang, config.rate, config.volume, config.driver) == ("hr", 220, 0.5, "fake")
    speaker.close()


def test_volume_is_kept_between_0_and_1() -> None:
    launcher = FakeLauncher()
    speaker, _problem, _voice = start_speech("en", volume=3.0, driver="x", launcher=launcher)
    assert launcher.workers[0].config.volume == 1.0
    speaker.close()


def test_the_worker_reports_the_voice_and_a_missing_language() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher, "hr")
    assert (speaker.problem, speaker.voice) == (None, None)
    launcher.workers[0].ready(voice="gmw/en", name="English (Great Britain)", exact=False)
    assert speaker.problem is SpeechProblem.NO_VOICE_FOR_LANGUAGE
    assert speaker.voice == "English (Great Britain)"
    assert speaker.failure is None
    speaker.say("Stupac 1: karo as")
    assert launcher.workers[0].sent == ["Stupac 1: karo as"]


def test_start_speech_can_wait_for_the_worker() -> None:
    launcher = FakeLauncher()

    def ready_later() -> None:
        while not launcher.workers:
            time.sleep(0.01)
        launcher.workers[0].ready(voice="gmw/en", name="English", exact=False)

    thread = threading.Thread(target=ready_later)
    thread.start()
    speaker, problem, voice = start_speech("ca", driver="fake", wait=30, launcher=launcher)
    thread.join()
    assert problem is SpeechProblem.NO_VOICE_FOR_LANGUAGE and voice == "English"
    speaker.close()


ESPEAK_LIKE = [
    VoiceInfo("gmw/en-029", "English (Caribbean)", ("en-029", "en"), (5, 10)),
    VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb", "en"), (2, 2)),
    VoiceInfo("gmw/en-US", "English (America)", ("en-us", "en"), (2, 3)),
    VoiceInfo("roa/ca", "Catalan", ("ca",), (5,)),
    VoiceInfo("gmw/nl", "Dutch", ("nl",), (5,)),
    VoiceInfo("roa/pt-BR", "Portuguese (Brazil)", ("pt-br", "pt"), (5, 6)),
    VoiceInfo("roa/pt", "Portuguese (Portugal)", ("pt", "pt-pt"), (5, 5)),
    VoiceInfo("roa/it", "Italian", ("it",), (5,)),
    VoiceInfo("zls/hr", "Croatian", ("hr", "hbs"), (5, 5)),
]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "gmw/en"),
        ("ca", "roa/ca"),
        ("nl", "gmw/nl"),
        ("pt", "roa/pt"),
        ("it", "roa/it"),
        ("hr", "zls/hr"),
        ("pt-BR", "roa/pt-BR"),
        ("en_US", "gmw/en-US"),
        ("HR-hr", "zls/hr"),
    ],
)
def test_espeak_voices_by_language(lang: str, expected: str) -> None:
    assert voice_for(lang, ESPEAK_LIKE) == (expected, True)


class PyttsxVoice:
    """Voices as pyttsx3's drivers give them."""

    def __init__(self, id: str, name: str, languages: list[Any]) -> None:
        self.id, self.name, self.languages = id, name, languages


def test_pyttsx3_espeak_voices_give_one_language_each() -> None:
    voices = [
        PyttsxVoice("gmw/en-029", "English (Caribbean)", ["en-029"]),
        PyttsxVoice("gmw/en", "English (Great Britain)", ["en-gb"]),
        PyttsxVoice("gmw/en-us", "English (America)", ["en-us"]),
        PyttsxVoice("roa/pt", "Portuguese (Portugal)", ["pt"]),
        PyttsxVoice("roa/pt-br", "Portuguese (Brazil)", ["pt-br"]),
        PyttsxVoice("roa/ca", "Catalan", [b"\x05ca"]),
    ]
    assert voice_for("en", voices) == ("gmw/en", True)
    assert voice_for("pt", voices) == ("roa/pt", True)
    assert voice_for("ca", voices) == ("roa/ca", True)


def test_sapi5_and_macos_voices_by_their_languages() -> None:
    sapi = "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Speech\\Voices\\Tokens\\"
    voices = [
        PyttsxVoice(
            sapi + "TTS_MS_EN-US_ZIRA_11.0", "Microsoft Zira Desktop - English (United States)", ["en_US"]
        ),
        PyttsxVoice(sapi + "TTS_MS_PT-BR_MARIA_11.0", "Microsoft Maria - Portuguese (Brazil)", ["pt_BR"]),
        PyttsxVoice(sapi + "TTS_MS_PT-PT_HELIA_11.0", "Microsoft Helia - Portuguese (Portugal)", ["pt_PT"]),
        PyttsxVoice(sapi + "TTS_MS_CA-ES_HERENA_11.0", "Microsoft Herena - Catalan (Spain)", ["ca_ES"]),
        PyttsxVoice("com.apple.voice.compact.hr-HR.Lana", "Lana", ["hr-HR"]),
        PyttsxVoice("com.apple.voice.compact.nl-NL.Xander", "Xander", ["nl_NL"]),
        PyttsxVoice("com.apple.voice.compact.it-IT.Alice", "Alice", ["it-IT"]),
    ]
    assert voice_for("ca", voices) == (sapi + "TTS_MS_CA-ES_HERENA_11.0", True)
    assert voice_for("pt", voices) == (sapi + "TTS_MS_PT-PT_HELIA_11.0", True)
    assert voice_for("hr", voices) == ("com.apple.voice.compact.hr-HR.Lana", True)
    assert voice_for("nl", voices) == ("com.apple.voice.compact.nl-NL.Xander", True)
    assert voice_for("it", voices) == ("com.apple.voice.compact.it-IT.Alice", True)
    assert voice_for("en", voices)[0] == sapi + "TTS_MS_EN-US_ZIRA_11.0"


def test_a_voice_known_only_by_its_name() -> None:
    voices = [PyttsxVoice("v1", "English", []), PyttsxVoice("v2", "Croatian male", [])]
    assert voice_for("hr", voices) == ("v2", True)


def test_no_voice_for_the_language_falls_back_to_english() -> None:
    voices = [
        VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
        VoiceInfo("gmw/de", "German", ("de",)),
    ]
    assert voice_for("hr", voices) == (None, False)
    assert choose_voice("hr", list(voices)) == ("gmw/en", "English (Great Britain)", False)
    assert choose_voice("hr", [VoiceInfo("gmw/de", "German", ("de",))]) == (None, None, False)
    assert voice_for("ca", []) == (None, False)


# ---------------------------------------------------------------------------------------
# What start_speech finds out before starting anything


def test_no_pyttsx3(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "find_spec", lambda name: None)
    launcher = FakeLauncher()
    speaker, problem, voice = start_speech("ca", launcher=launcher)
    assert problem is SpeechProblem.NO_PYTTSX3 and voice is None
    assert isinstance(speaker, SilentSpeaker) and speaker.failure is SpeechProblem.NO_PYTTSX3
    assert launcher.workers == []
    speaker.say("nothing")
    speaker.stop()
    speaker.close()
    assert launcher.workers == [] and speaker.failure is SpeechProblem.NO_PYTTSX3


def test_no_espeak(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: ())
    monkeypatch.setattr(start_module, "espeak_library_present", lambda: False)
    launcher = FakeLauncher()
    speaker, problem, _voice = start_speech("ca", driver="espeak", launcher=launcher)
    assert problem is SpeechProblem.NO_ENGINE and isinstance(speaker, SilentSpeaker)
    assert launcher.workers == []


def _which_without(missing: str) -> Callable[[str], str | None]:
    real = shutil.which
    return lambda name: None if name == missing else real(name)


def test_no_audio_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: tuple(ESPEAK_LIKE))
    monkeypatch.setattr(shutil, "which", _which_without("aplay"))
    monkeypatch.setattr(sys, "platform", "linux")
    speaker, problem, _voice = start_speech("ca", driver="espeak", launcher=FakeLauncher())
    assert problem is SpeechProblem.NO_AUDIO and isinstance(speaker, SilentSpeaker)


def test_espeak_voice_chosen_before_the_worker_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: tuple(ESPEAK_LIKE))
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(sys, "platform", "linux")
    launcher = FakeLauncher()
    speaker, problem, voice = start_speech("pt", driver="espeak", launcher=launcher)
    assert (problem, voice) == (None, "Portuguese (Portugal)")
    assert launcher.workers[0].config.probe_audio  # the first worker checks the sound device
    launcher.workers[0].ready()
    speaker.say("Coluna 1")
    speaker.say("Coluna 2")
    assert not launcher.workers[1].config.probe_audio  # the others do not
    speaker.close()
    _speaker, problem, voice = start_speech("hr", driver="espeak", launcher=FakeLauncher())
    assert problem is None and voice == "Croatian"
    only_english = (ESPEAK_LIKE[1],)
    monkeypatch.setattr(start_module, "espeak_voices", lambda: only_english)
    _speaker, problem, voice = start_speech("hr", driver="espeak", launcher=FakeLauncher())
    assert (problem, voice) == (SpeechProblem.NO_VOICE_FOR_LANGUAGE, "English (Great Britain)")


def test_render_wav_without_espeak(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(shutil, "which", _which_without("espeak-ng"))
    with pytest.raises(SpeechError) as error:
        render_wav("Columna 1", "ca", tmp_path / "out.wav")
    assert error.value.reason is SpeechProblem.NO_ENGINE
    assert not (tmp_path / "out.wav").exists()


def test_long_texts_are_cut_into_paragraphs_and_sentences() -> None:
    sentence = "Els fonaments es construeixen per pals, de l'as al rei. "
    text = "Primer paràgraf.\n\n\n  Segon\nparàgraf.  \n\n" + sentence * 200 + "\n\n" + "x" * 9000
    chunks = wav.chunks(text, limit=1000)
    assert chunks[:2] == ["Primer paràgraf.", "Segon paràgraf."]
    assert all(0 < len(c) <= 1000 for c in chunks)
    assert "".join(chunks).replace(" ", "") == text.replace(" ", "").replace("\n", "")
    assert wav.chunks("  \n\n ") == []


# ---------------------------------------------------------------------------------------
# Failures never reach the caller


def test_the_engine_failing_to_start() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    speaker.say("waiting")
    launcher.workers[0].fail("NO_ENGINE")
    assert speaker.failure is SpeechProblem.NO_ENGINE
    assert not speaker.speaking
    assert launcher.alive == []
    speaker.say("more")
    speaker.stop()
    assert len(launcher.workers) == 1  # no new worker once failed
    speaker.close()


def test_no_sound_device_found_by_the_worker() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    launcher.workers[0].fail("NO_AUDIO")
    assert speaker.failure is SpeechProblem.NO_AUDIO
    launcher.workers[0].fail("SOMETHING_NEW")
    assert speaker.failure is SpeechProblem.NO_AUDIO


def test_an_unknown_failure_is_an_engine_failure() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    launcher.workers[0].fail("SOMETHING_NEW")
    assert speaker.failure is SpeechProblem.NO_ENGINE


def test_a_worker_dying_while_starting_ends_speech() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    launcher.workers[0].exit()
    assert speaker.failure is SpeechProblem.NO_ENGINE
    speaker.say("silence")
    assert len(launcher.workers) == 1 and launcher.workers[0].sent == [] and not speaker.speaking


def test_a_worker_dying_after_starting_is_replaced_a_few_times() -> None:
    launcher = FakeLauncher(auto_ready=True)
    speaker = make_speaker(launcher)
    for number in range(3):
        speaker.say(f"text {number}")
        speaking = [w for w in launcher.alive if w.busy]
        assert len(speaking) == 1
        speaking[0].killed = True
        speaking[0].exit()
        assert speaker.failure is None and not speaker.speaking
    speaker.say("once more")
    speaking = [w for w in launcher.alive if w.busy]
    speaking[0].killed = True
    speaking[0].exit()
    assert speaker.failure is SpeechProblem.NO_ENGINE


def test_sending_to_a_dead_worker_goes_to_another() -> None:
    launcher = FakeLauncher(auto_ready=True)
    speaker = make_speaker(launcher)
    launcher.workers[0].broken = True
    speaker.say("Columna 1")
    assert launcher.workers[1].sent == ["Columna 1"]
    assert speaker.failure is None


def test_sending_always_failing_ends_speech() -> None:
    class Broken(FakeLauncher):
        def __call__(self, config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> FakeWorker:
            worker = super().__call__(config, on_event)
            worker.broken = True
            return worker

    launcher = Broken(auto_ready=True)
    speaker = make_speaker(launcher)
    speaker.say("Columna 1")
    assert speaker.failure is SpeechProblem.NO_ENGINE
    assert launcher.alive == []


def test_no_worker_can_be_started() -> None:
    def launcher(config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> FakeWorker:
        raise OSError("no python")

    speaker, problem, _voice = start_speech("ca", driver="fake", launcher=launcher)
    assert problem is SpeechProblem.NO_ENGINE
    assert isinstance(speaker, SilentSpeaker)


# ---------------------------------------------------------------------------------------
# What the player is told


PROBLEM_TEXTS = {
    SpeechProblem.NO_VOICE_FOR_LANGUAGE: "No voice speaks English here; using the voice Zira.",
    SpeechProblem.NO_PYTTSX3: (
        "Speech needs the pyttsx3 package (pip install 'fortythieves[speech]'); the game goes on in text."
    ),
    SpeechProblem.NO_ENGINE: "No speech engine was found (install espeak-ng); the game goes on in text.",
    SpeechProblem.NO_AUDIO: "No sound output was found; the game goes on in text.",
    SpeechProblem.UNAVAILABLE: "Speech is not available here; the game goes on in text.",
}


def test_each_problem_is_one_sentence() -> None:
    english = translator("en")
    assert {p: speech_problem_text(english, p, "Zira") for p in SpeechProblem} == PROBLEM_TEXTS


@pytest.mark.parametrize("lang", ["ca", "nl", "pt", "it", "hr"])
def test_each_problem_is_said_in_the_players_language(lang: str) -> None:
    texts = {speech_problem_text(translator(lang), p, "X") for p in SpeechProblem}
    assert len(texts) == len(SpeechProblem) and not texts & set(PROBLEM_TEXTS.values())


def test_the_face_starts_speech_and_phrases_its_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "find_spec", lambda name: None)
    speaker, note = open_speech("ca", 175, 1.0)
    assert isinstance(speaker, SilentSpeaker) and speaker.failure is SpeechProblem.NO_PYTTSX3
    assert note == speech_problem_text(translator("ca"), SpeechProblem.NO_PYTTSX3)


def test_events_after_close_are_ignored() -> None:
    launcher = FakeLauncher()
    speaker = make_speaker(launcher)
    speaker.close()
    launcher.workers[0].ready()
    launcher.workers[0].exit()
    speaker.say("nothing")
    assert speaker.failure is None and not speaker.speaking


# ---------------------------------------------------------------------------------------
# Never blocking


class PlayingWorker(FakeWorker):
    """Plays each text in a thread of its own until the test releases it."""

    def __init__(self, config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> None:
        super().__init__(config, on_event)
        self.playing = threading.Event()
        self.release = threading.Event()
        self.threads: list[threading.Thread] = []

    def send(self, text: str) -> None:
        super().send(text)
        thread = threading.Thread(target=self._play, daemon=True)
        self.threads.append(thread)
        thread.start()

    def _play(self) -> None:
        self.playing.set()
        self.release.wait(60)
        if not self.killed:
            self.done()

    @property
    def still_playing(self) -> bool:
        return self.playing.is_set() and any(t.is_alive() for t in self.threads)


def test_say_and_stop_return_while_the_worker_is_still_playing() -> None:
    workers: list[PlayingWorker] = []

    def launcher(config: WorkerConfig, on_event: Callable[[dict[str, Any]], None]) -> PlayingWorker:
        worker = PlayingWorker(config, on_event)
        workers.append(worker)
        threading.Thread(target=worker.ready, daemon=True).start()
        return worker

    speaker = ProcessSpeaker(WorkerConfig(lang="it"), launcher)
    assert speaker.wait_ready(30)
    speaker.say("Colonna 1: asso di quadri, 3 di picche, e molto altro ancora")
    assert workers[0].playing.wait(30)
    speaker.say("Colonna 2")
    assert workers[0].still_playing  # say() came back without waiting for it
    assert workers[0].killed
    assert workers[1].playing.wait(30)
    assert speaker.speaking
    speaker.stop()
    assert workers[1].still_playing  # so did stop()
    assert workers[1].killed and not speaker.speaking
    speaker.close()
    for worker in workers:
        worker.release.set()


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


SPEECH = Path(start_module.__file__).parent


def test_importing_speech_does_not_import_pyttsx3() -> None:
    modules = ", ".join(f"fortythieves.speech.{path.stem}" for path in sorted(SPEECH.glob("*.py")))
    code = f"import sys, {modules}; print('pyttsx3' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def _imported(folder: Path) -> set[str]:
    """The fortythieves modules the Python files of `folder` import."""
    found: set[str] = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("fortythieves")}


def test_speech_sits_above_lang_and_play_knows_no_speech() -> None:
    allowed = ("fortythieves.core", "fortythieves.lang", "fortythieves.speech")
    assert [m for m in _imported(SPEECH) if not m.startswith(allowed)] == []
    assert [m for m in _imported(SPEECH.parent / "play") if m.startswith("fortythieves.speech")] == []


def test_speech_phrases_nothing() -> None:
    """Sentences about speech are built in lang.speechtext; speech only reports values."""
    calls = re.compile(r"\bt\.(_|n?p?gettext)\(")
    assert [p.name for p in SPEECH.glob("*.py") if calls.search(p.read_text(encoding="utf-8"))] == []
