""" "Did you mean …?" offers a command only for a word long enough to be a slip of it."""

from __future__ import annotations

from fortythieves.lang import parser as P
from fortythieves.lang.intents import Unknown


def test_a_slip_gets_the_nearest_command() -> None:
    assert P.suggest("drwa", "en") == "draw"
    assert P.suggest("pontuaçao", "pt") is not None


def test_a_short_word_gets_no_suggestion() -> None:
    # pt "o quê?" once drew "Did you mean toque?"
    said = P.parse("o quê", "pt")
    assert isinstance(said, Unknown) and said.suggestion is None
    assert P.suggest("que", "pt") is None


# A word of the language typed as meant (one the game writes itself, or a form of the word
# it would offer) is never offered corrected into another word: the line it would make is
# not what the player said ("leg die daar maar op" is no "leg die waar maar op").
MEANT = [
    ("nl", "leg die daar maar op"), ("nl", "leg hem daar maar neer"), ("ca", "es pot canviar la veu?"),
    ("ca", "pots canviar la veu?"), ("ca", "torna a posar les respostes normals"), ("hr", "ok, napravi tako"),
    ("hr", "kako da nastavim?"), ("hr", "napravi tako"), ("it", "si può cambiare la voce?"),
    ("pt", "dá para mudar a voz?"), ("en", "can you change the voice?"), ("en", "put it over there"),
]  # fmt: skip
# slips: a letter left out, doubled, swapped, in every language
SLIPS = [
    ("en", "darw", "draw"), ("en", "undoo", "undo"), ("nl", "trekk", "trek"), ("it", "pescaa", "pesca"),
    ("it", "annula", "annulla"), ("ca", "roba una crata", "roba una carta"), ("hr", "vcui kartu", "vuci kartu"),
    ("en", "drwa a card", "draw a card"),
]  # fmt: skip


def test_a_word_typed_as_meant_gets_no_suggestion() -> None:
    for lang, line in MEANT:
        said = P.parse(line, lang)
        assert not isinstance(said, Unknown) or said.suggestion is None, (lang, line, said)


def test_a_slip_still_gets_the_line_it_makes() -> None:
    for lang, line, fixed in SLIPS:
        said = P.parse(line, lang)
        assert isinstance(said, Unknown) and said.suggestion == fixed, (lang, line, said)
