"""Playing the hint: the short ways natives say "do it" after a hint ("faz", "joga", "faz-se",
"faz essa jogada", "gioca", "doe die zet", "odigraj") and the phrases that hand the move to
the game ("continua tu", "doe die tip dan maar") play the hinted move in every language; a
count ("play the hint 3 times", "gioca il suggerimento 3 volte") plays hint after hint, each
from the position the last one left, stopping at the first that cannot be played."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.advisor import Advisor
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver import AVAILABLE
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))  # the hint the advisor gives

DO_IT = {
    "en": ("go for it", "make it so", "do it"),
    "ca": ("fes", "juga", "fes aquesta jugada"),
    "nl": ("doe die zet", "speel maar", "doe maar wat je net voorstelde"),
    "pt": ("faz", "joga", "faz-se", "faz essa jogada"),
    "it": ("gioca", "fai", "fai questa mossa"),
    "hr": ("odigraj", "igraj", "odigraj taj potez"),
}
HANDED_OVER = {
    "en": ("ok thanks, you carry on: play the hint",),
    "ca": ("continua tu",),
    "nl": ("goed, doe die tip dan maar", "ga jij maar verder"),
    "pt": ("continua tu",),
    "it": ("ok grazie, continua tu: gioca il suggerimento", "continua tu"),
    "hr": ("nastavi ti",),
}
THREE_TIMES = {
    "en": "play the hint 3 times",
    "ca": "juga la pista tres vegades",
    "nl": "speel de tip 3 keer",
    "pt": "joga a dica três vezes",
    "it": "gioca il suggerimento 3 volte",
    "hr": "odigraj savjet tri puta",
}


def _session(lang: str, advisor: Advisor, layout: str = SEED) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=advisor)
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(DO_IT) == set(HANDED_OVER) == set(THREE_TIMES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in DO_IT[lang]])
def test_after_a_hint_the_short_do_it_plays_it(lang: str, line: str) -> None:
    s = _session(lang, Told(JACK_ON_QUEEN))
    s.handle(word(lang, "hint"))
    s.handle(line)
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in HANDED_OVER[lang]])
def test_handing_the_move_to_the_game_plays_the_hint(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.PLAY_HINT)
    s = _session(lang, Told(JACK_ON_QUEEN))
    s.handle(line)
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_plays_the_hint_so_many_times(lang: str) -> None:
    assert parse(THREE_TIMES[lang], lang) == Command(Cmd.PLAY_HINT, "3")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_stops_at_the_first_hint_that_cannot_be_played(lang: str) -> None:
    s = _session(lang, Told(JACK_ON_QUEEN))  # the same move each time: legal once only
    s.handle(THREE_TIMES[lang])
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.skipif(not AVAILABLE, reason="the compiled solver is not built")
@pytest.mark.parametrize("lang", ("en", "hr"))
def test_a_count_plays_the_solvers_hints_in_turn(lang: str) -> None:
    from fortythieves.faces.advisor import SolverAdvisor
    from fortythieves.faces.searches import SearchPool

    counted = _session(lang, SolverAdvisor(SearchPool(1), answer_wait=120.0), ENDGAME)
    one_by_one = _session(lang, SolverAdvisor(SearchPool(1), answer_wait=120.0), ENDGAME)
    counted.handle(THREE_TIMES[lang])
    for _ in range(3):
        one_by_one.handle(word(lang, "play-hint"))
    assert len(counted.game.history) == 3
    assert counted.game.history == one_by_one.game.history
    counted.close()
    one_by_one.close()
