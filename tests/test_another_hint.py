"""Another hint: right after a hint, before its move is played, "another hint", "another one",
"the next one" ("una altra pista", "een andere tip", "outra dica", "un altro suggerimento",
"drugi savjet") give the best useful move not suggested yet in that position, said as another
suggestion; "do it" then plays that one; when none is left, the game says so and repeats the
hint. Without a hint just before, "another hint" is the hint, and "another one" after a draw
still draws."""

from __future__ import annotations

from pathlib import Path

import pytest
from told import Told

from fortythieves.core.moves import Move, MoveKind, column
from fortythieves.core.placement import ranked_moves
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
JACK_ON_QUEEN = Move(MoveKind.MOVE, column(4), column(5))  # the hint the advisor gives

ANOTHER = {
    "en": ("another hint", "a different hint", "give me another hint", "another one", "the next one"),
    "ca": ("una altra pista", "una pista diferent", "una altra", "un altre moviment", "i la següent?"),
    "nl": ("een andere tip", "nog een tip", "nog een", "een andere zet", "de volgende"),
    "pt": ("outra dica", "uma dica diferente", "mais uma", "outra jogada", "e a seguinte?"),
    "it": (
        "un altro suggerimento",
        "un suggerimento diverso",
        "un altro",
        "e il prossimo?",
        "il successivo",
    ),
    "hr": ("drugi savjet", "još jedan savjet", "još jednu", "a koji je sljedeći?", "sljedeći"),
}
ONE_MORE = {
    "en": "another one",
    "ca": "una altra",
    "nl": "nog een",
    "pt": "mais uma",
    "it": "un altro",
    "hr": "još jednu",
}
CASES = [(lang, line) for lang in LANGUAGES for line in ANOTHER[lang]]
WORDS = [(lang, line) for lang in LANGUAGES for line in ANOTHER[lang][:2]]


def _session(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory(), advisor=Told(JACK_ON_QUEEN))
    s.open(layout=SEED, requested_lang=lang, environ={})
    return s


def _other(s: Session, lang: str, move: Move) -> str:
    return (
        translator(lang)
        ._("Another move you could play: {move}.")
        .format(move=s.p.describe(s.game.state, move))
    )


def test_every_language_has_its_cases() -> None:
    assert set(ANOTHER) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "line"), WORDS)
def test_the_words_ask_for_another_hint_and_never_act(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.OTHER_HINT)
    assert not changes_game(parse(line, lang))


@pytest.mark.parametrize(("lang", "line"), CASES)
def test_right_after_a_hint_each_is_another_move_in_the_ranking(lang: str, line: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    ranked = [m for m in ranked_moves(s.game.state) if m != JACK_ON_QUEEN]
    assert len(ranked) >= 2
    assert s.handle(line).text == _other(s, lang, ranked[0])
    assert s.handle(line).text == _other(s, lang, ranked[1])  # never one suggested already
    assert s.game.moves == 0
    s.handle(word(lang, "do-it"))  # the last suggestion is what "do it" plays
    assert s.game.history == [ranked[1]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_when_every_move_was_suggested_the_game_says_so(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    line = ANOTHER[lang][0]
    for _ in ranked_moves(s.game.state)[1:]:
        s.handle(line)
    said = s.handle(line).text
    t = translator(lang)
    expected = t._("I have no other move to suggest; the hint stays the same: {move}.")
    assert said == expected.format(move=s.p.describe(s.game.state, JACK_ON_QUEEN))
    assert s.handle(line).text == said  # asked again, still none: it never starts over
    s.handle(word(lang, "do-it"))
    assert s.game.history == [JACK_ON_QUEEN]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_without_a_hint_before_another_hint_is_the_hint(lang: str) -> None:
    s, hinted = _session(lang), _session(lang)
    assert s.handle(ANOTHER[lang][0]).text == hinted.handle(word(lang, "hint")).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_after_the_hints_move_another_hint_is_the_next_hint(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "hint"))
    s.handle(word(lang, "do-it"))
    said = s.handle(ANOTHER[lang][0]).text
    assert said.startswith(translator(lang)._("Hint: {move}.").split("{move}")[0])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_another_one_after_a_draw_still_draws(lang: str) -> None:
    s = _session(lang)
    s.handle(word(lang, "draw"))
    s.handle(ONE_MORE[lang])
    assert [m.kind for m in s.game.history] == [MoveKind.DRAW, MoveKind.DRAW]
