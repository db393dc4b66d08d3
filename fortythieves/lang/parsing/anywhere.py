"""A move said with "wherever it goes" in place of its place: the card goes where it can.
The question where a card can go, however it is said, is read in `parsing.whereto`."""

from __future__ import annotations

from fortythieves.lang.intents import MoveIntent
from fortythieves.lang.parsing.classes import Reader
from fortythieves.lang.parsing.line import Piece, occurrences
from fortythieves.lang.placing import anywhere_words


def to_where_it_goes(p: Piece, r: Reader) -> MoveIntent | None:
    """ "play column 8 wherever it fits", "gioca la carta della colonna 8 dove può andare",
    "odigraj kartu iz osmog stupca gdje god može": the words for "wherever it goes" stand for
    the place the card can go, which the game finds (and asks about when there are several).
    Only a move is read so; a place said beside them is the place ("anywhere on column 6")."""
    said = occurrences(p.words, anywhere_words(p.lang))
    if not said:
        return None
    kept = [w for w in range(len(p.words)) if not any(a <= w < b for a, b in said)]
    intent = r.understand(p.retagged(kept))
    if isinstance(intent, MoveIntent) and not intent.ask:
        return intent
    return None
