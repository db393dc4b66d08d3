"""Several commands in one line, joined by a word of the "then" class ("draw and then undo",
"put the 5 on the 6 and draw", "trek en dan maak ongedaan"): the line is cut at such a word
only where a command's verb, or a card, follows it, each part is read alone, and the parts are
done in turn by the session (`play.series`), as if typed on lines of their own.

Cards in a row share the place said once, each its own move (`parsing.cardlist`): "the 2
and the 3 to the foundation", "the 5 to the foundation, then the 6" (where the 5 went);
"and" between two cards with no place ("the 8 and the 9") stays one move, the 8 onto the 9.
A misread command is worse than a refusal: a part not understood leaves the whole line
undone, quoted ("draw and then fly": "fly" was not understood); cards after a command that
moves none ("draw then the 7") leave the line not understood; "take the 5 and put it on the
6" is one move, since its second part says "it" of the card the first named and did not
place."""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Callable

from fortythieves.lang.chatter import talk_before
from fortythieves.lang.concepts import consequence_words
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import (
    MAX_SERIES,
    CardRef,
    Cmd,
    Command,
    Intent,
    MoveIntent,
    Nothing,
    Read,
    Series,
    Step,
    Tap,
    Unknown,
    changes_game,
    refers_back,
)
from fortythieves.lang.linkwords import then_spellings, then_words
from fortythieves.lang.otherone import other_one_too, says_other_one
from fortythieves.lang.parsing import cardlist
from fortythieves.lang.parsing.classes import typed as typed_line
from fortythieves.lang.parsing.counting import inside_counts
from fortythieves.lang.parsing.line import Piece, occurrences, said_at
from fortythieves.lang.parsing.talking import remark_sentence_end
from fortythieves.lang.parsing.typedwords import typed_words
from fortythieves.lang.tags import TagKind, meanings
from fortythieves.lang.tokenizer import does_it

# the words a command begins with: a command word ("draw", "undo", "read") or a verb that
# moves ("put", "play"); everyday words are neither
_VERBS = frozenset({TagKind.CMD, TagKind.MOVE})

# what a move said with no verb begins with: "the jack on the queen", "column 2 to 7"
_CARD_OR_PLACE = frozenset(
    {TagKind.CARD, TagKind.RANK, TagKind.NUM, TagKind.PILE, TagKind.PILEREF, TagKind.COLOUR, TagKind.SUIT}
)

_MARKS = " ,;.!?…—–-\"'()"  # marks around a typed word

ReadPart = Callable[[str], Intent]
"""Reads one part alone, as typed."""


def series(p: Piece, line: str, read_part: ReadPart) -> Intent | None:
    """The commands of `p` said in turn, when a word of the "then" class joins two of them;
    None when the line holds no such joint (it is read as one command). `line`: as typed."""
    typed = typed_words(p, line)
    spans, verbless = _spans(p, typed)
    if len(spans) < 2:
        return None
    if len(spans) - len(verbless) > MAX_SERIES:  # refused whole: its parts are never read
        return Series((), tuple(_said(p, typed, span) for span in spans))
    read = {span: read_part(_said(p, typed, span)) for span in spans}
    said_of = functools.partial(_said, p, typed)
    ahead: dict[Span, list[cardlist.Said]] = {}
    after: dict[Span, list[cardlist.Said]] = {}
    # "trek en dan de klaverenboer op de klaverenvrouw": after "then", a move said by its
    # card and its place needs no verb, when what comes before is a whole command of its
    # own; cards said in a row share the place said once ("the 2 and the 3 to the
    # foundation", "the 5 to the foundation, then the 6"); otherwise ("the 8 and the 9")
    # the words go with the part before
    at = 1
    while at < len(spans):
        before, then = spans[at - 1], spans[at]
        if then[0] not in verbless:
            at += 1
            continue
        rows = _Rows(p, said_of, read_part, read, ahead, after)
        if rows.no_move(before, then):
            return Unknown((typed_line(line),))  # "draw then the 7": no move to make the 7's
        if rows.shared(before, then) or (_two_places(read[then]) and _whole(p, before, read[before])):
            at += 1
            continue
        if before in ahead or before in after:
            return None  # a row of cards, then words that name no card: the line is read whole
        joined = (before[0], then[1])
        spans[at - 1 : at + 1] = [joined]
        if len(spans) == 1:
            return None  # one command: the line is read whole, once
        read[joined] = read_part(_said(p, typed, joined))
    if len(spans) > MAX_SERIES:
        return Series((), tuple(_said(p, typed, span) for span in spans))
    # "take the 5 and put it on the 6": "it" is the card the part before named and did
    # not place, so the two parts are one move
    while (k := _goes_on(p, spans, read, set(ahead) | set(after))) is not None:
        joined = (spans[k][0], spans[k + 1][1])
        spans[k : k + 2] = [joined]
        if len(spans) == 1:
            return None  # one command: the line is read whole, once
        read[joined] = read_part(_said(p, typed, joined))
    done = _each_card(spans, read, said_of, ahead, after)
    if done is None:
        return None
    parts, said = [part for part, _ in done], tuple(words for _, words in done)
    if len(parts) > MAX_SERIES:
        return Series((), said)
    if (
        not _verb_led(p, _past_remark(p, spans[0], parts[0], read_part))
        and not cardlist.placed(parts[0])
        and not does_it(said[0], p.lang)
    ):
        # "the 5 and draw": a card named is read, never the first of two commands; the line
        # is read whole, unless that reading is only its first part ("column 9 and do it");
        # "do it and then draw" plays what was proposed, then draws
        return Unknown((typed_line(line),)) if read_part(line) == parts[0] else None
    missed = [k for k, part in enumerate(parts) if not isinstance(part, Step)]
    if missed:  # "draw and then put the zorblax on the 6": not a draw, nor six
        return Unknown((said[missed[0]],), in_series=True)
    if (both := _both_copies(parts)) is not None:
        return both
    return Series(tuple(part for part in parts if isinstance(part, Step)), said)


def _both_copies(parts: list[Intent]) -> MoveIntent | None:
    """ "put the ace of hearts up and the other one": a card moved, from no place said, then
    its other copy alone, is both copies moved, as "both aces of hearts up" is: neither is
    asked for when both can go. None for any other line."""
    if len(parts) != 2:
        return None
    first, then = parts
    if not (isinstance(then, Command) and then.cmd is Cmd.OTHER_ONE and not then.rest):
        return None
    if not isinstance(first, MoveIntent) or not isinstance(first.source, CardRef):
        return None
    if first.origin is not None or first.ask or first.copies is not None or first.count is not None:
        return None
    return dataclasses.replace(first, copies=2)


Span = tuple[int, int]


@dataclasses.dataclass(frozen=True)
class _Rows:
    """The rows of cards found so far in a line of several commands, and how to read more."""

    p: Piece
    said_of: cardlist.SaidOf
    read_part: ReadPart
    read: dict[Span, Intent]
    ahead: dict[Span, list[cardlist.Said]]  # cards that go where the move after them says
    after: dict[Span, list[cardlist.Said]]  # cards that go where the one before them went

    def shared(self, before: Span, then: Span) -> bool:
        """Whether the part after a "then" with no verb, or the part before it, is a row of
        cards that shares a place said once: "the 5 to the foundation, then the 6", "the 2
        and the 3 to the foundation"; the row is kept."""
        first = self.read[before]
        goes = before in self.after or (
            cardlist.placed(first) and (_follows(first) or self._row(before) is None)
        )
        if before not in self.ahead and goes and (cards := self._row(then)) is not None:
            self.after[then] = cards
            return True
        move = cardlist.carried(self.p, then, self.read[then])
        cards = self._row(before, led=True) if before not in self.after and cardlist.carries(move) else None
        if cards and all(c.move is None or c.move.origin is None for c in cards):  # one place: none said
            self.ahead[before] = cards
            self.read[then] = move
            return True
        return False

    def no_move(self, before: Span, then: Span) -> bool:
        """ "draw then the 7": cards after a command that moves no card have no place to go."""
        first = self.read[before]
        return isinstance(first, Command) and changes_game(first) and self._row(then) is not None

    def _row(self, span: Span, led: bool = False) -> list[cardlist.Said] | None:
        return cardlist.row(self.p, span, self.said_of, self.read_part, led)


def _follows(intent: Intent) -> bool:
    """ "and the 4 too": a move that goes where the last one went."""
    return isinstance(intent, MoveIntent) and intent.like_last


def _each_card(
    spans: list[tuple[int, int]],
    read: dict[tuple[int, int], Intent],
    said_of: cardlist.SaidOf,
    ahead: dict[tuple[int, int], list[cardlist.Said]],
    after: dict[tuple[int, int], list[cardlist.Said]],
) -> list[tuple[Intent, str]] | None:
    """Each part's command and its words, a row of cards one move per card; None when a
    row is left with no move after it to say where its cards go (the line is read whole)."""
    out: list[tuple[Intent, str]] = []
    waiting: list[cardlist.Said] = []
    for span in spans:
        intent, words = read[span], said_of(span)
        if span in ahead:
            waiting += ahead[span]
        elif span in after:
            out += cardlist.following(after[span])
        elif waiting:
            if not isinstance(intent, MoveIntent) or not cardlist.carries(intent):
                return None
            out += cardlist.ahead_of(waiting, intent, words)
            waiting = []
        else:
            out.append((intent, words))
    return None if waiting else out


def _spans(p: Piece, typed: list[str] | None) -> tuple[list[tuple[int, int]], set[int]]:
    """The tags of each part: the line cut at every "then" word that has words before it
    and a command after it; a "then" word inside a command's own words ("and another", "en
    nog een": again) begins that command. Also the first tags of the parts that follow a
    "then" with no verb: each stays a part only if it reads as a move by its card and its
    place after a whole command."""
    cuts: list[tuple[int, int]] = []
    verbless: set[int] = set()
    joints = then_words(p.lang)
    found = occurrences(p.words, joints)
    # "put the ace up, the other one too": a clause of its other copy, with no joint before it,
    # says "too"; "u prazni stupac, onaj drugi" names the other empty column
    other = next((c for c in p.cuts if other_one_too(" ".join(p.words[p.starts[c] :]), p.lang)), None)
    if not found:
        return ([(0, other), (other, len(p.tags))] if other else [(0, len(p.tags))]), set()
    # where a remark on what a move brings ends ("così", "so", "zodat"): a joint right after
    # one tells the plan the move serves, it asks for nothing more
    told = {b for _, b in occurrences(p.words, consequence_words(p.lang) - frozenset(joints))}
    counted = inside_counts(p)  # "tutte e due", "all the way back": a joint joins nothing there
    for a, b in found:
        start, after = p.at_word(a), p.at_word(b) if b < len(p.words) else None
        if not a or start is None or after in p.cuts:
            continue  # "go on then, play the card": a "then" that ends its clause joins nothing
        if a in told or a in counted:
            continue  # "il fante sulla donna così poi sposto il dieci", "rifalle tutte e due"
        if typed is not None and not all(_spelt_as_joint(w, p.lang) for w in typed[a:b]):
            continue  # "qual é a pontuação": "é" (is) is no "e" (and)
        if after is None and _verb_at(p, start) and len(p.tags[start].text.split()) > b - a:
            cuts.append((start, start))  # "draw and another": the joint is part of "again"
        elif after is not None and (_verb_at(p, after) or does_it(" ".join(p.words[b:]), p.lang)):
            cuts.append((start, after))  # "hint and do it": the hint's move
        elif after is not None and says_other_one(" ".join(p.words[b:]), p.lang):
            cuts.append((start, after))  # "put the ace up and the other one": its other copy
        elif after is not None and _names_card(p, after):
            cuts.append((start, after))
            verbless.add(after)
    if len(cuts) > MAX_SERIES:  # a line of many "and"s: only the joints before a verb are tried
        cuts = [cut for cut in cuts if cut[1] not in verbless]
        verbless.clear()
    bounds = [0, *(k for cut in cuts for k in cut), len(p.tags)]
    return [(bounds[k], bounds[k + 1]) for k in range(0, len(bounds), 2)], verbless


def _spelt_as_joint(typed: str, lang: str) -> bool:
    """Whether a typed word is spelt as a word of the "then" class, or without accents."""
    word = typed.lower().strip(_MARKS)
    return normalize(word) == word or word in then_spellings(lang)


def _names_card(p: Piece, k: int) -> bool:
    """Whether the words from tag `k` begin, after small words, with a card or a place."""
    for tag in p.tags[k:]:
        kinds = {m.kind for m in meanings(tag)}
        if kinds & _CARD_OR_PLACE:
            return True
        if not kinds <= {TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN}:
            return False
    return False


def _verb_at(p: Piece, k: int) -> bool:
    return any(m.kind in _VERBS for m in meanings(p.tags[k]))


def _verb_led(p: Piece, span: tuple[int, int]) -> bool:
    """Whether the part begins with a verb, after small words ("please draw"). "Again" is
    none: it follows up on what was done before the line, and before "e" it is the "still" of
    a question typed without its accent ("ancora e vincibile?": is it still winnable?). Talk
    said first is passed over as it is before one command ("kvragu, poništi pa ...", "oops,
    undo and draw"); never "no" or "wait", which hold the commands back."""
    talk = talk_before(p.words[p.starts[span[0]] :], p.lang)
    first = p.at_word(p.starts[span[0]] + talk) if talk else span[0]
    for k in range(first if first is not None else span[0], span[1]):
        if _verb_at(p, k):
            return not all(m.value is Cmd.AGAIN for m in meanings(p.tags[k]))
        if not all(m.kind is TagKind.FILLER for m in meanings(p.tags[k])):
            return False
    return False


def _past_remark(p: Piece, span: Span, first: Intent, read_part: ReadPart) -> Span:
    """The first part past a sentence of talk it opens with, whose clauses read as nothing
    ("kvragu, opet sam preletio. poništi pa ...", "ugh, I messed that up. undo and draw"); a
    sentence that names a card only before an undo, the mistake it mends ("I forgot the ace.
    undo and draw"); the part as it is otherwise."""
    undo = isinstance(first, Command) and first.cmd is Cmd.UNDO
    cut = remark_sentence_end(p, named=undo)
    if not span[0] < cut < span[1]:
        return span
    head = p.span(span[0], cut)
    bounds = [0, *head.cuts, len(head.tags)]
    for a, b in itertools.pairwise(bounds):
        said = read_part(" ".join(head.span(a, b).words))
        if not isinstance(said, Unknown | Nothing) and not (undo and isinstance(said, Read)):
            return span
    return (cut, span[1])


def _moving_verb(p: Piece, span: tuple[int, int]) -> bool:
    """Whether the part holds a verb that moves ("take", "pega")."""
    return any(m.kind is TagKind.MOVE for k in range(*span) for m in meanings(p.tags[k]))


def _whole(p: Piece, span: tuple[int, int], intent: Intent) -> bool:
    """Whether a part is a command whole on its own: a move with its card and its place, or
    a command led by its verb that moves nothing ("draw"); "move the 5" still wants a place."""
    return _two_places(intent) if isinstance(intent, MoveIntent) else _verb_led(p, span)


def _two_places(intent: Intent) -> bool:
    """ "c3 c5", "the 7 to the 8": a move said by its two places, which acts with no verb."""
    return isinstance(intent, MoveIntent) and not intent.ask and intent.target is not None


def _goes_on(
    p: Piece, spans: list[tuple[int, int]], read: dict[tuple[int, int], Intent], rows: set[tuple[int, int]]
) -> int | None:
    """The first part that goes on into the part after it, the two being one command: a part
    whose verb moves but that only names a card or a place ("pega na carta virada e mete na
    coluna 6": take the turned card and put it in column 6), or a move with no place before a
    part that moves "it", said or left out ("take the 5 and put it on the 6", "uzmi onu s otpada
    i stavi na stupac 2"), or a part not understood before such a part (the line is quoted
    whole)."""
    for k, (a, b) in enumerate(itertools.pairwise(spans)):
        if a in rows or b in rows:
            continue  # cards in a row, each its own move
        first, then = read[a], read[b]
        if isinstance(first, Read) and first.what is not None and _moving_verb(p, a):
            return k
        placed = not isinstance(first, MoveIntent | Unknown) or (
            isinstance(first, MoveIntent) and first.target is not None
        )
        says_it = isinstance(then, MoveIntent | Tap) and refers_back(then)
        leaves_it_out = isinstance(then, Unknown) and _moving_verb(p, b)  # "i stavi na stupac 2"
        if not placed and (says_it or leaves_it_out):
            return k
    return None


def _said(p: Piece, typed: list[str] | None, span: tuple[int, int]) -> str:
    """The part's words as typed, without the marks that part it from the next."""
    a, b = p.starts[span[0]], p.starts[span[1]]
    words = typed[a:b] if typed is not None else p.words[a:b]
    return " ".join(w for w in words if w).strip(_MARKS)


_JOINING_MARKS = (",", ";")  # the marks that may join two whole commands with no "then"


def in_clauses(p: Piece, line: str, read_alone: ReadPart) -> Series | None:
    """ "9 of hearts on 10 of hearts, 8 of clubs on 9 of clubs", "draw; draw; 5 of spades to
    the foundation", "trek een kaart, schoppen 7 op schoppen 8": a line not understood whole,
    cut by commas or semicolons into parts each of which is a whole command when typed alone
    (`read_alone`): a move with its card and its place, or a command led by its verb; the
    parts are done in turn, as after "then". A part that is talk, a card alone, a question or
    "it" ("ok, draw", "the 7, on the 8", "put the 7 on the 8, put it on the 9") leaves the line
    as it was, and so does a card moved twice (the second may correct the first)."""
    typed = typed_words(p, line)
    if typed is None or not p.cuts:
        return None
    joints = [c for c in p.cuts if _marked_before(typed, p.starts[c])]
    if not joints or len(joints) >= MAX_SERIES:
        return None
    bounds = [0, *joints, len(p.tags)]
    parts: list[Step] = []
    said: list[str] = []
    for span in itertools.pairwise(bounds):
        text = _said(p, typed, span)
        intent = read_alone(text)
        if isinstance(intent, Unknown | Nothing) or "?" in p.words[p.starts[span[0]] : p.starts[span[1]]]:
            return None
        steps = intent.parts if isinstance(intent, Series) else (intent,)
        if not steps or not _whole_alone(p, span, intent):
            return None
        parts += steps
        said += intent.said if isinstance(intent, Series) else (text,)
    sources = [part.source for part in parts if isinstance(part, MoveIntent)]
    if len(parts) > MAX_SERIES or len(set(sources)) < len(sources):
        return None
    return Series(tuple(parts), tuple(said))


def _marked_before(typed: list[str], at: int) -> bool:
    """Whether the typed word before word `at` ends with a comma or a semicolon."""
    before = next((w for w in reversed(typed[:at]) if w), "")
    return before.endswith(_JOINING_MARKS)


def _whole_alone(p: Piece, span: Span, intent: Intent) -> bool:
    """Whether a part read alone is a whole command that names nothing said before it: a
    move with its two places, or a command that is no question led by its verb."""
    if isinstance(intent, Series):
        return all(not refers_back(part) for part in intent.parts)
    if isinstance(intent, Unknown | Nothing) or refers_back(intent):
        return False
    if (isinstance(intent, Command) and intent.asked) or not _plainly_led(p, span):
        return False
    return _two_places(intent) if isinstance(intent, MoveIntent) else _verb_led(p, span)


def _plainly_led(p: Piece, span: Span) -> bool:
    """Whether a part holds only words the game knows and opens, past small words, with its
    verb or its card or place: "so the ten goes up", "volevo mettere il 2 in base" tell a
    plan or a wish, never a command of their own."""
    if any(p.tags[k].kind is TagKind.UNKNOWN for k in range(*span)):
        return False
    if said_at(p.words, consequence_words(p.lang), p.starts[span[0]]):
        return False
    for k in range(*span):
        kinds = {m.kind for m in meanings(p.tags[k])}
        if kinds & (_VERBS | _CARD_OR_PLACE):
            return True
        if not kinds <= {TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN}:
            return False
    return False
