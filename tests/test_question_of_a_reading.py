"""A question's opener that is also the word for "what?" ("com", "come", "what") before a
reading command asks that reading ("com va la puntuació?": the score), in every language;
said alone it still asks for the last reply, and before a move or a word that names nothing
it never acts."""

from __future__ import annotations

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse

SCORE = {
    "en": ("how's the score going?", "what score?"),
    "ca": ("com va la puntuació?", "com va el marcador"),
    "nl": ("hoe staat de score?", "hoe gaat het met de score"),
    "pt": ("como vai a pontuação?", "como está a pontuação"),
    "it": ("come va il punteggio?", "come va il punteggio"),
    "hr": ("kako stoji rezultat?", "kako ide bodovanje"),
}
CASES = [(lang, line) for lang in LANGUAGES for line in SCORE[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(SCORE) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_a_question_of_the_score_reads_the_score(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.SCORE)


WHAT = {"en": "what?", "ca": "com?", "nl": "wat?", "pt": "o quê?", "it": "come?", "hr": "kako?"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_word_for_what_alone_is_no_reading(lang: str) -> None:
    assert parse(WHAT[lang], lang) != Command(Cmd.SCORE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_command_to_repeat_a_move_is_no_reading(lang: str) -> None:
    assert parse(f"{word(lang, 'repeat')} {word(lang, 'moves')}", lang) not in (
        Command(Cmd.MOVES),
        Command(Cmd.SCORE),
    )
