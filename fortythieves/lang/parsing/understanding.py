"""A piece of a line understood: word for word, then the second readings, each an
operation on its tags, tried in turn; the parts of one line read so far are kept, so that
each is read once."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from fortythieves.lang.concepts import now_words, question_spans, spot
from fortythieves.lang.intents import (
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Nothing,
    Options,
    Read,
    Unknown,
    Where,
)
from fortythieves.lang.otherone import other_one_said, says_other_one
from fortythieves.lang.parsing.again import and_again, with_card
from fortythieves.lang.parsing.anywhere import to_where_it_goes
from fortythieves.lang.parsing.cardundo import undone_of_card
from fortythieves.lang.parsing.classes import Reader, typed
from fortythieves.lang.parsing.clausecount import count_in_clause
from fortythieves.lang.parsing.commands import read
from fortythieves.lang.parsing.corrections import (
    after_pause,
    apposition,
    asked_of_named,
    correction,
    empty_after,
    it_named_before,
    moved_after_asking,
    narrowed_card,
    origin_after,
    read_named_before,
    relayed,
    replaced,
    tagged,
    there_named,
    without_may,
    without_softeners,
)
from fortythieves.lang.parsing.counting import number_before_repeat, redone_every
from fortythieves.lang.parsing.emptyasked import empty_anywhere, empty_asked
from fortythieves.lang.parsing.fitsasked import fits_asked
from fortythieves.lang.parsing.followups import after_lead, after_stop, short_names
from fortythieves.lang.parsing.line import Piece, drop_phrases
from fortythieves.lang.parsing.questionword import asked_why, asks_advice, why_of_a_move
from fortythieves.lang.parsing.remarks import (
    answer_or_remark,
    answer_with_remark,
    before_reason,
    consequence,
    one_clause,
    or_not_asked,
    question,
    without_chatter,
    without_time_remark,
)
from fortythieves.lang.parsing.settings import language_switch, names_section, unknown_words
from fortythieves.lang.parsing.themback import them_brought_back
from fortythieves.lang.parsing.undoing import (
    back_after_error,
    back_with_remark,
    counted_again,
    emphatic_no,
    move_again,
    needed_back,
    redo_after_no,
    says_undone,
    undo_before_wanted,
)
from fortythieves.lang.parsing.whereafter import where_said_last
from fortythieves.lang.parsing.whereto import where_it_may_go
from fortythieves.lang.tokenizer import LONGEST_SAID

# A second reading reads parts of the line again, and those parts get second readings of
# their own: without a bound a line of many connectors ("que fa, que fa, ...") is cut in
# every way. Within one parse each part is read once (the memo), and a part read inside a
# part inside a part is read only word for word (the depth): the work grows as a small
# power of the number of words, never exponentially.
_MAX_DEPTH = 2


@dataclasses.dataclass(frozen=True)
class _Done:
    """A part read at `depth`, whose readings went `height` parts deeper."""

    intent: Intent
    depth: int
    height: int

    def holds_at(self, depth: int) -> bool:
        """Whether the part read at `depth` reads the same: a reading never cut short by the
        depth is the same at any depth where it is still not cut short."""
        if depth == self.depth:
            return True
        return self.depth + self.height <= _MAX_DEPTH and depth + self.height <= _MAX_DEPTH


class Work:
    """The parts of one line read so far."""

    def __init__(self) -> None:
        self.memo: dict[tuple[Piece, bool], list[_Done]] = {}
        self.depth = 0
        self.reach = 0  # the deepest part read so far by the reading under way

    def understand(self, p: Piece, quick: bool) -> Intent:
        depth = self.depth
        if depth > _MAX_DEPTH:
            self.reach = max(self.reach, depth)
            narrowed = narrowed_card(p, quick)
            return narrowed if narrowed is not None else read(p, quick)
        done = self.memo.setdefault((p, quick), [])
        if (same := next((d for d in done if d.holds_at(depth)), None)) is not None:
            self.reach = max(self.reach, depth + same.height)
            return same.intent
        outer, self.reach = self.reach, depth
        self.depth += 1
        try:
            intent = count_in_clause(p, _understood(p, WorkReader(self, quick)))
        finally:
            self.depth -= 1
            height, self.reach = self.reach - depth, max(outer, self.reach)
        done.append(_Done(intent, depth, height))
        return intent


@dataclasses.dataclass(frozen=True)
class WorkReader:
    work: Work
    quick: bool

    def understand(self, p: Piece, quick: bool | None = None) -> Intent:
        return self.work.understand(p, self.quick if quick is None else quick)


Reading = Callable[[Piece, Reader], Intent | None]

# the readings of a line not understood word for word, in the order they are tried
SECOND_READINGS: tuple[Reading, ...] = (
    lambda p, r: asked_why(p),
    fits_asked,
    where_said_last,
    lambda p, r: number_before_repeat(p),
    and_again,
    to_where_it_goes,
    back_after_error,
    apposition,
    it_named_before,
    read_named_before,
    empty_after,
    tagged,
    after_pause,
    correction,
    lambda p, r: one_clause(p, r.quick),
    lambda p, r: empty_asked(p),
    empty_anywhere,
    lambda p, r: without_chatter(p),
    emphatic_no,
    redo_after_no,
    lambda p, r: counted_again(p),  # "doe ze allebei weer opnieuw": both, never one
    move_again,
    without_time_remark,
    back_with_remark,
    before_reason,
    lambda p, r: language_switch(p),
    answer_with_remark,
    answer_or_remark,
    or_not_asked,
    origin_after,
    without_may,
    relayed,
    without_softeners,
    lambda p, r: question(p),
)


def _understood(p: Piece, r: Reader) -> Intent:
    """The piece word for word, then the second readings; a card named by colour and rank
    and then narrowed by its suit first ("the red jack, the spade one" is no jack and an
    ace of spades)."""
    if len(p.tags) > LONGEST_SAID:
        return read(p, r.quick)  # no command is said so long: read once, word for word
    if (other := other_one_said(p, r)) is not None:
        return other  # "and the other one too": the other copy of the card named last
    # "..., llavors tinc la columna 2 lliure": a remark on what the move brings is passed
    # over even when its words are all known; the column it names is not the destination
    if (remarked := consequence(p, r.quick)) is not None:
        return remarked
    if (why := why_of_a_move(p, r)) is not None:
        return why  # "why can't I put the 8 on column 1?": that move asked, never the last act
    if (undone := undo_before_wanted(p, r)) is not None:
        return undone  # "undo, I meant to put the 7 on the 8": the reason, never a correction
    # "laat maar, doe die vijf weer opnieuw": the command after a correction acts alone, before
    # the words before it are read ("laat" alone reads)
    if (fixed := replaced(p, r)) is not None:
        return fixed
    if (there := there_named(p, r)) is not None:
        return there
    if (moved := moved_after_asking(p, r)) is not None:
        return moved  # "what's on it, put it on column 4": the move, not a read of column 4
    if (asked := asked_of_named(p, r)) is not None:
        return asked  # "column 3, what can go on it?": asked of column 3, no move onto it
    # "I'm going to take the 5 of hearts back off the foundation": read without "I'm going to"
    # before the words are read as they come ("to" is no place here)
    if (needed := needed_back(p, r)) is not None:
        return needed
    if (card := undone_of_card(p, r.understand)) is not None:
        return card  # "anula essa do 9": the 9's move taken back, never nine moves
    if (them := them_brought_back(p, r.understand)) is not None:
        return them  # "put them both back", "zet ze terug": the moves taken back, played again
    if (options := where_it_may_go(p, r)) is not None:
        return options  # "where can I put the 6?": its places, not where it lies
    narrowed = narrowed_card(p, r.quick)
    intent = narrowed if narrowed is not None else read(p, r.quick)
    if isinstance(intent, Unknown) and not intent.too_long:
        intent = next((again for reading in SECOND_READINGS if (again := reading(p, r)) is not None), intent)
    if (led := after_lead(p, r, intent)) is not None:
        return led  # "sì, mettilo sul nove", "e agora o 5 para a base"
    if (stopped := after_stop(p, r, intent)) is not None:
        return stopped  # "basta, nuova partita"
    if isinstance(intent, Unknown | Nothing | Read) and (short := short_names(p)) is not None:
        return short  # "ah f": the ace of hearts, not "ah!"
    # "doe die zet toch maar weer": the move as the object of "again" is redo; "vrati potez koji
    # sam poništio": the undo word in a remark on the undone move never undoes
    moved_it = isinstance(intent, MoveIntent) and isinstance(intent.source, It) and intent.target is None
    undoes = isinstance(intent, Command) and intent.cmd is Cmd.UNDO and says_undone(p)
    if (moved_it or undoes) and (again := counted_again(p) or move_again(p)) is not None:
        return redone_every(p, again) or again
    if (every := redone_every(p, intent)) is not None:
        return every  # "redo the undone moves", "ponovi poništene poteze": every move taken back
    if (card := with_card(p, r, intent)) is not None:
        return card  # "again, the 8": moved as the last one was
    if isinstance(intent, Command) and intent.cmd is Cmd.AGAIN and says_other_one(p.text, p.lang):
        return Unknown((typed(p.typed if p.typed is not None else p.text),))  # "e a outra também"
    if isinstance(intent, Command) and intent.cmd is Cmd.AGAIN and ("?" in p.words or p.negates):
        return Command(Cmd.REPEAT)  # "again?" asks to hear it again; "not again!" asks for nothing
    if isinstance(intent, Command) and intent.cmd is Cmd.HINT and _moves_asked_now(p) and not asks_advice(p):
        return Command(Cmd.MOVES)  # "e adesso cosa posso giocare?", "i ara què puc jugar, jo?"
    if (
        isinstance(intent, Command)
        and intent.cmd is Cmd.HINT
        and (asked := _asked_after_now(p, r)) is not None
    ):
        return asked  # "e agora posso ganhar?": the question said after "and now", never a hint
    if (
        isinstance(intent, Command)
        and intent.cmd is Cmd.RULES
        and not names_section(intent.rest, p.lang)
        and not unknown_words(intent.rest, p.lang)
    ):
        return Command(Cmd.RULES)  # "quais são as regras deste jogo": the rules, no section named
    return intent


def _asked_after_now(p: Piece, r: Reader) -> Command | Options | Where | None:
    """ "e agora posso ganhar?", "e adesso posso vincere?", "e agora o 7 de copas vai para
    onde?": "and now" (a hint said alone) before a question of its own that reads something
    else (whether the game can be won, the score, where a card may go or lies): that question."""
    rest = p.without(now_words(p.lang))
    if len(rest) == len(p) or not rest:
        return None
    asked = r.understand(rest.flat())
    if isinstance(asked, Command) and asked.cmd in (Cmd.CAN_WIN, Cmd.SCORE, Cmd.STATS, Cmd.MOVE_COUNT):
        return asked
    return asked if isinstance(asked, Options | Where) else None


def _moves_asked_now(p: Piece) -> bool:
    """ "and now, what can I play?": an "and now" (a hint said alone) beside a question
    about the moves asks the moves."""
    # a word of a longer question phrase stays ("a próxima jogada": the next move, a hint)
    nows = now_words(p.lang)
    inside = {
        k for start, end in question_spans(p.words, p.lang) if tuple(p.words[start:end]) not in nows
        for k in range(start, end)
    }  # fmt: skip
    kept = ["\0" + w if i in inside else w for i, w in enumerate(p.words)]
    rest = [w.removeprefix("\0") for w in drop_phrases(kept, nows)]
    return len(rest) < len(p.words) and spot(rest, p.lang) is Cmd.MOVES
