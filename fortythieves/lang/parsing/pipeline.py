"""A typed line becomes an intent, in stages: the line is tokenized once (`line`); its tags
are read word for word (`commands`); a line not understood so gets the second readings,
each an operation on its tags (`understanding`, with `remarks`, `corrections`, `undoing`);
a line still not understood is quoted with the command it may have meant (`nearest`)."""

from __future__ import annotations

import dataclasses
import itertools
import re

from fortythieves.core.moves import PileKind
from fortythieves.lang.backwords import back_alone_words
from fortythieves.lang.chatter import talk_before
from fortythieves.lang.concepts import correction_words
from fortythieves.lang.intents import (
    ALL_MOVES,
    CardRef,
    Cmd,
    Command,
    Intent,
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
from fortythieves.lang.parsing.again import the_same
from fortythieves.lang.parsing.asking import as_asked, asked, asks_with_no_verb
from fortythieves.lang.parsing.cardlist import cards_left_out
from fortythieves.lang.parsing.cardundo import redone_draw
from fortythieves.lang.parsing.classes import MAX_CUTS, MAX_LINE, starts_with, too_long, typed
from fortythieves.lang.parsing.followups import destination, from_named, from_that_column, named_from
from fortythieves.lang.parsing.life import HINT_REMARKED, life_said, only_remarks
from fortythieves.lang.parsing.line import Piece, read_line, said_at
from fortythieves.lang.parsing.lying import card_column_said
from fortythieves.lang.parsing.naming import named_where_it_lies
from fortythieves.lang.parsing.nearest import nearest_word, replace_word, spelt_right
from fortythieves.lang.parsing.onto import OntoCard, onto_card_column
from fortythieves.lang.parsing.regret import regretted
from fortythieves.lang.parsing.series import in_clauses, series
from fortythieves.lang.parsing.settings import switch_back
from fortythieves.lang.parsing.stated import only_stated
from fortythieves.lang.parsing.talking import (
    before_tail,
    left_as_it_is,
    remark_sentence_end,
    without_talk_after,
)
from fortythieves.lang.parsing.thanked import thanked
from fortythieves.lang.parsing.themback import them_brought_back
from fortythieves.lang.parsing.timeclause import acts_in_a_clause_of_time
from fortythieves.lang.parsing.understanding import Work, WorkReader
from fortythieves.lang.parsing.unwanted import unwanted_left_out
from fortythieves.lang.parsing.upthere import onto_card_up_there
from fortythieves.lang.saidapart import drawn_as_noun
from fortythieves.lang.sectionwords import section_said
from fortythieves.lang.tags import Tag, TagKind, meanings, pick

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
    whole, work = read_line(line, lang), Work()
    if too_long(whole):
        return Unknown((), None, too_long=True)
    junk = bool(_JUNK.search(_ARROWS.sub(" ", line)))  # a line of symbols never acts, in parts or whole
    life = None if junk else life_said(whole)  # "deal me a fresh hand": a grammar line of a game's life
    if acts_in_a_clause_of_time(whole) and not isinstance(life, Setting):
        # "prima di pescare", "before I draw": said of a time, no order; a setting's grammar line
        # says when it acts ("warn me before I make a move that would lose the game")
        return Unknown((typed(line),))
    if (kept := before_tail(whole, line)) is not None:  # "show me my stats, wins and all"
        return parse(kept, lang)  # the stats alone; never a card alone for quick play to move
    if (wanted := unwanted_left_out(whole, line, lambda said: parse(said, lang))) is not None:
        return wanted  # "just the top cards, not the whole board": what the last clause names is not wanted
    if (regret := regretted(whole, line, lambda rest: parse(rest, lang))) is not None:
        return regret  # "dovevo spostare il fante prima": a clause of regret is a remark, never an order
    if (thanks := thanked(whole, line, lambda rest: parse(rest, lang))) is not None:
        return thanks  # "thanks for the tip": what is thanked for is never asked for again
    if _back_after_talk(whole):
        return Command(Cmd.UNDO)  # "oeps terug": the word for "back" as a line of its own, after talk
    if not junk:
        if (
            life == Command(Cmd.UNDO, ALL_MOVES)
            and (them := them_brought_back(whole, WorkReader(work, quick).understand)) is not None
        ):
            return them  # "put them all back", "zet ze allemaal terug": the moves taken back, played again
        if life is not None:
            return life  # the grammar line covers the line
        # each part is read as the line it would be typed alone; the parts' own parts, and
        # the whole line's, are read once for all of them
        several = series(whole, line, lambda part: _parsed(part, lang, quick, by_column=True, work=work))
        if isinstance(several, Unknown) and (parted := _in_clauses(whole, line)) is not None:
            return parted  # "draw, undo and draw": the comma parts them too
        if several is not None:
            return several
    if ";" in line and not junk and (parted := _in_clauses(whole, line)) is not None:
        return parted  # "tira; tira; o 5 de espadas para a fundação": a semicolon parts commands
    intent = _parsed(line, lang, quick, by_column=True, raw=whole, work=work)
    if isinstance(intent, Unknown) and not junk and (parted := _in_clauses(whole, line)) is not None:
        return parted  # "draw; draw; 5 of spades to the foundation": whole commands parted by commas
    left_out = not (isinstance(intent, Command) and intent.cmd.takes_text) and cards_left_out(whole)
    if changes_game(intent) and (left_out or only_remarks(whole) or drawn_as_noun(intent, whole.tags, lang)):
        return Unknown((typed(line),))  # "the 5 to the foundation, then the zorblax"; "ik ga weg" (bye)
    if intent == Command(Cmd.HINT) and only_remarks(whole, HINT_REMARKED):
        return Unknown((typed(line),))  # "I don't like that hint", "die tip vind ik niks": never asked
    if isinstance(intent, Unknown) and not _JUNK.search(line) and (back := switch_back(line, lang)):
        return back  # "taal nederlands" in English: the Dutch player's way back
    if _about_the_game(intent, whole) and (key := section_said(whole.words, lang)):
        return Command(Cmd.RULES, key)  # "what's the goal of the game?", "com es compten els punts?"
    return redone_draw(whole, intent)  # "doe die laatste trekking weer": only a draw redone


def _in_clauses(whole: Piece, line: str) -> Intent | None:
    """The line's parts between commas done in turn, when each is a whole command typed
    alone (`parsing.series.in_clauses`); None otherwise."""
    return in_clauses(whole, line, lambda part: parse(part, whole.lang))


def _about_the_game(intent: Intent, p: Piece) -> bool:
    """Whether the line may ask about a section of the rules: it names no card or place, and
    it was not understood, or it asks for the rules, help or the score with nothing more said."""
    if any(pick(t, TagKind.CARD, TagKind.RANK, TagKind.SUIT, TagKind.PILE, TagKind.NUM) for t in p.tags):
        return False
    if isinstance(intent, Unknown):
        return not intent.too_long
    return isinstance(intent, Command) and intent.cmd in (Cmd.RULES, Cmd.HELP, Cmd.SCORE) and not intent.rest


def _back_after_talk(p: Piece) -> bool:
    """Whether the line is the word for "back" after talk that opens the line ("oeps
    terug", "sorry, te snel. terug"), not asked: the word alone is read so word for word
    (`parsing.commands`); inside a longer line it keeps its own meaning ("ik ben zo terug",
    "leg de 5 terug")."""
    backs, talk = back_alone_words(p.lang), talk_before(p.words, p.lang)
    if not talk or "?" in p.words:
        return False
    return tuple(p.words[talk:]) in backs or (bool(p.cuts) and tuple(p.span(p.cuts[-1]).words) in backs)


def _parsed(
    line: str, lang: str, quick: bool, by_column: bool, raw: Piece | None = None, work: Work | None = None
) -> Intent:
    """The line as one command; `raw`: its tags, when they were read already (a part of a
    line of several commands is its own tags, as typed); `work`: the parts of the typed line
    read so far."""
    p = _piles_as_columns(raw if raw is not None else read_line(line, lang))
    if (same := the_same(p)) is not None:
        return same  # "la stessa cosa", "hetzelfde": the last act again, never "what?" nor "it"
    by = _by_column(line, p, quick) if by_column else None
    # "ups krivi jezik. desetku na dečka u petom": the talk is passed over first (`_after_talk`)
    if by is not None and not (isinstance(by, Unknown) and p.cuts and talk_before(p.words, lang)):
        return _unless_stated(by, p, line)
    work = work if work is not None else Work()
    if _JUNK.search(_ARROWS.sub(" ", line)):
        intent = work.understand(p, quick)
        return Unknown((typed(line),)) if changes_game(intent) or isinstance(intent, Setting) else intent
    return _unless_stated(_finished(p, work, quick), p, line)


def _unless_stated(intent: Intent, p: Piece, line: str) -> Intent:
    """The move, unless the line only says where a card is (`parsing.stated`): "the king of
    spades is on the foundation", "il re di picche e su". Such a line is not understood; it
    never moves the card."""
    if (
        not isinstance(intent, MoveIntent)
        or intent.ask
        or any(pick(t, TagKind.MOVE, TagKind.BACK) for t in p.tags)
    ):
        return intent
    return Unknown((typed(line),)) if only_stated(p) else intent


def _by_column(line: str, p: Piece, quick: bool) -> Intent | None:
    """The line read with a card's column said beside the card (`_onto_card`,
    `_card_by_column`), or the foundation a card moved onto lies on (`parsing.upthere`);
    None when no card is said with its place."""
    if (onto := onto_card_column(p.words, p.lang)) is not None:
        return _onto_card(line, p.lang, quick, onto)
    if (lying := card_column_said(p.words, p.lang)) is not None:
        return _card_by_column(line, p.lang, quick, *lying)
    # "the 5 on the 4 up on the foundation": where the card moved onto lies, said after it
    return onto_card_up_there(p, lambda kept: _parsed(kept.text, p.lang, quick, by_column=True, raw=kept))


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


def _finished(p: Piece, work: Work, quick: bool, talk: bool = True, quoted: bool = True) -> Intent:
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
    if isinstance(intent, Unknown) and (origin := from_named(p, WorkReader(work, quick))) is not None:
        return origin  # "and the 3 of spades from column 2"
    if isinstance(intent, Unknown) and (lying := named_from(p, WorkReader(work, quick))) is not None:
        return lying  # "the 2 of diamonds from column 9", with no verb: read there
    if (
        isinstance(intent, Read)
        and intent.about is None  # "and what goes on the queen?" asks of the card, never moves it
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
        return asked(p, WorkReader(work, quick))
    if (asked_so := as_asked(p, intent)) is not intent:
        return asked_so
    if isinstance(intent, Unknown) and not intent.too_long:
        unknown = [t.text for t in p.tags if t.kind is TagKind.UNKNOWN]
        said = typed(p.typed if p.typed is not None else p.text)
        return Unknown((said,), suggest_line(said, unknown, p.lang, work) if unknown and quoted else None)
    return intent


def _after_talk(p: Piece, work: Work, quick: bool) -> Intent | None:
    """ "perdó, roba", "yes put it on the queen", "oops wrong language, sorry. draw a card":
    talk said before a command (an interjection, an apology, a swear word, a yes) is passed
    over, and so are the clauses of the remark it opens and the words of a correction
    after it ("scusa, volevo dire: metti il 7 sull'8"); the command acts.

    The rest of the line is read from at most `MAX_CUTS` places, each past the talk that
    opens it, and each reading is the last: talk is looked for once per line, so a line of
    many clauses that all open with talk ("perdona fa, perdona fa, ...") costs no more."""
    words = p.words
    start, mends = _past_talk(words, 0, p.lang), False
    if not start and (sentence := remark_sentence_end(p, named=True)):
        # "opet sam preletio. ponisti": a first sentence that reads as nothing is talk too; one
        # that names a card ("I forgot the ace. undo") only as the mistake an undo mends
        mends = sentence != remark_sentence_end(p)
        if not all(
            _nothing(said := work.understand(c, quick)) or (mends and _card_remark(c, said))
            for c in p.span(0, sentence).clauses()
        ):
            return None
        start = _past_talk(words, p.starts[sentence], p.lang)
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
            undo = isinstance(intent, Command) and intent.cmd is Cmd.UNDO
            if mends and not undo:
                return None  # "the ace is stuck. draw a card": a card said is no talk before a draw
            # a clause passed over that commands ("oops, draw. the 5 on the 6"): two commands, none
            # guessed; before an undo, a remark of a card is the mistake ("joj, zaboravio sam asa. vrati to")
            talk = at == start or _all_talk(p, start, at, work, quick, mends=undo)
            return intent if talk else Unknown((typed(p.text),))
    return None


def _nothing(intent: Intent) -> bool:
    """Whether a clause read alone says nothing the game acts on or answers."""
    return isinstance(intent, Unknown | Nothing)


def _card_remark(clause: Piece, intent: Intent) -> bool:
    """Whether a clause read alone only names a card beside words the game does not know
    ("zaboravio sam asa", "I forgot the ace"): a remark of a card, never the card named alone."""
    return (
        isinstance(intent, Read)
        and intent == Read(intent.what)
        and isinstance(intent.what, CardRef | RankRef)
        and any(t.kind is TagKind.UNKNOWN for t in clause.tags)
    )


def _all_talk(p: Piece, start: int, end: int, work: Work, quick: bool, mends: bool = False) -> bool:
    """Whether every clause of the words from `start` to `end` is talk on its own ("krivi
    jezik"), never a command; `mends`: before an undo, a remark of a card is talk too."""
    begins = sorted({start, *(p.starts[c] for c in p.cuts if start < p.starts[c] < end)})
    return all(
        _left_to_talk(said := work.understand(clause := p.retagged(range(a, b)), quick))
        or (mends and _card_remark(clause, said))
        for a, b in itertools.pairwise([*begins, end])
    )


def _past_talk(words: list[str], at: int, lang: str) -> int:
    """Where the words from `at` on go on past the talk said first ("oops", "sorry") and a
    correction after it ("sorry, I meant"); `at` when they open with no talk."""
    talk = talk_before(words[at:], lang)
    if not talk:
        return at
    return at + talk + said_at(words, correction_words(lang), at + talk)


def _talk_clause_first(p: Piece, work: Work, quick: bool) -> bool:
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


MAX_FIXES = 2  # a line with more misspelt words than this gets no suggestion


def suggest_line(said: str, unknown: list[str], lang: str, work: Work | None = None) -> str | None:
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
        # a word of the language in a sentence was typed as meant; alone it may be a slip ("drew")
        if right is None or (len(said.split()) > 1 and spelt_right(wrong, right, lang)):
            return None
        repaired = replace_word(repaired, wrong, right)
    if len(repaired) > MAX_LINE:
        return None
    intent = (work or Work()).understand(read_line(repaired, lang), False)
    return None if isinstance(intent, Unknown | Nothing) else repaired.rstrip("?!. ")
