"""What players call a section of the rules when they ask about it in their own words: "what's
the goal of the game?", "com es compten els punts?", "wanneer is het spel afgelopen?". Each
word class names one section (its key in `lang.rulebook`); a question or a request to explain
that says one of its phrases asks for that section of the rules, never the score or the list
of sections. Words that also name something else the game reads ("score", "puntuació", "tips",
which ask for the score or a hint) are not among them: only phrases that ask how the game works.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fortythieves.lang.concepts import Phrase, words_of
from fortythieves.lang.i18n import Translator
from fortythieves.lang.parsing.line import by_first_word


def _aim(t: Translator) -> str:
    # Translators: what players call the aim of the game when they ask about it ("what's the goal?",
    # "how do you win?"), "|"-separated, every form. Never words that ask how to win this deal (a hint).
    return t.pgettext(
        "rules section words",
        "aim|the aim|goal|the goal|objective|the objective|object of the game|point of the game|purpose"
        "|how do you win|how does one win|how is the game won",
    )


def _scoring(t: Translator) -> str:
    # Translators: what players say to ask how scoring works ("how does scoring work?", "how are points
    # counted?"), "|"-separated, every form. Never the word for the score alone: "what's my score" reads it.
    return t.pgettext(
        "rules section words",
        "scoring|how scoring works|how does scoring work|how do you score|how do you get points"
        "|how are points counted|how do points work|how do the points work|points system|scoring system",
    )


def _end(t: Translator) -> str:
    # Translators: what players say to ask how or when the game ends ("when is the game over?"),
    # "|"-separated, every form.
    return t.pgettext(
        "rules section words",
        "end of the game|when does the game end|how does the game end|when is the game over"
        "|when is the game lost|how does the game finish",
    )


def _setup(t: Translator) -> str:
    # Translators: what players say to ask how the cards are laid out at the start ("how are the cards
    # dealt?"), "|"-separated, every form. Never the words of a new deal.
    return t.pgettext(
        "rules section words",
        "set up|setup|set-up|how are the cards dealt|how the cards are dealt|how is the game dealt"
        "|how are the cards laid out|starting layout",
    )


_SECTIONS = {"aim": _aim, "scoring": _scoring, "end": _end, "setup": _setup}


@cache
def section_words(lang: str) -> dict[str, frozenset[Phrase]]:
    """Each section's phrases, by its key, in `lang` and English, folded."""
    return {key: words_of(make, lang) for key, make in _SECTIONS.items()}


@cache
def _said_index(lang: str) -> tuple[dict[Phrase, int], dict[str, tuple[Phrase, ...]]]:
    """Each section phrase with the place of its section among `_SECTIONS`, and the phrases by
    their first word: a line's words are looked up, not compared with every phrase."""
    order = {key: n for n, key in enumerate(_SECTIONS)}
    places: dict[Phrase, int] = {}
    for key, phrases in section_words(lang).items():
        for phrase in phrases:
            places.setdefault(phrase, order[key])
    return places, by_first_word(frozenset(places))


def section_said(words: Sequence[str], lang: str) -> str | None:
    """The key of the section whose phrase the words say (the longest phrase said wins, then
    the section named first), or None."""
    places, starting = _said_index(lang)
    found: tuple[int, int] | None = None  # the phrase's length, less the section's place
    for i, word in enumerate(words):
        for phrase in starting.get(word, ()):
            if tuple(words[i : i + len(phrase)]) == phrase:
                mark = (len(phrase), -places[phrase])
                found = mark if found is None or mark > found else found
    return None if found is None else list(_SECTIONS)[-found[1]]
