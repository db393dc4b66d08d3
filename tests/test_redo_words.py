"""The repeat words that are also the software's Redo ("ponovi", "ripeti", "herhaal"): said
alone right after an undo they redo; after anything else they say the last reply again.
English has none: "repeat" always says the last reply again, as "again" after an undo
always undoes once more. The words are each language's catalogue entries."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from fortythieves.lang.countwords import _counted_moves
from fortythieves.lang.i18n import Translator, translator
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.lang.redowords import _redo_verbs
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _verbs(lang: str) -> list[str]:
    """The language's repeat words that redo: English has none (its list is Redo's own words)."""
    said = [w.strip() for w in _redo_verbs(translator(lang)).split("|") if w.strip()]
    return [w for w in said if parse(w, lang) == Command(Cmd.REPEAT, redoes=True)]


@pytest.mark.parametrize(("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _verbs(lang)])
def test_a_redo_verb_right_after_an_undo_redoes(lang: str, verb: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "board"))  # a read between changes nothing: the last action is the undo
    s.handle(verb)
    assert s.game.snapshot() == drawn, verb


@pytest.mark.parametrize(("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _verbs(lang)])
def test_a_redo_verb_after_a_draw_repeats_the_reply(lang: str, verb: str) -> None:
    s = _session(lang)
    said = s.handle(word(lang, "draw")).text
    drawn = s.game.snapshot()
    again = s.handle(verb).text
    assert s.game.snapshot() == drawn and again.endswith(said), (verb, again)


@pytest.mark.parametrize(("lang", "verb"), [(lang, v) for lang in LANGUAGES for v in _verbs(lang)])
def test_a_redo_verb_with_a_count_of_moves_redoes_that_many(lang: str, verb: str) -> None:
    noun = _own(lang, _counted_moves)[0]
    for n in (2, 3):
        assert parse(f"{verb} {n} {noun}", lang) == Command(Cmd.REDO, str(n)), (verb, noun)


def test_english_repeat_after_an_undo_says_the_reply_again_and_redoes_nothing() -> None:
    s = _session("en")
    s.handle("draw")
    undone = s.handle("undo").text
    taken_back = s.game.snapshot()
    assert s.handle("repeat").text.endswith(undone) and s.game.snapshot() == taken_back


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_redo_verb_is_a_word_for_again(lang: str) -> None:
    again = {" ".join(w.split()) for w in all_entries(lang)["again"]} | {"again", "once more", "one more"}
    assert not again & set(_verbs(lang))


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if _verbs(lang)])
def test_undo_three_then_redo_three_by_the_redo_verb(lang: str) -> None:
    s = _session(lang)
    for _ in range(3):
        s.handle(word(lang, "draw"))
    drawn = s.game.snapshot()
    s.handle(f"{word(lang, 'undo')} 3 {_own(lang, _counted_moves)[0]}")
    assert s.game.snapshot() != drawn
    s.handle(f"{_verbs(lang)[0]} 3 {_own(lang, _counted_moves)[0]}")
    assert s.game.snapshot() == drawn


def _own(lang: str, make: Callable[[Translator], str]) -> list[str]:
    return [w.strip() for w in make(translator(lang)).split("|") if w.strip()]
