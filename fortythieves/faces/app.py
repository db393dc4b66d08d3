"""A session in a face: start-up, one guarded read-reply step, and speech.

Every face (plain lines, the terminal, and the network faces) drives a session through
an `App`: the app opens the game, answers each line (a bug becomes one line, never a
traceback), speaks replies when speech is on, and acts on the reply's events.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from fortythieves.lang.speechtext import SpeechProblem, speech_problem_text
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.speech.protocol import SilentSpeaker, Speaker
from fortythieves.store.base import StoreError

# Starts speech for a language, rate (words a minute) and volume (0 to 1): the speaker,
# and a line for the player when speech cannot work.
SpeakerFactory = Callable[[str, int, float], tuple[Speaker, str | None]]


def open_speech(lang: str, rate: int, volume: float) -> tuple[Speaker, str | None]:
    """Speech in the background; any failure leaves the game in text, said in one line."""
    from fortythieves.lang.i18n import translator

    t = translator(lang)
    try:
        from fortythieves.speech.start import start_speech as start
    except ImportError:  # speech's own modules cannot load
        return SilentSpeaker(SpeechProblem.UNAVAILABLE), speech_problem_text(t, SpeechProblem.UNAVAILABLE)
    started = start(lang, rate, volume)
    note = None if started.problem is None else speech_problem_text(t, started.problem, started.voice)
    return started.speaker, note


@dataclass
class App:
    """A session with the speech and the error log of the face that runs it."""

    session: Session
    speaker_factory: SpeakerFactory | None = open_speech
    error_log: Path | None = None  # where a bug's traceback goes, never to the player
    speaker: Speaker = field(default_factory=SilentSpeaker)
    _failure_said: bool = False
    _turn: threading.RLock = field(default_factory=threading.RLock)  # one line, or one alert, at a time

    def opened(self, reply: Reply) -> Reply:
        """The opening lines (`Session.open`'s reply), with speech started when it is on."""
        notes = self._start_speech() if self.session.settings.speech else []
        return self._out(reply, notes)

    def alert(self) -> Reply | None:
        """The loss warning a background search decided after the last move (see
        `Session.alert`), spoken when speech is on; None when there is none to say."""
        with self._turn:
            try:
                reply = self.session.alert()
            except Exception:
                self._log_error()
                return None
            return None if reply is None else self._out(reply, [])

    def handle(self, line: str) -> Reply:
        """The reply to a line, in the player's turn of the store (another process serving
        the same player waits), after taking up what another process saved meanwhile."""
        with self._turn:
            s = self.session
            try:
                with s.store.turn():
                    s.catch_up()
                    return self._handle(line)
            except StoreError as e:  # the turn could not be taken: nothing was done
                return self._out(Reply(s.rec.store_unreachable(e.fault.value)), [])

    def _handle(self, line: str) -> Reply:
        from fortythieves.lang.intents import SettingName  # loaded with the line's reading

        reply = self._guarded(line)
        speech_settings = (SettingName.SPEECH, SettingName.LANGUAGE, SettingName.RATE, SettingName.VOLUME)
        notes: list[str] = []
        for event in reply.events:
            if isinstance(event, ev.Silenced):
                self.speaker.stop()
                failure = self.speaker.failure
                if failure is not None and self.session.settings.speech:
                    # nothing was being spoken: "stop" is answered with why the game is in text
                    said = reply.text.removeprefix(self.session.r.stopped(True)).strip()
                    why = speech_problem_text(self.session.r.t, failure)
                    reply = Reply(" ".join(x for x in (why, said) if x), reply.events, reply.quit)
            elif isinstance(event, ev.SettingChanged) and event.name in speech_settings:
                notes += self._speech_changed()
                if event.name is SettingName.SPEECH and self.speaker.failure is not None:
                    # speech asked for cannot start: "Speech is on." would be untrue beside the
                    # reason, which is said alone (the setting stays, for a start with sound)
                    said = reply.text.removeprefix(self.session.r.speech_is(True)).strip()
                    reply = Reply(said, reply.events, reply.quit)
        return self._out(reply, notes)

    def close(self) -> None:
        self.speaker.close()
        self.session.close()

    # ----- inside ---------------------------------------------------------------------
    def _guarded(self, line: str) -> Reply:
        """A bug must never show a traceback to a player: say so in one line and go on."""
        s = self.session
        before = (s.current, s.game.moves, len(s.actions), s.game.score)
        try:
            return s.handle(line)
        except Exception:
            self._log_error()
            if (s.current, s.game.moves, len(s.actions), s.game.score) != before:
                return Reply(s.rec.error_after_change())  # never "unchanged" after a change
            return Reply(s.r.internal_error())

    def _log_error(self) -> None:
        if self.error_log is not None:
            from fortythieves.faces.errorlog import event_log  # only a bug needs it

            event_log(self.error_log).error("command failed")  # the same bug a thousand times: one line

    def _out(self, reply: Reply, notes: list[str]) -> Reply:
        """The reply with what speech has to say added, spoken when speech is on."""
        failure = self.speaker.failure
        if failure is not None and not self._failure_said:
            self._failure_said = True
            notes.append(speech_problem_text(self.session.r.t, failure))
        text = " ".join(part for part in (reply.text, *notes) if part)
        if reply.speak and text:
            self.speaker.say(text)
        return Reply(text, reply.events, reply.quit)

    def _speech_changed(self) -> list[str]:
        if self.session.settings.speech:
            return self._start_speech()
        self.speaker.stop()
        self.speaker.close()
        self.speaker = SilentSpeaker()
        return []

    def _start_speech(self) -> list[str]:
        if self.speaker_factory is None:
            return []
        self.speaker.close()
        st = self.session.settings
        self.speaker, note = self.speaker_factory(self.session.lang, st.rate, st.volume)
        self._failure_said = note is not None
        return [note] if note else []
