"""Asking for the voice louder or quieter in everyday words ("louder please", "leggi più
forte", "glasnije") is the volume setting a step up or down. With the game's own voice off the
reply says that the screen reader's settings set how loud it is, and nothing changes; at either
end the reply says the voice is there already. A line with anything more keeps its own reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Setting, SettingName, Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# (louder, louder said otherwise, quieter)
SAID = {
    "en": ("read louder please", "a bit louder!", "speak more softly"),
    "ca": ("parla més fort, si us plau", "una mica més fort", "més baix"),
    "nl": ("lees harder graag", "wat harder", "praat zachter"),
    "pt": ("fala mais alto, por favor", "um pouco mais alto", "lê mais baixo"),
    "it": ("leggi più forte", "un po' più forte, per favore", "parla più piano"),
    "hr": ("čitaj glasnije, molim te", "malo glasnije", "govori tiše"),
}


def test_every_language_has_its_lines() -> None:
    assert set(SAID) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_louder_and_quieter_are_the_volume_a_step(lang: str) -> None:
    louder, otherwise, quieter = SAID[lang]
    assert parse(louder, lang) == Setting(SettingName.VOLUME, Value.LOUDER), louder
    assert parse(otherwise, lang) == Setting(SettingName.VOLUME, Value.LOUDER), otherwise
    assert parse(quieter, lang) == Setting(SettingName.VOLUME, Value.QUIETER), quieter


def _session(lang: str, speech: bool) -> Session:
    s = Session(settings=Settings(lang=lang, speech=speech), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_the_voice_off_the_screen_reader_is_named_and_nothing_changes(lang: str) -> None:
    s = _session(lang, speech=False)
    said = s.handle(SAID[lang][0]).text
    assert said == translator(lang)._(
        "The game's own voice is off, so your screen reader reads the replies: its settings set how loud it is."
    )
    assert s.settings.volume == 1.0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_the_voice_on_the_volume_moves_a_step_and_stops_at_the_ends(lang: str) -> None:
    s = _session(lang, speech=True)
    louder, _otherwise, quieter = SAID[lang]
    t = translator(lang)
    assert s.handle(louder).text == t._(
        "The voice is already as loud as it goes: {volume} percent. Your computer's volume can make it louder."
    ).format(volume=100)
    s.handle(quieter)
    assert s.settings.volume == pytest.approx(0.8)
    for _ in range(5):
        said = s.handle(quieter).text
    assert s.settings.volume == pytest.approx(0.2)
    assert said == t._("The voice is already at its quietest: {volume} percent.").format(volume=20)
    s.handle(louder)
    assert s.settings.volume == pytest.approx(0.4)
