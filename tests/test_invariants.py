"""The safety of understanding as invariants, over lines generated in every language:

- everyday lines (thanks, damn it, got it, that's it, ok, what?, sorry, a swear word), alone
  or with a pronoun, a language's code or name, politeness or a question mark around them,
  never change the game and never change the language;
- a language changes only with the word for language, a link ("to", "in", "naar") or a
  verb of speaking right before a language's name, or the name alone: never through a
  bare code, nor a name after other words;
- symbols and junk never act, with quick play on or off;
- what should have been done ("I should have moved the jack of hearts", "dovevo spostare il
  fante prima", "ik had de boer moeten leggen") never acts, whatever card, verb and place it
  names, alone or after talk, with quick play on or off.

The lines are generated from word lists (the everyday sets of `tests/everyday`, the
words below) and the catalogue's own card and place names; the test reads well over
10,000 lines in all.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Setting, SettingName, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.remarkwords import regret_words

EVERYDAY = Path(__file__).parent / "everyday"

# Everyday words beyond the sets: exclamations, swear words, acknowledgements, in each language
# (what a player says to the screen, never to the game).
SAID_TO_NOBODY = {
    "en": ["damn", "damn it", "shit", "fuck", "crap", "bloody hell", "got it", "that's it", "screw it",
           "leave it", "forget it", "ok", "okay", "cool", "nice", "hmm", "ugh", "wow", "lol", "thanks",
           "thank you", "sorry", "what?", "oh well", "fine", "whatever", "i see", "never mind it"],
    "ca": ["merda", "hòstia", "collons", "carai", "ostres", "ja ho tinc", "ja està", "d'acord", "vale",
           "gràcies", "perdó", "què?", "bé", "ui", "mare meva", "que fort", "entesos", "deixa-ho estar"],
    "nl": ["verdomme", "shit", "godverdomme", "kut", "jeetje", "dat is het", "snap het", "ok", "oké",
           "dank je", "bedankt", "sorry", "wat?", "nou ja", "hè", "jammer", "laat maar", "prima", "mooi"],
    "pt": ["merda", "porra", "caramba", "droga", "bolas", "já está", "percebi", "ok", "obrigado",
           "obrigada", "desculpa", "o quê?", "pois", "fixe", "boa", "deixa estar", "que chatice", "olha"],
    "it": ["cazzo", "merda", "porca miseria", "accidenti", "mannaggia", "ecco", "capito", "ok", "va bene",
           "grazie", "scusa", "cosa?", "boh", "vabbè", "lascia stare", "che palle", "uffa", "bene"],
    "hr": ["sranje", "kvragu", "jebote", "k vragu", "ma daj", "to je to", "kužim", "ok", "dobro", "hvala",
           "oprosti", "što?", "eto", "nema veze", "pusti to", "super", "joj", "aha"],
}  # fmt: skip

# The words that may stand for "it" in each language (so "damn it", "jebote to", "merda isso").
PRONOUNS = {
    "en": ["it", "that", "this"],
    "ca": ["ho", "això", "la"],
    "nl": ["het", "dat", "die"],
    "pt": ["isso", "isto", "o"],
    "it": ["lo", "questo", "quello"],
    "hr": ["to", "ga", "ovo"],
}
POLITE = ["", "?", "!", "...", ", please", " please", " ok?"]
CODES = [*LANGUAGES, "de", "fr", "es"]
# Symbols no command is typed with.
JUNK = ["{{", "}}", "*", "<", ">", "#", "$", "%", "&", "@", "^", "~", "|", "\\", "_", "[", "]", "+", "="]


def everyday(lang: str) -> list[str]:
    lines = (EVERYDAY / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [x.strip() for x in lines if x.strip() and not x.startswith("#")] + SAID_TO_NOBODY[lang]


def chatter_lines(lang: str) -> list[str]:
    """Everyday lines with a pronoun, a code or a language's name after them, and endings."""
    said = [f"{b}{end}" for b, end in itertools.product(everyday(lang), POLITE)]
    # "damn it", "merda isso": an exclamation with a pronoun after it
    pronouns = [" " + p for p in PRONOUNS[lang]]
    return said + [f"{b}{t}{end}" for b, t, end in itertools.product(SAID_TO_NOBODY[lang], pronouns, POLITE)]


def code_lines(lang: str) -> list[str]:
    """Everyday lines with a language's code after them ("do it", "terug nl"): the code may
    be a card's short name in some language ("hr", Dutch king of diamonds), never a language."""
    codes = [" " + c for c in CODES]
    return [f"{b}{t}{end}" for b, t, end in itertools.product(everyday(lang), codes, POLITE)]


def names_inside(lang: str) -> list[str]:
    """A language's name after everyday words ("damn italian", "merda anglès"): no switch."""
    t = translator(lang)
    names = [t.marked("language name", n) for n in ("English", "Italian", "Dutch", "Catalan")]
    return [f"{b} {n}" for b, n in itertools.product(SAID_TO_NOBODY[lang], names)]


def junk_lines(lang: str, rng: random.Random) -> list[str]:
    """Commands and card names with a symbol put inside or around them."""
    names = card_names(translator(lang))
    seeds = [*names, "7 7", "3 5", "c3 f", "d", "u", "1", "10", "w"]
    out = []
    for seed in seeds:
        for _ in range(8):
            sym = rng.choice(JUNK)
            words = seed.split()
            at = rng.randrange(len(words) + 1)
            out.append(" ".join([*words[:at], sym * rng.randint(1, 2), *words[at:]]))
        out.append("{{" + seed + "}}")
    return out


def test_the_generated_lines_are_many() -> None:
    rng = random.Random(0)
    total = sum(
        len(chatter_lines(x)) + len(code_lines(x)) + len(names_inside(x)) + len(junk_lines(x, rng))
        for x in LANGUAGES
    )
    assert total >= 10_000, total


def _switches_language(intent: object) -> bool:
    return isinstance(intent, Setting) and intent.name is SettingName.LANGUAGE


@pytest.mark.parametrize("lang", LANGUAGES)
def test_everyday_lines_never_act_nor_switch_language(lang: str) -> None:
    wrong = []
    for line in chatter_lines(lang):
        intent = parse(line, lang)
        if changes_game(intent) or _switches_language(intent):
            wrong.append((line, format_intent(intent)))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_after_other_words_is_no_language(lang: str) -> None:
    wrong = [
        (line, format_intent(i)) for line in code_lines(lang) if _switches_language(i := parse(line, lang))
    ]
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_language_named_after_other_words_switches_nothing(lang: str) -> None:
    wrong = [
        (line, format_intent(intent))
        for line in names_inside(lang)
        if changes_game(intent := parse(line, lang)) or _switches_language(intent)
    ]
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bare_code_is_no_language(lang: str) -> None:
    for code in CODES:
        for end in POLITE:
            intent = parse(code + end, lang)
            assert not _switches_language(intent) and not changes_game(intent), (code + end, intent)
        # after the word for language, a code names it
        word = all_entries(lang)["language"][0]
        if code in LANGUAGES:
            said = parse(f"{word} {code}", lang)
            assert _switches_language(said), (word, code, format_intent(said))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_junk_never_acts(lang: str) -> None:
    rng = random.Random(sum(map(ord, lang)))
    wrong = []
    for line in junk_lines(lang, rng):
        for quick in (False, True):
            intent = parse(line, lang, quick=quick)
            if changes_game(intent) or isinstance(intent, Setting):
                wrong.append((line, quick, format_intent(intent)))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quick_play_takes_exactly_a_card_or_a_place(lang: str) -> None:
    """With quick play on, a card's name alone plays it; the same name with an everyday
    word before it does not."""
    names = card_names(translator(lang))
    for name, said in itertools.product(names[::7], SAID_TO_NOBODY[lang][:6]):
        assert changes_game(parse(name, lang, quick=True)), name
        intent = parse(f"{said}, {name}", lang, quick=True)
        assert not changes_game(intent), (said, name, format_intent(intent))


def regret_lines(lang: str) -> list[str]:
    """Each phrase of regret of the catalogue with a verb of moving, a card and sometimes a
    place (a card, a column number, "up"), the card said between the parts of a phrase said
    around it ("had ... moeten"), alone, after talk, or asked."""
    entries = all_entries(lang)
    names = card_names(translator(lang))
    verbs = [*entries["move"][:4], *entries["play"][:2]]
    places = ["", f" {entries['to'][0]} {names[30]}", f" {entries['to'][0]} 3", f" {entries['up'][0]}"]
    before = ["", f"{SAID_TO_NOBODY[lang][0]}, ", f"{SAID_TO_NOBODY[lang][4]} "]
    out = []
    for n, (parts, verb, card) in enumerate(itertools.product(sorted(regret_words(lang)), verbs, names[::9])):
        said = [" ".join(part) for part in parts]
        if len(said) == 1:
            line = f"{said[0]} {verb} {card}{places[n % len(places)]}"
        else:  # the card and the place between the parts, the verb last: "had de boer moeten leggen"
            line = f"{said[0]} {card}{places[n % len(places)]} {' '.join(said[1:])} {verb}"
        out.append(before[n % len(before)] + line + ("?" if n % 5 == 0 else ""))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_should_have_been_done_never_acts(lang: str) -> None:
    lines = regret_lines(lang)
    assert len(lines) > 500, len(lines)
    wrong = [
        (line, quick, format_intent(intent))
        for line in lines
        for quick in (False, True)
        if changes_game(intent := parse(line, lang, quick=quick))
    ]
    assert not wrong, wrong[:20]
