"""The words of "repeat" ("repeat", «repeteix», ‘herhaal’, «repetir», «ripeti», „ponovi“)
say the last reply again, also right after an undo: a player who did not catch the undo's
reply and asks to hear it again must never get the move back; only the word on a program's
Redo button in the language (Croatian "ponovi", `test_redo_button_after_undo`) redoes right
after an undo. Redo has its own words, and
no word is both Redo's and the repeat command's or "again"'s. A form of the verb "repeat"
followed by a count of moves ("repeat 3 moves", "ponovi 3 poteza", "repete 3 jogadas")
redoes that many: no reply is said again with a count of moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.countwords import count_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.lang.redowords import says_redo_button
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _repeat_words(lang: str) -> list[str]:
    """The repeat command's words in `lang` that read as the repeat command alone."""
    return [w for w in all_entries(lang)["repeat"] if parse(w, lang) == Command(Cmd.REPEAT)]


def _own(lang: str, name: str) -> list[str]:
    return [w.strip() for w in count_words(translator(lang))[name].split("|") if w.strip()]


def _entries(lang: str, key: str) -> set[str]:
    return {" ".join(w.split()) for w in all_entries(lang)[key]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_repeat_word_right_after_an_undo_says_the_undo_again(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    undone = s.handle(word(lang, "undo")).text
    taken_back = s.game.snapshot()
    said = next(w for w in _repeat_words(lang) if not says_redo_button(w, lang))
    again = s.handle(said).text
    assert s.game.snapshot() == taken_back and again.endswith(undone), again


@pytest.mark.parametrize(("lang", "said"), [(lang, w) for lang in LANGUAGES for w in _repeat_words(lang)])
def test_no_repeat_word_redoes_after_an_undo(lang: str, said: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "board"))  # a read between changes nothing: the last action is the undo
    taken_back = s.game.snapshot()
    s.handle(said)
    assert s.game.snapshot() == taken_back, said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_repeat_word_after_a_draw_repeats_the_reply(lang: str) -> None:
    s = _session(lang)
    said = s.handle(word(lang, "draw")).text
    drawn = s.game.snapshot()
    again = s.handle(word(lang, "repeat")).text
    assert s.game.snapshot() == drawn and again.endswith(said), again


@pytest.mark.parametrize("lang", LANGUAGES)
def test_redo_has_its_own_word_and_it_redoes(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "redo"))
    assert s.game.snapshot() == drawn


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_is_both_redo_and_repeat_or_again(lang: str) -> None:
    redo = _entries(lang, "redo")
    assert not redo & _entries(lang, "repeat")
    assert not redo & _entries(lang, "again")
    assert not _entries(lang, "repeat") & _entries(lang, "again")


@pytest.mark.parametrize(
    ("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _own(lang, "repeat_verbs")]
)
def test_the_repeat_verb_with_a_count_of_moves_after_it_redoes_that_many(lang: str, verb: str) -> None:
    noun = _own(lang, "counted_moves")[0]
    assert parse(verb, lang) == Command(Cmd.REPEAT), verb
    for n in (2, 3):
        assert parse(f"{verb} {n} {noun}", lang) == Command(Cmd.REDO, str(n)), (verb, noun)
        assert not isinstance(parse(f"{n} {noun} {verb}", lang), Command), (verb, noun)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_other_one_word_repeat_words_with_a_count_of_moves_are_not_understood(lang: str) -> None:
    noun = _own(lang, "counted_moves")[0]
    verbs = {" ".join(v.split()) for v in _own(lang, "repeat_verbs") + _own("en", "repeat_verbs")}
    for said in (w for w in _repeat_words(lang) if w not in verbs and " " not in w):  # "what", "pardon"
        assert not isinstance(parse(f"{said} 3 {noun}", lang), Command), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_three_then_redo_three_by_the_repeat_verb(lang: str) -> None:
    s = _session(lang)
    for _ in range(3):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    noun = _own(lang, "counted_moves")[0]
    s.handle(f"{word(lang, 'undo')} 3 {noun}")
    assert s.game.snapshot() != drawn
    s.handle(f"{word(lang, 'repeat')} 3 {noun}")
    assert s.game.snapshot() == drawn
