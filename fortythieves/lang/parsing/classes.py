"""The classes of tagged words the readings ask about: a command's keyword, a setting's
value, the small words a command is said around, the words of a remark."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Iterable
from typing import Protocol

from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import Phrase, correction_words, question_openers
from fortythieves.lang.intents import GAME_COMMANDS, Cmd, Intent, Keyword, Query, SettingName, Unknown, Value
from fortythieves.lang.parsing.line import Piece, by_first_word
from fortythieves.lang.tags import Tag, TagKind, meanings, pick
from fortythieves.lang.tokenizer import LONGEST_SAID

MAX_LINE = 500  # longer lines are refused unread
# Lines of more clauses are refused as too long, as lines of more words than `LONGEST_SAID`
# are: the longest request of the corpora and of the players' free games has 5 clauses ("ai,
# fill, voldria posar el dos..., si pot ser, moltes gràcies"); a page of clauses is no command.
MAX_CLAUSES = 8


def too_long(p: Piece) -> bool:
    """Whether the line has more words or clauses than a command is ever said in."""
    return len(p.words) > LONGEST_SAID or len(p.cuts) >= MAX_CLAUSES


class Reader(Protocol):
    """What a reading asks of the pipeline: the meaning of a part of the line."""

    @property
    def quick(self) -> bool: ...

    def understand(self, p: Piece, quick: bool | None = None) -> Intent: ...


def int_of(tag: Tag) -> int:
    """The number a rank, suit or number tag stands for."""
    assert isinstance(tag.value, int)
    return tag.value


def pile_of(tag: Tag) -> PileKind:
    assert isinstance(tag.value, PileKind)
    return tag.value


def keyword(tag: Tag) -> Keyword | None:
    # the first meaning that is a command word: asked of every word by many readings
    if isinstance(tag.value, tuple):
        found = next((t.value for t in tag.value if t.kind is TagKind.CMD), None)
    else:
        found = tag.value if tag.kind is TagKind.CMD else None
    return found if isinstance(found, Cmd | SettingName | Query) else None


def value_of(tag: Tag) -> Value | None:
    found = pick(tag, TagKind.VALUE)
    return found.value if found is not None and isinstance(found.value, Value) else None


def takes_text(word: Keyword) -> bool:
    return word is SettingName.LANGUAGE or (isinstance(word, Cmd) and word.takes_text)


_FILLERS = (TagKind.FILLER, TagKind.ARTICLE, TagKind.MOVE)
# passed over unless a verb acts on "it"; "up" is kept aside by `read` as a destination
QUIET = (*_FILLERS, TagKind.PRONOUN, TagKind.UP)


def is_filler(tag: Tag) -> bool:
    if not isinstance(tag.value, tuple):  # one meaning: asked of every word by many readings
        return tag.kind in QUIET
    return all(t.kind in QUIET for t in tag.value)


def meant(tags: Iterable[Tag]) -> list[Tag]:
    """The words that say something: all but the small words ("the", "please", "it") and the
    question marks. None said: the line is only small talk around nothing ("and now?")."""
    return [t for t in tags if t.kind is not TagKind.Q and not is_filler(t)]


def acts(tag: Tag) -> bool:
    """Whether the word names a setting or a command that changes the game."""
    word = keyword(tag)
    return isinstance(word, SettingName) or (isinstance(word, Cmd) and word in GAME_COMMANDS)


def to_before(tags: tuple[Tag, ...] | list[Tag], *kinds: TagKind) -> bool:
    """Whether a word for "to" comes before a word of `kinds`, small words between them
    passed over: "..., then the 4 on the 5" says where something goes."""
    heads = [t for t in tags if not is_filler(t) or pick(t, TagKind.TO)]
    return any(pick(a, TagKind.TO) and pick(b, *kinds) for a, b in itertools.pairwise(heads))


def droppable(tag: Tag) -> bool:
    """Not the first word: a move verb that is also a command word ("zetten") is a verb.
    Articles stay: they make the number after them a card ("the eight")."""
    kinds = {t.kind for t in meanings(tag)}
    if TagKind.ARTICLE in kinds:
        return False
    return kinds <= {*QUIET, TagKind.CMD} and bool(kinds & set(QUIET))


CHATTER = frozenset({TagKind.UNKNOWN, TagKind.Q, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN})
# the words of a remark ("you go on a bit"): verbs and small words with no card, place or command
REMARK = frozenset({*CHATTER, TagKind.MOVE, TagKind.TO, TagKind.FROM, TagKind.UP, TagKind.VALUE})
# the questions a remark beside them never turns into an act: they only read something out
ANSWERS = (Cmd.RULES, Cmd.HELP, Cmd.HINT, Cmd.CAN_WIN, Cmd.MOVES, Cmd.SCORE, Cmd.BOARD, Cmd.STATS)
RETRIED = (Cmd.DRAW, Cmd.UNDO, Cmd.REDO)  # what a line with chatter in it may still do
MAX_CUTS = 4  # where a remark may begin, tried at most this many times
MAX_REMARKS = 3  # the clauses of a remark said before a request: a few, never a whole page


def starts_with(words: list[str], marks: frozenset[Phrase] | tuple[Phrase, ...], at: int = 0) -> bool:
    """Whether one of `marks` is said from the word at `at` on."""
    return at < len(words) and any(
        tuple(words[at : at + len(m)]) == m for m in by_first_word(marks).get(words[at], ())
    )


def corrects(p: Piece) -> bool:
    """Whether the words hold one that corrects what was said before ("no", "wait",
    "sorry", "I mean")."""
    return p.negates or p.says(correction_words(p.lang))


def opens_question(words: list[str], lang: str) -> bool:
    """Whether the words begin with one that opens a question ("whose", "how")."""
    return starts_with(words, question_openers(lang))


def said_over(tag: Tag, lang: str) -> bool:
    """A word of a correction's lead or tail: an interjection, politeness, a word for "no"."""
    return (
        tag.kind in (TagKind.UNKNOWN, TagKind.Q)
        or (is_filler(tag) and not pick(tag, TagKind.TO, TagKind.FROM))
        or all(m.kind in (TagKind.CANCEL, TagKind.VALUE, TagKind.FILLER) for m in meanings(tag))
        or corrects(Piece((tag,), lang))
    )


def negates_words(p: Piece) -> bool:
    """Whether the words negate or hold back, a phrase the game knows whole left out:
    "stop" in "stop talking" turns speech off and negates nothing."""
    return p.only(k for k, t in enumerate(p.tags) if " " not in t.text or t.kind is TagKind.UNKNOWN).negates


def spelled_one(tag: Tag) -> bool:
    """Whether the word is "one" in letters ("one", "un", "een"), which may be a noun ("the
    second one", "wrong one"), never the digit 1."""
    one = pick(tag, TagKind.NUM)
    return one is not None and one.value == 1 and not tag.text.isdigit()


def one_after_unknown(before: Tag | None, tag: Tag) -> bool:
    """ "wrong one", "bad one": a spelled "one" after a word the game does not know."""
    return before is not None and before.kind is TagKind.UNKNOWN and spelled_one(tag)


def typed(line: str) -> str:
    """The line as typed, control characters dropped."""
    if line.isprintable():  # no character of a "C" category: the common line, looked at once
        return line.strip()
    return "".join(ch for ch in line if not unicodedata.category(ch).startswith("C")).strip()


def not_understood(p: Piece) -> Unknown:
    """The piece quoted; `parse` quotes the whole line as typed and adds the suggestion."""
    return Unknown((typed(p.typed) if p.typed is not None else p.text,))
