"""A typed line becomes an intent, in stages: the line is tokenized once (`line`); its tags
are read word for word (`commands`); a line not understood so gets the second readings,
each an operation on its tags (`remarks`, `corrections`, `undoing`); a line still not
understood is quoted with the command it may have meant (`nearest`)."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable

from fortythieves.core.moves import PileKind
from fortythieves.lang.backwords import back_alone_words
from fortythieves.lang.chatter import talk_before
from fortythieves.lang.concepts import (
    correction_words,
    now_words,
    question_spans,
    spot,
)
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Nothing,
    PileRef,
    RankRef,
    Read,
    Setting,
    SettingName,
    Unknown,
    changes_game,
)
from fortythieves.lang.linkwords import also_words, and_words, foundations_words, numbered_piles
from fortythieves.lang.loudness import loudness_asked
from fortythieves.lang.otherone import says_other_one
from fortythieves.lang.parsing.again import and_again, the_same, with_card
from fortythieves.lang.parsing.anywhere import to_where_it_goes
from fortythieves.lang.parsing.asking import as_asked, asked, asks_with_no_verb
from fortythieves.lang.parsing.cardlist import cards_left_out
from fortythieves.lang.parsing.classes import MAX_CUTS, MAX_LINE, Reader, starts_with, typed
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
from fortythieves.lang.parsing.emptyasked import empty_asked
from fortythieves.lang.parsing.followups import (
    after_lead,
    after_stop,
    destination,
    from_named,
    from_that_column,
    named_from,
    short_names,
)
from fortythieves.lang.parsing.life import life_said, only_remarks
from fortythieves.lang.parsing.line import Piece, drop_phrases, occurrences, read_line, said_at
from fortythieves.lang.parsing.lying import card_column_said
from fortythieves.lang.parsing.naming import named_where_it_lies
from fortythieves.lang.parsing.nearest import nearest_word, replace_word
from fortythieves.lang.parsing.onto import OntoCard, onto_card_column
from fortythieves.lang.parsing.questionword import asked_why, asks_advice, why_of_a_move
from fortythieves.lang.parsing.regret import regretted
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
from fortythieves.lang.parsing.series import series
from fortythieves.lang.parsing.settings import language_switch, names_section, switch_back, unknown_words
from fortythieves.lang.parsing.talking import before_tail, left_as_it_is, without_talk_after
from fortythieves.lang.parsing.undoing import (
    back_after_error,
    back_with_remark,
    emphatic_no,
    move_again,
    needed_back,
    redo_after_no,
    says_undone,
    undo_before_wanted,
)
from fortythieves.lang.parsing.whereto import where_it_may_go
from fortythieves.lang.remarkwords import state_words
from fortythieves.lang.tags import Tag, TagKind, meanings, pick
from fortythieves.lang.tokenizer import LONGEST_SAID

# Symbols no command is typed with ("{{7*7}}", "<b>", "#5"): a line holding one never acts,
# with quick play on or off; it may still read ("column 3 (the long one)?" has none).
_JUNK = re.compile(r"[{}\[\]<>*+=#$%&@^~|\\_]")
_ARROWS = re.compile(r"-+>|=+>")  # "c3 -> f", "7s => 8s": an arrow says "to"


def parse(line: str, lang: str, quick: bool = False) -> Intent:
    """The intent of `line`; `quick`: a card or a column named alone plays itself.

    A line not understood word for word gets more readings: one clause of it alone, when
    the others are only chatter ("go back a move, I messed up"), ..., then the one
    question its words mark, when nothing in it could act ("any hints?"). A line still
    not understood is quoted with the command it may have meant, when one is close
    ("quen of hearts": "queen of hearts"), never run."""
    if len(line) > MAX_LINE:
        return Unknown((), None, too_long=True)
    whole = read_line(line, lang)
    if (kept := before_tail(whole, line)) is not None:  # "show me my stats, wins and all"
        return parse(kept, lang)  # the stats alone; never a card alone for quick play to move
    if (regret := regretted(whole, line, lambda rest: parse(rest, lang))) is not None:
        return regret  # "dovevo spostare il fante prima": a clause of regret is a remark, never an order
    if _back_after_talk(whole):
        return Command(Cmd.UNDO)  # "oeps terug": the word for "back" as a line of its own, after talk
    if not _JUNK.search(_ARROWS.sub(" ", line)):  # a line of symbols never acts, in parts or whole
        if (life := life_said(whole)) is not None:
            return life  # "deal me a fresh hand": a grammar line of a game's life covers the line
        # each part is read as the line it would be typed alone
        several = series(whole, line, lambda part: _parsed(part, lang, quick, by_column=True))
        if several is not None:
            return several
    intent = _parsed(line, lang, quick, by_column=True, raw=whole)
    taken = isinstance(intent, Command) and intent.cmd.takes_text  # "new game Rank and File"
    if changes_game(intent) and ((not taken and cards_left_out(whole)) or only_remarks(whole)):
        return Unknown((typed(line),))  # "the 5 to the foundation, then the zorblax"; "ik ga weg" (bye)
    if isinstance(intent, Unknown) and not _JUNK.search(line) and (back := switch_back(line, lang)):
        return back  # "taal nederlands" in English: the Dutch player's way back
    if isinstance(intent, Unknown) and (loudness := loudness_asked(whole)) is not None:
        return loudness  # "leggi più forte", "speak up": the volume a step up
    return intent


def _back_after_talk(p: Piece) -> bool:
    """Whether the line is the word for "back" after talk that opens the line ("oeps
    terug", "sorry, te snel. terug"), not asked: the word alone is read so word for word
    (`parsing.commands`); inside a longer line it keeps its own meaning ("ik ben zo terug",
    "leg de 5 terug")."""
    backs, talk = back_alone_words(p.lang), talk_before(p.words, p.lang)
    if not talk or "?" in p.words:
        return False
    return tuple(p.words[talk:]) in backs or (bool(p.cuts) and tuple(p.span(p.cuts[-1]).words) in backs)


def _parsed(line: str, lang: str, quick: bool, by_column: bool, raw: Piece | None = None) -> Intent:
    """The line as one command; `raw`: its tags, when they were read already (a part of a
    line of several commands is its own tags, as typed)."""
    p = _piles_as_columns(raw if raw is not None else read_line(line, lang))
    if (same := the_same(p)) is not None:
        return same  # "la stessa cosa", "hetzelfde": the last act again, never "what?" nor "it"
    by = _by_column(line, p, quick) if by_column else None
    # "ups krivi jezik. desetku na dečka u petom": the talk is passed over first (`_after_talk`)
    if by is not None and not (isinstance(by, Unknown) and p.cuts and talk_before(p.words, lang)):
        return _unless_stated(by, p, line)
    work = _Work()
    if _JUNK.search(_ARROWS.sub(" ", line)):
        intent = work.understand(p, quick)
        return Unknown((typed(line),)) if changes_game(intent) or isinstance(intent, Setting) else intent
    return _unless_stated(_finished(p, work, quick), p, line)


def _unless_stated(intent: Intent, p: Piece, line: str) -> Intent:
    """The move, unless the line only says where a card is ("the king of spades is on the
    foundation", "pik kralj je gore", "de heer ligt op de fundatie"): a verb of being there
    before the place, and none of moving. Such a line is not understood; it never moves the
    card. After the place the verb is a remark's ("..., zodat kolom 4 leeg is")."""
    if (
        not isinstance(intent, MoveIntent)
        or intent.ask
        or any(pick(t, TagKind.MOVE, TagKind.BACK) for t in p.tags)
    ):
        return intent
    said = occurrences(p.words, state_words(p.lang))
    places = [p.starts[k] for k, t in enumerate(p.tags) if pick(t, TagKind.TO, TagKind.UP)]
    return Unknown((typed(line),)) if said and places and said[0][0] < places[0] else intent


def _by_column(line: str, p: Piece, quick: bool) -> Intent | None:
    """The line read with a card's column said beside the card (`_onto_card`,
    `_card_by_column`); None when no card is said with its column."""
    if (onto := onto_card_column(p.words, p.lang)) is not None:
        return _onto_card(line, p.lang, quick, onto)
    if (lying := card_column_said(p.words, p.lang)) is not None:
        return _card_by_column(line, p.lang, quick, *lying)
    return None


def _onto_card(line: str, lang: str, quick: bool, onto: OntoCard) -> Intent:
    """ "put the 7 on the queen in column 5": the move onto that card, kept to that column
    (`parsing.onto`); with a pronoun ("onto the one in column 1"), onto that column's card."""
    intent = _parsed(onto.said, lang, quick, by_column=True)
    if not onto.card:  # "onto the one in column 1": column 1, which must hold a card
        there = PileRef(PileKind.COLUMN, onto.column)
        if isinstance(intent, MoveIntent) and intent.target == there:
            return dataclasses.replace(intent, target_in=onto.column)
        return Unknown((typed(line),)) if isinstance(intent, Unknown) else intent
    if isinstance(intent, Read) and intent.about is not None and isinstance(intent.what, CardRef | RankRef):
        return dataclasses.replace(intent, lying_in=onto.column)  # "what can go on the queen in column 5?"
    kept = _kept_to(intent, onto.column) if isinstance(intent, MoveIntent) else None
    return Unknown((typed(line),)) if kept is None else kept


def _kept_to(intent: MoveIntent, column: int) -> MoveIntent | None:
    """The move onto a card kept to `column`; a reading whose place is no card is gone
    ("the 8 in column 5" names a card, never column 8)."""
    other = _kept_to(intent.other, column) if intent.other is not None else None
    if not isinstance(intent.target, CardRef | RankRef):
        return other
    return dataclasses.replace(intent, other=other, target_in=column)


def _card_by_column(line: str, lang: str, quick: bool, said: str, column: str | None, card: str) -> Intent:
    """ "dama u stupcu 8", "dečka na damu u stupcu 5": the line read with the card's column
    said plainly (`parsing.lying`); a card only named by its column is read where it lies
    (the column, when the session finds no such card there)."""
    # read again once: "van kolom 8" said plainly is still "van kolom 8"; the second column
    # of "dečka u stupcu 6 na damu u stupcu 8" is said plainly in this reading
    again = card_column_said(said.split(), lang)
    plain = again[0] if again is not None else said
    intent = _parsed(plain, lang, quick, by_column=False)
    if isinstance(intent, Unknown) and column is not None:
        read = _parsed(column, lang, False, by_column=False)
        named = _parsed(card, lang, False, by_column=False)
        there = read.what if isinstance(read, Read) and isinstance(read.what, PileRef) else None
        card_named = (
            named.what if isinstance(named, Read) and isinstance(named.what, CardRef | RankRef) else None
        )
        if there is not None and there.index is not None and card_named is not None:
            return Read(card_named, lying_in=there.index)  # "osmica u petom stupcu": that 8
        if isinstance(read, Read):
            return read  # the column it lies in, read
    return Unknown((typed(line),)) if isinstance(intent, Unknown) else intent


def _finished(p: Piece, work: _Work, quick: bool, talk: bool = True, quoted: bool = True) -> Intent:
    """What the line's reading means beside the move before it and the question it asks;
    `talk`: talk before a command may still be passed over (false for the rest of a line
    whose talk is already passed over); `quoted`: a reading not understood is the reply,
    quoted with the command it may have meant (false for a reading passed over when it is
    not understood: no command is looked for close to it)."""
    if (untalked := without_talk_after(p)) is not None and left_as_it_is(
        ended := _finished(untalked, work, quick, talk, quoted=False), p, untalked
    ):
        return ended  # "a la base, és clar": the talk after the command leaves it as it is
    intent = work.understand(p, quick)
    if (
        talk
        and (_left_to_talk(intent) or _talk_clause_first(p, work, quick))
        and (command := _after_talk(p, work, quick)) is not None
    ):
        return as_asked(p, command)  # "is it a good move to put the 7 on the 8?": "good" is no talk there
    if (named := named_where_it_lies(p, intent)) is not None:
        return named  # "the king in column 3", "de heer in kolom 3": naming reads
    if isinstance(intent, Read | Unknown) and (there := destination(p)) is not None:
        # "to the foundation", "ja, op de klaveren 10": where the card named last goes; "the
        # one in column 5" names that column's card
        return named_where_it_lies(p, there) or there
    if isinstance(intent, Read | Unknown) and (taken := from_that_column(p)) is not None:
        return taken  # "from that column", "uit die kolom": the card named last, from there
    if isinstance(intent, Read) and _foundation_alone(intent, p):
        return dataclasses.replace(intent, alone=True)  # "foundation", after "it goes to foundation 4"
    if isinstance(intent, Unknown) and (origin := from_named(p, _Reader(work, quick))) is not None:
        return origin  # "and the 3 of spades from column 2"
    if isinstance(intent, Unknown) and (lying := named_from(p, _Reader(work, quick))) is not None:
        return lying  # "the 2 of diamonds from column 9", with no verb: read there
    if (
        isinstance(intent, Read)
        and isinstance(intent.what, CardRef | RankRef)
        and _goes_on(p)
        and "?" not in p.words
    ):
        # "and the 3 too": where the last one went; "and the 3?" asks about the card, read (a card
        # with one place to go offers that move, which "do it" plays)
        return MoveIntent(intent.what, None, like_last=True)
    if quick and changes_game(intent) and not _exactly_named(p):
        # quick play takes a line that is a card or a place and nothing else: "damn, the ace
        # of spades" reads it; a verb in the line moves it as it would without quick play
        return _finished(p, work, False, talk, quoted)
    if isinstance(intent, MoveIntent) and not intent.ask and asks_with_no_verb(p):
        return asked(p, _Reader(work, quick))
    if (asked_so := as_asked(p, intent)) is not intent:
        return asked_so
    if isinstance(intent, Unknown) and not intent.too_long:
        unknown = [t.text for t in p.tags if t.kind is TagKind.UNKNOWN]
        said = typed(p.typed if p.typed is not None else p.text)
        return Unknown((said,), suggest_line(said, unknown, p.lang, work) if unknown and quoted else None)
    return intent


def _after_talk(p: Piece, work: _Work, quick: bool) -> Intent | None:
    """ "perdó, roba", "yes put it on the queen", "oops wrong language, sorry. draw a card":
    talk said before a command (an interjection, an apology, a swear word, a yes) is passed
    over, and so are the clauses of the remark it opens and the words of a correction
    after it ("scusa, volevo dire: metti il 7 sull'8"); the command acts.

    The rest of the line is read from at most `MAX_CUTS` places, each past the talk that
    opens it, and each reading is the last: talk is looked for once per line, so a line of
    many clauses that all open with talk ("perdona fa, perdona fa, ...") costs no more."""
    words = p.words
    start = _past_talk(words, 0, p.lang)
    if not start:
        return None
    clauses = (_past_talk(words, p.starts[c], p.lang) for c in p.cuts if p.starts[c] > start)
    for at in itertools.islice(itertools.chain((start,), clauses), MAX_CUTS):
        if all(w == "?" for w in words[at:]):
            continue  # "sorry?": what was said, asked again
        rest = p.retagged(range(at, len(words)))
        # a card named after talk is read, never played by quick play: the line is no card alone
        by = _by_column(rest.text, rest, False)  # "..., desetku na dečka u petom"
        intent = by if by is not None else _finished(rest, work, False, talk=False, quoted=False)
        if not _left_to_talk(intent):
            # a clause passed over that commands ("oops, draw. the 5 on the 6"): two commands, none guessed
            return (
                intent if at == start or _all_talk(p, start, at, work, quick) else Unknown((typed(p.text),))
            )
    return None


def _all_talk(p: Piece, start: int, end: int, work: _Work, quick: bool) -> bool:
    """Whether every clause of the words from `start` to `end` is talk on its own ("krivi
    jezik"), never a command."""
    begins = sorted({start, *(p.starts[c] for c in p.cuts if start < p.starts[c] < end)})
    return all(
        _left_to_talk(work.understand(p.retagged(range(a, b)), quick))
        for a, b in itertools.pairwise([*begins, end])
    )


def _past_talk(words: list[str], at: int, lang: str) -> int:
    """Where the words from `at` on go on past the talk said first ("oops", "sorry") and a
    correction after it ("sorry, I meant"); `at` when they open with no talk."""
    talk = talk_before(words[at:], lang)
    if not talk:
        return at
    return at + talk + said_at(words, correction_words(lang), at + talk)


def _talk_clause_first(p: Piece, work: _Work, quick: bool) -> bool:
    """Whether the line opens with clauses of talk and nothing else, read alone as a command
    (Dutch "top!", great, is also the word for the top cards), with more said after them
    ("top, bedankt. ik stop ermee", "top! trek"): the talk is passed over, and the clauses
    after it are the command."""
    talk = talk_before(p.words, p.lang)
    ends = [c for c in p.cuts if p.starts[c] == talk]
    return bool(ends) and not _left_to_talk(work.understand(p.span(0, ends[0]), quick))


def _left_to_talk(intent: Intent) -> bool:
    """Whether a line read so may still be talk before a command: nothing understood, or a
    reading that is only the line's own when it holds nothing else ("sorry?" asks for the
    last reply, "wrong language" for the languages). A language named after talk never
    switches ("damn italian")."""
    if isinstance(intent, Setting) and intent.name is SettingName.LANGUAGE:
        return True
    return isinstance(intent, Unknown | Nothing) or intent == Command(Cmd.REPEAT)


def _goes_on(p: Piece) -> bool:
    """ "and the 3 too", "i el 3", "en de 4 ook": a line that begins with "and" or says "too"
    goes on from the move before it."""
    return starts_with(p.words, and_words(p.lang)) or p.says(also_words(p.lang))


# the words of a card's or a place's name, with an article ("the 7 of spades", "la columna 3")
_NAMING = frozenset(
    {
        TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE,
        TagKind.PILEREF, TagKind.EMPTY, TagKind.CARDWORD, TagKind.ARTICLE, TagKind.COLOUR, TagKind.Q,
    }
)  # fmt: skip


def _exactly_named(p: Piece) -> bool:
    """Whether every word of the line belongs to naming a card or a place."""
    return all(any(m.kind in _NAMING for m in meanings(t)) for t in p.tags)


def _foundation_alone(intent: Read, p: Piece) -> bool:
    """ "foundation", "the foundation please", "a base": a foundation named with no verb and
    no other word that acts or reads ("read the foundations" reads them), in the singular:
    "foundations", "les bases" name them all, to be read."""
    what = intent.what
    if intent.to or not isinstance(what, PileRef) or what.kind is not PileKind.FOUNDATION:
        return False
    if p.says(foundations_words(p.lang)):
        return False
    return all(all(m.kind in _NAMING or m.kind is TagKind.FILLER for m in meanings(t)) for t in p.tags)


def _piles_as_columns(p: Piece) -> Piece:
    """ "pile 3", "la pila 3", "row six", "hrpu 7": a pile or row said with its number is a
    column (a foundation is never named so)."""
    piles = numbered_piles(p.lang)
    found = [
        k for k in range(len(p.tags) - 1) if p.tags[k].text in piles and pick(p.tags[k + 1], TagKind.NUM)
    ]
    if not found:
        return p
    tags = [Tag(TagKind.PILE, PileKind.COLUMN, "column") if k in found else t for k, t in enumerate(p.tags)]
    said = Piece(tuple(tags), p.lang, p.cuts)
    return dataclasses.replace(said, typed=said.text)


# A second reading reads parts of the line again, and those parts get second readings of
# their own: without a bound a line of many connectors ("que fa, que fa, ...") is cut in
# every way. Within one parse each part is read once (the memo), and a part read inside a
# part inside a part is read only word for word (the depth): the work grows as a small
# power of the number of words, never exponentially.
_MAX_DEPTH = 2


class _Work:
    """The parts of one line read so far."""

    def __init__(self) -> None:
        self.memo: dict[tuple[Piece, bool, int], Intent] = {}
        self.depth = 0

    def understand(self, p: Piece, quick: bool) -> Intent:
        if self.depth > _MAX_DEPTH:
            narrowed = narrowed_card(p, quick)
            return narrowed if narrowed is not None else read(p, quick)
        key = (p, quick, self.depth)
        if key not in self.memo:
            self.depth += 1
            try:
                self.memo[key] = _understood(p, _Reader(self, quick))
            finally:
                self.depth -= 1
        return self.memo[key]


@dataclasses.dataclass(frozen=True)
class _Reader:
    work: _Work
    quick: bool

    def understand(self, p: Piece, quick: bool | None = None) -> Intent:
        return self.work.understand(p, self.quick if quick is None else quick)


Reading = Callable[[Piece, Reader], Intent | None]

# the readings of a line not understood word for word, in the order they are tried
SECOND_READINGS: tuple[Reading, ...] = (
    lambda p, r: asked_why(p),
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
    lambda p, r: without_chatter(p),
    emphatic_no,
    redo_after_no,
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
    if (moved_it or undoes) and (again := move_again(p)) is not None:
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
        and intent.cmd is Cmd.RULES
        and not names_section(intent.rest, p.lang)
        and not unknown_words(intent.rest, p.lang)
    ):
        return Command(Cmd.RULES)  # "quais são as regras deste jogo": the rules, no section named
    return intent


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


MAX_FIXES = 2  # a line with more misspelt words than this gets no suggestion


def suggest_line(said: str, unknown: list[str], lang: str, work: _Work | None = None) -> str | None:
    """`said` with each word not understood replaced by the nearest word of the player's
    language, when that makes a command; None when no word is close or the repaired line
    still means nothing. `work`: the parts of the line read so far, which the repaired
    line shares when the nearest word is one the catalogue has only inside a phrase
    ("dizer" of "quero dizer")."""
    if not unknown or len(unknown) > MAX_FIXES:
        return None
    repaired = said
    for wrong in unknown:
        right = nearest_word(wrong, lang)
        if right is None:
            return None
        repaired = replace_word(repaired, wrong, right)
    if len(repaired) > MAX_LINE:
        return None
    intent = (work or _Work()).understand(read_line(repaired, lang), False)
    return None if isinstance(intent, Unknown | Nothing) else repaired.rstrip("?!. ")
