"""Phrases said around a command that the parser passes over or reads as a remark: time
("from now on"), a mistake made ("oops, that was wrong"), a card needed ("I need the 5"),
what the player had wanted to do ("undo, I wanted to move the ace"), what should have
been done ("I should have moved the jack")."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase, entry, longest_first, parted_phrases_of, phrases_of
from fortythieves.lang.i18n import Translator


def _words(t: Translator) -> dict[str, str]:
    """This module's word classes in the catalogue, by name, each "|"-separated."""
    return {
        # Translators: phrases of time said beside a request or a setting, as in "less chatter from now on",
        # "read me the whole table from the start" ("|"-separated): "from now on", "from the start", "for
        # now". They are passed over when the rest asks for something that changes nothing in the game or
        # sets a setting; beside a move or a command that changes the game they are never passed over.
        "time_remarks": t.pgettext(
            "time remarks",
            "from now on|from here on|from here on in|for now|for the moment|from the start|from the beginning"
            "|from the top|right from the start",
        ),
        # Translators: words by which a player says the last move was a mistake, as in "oh no, that was wrong,
        # can you take it back?" ("|"-separated), in every form typed; "*" ends a stem. A clause holding one,
        # said before a bare "back" ("can you take it back?"), makes that "back" undo the last move; the
        # interjections of a slip ("oops", "oh no") too, with or without a comma after them.
        "error_words": t.pgettext(
            "error words",
            "wrong|mistake*|my bad|messed up|screwed up|oops|misclick*|wrong one|meant to|by accident|whoops|nope"
            "|oh no|damn|argh",
        ),
        # Translators: the verbs that say where a card is, as in "the king of spades is on the foundation", "the
        # 7 lies in column 3" ("|"-separated): "to be", "to lie", "to sit", "to stand" in the forms said of a
        # card, one to three words each. A line that says one and no verb of moving only states where a card
        # is, and never moves it. Leave out a form that is also another small word once accents are dropped
        # (Portuguese "é" and Italian "è" are "e", "and"; Catalan "és" is the Balearic article "es").
        "state_words": t.pgettext(
            "state words", "is|are|was|were|lies|lie|sits|sit|is sitting|is lying|stays|remains"
        ),
        # Translators: the words by which a player says they need a card, as in "I need the 5 of clubs again,
        # take it off the foundation" ("|"-separated): "I need", "need", and the parts of a verb said around
        # the card (Dutch "ik heb ... nodig": "ik heb|nodig"), and of what the player is about to do ("I'm going
        # to take the 5 back", Portuguese "vou tirar"). Passed over only when the rest takes a card back off a
        # foundation.
        "need_words": t.pgettext(
            "need words",
            "i need|i ll need|i will need|need|i still need|i want|i could use|i m going to|im going to|i am going to|going to|i m gonna|gonna|i ll|i will",
        ),
        # Translators: the words that open a clause saying what the player had wanted to do, after an undo, as
        # in "damn, undo, I wanted to move the ace" ("|"-separated): "I wanted to", "I meant to", in the past
        # and every person a player types. The undo before such a clause undoes and the clause is passed over;
        # any other command before it is not guessed at. Never a polite form that asks for something now
        # (Portuguese "queria", Catalan "volia" alone are requests).
        "wanted_words": t.pgettext(
            "wanted words",
            "i wanted to|i meant to|i was going to|i was trying to|i tried to|i intended to|i wanted|i was aiming to",
        ),
        # Translators: the words by which a player says what should have been done, as in "damn, I should have
        # moved the jack earlier", "if only I'd played the 5" ("|"-separated): a past modal, a past conditional
        # or a pluperfect of regret ("should have", "ought to have", "if only I had"), in every person and
        # form players type. Write "..." where other words go between the parts of one phrase (Dutch "had ...
        # moeten": "ik had de boer eerder moeten leggen"). A clause holding one is a remark and never an
        # order, whatever card and verb it names. Never a form that asks for something now (a polite "I'd
        # like", Dutch "ik had graag", Italian "volevo") nor a present "I should".
        "regret_words": t.pgettext(
            "regret words",
            "should have|should ve|shouldve|should of|shoulda|should not have|shouldn t have|shouldnt have"
            "|ought to have|ought not to have|i could have|we could have|could ve|i would have|would ve"
            "|would have been better|i had to|if only i had|if only i d|if only we had|wish i had|wish i d"
            "|i was supposed to|had better have",
        ),
        # Translators: verbs of liking or disliking said of a thing, as in "I hate the English language", "I
        # love Italian" ("|"-separated), every person and form players type. A language named in a line holding
        # one is spoken of, never asked for: the language does not change. Never a wish ("I'd like", Italian
        # "mi piacerebbe", Portuguese "gostava de", Catalan "m'agradaria"): a wish asks for the language.
        "feeling_words": t.pgettext(
            "feeling words",
            "i hate|hate|i love|love|i like|i really like|i don t like|i dont like|don t like|i adore|adore"
            "|i can t stand|i cant stand|can t stand|i dislike|dislike|i detest|detest",
        ),
        # Translators: the words that open a clause of time or condition said of an action, as in "before I
        # draw", "instead of drawing", "without drawing" ("|"-separated): "before", "after" with a subject or
        # a verb after it, "instead of", "without", every form that takes an infinitive or a subject (Italian
        # "prima di|dopo aver", Dutch "voordat|nadat"). A verb of the game inside such a clause is no order:
        # the line is not understood and acts nowhere. Never a word that alone means "then" (Italian "dopo",
        # Catalan "després"): "draw, after that undo" is two orders.
        "time_clauses": t.pgettext(
            "time clauses",
            "before|before i|after i|after you|after having|instead of|rather than|without|once i|as soon as i",
        ),
    }


@cache
def regret_words(lang: str) -> frozenset[tuple[Phrase, ...]]:
    """The words of what should have been done, in `lang` and English, each as its parts
    ("had ... moeten")."""
    return parted_phrases_of(entry(_words, "regret_words"), lang)


@cache
def time_clauses(lang: str) -> frozenset[Phrase]:
    """The words that open a clause of time or condition ("before", "instead of"), in `lang`
    and English."""
    return phrases_of(entry(_words, "time_clauses"), lang)


@cache
def wanted_words(lang: str) -> tuple[Phrase, ...]:
    """The words that open what the player had wanted to do, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "wanted_words"), lang))


@cache
def time_remarks(lang: str) -> tuple[Phrase, ...]:
    """The phrases of time passed over beside a request, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "time_remarks"), lang))


@cache
def error_words(lang: str) -> tuple[Phrase, ...]:
    """The words of a mistake made, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "error_words"), lang))


def says_error(words: list[str], lang: str) -> bool:
    """Whether the words (normalized, split) say a mistake was made."""
    exact, open_first = _error_phrases(lang)
    return any(
        _said_from(words, i, phrase)
        for i, w in enumerate(words)
        for phrase in (*exact.get(w, ()), *open_first)
    )


@cache
def _error_phrases(lang: str) -> tuple[dict[str, tuple[Phrase, ...]], tuple[Phrase, ...]]:
    """The words of a mistake by their first word, and those whose first word is a stem
    ("equivoc*"): only the phrases that may begin at a word are compared there."""
    exact: dict[str, list[Phrase]] = {}
    open_first: list[Phrase] = []
    for phrase in error_words(lang):
        if phrase and not phrase[0].endswith("*"):
            exact.setdefault(phrase[0], []).append(phrase)
        elif phrase:
            open_first.append(phrase)
    return {w: tuple(found) for w, found in exact.items()}, tuple(open_first)


def _said_from(words: list[str], i: int, phrase: Phrase) -> bool:
    """Whether `phrase` is said from the word at `i` on, a word ending in "*" a stem."""
    return i + len(phrase) <= len(words) and all(
        words[i + k] == w or (w.endswith("*") and words[i + k].startswith(w[:-1]))
        for k, w in enumerate(phrase)
    )


@cache
def need_words(lang: str) -> tuple[Phrase, ...]:
    """The words of needing a card, in `lang` and English, longest first."""
    return longest_first(phrases_of(entry(_words, "need_words"), lang))


@cache
def feeling_words(lang: str) -> frozenset[Phrase]:
    """The verbs of liking or disliking a thing ("I hate", "m'agrada"), in `lang` and English."""
    return phrases_of(entry(_words, "feeling_words"), lang)


@cache
def state_words(lang: str) -> frozenset[Phrase]:
    """The verbs that say where a card is ("is", "ligt", "je"), in `lang` and English."""
    return phrases_of(entry(_words, "state_words"), lang)
