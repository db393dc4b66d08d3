"""Lines that lean on the one before them: a "yes", "no" or "and now" said before a whole
command, a destination said alone ("to the foundation", "a la base", "u osmom"), and a
follow-up that says where its card comes from ("and the 3 of spades from column 2")."""

from __future__ import annotations

import dataclasses
import itertools

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.concepts import after_words, next_words, now_words, question_openers
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
    Unknown,
    changes_game,
)
from fortythieves.lang.linkwords import (
    also_words,
    and_words,
    first_words,
    numbered_piles,
    so_words,
    there_words,
    this_words,
)
from fortythieves.lang.parsing.classes import (
    ANSWERS,
    Reader,
    corrects,
    is_filler,
    keyword,
    meant,
    starts_with,
)
from fortythieves.lang.parsing.commands import read
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import lexicon

_YES_NO = frozenset({TagKind.VALUE, TagKind.CANCEL})


def _yes_or_no(tag: Tag) -> bool:
    """ "yes", "sì", "ja", "não", "ne": a word that is only an answer's value (and "no")."""
    return all(m.kind in _YES_NO for m in meanings(tag))


def _hesitates(tag: Tag, lang: str) -> bool:
    """ "hm", "mmm", "uf", "eh": one word of talk that only fills a pause (a sound of
    thinking, a slip, a "huh"), never a word that holds back or negates ("wait", "no")."""
    return (
        " " not in tag.text
        and chatter(tag.text, lang) in _HESITATING
        and not _yes_or_no(tag)
        and not corrects(Piece((tag,), lang))
    )


_HESITATING = frozenset({Chatter.WAIT, Chatter.SLIP, Chatter.PARDON})


def _said_apart(tag: Tag) -> bool:
    """ "yep,", "alright,", "bon,": a small word said apart before the command (the comma
    after it) that is neither "to" nor "from" nor "it"."""
    return is_filler(tag) and not has(tag, TagKind.PRONOUN) and not has(tag, TagKind.UP)


@dataclasses.dataclass(frozen=True)
class _Leads:
    """How many tags lead the line without being part of its command (a "yes" or "no" word,
    then "so", "and now", "the next one" or "and": "sì, mettilo sul nove", "e agora o 5 para a
    base"); whether an "and now" is among them; whether that "and now" asks a question of
    its own ("what now", "i ara què", "što sad"); whether "the next one" is; whether "and then"
    is ("and after that?", "en daarna?")."""

    end: int
    now: bool
    asks: bool
    next: bool = False
    after: bool = False


def _leads(p: Piece) -> _Leads:
    """The words that lead the line (`_Leads`)."""
    k, now, asks, next_one, after = 0, False, False, False, False
    h = 0  # "mmm no, ...", "uf, no, ...": sounds of hesitation before the answer's word
    while h < len(p.tags) and _hesitates(p.tags[h], p.lang):
        h += 1
    cut = next((c for c in p.cuts if c > h), None)
    if h < len(p.tags) and _yes_or_no(p.tags[h]) and cut is not None and _answer_only(p.tags[h + 1 : cut]):
        # "não, põe ...", never "não ponhas ...": a "no" before a verb negates it;
        # "nessuno dei due, voglio ...": an answer's clause, "none of the two", leads too
        k = cut
    apart = next((j for j, t in enumerate(p.tags) if not _said_apart(t)), len(p.tags))
    if k == 0 and 0 < apart < len(p.tags) and apart in p.cuts:
        k = apart  # "yep,", "okay so,": small words said apart before the command
    # "so", "doncs", "dus" first: "doncs a la base", "so now draw"; "no, first the 6 on the 7"
    firsts = first_words(p.lang)
    # "and then" before "and now" and "the next one": those hold some of its words ("en daarna")
    lead_words = (so_words(p.lang), firsts, after_words(p.lang), now_words(p.lang), next_words(p.lang))
    for phrases in (*lead_words, and_words(p.lang)):
        words = p.words
        at = p.starts[k] if k < len(p.tags) else len(words)
        found = tuple(words[at : at + said_at(words, phrases, at)])
        if found and (end := p.at_word(at + len(found))) is not None:
            if phrases is firsts and not _opens_a_command(p.tags[end:]):
                continue  # "first column to 5": the ordinal names the column
            k, now = end, now or phrases is now_words(p.lang)
            asks = asks or (phrases is now_words(p.lang) and _asks(found, p.lang))
            next_one = next_one or phrases is next_words(p.lang)
            after = after or phrases is after_words(p.lang)
    return _Leads(k, now, asks, next_one, after)


# what a command begins with after "first": a card, a rank, a command word or a verb that moves
_OPENING = frozenset({TagKind.CARD, TagKind.RANK, TagKind.CMD, TagKind.MOVE})


def _opens_a_command(tags: tuple[Tag, ...]) -> bool:
    """Whether the words after a "first" begin a command: a card ("the 6 of diamonds",
    "šesticu", "karo šesticu"), a number after an article ("the 6", "de 6"), a command word
    or a verb; never a pile ("first column"), a bare number or nothing. An ordinal is never
    followed by an article, so after one "first" is the adverb."""
    skipped = list(itertools.takewhile(lambda t: has(t, TagKind.FILLER), tags))
    said = tags[len(skipped) :]
    if not said:
        return False
    kinds = {m.kind for m in meanings(said[0])}
    if kinds & _OPENING:
        return True
    if TagKind.SUIT in kinds:  # "ruiten 6", "karo šesticu": the suit first
        return len(said) > 1 and any(m.kind in (TagKind.NUM, TagKind.RANK) for m in meanings(said[1]))
    return bool(skipped) and TagKind.NUM in kinds


def _asks(phrase: tuple[str, ...], lang: str) -> bool:
    """Whether a phrase of "and now" holds a question word: "what now", "now what", "wat nu",
    "i ara què", "e agora o que", "e adesso cosa", "što sad" ask; "and now", "e agora" join."""
    return any(phrase[i : i + len(q)] == q for q in question_openers(lang) for i in range(len(phrase)))


def _answer_only(tags: tuple[Tag, ...]) -> bool:
    """Whether the words after an answer's "no" in its clause only finish the answer: small
    words, and "of the two" ("nessuno dei due", "none of the two"); never a card or a place,
    which the command after it may mean as "it"."""
    said = [t for t in tags if not is_filler(t)]
    return not said or (
        len(said) == 2 and has(said[0], TagKind.FROM) and has(said[1], TagKind.NUM) and said[1].text.isalpha()
    )


def after_lead(p: Piece, r: Reader, intent: Intent) -> Intent | None:
    """The command said after a leading "yes", "no", "so" or "and now", when the words
    after it make one: "ja, op de klaveren 10", "e agora o 5 para a base" (whose "e agora"
    alone asks for a hint). None when the line leads with none, or the rest means nothing
    whole or only names a setting."""
    hint_alone = isinstance(intent, Command) and intent.cmd is Cmd.HINT
    if not (isinstance(intent, Unknown | Nothing) or hint_alone):
        return None
    leads = _leads(p)
    k = leads.end
    if k == 0:
        return None
    if not meant(p.tags[k:]):
        # "and now?", "e poi?", "a dalje?": said alone, a hint is asked for; "the next one", "la
        # següent", the next of what the conversation was about (the session knows which)
        if p.negates or not (leads.now or leads.next or leads.after):
            return None
        if leads.after:
            return Command(Cmd.AFTER_HINT)  # "and then?": what follows the hint given last
        # "the next move", "de volgende zet" are read as a hint already: the next move is named
        return Command(Cmd.NEXT) if leads.next and not hint_alone else Command(Cmd.HINT)
    after = p.span(k).tagged_again()
    if after.negates:
        return None  # "no, wait, undo": the "no" holds the command back
    rest = read(after, r.quick)  # a whole command, word for word
    if isinstance(rest, Unknown | Nothing | Setting):
        return None
    if leads.asks and changes_game(rest):
        # "what now, column 3 to column 5": the question is answered and the move after it
        # waits for a line of its own, whatever the command after it ("what now draw")
        return Command(Cmd.HINT)
    if hint_alone and not (isinstance(rest, MoveIntent | Read) or changes_game(rest)):
        # "and now, the hint": the hint it asks for; "e agora o 2 de ouros" names a card, "e agora
        # vira" draws
        return None
    return rest


_STOPS = (Cmd.STOP, Cmd.STOP_OR_QUIT)


def after_stop(p: Piece, r: Reader, intent: Intent) -> Intent | None:
    """ "basta, nuova partita", "chega, novo jogo", "enough, undo": a word for "stop"
    said first, then a whole command that acts or asks, is that command ("enough" says
    why, not what); "basta, grazie" stays the stop. None when the line is no such line."""
    if not (isinstance(intent, Command) and intent.cmd in _STOPS):
        return None
    k = next((i for i, t in enumerate(p.tags) if not is_filler(t)), None)
    if k is None or k + 1 >= len(p.tags) or keyword(p.tags[k]) not in _STOPS:
        return None
    rest = r.understand(p.span(k + 1).tagged_again())
    if isinstance(rest, Command) and rest.cmd in _STOPS:
        return None
    if changes_game(rest) or (isinstance(rest, Command) and rest.cmd in _SAID_AFTER_STOP):
        return rest
    return None


# what a word for "stop" may open besides a command that acts: a question, and giving up
# ("basta, mi arrendo": "enough" says why, "I give up" what)
_SAID_AFTER_STOP = frozenset({*ANSWERS, Cmd.GIVE_UP})


def _destination_at(p: Piece) -> int | None:
    """Where a line that is a destination alone begins ("to the foundation", "pra base",
    "daj ga na temelj"): the first word that is not quiet says "to", and nothing in the
    line acts, reads a place out or asks; None otherwise."""
    if any(t.kind is TagKind.Q for t in p.tags):
        return None
    lead = k = _leads(p).end
    while k < len(p.tags) and (
        (is_filler(p.tags[k]) and not has(p.tags[k], TagKind.TO))
        or (_upward(p.tags[k]) and k + 1 < len(p.tags) and has(p.tags[k + 1], TagKind.TO))
    ):
        k += 1  # "su in fondazione": an "up" that is also "to" stands before the "to"
    if k >= len(p.tags) - 1 or not has(p.tags[k], TagKind.TO):
        return None
    before = p.tags[lead:k]
    if before and not (_acts_on_it(before, p.tags[k + 1 :]) or all(map(_upward, before))):
        return None  # "switch to column 3": a word before "to" that is no "it" nor a verb of moving
    # "para a base", "a la base": an article right after "to" is the place's, never a second "to"
    after = (
        p.tags[k + 2 :] if k + 1 < len(p.tags) and has(p.tags[k + 1], TagKind.ARTICLE) else p.tags[k + 1 :]
    )
    if any(
        has(t, TagKind.TO) or has(t, TagKind.FROM) or has(t, TagKind.MOVE) or has(t, TagKind.CMD)
        for t in after
    ):
        return None
    return k


def destination(p: Piece) -> Intent | None:
    """A destination said alone: where the card the game named last goes ("to the
    foundation" after a draw), read as a place that may take it (`Read.to`); with "it" said
    before it ("daj ga na temelj"), "it" moved there. None when the line is no destination."""
    k = _destination_at(p)
    if k is None:
        return None
    verb = (Tag(TagKind.MOVE, None, "move"), Tag(TagKind.PRONOUN, None, "it"))
    with_it = _with_it(p.tags[k + 1 :])
    said = read(Piece((*verb, *p.tags[k : len(p.tags) - with_it]), p.lang), False)
    if not isinstance(said, MoveIntent) or not isinstance(said.source, It) or said.target is None:
        return None
    target = said.target
    if isinstance(target, It) or (isinstance(target, PileRef) and target.kind not in _TAKES):
        return None
    if _acts_on_it(p.tags[_leads(p).end : k], p.tags[k + 1 :]) or with_it:
        # "give it to the foundation", "manda pra base", "to the foundation with it": a verb acts,
        # on the card drawn, named or offered last (the session asks which when there is none)
        return MoveIntent(It(), target)
    return Read(target, to=True)


def _acts_on_it(before: tuple[Tag, ...], place: tuple[Tag, ...]) -> bool:
    """Whether the words before a destination say "it", or a verb of moving and the place is
    a foundation ("manda pra base", "vai in base"); a verb said of a column may be "switch
    to" ("passa a la columna 3", "prebaci na stupac 3"), which moves nothing."""
    if any(has(t, TagKind.PRONOUN) for t in before):
        return True
    up = any((pile := pick(t, TagKind.PILE)) is not None and pile.value is PileKind.FOUNDATION for t in place)
    return up and any(has(t, TagKind.MOVE) for t in before)


def _upward(tag: Tag) -> bool:
    """ "up", "amunt", "omhoog": a word for "up" before "to the foundation" says the same."""
    return has(tag, TagKind.UP) and all(m.kind in _UPWARD for m in meanings(tag))


_UPWARD = (TagKind.UP, TagKind.FILLER, TagKind.TO)


_TAKES = (PileKind.FOUNDATION, PileKind.COLUMN)  # the places a card is moved to


def _with_it(tags: tuple[Tag, ...]) -> int:
    """How many words at the end of a destination say "it", the card named last sent
    there: two after a small word ("to the foundation with it", "para a base com isso"),
    one for a pronoun right after the place (Croatian "na temelj ga"); 0 when none."""
    if len(tags) < 2 or not has(tags[-1], TagKind.PRONOUN) or has(tags[-1], TagKind.ARTICLE):
        return 0
    return 2 if is_filler(tags[-2]) else 1


def from_named(p: Piece, r: Reader) -> MoveIntent | None:
    """ "and the 3 of spades from column 2", "i el 2 de cors de la columna 1 també": a card
    going where the last one went, with the place it comes from; "de boer uit kolom 3 erop"
    (onto it: where the last one went) too."""
    there = there_words(p.lang)
    if not (starts_with(p.words, and_words(p.lang)) or p.says(also_words(p.lang)) or p.says(there)):
        return None
    at = next((k for k, t in enumerate(p.tags) if has(t, TagKind.FROM)), None)
    if at is None or at == 0 or at == len(p.tags) - 1:
        return None
    card = r.understand(p.span(0, at).without(also_words(p.lang)).without(and_words(p.lang)))
    place = r.understand(p.span(at + 1).without(also_words(p.lang)).without(there), False)
    if not (isinstance(card, Read) and isinstance(card.what, CardRef | RankRef)):
        return None
    if not (isinstance(place, Read) and isinstance(place.what, PileRef)):
        return None
    if place.what.kind is PileKind.COLUMN and place.what.index is None:
        return None  # "... from column": no column said, so no place the card comes from
    return MoveIntent(card.what, None, origin=dataclasses.replace(place.what, empty=False), like_last=True)


def named_from(p: Piece, r: Reader) -> Read | None:
    """ "karo trojka iz petog", "the 2 of diamonds from column 9": a card said with the column
    it comes from, and no verb nor place it goes to, is read there, as "the 2 of diamonds in
    column 9" is: naming reads."""
    at = next((k for k, t in enumerate(p.tags) if has(t, TagKind.FROM)), None)
    if at is None or at == 0 or at == len(p.tags) - 1:
        return None
    card = r.understand(p.span(0, at))
    place = r.understand(p.span(at + 1), False)
    if not (isinstance(card, Read) and isinstance(card.what, CardRef | RankRef)) or card != Read(card.what):
        return None
    if not (isinstance(place, Read) and isinstance(place.what, PileRef)) or place != Read(place.what):
        return None
    column = place.what
    if column.kind is not PileKind.COLUMN or column.index is None or column.empty:
        return None
    return Read(card.what, lying_in=column.index)


def from_that_column(p: Piece) -> MoveIntent | None:
    """ "from that column", "d'aquella columna", "uit die kolom", "dessa coluna", "da quella
    colonna", "iz tog stupca" said alone: the card named last, taken from the column it was
    named in, as "take it from that column" says (the session asks which card when none was
    named). A column said with its number ("from column 8") is read; None for any other line."""
    k = _leads(p).end
    if k >= len(p.tags) or not has(p.tags[k], TagKind.FROM):
        return None
    pointed = this_words(p.lang)
    rest = [t for t in p.tags[k + 1 :] if t.kind is not TagKind.Q]
    columns = [t for t in rest if _a_column(t, p.lang)]
    if len(columns) != 1 or not all(t in columns or is_filler(t) or (t.text,) in pointed for t in rest):
        return None
    # the "that" may be a word of its own or said inside the word for "from" (Portuguese "dessa")
    if not any((t.text,) in pointed for t in (p.tags[k], *rest)):
        return None
    return MoveIntent(It(), None, origin=PileRef(PileKind.COLUMN))


def _a_column(tag: Tag, lang: str) -> bool:
    """Whether the word names a column with no number: "column", or "row", "pile", "line"."""
    pile = pick(tag, TagKind.PILE)
    return (pile is not None and pile.value is PileKind.COLUMN) or tag.text in numbered_piles(lang)


def short_names(p: Piece) -> MoveIntent | None:
    """ "ah f", "move ah to column 3": a card's short name as the help teaches it (rank letter
    and suit letter) that is also a small word ("ah") names the card in a move to a place;
    said alone, or before a card named ("ah the king of clubs"), it stays the small word."""
    if p.cuts:
        return None  # "ah, column 3": a small word said apart is that word
    lex = lexicon(p.lang)
    found: dict[int, Card] = {}
    for k, t in enumerate(p.tags):
        w = t.text
        rank = lex.rank_letters.get(w[:1]) if len(w) == 2 else None
        if rank is not None and w[1] in lex.suit_letters and is_filler(t):
            found[k] = Card(Rank(rank), Suit(lex.suit_letters[w[1]]))
    if not found:
        return None
    tags = [Tag(TagKind.CARD, found[k], t.text) if k in found else t for k, t in enumerate(p.tags)]
    said = read(p.replaced(tags), False)
    if not isinstance(said, MoveIntent):
        return None
    named = any(k + 1 < len(p.tags) and has(p.tags[k + 1], TagKind.ARTICLE) for k in found)
    if named and isinstance(said.target, CardRef | RankRef):
        return None  # "ah the king of clubs": the small word, then a card named with its article, read
    return said
