"""Every "yes" word and every "do it" line of every language answers a move the game offered
("… Shall I move it?", "Zal ik die zet doen?"): the move is played. Right after a card read
with the one place it can go, "yes" plays that move, as "do it" does; a bare "ok" only agrees:
it plays nothing and says which words make that move."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.lang.concepts import says_yes
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
TWO_ON_THREE = Move(MoveKind.MOVE, column(0), column(7))  # the 2 of hearts onto the 3 of hearts

ASKED = {  # whether the 2 of hearts may go on the 3 of hearts, then the 2 of hearts read alone
    "en": ("can the 2 of hearts go on the 3 of hearts?", "2 of hearts", "yes"),
    "ca": ("pot anar el 2 de cors sobre el 3 de cors?", "2 de cors", "sí"),
    "nl": ("kan de harten 2 op de harten 3?", "harten 2", "ja"),
    "pt": ("pode o 2 de copas ir para o 3 de copas?", "2 de copas", "sim"),
    "it": ("posso mettere il 2 di cuori sul 3 di cuori?", "2 di cuori", "sì"),
    "hr": ("može li herc dvojka na herc trojku?", "herc dvojka", "da"),
}
DO_IT = [(lang, line) for lang in LANGUAGES for line in all_entries(lang)["do-it"]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ASKED) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), DO_IT)
def test_every_do_it_line_accepts_an_offer(lang: str, line: str) -> None:
    assert says_yes(line, lang), line


@pytest.mark.parametrize(("lang", "line"), DO_IT)
def test_the_offer_is_played_on_a_do_it_line(lang: str, line: str) -> None:
    s = _session(lang)
    offered = s.handle(ASKED[lang][0])
    assert any(isinstance(e, ev.Asked) for e in offered.events)
    s.handle(line)
    assert s.game.history == [TWO_ON_THREE]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_is_played_on_yes(lang: str) -> None:
    s = _session(lang)
    s.handle(ASKED[lang][0])
    s.handle(ASKED[lang][2])
    assert s.game.history == [TWO_ON_THREE]


OK = {"en": "ok", "ca": "d'acord", "nl": "oké", "pt": "ok", "it": "va bene", "hr": "dobro"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_yes_after_a_reading_with_one_place_makes_the_move(lang: str) -> None:
    s = _session(lang)
    s.handle(ASKED[lang][1])
    s.handle(ASKED[lang][2])
    assert s.game.history == [TWO_ON_THREE]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ok_after_a_reading_with_one_place_says_how_to_make_the_move(lang: str) -> None:
    s = _session(lang)
    s.handle(ASKED[lang][1])
    said = s.handle(OK[lang]).text
    state = s.game.state
    expected = translator(lang)._("Type {do_it} to make that move: {move}.")
    assert said == expected.format(do_it=word(lang, "do-it"), move=s.p.describe(state, TWO_ON_THREE))
    assert not s.game.history  # "ok" only agrees
    s.handle(word(lang, "do-it"))
    assert s.game.history == [TWO_ON_THREE]
