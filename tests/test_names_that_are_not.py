"""A help topic, a rules section, a column or a foundation the game does not have is said
to be missing, with the ones there are: never answered with every topic or every pile."""

from __future__ import annotations

import pytest

from fortythieves.core.variants import STANDARD
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import help_topics, word
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"
NONSENSE = "blorptang"


def opened(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_with_no_such_topic_names_it_and_the_topics(lang: str) -> None:
    s = opened(lang)
    said = s.handle(f"{word(lang, 'help')} {NONSENSE}").text
    alone = s.handle(word(lang, "help")).text
    assert NONSENSE in said and said not in alone, said
    assert all(words[0] in said for words in help_topics(lang).values()), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_with_no_such_section_names_it_and_the_sections(lang: str) -> None:
    s = opened(lang)
    said = s.handle(f"{word(lang, 'rules')} {NONSENSE}").text
    alone = s.handle(word(lang, "rules")).text
    assert NONSENSE in said and said != alone, said


def test_a_request_for_help_in_known_words_is_the_help_itself() -> None:
    s = opened("en")
    alone = s.handle("help").text
    assert s.handle("help, what commands are there?").text == alone
    assert s.handle("help with foo").text.startswith(
        "There is no help topic called foo. The topics are: moves,"
    )
    assert s.handle("rules of the game please").text == s.r.rules(STANDARD, "")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("pile", "number"), [("column", 11), ("foundation", 9), ("column", 0)])
def test_a_pile_past_the_last_is_no_such_pile(lang: str, pile: str, number: int) -> None:
    s = opened(lang)
    said = s.handle(f"{word(lang, pile)} {number}").text
    assert said == s.handle(f"{word(lang, 'column')} 12").text, said
    assert "10" in said and "8" in said, said  # how many columns and foundations there are
    first = s.handle(f"{word(lang, pile)} 1").text.lower().rstrip(".")
    assert first.split(":")[1] not in said.lower(), said  # no pile is read out


SECOND = {
    "en": "the second one",
    "ca": "la segona",
    "nl": "de tweede",
    "pt": "a segunda",
    "it": "la seconda",
    "hr": "drugi",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ordinal_with_no_question_or_list_open_moves_nothing(lang: str) -> None:
    s = opened(lang)
    before = s.game.state.key()
    said = s.handle(SECOND[lang]).text
    assert s.game.state.key() == before and s.game.moves == 0, said
    assert word(lang, "moves") in said, said  # how to get a list to choose from
    s.handle(word(lang, "moves"))
    s.handle(SECOND[lang])  # after the list, the same words pick its second move
    assert s.game.moves == 1
