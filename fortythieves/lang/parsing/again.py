""" "Again" said with a card: "again, the 8", "outra vez, o 8", "e ancora il 5": the card moves
the way the last card was moved (to a foundation again, or onto the same column), which the
session knows, as "and the 8 too" does; never a count of times ("again, the 8" is no eight
draws). And "again" after "and" ("en nog een keer", "i un altre cop"), where the catalogue's
own "and another" took the "and" into a phrase; and "the same" said as a line of its own
("la stessa cosa", "hetzelfde"), which asks for the last act again."""

from __future__ import annotations

from fortythieves.lang.intents import CardRef, Cmd, Command, Intent, MoveIntent, RankRef, Read, Unknown
from fortythieves.lang.linkwords import and_words, this_words
from fortythieves.lang.parsing.classes import Reader, is_filler, starts_with
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.samewords import same_words
from fortythieves.lang.tags import Tag, TagKind, has, pick


def _says_again(tag: Tag) -> bool:
    said = pick(tag, TagKind.CMD)
    return said is not None and said.value is Cmd.AGAIN


def with_card(p: Piece, r: Reader, intent: Intent) -> Intent | None:
    """ "again, the 8", "nog een keer met de 8": the card named after "again" moves where the
    last one went; "nog een keer kolom 4 naar het fundament": "again" before a whole move is
    that move."""
    again = isinstance(intent, Command) and intent.cmd is Cmd.AGAIN
    if not (again or isinstance(intent, Unknown)):
        return None
    at = next((k for k, t in enumerate(p.tags) if _says_again(t)), None)
    if at is None or at + 1 >= len(p.tags) or (not again and at > 0):
        return None
    said = r.understand(p.span(at + 1).flat())
    if isinstance(said, MoveIntent) and said.target is not None and not (said.ask or said.like_last):
        return said
    if said_at(p.words, this_words(p.lang), p.starts[at + 1]):
        # "ancora quel re di picche, che noia": a card that keeps turning up, a remark; the card is read
        return said if again and isinstance(said, Read) else None
    return _like_last(said) if again else None


def and_again(p: Piece, r: Reader) -> Intent | None:
    """ "en nog een keer", "i un altre cop": "and" and "again", where the first words were read
    as a phrase of their own ("en nog een", "i un altre") and the rest is left over."""
    if not p.tags or not starts_with(p.words, and_words(p.lang)):
        return None
    n = said_at(p.words, and_words(p.lang), 0)
    if len(p.tags[0].text.split()) <= n:
        return None  # the "and" is a word of its own: the line is read as it is
    again = r.understand(p.retagged(range(n, len(p.words))))
    return again if isinstance(again, Command) and again.cmd is Cmd.AGAIN else None


def _like_last(intent: Intent) -> MoveIntent | None:
    """A card named alone, moved where the last one went."""
    if not isinstance(intent, Read) or not isinstance(intent.what, CardRef | RankRef):
        return None
    if intent.to or intent.lying_in is not None or intent.count:
        return None
    return MoveIntent(intent.what, None, like_last=True)


def the_same(p: Piece) -> Command | None:
    """ "the same", "la stessa cosa", "isto opet", "hetzelfde graag": a line that is "the same"
    and nothing else but small words and words of "again" asks for the last act again, as
    "again" does (the session repeats a draw, an undo or a redo, and asks after a move); None
    otherwise. A question ("the same?") or a negation ("not the same") asks nothing of it."""
    if "?" in p.words or p.negates:
        return None
    found = occurrences(p.words, same_words(p.lang))
    if len(found) != 1:
        return None
    a, b = found[0]
    for k, t in enumerate(p.tags):
        start, end = p.starts[k], p.starts[k + 1]
        if a <= start and end <= b:
            continue  # a word of "the same" ("la stessa" of "la stessa cosa")
        outside = end <= a or start >= b
        if outside and ((is_filler(t) and not has(t, TagKind.PRONOUN)) or _says_again(t)):
            continue
        return None  # another word ("i ovu isto": this one too), or one that reaches into "the same"
    return Command(Cmd.AGAIN)
