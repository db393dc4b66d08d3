"""Everyday talk: the lines a player says to the game, or to the screen, that ask for
nothing ("thanks", "damn it", "got it", "sorry", "hello", "wait"), sorted into a few kinds
so that the game can answer each kind in a word. Chatter never acts: the session asks here
only about a line the parser found no command in.

The words of each kind are catalogue entries, per language; a line is talk when it is
made of such phrases, with filler words ("please", "ok") and pronouns ("it", "that")
around them. The player's language and English are read together, as the parser reads.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.lexicon import all_entries


class Chatter(StrEnum):
    """The kinds of everyday talk, in the order a line holding two of them is taken
    ("ok thanks" thanks, "oops sorry" apologises)."""

    PARDON = "pardon"  # "what?", "eh?": the last reply again
    FAREWELL = "farewell"  # before thanks: "enough for today, thanks!" is leaving
    THANKS = "thanks"
    SORRY = "sorry"
    SLIP = "slip"  # "oops", "damn", a swear word: something went wrong
    GREETING = "greeting"
    YES = "yes"
    NO = "no"
    WAIT = "wait"
    AGREED = "agreed"  # "ok", "got it", "that's it", "fine", "nice"


def _entries(t: Translator) -> dict[Chatter, str]:
    return {
        # Translators: short words that ask to hear the last reply again, said alone, as "what?" or "eh?"
        # ("|"-separated, typed with or without a question mark). Only words the command words for
        # "repeat" do not hold already; never a word that may start a command.
        Chatter.PARDON: t.pgettext("everyday talk", "eh|sorry what|you what|what was that again"),
        # Translators: ways to say thank you, said alone to the game ("|"-separated).
        Chatter.THANKS: t.pgettext(
            "everyday talk",
            "thanks|thank you|thanks a lot|thank you very much|thanks very much|many thanks|cheers|thx",
        ),
        # Translators: ways to say sorry, said alone to the game ("|"-separated); said with a question
        # mark ("sorry?") they ask for the last reply again.
        Chatter.SORRY: t.pgettext(
            "everyday talk", "sorry|so sorry|excuse me|my bad|my mistake|apologies|i apologise|i apologize"
        ),
        # Translators: what a player says when something went wrong: "oops", "damn it", swear words,
        # sighs ("|"-separated). Give the common ones of your language, strong ones too; a pronoun after
        # them ("damn it") is understood by itself.
        Chatter.SLIP: t.pgettext(
            "everyday talk",
            "oops|whoops|oh no|damn|dammit|damn it|shit|fuck|crap|bloody hell|screw it|ugh|argh|oh well"
            "|bugger|drat|blast|oh dear|oh crap|for god s sake|bollocks|typical|no way",
        ),
        # Translators: ways to say goodbye ("|"-separated). They never leave the game: the game answers
        # with the command that does.
        Chatter.FAREWELL: t.pgettext(
            "everyday talk", "bye|goodbye|good bye|bye bye|see you|see you later|good night|later|i m off"
        ),
        # Translators: ways to say hello ("|"-separated).
        Chatter.GREETING: t.pgettext(
            "everyday talk",
            "hello|hi|hey|hiya|hello there|hi there|good morning|good afternoon|good evening|howdy",
        ),
        # Translators: ways to say yes, said alone when nothing was asked ("|"-separated): "yes",
        # "yeah", "sure". Said right after a hint, or after a card read or drawn with the one place it
        # can go, they make that move, as "do it" does; at any other time they do nothing.
        Chatter.YES: t.pgettext("everyday talk", "yes|yeah|yep|yup|sure|of course|yes please|absolutely"),
        # Translators: ways to say no, said alone when nothing was asked ("|"-separated).
        Chatter.NO: t.pgettext("everyday talk", "no|nope|no thanks|not now|no thank you|nah"),
        # Translators: ways to ask the game to wait while the player thinks ("|"-separated).
        Chatter.WAIT: t.pgettext(
            "everyday talk",
            "wait|hold on|hang on|one moment|just a moment|a moment|let me think|wait a moment|just a sec|hm|hmm",
        ),
        # Translators: ways to say "all right", "understood", "that's it", or a word of praise, said
        # alone to the game ("|"-separated): "ok", "got it", "that's it", "fine", "cool", "nice".
        Chatter.AGREED: t.pgettext(
            "everyday talk",
            "ok|okay|all right|alright|got it|i got it|i see|that s it|this is it|that s that|fine|cool"
            "|nice|good|great|right|understood|i understand|whatever|wow|lol|aha|well done|nice one|perfect|never mind|forget it|leave it",
        ),
    }


Phrase = tuple[str, ...]


@cache
def _phrases(lang: str) -> tuple[tuple[Phrase, Chatter], ...]:
    """Every phrase of talk in `lang` and English with its kind, longest first."""
    found: dict[Phrase, Chatter] = {}
    for source in dict.fromkeys((lang, "en")):
        for kind, text in _entries(translator(source)).items():
            for said in text.split("|"):
                phrase = tuple(normalize(said).split())
                if phrase:
                    found.setdefault(phrase, kind)
    return tuple(sorted(found.items(), key=lambda item: -len(item[0])))


@cache
def talk_of(kind: Chatter, lang: str) -> frozenset[Phrase]:
    """The phrases of one kind of talk, in `lang` and English, folded."""
    return frozenset(phrase for phrase, said in _phrases(lang) if said is kind)


@cache
def _around(lang: str) -> frozenset[str]:
    """The words that may stand around talk: filler words and pronouns, in `lang` and English."""
    return frozenset(
        w
        for source in dict.fromkeys((lang, "en"))
        for key in ("filler", "it")
        for said in all_entries(source)[key]
        for w in normalize(said).split()
    )


def chatter(line: str, lang: str) -> Chatter | None:
    """The kind of everyday talk `line` is, or None when it holds any other word.

    >>> chatter("Thank you!", "en"), chatter("damn it", "en"), chatter("sorry?", "en")
    (<Chatter.THANKS: 'thanks'>, <Chatter.SLIP: 'slip'>, <Chatter.PARDON: 'pardon'>)
    >>> chatter("put it on the 8", "en") is None
    True
    """
    words = normalize(line).split()
    asked = "?" in words
    words = [w for w in words if w != "?"]
    starting, around = _starting(lang), _around(lang)
    kinds: list[Chatter] = []
    i = 0
    while i < len(words):
        match = _said_at(words, i, starting)
        if match is not None:
            kinds.append(match[1])
            i += len(match[0])
        elif words[i] in around:
            i += 1
        else:
            return Chatter.THANKS if thanks_for(words, lang) else None
    if not kinds:
        return None if not thanks_for(words, lang) else Chatter.THANKS
    if asked and Chatter.SORRY in kinds:
        return Chatter.PARDON  # "sorry?", "scusa?": what did you say?
    return min(kinds, key=list(Chatter).index)


# the talk a command may follow: never "no" (it turns the command round), "what?" (it asks
# for the last reply, and only when the line holds nothing else) nor "wait" ("hold on, put
# the 7 ...": the player is still choosing)
_BEFORE_COMMAND = frozenset(Chatter) - {Chatter.NO, Chatter.PARDON, Chatter.WAIT}


def talk_before(words: list[str], lang: str) -> int:
    """How many of `words` (normalized) at the start are talk said before a command: "oops",
    "sorry", "yep", "damn", "mannaggia", with filler words among them; 0 when they begin
    with none.

    >>> talk_before("oh nice do it".split(), "en"), talk_before("no do it".split(), "en")
    (2, 0)
    """
    starting, fillers = _starting(lang), _fillers(lang)
    i = said = 0
    while i < len(words):
        match = _said_at(words, i, starting)
        if match is not None and match[1] in _BEFORE_COMMAND:
            i = said = i + len(match[0])
        elif match is None and words[i] in fillers:
            i += 1
        else:
            break
    return said


def thanks_for(words: list[str], lang: str) -> bool:
    """Whether `words` (normalized) open with thanks for something, talk before it or none:
    "thanks for the tip", "ok, grazie del consiglio", "hvala na savjetu". What is thanked
    for is never asked for, nor done.

    >>> thanks_for("ok thanks for the tip".split(), "en"), thanks_for("the tip".split(), "en")
    (True, False)
    """
    by_first = _thanked_by_first(lang)
    return any(
        words[i : i + len(phrase)] == list(phrase)
        for i in range(min(talk_before(words, lang), len(words) - 1) + 1)
        for phrase in by_first.get(words[i], ())
    )


def _thanked_for(t: Translator) -> str:
    # Translators: thanks said for something, up to what is thanked for, as in "thanks for the tip", "thank
    # you for the help" ("|"-separated): every way of thanking with the preposition after it, and that
    # preposition joined to its article where your language joins them (Italian "grazie del|grazie per",
    # Portuguese "obrigado pela|obrigado pelo"). A clause that opens with one thanks, whatever it names: it
    # never asks for the hint or the help it thanks for, and never acts.
    return t.pgettext(
        "thanked for",
        "thanks for|thank you for|thanks a lot for|thank you very much for|thanks very much for|many thanks for"
        "|thanks so much for|thank you so much for|cheers for|thx for|thank u for|ty for",
    )


@cache
def _thanked_by_first(lang: str) -> dict[str, tuple[Phrase, ...]]:
    """The words of thanks for something, in `lang` and English, by their first word, longest
    first."""
    found: dict[str, set[Phrase]] = {}
    for source in dict.fromkeys((lang, "en")):
        for said in _thanked_for(translator(source)).split("|"):
            if phrase := tuple(normalize(said).split()):
                found.setdefault(phrase[0], set()).add(phrase)
    return {first: tuple(sorted(said, key=len, reverse=True)) for first, said in found.items()}


# the talk a command may end with: thanks, a yes, an "of course", an "ok", an apology ("undo,
# sorry": the player excuses the slip the command mends); never "no" or "wait", which take it
# back or hold it
_AFTER_COMMAND = frozenset({Chatter.THANKS, Chatter.YES, Chatter.AGREED, Chatter.SORRY})


def talk_after(words: list[str], lang: str) -> bool:
    """Whether `words` (normalized), said after a command in a clause of their own, are talk
    that leaves it as it is: "a la base, és clar", "draw, thanks", "vira, obrigado", "annulla,
    scusa".

    >>> talk_after(["of", "course"], "en"), talk_after(["sorry"], "en"), talk_after(["wait"], "en")
    (True, True, False)
    """
    return chatter(" ".join(words), lang) in _AFTER_COMMAND


@cache
def _starting(lang: str) -> dict[str, tuple[tuple[Phrase, Chatter], ...]]:
    """The phrases of talk by their first word, longest first."""
    found: dict[str, list[tuple[Phrase, Chatter]]] = {}
    for phrase, kind in _phrases(lang):
        found.setdefault(phrase[0], []).append((phrase, kind))
    return {first: tuple(said) for first, said in found.items()}


def _said_at(
    words: list[str], i: int, starting: dict[str, tuple[tuple[Phrase, Chatter], ...]]
) -> tuple[Phrase, Chatter] | None:
    """The longest phrase of talk said from the word at `i` on, with its kind."""
    return next(((p, k) for p, k in starting.get(words[i], ()) if tuple(words[i : i + len(p)]) == p), None)


@cache
def _fillers(lang: str) -> frozenset[str]:
    """The filler words ("oh", "well", "ok"), in `lang` and English."""
    return frozenset(
        w
        for source in dict.fromkeys((lang, "en"))
        for said in all_entries(source)["filler"]
        for w in normalize(said).split()
    )


def is_pause(words: str, lang: str) -> bool:
    """Whether `words` are a way to ask the game to wait and nothing else ("wait", "hang on",
    "wacht", "aspetta"), word for word."""
    return any(kind is Chatter.WAIT and tuple(normalize(words).split()) == p for p, kind in _phrases(lang))
