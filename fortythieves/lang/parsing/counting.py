"""A count of moves in a line that undoes or redoes: "undo the last three moves", "tres
jugades desfés", "drie zetten ongedaan maken", "due mosse indietro". The count is a number
with a noun of moves after it ("the last" may stand before it or between them); the line
without it must undo or redo and say nothing else, or the line is refused: a count is
never dropped."""

from __future__ import annotations

from collections.abc import Callable

from fortythieves.lang.countwords import counted_moves, last_words
from fortythieves.lang.intents import Cmd, Command, Intent
from fortythieves.lang.parsing.classes import int_of, is_filler, keyword, not_understood
from fortythieves.lang.parsing.line import Phrase, Piece
from fortythieves.lang.tokenizer import TagKind, meanings, pick

_TAKEN = (Cmd.UNDO, Cmd.REDO)


def counted(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The undo or redo of as many moves as the line counts; None when the line counts no
    moves; not understood when it counts them beside anything but a bare undo or redo, or
    counts twice."""
    found = _count(p)
    if found is None:
        return None
    n, said = found
    rest = p.retagged([i for i in range(len(p.words)) if i not in said])
    intent = read(rest)
    if isinstance(intent, Command) and intent.cmd in _TAKEN and not intent.rest:
        return Command(intent.cmd, str(n) if n > 1 else "")
    # "three moves back", "drie zetten terug": a bare "back" beside the count undoes
    backs = [t for t in rest.tags if all(m.kind is TagKind.BACK for m in meanings(t))]
    if backs and all(is_filler(t) or t in backs for t in rest.tags):
        return Command(Cmd.UNDO, str(n) if n > 1 else "")
    if any(keyword(t) in _TAKEN for t in rest.tags) or backs:
        return not_understood(p)  # "undo three moves to column 2": a count never dropped
    return None


def _count(p: Piece) -> tuple[int, set[int]] | None:
    """The number a count of moves says and the words that say it (with "the last" and an
    article before it), or None when no number has a noun of moves after it."""
    words, lang = p.words, p.lang
    nouns, lasts = counted_moves(lang), last_words(lang)
    for k, tag in enumerate(p.tags):
        number = pick(tag, TagKind.NUM)
        if number is None or " " in tag.text:
            continue
        at = p.starts[k]
        end = _after(words, at + 1, lasts)
        noun = _phrase_at(words, end, nouns)
        if noun == 0:
            continue
        said = set(range(at, end + noun))
        start = at
        while (back := _phrase_before(words, start, lasts)) or _article_before(p, start):
            start -= back or 1
        said |= set(range(start, at))
        return int_of(number), said
    return None


def _after(words: list[str], at: int, phrases: frozenset[Phrase]) -> int:
    """The word after any of `phrases` said from `at` on ("tres últimes jugades")."""
    while n := _phrase_at(words, at, phrases):
        at += n
    return at


def _phrase_at(words: list[str], at: int, phrases: frozenset[Phrase]) -> int:
    """The length of the longest of `phrases` said from the word at `at`; 0 when none is."""
    return max((len(ph) for ph in phrases if tuple(words[at : at + len(ph)]) == ph), default=0)


def _phrase_before(words: list[str], end: int, phrases: frozenset[Phrase]) -> int:
    """The length of the longest of `phrases` said right before the word at `end`."""
    return max(
        (len(ph) for ph in phrases if len(ph) <= end and tuple(words[end - len(ph) : end]) == ph), default=0
    )


def _article_before(p: Piece, end: int) -> bool:
    """Whether the word before `end` is a tag of its own that is only an article or a
    small word ("le" in "annulla le ultime tre mosse")."""
    k = p.at_word(end - 1) if end else None
    return (
        k is not None
        and " " not in p.tags[k].text
        and is_filler(p.tags[k])
        and not pick(p.tags[k], TagKind.PRONOUN, TagKind.MOVE)
    )
