"""The speech layer without a speech engine, with fake workers in this process: speaking,
interrupting and stopping, settings, failures, what the player is told, never blocking, and
where speech sits among the layers. Voices: `test_speech_voices.py`; real worker processes:
`test_speech_processes.py`."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
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
from fortythieves.speech.process import WorkerConfig
from fortythieves.speech.protocol import SilentSpeaker
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.start import start_speech

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
    SpeechProblem.NO_VOICE_FOR_LANGUAGE: "No English voice is installed here; using the voice Zira instead.",
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
