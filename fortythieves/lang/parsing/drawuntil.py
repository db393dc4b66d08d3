"""A draw said with "until" ("draw until I can play", "vira até poder jogar", "trek tot ik
iets kan spelen"): cards drawn one by one until one can be played, the stop of a counted
draw, or until the stock is empty."""

from __future__ import annotations

import bisect

from fortythieves.lang.countwords import all_said
from fortythieves.lang.intents import ALL_MOVES, Cmd, Command
from fortythieves.lang.parsing.classes import is_filler, keyword
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.tags import Tag, TagKind, has, pick
from fortythieves.lang.untilwords import until_words

# the words that name a card or a place: "draw until the 8 of clubs" says which card, and
# the draw would stop at another
_NAMED = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE,
    TagKind.PILEREF, TagKind.EMPTY, TagKind.COLOUR,
)  # fmt: skip


def draw_until(p: Piece) -> Command | None:
    """The draw repeated until a card can be played, when the line is a verb of drawing,
    then "until" and words that name no card or place, in one clause and not asked."""
    if p.cuts or "?" in p.words:
        return None
    lead = next((k for k, t in enumerate(p.tags) if not is_filler(t)), None)
    if lead is None or keyword(p.tags[lead]) is not Cmd.DRAW:
        return None
    nxt = lead + 1  # "draw cards until ...": the word for cards, and an article, may come between
    while nxt < len(p.tags) and pick(p.tags[nxt], TagKind.CARDWORD, TagKind.ARTICLE) is not None:
        nxt += 1
    if nxt >= len(p.tags):
        return None
    at = p.starts[nxt]
    n = said_at(p.words, until_words(p.lang), at)
    if said_at(p.words, all_said(p.lang), at) > n:
        return None  # "roba fins a l'inici": the words of "all the moves" (back to the start) count no draw
    if not n or at + n >= len(p.words):
        return None
    # the tag that holds the word after "until": "tot er een kaart" is tagged "tot", "er een"
    after = bisect.bisect_right(p.starts, at + n) - 1
    if any(_names(p.tags, k) for k in range(after, len(p.tags))):
        return None
    return Command(Cmd.DRAW, ALL_MOVES)


def _names(tags: tuple[Tag, ...], k: int) -> bool:
    """Whether the word at `k` names a card or a place: an article that is also "one", before
    the word for card ("tot er een kaart komt", "até sair uma carta"), names none."""
    if pick(tags[k], *_NAMED) is None:
        return False
    return not (has(tags[k], TagKind.FILLER) and k + 1 < len(tags) and has(tags[k + 1], TagKind.CARDWORD))
