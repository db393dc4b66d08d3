"""A count of moves in a line that undoes or redoes: "undo the last three moves", "tres
jugades desfés", "drie zetten ongedaan maken", "due mosse indietro", "undo twice". The
count is a word for a count of times, or a number with a noun of moves or of times after it
("the last" may stand before it or between them); the line without it must undo or redo and say nothing else, or the line is refused: a count is
never dropped."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from functools import cache

from fortythieves.lang.concepts import again_words
from fortythieves.lang.countwords import (
    all_said,
    both_said,
    counted_moves,
    in_a_row,
    last_words,
    one_move_nouns,
    plural_moves,
    repeat_verbs,
    them_said,
    those_words,
    times_nouns,
    times_said,
    undone_said,
)
from fortythieves.lang.folding import one_slip
from fortythieves.lang.intents import (
    ALL_MOVES,
    COUNTED,
    CardRef,
    Cmd,
    Command,
    Intent,
    MoveIntent,
    RankRef,
    Unknown,
    Value,
)
from fortythieves.lang.linkwords import and_words
from fortythieves.lang.parsing.classes import int_of, is_filler, keyword, not_understood
from fortythieves.lang.parsing.line import Phrase, Piece, occurrences, said_at
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick

_TAKEN = (Cmd.UNDO, Cmd.REDO)


def counted(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """The undo or redo of as many moves as the line counts; None when the line counts no
    moves; not understood when it counts them beside anything but a bare undo or redo, or
    counts twice."""
    found = _count(p)
    if found is None:
        return _last_number(p, read)
    n, said = found
    rest = p.retagged([i for i in range(len(p.words)) if i not in said])
    intent = read(rest)
    if (
        isinstance(intent, Command)
        and intent.cmd is Cmd.REDO
        and intent.rest == ALL_MOVES
        and _says_them(rest)
    ):
        intent = Command(Cmd.REDO)  # "redo them both", "refés-les totes dues": the count says how many
    if isinstance(intent, Command) and intent.cmd in COUNTED and not intent.rest:
        if (n == _EVERY or _of_both(p, said)) and intent.cmd not in _TAKEN:
            return None  # "all" and "both" count the moves taken back, never draws: "all right, draw"
        # "draw twice", "again 3 times", "undo 2 moves"
        return Command(intent.cmd, _said(n), or_redo=intent.cmd is Cmd.UNDO and _brings_back(rest))
    if (
        isinstance(intent, Command)
        and intent.cmd is Cmd.REPEAT
        and not intent.rest
        and _of_moves(p, said, both=True)
    ):
        # "repeat 3 moves", "ponovi 3 poteza": the verb of repeating, then a count of moves,
        # which no reply is said again with; any other order or word ("3 moves repeat", "what?
        # 3 moves") is no sure redo, and a count is never dropped
        return Command(Cmd.REDO, _said(n)) if _verb_first(p, said) else not_understood(p)
    if n == _EVERY and _is_repeat(intent) and _verb_first(p, said):
        # "ponovi sve", "repeat everything": right after moves were undone, all of them again;
        # elsewhere the last reply again, as the verb says alone
        return Command(Cmd.REDO, ALL_MOVES, right_after=True, instead=Cmd.REPEAT)
    # "three moves back", "drie zetten terug": a bare "back" beside the count undoes
    backs = [t for t in rest.tags if all(m.kind is TagKind.BACK for m in meanings(t))]
    if backs and all(is_filler(t) or t in backs for t in rest.tags):
        return Command(Cmd.UNDO, str(n) if n > 1 else "", or_redo=_brings_back(rest))
    if n == _EVERY:
        return None  # "all" said beside no undo or redo: the board, or whatever it means alone
    if any(keyword(t) in _TAKEN for t in rest.tags) or backs:
        return not_understood(p)  # "undo three moves to column 2": a count never dropped
    if isinstance(intent, MoveIntent) and _cards_after(p, said):
        # "mou les dues cartes de la columna 3", "move both cards from column 3": the cards moved
        return dataclasses.replace(intent, count=n) if intent.count in (None, n) and n > 1 else None
    if isinstance(intent, MoveIntent) and n > 1 and not intent.ask and not _of_moves(p, said):
        if _before_card(p, said) and isinstance(intent.source, CardRef | RankRef):
            return dataclasses.replace(intent, copies=n)  # "os dois ases para as bases": both aces
        return dataclasses.replace(intent, times=n)  # "put the 7 on the 8 twice": a move is made once
    return None


def one_after_another(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "draw three cards in a row", "trek drie kaarten achter elkaar", "vrati 4 poteza jedan
    za drugim": the words for "one after another" beside a counted draw, undo or redo add
    nothing to the count; the line read without them, when it is such a count (None
    otherwise: "move the 3 cards in a row" keeps its words). A word of them typed with one
    slip ("jednu za drgom", "one after anotehr"), which the game knows as no other word, is
    that word."""
    said = occurrences(p.words, in_a_row(p.lang)) or _slipped_row(p)
    if not said:
        return None
    intent = read(p.retagged([i for i in range(len(p.words)) if not any(a <= i < b for a, b in said)]))
    return intent if isinstance(intent, Command) and intent.cmd in COUNTED and intent.rest else None


def _slipped_row(p: Piece) -> list[tuple[int, int]]:
    """Where the words for "one after another" are said with one word of them mistyped: a
    word the tags know as nothing, one slip (`one_slip`) from the phrase's word; the first
    such place, or none."""
    words, phrases = p.words, in_a_row(p.lang)
    said = _row_words(p.lang)
    unknown = [
        p.starts[k]
        for k, t in enumerate(p.tags)
        if t.kind is TagKind.UNKNOWN and " " not in t.text and len(t.text) >= 3
    ]
    for u in unknown:
        beside = {words[j] for j in (u - 1, u + 1) if 0 <= j < len(words)}
        if not (beside & said or any(one_slip(words[u], w) for w in _alone(p.lang))):
            continue  # most unknown words stand beside no word of such a phrase, nor are one
        for phrase in phrases:
            for i in range(max(0, u - len(phrase) + 1), min(u, len(words) - len(phrase)) + 1):
                at = u - i
                if (
                    len(phrase[at]) >= 4
                    and all(
                        w == want
                        for j, (w, want) in enumerate(zip(words[i : i + len(phrase)], phrase, strict=True))
                        if j != at
                    )
                    and one_slip(words[u], phrase[at])
                ):
                    return [(i, i + len(phrase))]
    return []


@cache
def _row_words(lang: str) -> frozenset[str]:
    """The words of the phrases of "one after another", each alone."""
    return frozenset(w for phrase in in_a_row(lang) for w in phrase)


@cache
def _alone(lang: str) -> frozenset[str]:
    """The phrases of "one after another" of one word ("zaredom", "seguides"): a slip of one
    has no word of the phrase beside it."""
    return frozenset(phrase[0] for phrase in in_a_row(lang) if len(phrase) == 1)


def _cards_after(p: Piece, said: set[int]) -> bool:
    """Whether the word for cards comes right after the words of a count."""
    k = p.at_word(max(said) + 1)
    return k is not None and k < len(p.tags) and has(p.tags[k], TagKind.CARDWORD)


def _last_number(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "anula as últimas 3", "undo the last 3": a number right after a word for "the last",
    with no noun of moves after it, counts the moves of a bare undo or redo; beside anything
    else it may be a card ("move the last 3 to column 4") and is left to the other readings."""
    words, lasts = p.words, last_words(p.lang)
    for k, tag in enumerate(p.tags):
        number = pick(tag, TagKind.NUM)
        at = p.starts[k]
        if number is None or " " in tag.text or not (back := _phrase_before(words, at, lasts)):
            continue
        start = at - back
        # "annulla le ultime tre", "undo those last two", "maak die laatste twee ongedaan"
        while _article_before(p, start) or (start and (words[start - 1],) in those_words(p.lang)):
            start -= 1
        rest = read(p.retagged([i for i in range(len(words)) if not start <= i <= at]))
        if isinstance(rest, Command) and rest.cmd in _TAKEN and not rest.rest:
            return Command(rest.cmd, _said(int_of(number)))
        return None
    return None


def back_by_number(p: Piece) -> Intent | None:
    """ "twee terug", "vrati dva", "two back": a bare "back" and a number spelled in letters,
    with only small words beside them ("nog twee terug", "vrati zadnja dva"), count the moves
    taken back. A number in digits may be a card ("2 back": the 2 put back), and is left to
    the other readings."""
    said = [t for t in p.tags if not is_filler(t)]
    if len(said) != 2:
        return None
    backs = [t for t in said if all(m.kind is TagKind.BACK for m in meanings(t))]
    numbers = [t for t in said if pick(t, TagKind.NUM) is not None and not t.text.isdigit()]
    if len(backs) != 1 or len(numbers) != 1:
        return None
    at = p.tags.index(numbers[0])
    if at and pick(p.tags[at - 1], TagKind.ARTICLE) is not None:
        return None  # "de twee terug": the 2, put back
    count = pick(numbers[0], TagKind.NUM)
    n = int_of(count) if count is not None else 1
    return Command(Cmd.UNDO, str(n) if n > 1 else "")


def _says_them(p: Piece) -> bool:
    """Whether the line says a plural pronoun of moves ("them", "les", "ze")."""
    them = {w for phrase in them_said(p.lang) for w in phrase}
    return any(w in them for w in p.words)


def redone_them(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "redo them", "refés-les", "doe ze opnieuw": a redo said of the moves with a plural
    pronoun plays again every move taken back, as "redo them all" does; None otherwise."""
    them = {w for phrase in them_said(p.lang) for w in phrase}
    said = {i for i, w in enumerate(p.words) if w in them}
    if not said or len(said) == len(p.words):
        return None
    intent = read(p.retagged([i for i in range(len(p.words)) if i not in said]))
    if isinstance(intent, Command) and intent.cmd is Cmd.REDO and intent.rest in ("", ALL_MOVES):
        return Command(Cmd.REDO, ALL_MOVES)  # "refés-les totes": "them" and "all" are one count
    if isinstance(intent, Command) and intent.cmd is Cmd.REDO:
        return intent  # "refés-les totes dues", "redo them both": the count said beside "them"
    return None


def redone_undone(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "redo everything I undid", "doe alles wat ik teruggedraaid heb opnieuw", "vrati sve
    poteze koje sam poništio": a relative clause of the moves taken back, said in a line that
    without it redoes, or brings moves back, plays those moves again: all of them with a word
    for "all", as many as a count says, or one ("vrati ono što sam poništio"; "redo what I
    undid" redoes one move, as "redo" does: after several undos "what I undid" may be one or
    all of them, and only a word for "all" says all). With a verb of undoing the undo is
    undone ("undo everything I undid"), as "undo what I undid" is a redo. None when no such
    clause is said, or the line without it neither redoes nor undoes."""
    said = occurrences(p.words, undone_said(p.lang))
    if not said:
        return None
    clause = {k for a, b in said for k in range(a, b)}
    if len(clause) == len(p.words):
        return None  # "i undid": a remark, no redo
    rest = p.retagged([i for i in range(len(p.words)) if i not in clause])
    intent = read(rest)
    if not isinstance(intent, Command) or intent.cmd not in _TAKEN:
        return None
    # "vrati sve": the word for all read with a bare "back" counts no moves, yet says all of them
    every = not intent.rest and rest.says(all_said(p.lang))
    # the moves the clause names are taken back already: played again, whenever it is said
    return Command(Cmd.REDO, ALL_MOVES if every else intent.rest, asked=intent.asked)


def all_counted(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "redo all three", "refés-les totes tres", "rifai tutte e tre", "ponovi sva tri": a word
    for all said beside a count of moves is that count, no more; None otherwise."""
    alls = {phrase[0] for phrase in all_said(p.lang) if len(phrase) == 1}
    said = {i for i, w in enumerate(p.words) if w in alls}
    if not said or not any(pick(t, TagKind.NUM) for t in p.tags):
        return None
    # "tutte e tre", "totes i tres": the "and" between the word for all and the count goes with it
    ands = {i + 1 for i in said if i + 1 < len(p.words) and (p.words[i + 1],) in and_words(p.lang)}
    intent = read(p.retagged([i for i in range(len(p.words)) if i not in said | ands]))
    if isinstance(intent, Command) and intent.cmd in (Cmd.UNDO, Cmd.REDO) and intent.rest.isdigit():
        return intent
    return None


def all_again(p: Piece) -> Intent | None:
    """ "alles opnieuw", "everything again", "sve opet": a word for all the moves and a word
    for "again", and nothing else but "them", "it" or an article, play again every move
    taken back, right after they were undone; elsewhere "everything" reads the board again,
    as it says alone, or the game asks what to do again. None for any other line."""
    words, lang = p.words, p.lang
    everything = {k for a, b in occurrences(words, all_said(lang)) for k in range(a, b)}
    if not everything:
        return None
    again = {k for a, b in occurrences(words, again_words(lang)) for k in range(a, b)}
    spans = [(p.starts[k], p.starts[k + 1], t) for k, t in enumerate(p.tags)]
    again |= {w for a, b, t in spans if keyword(t) is Cmd.AGAIN for w in range(a, b)}
    if not everything or not again - everything or any(keyword(t) is Cmd.REDO for _, _, t in spans):
        return None  # "rifai tutto": the redo said, which the count reads
    for a, b, t in spans:
        held = set(range(a, b))
        if held & everything and not held <= everything | again:
            return None  # "all" inside a phrase of its own: "all right, again" agrees, then "again"
        if not held <= everything | again and not _beside_all(t):
            return None  # "tudo bem, outra vez": "all fine", then "again"
    board = any(keyword(t) is Cmd.BOARD and set(range(a, b)) <= everything for a, b, t in spans)
    return Command(Cmd.REDO, ALL_MOVES, right_after=True, instead=Cmd.BOARD if board else None)


def _beside_all(tag: Tag) -> bool:
    """ "it", "them", "the": a word that may stand beside "all" ("it all again")."""
    kinds = {m.kind for m in meanings(tag)}
    return bool(kinds & {TagKind.PRONOUN, TagKind.ARTICLE}) and kinds <= {
        TagKind.PRONOUN,
        TagKind.ARTICLE,
        TagKind.FILLER,
    }


def counted_those(p: Piece, read: Callable[[Piece], Intent]) -> Intent | None:
    """ "doe die vijf weer opnieuw", "ponovi tih pet", "redo those five": a number said right
    after a demonstrative ("those", "die", "tih"), a noun of moves after it or not, counts
    the moves of a line that without the number undoes, redoes or says "again"; it names
    no card there. None for any other line ("leg die vijf op de zes" puts that five)."""
    words, those = p.words, those_words(p.lang)
    for k, tag in enumerate(p.tags[1:], 1):
        number = pick(tag, TagKind.NUM)
        if number is None or " " in tag.text:
            continue
        before = tuple(p.words[p.starts[k - 1] : p.starts[k]])
        if not {m.kind for m in meanings(tag)} <= {TagKind.NUM, TagKind.RANK} or before not in those:
            continue  # "ta druga opet": "druga" is "the other one" too, never a count here
        n = int_of(number)
        end = p.starts[k] + 1
        end += said_at(words, counted_moves(p.lang), end)
        # the demonstrative kept: "doe die opnieuw" is "do that again"
        rest = p.retagged([i for i in range(len(words)) if not p.starts[k] <= i < end])
        intent = read(rest)
        if isinstance(intent, Unknown) and _again_alone(rest):
            intent = Command(Cmd.AGAIN)  # "doe die ... weer opnieuw": those, done again
        if isinstance(intent, Unknown):  # "ponovi tih pet": the verb alone
            rest = p.retagged([i for i in range(len(words)) if not p.starts[k - 1] <= i < end])
            intent = read(rest)
        if isinstance(intent, Command) and not intent.rest and intent.cmd in (*_TAKEN, Cmd.AGAIN):
            cmd = Cmd.REDO if intent.cmd is Cmd.AGAIN else intent.cmd  # "those five again": played again
            return Command(cmd, _said(n), or_redo=cmd is Cmd.UNDO and _brings_back(rest))
        verb, *others = rest.words or [""]
        if _is_repeat(intent) and (verb,) in repeat_verbs(p.lang) and all((w,) in those for w in others):
            return Command(Cmd.REDO, _said(n))  # "ponovi tih pet": the verb "repeat" said of those five moves
        # the demonstrative left out, the count read as it is said without it: "poništi te
        # tri", "bring those 3 moves back"
        said = read(p.retagged([i for i in range(len(words)) if i != p.starts[k - 1]]))
        if isinstance(said, Command) and said.cmd in _TAKEN and said.rest == _said(n):
            return said
        return None
    return None


def inside_counts(p: Piece) -> set[int]:
    """The words inside a count's own words, past its first ("e" of "tutte e due", "back"
    of "all the way back", "after" of "one after the other"): a joint there joins no two
    commands."""
    said = both_said(p.lang) | all_said(p.lang) | in_a_row(p.lang)
    inside = {k for a, b in occurrences(p.words, said) for k in range(a + 1, b)}
    # "tutte e tre", "totes i tres": a word for all, "and", and the count after it
    return inside | {
        k
        for a, b in occurrences(p.words, all_said(p.lang))
        if b == a + 1 and said_at(p.words, and_words(p.lang), b) == 1 and b + 1 < len(p.words)
        for k in (b, b + 1)
    }


def _again_alone(p: Piece) -> bool:
    """Whether the words say "again" ("weer opnieuw", "again") with a verb of doing and
    nothing else but small words ("doe die weer opnieuw"); "die vijf weer" has no verb."""
    again = {k for a, b in occurrences(p.words, again_words(p.lang)) for k in range(a, b)}
    others = [t for k, t in enumerate(p.tags) if not set(range(p.starts[k], p.starts[k + 1])) <= again]
    verbs = [t for t in others if has(t, TagKind.MOVE)]
    return bool(again and verbs) and all(is_filler(t) or t in verbs for t in others)


def _before_card(p: Piece, said: set[int]) -> bool:
    """Whether the count's words stand right before a card's name ("both aces", "os dois
    ases", "beide harten azen"): the count says how many cards of that name, not how many times."""
    k = p.at_word(max(said) + 1)
    while (
        k is not None
        and k < len(p.tags)
        and ((has(p.tags[k], TagKind.ARTICLE) and is_filler(p.tags[k])) or has(p.tags[k], TagKind.COLOUR))
    ):
        k += 1  # "entrambi gli assi", "both red aces"
    return (
        k is not None
        and k < len(p.tags)
        and pick(p.tags[k], TagKind.CARD, TagKind.RANK, TagKind.SUIT) is not None
    )


def _brings_back(rest: Piece) -> bool:
    """Whether the words that take a count of moves back also say "bring back" ("vrati ta 4
    poteza natrag", "traz de volta três jogadas", "bring 3 moves back"): right after moves
    were undone, they may be those moves played again, and the game asks which."""
    return rest.says(again_words(rest.lang))


def _is_repeat(intent: Intent) -> bool:
    return isinstance(intent, Command) and intent.cmd is Cmd.REPEAT and not intent.rest


def redone_every(p: Piece, intent: Intent) -> Intent | None:
    """ "redo the undone moves", "ponovi poništene poteze", "doe de zetten opnieuw": a redo
    of no count said with a plural noun of moves plays them all again, as "redo them all"
    does; None for any other line."""
    if intent != Command(Cmd.REDO):
        return None
    plural = {w for phrase in plural_moves(p.lang) for w in phrase}
    return Command(Cmd.REDO, ALL_MOVES) if any(w in plural for w in p.words) else None


def _of_both(p: Piece, said: set[int]) -> bool:
    """Whether the count's words are a word for "both" ("both", "allebei", "tots dos"), with
    the noun of moves after it or not ("both moves")."""
    counted = tuple(p.words[i] for i in sorted(said))
    return any(counted[: len(phrase)] == phrase for phrase in both_said(p.lang))


def _verb_first(p: Piece, said: set[int]) -> bool:
    """Whether the line is a form of the verb "repeat" and then the count's words."""
    verb = [i for i in range(len(p.words)) if i not in said]
    return tuple(p.words[i] for i in verb) in repeat_verbs(p.lang) and max(verb) < min(said)


def _of_moves(p: Piece, said: set[int], both: bool = False) -> bool:
    """Whether the count's words name moves ("2 jugades"), not times ("twice", "3 times");
    with `both`, a word for "both" names the moves as well ("ripeti entrambe")."""
    nouns = {w for phrase in counted_moves(p.lang) for w in phrase}
    return any(p.words[i] in nouns for i in said) or (both and _of_both(p, said))


_EVERY = 0  # the count "all the moves" stands for while it is read


def _said(n: int) -> str:
    """The count as a command's `rest`: all the moves, a number, or nothing for one."""
    return ALL_MOVES if n == _EVERY else str(n) if n > 1 else ""


def count_said(p: Piece) -> tuple[str, set[int]] | None:
    """The count of moves the line says, as a command's `rest` ("2", "all"), and the words
    that say it; None when it says none."""
    found = _count(p)
    return None if found is None else (_said(found[0]), found[1])


def _count(p: Piece) -> tuple[int, set[int]] | None:
    """The number a count of moves says and the words that say it (with "the last" and an
    article before it), or None when no number has a noun of moves after it."""
    words, lang = p.words, p.lang
    nouns, lasts, alone = counted_moves(lang) | times_nouns(lang), last_words(lang), times_said(lang)
    singular, plural = one_move_nouns(lang), plural_moves(lang)
    both, alone_said = both_said(lang), frozenset(alone)
    firsts = {phrase[0] for phrase in alone_said | both if phrase}
    for at in range(len(words)):  # "undo twice", "poništi dvaput"; "redo both", "allebei terug"
        if words[at] not in firsts:
            continue  # neither begins here: most words of a line
        if said_alone := said_at(words, alone_said, at):
            return alone[tuple(words[at : at + said_alone])], set(range(at, at + said_alone))
        if said_both := said_at(words, both, at):  # "both moves back": the noun goes with it
            end = at + said_both
            while end + 1 < len(words) and _article_before(p, end + 1) and said_at(words, nouns, end + 1):
                end += 1  # "tutte e due le mosse"
            return 2, set(range(at, end + said_at(words, nouns, end)))
    # "desfaz mais 15 jogadas", "undo 10 more", "desfés 10 jugades més": a word for "more"
    # beside the number says the count goes on from the undoing before; it counts as well
    mores = {p.starts[j] for j, t in enumerate(p.tags) if said_more(t)}
    for k, tag in enumerate(p.tags):
        number = pick(tag, TagKind.NUM)
        if number is None or " " in tag.text:
            continue
        at = p.starts[k]
        end = _after(words, at + 1, lasts)
        more = {w for w in (at - 1, end) if w in mores}
        end += end in more
        noun = said_at(words, nouns, end)
        if noun == 0 and not more:
            continue
        if int_of(number) != 1 and said_at(words, singular, end) >= noun > said_at(words, plural, end):
            continue  # "undo the 9 move", "de 9 zet": the card's move, never a count of moves
        more |= {end + noun} & mores if noun else set()
        said = set(range(at, end + noun)) | more
        start = at
        while (back := _phrase_before(words, start, lasts)) or _article_before(p, start):
            start -= back or 1
        said |= set(range(start, at))
        return int_of(number), said
    everything = all_said(lang)  # after a number: "undo all three moves" undoes three
    # "redo them all", "undo everything", "alles ongedaan maken"; each of them said is the one
    # count: "desfaz tudo até ao início", "undo everything back to the start"
    said = {k for a, b in occurrences(words, everything) for k in range(a, b)}
    return (_EVERY, said) if said else None


def said_more(tag: Tag) -> bool:
    """Whether the word is only "more" ("more", "mais", "més"), the value of a fuller setting."""
    if not isinstance(tag.value, tuple):  # one meaning: asked of every word of a count
        return tag.kind is TagKind.VALUE and tag.value is Value.FULL and " " not in tag.text
    only = meanings(tag)
    return (
        " " not in tag.text
        and len(only) == 1
        and only[0].kind is TagKind.VALUE
        and only[0].value is Value.FULL
    )


def _after(words: list[str], at: int, phrases: frozenset[Phrase]) -> int:
    """The word after any of `phrases` said from `at` on ("tres últimes jugades")."""
    while n := said_at(words, phrases, at):
        at += n
    return at


def _phrase_before(words: list[str], end: int, phrases: frozenset[Phrase]) -> int:
    """The length of the longest of `phrases` said right before the word at `end`."""
    return max(
        (len(ph) for ph in phrases if len(ph) <= end and tuple(words[end - len(ph) : end]) == ph), default=0
    )


def _article_before(p: Piece, end: int) -> bool:
    """Whether the word before `end` is a tag of its own that is only an article or a
    small word ("le" in "annulla le ultime tre mosse")."""
    k = p.at_word(end - 1) if end else None
    return (
        k is not None
        and " " not in p.tags[k].text
        and is_filler(p.tags[k])
        and not pick(p.tags[k], TagKind.PRONOUN, TagKind.MOVE)
    )


_REPEATS = (*_TAKEN, Cmd.AGAIN, Cmd.REPEAT)


def number_before_repeat(p: Piece) -> Intent | None:
    """ "3 undo", "2 doe het nog eens": a number said before a phrase that undoes, redoes or
    repeats is how many times, where the phrase takes a count and means nothing else, and
    never a column: the line is otherwise not understood ("2 vrati natrag" may be "undo
    twice" or "put the 2 back"), and no other reading may pass over the phrase."""
    said = list(itertools.islice((t for t in p.tags if not is_filler(t)), 3))  # two, and whether more
    if len(said) < 2 or (num := pick(said[0], TagKind.NUM)) is None or keyword(said[1]) not in _REPEATS:
        return None
    cmd = keyword(said[1])
    first, verb = p.tags.index(said[0]), p.tags.index(said[1])
    if any(pick(t, TagKind.ARTICLE) for t in p.tags[:first]):
        # "de 9 zet je terug", "oops the 9. undo it": the 9 is a card, no count; said in a
        # sentence of its own before the command, the command is done once
        apart = any(first < cut <= verb for cut in p.cuts)
        return Command(cmd) if apart and isinstance(cmd, Cmd) else None
    if len(said) == 2 and isinstance(cmd, Cmd) and cmd in _TAKEN and said[1].kind is TagKind.CMD:
        return Command(cmd, str(int_of(num)))
    return Unknown((p.text,))
