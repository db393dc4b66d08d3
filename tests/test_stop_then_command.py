"""A word for "stop" said before a whole command is that command ("basta, nuova partita",
"chega, novo jogo": a new game, asked as usual), not the question "stop speaking, or
leave?"; said alone or with thanks it is that question. Answering the question with
"neither" and a command ("nessuno dei due, voglio una nuova partita") does the command."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.lang.intents import Cmd, Command
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.lang.tags import TagKind
from fortythieves.lang.tokenizer import lexicon
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

ENDGAME = (Path(__file__).parent / "positions" / "endgame.txt").read_text(encoding="utf-8")
STOPS = (Cmd.STOP, Cmd.STOP_OR_QUIT)


def _phrases(lang: str, cmd: Cmd) -> list[str]:
    return sorted(
        " ".join(words)
        for words, tags in lexicon(lang).phrases.items()
        if len(tags) == 1 and tags[0].kind is TagKind.CMD and tags[0].value is cmd
    )


def _own(lang: str, cmd: Cmd) -> str:
    """The language's own first phrase for `cmd` (English words are understood everywhere)."""
    vocabulary = lexicon(lang).vocabulary
    return next(p for p in _phrases(lang, cmd) if p in vocabulary and parse(p, lang) == Command(cmd))


def _cancels(lang: str) -> list[str]:
    return sorted(
        words[0]
        for words, tags in lexicon(lang).phrases.items()
        if len(words) == 1 and tags and all(t.kind is TagKind.CANCEL for t in tags)
    )


def _session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=ENDGAME, requested_lang=lang, environ={})
    return s


PARSED = [
    (lang, stop, said, cmd)
    for lang in sorted(LANGUAGES)
    for stop in _phrases(lang, Cmd.STOP_OR_QUIT)
    if " " not in stop
    for cmd in (Cmd.NEW, Cmd.UNDO, Cmd.DRAW)
    for said in _phrases(lang, cmd)[:2]
]


@pytest.mark.parametrize(("lang", "stop", "said", "cmd"), PARSED)
def test_a_stop_word_before_a_command_is_the_command(lang: str, stop: str, said: str, cmd: Cmd) -> None:
    if parse(said, lang) != Command(cmd):
        pytest.skip("the phrase is no command said alone")
    assert parse(f"{stop}, {said}", lang) == Command(cmd)


@pytest.mark.parametrize(
    ("lang", "line"), [("it", "basta"), ("it", "basta, grazie"), ("pt", "chega"), ("pt", "chega, obrigado")]
)
def test_a_stop_word_alone_or_with_thanks_asks(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.STOP_OR_QUIT)


@pytest.mark.parametrize(
    ("lang", "line", "new"),
    [("it", "basta, nuova partita", "nuova partita"), ("pt", "chega, novo jogo", "novo jogo")],
)
def test_in_play_it_deals_as_the_command_alone_does(lang: str, line: str, new: str) -> None:
    s = _session(lang)
    before = s.game.state.key()
    said = s.handle(line)
    assert s.game.state.key() != before and s.game.moves == 0 and not said.quit
    assert said.text.split(",")[0] == _session(lang).handle(new).text.split(",")[0]


NEITHER = [
    (lang, cancel, new)
    for lang in sorted(LANGUAGES)
    for cancel in _cancels(lang)
    for new in [_own(lang, Cmd.NEW)]
]


@pytest.mark.parametrize(("lang", "cancel", "new"), NEITHER)
def test_neither_and_a_command_answers_the_stop_question_with_the_command(
    lang: str, cancel: str, new: str
) -> None:
    s = _session(lang)
    asked = s.handle(next(p for p in _phrases(lang, Cmd.STOP_OR_QUIT) if " " not in p))
    assert asked.text == s.r.stop_or_quit()
    before = s.game.state.key()
    reply = s.handle(f"{cancel}, {new}")
    assert reply.text.startswith(s.r.question_dropped()) and not s.choosing_stop
    assert s.game.state.key() != before


def test_neither_of_the_two_in_italian() -> None:
    s = _session("it")
    s.handle("basta")
    before = s.game.state.key()
    reply = s.handle("nessuno dei due, voglio una nuova partita")
    assert reply.text.startswith(s.r.question_dropped()) and s.game.state.key() != before
    s.handle("basta")
    assert s.handle("nessuno").text == s.r.nothing_done()  # "neither" alone drops the question
