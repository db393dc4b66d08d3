"""The way back from a wrong language: after a switch by mistake, a player types the
switch in their own language ("taal nederlands" in English). Any language's word for
language, then one of ours by its name in any language or in its own form, switches;
a code, or the same words after another word, does not."""

from __future__ import annotations

import itertools

import pytest

from fortythieves.lang.i18n import parse_language, translator
from fortythieves.lang.intents import Setting, SettingName, changes_game, format_intent
from fortythieves.lang.languages import AVAILABLE, LANGUAGES, language
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.classes import keyword
from fortythieves.lang.parsing.line import read_line
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf


def _names(target: str, *said_in: str) -> list[str]:
    """The target language's name in its own form, and in English and the languages given."""
    english = language(target).english_name
    return [
        language(target).native_name,
        english,
        *(translator(x).marked("language name", english) for x in said_in),
    ]


def _known(said: str, lang: str) -> bool:
    tags = read_line(said, lang).tags
    return len(tags) == 1 and keyword(tags[0]) is SettingName.LANGUAGE


def _switched_to(intent: object) -> str | None:
    if isinstance(intent, Setting) and intent.name is SettingName.LANGUAGE and intent.value:
        return parse_language(intent.value)
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_any_languages_word_for_language_then_a_name_switches(lang: str) -> None:
    wrong = []
    for other, target in itertools.product(LANGUAGES, LANGUAGES):
        for said, name in itertools.product(all_entries(other)["language"][:2], _names(target, lang, other)):
            for line in (f"{said} {name}", f"{said} {name.lower()}?"):
                if _switched_to(intent := parse(line, lang)) != target:
                    wrong.append((line, format_intent(intent)))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_code_or_a_word_before_it_switches_nothing(lang: str) -> None:
    wrong = []
    for other in LANGUAGES:
        for said in all_entries(other)["language"]:
            if " " in said or _known(said, lang):
                continue  # the player's own word for language (English's is known in all) takes a code
            for line in (
                *(f"{said} {code}" for code in LANGUAGES),
                f"oops {said} english",
                f"{said} xyzzy english",
            ):
                intent = parse(line, lang)
                if _switched_to(intent) is not None or changes_game(intent):
                    wrong.append((line, format_intent(intent)))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", [r.code for r in AVAILABLE if r.code != "en"])
def test_a_player_switched_to_english_by_mistake_comes_back(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    s.handle(f"{all_entries(lang)['language'][0]} english")
    assert s.lang == "en"
    s.handle(f"{all_entries(lang)['language'][0]} {language(lang).native_name}")
    assert s.lang == lang


BACK_TO = {"en": "back to English please", "ca": "torna al català", "nl": "terug naar het Nederlands graag",
           "pt": "volta para português, por favor", "it": "torna all'italiano", "hr": "vrati na hrvatski molim"}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(BACK_TO))
def test_back_to_a_language_said_in_it_switches_back(lang: str) -> None:
    # typed while the game speaks another language: "torna all'italiano" while in English
    s = Session(settings=Settings(lang="en" if lang != "en" else "it"), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", environ={})
    s.handle(BACK_TO[lang])
    assert s.lang == lang, BACK_TO[lang]


@pytest.mark.parametrize("line", ["back to normal", "back to the start", "torna a la columna 3"])
def test_back_to_anything_else_changes_no_language(line: str) -> None:
    intent = parse(line, "en")
    assert not (isinstance(intent, Setting) and intent.name is SettingName.LANGUAGE), line
