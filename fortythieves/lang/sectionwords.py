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
from fortythieves.lang.parsing.line import by_first_word, said_at
from fortythieves.lang.questionwords import how_many_words, how_words


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


def _points(t: Translator) -> str:
    # Translators: the nouns of points and of the score said in a question of how they are counted ("how is
    # the score calculated?", "come si calcola il punteggio?", "kako se zapravo broje bodovi?"), "|"-separated,
    # every form and case, with the article or "my" where your language says them as one word.
    return t.pgettext(
        "rules section words", "points|point|score|scoring|the score|the points|my score|my points"
    )


def _counted(t: Translator) -> str:
    # Translators: the verbs of counting, calculating, getting or working said of points after "how" ("how
    # are points COUNTED?", "how is the score CALCULATED?", "how do you GET points?", "how does the score
    # WORK?", "come si CALCOLA il punteggio?", "kako se BROJE bodovi?"), "|"-separated, every form said there
    # (participles, impersonal and reflexive forms, persons). With "how" before them and a noun of points
    # anywhere in the line they ask how scoring works; "how many points do I have?" still asks the score.
    return t.pgettext(
        "rules section words",
        "counted|calculated|computed|worked out|tallied|added up|awarded|given|earned|scored|count|calculate"
        "|compute|work out|tally|add up|get|earn|win|score|work|works",
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


@cache
def _scoring_words(lang: str) -> tuple[frozenset[Phrase], ...]:
    """ "How", "how many", the verbs of counting and the nouns of points, in `lang` and
    English, folded."""
    return (
        frozenset(how_words(lang)),
        frozenset(how_many_words(lang)),
        words_of(_counted, lang),
        words_of(_points, lang),
    )


def scoring_asked(words: Sequence[str], lang: str) -> bool:
    """Whether the words ask how points are counted: "how" with a verb of counting and a noun
    of points after it, in any order and with any words between ("come si calcola il
    punteggio?", "kako se zapravo broje bodovi?", "how is the score worked out?"); "how many
    points" asks the score."""
    how, how_many, counted, points = _scoring_words(lang)
    said = list(words)
    for i in range(len(said)):
        if not said_at(said, how, i) or said_at(said, how_many, i):
            continue
        verbs = [(k, k + n) for k in range(i + 1, len(said)) if (n := said_at(said, counted, k))]
        nouns = [(k, k + n) for k in range(i + 1, len(said)) if (n := said_at(said, points, k))]
        # "how is my score?": a word is never both the verb and the noun
        if any(v_end <= k or end <= v for v, v_end in verbs for k, end in nouns):
            return True
    return False


def section_said(words: Sequence[str], lang: str) -> str | None:
    """The key of the section whose phrase the words say (the longest phrase said wins, then
    the section named first), or None; how points are counted, asked in a sentence of the
    player's own words, is the scoring (`scoring_asked`)."""
    if scoring_asked(words, lang):
        return "scoring"  # "como é que se ganham pontos?": points won, never the aim's "how does one win"
    places, starting = _said_index(lang)
    found: tuple[int, int] | None = None  # the phrase's length, less the section's place
    for i, word in enumerate(words):
        for phrase in starting.get(word, ()):
            if tuple(words[i : i + len(phrase)]) == phrase:
                mark = (len(phrase), -places[phrase])
                found = mark if found is None or mark > found else found
    return None if found is None else list(_SECTIONS)[-found[1]]
