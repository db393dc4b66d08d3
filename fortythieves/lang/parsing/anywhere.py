"""A move said with "wherever it goes" in place of its place: the card goes where it can.
The question where a card can go, however it is said, is read in `parsing.whereto`."""

from __future__ import annotations

from fortythieves.lang.intents import MoveIntent
from fortythieves.lang.parsing.classes import Reader
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.placing import anywhere_words, it_goes_words, wherever_words


def to_where_it_goes(p: Piece, r: Reader) -> MoveIntent | None:
    """ "play column 8 wherever it fits", "gioca la carta della colonna 8 dove può andare",
    "odigraj kartu iz osmog stupca gdje god može": the words for "wherever it goes" stand for
    the place the card can go, which the game finds (and asks about when there are several).
    Only a move is read so; a place said beside them is the place ("anywhere on column 6")."""
    goes = it_goes_words(p.lang)
    said = [(a, _past(p.words, goes, b)) for a, b in occurrences(p.words, anywhere_words(p.lang))]
    said = said or _where_it_goes_said(p)  # "gdje god paše": the words of "it goes" after them too
    if not said:
        return None
    kept = [w for w in range(len(p.words)) if not any(a <= w < b for a, b in said)]
    intent = r.understand(p.retagged(kept))
    if isinstance(intent, MoveIntent) and not intent.ask:
        return intent
    return None


def _where_it_goes_said(p: Piece) -> list[tuple[int, int]]:
    """ "gioca l'otto dove va", "speel de acht, waar die ook past", "odigraj dečka gdje god
    paše": a word for "where" said after the first word, then only the words of "it goes"
    (pronouns, verbs of going or fitting, "-ever" said apart) to the end of the line, stand
    for the place as the phrases of "wherever it goes" do. The move read without them must
    be ordered by a verb: "where does the 8 go?" stays a question."""
    words = [w for w in p.words if w != "?"]
    wheres, goes = wherever_words(p.lang), it_goes_words(p.lang)
    for at in range(1, len(words)):
        if not (n := said_at(words, wheres, at)):
            continue
        if (end := _past(words, goes, at + n)) == len(words) and end > at + n:
            return [(at, len(p.words))]
    return []


def _past(words: list[str], goes: frozenset[tuple[str, ...]], at: int) -> int:
    """The word after the words of "it goes" said from `at` on."""
    while at < len(words) and (k := said_at(words, goes, at)):
        at += k
    return at
