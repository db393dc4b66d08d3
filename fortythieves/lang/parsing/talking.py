"""The talk a line ends with after its command, in a clause of its own: thanks, an "of
course", an apology ("draw, thanks", "a la base, és clar", "annulla, scusa"). It leaves the
command as it is, unless it takes it back or opens a correction. A vague "and the rest" said
last ("..., wins and all", "..., enzovoort") is passed over the same way."""

from __future__ import annotations

import bisect

from fortythieves.lang.chatter import Chatter, chatter, talk_after, talk_of
from fortythieves.lang.concepts import correction_words
from fortythieves.lang.intents import Command, Intent, Unknown
from fortythieves.lang.linkwords import letters, tail_spellings, tail_words
from fortythieves.lang.parsing.classes import corrects, meant
from fortythieves.lang.parsing.line import Piece, said_at
from fortythieves.lang.parsing.typedwords import typed_words
from fortythieves.lang.tags import TagKind, pick


def without_talk_after(p: Piece) -> Piece | None:
    """The line without the clauses it ends with when each is talk that leaves the command
    before it as it is ("..., és clar", "..., thanks", "undo, sorry", "draw, thanks, sorry");
    None otherwise. A "never mind", a "no" ("..., no sorry") or a correction word beside other
    words takes the command back, and stays; so does a question ("..., certo?" asks). A "sorry"
    said alone as the whole clause only excuses the command. All such clauses go at once, so a
    line of many is read twice at most, not once per clause."""
    end = len(p.tags)
    for cut in reversed(p.cuts):
        if not _leaves_it(p.span(cut, end)):
            break
        end = cut
    return None if end == len(p.tags) else p.span(0, end)


def _leaves_it(clause: Piece) -> bool:
    if "?" in clause.words or clause.negates or not talk_after(clause.words, clause.lang):
        return False
    return not corrects(clause) or _apologises(clause)


def _apologises(p: Piece) -> bool:
    """Whether the words are an apology alone: "sorry", "scusa", "perdó", "oprosti"."""
    return chatter(" ".join(p.words), p.lang) is Chatter.SORRY


def left_as_it_is(ended: Intent, p: Piece, untalked: Piece) -> bool:
    """Whether the command read before the talk that ends `p` (`untalked`, the line before it)
    stands: any command before thanks or an "of course"; before an apology, only a command
    named by its word ("undo, sorry", "pesca, scusa"): after a card or a place ("column 2 to 5,
    sorry") the apology opens a correction the player has not finished, and nothing is done."""
    if isinstance(ended, Unknown):
        return False
    if isinstance(ended, Command):
        return True
    talk = p.span(len(untalked.tags))
    return not any(_apologises(clause) for clause in talk.clauses())


_ENDS = frozenset({"?", "!"})  # marks said after the idiom, kept with the line before it


def before_tail(p: Piece, line: str) -> str | None:
    """The line as typed up to the idiom of "and the rest" that ends it ("show me my stats,
    wins and all": "show me my stats, wins"), when the words before the idiom say something
    more than small words; None otherwise. Said alone ("and all") the idiom keeps its own
    meaning."""
    words = p.words
    end = len(words)
    while end and words[end - 1] in _ENDS:
        end -= 1
    phrases = tail_words(p.lang)
    start = next((i for i in range(end) if said_at(words, phrases, i) == end - i), None)
    if not start:
        return None
    if not meant(p.tags[: bisect.bisect_left(p.starts, start)]):
        return None  # "and all", "oh, and so on": nothing else said
    typed = typed_words(p, line)
    if typed is None or letters("".join(typed[start:end])) not in tail_spellings(p.lang):
        return None  # "por agora é tudo": "that's all", never "and all"
    return " ".join(w for w in typed[:start] if w).rstrip(",;:-– ") + "".join(words[end:])


# the marks that end a sentence of its own before a command ("opet sam preletio. ponisti")
_SENTENCE_ENDS = (".", "!", ":")
# what a sentence passed over never names: a card, a place, a number
_NAMED = (
    TagKind.CARD,
    TagKind.RANK,
    TagKind.SUIT,
    TagKind.PILE,
    TagKind.PILEREF,
    TagKind.NUM,
    TagKind.ORDINAL,
)


def remark_sentence_end(p: Piece, named: bool = False) -> int:
    """The clause the line goes on at past a first sentence of its own that may be only talk
    ("não há nada a fazer. tira uma carta", "die laat ik liggen. trek"): typed with a full
    stop, "!" or ":" at its end, no question, no card, place or number (`named`: a card or
    place may be said, as in a remark of the mistake an undo mends: "I forgot the ace. undo"),
    no "no", "wait" or word of a correction to open it or correct ("no, don't. draw", "wait,
    not that. draw" never act so); 0 when the line opens with none. Whether its clauses read
    as nothing is the caller's to ask."""
    if p.typed is None or not p.cuts:
        return 0
    typed = typed_words(p, p.typed)
    if typed is None:
        return 0
    end = next((i for i, w in enumerate(typed) if w.endswith(_SENTENCE_ENDS)), None)
    if end is None:
        return 0
    end += 1
    while end < len(typed) and not typed[end]:
        end += 1  # a typed word that folds into several: the sentence ends after all of them
    cut = next((c for c in p.cuts if p.starts[c] == end), 0)
    head, lang = p.span(0, cut), p.lang
    if not cut or "?" in head.words or (not named and any(pick(t, *_NAMED) for t in head.tags)):
        return 0
    if (n := said_at(p.words, talk_of(Chatter.NO, lang) | talk_of(Chatter.WAIT, lang), 0)) and (
        n == end or _held_back(p, n, cut)
    ):
        return 0  # "no. draw", "wait, not that. draw": the "no" or the pause holds the command back
    return 0 if head.says(correction_words(lang)) else cut


def _held_back(p: Piece, n: int, cut: int) -> bool:
    """Whether the "no" or "wait" that opens the line in a clause of its own is followed by
    a negation ("no, don't", "ne, nemoj", "espera, no això"); inside a clause it is the
    clause's own "not" ("não há nada a fazer") or a "no" to what was offered ("nee die laat
    ik liggen"), and the clause says the rest."""
    first = p.cuts[0]  # "não, não faças isso": the "no" said twice is one phrase over the comma
    return p.starts[first] <= n and p.span(first, cut).negates
