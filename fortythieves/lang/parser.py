"""A typed line becomes an intent. The words come from the catalogue (`lexicon`): the
player's language first, then English; case, accents and punctuation are ignored.

Naming reads and a verb acts: a card or a place named alone is read out (with quick play
on, a card or a column named alone plays itself); a verb ("put", "posa") or two places
("3 5", "c3 f") make a move. A number with an article ("the eight", "el tres") or a rank
noun ("het vijfje", "osmicu") is a card; a bare number, or one said with "column" or an
ordinal, is a column."""

from __future__ import annotations

import contextvars
import dataclasses
import itertools
import re
import unicodedata
from collections.abc import Iterable
from functools import cache

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.core.variants import VARIANTS
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.concepts import (
    again_words,
    any_card_words,
    clause_words,
    consequence_words,
    correction_words,
    freeing_words,
    inside_question_phrase,
    may_words,
    need_words,
    negates,
    now_words,
    only_holds,
    onto_words,
    or_words,
    other_language_names,
    question_openers,
    says_error,
    spot,
    tag_questions,
    time_remarks,
    undone_words,
    you_words,
)
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import parse_language, translator
from fortythieves.lang.intents import (
    GAME_COMMANDS,
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    Keyword,
    MoveIntent,
    Nothing,
    Options,
    PileRef,
    Query,
    RankRef,
    Read,
    Said,
    Setting,
    SettingName,
    Tap,
    Unknown,
    Value,
    Where,
    changes_game,
)
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import all_entries, help_topics, word
from fortythieves.lang.linkwords import (
    also_words,
    and_words,
    numbered_piles,
    relay_words,
    softeners,
    speak_words,
    there_words,
)
from fortythieves.lang.rulebook import find_section, sections
from fortythieves.lang.rulebook.model import Section
from fortythieves.lang.tokenizer import Tag, TagKind, has, lexicon, meanings, pick, short_forms, tokenize

__all__ = ["MAX_LINE", "TagKind", "meanings", "parse", "suggest", "suggest_line", "tokenize"]

MAX_LINE = 500  # longer lines are refused unread


def _pile(tag: Tag) -> PileKind:
    assert isinstance(tag.value, PileKind)
    return tag.value


def _int(tag: Tag) -> int:
    """The number a rank, suit or number tag stands for."""
    assert isinstance(tag.value, int)
    return tag.value


# ----- interpretation --------------------------------------------------------------------
def parse(line: str, lang: str, quick: bool = False) -> Intent:
    """The intent of `line`; `quick`: a card or a column named alone plays itself.

    A line not understood word for word gets two more readings: one clause of it alone,
    when the others are only chatter ("go back a move, I messed up"), then the one
    question its words mark, when nothing in it could act ("any hints?"). A line still
    not understood is quoted with the command it may have meant, when one is close
    ("quen of hearts": "queen of hearts"), never run."""
    if _JUNK.search(_ARROWS.sub(" ", line)):
        return _not_acting(line, _understand_in(_piles_as_columns(line, lang), lang, quick))
    line = _piles_as_columns(line, lang)
    token = _LANG.set(lang)
    try:
        intent = _understand(line, lang, quick)
    finally:
        _LANG.reset(token)
    if isinstance(intent, Read) and isinstance(intent.what, CardRef | RankRef) and _goes_on(line, lang):
        return MoveIntent(intent.what, None, like_last=True)  # "and the 3 too": where the last one went
    if quick and changes_game(intent) and not _exactly_named(line, lang):
        # quick play takes a line that is a card or a place and nothing else: "damn, the ace
        # of spades" reads it; a verb in the line moves it as it would without quick play
        return parse(line, lang)
    # "could I have the 5 back?", "mag ik de vijf terug?": a card wanted back is a request
    if isinstance(intent, MoveIntent) and not intent.back and _asks_if_allowed(line, lang):
        return dataclasses.replace(intent, ask=True)
    if isinstance(intent, Unknown) and not intent.too_long:
        unknown = [t.text for t in tokenize(line, lang) if t.kind is TagKind.UNKNOWN]
        typed = _typed(line)
        return Unknown((typed,), suggest_line(typed, unknown, lang) if unknown else None)
    return intent


# Symbols no command is typed with ("{{7*7}}", "<b>", "#5"): a line holding one never acts,
# with quick play on or off; it may still read ("column 3 (the long one)?" has none).
_JUNK = re.compile(r"[{}\[\]<>*+=#$%&@^~|\\_]")
_ARROWS = re.compile(r"-+>|=+>")  # "c3 -> f", "7s => 8s": an arrow says "to"


def _goes_on(line: str, lang: str) -> bool:
    """ "and the 3 too", "i el 3", "en de 4 ook": a line that begins with "and" or says "too"
    goes on from the move before it."""
    words = normalize(line).split()
    first = any(tuple(words[: len(p)]) == p for p in and_words(lang))
    return first or any(
        tuple(words[i : i + len(p)]) == p for p in also_words(lang) for i in range(len(words))
    )


# the words of a card's or a place's name, with an article ("the 7 of spades", "la columna 3")
_NAMING = frozenset(
    {
        TagKind.CARD,
        TagKind.SUIT,
        TagKind.RANK,
        TagKind.NUM,
        TagKind.ORDINAL,
        TagKind.PILE,
        TagKind.PILEREF,
        TagKind.EMPTY,
        TagKind.CARDWORD,
        TagKind.ARTICLE,
        TagKind.COLOUR,
        TagKind.Q,
    }
)


def _exactly_named(line: str, lang: str) -> bool:
    """Whether every word of `line` belongs to naming a card or a place."""
    return all(any(m.kind in _NAMING for m in meanings(t)) for t in tokenize(line, lang))


def _understand_in(line: str, lang: str, quick: bool) -> Intent:
    token = _LANG.set(lang)
    try:
        return _understand(line, lang, quick)
    finally:
        _LANG.reset(token)


def _not_acting(line: str, intent: Intent) -> Intent:
    """The reading of a line with symbols in it, when it changes nothing; else not understood."""
    if changes_game(intent) or isinstance(intent, Setting):
        return Unknown((_typed(line),))
    return intent


def _without_softeners(line: str, lang: str, quick: bool) -> Intent | None:
    """ "draai nog maar een kaart om", "hou maar op met praten": the softening words a
    speaker slips into a command are passed over."""
    clauses = [normalize(c).split() for c in _CLAUSE.split(line)]
    kept = [_without_phrases(words, softeners(lang)) for words in clauses]
    if kept == clauses or not any(kept):
        return None
    intent = _understand(", ".join(" ".join(words) for words in kept if words), lang, quick)
    return None if isinstance(intent, Unknown | Nothing) else intent


def _without_may(line: str, lang: str, quick: bool) -> MoveIntent | None:
    """ "kolom 5 mag naar boven", "the jack can go on the queen": a "can" or "may" said of
    the card is passed over when the rest is a move (asked or not: see `_asks_if_allowed`)."""
    clauses = [normalize(c).split() for c in _CLAUSE.split(line)]
    kept = [_without_phrases(words, may_words(lang)) for words in clauses]
    if kept == clauses:
        return None
    intent = _understand(", ".join(" ".join(words) for words in kept if words), lang, quick)
    return intent if isinstance(intent, MoveIntent) and intent.target is not None else None


def _relayed(line: str, lang: str, quick: bool) -> MoveIntent | None:
    """ "unuk kaže da stavim dvojku na trojku", "my grandson says to put the 2 on the 3": the
    move someone else tells the player, said after the words that pass it on, is meant."""
    words = normalize(line).split()
    ends = [
        i + len(phrase)
        for phrase in relay_words(lang)
        for i in range(len(words) - len(phrase) + 1)
        if tuple(words[i : i + len(phrase)]) == phrase
    ]
    if not ends or max(ends) >= len(words):
        return None
    intent = _understand(" ".join(words[max(ends) :]), lang, quick)
    return intent if isinstance(intent, MoveIntent) and intent.target is not None else None


def _piles_as_columns(line: str, lang: str) -> str:
    """ "pile 3", "la pila 3", "row six", "hrpu 7": a pile or row said with its number is a
    column (a foundation is never named so); the line with the column word in its place."""
    words = normalize(line).split()
    piles = numbered_piles(lang)
    found = [
        i
        for i in range(len(words) - 1)
        if words[i] in piles and any(pick(t, TagKind.NUM) for t in tokenize(words[i + 1], lang))
    ]
    if not found:
        return line
    for i in found:
        words[i] = "column"
    return " ".join(words)


def _asks_if_allowed(line: str, lang: str) -> bool:
    """ "can the seven go on the eight?", "mag de zeven op de acht?": a "can" with the card or
    "I" as its subject, in a question (a "?", or the "can" first), asks whether the move is
    allowed; "can you ..." is a request and acts."""
    words = re.sub(r"[^\w\s?]", " ", normalize(line)).replace("?", " ? ").split()
    if not words:
        return False
    mays, yous = may_words(lang), you_words(lang)

    def at(i: int, phrases: frozenset[tuple[str, ...]]) -> bool:
        return any(tuple(words[i : i + len(p)]) == p for p in phrases)

    found = [i for i in range(len(words)) if at(i, mays)]
    if not found or any(at(i, yous) for i in range(len(words))):
        return False
    return words[-1] == "?" or found[0] == 0


# A second reading reads parts of the line again, and those parts get second readings of
# their own: without a bound a line of many connectors ("que fa, que fa, ...") is cut in
# every way. Within one parse each part is read once (the memo), and a part read inside a
# part inside a part is read only word for word (the depth): the work grows as a small
# power of the number of words, never exponentially.
_MAX_DEPTH = 2


@dataclasses.dataclass
class _Work:
    memo: dict[tuple[str, str, bool, int], Intent] = dataclasses.field(default_factory=dict)
    depth: int = 0
    clauses: dict[tuple[str, str], list[Tag]] = dataclasses.field(default_factory=dict)


_WORK: contextvars.ContextVar[_Work | None] = contextvars.ContextVar("parse_work", default=None)
# the language of the line being parsed, for the few word lists read deep in a reading
_LANG: contextvars.ContextVar[str] = contextvars.ContextVar("parse_lang", default="en")


def _understand(line: str, lang: str, quick: bool) -> Intent:
    """`_understood` once per part of a line and depth within one parse (see `_WORK`)."""
    work = _WORK.get()
    if work is None:
        token = _WORK.set(_Work())
        try:
            return _understand(line, lang, quick)
        finally:
            _WORK.reset(token)
    if work.depth > _MAX_DEPTH:
        narrowed = _narrowed_card(line, lang, quick)
        return narrowed if narrowed is not None else _read(line, lang, quick)
    key = (line, lang, quick, work.depth)
    if key not in work.memo:
        work.depth += 1
        try:
            work.memo[key] = _understood(line, lang, quick)
        finally:
            work.depth -= 1
    return work.memo[key]


def _understood(line: str, lang: str, quick: bool) -> Intent:
    """`parse` with no suggestion: word for word, then the second readings; a card named
    by colour and rank and then narrowed by its suit first ("the red jack, the spade one"
    is no jack and an ace of spades)."""
    if len(line) > MAX_LINE:
        return _read(line, lang, quick)
    # "..., llavors tinc la columna 2 lliure": a remark on what the move brings is passed
    # over even when its words are all known; the column it names is not the destination
    if (remarked := _consequence(line, lang, quick)) is not None:
        return remarked
    if (there := _there_named(line, lang, quick)) is not None:
        return there
    # "I'm going to take the 5 of hearts back off the foundation": read without "I'm going to"
    # before the words are read as they come ("to" is no place here)
    if (needed := _needed_back(line, lang, quick)) is not None:
        return needed
    narrowed = _narrowed_card(line, lang, quick)
    intent = narrowed if narrowed is not None else _read(line, lang, quick)
    if isinstance(intent, Unknown) and not intent.too_long:
        again = (
            _back_after_error(line, lang)
            or _apposition(line, lang, quick)
            or _it_named_before(line, lang, quick)
            or _empty_after(line, lang, quick)
            or _tagged(line, lang, quick)
            or _after_pause(line, lang, quick)
            or _correction(line, lang, quick)
            or _one_clause(line, lang, quick)
            or _without_chatter(line, lang)
            or _emphatic_no(line, lang)
            or _redo_after_no(line, lang)
            or _move_again(line, lang)
            or _without_time_remark(line, lang, quick)
            or _back_with_remark(line, lang)
            or _before_reason(line, lang, quick)
            or _language_switch(line, lang)
            or _answer_with_remark(line, lang, quick)
            or _answer_or_remark(line, lang, quick)
            or _origin_after(line, lang, quick)
            or _without_may(line, lang, quick)
            or _relayed(line, lang, quick)
            or _without_softeners(line, lang, quick)
            or _question(line, lang)
        )
        if again is not None:
            intent = again
    # "doe die zet toch maar weer": the move as the object of "again" is redo; "vrati potez koji
    # sam poništio": the undo word in a remark on the undone move never undoes
    moved_it = isinstance(intent, MoveIntent) and isinstance(intent.source, It) and intent.target is None
    undoes = isinstance(intent, Command) and intent.cmd is Cmd.UNDO and _says_undone(line, lang)
    if (moved_it or undoes) and (again := _move_again(line, lang)) is not None:
        return again
    if isinstance(intent, Command) and intent.cmd is Cmd.AGAIN and ("?" in line or negates(line, lang)):
        return Command(Cmd.REPEAT)  # "again?" asks to hear it again; "not again!" asks for nothing
    if isinstance(intent, Command) and intent.cmd is Cmd.HINT and _moves_asked_now(line, lang):
        return Command(Cmd.MOVES)  # "e adesso cosa posso giocare?", "i ara què puc jugar, jo?"
    if isinstance(intent, Command) and intent.cmd is Cmd.RULES and not names_section(intent.rest, lang):
        return Command(Cmd.RULES)  # "quais são as regras deste jogo": the rules, no section named
    return intent


def _moves_asked_now(line: str, lang: str) -> bool:
    """ "and now, what can I play?": an "and now" (a hint said alone) beside a question
    about the moves asks the moves."""
    words = normalize(line).split()
    rest = list(words)
    for phrase in now_words(lang):
        rest = [w for i, w in enumerate(rest) if not _in(rest, i, phrase)]
    return len(rest) < len(words) and spot(rest, lang) is Cmd.MOVES


def _in(words: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return any(
        tuple(words[s : s + n]) == phrase for s in range(max(0, i - n + 1), min(i, len(words) - n) + 1)
    )


_ACTED_ON = (TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.NUM, TagKind.PILE)


def _verb_before_thing(tags: list[Tag]) -> list[Tag]:
    """ "makni pik 4 s temelja": a word that is a verb and a setting's value ("makni":
    move, and off) is the verb before a card or a place, when no setting is named."""
    if any(isinstance(_keyword(t), SettingName) for t in tags):
        return tags
    out = list(tags)
    for i, t in enumerate(tags):
        kinds = {m.kind for m in meanings(t)}
        if (
            kinds == {TagKind.MOVE, TagKind.VALUE}
            and any(pick(later, *_ACTED_ON) is not None for later in tags[i + 1 :])
            and (verb := next(m for m in meanings(t) if m.kind is TagKind.MOVE))
        ):
            out[i] = Tag(TagKind.MOVE, verb.value, t.text)
    return out


def _read(line: str, lang: str, quick: bool, given: list[Tag] | None = None) -> Intent:
    """The intent of `line` read word for word: every word must find its place; `given`:
    its words as a second reading tagged them."""
    if len(line) > MAX_LINE:
        return Unknown((), None, too_long=True)
    raw = normalize(line).split()
    if not raw:
        return Nothing()
    if len(raw) == 1 and (own := _own_pile_letter(raw[0], lang)) is not None:
        return Read(PileRef(own))  # Catalan "d" (descart) reads the waste: it does not draw
    if len(raw) == 1 and raw[0] in (letters := short_forms(lang)):
        return Command(Cmd(letters[raw[0]]))
    tags = _verb_before_thing(
        _what_is_on(_qualified_piles(given if given is not None else tokenize(line, lang)))
    )
    tags = _again_said_of(tags, lang)
    if (top := _top_of_place(tags)) is not None:
        return _read(top, lang, quick)
    lead = 0  # "please draw", "si us plau, roba": polite words before the command
    while lead < len(tags) - 1 and _is_filler(tags[lead]):
        lead += 1
    head = _keyword(tags[lead]) if tags else None
    if head is Query.READ:  # "read the rules", "tell me the rules of scoring"
        nxt = next((j for j in range(lead + 1, len(tags)) if not _is_filler(tags[j])), None)
        named = _keyword(tags[nxt]) if nxt is not None else None
        if nxt is not None and named is not None and _takes_text(named):
            lead, head = nxt, named
    if head is Cmd.WHY:  # "explain the rules", "objasni mi pravila": the rules, not a move's reason
        # "explica-me outra vez as regras": "again" between them too
        nxt = next(
            (
                j
                for j in range(lead + 1, len(tags))
                if not _is_filler(tags[j]) and _keyword(tags[j]) is not Cmd.REPEAT
            ),
            None,
        )
        if nxt is not None and _keyword(tags[nxt]) is Cmd.RULES:
            lead, head = nxt, Cmd.RULES
    if head is Cmd.HELP and any(_keyword(t) is Cmd.RULES for t in tags[lead + 1 :]):
        head = Cmd.RULES  # "hoe werkt dit spel? de regels graag": the rules named, the rules meant
    if head is not None and _takes_text(head):
        # the rest of the line as typed (normalized): a deal code, a variant, a section
        used = sum(len(t.text.split()) for t in tags[: lead + 1])
        rest = " ".join(w for w in raw[used:] if w != "?")
        typed = line.split()
        if len(typed) == len(raw) and rest:  # keep the player's spelling when words line up
            rest = " ".join(typed[used:]).rstrip("?").strip()
        if head is Cmd.HELP and len(tags[lead].text.split()) >= 3 and _game_named(rest, lang):
            return Command(Cmd.RULES)  # "hoe werkt dit spel?", "come funziona questo gioco?"
        if head is Cmd.HELP and not _names_topic(rest, lang):
            rest = ""  # "help, what commands are there?": the help itself
        if head is Cmd.NEW or head is Cmd.NEW_WINNABLE:
            return _new_deal(head, rest, lang)
        if isinstance(head, Cmd):
            return Command(head, rest)
        return Setting(SettingName.LANGUAGE, _without_leading_links(rest, lang) or None)
    unknown = [t.text for t in tags if t.kind is TagKind.UNKNOWN]
    if unknown:
        return _not_understood(line)
    question = any(t.kind is TagKind.Q for t in tags)
    verb = any(pick(t, TagKind.MOVE, TagKind.BACK) for t in tags)  # "recupera" acts too
    tags = _mark_it(tags, verb or any(_keyword(t) in (Query.TAP, Query.OPTIONS) for t in tags))
    head = _keyword(tags[lead])
    tags = [t for t in tags if t.kind is not TagKind.Q and t.kind is not TagKind.CANCEL]
    setting = _setting_anywhere(tags) or _value_alone(tags, lang)
    if setting is not None:
        return setting
    if head is Cmd.REPEAT and (level := _level_after(tags[lead + 1 :])) is not None:
        return level  # Dutch "wat korter graag": "wat" is "somewhat" before a setting's value
    # "que em podries passar el sis...?", "what, put the 7 on the 8": a word that may be
    # "what?" (Catalan "que", Dutch "wat") leads a line that says a move, or draws, undoes
    # or redoes; the rest is meant. Anything else after it ("repeat the last move") is
    # what to repeat, and a number alone no command: Dutch "wat een rommel" ("een": one)
    said_after = [t for t in tags[lead + 1 :] if not _is_filler(t)]
    if head is Cmd.REPEAT and said_after and not (len(said_after) == 1 and pick(said_after[0], TagKind.NUM)):
        meant = _read(_rest_text(tags[lead + 1 :]), lang, quick)
        # "what a deal": one word that may be a command is no command after "what"
        said_whole = isinstance(meant, Command) and (len(said_after) > 1 or " " in said_after[0].text)
        if isinstance(meant, MoveIntent) or (
            said_whole and isinstance(meant, Command) and meant.cmd in _RETRIED
        ):
            return meant
    if head is not None:
        said = _command(head, tags[lead + 1 :])
        return _not_understood(line) if said is None else said
    if verb and _card_unsaid(tags, lang):
        return _not_understood(line)
    # a pronoun left by `_mark_it` stands for "it": "move it", "mou-la"
    meaningful = [t for t in tags if not _droppable(t) or t.kind is TagKind.PRONOUN]
    if not meaningful:
        return Nothing()
    if (level := _verbosity(meaningful)) is not None:
        return level
    if (back := _one_back(meaningful)) is not None:
        return back
    if (
        len(meaningful) > 2
        and _keyword(meaningful[-1]) is Cmd.MOVES
        and (any(pick(t, TagKind.TO) for t in meaningful[:-1]) or any(has(t, TagKind.UP) for t in tags))
    ):
        # "kun je de boer op de vrouw zetten": Dutch puts the verb last; "zetten" is also "moves"
        meaningful, verb = meaningful[:-1], True
    if (last := _command_last(meaningful)) is not None:
        return last
    up = any(has(t, TagKind.UP) for t in tags)
    found = _move_or_read(meaningful, question, verb, quick, up)
    return _not_understood(line) if found is None else found


def _again_said_of(tags: list[Tag], lang: str) -> list[Tag]:
    """ "draw again", "annulla ancora": a word of "again" after a command named by its own
    word, or beside a verb of moving, says that command or move once more; alone it stands
    for the last action. A command's other words stay apart: "deal again" may be a new deal."""
    again = [i for i, t in enumerate(tags) if _keyword(t) is Cmd.AGAIN]
    if not again:
        return tags
    named = any(
        has(t, TagKind.MOVE)
        or (
            isinstance(cmd := _keyword(t), Cmd)
            and cmd is not Cmd.AGAIN
            and not (_in_phrases_of_others(lang).get(t.text, set()) - {cmd})
        )
        for i, t in enumerate(tags)
        if i not in again
    )
    return [t for i, t in enumerate(tags) if i not in again] if named else tags


_DEALING = (Cmd.NEW, Cmd.NEW_WINNABLE, Cmd.RESTART, Cmd.REPLAY)


@cache
def _in_phrases_of_others(lang: str) -> dict[str, set[Cmd]]:
    """The commands that deal a game whose longer phrases hold each word: "deal" is in "new
    deal", so "deal again" may ask for a new deal and is not read as a draw."""
    found: dict[str, set[Cmd]] = {}
    for phrase, tags in lexicon(lang).phrases.items():
        for t in tags:
            if len(phrase) > 1 and t.kind is TagKind.CMD and t.value in _DEALING:
                for w in phrase:
                    found.setdefault(w, set()).add(Cmd(t.value))
    return found


def _what_is_on(tags: list[Tag]) -> list[Tag]:
    """ "put what's on the waste in column 8": the words for reading a place, after a verb
    of moving and before that place, name the place's card; they are left out."""
    for i in range(1, len(tags) - 1):
        if _keyword(tags[i]) is not Query.READ:
            continue
        k = i - 1
        while k > 0 and _is_filler(tags[k]) and not has(tags[k], TagKind.MOVE):
            k -= 1  # "põe o que está no descarte ...": "o" between
        if not has(tags[k], TagKind.MOVE):
            continue
        j = i + 1
        while j < len(tags) - 1 and _is_filler(tags[j]):
            j += 1
        if pick(tags[j], TagKind.PILE) is not None:
            return tags[:i] + tags[i + 1 :]
    return tags


def _one_back(tags: list[Tag]) -> Intent | None:
    """ "back one", "een terug", "natrag jedan": "back" and "one" alone are one move back,
    undone; "back" and another number ("back 1", "terug 3") may be moves back or a column
    and are left unread."""
    if len(tags) != 2:
        return None
    backs = [t for t in tags if all(m.kind is TagKind.BACK for m in meanings(t))]
    numbers = [n for t in tags if (n := pick(t, TagKind.NUM)) is not None and not pick(t, TagKind.CARD)]
    if len(backs) != 1 or len(numbers) != 1:
        return None
    if numbers[0].value == 1 and not numbers[0].text.isdigit():
        return Command(Cmd.UNDO)
    return _not_understood(" ".join(t.text for t in tags))


def _top_of_place(tags: list[Tag]) -> str | None:
    """ "de bovenste van de aflegstapel naar de basis", "the top one of the waste": the
    words for the exposed cards said with a place after them name that place's card, not
    the list of exposed cards; the line without them (and a "one" or "card" after them),
    or None when the line names no place after them."""
    for i, t in enumerate(tags):
        if _keyword(t) is not Cmd.EXPOSED:
            continue
        if not any(pick(after, TagKind.PILE, TagKind.PILEREF) for after in tags[i + 1 :]):
            return None
        skip = {i}
        nxt = tags[i + 1] if i + 1 < len(tags) else None
        if nxt is not None and (has(nxt, TagKind.CARDWORD) or (pick(nxt, TagKind.NUM) and nxt.text == "one")):
            skip.add(i + 1)  # "the top one", "the top card": the word after stands for the card
        if i and has(tags[i - 1], TagKind.CARDWORD) and nxt is not None and has(nxt, TagKind.FROM):
            skip.add(i - 1)  # "la carta de dalt del descart": the word before stands for it too
        said = [x.text for x in tags]
        places = [x for x in tags[i + 1 :] if pick(x, TagKind.PILE, TagKind.PILEREF)]
        if (
            i
            and has(tags[i - 1], TagKind.PRONOUN)
            and not has(tags[i - 1], TagKind.CARDWORD)
            and len(places) > 1
        ):
            # "manda quella in cima agli scarti sulle basi": "that one" on top of a place, sent
            # to another place, is the first place's card, said as "the card" there
            said[i - 1] = normalize(word(_LANG.get(), "cardword"))
        return " ".join(x for j, x in enumerate(said) if j not in skip)
    return None


_OF = (TagKind.FROM, TagKind.FILLER, TagKind.ARTICLE)  # "of", "de", "del", "degli"


def _qualified_piles(tags: list[Tag]) -> list[Tag]:
    """ "munt de descarts", "pile of discards": a word for a pile (read as the stock)
    qualified by another place names that place, the waste or a foundation."""
    out = list(tags)
    i = 0
    while i < len(out):
        pile = pick(out[i], TagKind.PILE)
        j = i + 1
        while j < len(out) and j - i <= 2 and all(m.kind in _OF for m in meanings(out[j])):
            j += 1
        other = pick(out[j], TagKind.PILE) if i + 1 < j < len(out) else None
        if (
            pile is not None
            and pile.value is PileKind.STOCK
            and other is not None
            and other.value in (PileKind.WASTE, PileKind.FOUNDATION)
        ):
            del out[i:j]
        i += 1
    return out


def _own_pile_letter(letter: str, lang: str) -> PileKind | None:
    """The place a letter typed alone names in the player's language ("d", descart, in
    Catalan; "s", stupac, in Croatian), which comes before the English one-letter command
    of that letter; None in English or for a letter the language does not use."""
    if lang == "en":
        return None
    own = lexicon(lang).own_pile_letters
    return own.get(letter)


_CLAUSE = re.compile(r"[,;.!…—–]+|\s-+\s")  # a dash said apart from words parts clauses too
_CHATTER = frozenset({TagKind.UNKNOWN, TagKind.Q, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN})
# the words of a remark ("you go on a bit"): verbs and small words with no card, place or command
_REMARK = frozenset({*_CHATTER, TagKind.MOVE, TagKind.TO, TagKind.FROM, TagKind.UP, TagKind.VALUE})


def _clause_tags(clause: str, lang: str) -> list[Tag]:
    """A clause's words, tokenized once per parse: a line of the same clause said over and
    over ("libero fa, libero fa, ...") is judged clause by clause at every depth."""
    work = _WORK.get()
    if work is None:
        return tokenize(clause, lang)
    key = (clause, lang)
    if key not in work.clauses:
        work.clauses[key] = tokenize(clause, lang)
    return work.clauses[key]


def _chatter(clause: str, lang: str) -> bool:
    """Whether a clause says nothing to the game: words it does not know, politeness, a
    question mark; or a remark, with words it does not know and verbs or small words
    among them but no negation and no "it" for a verb to act on ("you go on a bit")."""
    tags = _clause_tags(clause, lang)
    if all(m.kind in _CHATTER for t in tags for m in meanings(t)):
        return True
    return (
        any(t.kind is TagKind.UNKNOWN for t in tags)
        and all(m.kind in _REMARK for t in tags for m in meanings(t))
        and not any(has(t, TagKind.PRONOUN) for t in tags)
        and not negates(clause, lang)
    )


# an afterthought may say "it" and "free" with no verb of moving: "that should free it up"
_AFTERTHOUGHT = frozenset({*_REMARK, TagKind.EMPTY}) - {TagKind.MOVE}


def _one_after_unknown(before: Tag | None, tag: Tag) -> bool:
    """ "wrong one", "bad one": a spelled "one" after a word the game does not know."""
    one = pick(tag, TagKind.NUM)
    return (
        before is not None
        and before.kind is TagKind.UNKNOWN
        and one is not None
        and not tag.text.isdigit()
        and one.value == 1
    )


def _afterthought(clause: str, lang: str) -> bool:
    """Whether a clause after one that said something is a remark on it: words the game
    does not know among small words, "it" and "free", but no verb, place, card, number or
    negation ("..., that should free it up", "..., dat maakt hem vrij")."""
    tags = _clause_tags(clause, lang)
    # "..., wrong one", "..., bad one": "one" after a word the game does not know is that thing
    tags = [t for a, t in zip([None, *tags], tags, strict=False) if not _one_after_unknown(a, t)]
    if any(t.kind is TagKind.UNKNOWN for t in tags):  # "..., changed my mind again": "again" is said over
        tags = [t for t in tags if _keyword(t) is not Cmd.REPEAT]
    return (
        any(t.kind is TagKind.UNKNOWN for t in tags)
        and all(m.kind in _AFTERTHOUGHT for t in tags for m in meanings(t))
        and not negates(clause, lang)
    )


def _after_pause(line: str, lang: str, quick: bool) -> Intent | None:
    """ "hang on, go back one move", "hold on, draw": a pause said first, then a draw, an
    undo or a redo, which the pause does not hold back ("wait, undo" reads so already, and
    "on" keeps "hang on" from being passed over as chatter). A move after the pause stays
    held back: "hold on, put the jack on the queen" is not read."""
    pause, comma, rest = line.partition(",")
    if not comma or not only_holds(pause, lang) or negates(rest, lang):
        return None  # "no, wait, undo": a second holding back leaves the line unread
    intent = _understand(rest, lang, quick)
    return intent if isinstance(intent, Command) and intent.cmd in _RETRIED else None


def _tagged(line: str, lang: str, quick: bool) -> Intent | None:
    """A statement with a tag question after it ("the two can go to the foundation, can't
    it?", "..., não?", "..., zar ne?") means what the statement means: the tag asks only
    for agreement. The question mark is required, since "..., no" alone takes it back,
    and the statement must be understood on its own."""
    head, comma, tag = line.rstrip().rpartition(",")
    if not comma or not tag.endswith("?"):
        return None
    if tuple(normalize(tag.strip().rstrip("?")).split()) not in tag_questions(lang):
        return None
    intent = _understand(head, lang, quick)
    return None if isinstance(intent, Unknown | Nothing) else intent


def _one_clause(line: str, lang: str, quick: bool) -> Intent | None:
    """The meaning of the one clause that says something, when every other clause is
    chatter; or of several clauses that say the same ("shorter messages, too much text")."""
    said: list[Intent] = []
    for n, clause in enumerate(_CLAUSE.split(line)):
        if said and _corrects(clause, lang):
            return None  # "..., don't do it", "..., sorry": a clause after the command holds it back
        if _chatter(clause, lang) or (n and said and _afterthought(clause, lang)):
            continue
        intent = _read(clause, lang, quick)
        said.append(_without_chatter(clause, lang) or intent if isinstance(intent, Unknown) else intent)
    if said and not isinstance(said[0], Unknown | Nothing) and all(s == said[0] for s in said):
        return said[0]
    return None


# what a remark on a move's outcome never holds: a card, rank or colour, a verb of moving or taking back, a "no"
_NOT_IN_REMARK = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.COLOUR, TagKind.MOVE, TagKind.BACK, TagKind.CANCEL,
)  # fmt: skip


def _remark_only(text: str, lang: str) -> bool:
    """Whether `text` says nothing the game could do: no card, no verb of moving, no
    command that changes the game or setting, no negation or correction."""
    if _corrects(text, lang):
        return False
    tags = tokenize(text, lang)
    things = [t for t in tags if pick(t, TagKind.NUM, TagKind.RANK) is not None]
    heads = [t for t in tags if not _is_filler(t) or pick(t, TagKind.TO)]
    if len(things) > 1 or any(
        pick(a, TagKind.TO) and pick(b, TagKind.NUM, TagKind.RANK, TagKind.PILE)
        for a, b in itertools.pairwise(heads)
    ):
        return False  # "..., then the 4 on the 5", "..., que és a la columna 3": a place meant
    for t in tags:
        if pick(t, *_NOT_IN_REMARK) is not None:
            return False
        word = _keyword(t)
        if isinstance(word, SettingName) or (isinstance(word, Cmd) and word in GAME_COMMANDS):
            return False
    return True


# what a remark that frees a card never holds: a verb of moving or taking back, a "no", a place for a card
_NOT_IN_FREEING = (TagKind.MOVE, TagKind.BACK, TagKind.CANCEL, TagKind.PILEREF)


def _frees(text: str, lang: str) -> bool:
    """ "..., and that frees up the ace", "..., que així destapo l'as", "..., dan komt die
    aas vrij": begun by a connector of consequence and saying that something is freed,
    uncovered or emptied, a remark may name the card or column it frees; it is never a
    second move (no verb of moving, no "to" before a place, no command, no "no")."""
    words = normalize(text).split()
    lead = next((i for i in range(len(words)) if _starts_with(words[i:], consequence_words(lang))), None)
    if lead is None or lead > 1 or _corrects(text, lang):
        return False  # "and that frees ...": at most one small word before the connector
    if not any(_starts_with(words[i:], freeing_words(lang)) for i in range(lead, len(words))):
        return False
    tags = tokenize(text, lang)
    heads = [t for t in tags if not _is_filler(t) or pick(t, TagKind.TO)]
    if any(
        pick(a, TagKind.TO) and pick(b, TagKind.NUM, TagKind.RANK, TagKind.PILE, TagKind.CARD)
        for a, b in itertools.pairwise(heads)
    ):
        return False  # "..., so the ace goes on the foundation": a second move
    for t in tags:
        word = _keyword(t)
        if pick(t, *_NOT_IN_FREEING) is not None or isinstance(word, SettingName):
            return False
        if isinstance(word, Cmd) and word in GAME_COMMANDS:
            return False
    return True


def _starts_with(words: list[str], marks: frozenset[tuple[str, ...]]) -> bool:
    return any(tuple(words[: len(m)]) == m for m in marks)


_MAX_CUTS = 4  # where a remark of consequence may begin, tried at most this many times


def _past_mark(text: str, marks: frozenset[tuple[str, ...]]) -> str:
    """`text` without the long connector it begins with: a whole phrase's own words ("a
    veure què passa": "passa" is also a verb of moving) say nothing the game could do. A
    short connector stays ("para a coluna 4": what follows "para" may be a place)."""
    words = normalize(text).split()
    n = max((len(m) for m in marks if tuple(words[: len(m)]) == m), default=0)
    return " ".join(words[n:]) if n >= _WHOLE_REMARK else text


_WHOLE_REMARK = 3  # the words of a connector that is a whole remark by itself


def _there_named(line: str, lang: str, quick: bool) -> MoveIntent | None:
    """ "since column 4 is empty, put the king of hearts there", "kolom vier is leeg dus zet
    de harten heer daar maar", "posa-hi el rei de cors", "mettici il re di cuori": "there"
    is the one numbered place the reason names; the card named with the verb goes there
    (never the place onto the card)."""
    words = normalize(line).split()  # "posa-hi": "posa hi"
    theres = there_words(lang)
    glued = [p[0][1:] for p in theres if p[0].startswith("-")]
    at: tuple[int, int] | None = None
    for i in range(len(words)):
        for p in theres:
            if tuple(words[i : i + len(p)]) == p:
                at = (i, len(p))
            elif p[0][1:] in glued and words[i] == p[0][1:]:  # "posa-hi" typed with its hyphen
                at = (i, 1)
        for end in glued:  # "mettici": the ending glued to the verb
            stem = words[i][: -len(end)]
            if at is None and words[i].endswith(end) and len(stem) > 2 and _verb(stem, lang):
                at = (i, -len(end))
    if at is None:
        return None
    i, size = at
    if size < 0:
        words[i] = words[i][:size]
    else:
        del words[i : i + size]
    text = " ".join(words)
    tags = tokenize(text, lang)
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
    if verbs[0] > k and start is not None:  # the reason first: the command from its card or verb on
        mays = may_words(lang)  # "... so the queen can go there?": the question is the whole line's
        command = _rest_text([t for t in tags[start:] if (t.text,) not in mays])
    else:  # the command first: up to the clause that names the place
        command = _CLAUSE.split(text)[0]
        if len(command) == len(text):
            return None
    move = _understand(command, lang, quick)
    if not isinstance(move, MoveIntent) or move.target is not None or isinstance(move.source, PileRef):
        return None
    return MoveIntent(move.source, place, move.count, move.origin)


def _verb(word: str, lang: str) -> bool:
    return any(pick(t, TagKind.MOVE) for t in tokenize(word, lang))


def _consequence(line: str, lang: str, quick: bool) -> Intent | None:
    """ "put the 6 of clubs on the 7, that frees column 2", "el quatre al cinc, així em
    queda una columna lliure", "klaveren zes op de zeven, dan is rij 2 leeg": a remark on
    what a whole move brings, begun by a connector of consequence or purpose ("so",
    "then", "to free") or said with a verb of a state ("frees", "is empty"), is passed
    over; a place it names is never where the card goes. The words before it must make a
    whole move (a card or place and where it goes)."""
    marks = consequence_words(lang)
    clauses = _CLAUSE.split(line)
    cuts: list[tuple[str, str]] = []
    for k in range(1, len(clauses)):
        words = normalize(clauses[k]).split()
        inside = any(_starts_with(words[i:], marks) for i in range(len(words)))
        if words and inside:
            cuts.append((",".join(clauses[:k]), ",".join(clauses[k:])))
    words = normalize(line).split()
    for i in range(2, len(words)):  # said without a comma: "... al cinc aixi em queda ..."
        if not _starts_with(words[i:], marks):
            continue  # the cheap look first: a word is tokenized only where a remark may start
        if any(t.kind is TagKind.EMPTY for t in lexicon(lang).phrases.get((words[i],), ())):
            continue  # "la columna buida": without a comma "empty" names the column
        cuts.append((" ".join(words[:i]), " ".join(words[i:])))
    tried = 0
    for before, after in cuts:
        if tried == _MAX_CUTS or not (_remark_only(_past_mark(after, marks), lang) or _frees(after, lang)):
            continue
        tried += 1  # the words before are read plainly: no search over every cut
        intent = _read(before, lang, quick)
        if isinstance(intent, Unknown):  # "va, poso el sis...", "ok lets put the 6...": chatter around it
            intent = _one_clause(before, lang, quick) or _without_chatter(before, lang) or intent
        if isinstance(intent, MoveIntent) and intent.target is not None:
            return intent  # a command before it is left alone: "non parlare così tanto" is one phrase
    return None


# the questions a remark beside them never turns into an act: they only read something out
_ANSWERS = (Cmd.RULES, Cmd.HELP, Cmd.HINT, Cmd.CAN_WIN, Cmd.MOVES, Cmd.SCORE, Cmd.BOARD)
# what a remark beside such a question never holds: a card, a place, "back" ("no hi jugo": a verb alone may)
_NOT_BESIDE_ANSWER = (
    TagKind.CARD, TagKind.SUIT, TagKind.RANK, TagKind.PILE, TagKind.PILEREF, TagKind.BACK,
)  # fmt: skip


def _answer_with_remark(line: str, lang: str, quick: bool) -> Intent | None:
    """ "recorda'm les regles, que fa temps que no hi jugo", "Ne snalazim se, što mogu
    upisati?": one clause asks for something that is only read out (the rules, help, a
    hint, the score), the others are remarks, a "no" among them too ("non me le ricordo
    più"): they hold no card, place, verb of moving, command or setting."""
    clauses = _CLAUSE.split(line)
    if len(clauses) < 2:
        return None
    found: Command | None = None
    for clause in clauses:
        tags = tokenize(clause, lang)
        if not tags:
            continue
        intent = _understand(clause, lang, quick)
        if isinstance(intent, Command) and intent.cmd in _ANSWERS:
            if found is not None:
                return None
            found = intent
            continue
        if intent is not None and not isinstance(intent, Unknown | Nothing):
            return None
        for t in tags:
            word = _keyword(t)
            if pick(t, *_NOT_BESIDE_ANSWER) is not None or isinstance(word, SettingName):
                return None
            if isinstance(word, Cmd | Query) and word is not Cmd.REPEAT:
                return None  # "que" (Catalan "what?") is a small word in a remark
    return found


def _answer_or_remark(line: str, lang: str, quick: bool) -> Intent | None:
    """ "is dit potje nog te winnen of ben ik mijn tijd aan het verdoen", "encara es pot
    guanyar o ja no cal patir?": a question that only reads something out, then "or" and
    a remark holding no card, place or command: the question is asked."""
    words = normalize(line).split()
    marks = or_words(lang)
    firsts = {m[0] for m in marks}
    cut = next(
        (i for i in range(1, len(words)) if words[i] in firsts and _starts_with(words[i:], marks)), None
    )
    if cut is None:
        return None
    intent = _understand(" ".join(words[:cut]), lang, quick)
    if not (isinstance(intent, Command) and intent.cmd in _ANSWERS):
        return None
    if spot(words[cut:], lang) is not None:
        return None  # "any rules or hints": a second question, not a remark
    for t in tokenize(" ".join(words[cut:]), lang):
        word = _keyword(t)
        if (
            word in _ANSWERS
            or pick(t, *_NOT_BESIDE_ANSWER, TagKind.NUM) is not None
            or isinstance(word, SettingName)
        ):
            return None
        if isinstance(word, Cmd) and word in GAME_COMMANDS:
            return None
    return intent


def _origin_after(line: str, lang: str, quick: bool) -> MoveIntent | None:
    """ "volta a pôr o quatro de espadas na coluna 1, tira-o da base", "the 4 of spades to
    column 2, take it off the foundation": a last clause that says only where "it" comes
    from gives the move before it its origin; taken off a foundation, it is taken back."""
    *before, last = _CLAUSE.split(line.rstrip(",;.!? "))
    if not before or negates(last, lang):
        return None
    said = _read(last, lang, quick)
    if not (
        isinstance(said, MoveIntent)
        and isinstance(said.source, It)
        and said.target is None
        and said.origin is not None
        and said.origin.kind in (PileKind.FOUNDATION, PileKind.WASTE)
    ):
        return None
    move = _understand(",".join(before), lang, quick)
    if not isinstance(move, MoveIntent) or move.target is None or move.origin is not None:
        return None
    if isinstance(move.source, PileRef):
        return None  # a place moved already says where it comes from
    return dataclasses.replace(move, origin=said.origin, back=move.back or said.back)


def _apposition(line: str, lang: str, quick: bool) -> Intent | None:
    """ "the six of clubs can go in the empty column, thats number 4", "..., la quatre",
    "..., onaj četvrti": a last clause that is only a number says which empty column the
    move before it meant."""
    *before, last = _CLAUSE.split(line.rstrip(",;.!? "))
    if not before:
        return None
    tags = tokenize(last, lang)
    numbers = [n for t in tags if (n := pick(t, TagKind.NUM, TagKind.ORDINAL)) is not None]
    unknown = sum(t.kind is TagKind.UNKNOWN for t in tags)
    for t in tags:
        pile = pick(t, TagKind.PILE)
        if not (
            _is_filler(t)
            or t.kind is TagKind.UNKNOWN
            or pick(t, TagKind.NUM, TagKind.ORDINAL)
            or (pile is not None and pile.value is PileKind.COLUMN)
        ):
            return None
    if (
        len(numbers) == 2
        and pick(tags[-1], TagKind.NUM)
        and _int(numbers[1]) == 1
        and not tags[-1].text.isdigit()
    ):
        numbers.pop()  # "the third one": "one" stands for the column
    if len(numbers) != 1 or unknown > 2 or not 1 <= _int(numbers[0]) <= 13:
        return None
    move = _understand(",".join(before), lang, quick)
    if not isinstance(move, MoveIntent) or not isinstance(move.target, PileRef):
        return None
    if move.target.kind is not PileKind.COLUMN or not move.target.empty or move.target.index is not None:
        return None
    return dataclasses.replace(move, target=PileRef(PileKind.COLUMN, _int(numbers[0]) - 1))


def _it_named_before(line: str, lang: str, quick: bool) -> MoveIntent | None:
    """ "that waste card can go home, put it up on the foundation", "die kaart op de
    aflegstapel mag naar boven, leg ze op de fundatie": the "it" of a last clause that
    moves it is the card or place the clause before names, when that clause reads it or
    sends it to the same kind of place."""
    *before, last = _CLAUSE.split(line.rstrip(",;.!? "))
    if len(before) != 1 or negates(line, lang):
        return None
    move = _understand(last, lang, quick)
    if not isinstance(move, MoveIntent) or not isinstance(move.source, It) or move.target is None:
        return None
    named = _understand(before[0], lang, quick)
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


def _empty_after(line: str, lang: str, quick: bool) -> Intent | None:
    """ "the four of diamonds in column nine, the empty one", "u deveti stupac, prazan je":
    a last clause that only says "empty" (small words, "one", a word not known) says the
    numbered column the move before it names is the empty one."""
    *before, last = _CLAUSE.split(line.rstrip(",;.!? "))
    if not before or negates(last, lang):
        return None
    tags = tokenize(last, lang)
    empty = [t for t in tags if pick(t, TagKind.EMPTY)]
    unknown = sum(t.kind is TagKind.UNKNOWN for t in tags)
    for a, t in zip([None, *tags], tags, strict=False):
        if has(t, TagKind.PRONOUN) and (unknown or not _is_filler(t)):
            return None  # "..., dat maakt hem vrij": what the move frees, not where it goes
        if not (
            pick(t, TagKind.EMPTY)
            or _is_filler(t)
            or t.kind is TagKind.UNKNOWN
            or _one_after_unknown(a, t)
            or _keyword(t) is Cmd.REPEAT  # "que" (Catalan "what?"): "..., que és buida"
        ):
            one = pick(t, TagKind.NUM)
            if one is None or t.text.isdigit() or one.value != 1:
                return None  # only a spelled "one" stands for the column: "the empty one"
    if len(empty) != 1 or unknown > 1:
        return None
    move = _understand(",".join(before), lang, quick)
    if not isinstance(move, MoveIntent) or not isinstance(move.target, PileRef):
        return None
    if move.target.kind is not PileKind.COLUMN or move.target.index is None:
        return None
    return dataclasses.replace(move, target=dataclasses.replace(move.target, empty=True))


def _corrects(text: str, lang: str) -> bool:
    """Whether `text` holds a word that corrects what was said before it ("no", "wait",
    "sorry", "I mean")."""
    words = normalize(text).split()
    return negates(text, lang) or any(
        tuple(words[i : i + len(m)]) == m for m in correction_words(lang) for i in range(len(words))
    )


def _said_over(tag: Tag, lang: str) -> bool:
    """A word of a correction's lead or tail: an interjection, politeness, a word for "no"."""
    return (
        tag.kind in (TagKind.UNKNOWN, TagKind.Q)
        or (_is_filler(tag) and not pick(tag, TagKind.TO, TagKind.FROM))
        or all(m.kind in (TagKind.CANCEL, TagKind.VALUE, TagKind.FILLER) for m in meanings(tag))
        or _corrects(tag.text, lang)
    )


def _correction(line: str, lang: str, quick: bool) -> Intent | None:
    """ "move column 2 onto 5, no sorry, onto 6", "zet kolom 2 op 5, nee wacht, op 6": a
    clause that corrects ("no", "wait", "I mean") and then names one place replaces the
    place it corrects: the destination, or the source when it is said with "from". A
    correction after a move that cannot be placed ("..., sorry", "..., ne na 6": "not on
    6") leaves the line not understood, never read without it."""
    clauses = _CLAUSE.split(line)
    tagged = [tokenize(clause, lang) for clause in clauses]  # once: every tail is tried
    for k in range(1, len(clauses)):
        tags: list[Tag] = []
        starts: set[int] = set()  # where each clause begins among the words
        for clause_tags in tagged[k:]:
            starts.add(len(tags))
            tags += clause_tags
        lead = 0
        while lead < len(tags) and _said_over(tags[lead], lang):
            lead += 1
        if not _corrects(" ".join(t.text for t in tags[:lead]), lang):
            continue
        before = ",".join(clauses[:k])
        move = _understand(before, lang, quick)
        if not isinstance(move, MoveIntent) or _corrects(before, lang):
            return None
        end = len(tags)
        while end > lead and _said_over(tags[end - 1], lang) and not has(tags[end - 1], TagKind.PRONOUN):
            end -= 1
        fix = tags[lead:end]
        # a "no" said in the same clause just before the place may be "not": "ne na 6"
        said_not = lead > 0 and lead not in starts and negates(tags[lead - 1].text, lang)
        # "..., but do not put it on the foundation", "..., don't put it there": a "not"
        # before a verb in the clause holds the move back; it corrects nothing
        begin = max(s for s in starts if s <= lead)
        said_not = said_not or any(
            pick(tags[m], TagKind.MOVE) and negates(" ".join(t.text for t in tags[begin:m]), lang)
            for m in range(begin + 1, lead)
        )
        if not fix or said_not or _negates_words(fix, lang):
            return _not_understood(line)
        items, ok = _items([t for t in fix if not _is_filler(t) or pick(t, TagKind.TO, TagKind.FROM)])
        specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef)]
        marks = [i for i in items if isinstance(i, str)]
        if not ok or len(specs) != 1 or len(items) != len(specs) + len(marks):
            return _not_understood(line)
        return _corrected(move, specs[0], marks) or _not_understood(line)
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
    if not marks and isinstance(place, card_like) != isinstance(move.target, card_like):
        return None  # "the 7 of hearts on column 5, no, the 7 of diamonds": which one is meant?
    other = move.other
    if other is not None and isinstance(place, PileRef) and place.index is not None:
        other = dataclasses.replace(other, target=RankRef(Rank(place.index + 1)))
    elif other is not None:
        other = None
    return dataclasses.replace(move, target=place, other=other)


_APPOSITIVE = frozenset(
    {TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.FROM, TagKind.CARDWORD, TagKind.Q}
)


def _appositive_word(tag: Tag) -> bool:
    """A word of a clause that narrows a card by its suit: "the spade one", "el de cors",
    "die van harten", "onaj pik mislim"."""
    if tag.kind is TagKind.UNKNOWN or pick(tag, TagKind.SUIT) is not None:
        return True
    one = pick(tag, TagKind.NUM)
    return all(m.kind in _APPOSITIVE for m in meanings(tag)) or (
        one is not None and one.value == 1 and not tag.text.isdigit()
    )


def _colour_rank(tags: list[Tag]) -> tuple[int, int, int] | None:
    """The last colour said beside a rank ("the red ace", "l'as vermell", "crni dečko"):
    the colour's and the rank's positions and the rank."""
    for i in range(len(tags) - 2, -1, -1):
        for c, r in ((i, i + 1), (i + 1, i)):
            colour = pick(tags[c], TagKind.COLOUR)
            rank = pick(tags[r], TagKind.RANK) or pick(tags[r], TagKind.NUM)
            if colour is not None and rank is not None and 1 <= _int(rank) <= 13:
                return c, r, _int(rank)
    return None


def _narrowed_card(line: str, lang: str, quick: bool) -> Intent | None:
    """ "the red ace, hearts, up onto the foundation", "la sota negra, la de piques vull
    dir": a colour and a rank, then a clause that names only a suit, name that card; a suit
    of the other colour contradicts it and the line is not understood."""
    clauses = _CLAUSE.split(line)
    for k in range(1, len(clauses)):
        said = tokenize(clauses[k], lang)
        suits = [s for t in said if (s := pick(t, TagKind.SUIT)) is not None]
        unknown = sum(t.kind is TagKind.UNKNOWN for t in said)
        if len(suits) != 1 or unknown > 3 or not all(_appositive_word(t) for t in said):
            continue
        if negates(",".join(clauses[k:]), lang):
            return None  # "the red ace, hearts, don't move it"
        before = tokenize(",".join(clauses[:k]), lang)
        found = _colour_rank(before)
        if found is None:
            return None
        c, r, rank = found
        suit = Suit(_int(suits[0]))
        colour = pick(before[c], TagKind.COLOUR)
        assert colour is not None
        if suit.is_red != (colour.value == 1):
            return _not_understood(line)  # "the red jack, the spade one": which is meant?
        card = Tag(TagKind.CARD, Card(Rank(rank), suit), before[r].text)
        tags = [card if j == r else t for j, t in enumerate(before) if j != c]
        if k + 1 < len(clauses):
            tags += tokenize(",".join(clauses[k + 1 :]), lang)
        return _read(line, lang, quick, tags)
    return None


def _emphatic_no(line: str, lang: str) -> Intent | None:
    """ "no no no, take that back": "no" said before undo agrees with undoing (the last
    move was wrong); the line is undone only when the rest undoes and negates nothing
    ("no, don't undo" stays not understood)."""
    tags = tokenize(line, lang)
    lead = 0
    if (
        len(tags) > 1
        and (tags[0].kind is TagKind.UNKNOWN or _is_filler(tags[0]))
        and has(tags[1], TagKind.CANCEL)
    ):
        lead = 1  # "oh no, undo that", "joj ne, poništi to", "ai no, desfés això": an interjection first
    start = lead
    while (
        lead < len(tags)
        and has(tags[lead], TagKind.CANCEL)
        and not pick(tags[lead], TagKind.TO, TagKind.FROM)
    ):
        lead += 1
    rest = " ".join(t.text for t in tags[lead:])
    if lead == start or lead == len(tags) or _negates_words(tags[lead:], lang):
        return None
    intent = _understand(rest, lang, False)  # "desfés això que m'he equivocat": the reason passed over
    if not isinstance(intent, Command):
        # "oh no, undo that, wrong one": the clauses after the "no", with a remark after them
        first, *after = _CLAUSE.split(line)
        if after and len(tokenize(first, lang)) == lead:
            intent = _understand(",".join(after), lang, False)
    return intent if isinstance(intent, Command) and intent.cmd is Cmd.UNDO else None


def _redo_after_no(line: str, lang: str) -> Command | None:
    """ "anzi no, rifai", "no wait, redo it", "val, sí que ho volia, refés-ho": a change of
    mind said first (a "no", a correction, a "yes", words the game does not know) and then
    redo: the undone move is played again. Only redo: any other command after a "no" may
    be what the "no" refuses, and a "no" after the redo ("redo, no") is never passed over."""
    *lead, last = _CLAUSE.split(line.rstrip(",;.!? "))
    if not lead or _negates_words(tokenize(last, lang), lang):
        return None
    said = [t for clause in lead for t in tokenize(clause, lang)]
    # "que" (Catalan "what?") is a small word in a remark: "sí que ho volia"
    if not said or not all(
        _said_over(t, lang) or has(t, TagKind.PRONOUN) or _keyword(t) is Cmd.REPEAT for t in said
    ):
        return None
    intent = _understand(last, lang, False)
    return intent if isinstance(intent, Command) and intent.cmd is Cmd.REDO else None


# what the clauses of a line asking for the last move again may hold besides it
_AGAIN_CHATTER = frozenset({*_CHATTER, TagKind.MOVE})


def _says_undone(line: str, lang: str) -> bool:
    words = normalize(line).split()
    return len(_without_phrases(words, undone_words(lang))) < len(words)


def _move_again(line: str, lang: str) -> Command | None:
    """ "doe die zet toch maar weer opnieuw", "ipak sam htio taj potez, napravi ga opet",
    "bring back the move I just undid", "redo it, I did want that move": the noun "move"
    or "it" with a word of "again" (or redo itself) and nothing else that acts is redo,
    never the list of moves. A card, a place, a number, any other command, a question or
    a "no" leaves the line not understood; a pause said first ("wacht, ...") is passed over."""
    clauses = [c for c in _CLAUSE.split(line) if c.strip()]
    while len(clauses) > 1 and (
        only_holds(clauses[0], lang)
        or all(_said_over(t, lang) and t.kind is not TagKind.UNKNOWN for t in tokenize(clauses[0], lang))
    ):
        clauses = clauses[1:]  # "wacht, ...", "actually no, ...": a change of mind said first
    if len(clauses) > _MAX_REMARKS + 1:
        return None
    # "the move I just undid", "não devia ter desfeito": what is said of the undone move is
    # a remark that asks it back, never an undo
    undone = [" ".join(_without_phrases(normalize(c).split(), undone_words(lang))) for c in clauses]
    said_undone = undone != [" ".join(normalize(c).split()) for c in clauses]
    clauses = [c for c in undone if c]
    text = " ".join(clauses)
    if not text or "?" in text or _opens_question(text, lang) or negates(text, lang):
        return None
    tags = tokenize(text, lang)
    if not (said_undone or _says_again(normalize(text).split(), lang)) and not any(
        _keyword(t) is Cmd.REDO for t in tags
    ):
        return None  # nothing said again: no clause is read
    marks = sorted(again_words(lang), key=len, reverse=True)
    # said of the undone move, "repeat" asks it again ("ipak ponovi ono što sam poništio"); the
    # remark alone asks nothing ("ho he desfet sense voler")
    # "vrati potez koji sam poništio": "bring back", an undo word, said of the move undone
    asks_back = (Cmd.REPEAT, Cmd.UNDO) if said_undone else ()
    said_again = any(_keyword(t) in asks_back for t in tags)
    for clause in clauses:
        words = normalize(clause).split()
        kept: list[str] = []  # the clause without its words of "again"
        i = 0
        while i < len(words):
            n = next((len(m) for m in marks if tuple(words[i : i + len(m)]) == m), 0)
            said_again = said_again or n > 0
            if n == 0:
                kept.append(words[i])
            i += n or 1
        for t in tokenize(" ".join(kept), lang) if kept else []:
            word = _keyword(t)
            if word is Cmd.REDO or word in asks_back:
                said_again = True
                continue
            acts = isinstance(word, SettingName | Query) or (isinstance(word, Cmd) and word in GAME_COMMANDS)
            # a command that only reads is a word of the remark: "after all" holds "all" (the board)
            if acts or any(
                m.kind not in _AGAIN_CHATTER and not (m.kind is TagKind.CMD and isinstance(m.value, Cmd))
                for m in meanings(t)
            ):
                return None
    named = any(has(t, TagKind.MOVE) or has(t, TagKind.PRONOUN) or _keyword(t) is Cmd.REDO for t in tags)
    # "ipak ponovi ono što sam poništio": "repeat" said of the move undone is redo
    named = named or any(_keyword(t) in asks_back for t in tags)
    if not said_undone and any(t.kind is TagKind.UNKNOWN for t in tags):
        # words not known beside a verb of going: "ik ga weer slapen" says nothing of a move
        named = any(has(t, TagKind.PRONOUN) or _keyword(t) is Cmd.REDO for t in tags)
    return Command(Cmd.REDO) if said_again and named else None


def _without_time_remark(line: str, lang: str, quick: bool) -> Intent | None:
    """ "less chatter, only the essentials from now on", "read me the whole table from the
    start": a phrase of time is passed over when the rest sets a setting or asks for
    something that changes nothing in the game ("from the start" alone may restart)."""
    words = normalize(line).split()
    kept = _without_phrases(words, time_remarks(lang))
    if len(kept) == len(words) or not kept:
        return None
    intent = _understand(" ".join(kept), lang, quick)
    if isinstance(intent, Setting) and intent.value is not None:
        return intent
    if isinstance(intent, Command) and intent.cmd not in GAME_COMMANDS and not intent.cmd.takes_text:
        return intent
    return None


def _without_phrases(words: list[str], phrases: Iterable[tuple[str, ...]]) -> list[str]:
    """`words` with every occurrence of `phrases` taken out, longest phrases first."""
    ordered = sorted(phrases, key=len, reverse=True)
    if not {p[0] for p in ordered} & set(words):
        return words  # no phrase begins anywhere: the common case, looked up at once
    kept: list[str] = []
    i = 0
    while i < len(words):
        n = next((len(p) for p in ordered if tuple(words[i : i + len(p)]) == p), 0)
        if n == 0:
            kept.append(words[i])
        i += n or 1
    return kept


def _needed_back(line: str, lang: str, quick: bool) -> Intent | None:
    """ "I need the 5 of clubs again, take it off the foundation", "treba mi opet pik
    osmica, skini je s temelja": the words of needing a card (or of "again") are passed
    over when the rest takes a card back off a foundation; any other reading is left. An
    interjection said first in a clause of its own ("o jee, ...", "ai, ...") is passed over."""
    whole = normalize(line).split()
    if len(_without_phrases(_without_phrases(whole, need_words(lang)), again_words(lang))) == len(whole):
        return None  # the cheap look first: nothing needed or said again, nothing is tokenized
    clauses = [c for c in _CLAUSE.split(line) if c.strip()]
    while len(clauses) > 1 and all(_said_over(t, lang) for t in tokenize(clauses[0], lang)):
        clauses = clauses[1:]
    words = normalize(", ".join(clauses)).split()
    kept = _without_phrases(_without_phrases(words, need_words(lang)), again_words(lang))
    if len(kept) == len(words) or not kept:
        return None  # "tira outra vez o cinco da fundação": "again" alone is passed over too
    intent = _understand(" ".join(kept), lang, quick)
    if isinstance(intent, MoveIntent) and intent.back and isinstance(intent.source, CardRef | RankRef):
        return intent
    return None


def _back_with_remark(line: str, lang: str) -> Command | None:
    """ "effe terug, dat was fout", "back, that was wrong", "natrag, pogriješio sam": a
    bare "back" with only a remark after it (words the game does not know, small words)
    undoes; "back" beside a card or a place is a take-back, and alone it is left unread
    (it may be a menu's "back")."""
    tags = tokenize(line, lang)
    lead = 0
    while lead < len(tags) and _is_filler(tags[lead]) and not has(tags[lead], TagKind.BACK):
        lead += 1  # "effe terug", "ok back"
    if lead == len(tags) or not all(m.kind is TagKind.BACK for m in meanings(tags[lead])):
        return None
    rest = tags[lead + 1 :]
    if _again_verb(tags):
        return None
    if len(tokenize(_CLAUSE.split(line)[0], lang)) != lead + 1:
        return None  # "vratit ću se", "back in a sec": the remark must be a clause of its own
    if not any(t.kind is TagKind.UNKNOWN for t in rest) or negates(line, lang):
        return None
    return Command(Cmd.UNDO) if all(m.kind in _CHATTER for t in rest for m in meanings(t)) else None


_MAX_REMARKS = 3  # the clauses of a remark said before a request: a few, never a whole page

# what the request after a remark of a mistake holds besides its "back" ("can you take it back?")
_ASKED_BACK = frozenset(
    {TagKind.UNKNOWN, TagKind.Q, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE, TagKind.BACK}
)


def _back_after_error(line: str, lang: str) -> Command | None:
    """ "oh no that was wrong, can you take it back?", "joj krivo sam stisnuo, možeš
    vratiti?", "uffa ho sbagliato, si può tornare indietro?": clauses that say a mistake
    was made (and hold no card, place or command), then a bare "back" or undo with no card
    or place said: the last move is undone. A "no" after the remark holds it back."""
    *lead, last = [c for c in _CLAUSE.split(line) if c.strip()] or [""]
    if not lead:  # "oeps terug", "nope take that back": the interjection said without a comma
        words = normalize(line).split()
        cut = next((k for k in (1, 2, 3) if k < len(words) and says_error(words[:k], lang)), None)
        if cut is None:
            return None
        lead, last = [" ".join(words[:cut])], " ".join(words[cut:])
    if len(lead) > _MAX_REMARKS or not says_error(normalize(" ".join(lead)).split(), lang):
        return None
    for t in (t for clause in lead for t in tokenize(clause, lang)):
        if not (_said_over(t, lang) or has(t, TagKind.PRONOUN) or _keyword(t) is Cmd.REPEAT):
            return None
    tags = tokenize(last, lang)
    if _negates_words(tags, lang) or _again_verb(tags):
        return None
    backs = 0
    for t in tags:
        word = _keyword(t)
        if word is Cmd.UNDO or all(m.kind is TagKind.BACK for m in meanings(t)):
            backs += 1
        elif (
            isinstance(word, Cmd | Query | SettingName) or any(m.kind not in _ASKED_BACK for m in meanings(t))
        ) and not all(m.kind in (TagKind.VALUE, TagKind.FILLER) for m in meanings(t)):
            return None  # Italian "si" (one) is "yes" too: a value said alone is a small word here
    return Command(Cmd.UNDO) if backs else None


def _again_verb(tags: list[Tag]) -> bool:
    """ "ho pots tornar a dir?", "volta a explicar", "torna a spiegare": a word for "back"
    that ends in "a" ("torna a", "voltar a", "tornare a") before a verb the game does not
    know says "again" and that verb; it never undoes (a verb of moving after it, "torna a
    posar", puts a card back and is read as a move)."""
    return any(
        has(t, TagKind.BACK) and t.text.split()[-1] == "a" and after.kind is TagKind.UNKNOWN
        for t, after in itertools.pairwise(tags)
    )


def _before_reason(line: str, lang: str, quick: bool) -> Intent | None:
    """ "dona'm una pista, que no en surto", "desfés això que m'he equivocat": the words
    before a clause of explanation ("because", "que", "jer"), when they make a command
    that takes no words after it, or a setting with its value; the explanation is
    passed over, a "no" in it too."""
    words = normalize(line).split()
    marks = clause_words(lang)
    cuts = [i for i in range(1, len(words)) if _starts_with(words[i:], marks)]
    for i in cuts[:_MAX_CUTS]:  # the command comes first: the earliest explanations only
        intent = _understand(" ".join(words[:i]), lang, quick)
        if isinstance(intent, Command) and not intent.cmd.takes_text:
            return intent
        if isinstance(intent, Setting) and intent.value is not None:
            return intent
    return None


_LINKS = (TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE)


def _language_switch(line: str, lang: str) -> Setting | None:
    """ "switch to catalan", "posa-ho en anglès", "passa all'inglese", "muda para inglês":
    a language named last, after a verb and linking words only (at most two words the
    game does not know, as "switch", "muda"); or before a verb put last ("kunnen we naar
    het engels overschakelen?"). Portuguese "dá para" (can it be) is a link too."""
    # "I'd like to switch over to dutch", "can we do it in french": the wish and the "can"
    # before the switch are passed over
    said = _without_phrases(_without_phrases(normalize(line).split(), need_words(lang)), may_words(lang))
    tags = [t for t in tokenize(" ".join(said), lang) if t.kind is not TagKind.Q]
    while tags and _is_filler(tags[-1]) and not has(tags[-1], TagKind.PRONOUN):
        tags.pop()  # "..., please"
    if (
        len(tags) > 2
        and tags[-1].kind is TagKind.UNKNOWN
        and tags[-2].kind is TagKind.UNKNOWN
        and _language_name(tags[-2].text, lang)
    ):
        tags = [*tags[:-2], tags[-1], tags[-2]]  # the verb said last counts as one said first
        before = tags[:-2]
    else:
        before = tags[:-1]
    if not tags or not _language_named(tags[-1].text, lang):
        return None
    # the language named alone ("english please"), or right after the word for language, a link
    # ("to", "in", "naar", "na", with an article after it) or a verb of speaking; never after
    # other words ("damn italian", "i hate the italian")
    while before and pick(before[-1], TagKind.ARTICLE) and not _links_language(before[-1], lang):
        before.pop()
    if len(tags) > 1 and not (before and _links_language(before[-1], lang)):
        return None
    unknown = 0
    for t in tags[:-1]:
        if t.kind is TagKind.UNKNOWN:
            unknown += 1
        elif not (
            pick(t, *_LINKS, TagKind.FROM, TagKind.PRONOUN)
            or _keyword(t) is SettingName.LANGUAGE
            or t.text in speak_words(lang)
        ):
            return None
    return Setting(SettingName.LANGUAGE, tags[-1].text) if unknown <= 2 else None


@cache
def _language_names(lang: str) -> frozenset[str]:
    """Every language's name in `lang` and in English (Babel's lists, and the other names
    players use: "castellà"), folded: "espanyol", "Duits", "German"; one word each."""
    from babel import Locale

    # the languages with a two-letter code only: the hundreds of others have names that are
    # everyday words elsewhere (Croatian "kako", how, is a language of Cameroon)
    names = {
        name
        for source in (lang, "en")
        for code, name in Locale.parse(source).languages.items()
        if len(code) == 2
    }
    return frozenset(normalize(n) for n in names if len(normalize(n).split()) == 1) | other_language_names(
        lang
    )


def _links_language(tag: Tag, lang: str) -> bool:
    """Whether a word may stand right before a language's name in a switch: a link ("to",
    "in", "naar", "na"), the word for language, or a verb of speaking."""
    return bool(
        meanings(tag)[0].kind is TagKind.TO  # the player's own meaning: Croatian "to" is "it"
        or _keyword(tag) is SettingName.LANGUAGE
        or tag.text in speak_words(lang)
    )


def _language_named(word: str, lang: str) -> bool:
    """Whether `word` is a language's name, never its code: "it", "en", "ca" are everyday
    words, and a code names a language only after the word for language."""
    return normalize(word) not in LANGUAGES and _language_name(word, lang)


def _language_name(word: str, lang: str) -> bool:
    """Whether `word` names a language: one of ours, or one the game does not offer
    ("posa-ho en alemany"), which the reply answers with the languages there are."""
    return parse_language(word) is not None or normalize(word) in _language_names(lang)


def _negates_words(tags: list[Tag], lang: str) -> bool:
    """Whether the words negate or hold back, a phrase the game knows whole left out:
    "stop" in "stop talking" turns speech off and negates nothing."""
    kept = [t.text for t in tags if " " not in t.text or t.kind is TagKind.UNKNOWN]
    return negates(" ".join(kept), lang)


def _unknown_destination(tags: list[Tag]) -> bool:
    """ "... naar de schuur": a word not understood right after "to" is where a card was
    meant to go; without it the line would mean something else."""
    heads = [t for t in tags if not _is_filler(t) or pick(t, TagKind.TO)]
    return any(
        pick(here, TagKind.TO) is not None and after.kind is TagKind.UNKNOWN
        for here, after in itertools.pairwise(heads)
    )


_RETRIED = (Cmd.DRAW, Cmd.UNDO, Cmd.REDO)  # what a line with chatter in it may still do


def _unknown_source(tags: list[Tag]) -> bool:
    """Whether a word the game does not know comes before a word for "to": it may be the
    card or place that goes there ("the stackcard to the foundation")."""
    to = next((i for i, t in enumerate(tags) if pick(t, TagKind.TO)), None)
    return to is not None and any(t.kind is TagKind.UNKNOWN for t in tags[:to])


def _without_chatter(line: str, lang: str) -> Intent | None:
    """ "could you kindly put the jack of clubs on the queen": the line read again without
    the words the game does not know, when it then says a whole move (a card or place and
    where it goes), asks something, or draws, undoes or redoes; never when it holds a word
    that negates ("don't", "no", "wait")."""
    tags = tokenize(line, lang)
    unknown = [t for t in tags if t.kind is TagKind.UNKNOWN]
    if not unknown or len(unknown) > 3:
        return None
    if any(a.kind is TagKind.UNKNOWN and pick(b, TagKind.NUM) for a, b in itertools.pairwise(tags)):
        return None  # "schuur 2": the word before a number names the place
    # an article before a word not known goes with it: "el favor", "the bloody": not "it"
    dropped = {
        i for i, (t, after) in enumerate(itertools.pairwise(tags))
        if has(t, TagKind.ARTICLE) and after.kind is TagKind.UNKNOWN
    }  # fmt: skip
    kept = " ".join(t.text for i, t in enumerate(tags) if t.kind is not TagKind.UNKNOWN and i not in dropped)
    intent = _read(kept, lang, False)
    asks = next((i for i, t in enumerate(tags) if _keyword(t) is Query.WHERE), 0)
    if asks and not isinstance(intent, Where):  # "hang on where's the queen": from "where" on
        intent = _read(" ".join(t.text for t in tags[asks:] if t.kind is not TagKind.UNKNOWN), lang, False)
    if isinstance(intent, Where) and intent.card is not None:
        # asking where a card is never acts: "hang on", "wait" before it and words after
        # "to" ("dov'è andato a finire") are chatter
        return intent
    if _negates_words(tags, lang) or _unknown_destination(tags):
        return None
    words = normalize(line).split()
    if isinstance(intent, MoveIntent) and any(
        tuple(words[i : i + len(m)]) == m for m in correction_words(lang) for i in range(len(words))
    ):
        return None  # "move column 2 to 5 sorry": a move said with a correction is not read without it
    if isinstance(intent, MoveIntent):  # said as a sentence: a verb or "to", not two bare numbers
        said = any(pick(t, TagKind.MOVE, TagKind.TO) for t in tags)  # not "up": "pick up the 7"
        # "i need the five of hearts back off the foundation": taken back, the foundation named
        taken_back = intent.back and intent.origin is not None and any(has(t, TagKind.BACK) for t in tags)
        return intent if (intent.target is not None and said) or taken_back else None
    if isinstance(intent, Command) and intent.cmd in _ANSWERS:
        # "is this game even winnable at this point": a question said as a whole phrase of three
        # words or more is asked; a shorter one ("što mogu", what can I) may ask something else
        return intent if any(_keyword(t) is intent.cmd and len(t.text.split()) >= 3 for t in tags) else None
    if isinstance(intent, Command) and intent.cmd in _RETRIED and _opens_question(line, lang):
        return None  # "whose turn is it": a question word first, and "turn" is no draw
    if isinstance(intent, Command) and intent.cmd in _RETRIED and _verb_with_object(tags, lang):
        return None  # "turn around", "deal with it", "vira o disco": the verb says something else
    if isinstance(intent, Command):
        return intent if intent.cmd in _RETRIED else None  # what is left of a question is too little
    if isinstance(intent, Setting):  # "stop talking would you": a setting with its value
        if any(
            _value(a) in _LEVELS and " " not in a.text and b.kind is TagKind.UNKNOWN
            for a, b in itertools.pairwise(tags)
        ):
            return None  # "speak more slowly", "parla més fort": the word after "more" says how
        return intent if intent.value is not None else None
    if tags[0].kind is TagKind.UNKNOWN:
        return None  # "agafa una carta del munt": the word not known first is the verb
    if isinstance(intent, Read | Options) and _unknown_source(tags):
        return None  # "de stapelkaart naar de fundatie": the word not known may be what goes there
    if isinstance(intent, Read | Options):
        return intent if intent.what is not None else None
    return intent if isinstance(intent, Where) and intent.card is not None else None


# what keeps a line from the question reading: it names a card or a place, or it could act
_FIRM = (TagKind.CARD, TagKind.SUIT, TagKind.PILEREF, TagKind.BACK, TagKind.CANCEL, TagKind.VALUE)
_SOFT = frozenset(
    {TagKind.VALUE, TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.CANCEL}
)
_READABLE = (PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION)


def _verb_with_object(tags: list[Tag], lang: str) -> bool:
    """Whether a command said in one word is followed only by small words and words the
    game does not know ("turn around", "undo your shoelaces", "pesca di beneficenza"):
    those words are what the verb acts on, and the verb means something else. Words it
    takes ("a card", "from the stock"), a lone letter ("roba'n") or a word of its own
    phrases ("anula essa última": "a última") leave it a command."""
    for i, t in enumerate(tags):
        word = _keyword(t)
        if not isinstance(word, Cmd) or " " in t.text:
            continue
        own = {w for phrase in all_entries(lang).get(word.value, ()) for w in normalize(phrase).split()}
        rest = tags[i + 1 :]
        unknown = [x.text for x in rest if x.kind is TagKind.UNKNOWN and len(x.text) > 1]
        if (
            unknown
            and all(_is_filler(x) or x.kind is TagKind.UNKNOWN for x in rest)
            and not any(w in own for w in unknown)
        ):
            return True
    return False


def _in_question_phrase(word: str, words: list[str], phrased: set[int]) -> bool:
    """Whether `word`, a number spelled out, is only inside a question's phrase of several
    words ("how does one play"), where it is no number."""
    at = [i for i, w in enumerate(words) if w == word]
    return bool(at) and all(i in phrased for i in at)


def _opens_question(line: str, lang: str) -> bool:
    """Whether the line begins with a word that opens a question ("whose", "how")."""
    words = normalize(line).split()
    return any(tuple(words[: len(m)]) == m for m in question_openers(lang))


def _says_again(words: list[str], lang: str) -> bool:
    """Whether the words (a normalized line, split) hold a word of "again" ("opnieuw")."""
    marks = again_words(lang)
    if not {m[0] for m in marks} & set(words):
        return False
    return any(tuple(words[i : i + len(m)]) == m for m in again_words(lang) for i in range(len(words)))


def _question(line: str, lang: str) -> Intent | None:
    """The one question the line's words mark ("is there anything I can move at all?"),
    or the one pile it asks about ("how many are left in that stock of yours?"); never
    for a line that names a card, a number or a column, or holds a word that acts."""
    piles: set[PileKind] = set()
    tags = tokenize(line, lang)
    words = normalize(line).split()
    # "upomoć! kako da mu kažem...": a question word opening any clause opens a question
    opens = any(_opens_question(clause, lang) for clause in _CLAUSE.split(line))
    phrased = inside_question_phrase(words, lang)
    for i, tag in enumerate(tags):
        if len(tag.text) == 1 and pick(tag, TagKind.PILEREF) is not None:
            continue  # a lone letter: Italian "c'è", not a short form
        if i and all(m.kind is TagKind.CANCEL for m in meanings(tag)):
            continue  # "hi ha res per moure?": "res" (anything) inside a question drops nothing
        soft = all(m.kind in _SOFT for m in meanings(tag))
        if pick(tag, *_FIRM) is not None and not (
            soft and (pick(tag, TagKind.TO) or (opens and not has(tag, TagKind.CANCEL)))
        ):
            # "on" is a value and a place's "on" ("what's showing on the waste?"), Portuguese
            # "no" is "in the"; after a question word a "yes" is a small word ("kako da ovo
            # koristim", "come si usa")
            return None
        if (
            pick(tag, TagKind.NUM, TagKind.RANK, TagKind.ORDINAL)
            and not pick(tag, TagKind.FILLER, TagKind.ARTICLE)
            and not (tag.text.isalpha() and _in_question_phrase(tag.text, words, phrased))
        ):
            return None
        for m in meanings(tag):
            if m.kind is TagKind.CMD and (
                isinstance(m.value, SettingName) or (isinstance(m.value, Cmd) and m.value in GAME_COMMANDS)
            ):
                return None
        if (pile := pick(tag, TagKind.PILE)) is not None:
            piles.add(_pile(pile))
    asked = spot(normalize(line).split(), lang)
    if asked is Cmd.MOVES and _says_again(words, lang) and not (opens or "?" in line):
        return None  # "don't do that move again": the move once more, never the list of moves
    if asked is not None:
        return Command(asked)
    if _unknown_destination(tags) or any(pick(t, TagKind.FROM) for t in tags):
        return None  # "... naar de fundatie", "agafa una carta del munt": a move not understood
    if tags[0].kind is TagKind.UNKNOWN and not opens and not any(t.kind is TagKind.Q for t in tags):
        return None  # a word not known first, no question word, no question mark: most likely a verb
    if _unknown_source(tags) and not opens and not any(t.kind is TagKind.Q for t in tags):
        return None  # "de stapelkaart naar de fundatie": said as a move, the word not known may be the card
    if len(piles) == 1 and (kind := next(iter(piles))) in _READABLE:
        return Read(PileRef(kind))
    return None


@cache
def _rule_sheets(lang: str) -> tuple[tuple[Section, ...], ...]:
    t = translator(lang)
    return tuple(tuple(sections(t, v)) for v in (None, *VARIANTS))


# words a section's name never needs; "this" too: "the rules of this game" name no section
_SMALL = (
    TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, TagKind.MOVE, TagKind.FROM, TagKind.TO, TagKind.BACK,
    TagKind.Q,
)  # fmt: skip


def names_section(text: str, lang: str) -> bool:
    """Whether the words of `text` (after "rules") name a section of a rules sheet or a
    variant, as "rules scoring", "regles de maria" do; "deste jogo" and "explica'm les
    regles" do not."""
    words = [t.text for t in tokenize(text, lang) if not all(m.kind in _SMALL for m in meanings(t))]
    t = translator(lang)
    # every word, or the last ones when they are a section's whole name ("rules for maria")
    return any(
        find_section(t, sheet, " ".join(words[k:]), whole=k > 0) is not None
        for k in range(len(words))
        for sheet in _rule_sheets(lang)
    )


def _game_named(text: str, lang: str) -> bool:
    """Whether `text` is only the word for the game ("spel", "gioco"): said after "how does
    this work" it asks for the game's rules, not for the program's help."""
    # "hoe werkt dit spel ook alweer?": the game's word first, and "again" after it
    return any(
        said[: len(w.split())] == w.split() and _only_again(said[len(w.split()) :], lang)
        for said in (normalize(_without_leading_links(text, lang)).split(), normalize(text).split())
        for w in {normalize(w) for w in help_topics(lang).get("game", ())}
    )


def _only_again(words: list[str], lang: str) -> bool:
    """Whether `words` are only small words and words of "again" ("ook alweer", "again")."""
    rest = _without_phrases([w for w in words if w != "?"], again_words(lang))
    return (
        all(_is_filler(t) or t.kind is TagKind.UNKNOWN for t in tokenize(" ".join(rest), lang))
        if rest
        else True
    )


def _names_topic(text: str, lang: str) -> bool:
    wanted = set(normalize(text).split())
    return any(set(normalize(w).split()) <= wanted for words in help_topics(lang).values() for w in words)


def _without_leading_links(text: str, lang: str, of: bool = False) -> str:
    """ "to dutch", "a anglès", "in het Engels", "na engleski": the name after its linking
    words; `of`: "of" too ("new game of maria", "novo jogo de maria")."""
    words = text.split()
    links = (TagKind.TO, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN, *((TagKind.FROM,) if of else ()))
    while len(words) > 1:
        tag = tokenize(words[0], lang)
        if len(tag) != 1 or not all(m.kind in links for m in meanings(tag[0])):
            break
        words = words[1:]
    return " ".join(words)


def _typed(line: str) -> str:
    """The line as typed, control characters dropped."""
    return "".join(ch for ch in line if not unicodedata.category(ch).startswith("C")).strip()


def _not_understood(line: str) -> Unknown:
    """The line quoted as typed; `parse` adds the suggestion."""
    return Unknown((_typed(line),))


def _new_deal(head: Cmd, rest: str, lang: str) -> Command:
    """`new game maria`; with the word for "winnable" anywhere after it ("new game winnable",
    "new game of maria winnable"), a deal known to be winnable: the rest names the variant."""
    words = normalize(rest).split()
    for source in dict.fromkeys((lang, "en")):
        for phrase in sorted(all_entries(source)["winnable"], key=lambda p: -len(p.split())):
            mark = normalize(phrase).split()
            at = next(
                (i for i in range(len(words) - len(mark) + 1) if words[i : i + len(mark)] == mark), None
            )
            if mark and at is not None:
                left = words[:at] + words[at + len(mark) :]
                return Command(Cmd.NEW_WINNABLE, _without_leading_links(" ".join(left), lang, of=True))
    return Command(head, _without_leading_links(rest, lang, of=True))  # "new game of maria"


def _keyword(tag: Tag) -> Keyword | None:
    found = pick(tag, TagKind.CMD)
    return found.value if found is not None and isinstance(found.value, Cmd | SettingName | Query) else None


def _takes_text(word: Keyword) -> bool:
    return word is SettingName.LANGUAGE or (isinstance(word, Cmd) and word.takes_text)


def _value(tag: Tag) -> Value | None:
    found = pick(tag, TagKind.VALUE)
    return found.value if found is not None and isinstance(found.value, Value) else None


def _setting_anywhere(tags: list[Tag]) -> Setting | None:
    """ "turn speech on", "activa la veu": an on/off switch named anywhere in the line."""
    name = next((w for t in tags if isinstance(w := _keyword(t), SettingName) and w.switch), None)
    value = next((v for t in tags if (v := _value(t)) in (Value.ON, Value.OFF)), None)
    if name is None or (len(tags) < 2 and " " not in tags[0].text and value is not Value.OFF):
        # a word alone is not both; a phrase may be ("stop talking", "para de parlar"), and so
        # may a word that only silences ("šuti", "calla", "zitto": shut up)
        return None
    return Setting(name, str(value)) if value else None


# a value that belongs to one setting only, said alone: "brief mode please", "exposed first"
_OWNER = {
    Value.BRIEF: SettingName.VERBOSITY,
    Value.NORMAL: SettingName.VERBOSITY,
    Value.FULL: SettingName.VERBOSITY,
    Value.DEALT_FIRST: SettingName.ORDER,
    Value.EXPOSED_FIRST: SettingName.ORDER,
}


def _level_after(tags: list[Tag]) -> Setting | None:
    """The setting a value names when it is the first word said after a command word
    ("wat korter", "wat minder praten"); None when anything else comes first."""
    said = next((t for t in tags if not _is_filler(t)), None)
    value = _value(said) if said is not None else None
    if value is None or value not in _OWNER:
        return None
    return Setting(_OWNER[value], str(value))


def _value_alone(tags: list[Tag], lang: str) -> Setting | None:
    """The setting's value said alone, in the catalogue's main word ("brief", not "more":
    the other words are everyday words)."""
    said = [t for t in tags if not _is_filler(t)]
    if len(said) != 1 or said[0].kind is not TagKind.VALUE:
        return None
    value = _value(said[0])
    if value not in _OWNER or said[0].text not in {
        normalize(word(lang, value)),
        normalize(word("en", value)),
    }:
        return None
    return Setting(_OWNER[value], str(value))


_FILLERS = (TagKind.FILLER, TagKind.ARTICLE, TagKind.MOVE)
# passed over unless a verb acts on "it"; "up" is kept aside by `_read` as a destination
_QUIET = (*_FILLERS, TagKind.PRONOUN, TagKind.UP)


def _is_filler(tag: Tag) -> bool:
    return all(t.kind in _QUIET for t in meanings(tag))


def _droppable(tag: Tag) -> bool:
    """Not the first word: a move verb that is also a command word ("zetten") is a verb.
    Articles stay: they make the number after them a card ("the eight")."""
    kinds = {t.kind for t in meanings(tag)}
    if TagKind.ARTICLE in kinds:
        return False
    return kinds <= {*_QUIET, TagKind.CMD} and bool(kinds & set(_QUIET))


def _rest_text(tags: list[Tag]) -> str:
    return " ".join(t.text for t in tags)


# what may follow a command that changes the game: "draw a card from the stock", "undo that"
_GAME_COMMAND_REST = {TagKind.CARDWORD, TagKind.NUM, TagKind.FROM, TagKind.TO, TagKind.BACK}


def _command(word: Keyword, rest: list[Tag]) -> Intent | None:
    """A command and what follows it; None when a command that changes the game is
    followed by words it does not take (they mean something else)."""
    meaningful = [t for t in rest if not _is_filler(t) or t.kind is TagKind.PRONOUN]
    if word is Cmd.SHOW and meaningful:  # "show column 3" reads it; "show" alone is the grid
        return _query(Query.READ, meaningful)
    if isinstance(word, Cmd):
        if word.takes_text:
            return Command(word, _rest_text(meaningful))
        if word in GAME_COMMANDS and not all(_fits_game_command(t, word) for t in meaningful):
            return None
        if word in (Cmd.UNDO, Cmd.REDO) and any(pick(t, TagKind.TO) for t in meaningful):
            return None  # "go back to the game": a place to go back to, not a move undone
        counts = [_int(n) for t in meaningful if (n := pick(t, TagKind.NUM)) is not None]
        if word in (Cmd.UNDO, Cmd.REDO) and len(counts) == 1 and counts[0] > 1:
            return Command(word, str(counts[0]))  # "undo 3", "desfés tres jugades": that many
        return Command(word)
    if isinstance(word, Query):
        return _query(word, meaningful)
    if word is SettingName.LANGUAGE:
        return Setting(word, _rest_text(meaningful) or None)
    named = (w for t in meaningful if isinstance(w := _keyword(t), SettingName) and w.level)
    level = word if word.level else next(named, None)
    if level is not None:  # "rate 200", "speech volume 80"
        number = next((_int(n) for t in meaningful if (n := pick(t, TagKind.NUM)) is not None), None)
        return Setting(level, None if number is None else str(number))
    value = next((v for t in meaningful if (v := _value(t)) is not None), None)
    if word is SettingName.SPEECH and value in _LEVELS:
        # "parla menys", "talk less": fewer words, not silence ("stop talking" is off)
        return _verbosity([Tag(TagKind.CMD, word, ""), *meaningful])
    if word.switch and value not in (None, Value.ON, Value.OFF):
        return None  # "autoplace less": a switch is not shortened
    return Setting(word, None if value is None else str(value))


_LEVELS = (Value.BRIEF, Value.NORMAL, Value.FULL)


_WORDINESS = (SettingName.VERBOSITY, SettingName.SPEECH)  # "talk less", "minder praten": fewer words


def _verbosity(tags: list[Tag]) -> Setting | None:
    """ "shorter answers please", "iets minder uitgebreid", "minder praten": a verbosity
    said without the setting's name first. One level only, and said in a phrase or beside
    the setting's name or a word for speaking."""
    tags = [t for t in tags if not _is_filler(t)]  # "het is me te veel tekst"
    levels = {v for t in tags if (v := _value(t)) in _LEVELS}
    named = any(_keyword(t) in _WORDINESS for t in tags)
    if len(levels) != 1 or not all(_value(t) in _LEVELS or _keyword(t) in _WORDINESS for t in tags):
        return None
    phrase = any(_value(t) in _LEVELS and len(t.text.split()) > 1 for t in tags)
    return Setting(SettingName.VERBOSITY, str(levels.pop())) if named or phrase else None


def _command_last(tags: list[Tag]) -> Command | None:
    """ "nog een kaart omdraaien", "een zet terugdraaien": a command that changes the game
    said last, as Dutch puts the infinitive, after only the words it takes ("a card")."""
    word = _keyword(tags[-1])
    if len(tags) < 2 or not isinstance(word, Cmd) or word not in GAME_COMMANDS or word.takes_text:
        return None
    before = tags[:-1]
    if any(t.text.isdigit() for t in before):
        return None  # "3 undo" counts nothing: only words said before the verb
    return Command(word) if all(_fits_game_command(t, word) for t in before) else None


def _fits_game_command(tag: Tag, word: Cmd) -> bool:
    if any(t.kind in _GAME_COMMAND_REST for t in meanings(tag)) or _keyword(tag) is word:
        return True
    if pick(tag, TagKind.FILLER) is not None:  # "izađi iz igre": "igre" is also the word for games
        return True
    pile = pick(tag, TagKind.PILE)  # "draw from the stock", "deal from the deck"
    return word is Cmd.DRAW and pile is not None and pile.value is PileKind.STOCK


def _query(word: Query, meaningful: list[Tag]) -> Intent:
    said = _specs(meaningful)
    if word is Query.TAP:  # "tap it"
        return Tap(said[0] if len(said) == 1 else None)
    if word is Query.OPTIONS and len(said) == 1 and isinstance(said[0], It):
        return Options(said[0])  # "where can it go?"
    specs = [s for s in said if not isinstance(s, It)]
    if word is Query.WHERE:
        if specs and isinstance(specs[0], RankRef):
            return Read(specs[0])  # "where are the aces": each of them
        return Where(specs[0].card if specs and isinstance(specs[0], CardRef) else None)
    spec = specs[0] if len(specs) == 1 else None
    if word is Query.OPTIONS:
        return Options(spec)
    if not meaningful:
        return Read(None)
    other = _keyword(meaningful[0])
    if other is Cmd.RULES:  # "read the rules", "lê as regras"
        return Command(Cmd.RULES, " ".join(t.text for t in meaningful[1:]))
    if isinstance(other, Cmd) and not other.takes_text and len(meaningful) == 1:
        return Command(other)  # "tell me the moves", "dimmi le mosse"
    if spec is None:
        return Unknown(tuple(t.text for t in meaningful))
    return Read(spec)


def _specs(tags: list[Tag]) -> list[Said]:
    """Cards and piles in `tags` (and "it"), markers dropped."""
    items, _ = _items(tags)
    return [i for i in items if isinstance(i, CardRef | PileRef | RankRef | It)]


Item = CardRef | PileRef | RankRef | It | str | int
_THINGS = (
    TagKind.RANK, TagKind.NUM, TagKind.CARD, TagKind.EMPTY, TagKind.SUIT, TagKind.PILE, TagKind.PILEREF,
    TagKind.CARDWORD, TagKind.ORDINAL, TagKind.COLOUR,
)  # fmt: skip


_MARKERS = (TagKind.TO, TagKind.FROM, TagKind.BACK, TagKind.MOVE, TagKind.Q)


def _mark_it(tags: list[Tag], acts: bool) -> list[Tag]:
    """Each word that stands for what was named last becomes a plain pronoun; every other
    word loses its pronoun meaning. Only in a line that acts ("move it", "tap it")."""
    out: list[Tag] = []
    for i, tag in enumerate(tags):
        if not has(tag, TagKind.PRONOUN):
            out.append(tag)
        elif acts and _is_it(tags, i):
            out.append(Tag(TagKind.PRONOUN, None, tag.text))
        else:
            rest = tuple(m for m in meanings(tag) if m.kind is not TagKind.PRONOUN)
            if not rest:
                out.append(Tag(TagKind.FILLER, None, tag.text))
            elif len(rest) == 1:
                out.append(Tag(rest[0].kind, rest[0].value, tag.text))
            else:
                out.append(Tag(TagKind.MULTI, rest, tag.text))
    return out


def _is_it(tags: list[Tag], i: int) -> bool:
    """Whether the word at `i` stands for what was named last: a pronoun with no card or
    place after it ("mou-la a la base", not "la columna"; "that", not "that eight") and no
    card word before it (Croatian "kartu koja je": a relative clause, not "it"). A word that
    is also an article must be followed at once by a marker, a verb or nothing ("la posa a
    la base", "leg het op de negen"; not "speel het spel")."""
    nxt = tags[i + 1] if i + 1 < len(tags) else None
    if has(tags[i], TagKind.ARTICLE) and nxt is not None and not any(pick(nxt, k) for k in _MARKERS):
        return False
    after = next((t for t in tags[i + 1 :] if not _is_filler(t) or has(t, TagKind.PRONOUN)), None)
    if after is not None and any(pick(after, k) for k in _THINGS):
        return False
    before = next((t for t in reversed(tags[:i]) if not _is_filler(t)), None)
    return not has(before, TagKind.CARDWORD)


def _items(tags: list[Tag], bare: list[int] | None = None) -> tuple[list[Item], bool]:
    """Cards, piles, counts ("3 cards"), and the markers "to", "from", "back".
    Returns the items and whether every word found a place; `bare` gets the positions of
    the items said as a number alone ("8", "acht", "the eight"): a column or a rank."""
    # "from the third column to the eighth one": "one" after an ordinal, once a column was
    # named, is the noun for that column; with no column named it is left to mean what it may
    tags = [
        t
        for k, t in enumerate(tags)
        if not (
            k
            and pick(tags[k - 1], TagKind.ORDINAL)
            and any(_pile(p) is PileKind.COLUMN for x in tags[:k] if (p := pick(x, TagKind.PILE)) is not None)
            and (num := pick(t, TagKind.NUM)) is not None
            and _int(num) == 1
            and not t.text.isdigit()
        )
    ]
    items: list[Item] = []
    spelled: list[int] = []  # number words read as columns: "eight" in "eight onto the nine"
    digits: list[int] = []  # digits read as columns: "8" in "7d on 8"
    ok = True
    i = 0
    n = len(tags)
    while i < n:
        t = tags[i]
        prev = tags[i - 1] if i else None
        nxt = tags[i + 1] if i + 1 < n else None
        if (pick(t, TagKind.NUM) or pick(t, TagKind.RANK)) and nxt is not None and pick(nxt, TagKind.FILLER):
            # "7 de piques": a word that may be "of" between a rank and a suit
            after = tags[i + 2] if i + 2 < n else None
            if after is not None and pick(after, TagKind.SUIT):
                tags = [*tags[: i + 1], *tags[i + 2 :]]
                n -= 1
                nxt = after
        if t.kind is TagKind.PRONOUN:  # marked by `_mark_it`
            items.append(_PERSONAL if t.text == "it" else It())
            i += 1
            continue
        card = pick(t, TagKind.CARD)
        pile = pick(t, TagKind.PILE)
        empty = pick(t, TagKind.EMPTY)
        num = pick(t, TagKind.NUM)
        suit = pick(t, TagKind.SUIT)
        rank = num or pick(t, TagKind.RANK)
        nxt_pile = pick(nxt, TagKind.PILE) if nxt is not None else None
        nxt_num = pick(nxt, TagKind.NUM) if nxt is not None else None
        nxt_suit = pick(nxt, TagKind.SUIT) if nxt is not None else None
        nxt_rank = nxt_num or (pick(nxt, TagKind.RANK) if nxt is not None else None)
        nxt_thing = nxt is not None and any(
            pick(nxt, k) for k in (TagKind.RANK, TagKind.NUM, TagKind.CARD, TagKind.EMPTY, TagKind.SUIT)
        )
        if (
            pick(t, TagKind.FILLER)
            and (num or rank)
            and not nxt_suit
            and (
                nxt_thing
                or not pick(t, TagKind.NUM)
                or (nxt_pile is not None and not pick(t, TagKind.ORDINAL))
            )
        ):
            pass  # "um rei", "as bases", "op een fundament": an article that is also a number or a rank
        elif (coloured := _coloured_rank(t, nxt)) is not None:
            items.append(coloured)  # "the red ace", "l'as vermell": either suit of that colour
            i += 1
        elif (short := pick(t, TagKind.PILEREF)) is not None and isinstance(short.value, PileRef):
            items.append(short.value)
        elif card is not None and isinstance(card.value, Card):
            items.append(CardRef(card.value))
        elif (said := _empty_numbered(t, nxt, tags[i + 2] if i + 2 < n else None)) is not None:
            items.append(said)  # "the empty column 8", "la colonna vuota 8": that column
            i += 2
        elif empty is not None and nxt_pile is not None:
            items.append(PileRef(_pile(nxt_pile), None, empty=True))
            i += 1
        elif pile is not None and nxt is not None and pick(nxt, TagKind.EMPTY) is not None:
            items.append(PileRef(_pile(pile), None, empty=True))  # "una columna buida"
            i += 1
        elif pile is not None:
            if nxt_num is not None and pile.value in (PileKind.COLUMN, PileKind.FOUNDATION):
                after = tags[i + 2] if i + 2 < n else None
                said_empty = after is not None and pick(after, TagKind.EMPTY) is not None
                items.append(PileRef(_pile(pile), _int(nxt_num) - 1, empty=said_empty))
                i += 2 if said_empty else 1
            else:
                items.append(PileRef(_pile(pile)))
        elif rank is not None and nxt_suit is not None:
            ok = ok and 1 <= _int(rank) <= 13
            if ok:
                items.append(CardRef(Card(Rank(_int(rank)), Suit(_int(nxt_suit)))))
            i += 1
        elif suit is not None and nxt_rank is not None:
            ok = ok and 1 <= _int(nxt_rank) <= 13
            if ok:
                items.append(CardRef(Card(Rank(_int(nxt_rank)), Suit(_int(suit)))))
            i += 1
        elif rank is not None and num is None and 1 <= _int(rank) <= 13:
            items.append(RankRef(Rank(_int(rank))))  # "the king", a rank without its suit
        elif (
            num is not None
            and nxt_pile is not None
            and nxt_pile.value in (PileKind.COLUMN, PileKind.FOUNDATION)
        ):
            items.append(PileRef(_pile(nxt_pile), _int(num) - 1))  # "the third column"
            i += 1
        elif num is not None and nxt is not None and pick(nxt, TagKind.CARDWORD):
            items.append(_int(num))
            i += 1
        elif (
            num is not None
            and has(prev, TagKind.ARTICLE)
            and 2 <= _int(num) <= 10
            and not pick(t, TagKind.ORDINAL)  # "naar de zevende": an ordinal is a column, never a rank
        ):
            if bare is not None:
                bare.append(len(items))
            items.append(RankRef(Rank(_int(num))))  # "the eight", "el tres"; not "the one"
        elif num is not None:
            if 1 <= _int(num) <= 13:  # a column, unless a card is named beside it
                (spelled if not t.text.isdigit() else digits).append(len(items))
                if bare is not None:
                    bare.append(len(items))
            items.append(PileRef(PileKind.COLUMN, _int(num) - 1))
        elif pick(t, TagKind.TO):
            # Italian "manda su il 7": a word for "to" and "up" with nothing named before it is "up"
            named = any(isinstance(i, CardRef | PileRef | RankRef | It) for i in items)
            if (
                not named
                and prev is not None
                and prev.kind is TagKind.CARDWORD
                and _names_pile(tags[i + 1 :])
                and not _card_goes(t)
            ):
                items.append("from")  # "play the card in column 3": the card that lies there
            else:
                items.append("up" if has(t, TagKind.UP) and not named else "to")
        elif pick(t, TagKind.FROM):
            items.append("from")
        elif pick(t, TagKind.BACK):
            items.append("back")
        elif _is_filler(t) or pick(t, TagKind.CARDWORD):
            pass
        elif items and _keyword(t) is Cmd.REPEAT:
            pass  # "... da fundação outra vez": "again" after a card or place is said of the move
        else:
            ok = False
        i += 1
    ranks = {
        i.card.rank if isinstance(i, CardRef) else i.rank for i in items if isinstance(i, CardRef | RankRef)
    }
    if bare is not None:  # a number word is said as a card ("acht op negen"): so is its pair
        bare[:] = [-1 - b if b in spelled else b for b in bare]
    for at in spelled + digits:
        # "eight onto the nine": a number word beside a card is a card; "7d on 8": so is
        # a digit one rank above a card named before it, the card it would build on
        column = items[at]
        assert isinstance(column, PileRef) and column.index is not None
        n = column.index + 1
        before = any(isinstance(i, CardRef | RankRef) for i in items[:at])
        if (at in spelled and ranks) or (before and any(r + 1 == n for r in ranks)):
            items[at] = RankRef(Rank(n))
    return items, ok


def _empty_numbered(t: Tag, nxt: Tag | None, after: Tag | None) -> PileRef | None:
    """ "empty column 8", "prazan stupac 8", "colonna vuota 8": a word of state beside a
    column's name, before or after it, and then the column's number name that column."""
    if nxt is None or after is None or (num := pick(after, TagKind.NUM)) is None:
        return None
    # in words only right after "empty column" ("in de lege kolom negen"): after "column
    # empty" or as an ordinal it may be said apart ("columna buida, la dos", "prazni stupac, treći")
    adjective_first = pick(t, TagKind.EMPTY) and not pick(t, TagKind.PILE) and not pick(nxt, TagKind.EMPTY)
    if not after.text.isdigit() and not (adjective_first and not pick(after, TagKind.ORDINAL, TagKind.RANK)):
        return None
    pile = pick(nxt, TagKind.PILE) if pick(t, TagKind.EMPTY) else None
    if pile is None and pick(nxt, TagKind.EMPTY):
        pile = pick(t, TagKind.PILE)
    if pile is None or pile.value is not PileKind.COLUMN:
        return None
    return PileRef(PileKind.COLUMN, _int(num) - 1, empty=True)


def _card_goes(to: Tag) -> bool:
    """Whether the place after "the card" is where it goes: "move the card onto column 3"
    (a word of direction only), not where it lies ("play the card in column 3")."""
    return to.text in onto_words(_LANG.get())


def _card_unsaid(tags: list[Tag], lang: str) -> bool:
    """ "put a card on column 3", "posa una carta a la columna 3": "a card" and then a
    place with no origin said: the place is where a card would go, and which card is not
    said (the line is not understood; the place is never taken for the card's)."""
    for i, t in enumerate(tags[1:], 1):
        if not has(t, TagKind.CARDWORD) or tags[i - 1].text not in any_card_words(lang):
            continue
        after = next((x for x in tags[i + 1 :] if not _is_filler(x) or pick(x, TagKind.TO)), None)
        if after is not None and pick(after, TagKind.TO) and not any(pick(x, TagKind.FROM) for x in tags):
            return True
    return False


def _names_pile(tags: list[Tag]) -> bool:
    """Whether the first word in `tags` past the small ones names a place: "column" (its
    number after it), "the waste"; not "an empty column"."""
    said = next((t for t in tags if not _is_filler(t)), None)
    return said is not None and (pick(said, TagKind.PILE) or pick(said, TagKind.PILEREF)) is not None


def _coloured_rank(t: Tag, nxt: Tag | None) -> RankRef | None:
    """A rank said with a colour, in either order ("the red ace", "la sota negra")."""
    if nxt is None:
        return None
    for colour_tag, rank_tag in ((t, nxt), (nxt, t)):
        colour = pick(colour_tag, TagKind.COLOUR)
        rank = pick(rank_tag, TagKind.RANK) or pick(rank_tag, TagKind.NUM)
        if colour is not None and rank is not None and 1 <= _int(rank) <= 13:
            return RankRef(Rank(_int(rank)), red=colour.value == 1)
    return None


def _move_or_read(
    tags: list[Tag], question: bool, verb: bool, quick: bool, up: bool = False
) -> Intent | None:
    """`up`: a word for "up" was said ("puja el 7 a dalt"): the foundations, when the
    line names no other place for the card."""
    bare: list[int] = []
    items, ok = _items(tags, bare)
    if not ok:
        return None
    if items[:1] == ["to"] and "to" in items[1:]:
        items = items[1:]  # Italian "su, metti il 7 sull'8", "hold on, put...": "come on", no destination
        bare = [b - 1 if b >= 0 else b + 1 for b in bare]
    said = [b if b >= 0 else -1 - b for b in bare]  # a negative position: a number word
    if len(items) == 3 and items[1] == "to" and said == [0, 2]:
        return _two_numbers(items[0], items[2], any(b < 0 for b in bare))
    up = up or "up" in items
    items = _one_from_place(items)
    specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef | It)]
    if len(specs) == 2 and isinstance(specs[1], It) and "to" not in items:
        items.remove(specs[1])  # "the eight: play it": "it" is the card just named
        specs = specs[:1]
    if len(specs) == 1 and not up and not any(isinstance(i, str | int) for i in items):
        return _named_alone(specs[0], question, verb, quick)
    count = next((i for i in items if isinstance(i, int)), None)
    back = "back" in items
    source: Said | None = None
    target: Said | None = None
    origin: PileRef | None = None
    mode = "source"
    for item in items:
        if item == "to":
            mode = "target"
        elif item == "from":
            mode = "origin"
        elif isinstance(item, It) and source is not None and mode != "target":
            continue  # "take the queen off the foundation and put it on the king": the card named
        elif isinstance(item, CardRef | PileRef | RankRef | It):
            if mode == "origin" and isinstance(item, PileRef):
                if source is None:
                    source = item
                else:
                    origin = item
                mode = "source" if target is None else "target"
            elif mode == "target" and target is None:
                target = item
            elif source is None:
                source = item
            elif target is None:
                target = item
            else:
                return None
    if source is None:
        return None
    if isinstance(source, PileRef) and origin is None and back and source.kind is PileKind.FOUNDATION:
        origin = source
    if origin is not None and origin.kind is PileKind.FOUNDATION and target is None:
        back = True  # a card taken off a foundation comes back to the columns
    if up and target is None and not back and not _is_foundation(source) and not _is_foundation(origin):
        target = PileRef(PileKind.FOUNDATION)  # "schoppen zeven naar boven", "... uit kolom 3 naar boven"
    if not verb and target is None:  # "the king from column 3": still only named
        return Read(source) if origin is None and not isinstance(source, It) else None
    return MoveIntent(source, target, count, origin, back)


def _number(said: Item) -> int:
    """The number a bare number was read as: a column's or a rank's."""
    if isinstance(said, RankRef):
        return int(said.rank)
    assert isinstance(said, PileRef) and said.index is not None
    return said.index + 1


def _two_numbers(first: Item, second: Item, spelled: bool) -> MoveIntent:
    """ "8 on 9", "acht op negen", "el 8 al 9": two numbers with a word between them are
    read alike, both columns or both ranks, and the other reading goes with the move for
    the resolver to weigh against the legal moves. Ranks come first when either number
    was said as a card ("the eight", a number word); columns otherwise ("3 to 5")."""
    a, b = _number(first), _number(second)
    columns = MoveIntent(PileRef(PileKind.COLUMN, a - 1), PileRef(PileKind.COLUMN, b - 1))
    ranks = MoveIntent(RankRef(Rank(a)), RankRef(Rank(b)))
    if spelled or isinstance(first, RankRef) or isinstance(second, RankRef):
        return dataclasses.replace(ranks, other=columns)
    return dataclasses.replace(columns, other=ranks)


def _is_foundation(said: Said | None) -> bool:
    return isinstance(said, PileRef) and said.kind is PileKind.FOUNDATION


# English "it" said with a place ("take it from column 3") is still the card named last,
# which must be there; "the one", "that one", "la", "o" with a place name that place's card
_PERSONAL = It()


def _one_from_place(items: list[Item]) -> list[Item]:
    """ "la del descart", "the one from the waste": a pronoun said with a place it comes
    from and no card is the card on that place (a foundation's card is taken back as "it")."""
    for i in range(len(items) - 2):
        it, mark, place = items[i : i + 3]
        if it is _PERSONAL or not isinstance(it, It):
            continue
        if mark == "from" and isinstance(place, PileRef) and not _is_foundation(place):
            return [*items[:i], place, *items[i + 3 :]]
    return items


def _named_alone(spec: Said, question: bool, verb: bool, quick: bool) -> Intent:
    """A card or a place named with no other place: a verb plays it; with quick play a
    card or a column plays itself; otherwise, asked or not, it is read (a card: where each
    copy is and where it can go, more than "where is it?" says)."""
    if verb or isinstance(spec, It):
        return MoveIntent(spec, None)
    if question:  # "the king of hearts?": read, which says where each copy is and where it can go
        return Read(spec)
    plays = isinstance(spec, CardRef | RankRef) or (
        spec.kind in (PileKind.COLUMN, PileKind.WASTE)
        and not spec.empty
        and (spec.index is not None or spec.kind is PileKind.WASTE)
    )
    if quick and plays:
        return MoveIntent(spec, None)
    return Read(spec)


MAX_FIXES = 2  # a line with more misspelt words than this gets no suggestion


def suggest_line(typed: str, unknown: list[str], lang: str) -> str | None:
    """`typed` with each word not understood replaced by the nearest word of the player's
    language, when that makes a command; None when no word is close or the repaired line
    still means nothing."""
    if not unknown or len(unknown) > MAX_FIXES:
        return None
    repaired = typed
    for wrong in unknown:
        right = nearest_word(wrong, lang)
        if right is None:
            return None
        repaired = _replace_word(repaired, wrong, right)
    intent = _understand(repaired, lang, False)
    return None if isinstance(intent, Unknown | Nothing) else repaired.rstrip("?!. ")


def _replace_word(text: str, wrong: str, right: str) -> str:
    """`text` with the first word that reads as `wrong` spelt `right`."""
    for m in re.finditer(r"[^\W_]+", text):
        if normalize(m.group()) == wrong:
            return text[: m.start()] + right + text[m.end() :]
    return text


def suggest(word: str, lang: str) -> str | None:
    """The nearest word of the player's language, for an unknown word ("drwa": "draw")."""
    return nearest_word(normalize(word), lang)


def nearest_word(word: str, lang: str) -> str | None:
    """The word of the player's language closest to `word` in edit distance (a letter
    added, dropped, changed or two swapped; a swap of the same letters first): one edit
    for a word of four or five letters, two for a longer one; None for a shorter word
    ("que" is no slip of "toque": short words match too much) or when two words are
    equally close."""
    if len(word) < 4:
        return None
    limit = 1 if len(word) <= 5 else 2
    best: list[str] = []
    best_key = (limit + 1, 0)
    letters = set(word)
    for plain, spelt in _words(lang).items():
        # an edit changes the set of letters by two at most: most words are passed over at once
        if abs(len(plain) - len(word)) > limit or len(letters.symmetric_difference(plain)) > 2 * limit:
            continue
        d = _distance(word, plain, limit + 1)
        same_letters = sorted(plain) == sorted(word)
        if d > limit:
            continue
        key = (d, 0 if same_letters else 1)
        if key < best_key:
            best, best_key = [spelt], key
        elif key == best_key and spelt not in best:
            best.append(spelt)
    return best[0] if len(best) == 1 else None


@cache
def _words(lang: str) -> dict[str, str]:
    """Every single word of the player's language the parser knows (commands, card names,
    places), folded, with its spelling in the catalogue."""
    out: dict[str, str] = {}
    skip = {"letter-ranks", "letter-suits", "letter-piles", "stop-choices"}
    phrases = [p for key, items in all_entries(lang).items() if key not in skip for p in items]
    phrases += card_names(translator(lang))
    for phrase in phrases:
        for spelt in re.findall(r"[^\W_]+", phrase.replace(",", " ")):
            plain = normalize(spelt)
            if len(plain) >= 3:
                out.setdefault(plain, spelt.lower())
    return out


def _distance(a: str, b: str, cap: int) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count one), stopping at `cap`."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) >= cap:
            return cap
        prev2, prev = prev, cur
    return prev[-1]
