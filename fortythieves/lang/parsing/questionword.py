"""A question read by the way it is asked, beside what its other words are about: a clause
opened (or ended) by "why" asks why the last move was refused ("why won't it let me move
that?"), one opened by "how many" with the noun of moves asks how many were made ("koliko
sam poteza dosad napravio?"); words of advice beside the moves ask for a hint ("any idea what
I should play?"); "how" with a verb of playing asks for the rules ("how do you actually
play this thing?"). Each reads something out, and none is read in a line whose words act."""

from __future__ import annotations

import bisect
import dataclasses

from fortythieves.lang.concepts import may_words, negation_words, only_holds, question_openers, spot
from fortythieves.lang.countwords import counted_moves
from fortythieves.lang.intents import Cmd, Command, MoveIntent, Query
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.parsing.classes import CHATTER, Reader, acts, keyword
from fortythieves.lang.parsing.line import Phrase, Piece, drop_phrases, read_line, said_at
from fortythieves.lang.questionwords import (
    advice_words,
    how_many_words,
    how_words,
    made_words,
    play_verbs,
    should_words,
    still_possible_words,
    why_words,
)
from fortythieves.lang.tags import Tag, TagKind, meanings, pick

# the small words a question word may follow in its clause: "ok but why ...", "i per què ...",
# "a zašto ...", "en hoeveel zetten ..."
_LEAD = 2

# the command words a question of why may hold: "what" ("com és que ...?", "hè, waarom ...?"),
# "say" ("why did it say no?"), why's own
_WHY_BESIDE = (None, Cmd.WHY, Cmd.REPEAT, Query.READ)

# the words that name a card or a place: a count of moves or the rules are never asked of one
_NAMED = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE,
    TagKind.PILEREF, TagKind.EMPTY, TagKind.COLOUR,
)  # fmt: skip


def asked_why(p: Piece) -> Command | None:
    """ "wait, why won't it let me do that?", "per què no m'ha deixat fer aquest moviment?",
    "pq não deixou fazer essa jogada?": a clause opened or ended by a word of "why" asks why
    the last move was refused, whatever it names (the move it is about, the moves, winning):
    a refusal said ("why not") or a "?" with a verb of moving or nothing named; the line
    asks for nothing else, and its other clauses are talk."""
    if any(acts(t) or (keyword(t) not in _WHY_BESIDE and not _one_move(t, p.lang)) for t in p.tags):
        return None  # "why don't you give me a hint?": the hint asked for
    moved = any(pick(t, TagKind.MOVE) for t in p.tags)  # "why won't you let me move the queen?"
    if not (p.negates or (any(t.kind is TagKind.Q for t in p.tags) and (moved or not _names(p)))):
        return None  # "why is the 5 on the foundation?", "how come column 3 is empty?": no refusal
    clauses = p.clauses()
    opened = [k for k, c in enumerate(clauses) if _asked_with(c, why_words(p.lang)) is not None]
    if not opened:
        return None
    others = (c for k, c in enumerate(clauses) if k != opened[0])
    return Command(Cmd.WHY) if all(_talk(c) for c in others) else None


def _one_move(tag: Tag, lang: str) -> bool:
    """Whether a word is the noun of one move, the one a question of why is about ("zašto mi
    zadnji potez nije prošao?"), though said alone it asks for the moves (Croatian "potez")."""
    return keyword(tag) is Cmd.MOVES and (tag.text,) in word_class(lang, "move")


def why_of_a_move(p: Piece, r: Reader) -> MoveIntent | None:
    """ "why can't I put the 8 of clubs on column 1?", "porque é que não posso pôr o 8 de paus
    na coluna 1?", "waarom mag klaveren 8 niet op kolom 1?": a question opened (or ended) by
    a word of "why" around a move it names asks that move, as "can I put ...?" does: the
    rule it breaks, or that it is allowed. Never played: it is asked. The rest of the line is
    read as it is, then without its words of "not"."""
    if not _names(p) or not (p.negates or "?" in p.words):
        return None
    if not p.says(may_words(p.lang)) and not any(pick(t, TagKind.MOVE) for t in p.tags):
        return None  # "why is the 5 on the foundation?": where a card lies, no move asked
    if len(p.clauses()) > 1:
        return None  # "why? put the 8 on column 1": a question and a command, not one question
    rest = _asked_with(p, why_words(p.lang))
    if not rest:
        return None
    for words in (rest, drop_phrases(rest, negation_words(p.lang))):
        intent = r.understand(read_line(" ".join(words), p.lang))
        if isinstance(intent, MoveIntent) and not intent.back:
            return dataclasses.replace(intent, ask=True, advice=False)
    return None


def asked_by_its_words(p: Piece, asked: Cmd | None) -> Cmd | None:
    """The question a line asks, beside `asked`, the one its words mark (`concepts.spot`),
    in a line where nothing acts and nothing is named that a question about it would read:
    the moves made ("how many moves so far?"), a hint ("what should I play?"), the rules
    ("how is this played?"); `asked` when the line asks none of these."""
    if asked not in (Cmd.MOVES, Cmd.HINT, None):
        return asked
    if _counts_moves_made(p) or (p.says(made_words(p.lang)) and not _names(p)):
        return Cmd.MOVE_COUNT  # "what was my last move?": the moves made, not those to make
    if asked is not Cmd.HINT and _asks_how_to_play(p):
        return Cmd.RULES  # "hoe moet dit gespeeld worden?": the way asked, never a move advised
    if asks_advice(p):
        return Cmd.HINT
    return asked


def _counts_moves_made(p: Piece) -> bool:
    """ "quants moviments porto fins ara?", "quantos movimentos eu já fiz até agora?": "how
    many" opening a clause with the noun of moves after it, and no word of what is still
    possible ("how many moves are left?", "how many moves can I make?": the moves to play)."""
    lang = p.lang
    if p.says(may_words(lang)) or p.says(still_possible_words(lang)) or _names(p):
        return False
    for clause in p.clauses():
        rest = _asked_with(clause, how_many_words(lang))
        if rest is not None and any(said_at(rest, counted_moves(lang), i) for i in range(len(rest))):
            return True
    return False


def asks_advice(p: Piece) -> bool:
    """ "any idea what I should play now?", "koju kartu da pomaknem?": words of "should"
    beside a question about the moves (or a hint) ask for a hint; the game's own advice
    asked ("o que é que farias?", "what do you recommend?") asks for it in any question
    that asks nothing else. Never of a card or a place named."""
    if _names(p):
        return False
    words, lang = p.words, p.lang
    own = drop_phrases(words, advice_words(lang))
    asked = "?" in words or p.says(question_openers(lang))
    if asked and len(own) < len(words) and spot(own, lang) in (Cmd.MOVES, Cmd.HINT, None):
        return True
    rest = drop_phrases(words, should_words(lang))
    return len(rest) < len(words) and (
        spot(rest, lang) in (Cmd.MOVES, Cmd.HINT) or spot(words, lang) is Cmd.MOVES
    )


def _asks_how_to_play(p: Piece) -> bool:
    """ "how is this game even played?", "kako se zapravo igra ova igra?": "how" opening a
    clause with a verb of playing after it, and nothing of the board named."""
    if _names(p):
        return False
    for clause in p.clauses():
        rest = _asked_with(clause, how_words(p.lang))
        if rest is not None and any(said_at(rest, play_verbs(p.lang), i) for i in range(len(rest))):
            return True
    return False


def _asked_with(clause: Piece, marks: tuple[Phrase, ...]) -> list[str] | None:
    """The words of `clause` but its question word, when one of `marks` opens it, past at
    most `_LEAD` small words ("ok but why ..."), or ends it ("e isto joga-se como?", "não dá
    porquê?"); None when none does."""
    words = clause.words
    for at in range(min(_LEAD, len(words) - 1) + 1):
        if n := said_at(words, marks, at):
            return words[:at] + words[at + n :]
        if not _small(clause.tags[bisect.bisect_right(clause.starts, at) - 1]):
            break
    said = len(words)
    while said and words[said - 1] in _MARKS:
        said -= 1
    ending = (m for m in marks if 0 < len(m) < said and tuple(words[said - len(m) : said]) == m)
    return next((words[: said - len(m)] for m in ending), None)


_MARKS = frozenset("?!.")


def _talk(clause: Piece) -> bool:
    """Whether a clause beside a question is talk ("wait", "hmm", "ok", "hang on"): nothing
    in it names or asks for anything."""
    return only_holds(clause.text, clause.lang) or all(map(_small, clause.tags))


def _small(tag: Tag) -> bool:
    """Whether a word is talk or a small word: not known, filler, a "no", a "huh?"."""
    return keyword(tag) is Cmd.REPEAT or all(
        m.kind in CHATTER or m.kind is TagKind.CANCEL for m in meanings(tag)
    )


def _names(p: Piece) -> bool:
    """Whether the line names a card or a place."""
    return any(pick(t, *_NAMED) is not None for t in p.tags)
