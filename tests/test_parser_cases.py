"""Every command form, per language: `tests/parser_cases/<lang>.txt` holds lines
`typed text | expected intent` in the notation of `lang.intents.format_intent`."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang import parser as P
from fortythieves.lang import rulebook
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import examples

CASES = Path(__file__).parent / "parser_cases"


def _cases() -> list[tuple[str, str, str]]:
    out = []
    for path in sorted(CASES.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            typed, _, want = line.rpartition("|")
            out.append((path.stem, typed.strip(), want.strip()))
    return out


def test_every_language_has_cases() -> None:
    assert {p.stem for p in CASES.glob("*.txt")} >= set(LANGUAGES)


@pytest.mark.parametrize(("lang", "typed", "want"), _cases())
def test_case(lang: str, typed: str, want: str) -> None:
    assert format_intent(P.parse(typed, lang)) == want


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_name_parses_back(lang: str) -> None:
    names = card_names(translator(lang))
    for i, name in enumerate(names):
        card = Card(Rank(i % 13 + 1), Suit(i // 13))
        assert format_intent(P.parse(name, lang)) == f"read {card.short()}", name  # naming reads
        assert format_intent(P.parse(name, lang, quick=True)) == f"move {card.short()} -> place", name
        # "the queen of hearts?" is read too: where each copy is and where it can go
        assert format_intent(P.parse(f"{name} ?", lang, quick=True)) == f"read {card.short()}", name


EXAMPLES = {
    "card-to-column": "move JH -> c5",
    "card-to-foundation": "move 7S -> f",
    "column-to-column": "move c3 -> c5",
    "waste-to-column": "move waste -> c2",
    "take-back": "move 5H -> place from f back",
    "play-waste": "move waste -> place",
    "play-card": "move 2H -> place",
    "read-column": "read c3",
    "where-card": "where QH",
    "play-it": "move it -> place",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_example_commands_are_understood(lang: str) -> None:
    for key, typed in examples(lang).items():
        if key == "rules-section":
            intent = P.parse(typed, lang)
            assert isinstance(intent, Command) and intent.cmd is Cmd.RULES, typed
            t = translator(lang)
            found = rulebook.find_section(t, rulebook.sections(t, None), intent.rest)
            assert found is not None and found.key == "scoring", typed
            continue
        assert format_intent(P.parse(typed, lang)) == EXAMPLES[key], (key, typed)


# A letter typed alone that is one of the player's own place letters reads that place; the
# English one-letter command of that letter gives way (Catalan "d", descart, never draws).
OWN_LETTERS = {
    "ca": {"c": "read c", "b": "read f", "d": "read waste"},
    "pt": {"c": "read c", "b": "read f", "d": "read waste"},
    "it": {"c": "read c", "f": "read f", "s": "read waste"},
    "hr": {"s": "read c", "t": "read f", "o": "read waste"},
    "nl": {"k": "read c", "f": "read f", "a": "read waste"},
}
ENGLISH_LETTERS = {"d": "cmd draw", "b": "cmd board", "s": "cmd score", "u": "cmd undo", "q": "cmd quit"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_own_place_letters_come_before_english_one_letter_commands(lang: str) -> None:
    own = OWN_LETTERS.get(lang, {})
    for letter, want in {**ENGLISH_LETTERS, **own}.items():
        assert format_intent(P.parse(letter, lang)) == want, letter


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_forms_and_english_work_in_every_language(lang: str) -> None:
    # English letters where the player's language does not use them in that place of a short
    # form ("s" is no suit letter of any language); number words are the player's language's
    # own, digits everyone's
    for typed, want in [
        ("u", "cmd undo"), ("3 5", "move c3 -> c5"), ("c3 f", "move c3 -> f"),
        ("w 2", "move waste -> c2"), ("7s 8s", "move 7S -> 8S"), ("10s f", "move 10S -> f"),
        ("draw", "cmd draw"), ("undo", "cmd undo"), ("put the 7 of spades on the 8 of spades", "move 7S -> 8S"),
    ]:  # fmt: skip
        assert format_intent(P.parse(typed, lang)) == want, typed
