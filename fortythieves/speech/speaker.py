"""`ProcessSpeaker`: the speaker that speaks through worker processes it kills to interrupt.

A worker is given at most one utterance at a time, so nothing ever queues behind the
player, and a second worker waits initialised on the side, so that a new reply starts
without waiting for a fresh pyttsx3 to load.
"""

from __future__ import annotations

import contextlib
import threading
import weakref
from dataclasses import replace

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech.process import Event, WorkerConfig, WorkerHandle, WorkerLauncher


class _Slot:
    """One worker and what the speaker knows of it."""

    __slots__ = ("handle", "pending", "ready", "state")

    def __init__(self) -> None:
        self.handle: WorkerHandle | None = None
        self.state = "starting"  # starting -> idle <-> speaking; dead
        self.ready = False
        self.pending: str | None = None  # the one utterance waiting for the worker to be ready


def _kill_all(handles: set[WorkerHandle]) -> None:
    for handle in list(handles):
        with contextlib.suppress(Exception):
            handle.kill()
    handles.clear()


class ProcessSpeaker:
    """A `Speaker` whose every call returns at once.

    There is a current worker, and once something has been said, a standby worker
    starting or ready on the side. `say()` hands the text to the current worker if it is
    idle, keeps it as the single pending utterance if the worker is still starting
    (a newer text replaces it), and if the worker is speaking, kills it and gives the
    text to the standby, starting a new standby. `stop()` kills a speaking worker the
    same way.

    `problem` and `voice` start as the caller's guesses and are corrected when the first
    worker reports ready. When speech breaks for good (the engine fails to start, the
    audio output cannot be opened, workers keep dying), `failure` says why and every
    call does nothing from then on.
    """

    def __init__(
        self,
        config: WorkerConfig,
        launcher: WorkerLauncher,
        *,
        problem: SpeechProblem | None = None,
        voice: str | None = None,
        max_deaths: int = 3,
    ) -> None:
        self.problem = problem
        self.voice = voice
        self._failure: SpeechProblem | None = None
        self._config = config
        self._launcher = launcher
        self._max_deaths = max_deaths
        self._deaths = 0
        self._launches = 0
        self._closed = False
        self._ready_seen = False
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self._handles: set[WorkerHandle] = set()
        self._finalizer = weakref.finalize(self, _kill_all, self._handles)
        self._standby: _Slot | None = None
        with self._lock:
            self._current: _Slot | None = self._spawn()

    # -- the Speaker protocol

    @property
    def failure(self) -> SpeechProblem | None:
        return self._failure

    def say(self, text: str) -> None:
        with self._lock:
            if self._closed or self._failure is not None:
                return
            if not text.strip():
                self._stop()
                return
            for _attempt in range(self._max_deaths + 1):
                slot = self._current
                if slot is None or slot.state in ("speaking", "dead"):
                    slot = self._replace_current()
                if slot is None:
                    return
                if slot.state == "starting":
                    slot.pending = text
                    break
                if self._send(slot, text):
                    break

    def stop(self) -> None:
        with self._lock:
            self._stop()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._current = self._standby = None
            _kill_all(self._handles)
            self._changed.notify_all()

    # -- for tools and tests

    @property
    def speaking(self) -> bool:
        """True while an utterance is being said (or waits for its worker)."""
        with self._lock:
            slot = self._current
            return slot is not None and (
                slot.state == "speaking" or (slot.state == "starting" and slot.pending is not None)
            )

    def wait_ready(self, timeout: float) -> bool:
        """Wait until a worker has reported ready (or speech failed); True if ready."""
        with self._lock:
            self._changed.wait_for(lambda: self._ready_seen or self._failure is not None, timeout)
            return self._ready_seen and self._failure is None

    def wait_idle(self, timeout: float) -> bool:
        """Wait until nothing is being said; True if so."""
        with self._lock:
            return self._changed.wait_for(lambda: not self.speaking or self._failure is not None, timeout)

    def __enter__(self) -> ProcessSpeaker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- inside, always with the lock held

    def _spawn(self) -> _Slot | None:
        slot = _Slot()
        # only the first worker checks the sound device: after it, the device is known to work
        config = self._config if self._launches == 0 else replace(self._config, probe_audio=False)
        self._launches += 1
        try:
            handle = self._launcher(config, lambda event: self._on_event(slot, event))
        except Exception:  # the worker cannot even be started
            self._fail(SpeechProblem.NO_ENGINE)
            return None
        if slot.state != "dead":
            slot.handle = handle
            self._handles.add(handle)
        else:  # it failed while being launched
            self._kill(handle)
        return slot

    def _kill(self, handle: WorkerHandle | None) -> None:
        if handle is not None:
            self._handles.discard(handle)
            with contextlib.suppress(Exception):
                handle.kill()

    def _retire(self, slot: _Slot | None) -> None:
        if slot is not None:
            slot.state = "dead"
            slot.pending = None
            self._kill(slot.handle)

    def _replace_current(self) -> _Slot | None:
        self._retire(self._current)
        self._current, self._standby = self._standby, None
        if self._current is None and self._failure is None and not self._closed:
            self._current = self._spawn()
        self._changed.notify_all()
        return self._current

    def _send(self, slot: _Slot, text: str) -> bool:
        assert slot.handle is not None
        try:
            slot.handle.send(text)
        except Exception:
            self._died(slot)
            return False
        slot.state = "speaking"
        if self._standby is None:  # to take over at once should this be interrupted
            self._standby = self._spawn()
        return True

    def _stop(self) -> None:
        slot = self._current
        if slot is None:
            return
        if slot.state == "speaking":
            self._replace_current()
        slot.pending = None
        self._changed.notify_all()

    def _died(self, slot: _Slot) -> None:
        """A worker ended without being told to."""
        was_ready = slot.ready
        self._retire(slot)
        if slot is self._current:
            self._current = None
        if slot is self._standby:
            self._standby = None
        self._deaths += 1
        if not was_ready or self._deaths > self._max_deaths:  # it cannot start, or keeps ending
            self._fail(SpeechProblem.NO_ENGINE)
        self._changed.notify_all()

    def _fail(self, problem: SpeechProblem) -> None:
        if self._failure is None:
            self._failure = problem
        self._current = self._standby = None
        _kill_all(self._handles)
        self._changed.notify_all()

    def _on_event(self, slot: _Slot, event: Event) -> None:
        with self._lock:
            if slot.state == "dead" or self._closed or self._failure is not None:
                return
            kind = event.get("event")
            if kind == "ready":
                slot.ready = True
                if not self._ready_seen:
                    self._ready_seen = True
                    self.voice = event.get("voice_name") or event.get("voice") or self.voice
                    if event.get("exact") is False:
                        self.problem = SpeechProblem.NO_VOICE_FOR_LANGUAGE
                if slot.state == "starting":
                    slot.state = "idle"
                    if slot.pending is not None:
                        text, slot.pending = slot.pending, None
                        self._send(slot, text)
            elif kind == "done":
                if slot.state == "speaking":
                    slot.state = "idle"
            elif kind == "failed":
                self._fail(SpeechProblem.__members__.get(str(event.get("status")), SpeechProblem.NO_ENGINE))
            elif kind == "exit":
                self._died(slot)
            self._changed.notify_all()
