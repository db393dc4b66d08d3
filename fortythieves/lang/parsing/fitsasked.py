"""Which cards can go on a card, asked with a verb of putting or going: "which cards can I
put on the ten of hearts?", "quali carte posso mettere sul 10 di cuori?", "que cartas é que
podem ir para o 10 de copas?", "welke kaarten kan ik op harten tien leggen?"."""

from __future__ import annotations

import bisect

from fortythieves.lang.intents import About, Query, Read
from fortythieves.lang.parsing.classes import Reader, is_filler
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.placing import can_go_words, which_cards_words
from fortythieves.lang.tags import Tag, TagKind, has

# a question mark, or the words for cards said after "which" ("quali carte")
_BESIDE = (TagKind.Q, TagKind.CARDWORD)


def fits_asked(p: Piece, r: Reader) -> Read | None:
    """ "which cards can I put on the 10 of hearts?": a word of "which" or "what" first, then a
    word of "can" (its verbs of going too: "hi poden anar") and at most one verb of putting,
    with only small words between them, then "on" and one card or place (Dutch says the verb
    last: "... op harten tien leggen?") ask what can go on that card, as "what can go on the
    10 of hearts?" does; nothing moves."""
    words = p.words
    if not (opened := said_at(words, which_cards_words(p.lang), 0)):
        return None
    to = next((k for k, t in enumerate(p.tags) if has(t, TagKind.TO)), None)
    if to is None or p.starts[to] <= opened:
        return None
    between = words[opened : p.starts[to]]
    cans = occurrences(between, can_go_words(p.lang))
    if not cans:
        return None
    said_can = {opened + w for a, b in cans for w in range(a, b)}
    verbs: set[int] = set()
    for w in range(opened, p.starts[to]):
        k = bisect.bisect_right(p.starts, w) - 1
        t = p.tags[k]
        if w in said_can:
            continue
        if has(t, TagKind.MOVE):
            verbs.add(k)
        elif not (is_filler(t) or t.kind in _BESIDE):
            return None  # "which cards can I put from column 3 on the 10": more than the question
    tail = list(p.tags[to:])
    while tail and (tail[-1].kind is TagKind.Q or (not verbs and has(tail[-1], TagKind.MOVE))):
        if tail.pop().kind is not TagKind.Q:
            verbs.add(len(p.tags))  # "... op harten tien leggen?": the verb said last
    if len(verbs) > 1 or len(tail) < 2:
        return None
    asked = r.understand(Piece((Tag(TagKind.CMD, Query.FITS, "fits"), *tail), p.lang))
    if isinstance(asked, Read) and asked.about is About.FITS and not asked.it:
        return asked
    return None
