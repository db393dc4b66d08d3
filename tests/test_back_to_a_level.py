""" "volta ao normal", "back to normal": a level of detail said after the words of going back
to one sets it, alone or beside the setting's name ("go back to short replies"); it never
takes a move back, and a card or a place after those words is no level. In every language."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import PileRef, Setting, SettingName, Tap
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parsing.pipeline import parse
from fortythieves.lang.phrasing import Verbosity
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

LINES = {
    "en": (("back to normal", "normal"), ("go back to short replies please", "brief"), ("back to full", "full")),
    "ca": (("torna a la normalitat", "normal"), ("tornem al normal", "normal"), ("torna a les respostes breus", "brief")),
    "nl": (("terug naar normaal", "normal"), ("ga terug naar korte antwoorden", "brief"), ("weer naar normaal graag", "normal")),
    "pt": (("volta ao normal", "normal"), ("volta às respostas curtas", "brief"), ("voltar ao normal, por favor", "normal")),
    "it": (("torna normale", "normal"), ("torna alle risposte normali", "normal"), ("torniamo alle risposte brevi", "brief")),
    "hr": (("vrati na normalno", "normal"), ("vrati se na kratke odgovore", "brief"), ("vrati opet na normalno", "normal")),
}  # fmt: skip
CASES = [(lang, line, level) for lang in LANGUAGES for line, level in LINES[lang]]

NOT_A_LEVEL = {
    "en": "back to column 3",
    "ca": "torna a la columna 3",
    "nl": "terug naar kolom 3",
    "pt": "volta à coluna 3",
    "it": "torna alla colonna 3",
    "hr": "vrati na stupac 3",
}


@pytest.mark.parametrize(("lang", "line", "level"), CASES)
def test_back_to_a_level_sets_it(lang: str, line: str, level: str) -> None:
    assert parse(line, lang) == Setting(SettingName.VERBOSITY, level)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_back_to_normal_takes_no_move_back(lang: str) -> None:
    s = Session(settings=Settings(lang=lang, verbosity=Verbosity.FULL), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    s.dispatch(Tap(PileRef(PileKind.COLUMN, 1)))  # the ace of clubs home: a move to be kept
    made = list(s.game.history)
    assert made
    s.handle(LINES[lang][0][0])
    assert s.settings.verbosity is Verbosity.NORMAL
    assert s.game.history == made


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_after_the_words_is_no_level(lang: str) -> None:
    assert not isinstance(parse(NOT_A_LEVEL[lang], lang), Setting)
