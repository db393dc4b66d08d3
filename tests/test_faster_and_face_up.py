"""Two requests in everyday words, in six languages. The voice faster or slower ("faster
please", "slow down the voice", "parla più lentamente", "sporije") is the speech rate a step up
or down, as "louder" is the volume (`lang.voicewords`); with the game's own voice off nothing
changes and the reply names the screen reader; at either end the reply says the rate is there
already. The face-up cards named ("read me the face up cards", "which cards are face up?", "de
open kaarten") are the exposed cards: the top card of every column and the waste."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, Setting, SettingName, Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.configure import RATE_STEP, RATES
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# (faster, slower, slower said otherwise)
RATE = {
    "en": ("faster please", "slow down the voice", "speak slower"),
    "ca": ("més ràpid, si us plau", "parla més a poc a poc", "una mica més lent"),
    "nl": ("sneller graag", "praat langzamer", "wat langzamer"),
    "pt": ("fala mais depressa", "mais devagar, por favor", "fala mais devagar"),
    "it": ("più veloce", "parla più lentamente", "rallenta"),
    "hr": ("govori brže", "sporije", "malo sporije"),
}

FACE_UP = {
    "en": ("read me the face up cards", "which cards are face up?"),
    "ca": ("quines cartes estan girades?", "llegeix-me les cartes de cara amunt"),
    "nl": ("de open kaarten", "welke kaarten zijn open?"),
    "pt": ("quais cartas estão viradas para cima?", "lê-me as cartas viradas para cima"),
    "it": ("leggimi le carte a faccia in su", "quali carte sono a faccia in su?"),
    "hr": ("koje su karte otvorene?", "pročitaj mi otvorene karte"),
}


def test_every_language_has_its_lines() -> None:
    assert set(RATE) == set(LANGUAGES) == set(FACE_UP)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_faster_and_slower_are_the_rate_a_step(lang: str) -> None:
    faster, slower, otherwise = RATE[lang]
    assert parse(faster, lang) == Setting(SettingName.RATE, Value.FASTER), faster
    assert parse(slower, lang) == Setting(SettingName.RATE, Value.SLOWER), slower
    assert parse(otherwise, lang) == Setting(SettingName.RATE, Value.SLOWER), otherwise


def _session(lang: str, speech: bool, rate: int = 175) -> Session:
    s = Session(settings=Settings(lang=lang, speech=speech, rate=rate), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rate_moves_a_step_and_stops_at_its_ends(lang: str) -> None:
    faster, slower, _ = RATE[lang]
    s = _session(lang, speech=True)
    s.handle(faster)
    assert s.settings.rate == 175 + RATE_STEP
    s.handle(slower)
    s.handle(slower)
    assert s.settings.rate == 175 - RATE_STEP
    t = translator(lang)
    top = _session(lang, speech=True, rate=RATES[-1])
    assert top.handle(faster).text == t._(
        "The voice already speaks as fast as it goes: {rate} words a minute."
    ).format(rate=RATES[-1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_the_voice_off_nothing_changes(lang: str) -> None:
    s = _session(lang, speech=False)
    said = s.handle(RATE[lang][0]).text
    assert said == translator(lang)._(
        "The game's own voice is off, so your screen reader reads the replies: its settings set how fast it speaks."
    )
    assert s.settings.rate == 175


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_face_up_cards_are_the_exposed_cards(lang: str) -> None:
    for line in FACE_UP[lang]:
        assert parse(line, lang) == Command(Cmd.EXPOSED), line
