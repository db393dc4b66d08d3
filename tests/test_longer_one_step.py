""" "longer replies please", "risposte più lunghe", "iets korter": a comparative moves the
replies one level (brief, normal, full) from the level they have, never past the ends;
"full" or "verbosity brief" named still sets that level. In every language."""

from __future__ import annotations

import pytest

from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.phrasing import Verbosity
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

LONGER = {
    "en": "longer replies please",
    "ca": "respostes més llargues",
    "nl": "mag het wat uitgebreider",
    "pt": "respostas mais detalhadas, por favor",
    "it": "risposte più lunghe",
    "hr": "duže odgovore molim",
}
SHORTER = {
    "en": "a bit shorter please",
    "ca": "més curt, si us plau",
    "nl": "wat korter graag",
    "pt": "mais curto, por favor",
    "it": "più breve per favore",
    "hr": "kraće molim",
}


def _session(lang: str, level: Verbosity) -> Session:
    s = Session(Settings(lang=lang, verbosity=level))
    s.open(environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_longer_goes_one_step_up(lang: str) -> None:
    s = _session(lang, Verbosity.BRIEF)
    s.handle(LONGER[lang])
    assert s.settings.verbosity is Verbosity.NORMAL
    s.handle(LONGER[lang])
    assert s.settings.verbosity is Verbosity.FULL
    s.handle(LONGER[lang])
    assert s.settings.verbosity is Verbosity.FULL


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shorter_goes_one_step_down(lang: str) -> None:
    s = _session(lang, Verbosity.FULL)
    s.handle(SHORTER[lang])
    assert s.settings.verbosity is Verbosity.NORMAL
    s.handle(SHORTER[lang])
    assert s.settings.verbosity is Verbosity.BRIEF
    s.handle(SHORTER[lang])
    assert s.settings.verbosity is Verbosity.BRIEF


def test_a_level_named_is_set_at_once() -> None:
    s = _session("en", Verbosity.BRIEF)
    s.handle("verbosity full")
    assert s.settings.verbosity is Verbosity.FULL
