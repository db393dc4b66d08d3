"""Speech: replies said aloud through pyttsx3, interruptibly, and speech recorded to WAV files.

The game talks to a `Speaker`: `say(text)` replaces whatever is being said and returns at
once, `stop()` silences at once. pyttsx3 cannot do that by itself (on Linux its `say()`
blocks on `aplay` until the sound has played, and `stop()` cannot cut it), so the speech
runs in a worker process (`fortythieves.speech.worker`) that is killed, with its player,
to interrupt. A second worker waits initialised on the side, so that a new reply starts
without waiting for a fresh pyttsx3 to load. Each worker is given at most one utterance at
a time: nothing ever queues behind the player.

Nothing here imports pyttsx3: only the worker does. `render_wav` records with the
`espeak-ng` program, which (unlike pyttsx3's `save_to_file`) is reliable.

In the game:

    speaker, status, voice = open_speaker(SpeechSettings(lang="ca"))   # returns at once
    ...                                       # tell the player `status` (and `voice`)
    speaker.say(reply_text)                   # after each reply; never raises or blocks
    if speaker.failure is not None: ...       # speech broke later: tell the player once
    speaker.close()                           # on exit, or before opening another speaker
                                              # (a new language, rate or volume)
"""

from __future__ import annotations

import contextlib
import enum
import functools
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import wave
import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, replace
from importlib.util import find_spec
from pathlib import Path
from typing import Any, Protocol

__all__ = [
    "NullSpeaker",
    "ProcessSpeaker",
    "Speaker",
    "SpeechError",
    "SpeechSettings",
    "SpeechStatus",
    "SubprocessLauncher",
    "VoiceInfo",
    "WorkerConfig",
    "WorkerHandle",
    "WorkerLauncher",
    "audio_output_works",
    "choose_voice",
    "default_driver",
    "espeak_voice_for",
    "espeak_voices",
    "open_speaker",
    "render_wav",
    "voice_for",
]


class SpeechStatus(enum.Enum):
    """What happened when speech was started (or later failed); the game phrases it."""

    OK = "ok"
    NO_VOICE_FOR_LANGUAGE = "no-voice-for-language"  # speaking, with another language's voice
    NO_PYTTSX3 = "no-pyttsx3"
    NO_ENGINE = "no-engine"  # pyttsx3 could not start (no espeak-ng, no driver) or broke
    NO_AUDIO = "no-audio"  # no audio output device or player


class SpeechError(Exception):
    """Speech could not be produced; `reason` says why."""

    def __init__(self, reason: SpeechStatus, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


@dataclass
class SpeechSettings:
    """What a speaker is opened with; changing them takes a new speaker."""

    lang: str
    rate: int = 175  # words per minute
    volume: float = 1.0  # 0..1


class Speaker(Protocol):
    """Something that says replies aloud. No method ever raises or blocks."""

    def say(self, text: str) -> None:
        """Say `text`, interrupting whatever is being said; return at once."""

    def stop(self) -> None:
        """Silence at once."""

    def close(self) -> None:
        """Silence and release everything; further calls do nothing."""

    @property
    def speaking(self) -> bool:
        """True while an utterance is being said (or about to be)."""

    @property
    def failure(self) -> SpeechStatus | None:
        """Why the speaker went silent for good, or None while it works."""


class NullSpeaker:
    """Says nothing. `failure` carries the reason speech is off, if any."""

    def __init__(self, failure: SpeechStatus | None = None) -> None:
        self.failure = failure

    def say(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass

    @property
    def speaking(self) -> bool:
        return False


# ---------------------------------------------------------------------------------------
# Choosing a voice


class VoiceLike(Protocol):
    """pyttsx3's `Voice`, or `VoiceInfo`: an id, a name and language tags."""

    @property
    def id(self) -> Any: ...

    @property
    def name(self) -> Any: ...

    @property
    def languages(self) -> Any: ...


@dataclass(frozen=True)
class VoiceInfo:
    id: str
    name: str
    languages: tuple[str, ...] = ()
    priorities: tuple[int, ...] = ()  # espeak's, one a language: the lower, the likelier


_LANGUAGE_NAMES = {
    "en": ("english",),
    "ca": ("catalan", "català"),
    "nl": ("dutch", "nederlands"),
    "pt": ("portuguese", "português"),
    "it": ("italian", "italiano"),
    "hr": ("croatian", "hrvatski"),
}
# The country whose variety the game's language means, when several voices offer it.
_PREFERRED_REGION = {"pt": "pt", "ca": "es", "nl": "nl", "it": "it", "hr": "hr"}
_TAG = re.compile(r"[a-z]{2,3}(-[a-z0-9]+)*")


def _norm_tag(tag: object) -> str:
    if isinstance(tag, bytes):
        tag = tag.decode("utf-8", "ignore")
    # espeak's language list starts with a priority byte
    return "".join(ch for ch in str(tag) if ch.isprintable()).strip().lower().replace("_", "-")


def _voice_score(voice: VoiceLike, want: str) -> tuple[int, int]:
    """How well `voice` speaks `want`: (0 for not at all .. 50, minus espeak's priority)."""
    primary = want.split("-")[0]
    preferred = f"{primary}-{_PREFERRED_REGION[primary]}" if primary in _PREFERRED_REGION else None
    languages = voice.languages
    if isinstance(languages, str | bytes):
        languages = [languages]
    priorities = getattr(voice, "priorities", ())
    best = (0, 0)
    for number, raw in enumerate(languages or ()):
        tag = _norm_tag(raw)
        priority = priorities[number] if number < len(priorities) else 5
        if tag == want:
            best = max(best, (50, -priority))
        elif tag.split("-")[0] == primary:
            best = max(best, (35 if tag == preferred else 30, -priority))
    voice_id = str(voice.id)
    tail = _norm_tag(voice_id.rsplit("/", 1)[-1])
    if "/" in voice_id and _TAG.fullmatch(tail):  # espeak ids: gmw/en, roa/pt-br
        if tail == want:
            best = max(best, (45, -5))
        elif tail.split("-")[0] == primary:
            best = max(best, (25, -5))
    name = str(voice.name or "").lower()
    if best[0] == 0 and any(word in name for word in _LANGUAGE_NAMES.get(primary, ())):
        best = (10, 0)
    return best


def voice_for(lang: str, voices: Iterable[VoiceLike]) -> tuple[str | None, bool]:
    """The id of the voice that best speaks `lang`, and whether it is that language's.

    Languages come from a voice's `languages` (`ca`, `ca_ES`, `hr-HR`, espeak's
    priority-prefixed bytes), from an espeak id (`roa/ca`) or, last, its English name.
    `(None, False)` when no voice speaks the language.

    >>> voices = [VoiceInfo("gmw/en", "English", ("en-gb",)), VoiceInfo("roa/ca", "Catalan", ("ca",))]
    >>> voice_for("ca", voices)
    ('roa/ca', True)
    >>> voice_for("hr", voices)
    (None, False)
    """
    want = _norm_tag(lang)
    best: tuple[tuple[int, int], str | None] = ((0, 0), None)
    for voice in voices:
        score = _voice_score(voice, want)
        if score[0] > 0 and (best[1] is None or score > best[0]):
            best = (score, str(voice.id))
    return best[1], best[1] is not None


def _voice_name(voice_id: str | None, voices: Iterable[VoiceLike]) -> str | None:
    for voice in voices:
        if str(voice.id) == voice_id:
            return str(voice.name or voice_id)
    return voice_id


def choose_voice(lang: str, voices: list[VoiceLike]) -> tuple[str | None, str | None, bool]:
    """(voice id, voice name, exact): `lang`'s voice, else an English one, else (None, None)."""
    voice_id, exact = voice_for(lang, voices)
    if voice_id is None:
        voice_id, _ = voice_for("en", voices)
    return voice_id, _voice_name(voice_id, voices), exact


# ---------------------------------------------------------------------------------------
# espeak-ng as a program: its voices, and recordings

_ESPEAK_VOICE_LINE = re.compile(r"\s*(\d+)\s+(\S+)\s+\S+\s+(\S+)\s+(\S+)(.*)")
_OTHER_LANGUAGE = re.compile(r"\((\S+)\s+(\d+)\)")


@functools.cache
def espeak_voices() -> tuple[VoiceInfo, ...]:
    """The voices `espeak-ng --voices` lists; empty when espeak-ng is not there."""
    program = shutil.which("espeak-ng")
    if program is None:
        return ()
    try:
        out = subprocess.run(
            [program, "--voices"], capture_output=True, check=True, timeout=30
        ).stdout.decode("utf-8", "replace")
    except (OSError, subprocess.SubprocessError):
        return ()
    voices = []
    for line in out.splitlines()[1:]:
        match = _ESPEAK_VOICE_LINE.match(line)
        if match:
            priority, lang, name, file, rest = match.groups()
            others = _OTHER_LANGUAGE.findall(rest)
            voices.append(
                VoiceInfo(
                    file,
                    name.replace("_", " "),
                    (lang, *(tag for tag, _ in others)),
                    (int(priority), *(int(number) for _, number in others)),
                )
            )
    return tuple(voices)


def espeak_voice_for(lang: str) -> str:
    """The espeak-ng voice `render_wav` uses for `lang`, e.g. `roa/ca`; SpeechError if none."""
    if shutil.which("espeak-ng") is None:
        raise SpeechError(SpeechStatus.NO_ENGINE, "espeak-ng is not installed")
    voices = espeak_voices()
    if not voices:
        raise SpeechError(SpeechStatus.NO_ENGINE, "espeak-ng lists no voices")
    voice_id, exact = voice_for(lang, voices)
    if voice_id is None or not exact:
        raise SpeechError(SpeechStatus.NO_VOICE_FOR_LANGUAGE, f"espeak-ng has no voice for {lang!r}")
    return voice_id


_CHUNK_CHARS = 4000


def _chunks(text: str, limit: int = _CHUNK_CHARS) -> list[str]:
    """The paragraphs of `text`, long ones cut at sentence ends (or spaces) to `limit`."""
    chunks: list[str] = []
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
                    chunks.append(current)
                    current = ""
                chunks.append(piece[:cut])
                piece = piece[cut:].strip()
            if current and len(current) + 1 + len(piece) > limit:
                chunks.append(current)
                current = piece
            else:
                current = f"{current} {piece}" if current else piece
        if current:
            chunks.append(current)
    return chunks


def _espeak_to_file(program: str, voice: str, rate: int, amplitude: int, text: str, out: Path) -> None:
    source = out.with_suffix(".txt")
    source.write_text(text, encoding="utf-8")
    command = [program, "-v", voice, "-s", str(rate), "-a", str(amplitude), "-b", "1"]
    command += ["-w", str(out), "-f", str(source)]
    error = ""
    for _attempt in range(2):
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
    raise SpeechError(SpeechStatus.NO_ENGINE, error)


def render_wav(text: str, lang: str, path: Path, rate: int = 175, volume: float = 1.0) -> None:
    """Record `text` spoken in `lang` to the WAV file `path`, with espeak-ng.

    Any length: the text is spoken paragraph by paragraph and the recordings joined.
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
                for number, chunk in enumerate(_chunks(text)):
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
                            raise SpeechError(SpeechStatus.NO_ENGINE, f"espeak-ng changed format: {these}")
                        joined.writeframes(w.readframes(w.getnframes()))
                    piece.unlink()
                if params is None:  # nothing to say: a valid, empty recording
                    joined.setnchannels(1)
                    joined.setsampwidth(2)
                    joined.setframerate(22050)
            os.replace(partial, path)
        finally:
            partial.unlink(missing_ok=True)


# ---------------------------------------------------------------------------------------
# Live speech: workers


@dataclass(frozen=True)
class WorkerConfig:
    """What a speech worker is started with (sent to it as JSON)."""

    lang: str
    rate: int = 175
    volume: float = 1.0
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
    when it cannot go on, `{"event": "exit"}` when the process has ended.
    """

    def send(self, text: str) -> None:
        """Give the worker one utterance; OSError when the worker is gone."""

    def kill(self) -> None:
        """End the worker and anything it plays through, at once."""


WorkerLauncher = Callable[[WorkerConfig, EventSink], WorkerHandle]


class _ProcessWorker:
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
        self.launched: list[_ProcessWorker] = []

    def __call__(self, config: WorkerConfig, on_event: EventSink) -> _ProcessWorker:
        if self.engine is not None:
            config = replace(config, engine=self.engine)
        env = {**os.environ, **self.env}
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        env.setdefault("PYTHONIOENCODING", "utf-8")
        # pyttsx3 writes each utterance to a temporary file and deletes it after playing:
        # a worker of its own keeps what a killed worker leaves behind, to be removed.
        tmpdir = tempfile.mkdtemp(prefix="fortythieves-speech-")
        env["TMPDIR"] = env["TEMP"] = env["TMP"] = tmpdir
        command = [sys.executable, "-m", "fortythieves.speech.worker", config.to_json()]
        worker = _ProcessWorker(command, env, on_event, tmpdir)
        self.launched.append(worker)
        del self.launched[:-8]
        return worker


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
    """A Speaker that speaks through worker processes it kills to interrupt.

    There is a current worker, and once something has been said, a standby worker
    starting or ready on the side. `say()` hands the text to the current worker if it is
    idle, keeps it as the single pending utterance if the worker is still starting
    (a newer text replaces it), and if the worker is speaking, kills it and gives the
    text to the standby, starting a new standby. `stop()` kills a speaking worker the
    same way. No call waits for a worker.

    `status` and `voice` start as open_speaker's guesses and are corrected when the
    first worker reports ready. When speech breaks for good (the engine fails to start,
    the audio output cannot be opened, workers keep dying), `failure` says why and every
    call does nothing from then on.
    """

    def __init__(
        self,
        config: WorkerConfig,
        launcher: WorkerLauncher,
        *,
        status: SpeechStatus = SpeechStatus.OK,
        voice: str | None = None,
        max_deaths: int = 3,
    ) -> None:
        self.status = status
        self.voice = voice
        self.failure: SpeechStatus | None = None
        self.failure_detail = ""
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

    def say(self, text: str) -> None:
        with self._lock:
            if self._closed or self.failure is not None:
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

    @property
    def speaking(self) -> bool:
        with self._lock:
            slot = self._current
            return slot is not None and (
                slot.state == "speaking" or (slot.state == "starting" and slot.pending is not None)
            )

    # -- for tools and tests

    def wait_ready(self, timeout: float) -> bool:
        """Wait until a worker has reported ready (or speech failed); True if ready."""
        with self._lock:
            self._changed.wait_for(lambda: self._ready_seen or self.failure is not None, timeout)
            return self._ready_seen and self.failure is None

    def wait_idle(self, timeout: float) -> bool:
        """Wait until nothing is being said; True if so."""
        with self._lock:
            return self._changed.wait_for(lambda: not self.speaking or self.failure is not None, timeout)

    def __enter__(self) -> ProcessSpeaker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- inside, always with the lock held

    def _spawn(self) -> _Slot | None:
        slot = _Slot()
        config = self._config if self._launches == 0 else replace(self._config, probe_audio=False)
        self._launches += 1
        try:
            handle = self._launcher(config, lambda event: self._on_event(slot, event))
        except Exception as exc:
            self._fail(SpeechStatus.NO_ENGINE, f"cannot start the speech worker: {exc}")
            return None
        if slot.state != "dead":
            slot.handle = handle
            self._handles.add(handle)
        else:
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
        if self._current is None and self.failure is None and not self._closed:
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
        if not was_ready:
            self._fail(SpeechStatus.NO_ENGINE, "the speech worker ended while starting")
        elif self._deaths > self._max_deaths:
            self._fail(SpeechStatus.NO_ENGINE, "the speech worker keeps ending")
        self._changed.notify_all()

    def _fail(self, status: SpeechStatus, detail: str = "") -> None:
        if self.failure is None:
            self.failure = status
            self.failure_detail = detail
        self._current = self._standby = None
        _kill_all(self._handles)
        self._changed.notify_all()

    def _on_event(self, slot: _Slot, event: Event) -> None:
        with self._lock:
            if slot.state == "dead" or self._closed or self.failure is not None:
                return
            kind = event.get("event")
            if kind == "ready":
                slot.ready = True
                if not self._ready_seen:
                    self._ready_seen = True
                    self.voice = event.get("voice_name") or event.get("voice") or self.voice
                    if event.get("exact") is False:
                        self.status = SpeechStatus.NO_VOICE_FOR_LANGUAGE
                if slot.state == "starting":
                    slot.state = "idle"
                    if slot.pending is not None:
                        text, slot.pending = slot.pending, None
                        self._send(slot, text)
            elif kind == "done":
                if slot.state == "speaking":
                    slot.state = "idle"
            elif kind == "failed":
                try:
                    status = SpeechStatus[str(event.get("status"))]
                except KeyError:
                    status = SpeechStatus.NO_ENGINE
                self._fail(status, str(event.get("detail", "")))
            elif kind == "exit":
                self._died(slot)
            self._changed.notify_all()


# ---------------------------------------------------------------------------------------
# Opening a speaker


def default_driver() -> str:
    """pyttsx3's driver for this system."""
    if sys.platform == "win32":
        return "sapi5"
    if sys.platform == "darwin":
        return "nsss"
    return "espeak"


_SILENCE_COMMAND = ["aplay", "-q", "-t", "raw", "-f", "S16_LE", "-r", "22050", "-c", "1"]


def audio_output_works(timeout: float = 10.0) -> bool:
    """Whether `aplay` (pyttsx3's player on Linux) can play: plays 10 ms of silence."""
    program = shutil.which("aplay")
    if program is None:
        return False
    try:
        done = subprocess.run(
            [program, *_SILENCE_COMMAND[1:]],
            input=bytes(441),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def _espeak_library_present() -> bool:
    from ctypes.util import find_library

    return find_library("espeak-ng") is not None or find_library("espeak") is not None


def open_speaker(
    settings: SpeechSettings,
    *,
    driver: str | None = None,
    wait: float = 0.0,
    launcher: WorkerLauncher | None = None,
) -> tuple[Speaker, SpeechStatus, str | None]:
    """A speaker for `settings`, what happened, and the name of the voice used.

    Returns at once: the worker starts in the background. Checks that cost little are
    made here (pyttsx3 installed; for espeak, espeak-ng present, its voice for the
    language, an audio player), and give a NullSpeaker with the reason when they fail.
    What only the worker can find out (pyttsx3 failing to start, the sound device not
    opening, another system's voices) shows later in the speaker's `failure`, `status`
    and `voice`, unless `wait` gives it that many seconds to show now. `launcher`
    replaces the worker processes (tests).
    """
    driver = driver or default_driver()
    config = WorkerConfig(
        lang=settings.lang,
        rate=int(settings.rate),
        volume=max(0.0, min(float(settings.volume), 1.0)),
        driver=driver,
    )
    status = SpeechStatus.OK
    voice: str | None = None
    if find_spec("pyttsx3") is None:
        return NullSpeaker(SpeechStatus.NO_PYTTSX3), SpeechStatus.NO_PYTTSX3, None
    if driver == "espeak":
        voices = espeak_voices()
        if voices:
            _voice_id, voice, exact = choose_voice(settings.lang, list(voices))
            status = SpeechStatus.OK if exact else SpeechStatus.NO_VOICE_FOR_LANGUAGE
        elif not _espeak_library_present():
            return NullSpeaker(SpeechStatus.NO_ENGINE), SpeechStatus.NO_ENGINE, None
        if sys.platform.startswith("linux"):  # pyttsx3 plays through aplay
            if shutil.which("aplay") is None:
                return NullSpeaker(SpeechStatus.NO_AUDIO), SpeechStatus.NO_AUDIO, None
            config = replace(config, probe_audio=True)  # can it open the sound device?
    if launcher is None:
        launcher = SubprocessLauncher()
    speaker = ProcessSpeaker(config, launcher, status=status, voice=voice)
    if wait > 0:
        speaker.wait_ready(wait)
    if speaker.failure is not None:
        failure = speaker.failure
        speaker.close()
        return NullSpeaker(failure), failure, None
    return speaker, speaker.status, speaker.voice
