"""Choosing a voice for each language, and what `start_speech` finds out before it starts
anything: no pyttsx3, no eSpeak, no audio player; and cutting long texts for a sound file."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_speech import FakeLauncher

from fortythieves.lang.speechtext import SpeechProblem
from fortythieves.speech import start as start_module
from fortythieves.speech import wav
from fortythieves.speech.protocol import SilentSpeaker
from fortythieves.speech.start import start_speech
from fortythieves.speech.voices import VoiceInfo, choose_voice, voice_for
from fortythieves.speech.wav import SpeechError, render_wav

ESPEAK_LIKE = [
    VoiceInfo("gmw/en-029", "English (Caribbean)", ("en-029", "en"), (5, 10)),
    VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb", "en"), (2, 2)),
    VoiceInfo("gmw/en-US", "English (America)", ("en-us", "en"), (2, 3)),
    VoiceInfo("roa/ca", "Catalan", ("ca",), (5,)),
    VoiceInfo("gmw/nl", "Dutch", ("nl",), (5,)),
    VoiceInfo("roa/pt-BR", "Portuguese (Brazil)", ("pt-br", "pt"), (5, 6)),
    VoiceInfo("roa/pt", "Portuguese (Portugal)", ("pt", "pt-pt"), (5, 5)),
    VoiceInfo("roa/it", "Italian", ("it",), (5,)),
    VoiceInfo("zls/hr", "Croatian", ("hr", "hbs"), (5, 5)),
]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "gmw/en"),
        ("ca", "roa/ca"),
        ("nl", "gmw/nl"),
        ("pt", "roa/pt"),
        ("it", "roa/it"),
        ("hr", "zls/hr"),
        ("pt-BR", "roa/pt-BR"),
        ("en_US", "gmw/en-US"),
        ("HR-hr", "zls/hr"),
    ],
)
def test_espeak_voices_by_language(lang: str, expected: str) -> None:
    assert voice_for(lang, ESPEAK_LIKE) == (expected, True)


class PyttsxVoice:
    """Voices as pyttsx3's drivers give them."""

    def __init__(self, id: str, name: str, languages: list[Any]) -> None:
        self.id, self.name, self.languages = id, name, languages


def test_pyttsx3_espeak_voices_give_one_language_each() -> None:
    voices = [
        PyttsxVoice("gmw/en-029", "English (Caribbean)", ["en-029"]),
        PyttsxVoice("gmw/en", "English (Great Britain)", ["en-gb"]),
        PyttsxVoice("gmw/en-us", "English (America)", ["en-us"]),
        PyttsxVoice("roa/pt", "Portuguese (Portugal)", ["pt"]),
        PyttsxVoice("roa/pt-br", "Portuguese (Brazil)", ["pt-br"]),
        PyttsxVoice("roa/ca", "Catalan", [b"\x05ca"]),
    ]
    assert voice_for("en", voices) == ("gmw/en", True)
    assert voice_for("pt", voices) == ("roa/pt", True)
    assert voice_for("ca", voices) == ("roa/ca", True)


def test_sapi5_and_macos_voices_by_their_languages() -> None:
    sapi = "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Speech\\Voices\\Tokens\\"
    voices = [
        PyttsxVoice(
            sapi + "TTS_MS_EN-US_ZIRA_11.0", "Microsoft Zira Desktop - English (United States)", ["en_US"]
        ),
        PyttsxVoice(sapi + "TTS_MS_PT-BR_MARIA_11.0", "Microsoft Maria - Portuguese (Brazil)", ["pt_BR"]),
        PyttsxVoice(sapi + "TTS_MS_PT-PT_HELIA_11.0", "Microsoft Helia - Portuguese (Portugal)", ["pt_PT"]),
        PyttsxVoice(sapi + "TTS_MS_CA-ES_HERENA_11.0", "Microsoft Herena - Catalan (Spain)", ["ca_ES"]),
        PyttsxVoice("com.apple.voice.compact.hr-HR.Lana", "Lana", ["hr-HR"]),
        PyttsxVoice("com.apple.voice.compact.nl-NL.Xander", "Xander", ["nl_NL"]),
        PyttsxVoice("com.apple.voice.compact.it-IT.Alice", "Alice", ["it-IT"]),
    ]
    assert voice_for("ca", voices) == (sapi + "TTS_MS_CA-ES_HERENA_11.0", True)
    assert voice_for("pt", voices) == (sapi + "TTS_MS_PT-PT_HELIA_11.0", True)
    assert voice_for("hr", voices) == ("com.apple.voice.compact.hr-HR.Lana", True)
    assert voice_for("nl", voices) == ("com.apple.voice.compact.nl-NL.Xander", True)
    assert voice_for("it", voices) == ("com.apple.voice.compact.it-IT.Alice", True)
    assert voice_for("en", voices)[0] == sapi + "TTS_MS_EN-US_ZIRA_11.0"


def test_a_voice_known_only_by_its_name() -> None:
    voices = [PyttsxVoice("v1", "English", []), PyttsxVoice("v2", "Croatian male", [])]
    assert voice_for("hr", voices) == ("v2", True)


def test_no_voice_for_the_language_falls_back_to_english() -> None:
    voices = [
        VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
        VoiceInfo("gmw/de", "German", ("de",)),
    ]
    assert voice_for("hr", voices) == (None, False)
    assert choose_voice("hr", list(voices)) == ("gmw/en", "English (Great Britain)", False)
    assert choose_voice("hr", [VoiceInfo("gmw/de", "German", ("de",))]) == (None, None, False)
    assert voice_for("ca", []) == (None, False)


# ---------------------------------------------------------------------------------------
# What start_speech finds out before starting anything


def test_no_pyttsx3(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "find_spec", lambda name: None)
    launcher = FakeLauncher()
    speaker, problem, voice = start_speech("ca", launcher=launcher)
    assert problem is SpeechProblem.NO_PYTTSX3 and voice is None
    assert isinstance(speaker, SilentSpeaker) and speaker.failure is SpeechProblem.NO_PYTTSX3
    assert launcher.workers == []
    speaker.say("nothing")
    speaker.stop()
    speaker.close()
    assert launcher.workers == [] and speaker.failure is SpeechProblem.NO_PYTTSX3


def test_no_espeak(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: ())
    monkeypatch.setattr(start_module, "espeak_library_present", lambda: False)
    launcher = FakeLauncher()
    speaker, problem, _voice = start_speech("ca", driver="espeak", launcher=launcher)
    assert problem is SpeechProblem.NO_ENGINE and isinstance(speaker, SilentSpeaker)
    assert launcher.workers == []


def _which_without(missing: str) -> Callable[[str], str | None]:
    real = shutil.which
    return lambda name: None if name == missing else real(name)


def test_no_audio_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: tuple(ESPEAK_LIKE))
    monkeypatch.setattr(shutil, "which", _which_without("aplay"))
    monkeypatch.setattr(sys, "platform", "linux")
    speaker, problem, _voice = start_speech("ca", driver="espeak", launcher=FakeLauncher())
    assert problem is SpeechProblem.NO_AUDIO and isinstance(speaker, SilentSpeaker)


def test_espeak_voice_chosen_before_the_worker_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(start_module, "espeak_voices", lambda: tuple(ESPEAK_LIKE))
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(sys, "platform", "linux")
    launcher = FakeLauncher()
    speaker, problem, voice = start_speech("pt", driver="espeak", launcher=launcher)
    assert (problem, voice) == (None, "Portuguese (Portugal)")
    assert launcher.workers[0].config.probe_audio  # the first worker checks the sound device
    launcher.workers[0].ready()
    speaker.say("Coluna 1")
    speaker.say("Coluna 2")
    assert not launcher.workers[1].config.probe_audio  # the others do not
    speaker.close()
    _speaker, problem, voice = start_speech("hr", driver="espeak", launcher=FakeLauncher())
    assert problem is None and voice == "Croatian"
    only_english = (ESPEAK_LIKE[1],)
    monkeypatch.setattr(start_module, "espeak_voices", lambda: only_english)
    _speaker, problem, voice = start_speech("hr", driver="espeak", launcher=FakeLauncher())
    assert (problem, voice) == (SpeechProblem.NO_VOICE_FOR_LANGUAGE, "English (Great Britain)")


def test_render_wav_without_espeak(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(shutil, "which", _which_without("espeak-ng"))
    with pytest.raises(SpeechError) as error:
        render_wav("Columna 1", "ca", tmp_path / "out.wav")
    assert error.value.reason is SpeechProblem.NO_ENGINE
    assert not (tmp_path / "out.wav").exists()


def test_long_texts_are_cut_into_paragraphs_and_sentences() -> None:
    sentence = "Els fonaments es construeixen per pals, de l'as al rei. "
    text = "Primer paràgraf.\n\n\n  Segon\nparàgraf.  \n\n" + sentence * 200 + "\n\n" + "x" * 9000
    chunks = wav.chunks(text, limit=1000)
    assert chunks[:2] == ["Primer paràgraf.", "Segon paràgraf."]
    assert all(0 < len(c) <= 1000 for c in chunks)
    assert "".join(chunks).replace(" ", "") == text.replace(" ", "").replace("\n", "")
    assert wav.chunks("  \n\n ") == []
