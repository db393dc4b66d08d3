"""Asking for the voice louder or quieter in everyday words ("louder", "speak up", "leggi più
forte", "harder graag"): the volume setting, a step up or down. A line read this way is only
such a request, word for word, with small words and a "please" around it; anything else in the
line keeps its own reading."""

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
    }


@cache
def _phrases(lang: str) -> dict[tuple[str, ...], Value]:
    """Each phrase by its words without the small ones ("a bit louder": "bit louder")."""
    said = {p: Value.QUIETER for p in words_of(entry(_words, "quieter"), lang)}
    said.update({p: Value.LOUDER for p in words_of(entry(_words, "louder"), lang)})
    return {_meant_words(read_line(" ".join(p), lang)): value for p, value in said.items()}


def _meant_words(p: Piece) -> tuple[str, ...]:
    return tuple(w for t in meant(p.tags) for w in t.text.split())


def loudness_asked(p: Piece) -> Setting | None:
    """The volume a step up or down when the whole line asks for the voice louder or quieter
    ("louder please", "leggi più forte", "glasnije"); None otherwise. Small words around the
    phrase change nothing ("a bit louder, please")."""
    words = _meant_words(p)
    asked = _phrases(p.lang).get(words) if words else None
    return Setting(SettingName.VOLUME, asked) if asked is not None else None
