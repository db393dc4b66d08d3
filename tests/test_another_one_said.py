"""Another suggestion asked with no noun ("got another one?", "en tens una altra?", "questo
non mi piace, dammene un altro", "não gostei, me dá outra", "heb je er nog een?", "ne sviđa
mi se to, daj drugi"): right after a hint it is another suggestion, and without a hint just
before the game asks what is meant; it never acts. The hint named in a remark ("I don't like
that hint") asks nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.core.placement import ranked_moves
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, Unknown, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))

ANOTHER_ONE = {
    "en": ("got another one?", "nah, give me another one", "I don't like that hint, got another one?"),
    "ca": (
        "en tens una altra?",
        "no m'agrada, dona'm-ne una altra",
        "aquesta pista no m'agrada, en tens una altra?",
    ),
    "nl": (
        "heb je er nog een?",
        "die vind ik niks, geef me er nog een",
        "die tip vind ik niks, heb je er nog een?",
    ),
    "pt": ("tens outra?", "não gostei, me dá outra", "essa dica não me convence, me dá outra"),
    "it": (
        "ne hai un altro?",
        "questo non mi piace, dammene un altro",
        "non mi piace questo suggerimento, ne hai un altro?",
    ),
    "hr": ("imaš li drugi?", "ne sviđa mi se to, daj drugi", "taj savjet mi se ne sviđa, daj drugi"),
}
REMARK = {
    "en": "I don't like that hint",
    "ca": "aquesta pista no m'agrada",
    "nl": "die tip vind ik niks",
    "pt": "não gostei dessa dica",
    "it": "questo suggerimento non mi piace",
    "hr": "ne sviđa mi se taj savjet",
}
CASES = [(lang, line) for lang in LANGUAGES for line in ANOTHER_ONE[lang]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(JACK_ON_QUEEN))
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def test_every_language_has_its_cases() -> None:
    assert set(ANOTHER_ONE) == set(LANGUAGES) == set(REMARK)


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_right_after_a_hint_it_is_another_suggestion(lang: str, line: str) -> None:
    intent = parse(line, lang)
    assert intent == Command(Cmd.OTHER_HINT, right_after=True)
    assert not changes_game(intent)
    s = _session(lang)
    s.handle(word(lang, "hint"))
    ranked = [m for m in ranked_moves(s.game.state) if m != JACK_ON_QUEEN]
    said = translator(lang)._("Another move you could play: {move}.")
    assert s.handle(line).text == said.format(move=s.p.describe(s.game.state, ranked[0]))
    assert s.game.moves == 0


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_without_a_hint_before_it_is_asked_what_is_meant(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(line)
    assert [m.kind for m in s.game.history] == [MoveKind.DRAW]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_named_in_a_remark_asks_nothing(lang: str) -> None:
    assert isinstance(parse(REMARK[lang], lang), Unknown)
