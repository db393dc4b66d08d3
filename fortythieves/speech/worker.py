"""The speech worker: one process that says what it is told through pyttsx3.

Run as `python -m fortythieves.speech.worker CONFIG_JSON` by `fortythieves.speech.process`.
Reads one JSON command a line on stdin (`{"say": "text"}`), writes one JSON event a
line on the stdout it was started with (see `process.WorkerHandle`), and sends
everything else anything prints (pyttsx3's messages, ALSA's warnings, the player's
errors) to the null device. To interrupt it, the game kills it (with its process group);
it ends by itself, player and all, when its input closes (the game has gone).
"""

from __future__ import annotations

import importlib
import json
import os
import queue
import signal
import sys
import threading
from collections.abc import Iterable, Iterator
from typing import IO, Any

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.process import WorkerConfig
from fortythieves.speech.system import audio_output_works
from fortythieves.speech.voices import choose_voice


def _detach_output() -> IO[str]:
    """Keep the real stdout for events only; point fd 1 and 2 (inherited by players) at null."""
    sys.stdout.flush()
    events = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.close(null)
    return events


def _make_engine(config: WorkerConfig) -> Any:
    if config.engine:
        module, _, function = config.engine.partition(":")
        return getattr(importlib.import_module(module), function)(config.driver)
    import pyttsx3

    return pyttsx3.init(config.driver)


def run(config: WorkerConfig, commands: Iterable[bytes], events: IO[str]) -> int:
    def emit(**event: Any) -> None:
        events.write(json.dumps(event) + "\n")
        events.flush()

    try:
        engine = _make_engine(config)
    except ImportError as exc:
        emit(event="failed", status=SpeechProblem.NO_PYTTSX3.name, detail=repr(exc))
        return 1
    except Exception as exc:
        emit(event="failed", status=SpeechProblem.NO_ENGINE.name, detail=repr(exc))
        return 1
    if config.probe_audio and not audio_output_works():
        emit(event="failed", status=SpeechProblem.NO_AUDIO.name, detail="aplay cannot play")
        return 1
    try:
        voices = list(engine.getProperty("voices") or [])
        voice_id, voice_name, exact = choose_voice(config.lang, voices)
        if voice_id is not None:
            engine.setProperty("voice", voice_id)
        engine.setProperty("rate", config.rate)
        engine.setProperty("volume", config.volume)
    except Exception as exc:
        emit(event="failed", status=SpeechProblem.NO_ENGINE.name, detail=repr(exc))
        return 1
    # runAndWait is no sign that the sound has played: with espeak, pyttsx3 2.99 returns
    # from the first one while the player still runs. The driver's finished-utterance
    # notice comes after the player has ended.
    finished = threading.Event()
    waits = hasattr(engine, "connect")
    if waits:
        engine.connect("finished-utterance", lambda **_kwargs: finished.set())
    emit(event="ready", voice=voice_id, voice_name=voice_name, exact=exact)
    for line in commands:
        try:
            command = json.loads(line)
        except ValueError:
            continue
        text = command.get("say") if isinstance(command, dict) else None
        if not isinstance(text, str):
            continue
        finished.clear()
        try:
            # set again before each utterance: pyttsx3's espeak driver now and then speaks
            # the first one at its default rate when the settings were only given at start
            if voice_id is not None:
                engine.setProperty("voice", voice_id)
            engine.setProperty("rate", config.rate)
            engine.setProperty("volume", config.volume)
            engine.say(text)
            engine.runAndWait()
        except Exception as exc:
            emit(event="failed", status=SpeechProblem.NO_ENGINE.name, detail=repr(exc))
            return 1
        if waits:  # at most twice the time the text takes at this rate, plus a margin
            finished.wait(10 + 120 * len(text.split()) / max(config.rate, 80))
        emit(event="done")
    return 0


def _end_everything() -> None:
    """The game has gone (its end of our stdin closed): end at once, with any player."""
    if os.name == "posix" and os.getpgrp() == os.getpid():
        os.killpg(0, signal.SIGKILL)
    os._exit(0)


def _watched(stream: IO[bytes]) -> Iterator[bytes]:
    """The lines of `stream`, read by a thread that ends the process at end of input, even
    in the middle of an utterance."""
    lines: queue.SimpleQueue[bytes] = queue.SimpleQueue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        _end_everything()

    threading.Thread(target=read, name="commands", daemon=True).start()
    while True:
        yield lines.get()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    events = _detach_output()
    return run(WorkerConfig.from_json(args[0]), _watched(sys.stdin.buffer), events)


if __name__ == "__main__":
    sys.exit(main())
