"""Starting speech: the one call a face makes.

started = start_speech("ca", rate=175, volume=1.0)     # returns at once
if started.problem: ...   # tell the player: lang.speechtext.speech_problem_text
started.speaker.say(reply_text)      # after each reply; never raises or blocks
if started.speaker.failure: ...      # speech broke later: tell the player once
started.speaker.close()              # on exit, or before starting speech again
                                     # (a new language, rate or volume)
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import replace
from importlib.util import find_spec
from typing import NamedTuple

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.process import SubprocessLauncher, WorkerConfig, WorkerLauncher
from fortythieves.speech.protocol import SilentSpeaker, Speaker
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.speech.system import default_driver, espeak_library_present
from fortythieves.speech.voices import choose_voice, espeak_voices


class Started(NamedTuple):
    speaker: Speaker  # a SilentSpeaker whose `failure` says why, when speech cannot work
    problem: SpeechProblem | None  # None: all is as asked
    voice: str | None  # the name of the voice speaking, when known


def _silent(problem: SpeechProblem) -> Started:
    return Started(SilentSpeaker(problem), problem, None)


def start_speech(
    lang: str,
    rate: int = 175,
    volume: float = 1.0,
    *,
    driver: str | None = None,
    wait: float = 0.0,
    launcher: WorkerLauncher | None = None,
) -> Started:
    """Speech for `lang` at `rate` words a minute and `volume` (0..1).

    Returns at once: the worker starts in the background. Checks that cost little are
    made here (pyttsx3 installed; for espeak, espeak-ng present, its voice for the
    language, an audio player) and give a SilentSpeaker with the problem when they fail.
    What only the worker can find out (pyttsx3 failing to start, the sound device not
    opening, another system's voices) shows later in the speaker's `failure`, `problem`
    and `voice`, unless `wait` gives it that many seconds to show now. `launcher`
    replaces the worker processes (tests).
    """
    driver = driver or default_driver()
    config = WorkerConfig(lang=lang, rate=int(rate), volume=max(0.0, min(float(volume), 1.0)), driver=driver)
    problem: SpeechProblem | None = None
    voice: str | None = None
    if find_spec("pyttsx3") is None:
        return _silent(SpeechProblem.NO_PYTTSX3)
    if driver == "espeak":
        voices = espeak_voices()
        if voices:
            _voice_id, voice, exact = choose_voice(lang, list(voices))
            problem = None if exact else SpeechProblem.NO_VOICE_FOR_LANGUAGE
        elif not espeak_library_present():
            return _silent(SpeechProblem.NO_ENGINE)
        if sys.platform.startswith("linux"):  # pyttsx3 plays through aplay
            if shutil.which("aplay") is None:
                return _silent(SpeechProblem.NO_AUDIO)
            config = replace(config, probe_audio=True)  # can it open the sound device?
    speaker = ProcessSpeaker(config, launcher or SubprocessLauncher(), problem=problem, voice=voice)
    if wait > 0:
        speaker.wait_ready(wait)
    if speaker.failure is not None:
        speaker.close()
        return _silent(speaker.failure)
    return Started(speaker, speaker.problem, speaker.voice)
