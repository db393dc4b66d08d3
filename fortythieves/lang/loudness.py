"""Asking for the voice louder or quieter, faster or slower in everyday words ("louder", "speak
up", "leggi più forte", "harder graag", "slow down the voice", "più veloce"): the volume or the
speech rate setting, a step up or down. A line read this way is only such a request, word for
word, with small words and a "please" around it; anything else in the line keeps its own
reading."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import entry, words_of
from fortythieves.lang.i18n import Translator
from fortythieves.lang.intents import Setting, SettingName, Value
from fortythieves.lang.parsing.classes import meant
from fortythieves.lang.parsing.line import Piece, read_line


def _words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: everyday ways to ask for the game's voice louder, said as a whole line ("louder",
        # "speak up", "read louder", "turn it up"), "|"-separated. They raise the speech volume a step; when
        # the game's own voice is off the reply says that the screen reader's settings set how loud it is.
        "louder": t.pgettext(
            "loudness words",
            "louder|speak louder|talk louder|read louder|turn it up|a bit louder|more loudly|too quiet",
        ),
        # Translators: everyday ways to ask for the game's voice quieter, said as a whole line ("quieter",
        # "speak more softly", "turn it down"), "|"-separated. They lower the speech volume a step.
        "quieter": t.pgettext(
            "loudness words",
            "quieter|softer|speak more quietly|speak more softly|speak softer|turn it down|a bit quieter|too loud",
        ),
        # Translators: everyday ways to ask the game's voice to speak faster, said as a whole line ("faster",
        # "speak faster", "speed up the voice"), "|"-separated. They raise the speech rate a step; when the
        # game's own voice is off the reply says that the screen reader's settings set how fast it speaks.
        # Only phrases of the voice or said alone: "faster" is never a word of a move.
        "faster": t.pgettext(
            "loudness words",
            "faster|speak faster|talk faster|read faster|speed up|speed up the voice|a bit faster|more quickly"
            "|too slow|quicker|speak more quickly",
        ),
        # Translators: everyday ways to ask the game's voice to speak slower ("slower", "slow down the voice",
        # "speak more slowly"), "|"-separated. They lower the speech rate a step.
        "slower": t.pgettext(
            "loudness words",
            "slower|speak slower|talk slower|read slower|slow down|slow down the voice|speak more slowly"
            "|a bit slower|more slowly|too fast|slower voice",
        ),
    }


# each word class with the setting it steps and the step
_ASKED = {
    "louder": (SettingName.VOLUME, Value.LOUDER),
    "quieter": (SettingName.VOLUME, Value.QUIETER),
    "faster": (SettingName.RATE, Value.FASTER),
    "slower": (SettingName.RATE, Value.SLOWER),
}


@cache
def _phrases(lang: str) -> dict[tuple[str, ...], tuple[SettingName, Value]]:
    """Each phrase by its words without the small ones ("a bit louder": "bit louder")."""
    said = {p: asked for name, asked in _ASKED.items() for p in words_of(entry(_words, name), lang)}
    return {_meant_words(read_line(" ".join(p), lang)): asked for p, asked in said.items()}


def _meant_words(p: Piece) -> tuple[str, ...]:
    return tuple(w for t in meant(p.tags) for w in t.text.split())


def loudness_asked(p: Piece) -> Setting | None:
    """The volume or the rate a step up or down when the whole line asks for the voice louder
    or quieter, faster or slower ("louder please", "leggi più forte", "glasnije", "slow down the
    voice"); None otherwise. Small words around the phrase change nothing ("a bit louder,
    please")."""
    words = _meant_words(p)
    asked = _phrases(p.lang).get(words) if words else None
    return Setting(*asked) if asked is not None else None
