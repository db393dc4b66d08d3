"""The one thing the game talks to: a `Speaker`, and the speaker that says nothing."""

from __future__ import annotations

from typing import Protocol

from fortythieves.lang.speechtext import SpeechProblem


class Speaker(Protocol):
    """Says replies aloud. No method ever raises or blocks."""

    def say(self, text: str) -> None:
        """Say `text`, interrupting whatever is being said; return at once."""

    def stop(self) -> None:
        """Silence at once."""

    def close(self) -> None:
        """Silence and release everything; further calls do nothing."""

    @property
    def failure(self) -> SpeechProblem | None:
        """Why speech broke for good since it started, or None while it works."""


class SilentSpeaker:
    """Says nothing: speech is off, or cannot work (then `failure` says why)."""

    def __init__(self, failure: SpeechProblem | None = None) -> None:
        self._failure = failure

    @property
    def failure(self) -> SpeechProblem | None:
        return self._failure

    def say(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass
