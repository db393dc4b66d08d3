"""What the player is told about speech: the problems speech can have, and their sentences.

The problems are defined here, beside their phrasing, because `lang` imports only `core`;
`fortythieves.speech` reports them with these values and never phrases them.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, assert_never

if TYPE_CHECKING:  # speech imports this module for its values: it needs no catalogue
    from fortythieves.lang.i18n import Translator


class SpeechProblem(enum.Enum):
    """Why speech is not as the player asked (the values are stable: errors show them)."""

    NO_VOICE_FOR_LANGUAGE = "no-voice-for-language"  # speaking, with another language's voice
    NO_PYTTSX3 = "no-pyttsx3"
    NO_ENGINE = "no-engine"  # pyttsx3 could not start (no espeak-ng, no driver) or broke
    NO_AUDIO = "no-audio"  # no audio output device or player
    UNAVAILABLE = "unavailable"  # the speech part of the program cannot be loaded


def speech_problem_text(t: Translator, problem: SpeechProblem, voice: str | None = None) -> str:
    """One sentence for the player; `voice` names the voice used instead, if any.

    >>> from fortythieves.lang.i18n import translator
    >>> speech_problem_text(translator("en"), SpeechProblem.NO_VOICE_FOR_LANGUAGE, "English")
    'No English voice is installed here; using the voice English instead.'
    """
    match problem:
        case SpeechProblem.NO_VOICE_FOR_LANGUAGE:
            # Translators: no voice speaks the game's language; another voice is used.
            return t._("No voice speaks {language} here; using the voice {voice}.").format(
                language=t.language_name(t.lang), voice=voice or "?"
            )
        case SpeechProblem.NO_PYTTSX3:
            # Translators: the speech package is missing.
            return t._(
                "Speech needs the pyttsx3 package (pip install 'fortythieves[speech]'); the game goes on in text."
            )
        case SpeechProblem.NO_ENGINE:
            # Translators: the speech engine is missing.
            return t._("No speech engine was found (install espeak-ng); the game goes on in text.")
        case SpeechProblem.NO_AUDIO:
            # Translators: no sound output.
            return t._("No sound output was found; the game goes on in text.")
        case SpeechProblem.UNAVAILABLE:
            # Translators: speech was asked for but cannot start; the game goes on in text.
            return t._("Speech is not available here; the game goes on in text.")
        case _:
            assert_never(problem)
