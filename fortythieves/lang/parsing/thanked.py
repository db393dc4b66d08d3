"""Thanks said for something, in a clause: "thanks for the tip", "grazie del consiglio",
"bedankt voor de tip", "obrigado pela dica", "gràcies per la pista", "hvala na savjetu".
What is thanked for is named, never asked for: the clause asks nothing and never acts,
whatever its words read as alone ("tip" asks for the hint). The rest of the line is read
alone ("thanks for the tip, now draw": the draw)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from fortythieves.lang.chatter import thanks_for
from fortythieves.lang.intents import Intent, Nothing
from fortythieves.lang.parsing.line import Piece
from fortythieves.lang.parsing.typedwords import typed_words


def thanked(p: Piece, line: str, read: Callable[[str], Intent]) -> Intent | None:
    """The line read without its clauses of thanks (`read` reads the rest as typed); nothing
    when they are all it says; None when no clause thanks for something."""
    bounds = [0, *(p.starts[c] for c in p.cuts), len(p.words)]
    clauses = list(itertools.pairwise(bounds))
    said = [(a, b) for a, b in clauses if thanks_for([w for w in p.words[a:b] if w != "?"], p.lang)]
    if not said:
        return None
    kept = [k for a, b in clauses if (a, b) not in said for k in range(a, b)]
    words = typed_words(p, line) or p.words
    rest = " ".join(w for k in kept if (w := words[k]))
    if not any(w.strip(" ,;.!?…—–-\"'()") for w in rest.split()):
        return Nothing()
    return read(rest)
