"""Readings of a line whose clauses narrow or correct each other: "..., no, onto 6",
"..., the empty one", "..., thats number 4", "the red ace, hearts"; and a command said
with words that only soften it or pass it on ("my grandson says to ...")."""

from __future__ import annotations

import dataclasses
import functools
import itertools

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import correction_words, may_words, only_holds, tag_questions
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
    Said,
    Unknown,
)
from fortythieves.lang.linkwords import relay_words, softeners, there_words
from fortythieves.lang.parsing.asking import command_asked
from fortythieves.lang.parsing.classes import (
    RETRIED,
    Reader,
    corrects,
    int_of,
    is_filler,
    keyword,
    meant,
    negates_words,
    not_understood,
    one_after_unknown,
    said_over,
    spelled_one,
)
from fortythieves.lang.parsing.commands import read
from fortythieves.lang.parsing.items import colour_rank, items_of
from fortythieves.lang.parsing.line import Phrase, Piece, occurrences, said_at
from fortythieves.lang.parsing.placeasked import asked_after_place
from fortythieves.lang.parsing.underasked import under_asked
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import lexicon, tag_words


def last_clause(p: Piece) -> tuple[Piece, Piece] | None:
    """The clauses before the last one and the last one, a question mark after it left out."""
    end = len(p.tags)
    while end and p.tags[end - 1].kind is TagKind.Q:
        end -= 1
    cuts = [c for c in p.cuts if c < end]
    return (p.span(0, cuts[-1]), p.span(cuts[-1], end)) if cuts else None


def without_softeners(p: Piece, r: Reader) -> Intent | None:
    """ "draai nog maar een kaart om", "hou maar op met praten": the softening words a
    speaker slips into a command are passed over."""
    kept = p.without(softeners(p.lang))
    if kept is p or not kept:
        return None
    intent = r.understand(kept)
    return None if isinstance(intent, Unknown | Nothing) else intent


def without_may(p: Piece, r: Reader) -> MoveIntent | Command | None:
    """ "kolom 5 mag naar boven", "the jack can go on the queen", "can I draw?": a "can" or
    "may" said of the card or the player is passed over when the rest is a move or a draw
    word for word (asked or not: see `parsing.asking.asks_if_allowed`); the rest gets no second reading of
    its own, which could pass over more words again ("is is is can column ace to" acted). A
    command that changes the game, so asked, is asked back (`parsing.asking.command_asked`)."""
    if (asked := command_asked(p, r)) is not None:
        return asked  # "can I restart?", "moet ik opnieuw beginnen?"
    if len(occurrences(p.words, may_words(p.lang))) != 1:
        return None  # a "can" is said once: "column can can can can ace" is no move
    kept = p.without(may_words(p.lang))
    if kept is p:
        return None
    intent = read(kept, r.quick)
    if intent == Command(Cmd.DRAW):
        return intent
    return intent if isinstance(intent, MoveIntent) and intent.target is not None else None


def relayed(p: Piece, r: Reader) -> MoveIntent | None:
    """ "unuk kaže da stavim dvojku na trojku", "my grandson says to put the 2 on the 3": the
    move someone else tells the player, said after the words that pass it on, is meant."""
    words, relays = p.words, relay_words(p.lang)
    ends = [i + len(ph) for ph in relays for i in range(len(words)) if tuple(words[i : i + len(ph)]) == ph]
    if not ends or max(ends) >= len(words) or (k := p.at_word(max(ends))) is None:
        return None
    intent = r.understand(p.span(k).flat())
    return intent if isinstance(intent, MoveIntent) and intent.target is not None else None


def after_pause(p: Piece, r: Reader) -> Intent | None:
    """ "hang on, go back one move", "hold on, draw": a pause said first, then a draw, an
    undo or a redo, which the pause does not hold back ("wait, undo" reads so already, and
    "on" keeps "hang on" from being passed over as chatter). A move after the pause stays
    held back: "hold on, put the jack on the queen" is not read."""
    if not p.cuts:
        return None
    pause, rest = p.span(0, p.cuts[0]), p.span(p.cuts[0])
    if not only_holds(pause.text, p.lang) or rest.negates:
        return None  # "no, wait, draw": a second holding back leaves the line unread ("no, wait, undo" agrees: `undoing`)
    intent = r.understand(rest)
    return intent if isinstance(intent, Command) and intent.cmd in RETRIED else None


def tagged(p: Piece, r: Reader) -> Intent | None:
    """A statement with a tag question after it ("the two can go to the foundation, can't
    it?", "..., não?", "..., zar ne?") means what the statement means: the tag asks only
    for agreement. The question mark is required, since "..., no" alone takes it back,
    and the statement must be understood on its own."""
    if not p.cuts or p.words[-1:] != ["?"]:
        return None
    if tuple(p.span(p.cuts[-1]).words[:-1]) not in tag_questions(p.lang):
        return None
    intent = r.understand(p.span(0, p.cuts[-1]))
    return None if isinstance(intent, Unknown | Nothing) else intent


def there_named(p: Piece, r: Reader) -> MoveIntent | None:
    """ "since column 4 is empty, put the king of hearts there", "kolom vier is leeg dus zet
    de harten heer daar maar", "posa-hi el rei de cors", "mettici il re di cuori": "there"
    is the one numbered place the reason names; the card named with the verb goes there
    (never the place onto the card)."""
    lang = p.lang
    words = p.words  # "posa-hi": "posa hi"
    starting, glued = _theres(lang)
    at: tuple[int, int] | None = None
    for i in range(len(words)):
        for w, alone in starting.get(words[i], ()):
            if alone:  # "posa-hi" typed with its hyphen
                at = (i, 1)
            elif tuple(words[i : i + len(w)]) == w:
                at = (i, len(w))
        for end in glued if at is None else ():  # "mettici": the ending glued to the verb
            stem = words[i][: -len(end)]
            if at is None and words[i].endswith(end) and len(stem) > 2 and _verb(stem, lang):
                at = (i, -len(end))
    if at is None:
        return None
    i, size = at
    # the words without "there": the glued ending cut off its verb, or the phrase left out
    words = [*words[:i], words[i][:size], *words[i + 1 :]] if size < 0 else words[:i] + words[i + size :]
    tags = tag_words(words, lang)[0]
    places: list[tuple[int, PileRef]] = []
    for k, (t, nxt) in enumerate(itertools.pairwise(tags)):
        pile, number, ordinal = pick(t, TagKind.PILE), pick(nxt, TagKind.NUM), pick(t, TagKind.ORDINAL)
        after = pick(nxt, TagKind.PILE)
        n = number.value if number is not None else ordinal.value if ordinal is not None else None
        kind = pile.value if pile is not None and number is not None else after.value if after else None
        if isinstance(kind, PileKind) and isinstance(n, int) and (number is not None or ordinal is not None):
            places.append((k, PileRef(kind, n - 1)))
    verbs = [k for k, t in enumerate(tags) if pick(t, TagKind.MOVE)]
    if len(places) != 1 or not verbs or places[0][1].kind is not PileKind.COLUMN:
        return None
    k, place = places[0]
    named = (TagKind.MOVE, TagKind.CARD, TagKind.RANK, TagKind.SUIT)
    start = next((j for j in range(k + 2, len(tags)) if any(pick(tags[j], n) for n in named)), None)
    if verbs[0] < k or start is None:
        return None  # the reason must come first: the command from its card or verb on
    mays = may_words(lang)  # "... so the queen can go there?": the question is the whole line's
    move = r.understand(Piece(tuple(t for t in tags[start:] if (t.text,) not in mays), lang).tagged_again())
    if not isinstance(move, MoveIntent) or move.target is not None or isinstance(move.source, PileRef):
        return None
    return MoveIntent(move.source, place, move.count, move.origin)


@functools.cache
def _theres(lang: str) -> tuple[dict[str, list[tuple[Phrase, bool]]], list[str]]:
    """The words for "there" by the word they begin with, each with whether that word alone
    stands for it (a glued ending typed apart: "posa hi"), in the order the class holds
    them, the last that matches being the one said; and the endings glued to a verb."""
    theres = there_words(lang)
    glued = [w[0][1:] for w in theres if w[0].startswith("-")]
    starting: dict[str, list[tuple[Phrase, bool]]] = {}
    for w in theres:
        starting.setdefault(w[0], []).append((w, False))
        if w[0][1:] in glued:
            starting.setdefault(w[0][1:], []).append((w, True))
    return starting, glued


def _verb(word: str, lang: str) -> bool:
    return any(t.kind is TagKind.MOVE for t in lexicon(lang).phrases.get((word,), ()))


def origin_after(p: Piece, r: Reader) -> MoveIntent | None:
    """ "volta a pôr o quatro de espadas na coluna 1, tira-o da base", "the 4 of spades to
    column 2, take it off the foundation": a last clause that says only where "it" comes
    from gives the move before it its origin; taken off a foundation, it is taken back."""
    if (parts := last_clause(p)) is None or parts[1].negates:
        return None
    before, last = parts
    said = read(last, r.quick)
    if not (
        isinstance(said, MoveIntent)
        and isinstance(said.source, It)
        and said.target is None
        and said.origin is not None
        and said.origin.kind in (PileKind.FOUNDATION, PileKind.WASTE)
    ):
        return None
    move = r.understand(before)
    if not isinstance(move, MoveIntent) or move.target is None or move.origin is not None:
        return None
    if isinstance(move.source, PileRef):
        return None  # a place moved already says where it comes from
    return dataclasses.replace(move, origin=said.origin, back=move.back or said.back)


def apposition(p: Piece, r: Reader) -> Intent | None:
    """ "the six of clubs can go in the empty column, thats number 4", "..., la quatre",
    "..., onaj četvrti": a last clause that is only a number says which empty column the
    move before it meant."""
    if (parts := last_clause(p)) is None:
        return None
    before, last = parts
    tags = last.tags
    numbers = [n for t in tags if (n := pick(t, TagKind.NUM, TagKind.ORDINAL)) is not None]
    unknown = sum(t.kind is TagKind.UNKNOWN for t in tags)
    for t in tags:
        pile = pick(t, TagKind.PILE)
        if not (
            is_filler(t)
            or t.kind is TagKind.UNKNOWN
            or pick(t, TagKind.NUM, TagKind.ORDINAL)
            or (pile is not None and pile.value is PileKind.COLUMN)
        ):
            return None
    if (
        len(numbers) == 2
        and pick(tags[-1], TagKind.NUM)
        and int_of(numbers[1]) == 1
        and not tags[-1].text.isdigit()
    ):
        numbers.pop()  # "the third one": "one" stands for the column
    if len(numbers) != 1 or unknown > 2 or not 1 <= int_of(numbers[0]) <= 13:
        return None
    move = r.understand(before)
    if not isinstance(move, MoveIntent) or not isinstance(move.target, PileRef):
        return None
    if move.target.kind is not PileKind.COLUMN or not move.target.empty or move.target.index is not None:
        return None
    return dataclasses.replace(move, target=PileRef(PileKind.COLUMN, int_of(numbers[0]) - 1))


def it_named_before(p: Piece, r: Reader) -> MoveIntent | None:
    """ "that waste card can go home, put it up on the foundation", "die kaart op de
    aflegstapel mag naar boven, leg ze op de fundatie": the "it" of a last clause that
    moves it is the card or place the clause before names, when that clause reads it or
    sends it to the same kind of place."""
    parts = last_clause(p)
    if parts is None or parts[0].cuts or p.negates:
        return None
    before, last = parts
    move = r.understand(last)
    if not isinstance(move, MoveIntent) or not isinstance(move.source, It) or move.target is None:
        return None
    named = r.understand(before)
    if isinstance(named, Read) and isinstance(named.what, PileRef | CardRef):
        source: Said = named.what
    elif (
        isinstance(named, MoveIntent)
        and not isinstance(named.source, It)
        and named.other is None
        and isinstance(named.target, PileRef)
        and isinstance(move.target, PileRef)
        and named.target.kind is move.target.kind
    ):
        source = named.source
    else:
        return None
    return None if source == move.target else dataclasses.replace(move, source=source)


def _two_clauses(p: Piece) -> tuple[Piece, Piece] | None:
    """A line of exactly two clauses said without a negation, as (before, last)."""
    parts = last_clause(p)
    return None if parts is None or parts[0].cuts or p.negates else parts


def read_named_before(p: Piece, r: Reader) -> Read | None:
    """ "foundation 2, what's on it?", "kolom 3, wat ligt erop?", "stupac 3, što je na njemu?":
    a last clause that asks what lies on "it" reads the place the clause before names alone."""
    parts = _two_clauses(p)
    if parts is None or r.understand(parts[1]) != Read(None):
        return None
    named = r.understand(parts[0])
    if isinstance(named, Read) and isinstance(named.what, PileRef) and named == Read(named.what):
        return named
    return None


def asked_of_named(p: Piece, r: Reader) -> Intent | None:
    """ "column 3, what can go on it?", "l'asso di fiori, cosa c'è sotto?": a last clause that
    asks a question of "it" asks it of the card or place the clause before names alone; "under
    the king, what is there?" asks what lies under it (`parsing.underasked`)."""
    if (under := under_asked(p, r)) is not None:
        return under
    if (there := asked_after_place(p, r)) is not None:
        return there  # "la columna 6 quantes cartes té?": the question asked of the place said first
    parts = _two_clauses(p)
    if parts is None:
        return None
    asked = r.understand(parts[1])
    if not isinstance(asked, Read) or not asked.it:
        return None
    named = r.understand(parts[0], False)  # named to be asked about: never played, quick play or not
    if isinstance(named, Read) and named.what is not None and named == Read(named.what):
        return Read(named.what, about=asked.about)
    return None


def moved_after_asking(p: Piece, r: Reader) -> MoveIntent | None:
    """ "what's on it, put it on column 4", "wat ligt erop, leg hem op kolom 4": a question
    about "it" and then a move in the last clause is that move; the place the move names is
    where the card goes, not the place the question reads."""
    parts = _two_clauses(p)
    if parts is None or r.understand(parts[0]) != Read(None):
        return None
    move = r.understand(parts[1])
    return move if isinstance(move, MoveIntent) else None


def empty_after(p: Piece, r: Reader) -> Intent | None:
    """ "the four of diamonds in column nine, the empty one", "u deveti stupac, prazan je":
    a last clause that only says "empty" (small words, "one", a word not known) says the
    numbered column the move before it names is the empty one."""
    if (parts := last_clause(p)) is None or parts[1].negates:
        return None
    before, last = parts
    tags = last.tags
    empty = [t for t in tags if pick(t, TagKind.EMPTY)]
    unknown = sum(t.kind is TagKind.UNKNOWN for t in tags)
    for a, t in zip([None, *tags], tags, strict=False):
        if has(t, TagKind.PRONOUN) and (unknown or not is_filler(t)):
            return None  # "..., dat maakt hem vrij": what the move frees, not where it goes
        if not (
            pick(t, TagKind.EMPTY)
            or is_filler(t)
            or t.kind is TagKind.UNKNOWN
            or one_after_unknown(a, t)
            or keyword(t) is Cmd.REPEAT  # "que" (Catalan "what?"): "..., que és buida"
        ):
            one = pick(t, TagKind.NUM)
            if one is None or t.text.isdigit() or one.value != 1:
                return None  # only a spelled "one" stands for the column: "the empty one"
    if len(empty) != 1 or unknown > 1:
        return None
    move = r.understand(before)
    if not isinstance(move, MoveIntent) or not isinstance(move.target, PileRef):
        return None
    if move.target.kind is not PileKind.COLUMN or move.target.index is None:
        return None
    return dataclasses.replace(move, target=dataclasses.replace(move.target, empty=True))


def replaced(p: Piece, r: Reader) -> Intent | None:
    """ "3 of clubs to column 5, no wait, just draw", "mou el 8 de diamants, no, millor roba",
    "no, lascia stare. pesca", "laat maar, doe die vijf weer opnieuw": what comes after the
    last correction (a word of the catalogue's class, said where a clause begins, with only
    a "no" or talk before it) replaces what came before it; when it is a whole command it
    acts alone, and when it is not understood neither is the command before it. A card or a place alone
    after it is left to `correction`, which puts it in the slot of the command before it;
    nothing after it, or a "not", leaves this reading."""
    after = _past_last_correction(p)
    if after is None:
        return None
    rest = p.retagged(range(after, len(p.words)))
    if not meant(rest.tags):
        # "put the 7 on the 8, never mind": taken back with nothing in its place
        return not_understood(p) if _said_before(p, after) else None
    if rest.negates:
        return None
    intent = read(rest, r.quick)  # word for word: the command must be whole, no word passed over
    named = all(any(m.kind in _NAMING for m in meanings(t)) for t in rest.tags)
    if named and isinstance(intent, Read | Unknown | Nothing):
        return None  # "..., no, the ace", "..., on the 7": a card or a place alone
    if not isinstance(intent, Unknown | Nothing):
        return intent
    # a rest understood only by a second reading ("actually, can I draw?", "aliás, qual é a
    # pontuação?") leaves the line to the other readings, and so does a line that opens with
    # the correction ("oeps terug" undoes); a rest not understood after a command takes the
    # command back with it, never leaving it to be read ("draw, no wait, flibber")
    if not _said_before(p, after) or not isinstance(r.understand(rest), Unknown | Nothing):
        return None
    return not_understood(p)


# the words of a card's or a place's name
_NAMING = frozenset(
    {
        TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.ORDINAL, TagKind.PILE, TagKind.PILEREF,
        TagKind.EMPTY, TagKind.CARDWORD, TagKind.ARTICLE, TagKind.COLOUR, TagKind.Q, TagKind.TO, TagKind.FROM,
        TagKind.FILLER,
    }
)  # fmt: skip


def _said_before(p: Piece, after: int) -> bool:
    """Whether anything but a correction's lead is said before the word `after`."""
    i = 0
    while i < after:
        if n := said_at(p.words, correction_words(p.lang), i):
            i += n
        elif (k := p.at_word(i)) is not None and _said_first(p.tags[k], p.lang):
            i = p.starts[k + 1]
        else:
            return True
    return False


def _said_first(tag: Tag, lang: str) -> bool:
    """A word that may open a correction's clause before its correction words: a "no", a
    filler word ("oh no wait", "nee, ik bedoel"), a question mark; never a verb or a place."""
    if pick(tag, TagKind.MOVE, TagKind.TO, TagKind.FROM):
        return False
    return not meant((tag,)) or Piece((tag,), lang).negates


def _past_last_correction(p: Piece) -> int | None:
    """The word after the last correction said at the start of a clause, past the "no"
    and filler words around it; None when no clause opens with one."""
    words, fixes, lang = p.words, correction_words(p.lang), p.lang
    found = None
    for start in (0, *(p.starts[c] for c in p.cuts)):
        i = start
        while i < len(words):
            n = said_at(words, fixes, i)
            if n and (k := p.at_word(i)) is not None and p.starts[k + 1] > i + n:
                break  # "make that move again": the first words of a command's own phrase
            if n:
                i = found = i + n  # the rest starts here: a "not" after it stays ("nee wacht, niet trekken")
            elif (k := p.at_word(i)) is not None and _said_first(p.tags[k], lang):
                i = p.starts[k + 1]
            else:
                break
    return found


def correction(p: Piece, r: Reader) -> Intent | None:
    """ "move column 2 onto 5, no sorry, onto 6", "zet kolom 2 op 5, nee wacht, op 6": a
    clause that corrects ("no", "wait", "I mean") and then names one place replaces the
    place it corrects: the destination, or the source when it is said with "from". A
    correction after a move that cannot be placed ("..., sorry", "..., ne na 6": "not on
    6") leaves the line not understood, never read without it."""
    lang = p.lang
    for cut in p.cuts:
        tail = p.span(cut)
        tags = tail.tags
        starts = {0, *tail.cuts}  # where each clause begins among the words
        lead = 0
        while lead < len(tags) and said_over(tags[lead], lang):
            lead += 1
        if not corrects(tail.span(0, lead)):
            continue
        before = p.span(0, cut)
        move = r.understand(before)
        if not isinstance(move, MoveIntent) or corrects(before):
            return None
        end = len(tags)
        while end > lead and said_over(tags[end - 1], lang) and not has(tags[end - 1], TagKind.PRONOUN):
            end -= 1
        fix = tags[lead:end]
        # a "no" said in the same clause just before the place may be "not": "ne na 6"; a
        # correction word that also negates ("rather", "liever") corrects
        just_before = tail.span(lead - 1, lead)
        said_not = (
            lead > 0
            and lead not in starts
            and just_before.negates
            and not just_before.says(correction_words(lang))
        )
        # "..., but do not put it on the foundation", "..., don't put it there": a "not"
        # before a verb in the clause holds the move back; it corrects nothing
        begin = max(s for s in starts if s <= lead)
        said_not = said_not or any(
            pick(tags[m], TagKind.MOVE) and tail.span(begin, m).negates for m in range(begin + 1, lead)
        )
        if not fix or said_not or negates_words(Piece(fix, lang)):
            return not_understood(p)
        items, ok = items_of([t for t in fix if not is_filler(t) or pick(t, TagKind.TO, TagKind.FROM)], lang)
        specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef)]
        marks = [i for i in items if isinstance(i, str)]
        if not ok or len(specs) != 1 or len(items) != len(specs) + len(marks):
            return not_understood(p)
        return _corrected(move, specs[0], marks) or not_understood(p)
    return None


def _corrected(move: MoveIntent, place: Said, marks: list[str]) -> MoveIntent | None:
    """`move` with the place a correction names put in for the one it corrects."""
    if marks == ["from"]:
        if isinstance(move.source, PileRef) and isinstance(place, PileRef):
            return dataclasses.replace(move, source=place, other=None)
        return None
    if marks not in ([], ["to"]) or move.target is None:
        return None
    card_like = (CardRef, RankRef)
    if not marks and isinstance(place, card_like) and isinstance(move.target, PileRef):
        # "põe o 8 de paus na coluna 10, não espera, o 4 de paus": a card for a card moved to
        # a place is the card meant; one the card moved could go onto may be either
        if not isinstance(move.source, card_like) or _could_take(place, move.source):
            return None
        return dataclasses.replace(move, source=place, other=None)
    if not marks and isinstance(place, card_like) != isinstance(move.target, card_like):
        return None  # "column 2 onto 5, no, the 7 of hearts": which one is meant?
    other = move.other
    if other is not None and isinstance(place, PileRef) and place.index is not None:
        other = dataclasses.replace(other, target=RankRef(Rank(place.index + 1)))
    elif other is not None:
        other = None
    return dataclasses.replace(move, target=place, other=other)


def _could_take(card: CardRef | RankRef, moved: CardRef | RankRef) -> bool:
    """Whether `card` may be the one `moved` goes onto: one rank higher (of its suit, where
    both suits are said)."""
    rank = card.card.rank if isinstance(card, CardRef) else card.rank
    under = moved.card.rank if isinstance(moved, CardRef) else moved.rank
    if isinstance(card, CardRef) and isinstance(moved, CardRef) and card.card.suit is not moved.card.suit:
        return False
    return rank == under + 1


_APPOSITIVE = frozenset(
    {TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.FROM, TagKind.CARDWORD, TagKind.Q}
)


def _appositive_word(tag: Tag) -> bool:
    """A word of a clause that narrows a card by its suit: "the spade one", "el de cors",
    "die van harten", "onaj pik mislim"."""
    if tag.kind is TagKind.UNKNOWN or pick(tag, TagKind.SUIT) is not None:
        return True
    return all(m.kind in _APPOSITIVE for m in meanings(tag)) or spelled_one(tag)


def _colour_rank(tags: tuple[Tag, ...]) -> tuple[int, int, int, bool] | None:
    """The last colour said beside a rank ("the red ace", "l'as vermell", "crni dečko"):
    the colour's and the rank's positions, the rank, and whether the colour is red."""
    for i in range(len(tags) - 2, -1, -1):
        if (found := colour_rank(tags[i], tags[i + 1])) is not None:
            first, rank, red = found
            return (i, i + 1, rank, red) if first else (i + 1, i, rank, red)
    return None


def narrowed_card(p: Piece, quick: bool) -> Intent | None:
    """ "the red ace, hearts, up onto the foundation", "la sota negra, la de piques vull
    dir": a colour and a rank, then a clause that names only a suit, name that card; a suit
    of the other colour contradicts it and the line is not understood."""
    clauses = p.clauses()
    for k in range(1, len(clauses)):
        said = clauses[k].tags
        suits = [s for t in said if (s := pick(t, TagKind.SUIT)) is not None]
        unknown = sum(t.kind is TagKind.UNKNOWN for t in said)
        if len(suits) != 1 or unknown > 3 or not all(_appositive_word(t) for t in said):
            continue
        if p.span(p.cuts[k - 1]).negates:
            return None  # "the red ace, hearts, don't move it"
        before = p.span(0, p.cuts[k - 1]).tags
        found = _colour_rank(before)
        if found is None:
            return None
        c, r, rank, red = found
        suit = Suit(int_of(suits[0]))
        if suit.is_red != red:
            return not_understood(p)  # "the red jack, the spade one": which is meant?
        card = Tag(TagKind.CARD, Card(Rank(rank), suit), before[r].text)
        tags = [card if j == r else t for j, t in enumerate(before) if j != c]
        if k + 1 < len(clauses):
            tags += p.span(p.cuts[k]).tags
        return read(Piece(tuple(tags), p.lang), quick)
    return None
