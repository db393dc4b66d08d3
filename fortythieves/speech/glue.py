"""Speech for the game: opens the speaker for the settings and words its status."""

from __future__ import annotations

from fortythieves.lang.i18n import Translator
from fortythieves.play.session import SilentSpeaker, Speaker
from fortythieves.play.settings import Settings


def open_for_game(settings: Settings, t: Translator) -> tuple[Speaker, str | None]:
    """The speaker, and one line for the player when speech is not as asked."""
    try:
        from fortythieves.speech.engine import SpeechSettings, open_speaker
    except ImportError:
        # Translators: speech was asked for but cannot start; the game goes on in text.
        return SilentSpeaker(), t._("Speech is not available here; the game goes on in text.")
    speaker, status, voice = open_speaker(
        SpeechSettings(lang=t.lang, rate=settings.rate, volume=settings.volume)
    )
    return speaker, status_line(status, t, voice)


def status_line(status: object, t: Translator, voice: str | None = None) -> str | None:
    """One line for the player about speech, or None when all is well."""
    from fortythieves.speech.engine import SpeechStatus

    if status is SpeechStatus.OK:
        return None
    if status is SpeechStatus.NO_VOICE_FOR_LANGUAGE:
        # Translators: no voice speaks the game's language; another voice is used.
        return t._("No voice speaks {language} here; using the voice {voice}.").format(
            language=t.language_name(t.lang), voice=voice or "?"
        )
    if status is SpeechStatus.NO_PYTTSX3:
        # Translators: the speech package is missing.
        return t._(
            "Speech needs the pyttsx3 package (pip install 'fortythieves[speech]'); the game goes on in text."
        )
    if status is SpeechStatus.NO_ENGINE:
        # Translators: the speech engine is missing.
        return t._("No speech engine was found (install espeak-ng); the game goes on in text.")
    # Translators: no sound output.
    return t._("No sound output was found; the game goes on in text.")
