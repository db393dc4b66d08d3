"""A typed line becomes an intent. The words come from the catalogue (`lexicon`): the
player's language first, then English; case, accents and punctuation are ignored.

Naming reads and a verb acts: a card or a place named alone is read out (with quick play
on, a card or a column named alone plays itself); a verb ("put", "posa") or two places
("3 5", "c3 f") make a move. A number with an article ("the eight", "el tres") or a rank
noun ("het vijfje", "osmicu") is a card; a bare number, or one said with "column" or an
ordinal, is a column."""

from __future__ import annotations

import difflib
import unicodedata

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
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
from fortythieves.lang.lexicon import SHORT_FORMS, all_entries
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
    """The intent of `line`; `quick`: a card or a column named alone plays itself."""
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
        if head is Cmd.NEW or head is Cmd.NEW_WINNABLE:
            return _new_deal(head, rest, lang)
        if isinstance(head, Cmd):
            return Command(head, rest)
        return Setting(SettingName.LANGUAGE, rest or None)
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
    found = _move_or_read(meaningful, question, verb, quick)
    return _not_understood(line, "", lang) if found is None else found


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
                return Command(Cmd.NEW_WINNABLE, " ".join(left))
    return Command(head, rest)


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
    return Setting(word, None if value is None else str(value))


def _fits_game_command(tag: Tag, word: Cmd) -> bool:
    if any(t.kind in _GAME_COMMAND_REST for t in meanings(tag)) or _keyword(tag) is word:
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
    return items, ok


def _move_or_read(tags: list[Tag], question: bool, verb: bool, quick: bool) -> Intent | None:
    items, ok = _items(tags)
    if not ok:
        return None
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
    close = difflib.get_close_matches(normalize(word), list(lex.vocabulary), n=1, cutoff=0.75)
    return lex.vocabulary[close[0]] if close else None
