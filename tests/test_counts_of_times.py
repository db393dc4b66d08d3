"""A count of times beside a draw or an "again" repeats it that many times, and beside a
move (made once) refuses the line: "draw 3", "again twice", "draw again twice" draw as many
cards; "put the 2 on the 3 twice" moves nothing and says why, never moving once silently.
Generated from each language's words for draw and again, its words for a count of times,
and its card names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fortythieves.lang.countwords import times_said
from fortythieves.lang.intents import Cmd, Command, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.parser import parse
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

# each language's "put the 2 of hearts on the 3 of hearts" (the seed deal's first useful move)
MOVE = {
    "en": "put the 2 of hearts on the 3 of hearts",
    "ca": "posa el 2 de cors sobre el 3 de cors",
    "nl": "leg harten 2 op harten 3",
    "pt": "põe o 2 de copas no 3 de copas",
    "it": "metti il 2 di cuori sul 3 di cuori",
    "hr": "stavi herc dvojku na herc trojku",
}


def _twice(lang: str) -> list[str]:
    """The language's own words for "twice" (English ones stand in others' lists too)."""
    own = [" ".join(p) for p, n in times_said(lang).items() if n == 2]
    english = {" ".join(p) for p, n in times_said("en").items() if n == 2} if lang != "en" else set()
    return [w for w in own if w not in english] or own


def test_every_language_has_its_cases() -> None:
    assert set(MOVE) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_beside_draw_or_again_is_kept(lang: str) -> None:
    entries = all_entries(lang)
    wrong = []
    for key, cmd in (("draw", Cmd.DRAW), ("again", Cmd.AGAIN)):
        phrase = entries[key][0]
        for count in (*_twice(lang), "2"):
            line = f"{phrase} {count}"
            got = parse(line, lang)
            if got != Command(cmd, "2"):
                wrong.append((line, got))
    assert not wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_draw_again_with_a_count_draws_as_many(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    s.handle(word(lang, "draw"))
    s.handle(f"{word(lang, 'again')} {_twice(lang)[0]}")
    assert s.game.moves == 3
    said = s.handle(f"{word(lang, 'draw')} 3").text
    assert s.game.moves == 6
    # each draw's reply is a sentence of its own: none starts in lower case after a full stop
    assert not re.search(r"\. [a-zčćšžđ]", said), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_said_with_a_count_of_times_moves_nothing(lang: str) -> None:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    for count in _twice(lang):
        intent = parse(f"{MOVE[lang]} {count}", lang)
        assert isinstance(intent, MoveIntent) and intent.times == 2
        said = s.handle(f"{MOVE[lang]} {count}").text
        assert s.game.moves == 0 and said
    s.handle(MOVE[lang])
    assert s.game.moves == 1  # the same move without the count is made


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_word_all_never_draws_the_whole_stock(lang: str) -> None:
    """ "all" counts the moves an undo or redo takes back; beside a draw or an "again" it
    counts nothing, so "all right, draw" draws one card, as "ok, draw" does."""
    from fortythieves.lang.countwords import all_said

    for phrase in sorted(all_said(lang)):
        every = " ".join(phrase)
        for draw in all_entries(lang)["draw"]:
            for line in (f"{every} {draw}", f"{draw} {every}", f"{every} right, {draw}"):
                intent = parse(line, lang)
                assert not (isinstance(intent, Command) and intent.cmd is Cmd.DRAW and intent.rest), line
    assert parse("all right, draw", "en") == Command(Cmd.DRAW)
