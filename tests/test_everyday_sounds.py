"""Everyday words that must neither act nor repeat: a thinking sound ("hm", "hmm", "hum",
"ehm") asks the game to wait, never to say its last reply again; "sorry" said alone is an
apology ("sorry?" asks for the last reply); "the other one (too)" ("e a outra também",
"l'altra", "de andere ook") is never "again": with "and" or "too" right after a card moved,
it moves that card's other copy where the first went. Generated from each language's
catalogue."""

from __future__ import annotations

import pytest

from fortythieves.core.moves import Move, MoveKind, Pile, PileKind
from fortythieves.lang.chatter import Chatter, _entries, chatter
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Cmd, Command, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, word
from fortythieves.lang.linkwords import _words as link_words
from fortythieves.lang.otherone import _other_one_words
from fortythieves.lang.parser import parse
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

THINKING = {"hm", "hmm", "hmmm", "hum", "humm", "mm", "mmm", "mh", "mmh", "ehm", "uhm"}


def drawn(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    s.handle(word(lang, "draw"))
    return s


def _words(lang: str, kind: Chatter) -> list[str]:
    return [w for w in _entries(translator(lang))[kind].split("|") if w]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_thinking_sounds_ask_to_wait(lang: str) -> None:
    pardon = {w for x in dict.fromkeys((lang, "en")) for w in _words(x, Chatter.PARDON)}
    assert not THINKING & pardon
    sounds = ["hm", "hmm", *(w for w in _words(lang, Chatter.WAIT) if w in THINKING)]
    wrong = []
    for sound in [*sounds, *(f"{w}..." for w in sounds)]:
        s = drawn(lang)
        before = s.game.snapshot()
        reply = s.handle(sound).text
        if chatter(sound, lang) is not Chatter.WAIT or s.game.snapshot() != before:
            wrong.append((sound, reply))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sorry_alone_is_an_apology_and_with_a_question_mark_asks_again(lang: str) -> None:
    for sorry in _words(lang, Chatter.SORRY):
        assert chatter(sorry, lang) is Chatter.SORRY, sorry
        assert chatter(f"{sorry}?", lang) is Chatter.PARDON, sorry


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_one_is_never_again(lang: str) -> None:
    also = all_entries(lang)["filler"]
    others = [w for w in _other_one_words(translator(lang)).split("|") if w]
    again_words = [w for w in all_entries(lang)["again"] if len(w.split()) == 1]
    wrong = []
    for other in others:
        for line in (other, f"{other}?", f"{other} {also[0]}", *(f"{other} {a}" for a in again_words[:2])):
            intent = parse(line, lang)
            if changes_game(intent) or intent == Command(Cmd.AGAIN):
                wrong.append((line, format_intent(intent)))
        s = drawn(lang)
        before = s.game.snapshot()
        if s.handle(other).text == s.r.again_what() or s.game.snapshot() != before:
            wrong.append((other, "asked what to repeat"))
    assert not wrong, wrong


def test_portuguese_the_other_one_too() -> None:
    for line in ("e a outra também", "e o outro também", "a outra", "o outro também"):
        s = drawn("pt")
        before = s.game.snapshot()
        reply = s.handle(line).text
        assert s.game.snapshot() == before and reply != s.r.again_what(), (line, reply)
    s = drawn("pt")
    stock = len(s.game.state.stock)
    s.handle("outra")  # "another", alone after a draw: it draws once more
    assert len(s.game.state.stock) == stock - 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_and_the_other_one_too_moves_the_other_copy_where_the_first_went(lang: str) -> None:
    t = translator(lang)
    first_and = next(w for w in link_words(t)["and_words"].split("|") if w)
    first_too = next(w for w in link_words(t)["also_words"].split("|") if w)
    wrong = []
    for other in (w for w in _other_one_words(t).split("|") if w):
        for line in (f"{first_and} {other} {first_too}", f"{first_and} {other}", f"{other} {first_too}"):
            s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
            s.open(
                code="FT1-N-2345673", requested_lang=lang, environ={}
            )  # an ace of hearts ends columns 1 and 6
            s.play(Move(MoveKind.MOVE, Pile(PileKind.COLUMN, 0), Pile(PileKind.FOUNDATION, 1)))
            moved = [e.outcome.move for e in s.handle(line).events if isinstance(e, ev.Moved)]
            if len(moved) != 1 or moved[0].source != Pile(PileKind.COLUMN, 5):
                wrong.append(line)
    assert not wrong, wrong
