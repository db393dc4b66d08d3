"""A typed line tokenized once, and the pieces the readings cut it into: clauses, the
words before or after a connector, the line without the words of a class. A piece is
its tags; cutting one never reads its text again."""

from __future__ import annotations

import bisect
import dataclasses
import itertools
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any, Generic, TypeVar, overload

from fortythieves.lang.concepts import Phrase as Phrase
from fortythieves.lang.concepts import negates
from fortythieves.lang.tags import Tag
from fortythieves.lang.tokenizer import LONGEST_SAID, do_it_tags, lexicon, tag_words, tokenize_clauses

_T = TypeVar("_T")


class _once(Generic[_T]):
    """A value of a piece made the first time it is asked for and kept in the piece, as
    `functools.cached_property` keeps it, without the lock it takes (in Python 3.11) on
    every first look: a line's readings make thousands of pieces and ask each a few of these
    once."""

    def __init__(self, make: Callable[[Any], _T]) -> None:
        self.make = make
        self.name = make.__name__
        self.__doc__ = make.__doc__

    @overload
    def __get__(self, piece: None, owner: type) -> _once[_T]: ...
    @overload
    def __get__(self, piece: object, owner: type) -> _T: ...
    def __get__(self, piece: object | None, owner: type) -> _once[_T] | _T:
        if piece is None:
            return self
        value = piece.__dict__[self.name] = self.make(piece)
        return value


@dataclasses.dataclass(frozen=True)
class Piece:
    """Tags of a line, in order, with where its clauses begin and what the player typed."""

    tags: tuple[Tag, ...]
    lang: str
    cuts: tuple[int, ...] = ()  # the tags that begin a clause, the first excepted
    typed: str | None = None  # as typed, when the piece is the whole line or one clause of it

    @_once
    def starts(self) -> tuple[int, ...]:
        """The word each tag begins at, and the number of words last."""
        out = [0]
        for t in self.tags:
            out.append(out[-1] + len(t.text.split()))
        return tuple(out)

    @_once
    def words(self) -> list[str]:
        return [w for t in self.tags for w in t.text.split()]

    @_once
    def text(self) -> str:
        return " ".join(self.words)

    @_once
    def negates(self) -> bool:
        return negates(self.text, self.lang)

    def __hash__(self) -> int:
        return self._hash

    @_once
    def _hash(self) -> int:
        """The piece's hash, made once: a piece is a key of the readings made so far, and its
        tags are many."""
        return hash((self.tags, self.lang, self.cuts, self.typed))

    def __bool__(self) -> bool:
        return bool(self.tags)

    def __len__(self) -> int:
        return len(self.tags)

    def span(self, a: int, b: int | None = None) -> Piece:
        """The tags from `a` to `b`, with the clause marks among them."""
        b = len(self.tags) if b is None else b
        typed = self.typed if (a, b) == (0, len(self.tags)) else None
        return Piece(self.tags[a:b], self.lang, tuple(c - a for c in self.cuts if a < c < b), typed)

    def clauses(self) -> list[Piece]:
        """Each clause, as typed when the line's marks and clauses line up."""
        bounds = [0, *self.cuts, len(self.tags)]
        return [self.span(a, b) for a, b in itertools.pairwise(bounds)]

    def at_word(self, i: int) -> int | None:
        """The tag that begins at word `i`; None when a tag holds that word inside it."""
        try:
            return self.starts.index(i)
        except ValueError:
            return None

    def only(self, keep: Iterable[int]) -> Piece:
        """The piece with only the tags at `keep`."""
        kept = sorted(set(keep))
        cuts = tuple(
            sorted({n for n, k in enumerate(kept) if n and any(k >= c > kept[n - 1] for c in self.cuts)})
        )
        return Piece(tuple(self.tags[k] for k in kept), self.lang, cuts)

    def flat(self) -> Piece:
        """The same words said as one clause."""
        return Piece(self.tags, self.lang)

    def replaced(self, tags: Sequence[Tag]) -> Piece:
        """The same clauses with each tag replaced (`tags` as long as the piece)."""
        return Piece(tuple(tags), self.lang, self.cuts, self.typed)

    def without(self, phrases: Iterable[Phrase]) -> Piece:
        """The piece without `phrases` wherever they are said, its words tagged again: the
        words on either side of a phrase passed over may make one ("daj novu kartu")."""
        kept = _kept(self.words, phrases)
        return self if len(kept) == len(self.words) else self.retagged(kept)

    def retagged(self, kept: Sequence[int]) -> Piece:
        """The piece with only the words at `kept`, tagged again, its clauses kept apart."""
        clause_words = sorted({self.starts[c] for c in self.cuts})
        words = [self.words[i] for i in kept]
        # a clause begins among the words between two kept ones: the first clause word past
        # the one kept before is looked up, not every clause for every word
        cut_at = {
            n
            for n in range(1, len(kept))
            if (j := bisect.bisect_right(clause_words, kept[n - 1])) < len(clause_words)
            and clause_words[j] <= kept[n]
        }
        rest = bool(kept) and kept[0] + len(kept) == len(self.words) and kept[-1] == len(self.words) - 1
        tags, starts = self._tagged_from(kept[0]) if rest else tag_words(words, self.lang)
        cuts = tuple(k for k, s in enumerate(starts) if k and s in cut_at and starts[k - 1] != s)
        return Piece(tuple(tags), self.lang, cuts)

    def _tagged_from(self, at: int) -> tuple[list[Tag], list[int]]:
        """The words from `at` on tagged again, as if alone. A tag is the longest phrase
        that begins where the tag before it ended, found from the words after it: where a
        tag of the words from an earlier word on begins at `at`, their tags from there are
        the rest's own. The rest read first is tagged, and each later one a reading asks for
        is a slice of it ("perdona fa, perdona fa, ..."); not so when the rest alone is a
        whole line of "do it", or is short enough to be looked at for slips of the finger
        and the longer one is not."""
        words = self.words[at:]
        run: tuple[int, list[Tag], list[int]] | None = self.__dict__.get("_run")
        if run is not None and run[0] <= at:
            first, tags, starts = run
            k = bisect.bisect_left(starts, at - first)
            if (
                k < len(starts)
                and starts[k] == at - first
                and (len(words) <= LONGEST_SAID) == (len(self.words) - first <= LONGEST_SAID)
                and do_it_tags(words, lexicon(self.lang)) is None
            ):
                return tags[k:], [s - (at - first) for s in starts[k:]]
        tags, starts = tag_words(words, self.lang)
        if run is None:
            self.__dict__["_run"] = (at, tags, starts)  # as `_once` keeps its value
        return tags, starts

    def tagged_again(self) -> Piece:
        """The piece's words tagged again as one run: tags left out may have parted a phrase."""
        return self.retagged(range(len(self.words)))

    def says(self, phrases: frozenset[Phrase] | tuple[Phrase, ...]) -> bool:
        """Whether one of `phrases` is said anywhere among the words."""
        words, starting = self.words, by_first_word(phrases)
        return any(
            tuple(words[i : i + len(p)]) == p for i, w in enumerate(words) for p in starting.get(w, ())
        )


@cache
def by_first_word(phrases: frozenset[Phrase] | tuple[Phrase, ...]) -> dict[str, tuple[Phrase, ...]]:
    """`phrases` by their first word, longest first: where one may begin is looked up at once."""
    found: dict[str, list[Phrase]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        if phrase:  # an empty phrase is said nowhere
            found.setdefault(phrase[0], []).append(phrase)
    return {w: tuple(p) for w, p in found.items()}


def drop_phrases(words: list[str], phrases: Iterable[Phrase]) -> list[str]:
    """`words` with every occurrence of `phrases` taken out, longest phrases first."""
    kept = _kept(words, phrases)
    return words if len(kept) == len(words) else [words[i] for i in kept]


def said_at(words: list[str], phrases: Iterable[Phrase], at: int) -> int:
    """How many words the longest of `phrases` said from the word at `at` on takes; 0 when
    none is said there."""
    if at >= len(words):
        return 0
    # only the phrases that begin with the word at `at` are compared
    starting = by_first_word(phrases if isinstance(phrases, frozenset) else frozenset(phrases))
    if not (begun := starting.get(words[at])):
        return 0  # no phrase begins with the word: most words of a line
    return next((len(p) for p in begun if tuple(words[at : at + len(p)]) == p), 0)


def occurrences(words: list[str], phrases: Iterable[Phrase]) -> list[tuple[int, int]]:
    """Where `phrases` are said among `words`, left to right, the longest one at each word,
    none overlapping: the first word and the word after the last of each."""
    said = frozenset(phrases)
    firsts = by_first_word(said)
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        if words[i] in firsts and (n := said_at(words, said, i)):  # most words begin no phrase
            out.append((i, i + n))
            i += n
        else:
            i += 1
    return out


def _kept(words: list[str], phrases: Iterable[Phrase]) -> list[int]:
    """The positions of the words that are in no occurrence of `phrases`."""
    said = tuple(phrases)
    if not {p[0] for p in said} & set(words):
        return list(range(len(words)))  # no phrase begins anywhere: the common case
    covered = {k for a, b in occurrences(words, said) for k in range(a, b)}
    return [i for i in range(len(words)) if i not in covered]


def join(pieces: Sequence[Piece]) -> Piece:
    """Pieces of one line said one after the other, each a clause of its own."""
    tags: list[Tag] = []
    cuts: list[int] = []
    for p in pieces:
        if tags and p.tags:
            cuts.append(len(tags))
        cuts += [len(tags) + c for c in p.cuts]
        tags += p.tags
    lang = pieces[0].lang if pieces else "en"
    return Piece(tuple(tags), lang, tuple(cuts))


def read_line(line: str, lang: str) -> Piece:
    """The line tokenized once: its tags and the clauses its marks part."""
    tags, cuts = tokenize_clauses(line, lang)
    return Piece(tuple(tags), lang, tuple(cuts), line)
