"""A typed line becomes an intent. The words come from the catalogue (`lexicon`): the
player's language first, then English; case, accents and punctuation are ignored.

Naming reads and a verb acts: a card or a place named alone is read out (with quick play
on, a card or a column named alone plays itself); a verb ("put", "posa") or two places
("3 5", "c3 f") make a move. A number with an article ("the eight", "el tres") or a rank
noun ("het vijfje", "osmicu") is a card; a bare number, or one said with "column" or an
ordinal, is a column."""

from __future__ import annotations

import difflib
import itertools
import re
import unicodedata

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import negates, spot
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import (
    GAME_COMMANDS,
    CardRef,
    Cmd,
    Command,
    Intent,
    Keyword,
    MoveIntent,
    Nothing,
    Options,
    PileRef,
    Query,
    RankRef,
    Read,
    Setting,
    SettingName,
    Spec,
    Tap,
    Unknown,
    Value,
    Where,
)
from fortythieves.lang.lexicon import SHORT_FORMS, help_topics
from fortythieves.lang.tokenizer import Tag, TagKind, has, lexicon, meanings, pick, tokenize

__all__ = ["MAX_LINE", "TagKind", "meanings", "parse", "suggest", "tokenize"]

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
    question its words mark, when nothing in it could act ("any hints?")."""
    intent = _read(line, lang, quick)
    if isinstance(intent, Unknown) and not intent.too_long:
        again = _one_clause(line, lang, quick) or _without_chatter(line, lang) or _question(line, lang)
        if again is not None:
            return again
    return intent


def _read(line: str, lang: str, quick: bool) -> Intent:
    """The intent of `line` read word for word: every word must find its place."""
    if len(line) > MAX_LINE:
        return Unknown((), None, too_long=True)
    raw = normalize(line).split()
    if not raw:
        return Nothing()
    if len(raw) == 1 and raw[0] in SHORT_FORMS:
        return Command(Cmd(SHORT_FORMS[raw[0]]))
    tags = tokenize(line, lang)
    lead = 0  # "please draw", "si us plau, roba": polite words before the command
    while lead < len(tags) - 1 and _is_filler(tags[lead]):
        lead += 1
    head = _keyword(tags[lead]) if tags else None
    if head is Query.READ:  # "read the rules", "tell me the rules of scoring"
        nxt = next((j for j in range(lead + 1, len(tags)) if not _is_filler(tags[j])), None)
        named = _keyword(tags[nxt]) if nxt is not None else None
        if nxt is not None and named is not None and _takes_text(named):
            lead, head = nxt, named
    if head is not None and _takes_text(head):
        # the rest of the line as typed (normalized): a deal code, a variant, a section
        used = sum(len(t.text.split()) for t in tags[: lead + 1])
        rest = " ".join(w for w in raw[used:] if w != "?")
        typed = line.split()
        if len(typed) == len(raw) and rest:  # keep the player's spelling when words line up
            rest = " ".join(typed[used:]).rstrip("?").strip()
        if head is Cmd.HELP and not _names_topic(rest, lang):
            rest = ""  # "help, what commands are there?": the help itself
        if isinstance(head, Cmd):
            return Command(head, rest)
        return Setting(SettingName.LANGUAGE, _without_leading_links(rest, lang) or None)
    unknown = [t.text for t in tags if t.kind is TagKind.UNKNOWN]
    if unknown:
        return _not_understood(line, unknown[0], lang)
    question = any(t.kind is TagKind.Q for t in tags)
    verb = any(pick(t, TagKind.MOVE, TagKind.BACK) for t in tags)  # "recupera" acts too
    head = _keyword(tags[lead])
    tags = [t for t in tags if t.kind is not TagKind.Q and t.kind is not TagKind.CANCEL]
    setting = _setting_anywhere(tags)
    if setting is not None:
        return setting
    if head is not None:
        said = _command(head, tags[lead + 1 :])
        return _not_understood(line, "", lang) if said is None else said
    meaningful = [t for t in tags if not _droppable(t)]
    if not meaningful:
        return Nothing()
    if (level := _verbosity(meaningful)) is not None:
        return level
    found = _move_or_read(meaningful, question, verb, quick)
    return _not_understood(line, "", lang) if found is None else found


_CLAUSE = re.compile(r"[,;.!]+")
_CHATTER = frozenset({TagKind.UNKNOWN, TagKind.Q, TagKind.FILLER, TagKind.ARTICLE})


def _one_clause(line: str, lang: str, quick: bool) -> Intent | None:
    """The meaning of the one clause that says something, when every other clause is
    chatter: words the game does not know, politeness, a question mark."""
    said: list[Intent] = []
    for clause in _CLAUSE.split(line):
        tags = tokenize(clause, lang)
        if all(m.kind in _CHATTER for t in tags for m in meanings(t)):
            continue
        said.append(_read(clause, lang, quick))
    if len(said) == 1 and not isinstance(said[0], Unknown | Nothing):
        return said[0]
    return None


def _unknown_destination(tags: list[Tag]) -> bool:
    """ "... naar de schuur": a word not understood right after "to" is where a card was
    meant to go; without it the line would mean something else."""
    heads = [t for t in tags if not _is_filler(t) or pick(t, TagKind.TO)]
    return any(
        pick(here, TagKind.TO) is not None and after.kind is TagKind.UNKNOWN
        for here, after in itertools.pairwise(heads)
    )


_RETRIED = (Cmd.DRAW, Cmd.UNDO, Cmd.REDO)  # what a line with chatter in it may still do


def _without_chatter(line: str, lang: str) -> Intent | None:
    """ "could you kindly put the jack of clubs on the queen": the line read again without
    the words the game does not know, when it then says a whole move (a card or place and
    where it goes), asks something, or draws, undoes or redoes; never when it holds a word
    that negates ("don't", "no", "wait")."""
    tags = tokenize(line, lang)
    unknown = [t for t in tags if t.kind is TagKind.UNKNOWN]
    if not unknown or len(unknown) > 3 or negates(line, lang) or _unknown_destination(tags):
        return None
    if any(a.kind is TagKind.UNKNOWN and pick(b, TagKind.NUM) for a, b in itertools.pairwise(tags)):
        return None  # "schuur 2": the word before a number names the place
    kept = " ".join(t.text for t in tags if t.kind is not TagKind.UNKNOWN)
    intent = _read(kept, lang, False)
    if isinstance(intent, MoveIntent):  # said as a sentence: a verb or "to", not two bare numbers
        said = any(pick(t, TagKind.MOVE, TagKind.TO) for t in tags)
        return intent if intent.target is not None and said else None
    if isinstance(intent, Command):
        return intent if intent.cmd in _RETRIED else None  # what is left of a question is too little
    if tags[0].kind is TagKind.UNKNOWN:
        return None  # "agafa una carta del munt": the word not known first is the verb
    if isinstance(intent, Read | Options):
        return intent if intent.what is not None else None
    return intent if isinstance(intent, Where) and intent.card is not None else None


# what keeps a line from the question reading: it names a card or a place, or it could act
_FIRM = (TagKind.CARD, TagKind.SUIT, TagKind.PILEREF, TagKind.BACK, TagKind.CANCEL, TagKind.VALUE)
_READABLE = (PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION)


def _question(line: str, lang: str) -> Intent | None:
    """The one question the line's words mark ("is there anything I can move at all?"),
    or the one pile it asks about ("how many are left in that stock of yours?"); never
    for a line that names a card, a number or a column, or holds a word that acts."""
    piles: set[PileKind] = set()
    tags = tokenize(line, lang)
    for tag in tags:
        if len(tag.text) == 1 and pick(tag, TagKind.PILEREF) is not None:
            continue  # a lone letter: Italian "c'è", not a short form
        if pick(tag, *_FIRM) is not None:
            return None
        if pick(tag, TagKind.NUM, TagKind.RANK, TagKind.ORDINAL) and not pick(
            tag, TagKind.FILLER, TagKind.ARTICLE
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
    if asked is not None:
        return Command(asked)
    if _unknown_destination(tags) or any(pick(t, TagKind.FROM) for t in tags):
        return None  # "... naar de fundatie", "agafa una carta del munt": a move not understood
    if tags[0].kind is TagKind.UNKNOWN and not any(t.kind is TagKind.Q for t in tags):
        return None  # a word not known first, and no question mark: most likely a verb
    if len(piles) == 1 and (kind := next(iter(piles))) in _READABLE:
        return Read(PileRef(kind))
    return None


def _names_topic(text: str, lang: str) -> bool:
    wanted = set(normalize(text).split())
    return any(set(normalize(w).split()) <= wanted for words in help_topics(lang).values() for w in words)


def _without_leading_links(text: str, lang: str) -> str:
    """ "to dutch", "a anglès", "in het Engels", "na engleski": the name after its linking words."""
    words = text.split()
    while len(words) > 1:
        tag = tokenize(words[0], lang)
        if len(tag) != 1 or not all(
            m.kind in (TagKind.TO, TagKind.FILLER, TagKind.ARTICLE) for m in meanings(tag[0])
        ):
            break
        words = words[1:]
    return " ".join(words)


def _not_understood(line: str, word: str, lang: str) -> Unknown:
    """The line quoted as typed (control characters dropped), with the nearest command
    of the player's language to the first word not understood."""
    typed = "".join(ch for ch in line if not unicodedata.category(ch).startswith("C")).strip()
    return Unknown((typed,), suggest(word, lang) if word else None)


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
    if name is None or len(tags) < 2:
        return None
    value = next((v for t in tags if (v := _value(t)) in (Value.ON, Value.OFF)), None)
    return Setting(name, str(value)) if value else None


_FILLERS = (TagKind.FILLER, TagKind.ARTICLE, TagKind.MOVE)


def _is_filler(tag: Tag) -> bool:
    return all(t.kind in _FILLERS for t in meanings(tag))


def _droppable(tag: Tag) -> bool:
    """Not the first word: a move verb that is also a command word ("zetten") is a verb.
    Articles stay: they make the number after them a card ("the eight")."""
    kinds = {t.kind for t in meanings(tag)}
    if TagKind.ARTICLE in kinds:
        return False
    return kinds <= {*_FILLERS, TagKind.CMD} and bool(kinds & set(_FILLERS))


def _rest_text(tags: list[Tag]) -> str:
    return " ".join(t.text for t in tags)


# what may follow a command that changes the game: "draw a card from the stock", "undo that"
_GAME_COMMAND_REST = {TagKind.CARDWORD, TagKind.NUM, TagKind.FROM, TagKind.TO, TagKind.BACK}


def _command(word: Keyword, rest: list[Tag]) -> Intent | None:
    """A command and what follows it; None when a command that changes the game is
    followed by words it does not take (they mean something else)."""
    meaningful = [t for t in rest if not _is_filler(t)]
    if word is Cmd.SHOW and meaningful:  # "show column 3" reads it; "show" alone is the grid
        return _query(Query.READ, meaningful)
    if isinstance(word, Cmd):
        if word.takes_text:
            return Command(word, _rest_text(meaningful))
        if word in GAME_COMMANDS and not all(_fits_game_command(t, word) for t in meaningful):
            return None
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
    if word.switch and value not in (None, Value.ON, Value.OFF):
        return None  # "parla menys": speech is switched, not shortened
    return Setting(word, None if value is None else str(value))


_LEVELS = (Value.BRIEF, Value.NORMAL, Value.FULL)


def _verbosity(tags: list[Tag]) -> Setting | None:
    """ "shorter answers please", "iets minder uitgebreid": a verbosity said without the
    setting's name first. One level only, and said in a phrase or beside the setting's name."""
    levels = {v for t in tags if (v := _value(t)) in _LEVELS}
    named = any(_keyword(t) is SettingName.VERBOSITY for t in tags)
    if len(levels) != 1 or not all(
        _value(t) in _LEVELS or _keyword(t) is SettingName.VERBOSITY for t in tags
    ):
        return None
    phrase = any(_value(t) in _LEVELS and len(t.text.split()) > 1 for t in tags)
    return Setting(SettingName.VERBOSITY, str(levels.pop())) if named or phrase else None


def _fits_game_command(tag: Tag, word: Cmd) -> bool:
    if any(t.kind in _GAME_COMMAND_REST for t in meanings(tag)) or _keyword(tag) is word:
        return True
    if pick(tag, TagKind.FILLER) is not None:  # "izađi iz igre": "igre" is also the word for games
        return True
    pile = pick(tag, TagKind.PILE)  # "draw from the stock", "deal from the deck"
    return word is Cmd.DRAW and pile is not None and pile.value is PileKind.STOCK


def _query(word: Query, meaningful: list[Tag]) -> Intent:
    specs = _specs(meaningful)
    if word is Query.WHERE:
        if specs and isinstance(specs[0], RankRef):
            return Read(specs[0])  # "where are the aces": each of them
        return Where(specs[0].card if specs and isinstance(specs[0], CardRef) else None)
    spec = specs[0] if len(specs) == 1 else None
    if word is Query.OPTIONS:
        return Options(spec)
    if word is Query.TAP:
        return Tap(spec)
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


def _specs(tags: list[Tag]) -> list[Spec]:
    """Cards and piles in `tags`, markers dropped."""
    items, _ = _items(tags)
    return [i for i in items if isinstance(i, CardRef | PileRef | RankRef)]


Item = CardRef | PileRef | RankRef | str | int


def _items(tags: list[Tag]) -> tuple[list[Item], bool]:
    """Cards, piles, counts ("3 cards"), and the markers "to", "from", "back".
    Returns the items and whether every word found a place."""
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
            and (nxt_thing or not pick(t, TagKind.NUM))
        ):
            pass  # "um rei", "as bases": an article that is also a number or a rank
        elif (short := pick(t, TagKind.PILEREF)) is not None and isinstance(short.value, PileRef):
            items.append(short.value)
        elif card is not None and isinstance(card.value, Card):
            items.append(CardRef(card.value))
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
        elif num is not None and has(prev, TagKind.ARTICLE) and 2 <= _int(num) <= 10:
            items.append(RankRef(Rank(_int(num))))  # "the eight", "el tres"; not "the one"
        elif num is not None:
            if 1 <= _int(num) <= 13:  # a column, unless a card is named beside it
                (spelled if not t.text.isdigit() else digits).append(len(items))
            items.append(PileRef(PileKind.COLUMN, _int(num) - 1))
        elif pick(t, TagKind.TO):
            items.append("to")
        elif pick(t, TagKind.FROM):
            items.append("from")
        elif pick(t, TagKind.BACK):
            items.append("back")
        elif _is_filler(t) or pick(t, TagKind.CARDWORD):
            pass
        else:
            ok = False
        i += 1
    ranks = {
        i.card.rank if isinstance(i, CardRef) else i.rank for i in items if isinstance(i, CardRef | RankRef)
    }
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


def _move_or_read(tags: list[Tag], question: bool, verb: bool, quick: bool) -> Intent | None:
    items, ok = _items(tags)
    if not ok:
        return None
    if items[:1] == ["to"] and "to" in items[1:]:
        items = items[1:]  # Italian "su, metti il 7 sull'8", "hold on, put...": "come on", no destination
    specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef)]
    if len(specs) == 1 and not any(isinstance(i, str | int) for i in items):
        return _named_alone(specs[0], question, verb, quick)
    count = next((i for i in items if isinstance(i, int)), None)
    back = "back" in items
    source: Spec | None = None
    target: Spec | None = None
    origin: PileRef | None = None
    mode = "source"
    for item in items:
        if item == "to":
            mode = "target"
        elif item == "from":
            mode = "origin"
        elif isinstance(item, CardRef | PileRef | RankRef):
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
    if not verb and target is None:  # "the king from column 3": still only named
        return Read(source) if origin is None else None
    return MoveIntent(source, target, count, origin, back)


def _named_alone(spec: Spec, question: bool, verb: bool, quick: bool) -> Intent:
    """A card or a place named with no other place: a verb plays it; with quick play a
    card or a column plays itself; otherwise it is read (a card: where it is)."""
    if verb:
        return MoveIntent(spec, None)
    if question:
        return Where(spec.card) if isinstance(spec, CardRef) else Read(spec)
    plays = isinstance(spec, CardRef | RankRef) or (
        spec.kind in (PileKind.COLUMN, PileKind.WASTE)
        and not spec.empty
        and (spec.index is not None or spec.kind is PileKind.WASTE)
    )
    if quick and plays:
        return MoveIntent(spec, None)
    return Read(spec)


def suggest(word: str, lang: str) -> str | None:
    """The nearest command word of the player's language, for an unknown word."""
    lex = lexicon(lang)
    if len(normalize(word)) < 4:  # "que" is no slip of "toque": short words match too much
        return None
    close = difflib.get_close_matches(normalize(word), list(lex.vocabulary), n=1, cutoff=0.75)
    return lex.vocabulary[close[0]] if close else None
