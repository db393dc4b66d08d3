""" "Put them both back", "vrati ih oba natrag", "zet ze terug", "rimettile": a plural object
pronoun with a verb of putting or bringing back, right after moves were undone, points at those
moves: they are played again (as many as counted, or all of them), never one more undone. An
article of the same form ("move as cartas", "metti le due carte") stays an article."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# each language's lines, with how many of the three moves taken back they play again
BROUGHT_BACK = {
    "en": (("put them both back", 2), ("bring them back", 3), ("no wait, put them back", 3)),
    "ca": (("torna-les a posar", 3), ("torna a posar-les totes dues", 2), ("les torna a posar", 3)),
    "nl": (("zet ze allebei terug", 2), ("doe ze maar terug", 3), ("zet ze terug", 3)),
    "pt": (("põe-nas de volta", 3), ("traz-as de volta, por favor", 3), ("põe-nas de volta as duas", 2)),
    "it": (("rimettile tutte e due", 2), ("rimettile", 3), ("riportale indietro", 3)),
    "hr": (("ipak ne, vrati ih oba natrag", 2), ("vrati ih", 3), ("vrati ih natrag", 3)),
}
CASES = [(lang, line, n) for lang in LANGUAGES for line, n in BROUGHT_BACK[lang]]


def test_every_language_has_its_cases() -> None:
    assert set(BROUGHT_BACK) == set(LANGUAGES)


def _three_undone(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    for _ in range(3):
        s.handle(word(lang, "draw"))
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "undo"))
    s.handle(word(lang, "undo"))
    assert not s.game.history
    return s


@pytest.mark.parametrize(("lang", "line", "n"), CASES)
def test_them_after_an_undo_plays_them_again(lang: str, line: str, n: int) -> None:
    s = _three_undone(lang)
    s.handle(line)
    assert len(s.game.history) == n, line


@pytest.mark.parametrize(
    ("lang", "line"), [("hr", "vrati ih"), ("nl", "zet ze terug"), ("en", "put them both back")]
)
def test_them_with_nothing_undone_undoes_nothing(lang: str, line: str) -> None:
    # the verb also takes moves back: with no undo just before, the game asks what to play again
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    s.handle(line)
    assert len(s.game.history) == 2, line


@pytest.mark.parametrize(
    ("lang", "line", "reading"),
    [
        ("pt", "move as cartas", "cmd moves"),
        ("it", "metti le due carte", "unknown"),
        ("en", "take them back", "unknown"),
        ("hr", "poništi ih", "unknown"),
    ],
)
def test_an_article_or_a_verb_of_taking_back_is_no_bringing_back(lang: str, line: str, reading: str) -> None:
    assert format_intent(parse(line, lang)) == reading


# "all of them" with a verb that brings back: every move just taken back played again, never every
# move of the game taken back
ALL_BACK = {
    "en": ("put them all back", "put all of them back"),
    "ca": ("torna-les totes", "torna-les totes a posar"),
    "nl": ("zet ze allemaal terug", "zet ze allemaal maar terug"),
    "pt": ("põe-nas todas de volta", "põe todas elas de volta"),
    "it": ("rimettile tutte", "rimettile tutte quante"),
    "hr": ("vrati ih sve", "vrati ih sve natrag"),
}


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in ALL_BACK[lang]])
def test_them_all_after_undos_plays_them_all_again(lang: str, line: str) -> None:
    s = _three_undone(lang)
    s.handle(line)
    assert len(s.game.history) == 3, line


@pytest.mark.parametrize(("lang", "line"), [(lang, lines[0]) for lang, lines in ALL_BACK.items()])
def test_them_all_with_nothing_undone_never_undoes_every_move(lang: str, line: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    s.handle(word(lang, "draw"))
    s.handle(line)
    assert len(s.game.history) == 2, line


@pytest.mark.parametrize(
    ("lang", "line"),
    [("en", "take them all back"), ("ca", "desfés-les totes"), ("nl", "draai ze allemaal terug")],
)
def test_them_all_taken_back_still_undoes_every_move(lang: str, line: str) -> None:
    assert format_intent(parse(line, lang)) == "cmd undo all"
