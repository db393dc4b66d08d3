"""What the words after "new game" may hold: a variant's name, a deal code, or the words of
winnability ("new game of maria winnable", "una partida nova que segur que es pugui
guanyar"), which ask for a deal known to be winnable. Anything else said there is talk
around the command ("new game please, one I can surely win"): the game never hears it as
a name."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.lifewords import around_words, word_class
from fortythieves.lang.parsing.line import Phrase, drop_phrases
from fortythieves.lang.parsing.settings import unknown_words, without_leading_links
from fortythieves.lang.variant_names import find_variant

# a deal code's characters past "FT1": its variant letter, six of payload and the check
_CODE_CHARACTERS = 8

# a name asked for that the game does not have ("new game of blorp") is a word or two, and
# the reply says there is no such variant; more unknown words are a sentence, not a name
_NAME_WORDS = 2


def new_deal(head: Cmd, rest: str, lang: str, apart: bool = False) -> Command:
    """`new game maria`; with the words of winnability anywhere after it ("new game
    winnable", "new game of maria, one I can surely win"), a deal known to be winnable. The
    text kept is the variant's name, a deal code, or nothing; `apart`: the rest is said
    after a pause, where words the language does not know beside the words of winnability
    are talk, not a name asked for ("nova igra, ali ...": "ali" is "but")."""
    words = normalize(rest).split()
    left = _without_winnable(words, lang)
    cmd = Cmd.NEW_WINNABLE if left is not None else head
    # a wish said after a pause ("nova igra, ali da se može riješiti") holds talk, no name asked for
    return Command(
        cmd, _name_or_code(rest if left is None else " ".join(left), lang, apart and left is not None)
    )


def _without_winnable(words: list[str], lang: str) -> list[str] | None:
    """`words` without their words of winnability, said with words of certainty between
    them or not ("que dê de certeza para ganhar", "da se sigurno može riješiti"); None when
    they say none."""
    plain = drop_phrases(words, _sure_words(lang))
    for phrase in _winnable_words(lang):
        at = next(
            (i for i in range(len(plain) - len(phrase) + 1) if tuple(plain[i : i + len(phrase)]) == phrase),
            None,
        )
        if at is not None:
            return plain[:at] + plain[at + len(phrase) :]
    return None


def _name_or_code(rest: str, lang: str, talk: bool) -> str:
    """The variant named in `rest`, as said; a deal code; a short name the language does not
    know ("blorp", which the game answers), unless `talk`; otherwise nothing: talk around
    the command."""
    text = without_leading_links(rest, lang, of=True)
    words = text.split()
    if "ft1" in normalize(text).replace(" ", ""):
        # a deal code, spelled or not, with a variant said before it ("of maria FT1-M-..."): as said
        return text
    for n in range(len(words), 0, -1):
        for i in range(len(words) - n + 1):
            if find_variant(" ".join(words[i : i + n])) is not None:
                return " ".join(words[i : i + n])
    return text if not talk and 0 < len(unknown_words(text, lang)) <= _NAME_WORDS else ""


@cache
def _winnable_words(lang: str) -> tuple[Phrase, ...]:
    """The words of winnability of `lang` and English, folded, longest first."""
    found = {
        tuple(normalize(phrase).split())
        for source in dict.fromkeys((lang, "en"))
        for phrase in all_entries(source)["winnable"]
    }
    return tuple(sorted((p for p in found if p), key=lambda p: -len(p)))


@cache
def _sure_words(lang: str) -> frozenset[Phrase]:
    """The words of certainty ("definitely", "de certeza", "sigurno"), of `lang` and English."""
    return word_class(lang, "surely") | word_class("en", "surely")


def code_length(words: tuple[str, ...], at: int, lang: str) -> int:
    """How many of `words` a deal code said at `at` takes ("ft1 n 2345673", "ft1n2345673"),
    malformed too ("ft1 q zzz": the game says what is wrong with it); 0 when none begins there.
    The code is "FT1" and the words after it that may be its characters, no more of them than a
    code has; a small word past its variant letter ("please") is no part of it."""
    if not (words[at].startswith("ft1") and words[at].isalnum()):
        return 0
    small = _small_words(lang)
    n, chars = 1, len(words[at]) - len("ft1")
    while at + n < len(words):
        w = words[at + n]
        letter = n == 1 and chars == 0 and len(w) == 1  # the variant letter, said apart
        if not w.isalnum() or chars + len(w) > _CODE_CHARACTERS or (w in small and not letter):
            break
        n, chars = n + 1, chars + len(w)
    return n


@cache
def _small_words(lang: str) -> frozenset[str]:
    """The small words of one word that may stand around a command ("please", "now")."""
    return frozenset(w for phrase in around_words(lang) if len(phrase) == 1 for w in phrase)
