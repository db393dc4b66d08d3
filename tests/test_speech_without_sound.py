""" "speech on" where speech cannot start (no sound output, no engine): the reply says why,
and never "Speech is on." beside it, nor "Speech stopped." after "stop"; where it starts
with another voice, both are true and both are said. In every language."""

from __future__ import annotations

import pytest

from fortythieves.faces.app import App
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.speechtext import SpeechProblem, speech_problem_text
from fortythieves.lang.switches import switch_command
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.speech.protocol import SilentSpeaker, Speaker
from fortythieves.store.shelf import Shelf


def app(lang: str, problem: SpeechProblem) -> App:
    def factory(lang: str, _rate: int, _volume: float) -> tuple[Speaker, str | None]:
        return SilentSpeaker(problem), speech_problem_text(translator(lang), problem)

    a = App(Session(settings=Settings(lang=lang), store=Shelf.in_memory()), factory)
    a.opened(a.session.open(code="FT1-N-2345673", requested_lang=lang, environ={}))
    return a


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    "problem", [SpeechProblem.NO_AUDIO, SpeechProblem.NO_ENGINE, SpeechProblem.NO_PYTTSX3]
)
def test_speech_on_without_sound_says_only_why(lang: str, problem: SpeechProblem) -> None:
    a = app(lang, problem)
    reply = a.handle(switch_command(translator(lang), "speech", True)).text
    assert reply == speech_problem_text(translator(lang), problem)
    assert a.session.r.speech_is(True) not in reply


@pytest.mark.parametrize("lang", LANGUAGES)
def test_speech_on_with_another_voice_says_both(lang: str) -> None:
    t = translator(lang)
    note = speech_problem_text(t, SpeechProblem.NO_VOICE_FOR_LANGUAGE, "English")

    def factory(lang: str, _rate: int, _volume: float) -> tuple[Speaker, str | None]:
        return SilentSpeaker(), note  # speaking, in another voice

    a = App(Session(settings=Settings(lang=lang), store=Shelf.in_memory()), factory)
    a.opened(a.session.open(code="FT1-N-2345673", requested_lang=lang, environ={}))
    reply = a.handle(switch_command(t, "speech", True)).text
    assert reply == f"{a.session.r.speech_is(True)} {note}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stop_with_speech_on_but_silent_says_why_nothing_was_spoken(lang: str) -> None:
    a = app(lang, SpeechProblem.NO_AUDIO)
    t = translator(lang)
    a.handle(switch_command(t, "speech", True))
    reply = a.handle(word(lang, "stop")).text
    assert reply == speech_problem_text(t, SpeechProblem.NO_AUDIO)
    assert a.session.r.stopped(True) not in reply
