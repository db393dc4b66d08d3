"""A short answer to "which one?" is read apart from commands; a word that is also a
preposition is read as the preposition, never as "no" that cancels the question."""

from __future__ import annotations

from fortythieves.lang.answers import read_answer


def test_cancel_words_cancel() -> None:
    for line, lang in (("cancel", "en"), ("no", "en"), ("não", "pt"), ("cancelar", "pt"), ("no", "it")):
        answer = read_answer(line, lang)
        assert answer is not None and answer.cancel, (line, lang)


def test_portuguese_no_is_on_the_not_a_cancel() -> None:
    # "põe a dama de copas no rei de copas": a new move, while the game asks which king
    answer = read_answer("põe a dama de copas no rei de copas", "pt")
    assert answer is None or not answer.cancel
    answer = read_answer("a que está no monte", "pt")
    assert answer is None or not answer.cancel
