"""Speech worker processes: how one is started, spoken to, heard from and killed.

A worker (`python -m fortythieves.speech.worker CONFIG`) says what it is given through
pyttsx3. On Linux pyttsx3 blocks on `aplay` until the sound has played and cannot cut it,
so a worker is killed, with its process group and so its player, to interrupt it.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Protocol


@dataclass(frozen=True)
class WorkerConfig:
    """What a speech worker is started with (sent to it as JSON)."""

    lang: str
    rate: int = 175  # words per minute
    volume: float = 1.0  # 0..1
    driver: str | None = None
    probe_audio: bool = False  # check the audio output before reporting ready
    engine: str | None = None  # "module:function" building the engine instead of pyttsx3.init

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> WorkerConfig:
        return cls(**json.loads(text))


Event = dict[str, Any]
EventSink = Callable[[Event], None]


class WorkerHandle(Protocol):
    """One running worker, as the speaker sees it.

    The worker reports through the event sink it was launched with:
    `{"event": "ready", "voice": id, "voice_name": name, "exact": bool}` once initialised,
    `{"event": "done"}` after each utterance, `{"event": "failed", "status": "NO_ENGINE"}`
    (a `SpeechProblem` name) when it cannot go on, `{"event": "exit"}` when it has ended.
    """

    def send(self, text: str) -> None:
        """Give the worker one utterance; OSError when the worker is gone."""

    def kill(self) -> None:
        """End the worker and anything it plays through, at once."""


WorkerLauncher = Callable[[WorkerConfig, EventSink], WorkerHandle]


class WorkerProcess:
    """A worker process, started from a thread of its own so that no caller waits for it."""

    def __init__(
        self, command: list[str], env: Mapping[str, str], on_event: EventSink, tmpdir: str | None = None
    ) -> None:
        self._command = command
        self._env = dict(env)
        self._on_event = on_event
        self._tmpdir = tmpdir
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._killed = False
        self.finished = threading.Event()  # the process has ended and been reaped (or never ran)
        threading.Thread(target=self._run, name="speech-worker", daemon=True).start()

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def _start(self) -> subprocess.Popen[bytes] | None:
        kwargs: dict[str, Any] = {}
        if os.name == "posix":
            kwargs["start_new_session"] = True  # its own process group: killed with its player
        else:
            kwargs["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) | getattr(
                subprocess, "CREATE_NO_WINDOW", 0
            )
        with self._lock:
            if self._killed:
                return None
            # The worker's stdout carries only its JSON events: it moves the real stdout
            # and stderr to the null device before loading anything that might print.
            self._proc = subprocess.Popen(
                self._command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=self._env,
                **kwargs,
            )
            return self._proc

    def _run(self) -> None:
        try:
            try:
                proc = self._start()
            except (OSError, ValueError) as exc:
                self._emit({"event": "failed", "status": "NO_ENGINE", "detail": f"cannot start: {exc}"})
                return
            if proc is None:
                return
            assert proc.stdout is not None
            for raw in proc.stdout:
                try:
                    event = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(event, dict):
                    self._emit(event)
            proc.stdout.close()
            with self._lock:  # no kill() aimed at a reaped (and perhaps reused) process id
                code = proc.wait()
                if proc.stdin is not None:
                    with contextlib.suppress(OSError, ValueError):
                        proc.stdin.close()
            self._emit({"event": "exit", "code": code})
        finally:
            if self._tmpdir is not None:  # the sound files a killed player leaves behind
                shutil.rmtree(self._tmpdir, ignore_errors=True)
            self.finished.set()

    def _emit(self, event: Event) -> None:
        with contextlib.suppress(Exception):
            self._on_event(event)

    def send(self, text: str) -> None:
        line = (json.dumps({"say": text}) + "\n").encode("ascii")
        with self._lock:
            if self._proc is None or self._proc.stdin is None or self._killed:
                raise OSError("the speech worker is not running")
            try:
                self._proc.stdin.write(line)
                self._proc.stdin.flush()
            except ValueError as exc:  # closed
                raise OSError(str(exc)) from exc

    def kill(self) -> None:
        with self._lock:
            self._killed = True
            proc = self._proc
            if proc is None or proc.returncode is not None:
                return
            with contextlib.suppress(OSError):
                if os.name == "posix":
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
            if proc.stdin is not None:
                with contextlib.suppress(OSError, ValueError):
                    proc.stdin.close()


class SubprocessLauncher:
    """Starts `python -m fortythieves.speech.worker CONFIG` processes.

    `engine` ("module:function") replaces `pyttsx3.init` in the worker; `env` adds
    environment variables (tests use both to put a fake engine or player in place).
    """

    def __init__(self, *, engine: str | None = None, env: Mapping[str, str] | None = None) -> None:
        self.engine = engine
        self.env = dict(env or {})
        self.launched: list[WorkerProcess] = []  # the last few, for tests to wait on

    def __call__(self, config: WorkerConfig, on_event: EventSink) -> WorkerProcess:
        if self.engine is not None:
            config = replace(config, engine=self.engine)
        env = {**os.environ, **self.env}
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        env.setdefault("PYTHONIOENCODING", "utf-8")
        # pyttsx3 writes each utterance to a temporary file and deletes it after playing:
        # a folder of the worker's own keeps what a killed worker leaves behind, to be removed.
        tmpdir = tempfile.mkdtemp(prefix="fortythieves-speech-")
        env["TMPDIR"] = env["TEMP"] = env["TMP"] = tmpdir
        command = [sys.executable, "-m", "fortythieves.speech.worker", config.to_json()]
        worker = WorkerProcess(command, env, on_event, tmpdir)
        self.launched.append(worker)
        del self.launched[:-8]
        return worker
