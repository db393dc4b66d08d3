"""Everyday words around a command, in every language: an agreement said before it is
passed over ("yep, to the foundation", "bon, roba"), "go on" said alone asks for a hint,
and a foundation named after a draw that goes up is where the card goes ("up to the
foundation please", "foundation")."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.intents import Cmd, Command, MoveIntent, PileRef, Read, Unknown, changes_game
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import parse
from fortythieves.play.handling import read
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
FOUNDATION = PileRef(PileKind.FOUNDATION)

# each language's words of agreement said before a command, its draw and its destination
AGREEING = {
    "en": (
        ["yep", "yup", "yeah", "sure", "alright", "all right", "right", "okay so"],
        "draw",
        "to the foundation",
    ),
    "ca": (["vale", "bon", "d'acord", "perfecte", "molt bé"], "roba", "a la base"),
    "nl": (["oké", "nou", "prima", "goed", "mooi"], "trek", "naar het fundament"),
    "pt": (["pronto", "certo", "está bem", "tá bem", "boa", "ora"], "vira", "para a base"),
    "it": (["beh", "va bene", "d'accordo", "bene", "perfetto"], "pesca", "in base"),
    "hr": (["dobro", "ajde", "okej", "u redu", "važi", "super"], "vuci", "na temelj"),
}
CASES = [(lang, word) for lang, (words, _, _) in AGREEING.items() for word in words]

# each language's "go on" said alone, with and without "and" and a question mark ("the next
# one" is read in the conversation: tests/test_next_one.py)
NEXT = {
    "en": ["keep going", "what next?"],
    "ca": ["seguim", "continuem"],
    "nl": ["verder", "en verder?"],
    "pt": ["continua", "segue"],
    "it": ["avanti", "continua"],
    "hr": ["dalje", "i dalje?", "idemo dalje"],
}

# "up" said before a destination alone, and a foundation named alone
UP_TO = {
    "en": ("up to the foundation please", "foundation"),
    "ca": ("amunt a la base, si us plau", "base"),
    "nl": ("omhoog naar het fundament graag", "fundament"),
    "pt": ("para cima para a base, por favor", "base"),
    "it": ("su in base per favore", "base"),
    "hr": ("gore na temelj, molim", "temelj"),
}


def test_every_language_has_its_cases() -> None:
    assert set(AGREEING) == set(NEXT) == set(UP_TO) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "word"), CASES)
def test_an_agreement_before_a_command_is_passed_over(lang: str, word: str) -> None:
    _, draw, there = AGREEING[lang]
    assert parse(f"{word}, {draw}", lang) == Command(Cmd.DRAW)
    # without the comma a word of judging before a draw word may be said of a draw ("mooi trek",
    # "nice draw"): the draw, or not understood, never anything else
    assert parse(f"{word} {draw}", lang) in (Command(Cmd.DRAW), Unknown((f"{word} {draw}",)))
    assert parse(f"{word}, {there}", lang) == Read(FOUNDATION, to=True)


@pytest.mark.parametrize(("lang", "word"), CASES)
def test_an_agreement_alone_never_acts(lang: str, word: str) -> None:
    assert not changes_game(parse(word, lang))
    s = session(lang)
    s.handle("hint")
    s.handle(word)
    assert s.game.moves == 0


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang in LANGUAGES for line in NEXT[lang]])
def test_going_on_alone_asks_for_a_hint(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.HINT)


@pytest.mark.parametrize(
    ("lang", "line", "want"),
    [
        ("en", "next card", Cmd.DRAW),
        ("en", "next hint", Cmd.HINT),
        ("pt", "a próxima jogada", Cmd.HINT),
        ("pt", "e agora, o que posso jogar?", Cmd.MOVES),
        ("it", "e adesso cosa posso giocare?", Cmd.MOVES),
    ],
)
def test_next_inside_a_longer_phrase_keeps_its_meaning(lang: str, line: str, want: Cmd) -> None:
    assert parse(line, lang) == Command(want)


def session(lang: str) -> Session:
    s = Session(Settings(lang=lang))
    s.open(layout=SEED, environ={})
    return s


def _drawn(lang: str) -> Session:
    s = session(lang)
    s.handle(AGREEING[lang][1])
    assert s.game.state.waste[-1] == Card(Rank.ACE, Suit.SPADES)  # the seed deal's first draw goes up
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_up_to_the_foundation_moves_the_card_drawn(lang: str) -> None:
    s = _drawn(lang)
    s.handle(UP_TO[lang][0])
    assert s.game.state.foundations[0] == [Card(Rank.ACE, Suit.SPADES)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_foundation_named_after_a_draw_that_goes_up_moves_it(lang: str) -> None:
    s = _drawn(lang)
    s.handle(UP_TO[lang][1])
    assert s.game.state.foundations[0] == [Card(Rank.ACE, Suit.SPADES)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_foundation_named_with_nothing_drawn_reads(lang: str) -> None:
    s = session(lang)
    reply = s.handle(UP_TO[lang][1])
    assert s.game.moves == 0 and reply.text == read(s, FOUNDATION)


def test_a_foundation_asked_to_be_read_after_a_draw_reads() -> None:
    s = _drawn("en")
    reply = s.handle("read the foundations")
    assert s.game.moves == 1 and reply.text == read(s, FOUNDATION)


def test_a_foundation_named_after_a_draw_that_cannot_go_up_reads() -> None:
    s = _drawn("en")
    s.handle("foundation")
    s.handle("draw")
    assert s.game.state.waste[-1].rank is not Rank.ACE  # nothing of the seed's second draw goes up
    moves = s.game.moves
    reply = s.handle("foundation")
    assert s.game.moves == moves and reply.text == read(s, FOUNDATION)


# "should I put it on the 6?": a question of advice about a move asks, never acts
SHOULD = {
    "en": "should i put the 2 of hearts on the 3 of hearts?",
    "ca": "em convé posar el 2 de cors sobre el 3 de cors?",
    "nl": "moet ik harten 2 op harten 3 leggen?",
    "pt": "devo pôr o 2 de copas no 3 de copas?",
    "it": "mi conviene mettere il 2 di cuori sul 3 di cuori?",
    "hr": "trebam li staviti herc dvojku na herc trojku?",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_question_whether_a_move_is_worth_making_asks(lang: str) -> None:
    intent = parse(SHOULD[lang], lang)
    assert isinstance(intent, MoveIntent) and intent.ask, intent
