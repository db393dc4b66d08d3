"""Right after a move was refused, the card said with "I mean" before or after it ("tref asa
mislim", "ne, asa mislim", "l'asso di fiori, intendevo") is the card meant: it goes where the
refused move went, in every language. Said with nothing refused before, it only reads."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind, column
from fortythieves.lang.languages import LANGUAGES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

CODE = "FT1-N-2345673"  # column 2 ends with the ace of clubs (its twin out of sight)
CASES = {  # a move refused (the 2 of spades to an empty foundation), then the card meant
    "en": ("put the 2 of spades on the foundation", ("the ace of clubs, I mean", "I mean the ace of clubs")),
    "ca": ("posa el 2 de piques a la base", ("l'as de trèvols, vull dir", "no, vull dir l'as de trèvols")),
    "nl": ("leg schoppen 2 op het fundament", ("klaveren aas, bedoel ik", "nee, ik bedoel klaveren aas")),
    "pt": ("põe o 2 de espadas na base", ("o ás de paus, quero dizer", "não, quero dizer o ás de paus")),
    "it": (
        "metti il 2 di picche in fondazione",
        ("l'asso di fiori, intendevo", "no, intendevo l'asso di fiori"),
    ),
    "hr": ("stavi pik dvojku na temelj", ("tref asa mislim", "ne, tref asa mislim")),
}


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code=CODE, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(CASES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "meant"), [(lang, m) for lang in LANGUAGES for m in CASES[lang][1]])
def test_the_card_meant_goes_where_the_refused_move_went(lang: str, meant: str) -> None:
    s = _session(lang)
    s.handle(CASES[lang][0])
    assert s.game.moves == 0  # refused
    s.handle(meant)
    assert s.game.moves == 1, meant
    last = s.game.history[-1]
    assert last.source == column(1) and last.target is not None and last.target.kind is PileKind.FOUNDATION


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_nothing_refused_the_card_is_only_read(lang: str) -> None:
    s = _session(lang)
    s.handle(CASES[lang][1][0])
    assert s.game.moves == 0
