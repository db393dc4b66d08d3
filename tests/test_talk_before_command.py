"""Talk said before a command, in every language: an interjection, an apology, a swear word
or a "yes" in front of a command, with the remark it opens, is passed over and the command
acts; "sorry?" and "wrong language" keep their own meaning only when the line holds nothing
else."""

from __future__ import annotations

from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang import tokenizer
from fortythieves.lang.chatter import Chatter, chatter, talk_before
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    RankRef,
    Setting,
    Unknown,
    changes_game,
)
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import MAX_LINE, normalize, parse
from fortythieves.lang.parsing.classes import too_long
from fortythieves.lang.parsing.line import read_line
from fortythieves.lang.tags import Tag
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")

DRAW = Command(Cmd.DRAW)
UNDO = Command(Cmd.UNDO)
TEN_ON_JACK = MoveIntent(CardRef(Card(Rank.TEN, Suit.HEARTS)), RankRef(Rank.JACK))
SEVEN_ON_EIGHT = MoveIntent(RankRef(Rank.SEVEN), CardRef(Card(Rank.EIGHT, Suit.CLUBS)))
IT_ON_QUEEN = MoveIntent(It(), RankRef(Rank.QUEEN))

# lines from free play, and the command each holds
LINES: list[tuple[str, str, Intent]] = [
    ("en", "oops wrong language, sorry. draw a card", DRAW),
    ("en", "damn, missed the ace. ten of hearts on the jack", TEN_ON_JACK),
    ("en", "yes put it on the queen", IT_ON_QUEEN),
    ("en", "fine, do it", MoveIntent(It(), None)),
    ("ca", "perdó, roba", DRAW),
    ("ca", "mecagum, res de res. roba", DRAW),
    ("ca", "ups, idioma equivocat. roba una carta", DRAW),
    ("nl", "oeps, verkeerde taal. trek een kaart", DRAW),
    ("nl", "ja, trek maar", DRAW),
    ("nl", "verdorie, te snel. maak ongedaan", UNDO),
    ("pt", "ups, língua errada. tira uma carta", DRAW),
    ("pt", "desculpa, vira", DRAW),
    ("pt", "bolas, enganei-me. anula", UNDO),
    ("it", "scusa, volevo dire: metti il 7 sull 8 di fiori", SEVEN_ON_EIGHT),
    ("it", "mannaggia, annulla", UNDO),
    ("it", "dai, ancora", Command(Cmd.AGAIN)),
    ("hr", "ups, krivi jezik. vuci još jednu", DRAW),
    ("hr", "k vragu, opet sam prebrzo. vrati potez", UNDO),
]


@pytest.mark.parametrize(("lang", "line", "meant"), LINES)
def test_the_command_after_talk_acts(lang: str, line: str, meant: Intent) -> None:
    assert parse(line, lang) == meant


# "sorry?" said alone asks for the last reply again, in the words of each language
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "sorry?"),
        ("ca", "perdó?"),
        ("nl", "sorry?"),
        ("pt", "desculpa?"),
        ("it", "scusa?"),
        ("hr", "oprosti?"),
    ],
)
def test_sorry_alone_asks_again(lang: str, line: str) -> None:
    assert chatter(line, lang) is Chatter.PARDON
    assert not changes_game(parse(line, lang))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "no draw"),  # a "no" turns the command round: never talk passed over
        ("nl", "nee trek"),
        ("en", "please draw"),  # a filler alone is no talk
        ("it", "per favore pesca"),
    ],
)
def test_no_and_fillers_are_no_talk(lang: str, line: str) -> None:
    assert talk_before(normalize(line).split(), lang) == 0


def test_talk_after_a_remark_never_switches_language() -> None:
    """The remark "wrong language" in front of a draw draws, in the game's own language."""
    s = Session(Settings(lang="hr"))
    s.open(layout=SEED, environ={})
    before = len(s.game.state.stock)
    s.handle("ups, krivi jezik. vuci još jednu")
    assert s.settings.lang == "hr"
    assert len(s.game.state.stock) == before - 1


# a new game asked for with an article ("een", "a") before its words deals: the article is no column
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("nl", "geef me een nieuw spel"),
        ("nl", "jammer. geef me maar een nieuw spel"),
        ("hr", "šteta. daj mi novu igru"),
    ],
)
def test_a_new_game_asked_for_deals(lang: str, line: str) -> None:
    assert parse(line, lang) == Command(Cmd.NEW)


def test_a_language_named_after_talk_switches_nothing() -> None:
    assert not isinstance(parse("damn italian", "en"), Setting)
    assert not isinstance(parse("mannaggia, inglese", "it"), Setting)


# talk and a yes of each language, each said before every clause of a line as long as the
# game reads
TALK = {
    "en": ("oops", "yes"),
    "ca": ("perdona", "sí"),
    "nl": ("oeps", "ja"),
    "pt": ("desculpa", "sim"),
    "it": ("scusa", "sì"),
    "hr": ("ups", "da"),
}


def _said_over_and_over(unit: str, lang: str) -> str:
    """`unit` again and again, up to the longest line read (longer ones are refused unread)."""
    line = unit
    while len(line + unit) <= MAX_LINE and not too_long(read_line(line + unit, lang)):
        line += unit
    return line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_talk_is_looked_for_once_per_line(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A line whose every clause opens with talk ("perdona fa, perdona fa, ...") is read past
    its talk from a few places only: the words tagged stay a small multiple of the line's
    words, never a search over every clause inside every clause."""
    words = bound = 0
    tagged = tokenizer._tagged

    def counted(
        prepared: tuple[list[str], set[str]],
        lang: str,
        cut_words: frozenset[int] = frozenset(),
        ends: frozenset[int] = frozenset(),
    ) -> tuple[list[Tag], list[int]]:
        nonlocal words
        words += len(prepared[0])
        assert words <= bound, "the line is read again and again"  # fails at once, not after minutes
        return tagged(prepared, lang, cut_words, ends)

    lines = [
        _said_over_and_over(unit, lang) for talk in TALK[lang] for unit in (f"{talk} fa, ", f"{talk} xyzzy. ")
    ]
    monkeypatch.setattr(tokenizer, "_tagged", counted)
    for line in lines:
        words, bound = 0, 12 * len(line.split())
        intent = parse(line, lang)
        assert not changes_game(intent), line
        assert not (isinstance(intent, Unknown) and intent.too_long), line  # read, not refused unread
