""" "What would you play?" asks for a hint in every language, never "what?" (the last
reply again) nor whether the game can be won: the phrases are the hint's command words."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.parser import parse

WOULD_YOU = {
    "en": ("what would you play?", "ok, and what would you play?", "what would you do now?"),
    "ca": ("què jugaries tu?", "i tu què faries?", "què faries ara?"),
    "nl": ("wat zou jij spelen?", "en wat zou je nu doen?", "wat zou jij doen?"),
    "pt": ("o que é que tu jogavas?", "e tu o que fazias?", "o que jogarias?"),
    "it": ("tu cosa giocheresti?", "e tu cosa faresti?", "che cosa giocheresti?"),
    "hr": ("a što bi ti odigrao?", "ok, a što bi ti odigrao?", "što bi ti napravila?"),
}


@pytest.mark.parametrize(
    ("lang", "line"), [(lang, line) for lang, lines in WOULD_YOU.items() for line in lines]
)
def test_what_would_you_play_is_a_hint(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.HINT)
