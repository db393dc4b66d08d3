"""Choosing the voice that speaks a language, among pyttsx3's voices or espeak-ng's.

What a language's voices are called and which country's variety is meant come from the
language's record (`fortythieves.lang.languages`).
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from fortythieves.lang.languages import Language, language


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


_TAG = re.compile(r"[a-z]{2,3}(-[a-z0-9]+)*")


def _norm_tag(tag: object) -> str:
    if isinstance(tag, bytes):
        tag = tag.decode("utf-8", "ignore")
    # espeak's language list starts with a priority byte
    return "".join(ch for ch in str(tag) if ch.isprintable()).strip().lower().replace("_", "-")


def _record(primary: str) -> Language | None:
    """The game's record of a language, None for one the game does not offer."""
    record = language(primary)
    return record if record.code == primary else None


def _voice_score(voice: VoiceLike, want: str) -> tuple[int, int]:
    """How well `voice` speaks `want`: (0 for not at all .. 50, minus espeak's priority)."""
    primary = want.split("-")[0]
    record = _record(primary)
    preferred = f"{primary}-{record.region}" if record else None
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
    if best[0] == 0 and record and any(word in name for word in record.voice_names):
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
