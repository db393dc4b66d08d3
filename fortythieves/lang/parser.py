"""A typed line becomes an intent. The words come from the catalogue (`lexicon`): the
player's language first, then English; case, accents and punctuation are ignored."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import (
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
    keyword,
)
from fortythieves.lang.lexicon import SHORT_FORMS, all_entries

MAX_LINE = 500  # longer lines are refused unread

PILES = {
    "column": PileKind.COLUMN,
    "foundation": PileKind.FOUNDATION,
    "waste": PileKind.WASTE,
    "stock": PileKind.STOCK,
}


class TagKind(StrEnum):
    """What a word (or phrase) of a line can be."""

    CMD = "cmd"  # a command word: value is a Keyword
    VALUE = "value"  # a setting's value: value is a Value
    MOVE = "move"  # a verb that moves ("put", "posa")
    TO = "to"
    FROM = "from"
    BACK = "back"
    FILLER = "filler"  # articles, "please", "of"
    CARDWORD = "cardword"  # "card", "cards"
    PILE = "pile"  # value is a PileKind
    EMPTY = "empty"
    RANK = "rank"  # value is 1..13
    SUIT = "suit"  # value is 0..3
    NUM = "num"  # value is a number
    CARD = "card"  # value is a Card
    PILEREF = "pileref"  # a short form ("c3", "w"): value is a PileRef
    Q = "q"  # a question mark
    MULTI = "multi"  # several meanings: value is a tuple of Tags
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Tag:
    kind: TagKind
    value: TagValue = None
    text: str = ""


TagValue = Keyword | Value | PileKind | int | Card | PileRef | tuple[Tag, ...] | None


@dataclass(frozen=True)
class Lexicon:
    phrases: dict[tuple[str, ...], tuple[Tag, ...]]
    longest: int
    suit_words: dict[str, int]
    rank_words: dict[str, int]
    vocabulary: dict[str, str]  # normalized command phrase -> as the catalogue spells it


def _tag_of(key: str) -> Tag:
    """The meaning of a lexicon key: `draw`, `on`, `move`, `column`, `rank-12`, `suit-1`."""
    word = keyword(key)
    if word is not None:
        return Tag(TagKind.CMD, word)
    if key in Value._value2member_map_:
        return Tag(TagKind.VALUE, Value(key))
    if key in ("move", "to", "from", "back", "filler", "cardword", "empty"):
        return Tag(TagKind(key))
    if key in PILES:
        return Tag(TagKind.PILE, PILES[key])
    kind, _, number = key.partition("-")
    if kind in ("rank", "suit", "num") and number.isdigit():
        return Tag(TagKind(kind), int(number))
    raise KeyError(key)


@cache
def lexicon(lang: str) -> Lexicon:
    phrases: dict[tuple[str, ...], list[Tag]] = {}
    suit_words: dict[str, int] = {}
    rank_words: dict[str, int] = {}
    vocabulary: dict[str, str] = {}
    # the player's language first: its meanings come first where words collide
    for source in dict.fromkeys((lang, "en")):
        for key, items in all_entries(source).items():
            for phrase in items:
                words = tuple(normalize(phrase).split())
                if not words:
                    continue
                tag = _tag_of(key)
                bucket = phrases.setdefault(words, [])
                if tag not in bucket:
                    bucket.append(tag)
                if tag.kind is TagKind.CMD:
                    vocabulary.setdefault(" ".join(words), phrase.strip())
                if isinstance(tag.value, int) and len(words) == 1:
                    if tag.kind is TagKind.SUIT:
                        suit_words.setdefault(words[0], tag.value)
                    elif tag.kind in (TagKind.RANK, TagKind.NUM):
                        rank_words.setdefault(words[0], tag.value)
        names = card_names(translator(source))
        for i, name in enumerate(names):
            card = Card(Rank(i % 13 + 1), Suit(i // 13))
            words = tuple(normalize(name).split())
            bucket = phrases.setdefault(words, [])
            tag = Tag(TagKind.CARD, card)
            if tag not in bucket:
                bucket.insert(0, tag)
    frozen = {k: tuple(v) for k, v in phrases.items()}
    return Lexicon(frozen, max(map(len, frozen)), suit_words, rank_words, vocabulary)


_SHORT_CARD = re.compile(r"^(10|[2-9akqjt])([shdc])$")
_SHORT_PILE = re.compile(r"^([cfk])(\d{1,2})$")


def tokenize(line: str, lang: str) -> list[Tag]:
    """Tag every word, longest phrase first; unknown words get kind `unknown`."""
    lex = lexicon(lang)
    words = normalize(line).split()
    tags: list[Tag] = []
    i = 0
    while i < len(words):
        for n in range(min(lex.longest, len(words) - i), 0, -1):
            found = lex.phrases.get(tuple(words[i : i + n]))
            if found:
                tags.append(_prefer(found, words[i : i + n]))
                i += n
                break
        else:
            tags.append(_word(words[i], lex))
            i += 1
    return tags


def _prefer(found: tuple[Tag, ...], words: list[str]) -> Tag:
    first = found[0]
    text = " ".join(words)
    # several meanings: keep them all in one tag's value for the interpreter to choose
    if len(found) == 1:
        return Tag(first.kind, first.value, text)
    return Tag(TagKind.MULTI, found, text)


def _word(w: str, lex: Lexicon) -> Tag:
    if w == "?":
        return Tag(TagKind.Q, None, w)
    if w.isascii() and w.isdigit():
        return Tag(TagKind.NUM, int(w), w)
    m = _SHORT_CARD.match(w)
    if m:
        return Tag(TagKind.CARD, Card.parse(w), w)
    m = _SHORT_PILE.match(w)
    if m:
        kind = PileKind.FOUNDATION if m.group(1) == "f" else PileKind.COLUMN
        return Tag(TagKind.PILEREF, PileRef(kind, int(m.group(2)) - 1), w)
    if w == "w":
        return Tag(TagKind.PILEREF, PileRef(PileKind.WASTE), w)
    if w == "f":
        return Tag(TagKind.PILEREF, PileRef(PileKind.FOUNDATION), w)
    # compound card names: a suit word glued to a rank word ("schoppenzeven", "ruitenaas")
    for suit_word, suit in lex.suit_words.items():
        for a, b in ((suit_word, w[len(suit_word) :]), (w[: len(w) - len(suit_word)], suit_word)):
            if w.startswith(a) and w.endswith(b) and a and b:
                rank_part = b if a == suit_word else a
                if rank_part in lex.rank_words:
                    return Tag(TagKind.CARD, Card(Rank(lex.rank_words[rank_part]), Suit(suit)), w)
    return Tag(TagKind.UNKNOWN, None, w)


def meanings(tag: Tag) -> tuple[Tag, ...]:
    """Every meaning of a tagged word."""
    return tag.value if isinstance(tag.value, tuple) else (tag,)


def _pick(tag: Tag, *kinds: TagKind) -> Tag | None:
    for t in meanings(tag):
        if t.kind in kinds:
            return Tag(t.kind, t.value, tag.text)
    return None


def _pile(tag: Tag) -> PileKind:
    assert isinstance(tag.value, PileKind)
    return tag.value


def _int(tag: Tag) -> int:
    """The number a rank, suit or number tag stands for."""
    assert isinstance(tag.value, int)
    return tag.value


# ----- interpretation --------------------------------------------------------------------
def parse(line: str, lang: str) -> Intent:
    if len(line) > MAX_LINE:
        return Unknown((), None, too_long=True)
    raw = normalize(line).split()
    if not raw:
        return Nothing()
    if len(raw) == 1 and raw[0] in SHORT_FORMS:
        return Command(Cmd(SHORT_FORMS[raw[0]]))
    tags = tokenize(line, lang)
    lead = 0  # "please draw", "si us plau, roba": polite words before the command
    while lead < len(tags) - 1 and all(k.kind is TagKind.FILLER for k in meanings(tags[lead])):
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
        if isinstance(head, Cmd):
            return Command(head, rest)
        return Setting(SettingName.LANGUAGE, rest or None)
    unknown = [t.text for t in tags if t.kind is TagKind.UNKNOWN]
    if unknown:
        return Unknown(tuple(_as_typed(line, unknown)), suggest(unknown[0], lang))
    question = any(t.kind is TagKind.Q for t in tags)
    tags = [t for t in tags[lead:] if t.kind is not TagKind.Q]
    setting = _setting_anywhere(tags)
    if setting is not None:
        return setting
    head = _keyword(tags[0]) if tags else None
    if head is not None:
        return _command(head, tags[1:])
    verb = any(_pick(t, TagKind.MOVE) for t in tags)
    meaningful = [t for t in tags if not _droppable(t)]
    if not meaningful:
        return Nothing()
    return _move_or_read(meaningful, question, verb)


def _keyword(tag: Tag) -> Keyword | None:
    found = _pick(tag, TagKind.CMD)
    return found.value if found is not None and isinstance(found.value, Cmd | SettingName | Query) else None


def _takes_text(word: Keyword) -> bool:
    return word is SettingName.LANGUAGE or (isinstance(word, Cmd) and word.takes_text)


def _value(tag: Tag) -> Value | None:
    found = _pick(tag, TagKind.VALUE)
    return found.value if found is not None and isinstance(found.value, Value) else None


def _setting_anywhere(tags: list[Tag]) -> Setting | None:
    """ "turn speech on", "activa la veu": an on/off switch named anywhere in the line."""
    name = next((w for t in tags if isinstance(w := _keyword(t), SettingName) and w.switch), None)
    if name is None or len(tags) < 2:
        return None
    value = next((v for t in tags if (v := _value(t)) in (Value.ON, Value.OFF)), None)
    return Setting(name, str(value)) if value else None


def _is_filler(tag: Tag) -> bool:
    return all(t.kind in (TagKind.FILLER, TagKind.MOVE) for t in meanings(tag))


def _droppable(tag: Tag) -> bool:
    """Not the first word: a move verb that is also a command word ("zetten") is a verb."""
    kinds = {t.kind for t in meanings(tag)}
    return kinds <= {TagKind.FILLER, TagKind.MOVE, TagKind.CMD} and bool(
        kinds & {TagKind.FILLER, TagKind.MOVE}
    )


def _rest_text(tags: list[Tag]) -> str:
    return " ".join(t.text for t in tags)


def _command(word: Keyword, rest: list[Tag]) -> Intent:
    meaningful = [t for t in rest if not _is_filler(t)]
    if word is Cmd.SHOW and meaningful:  # "show column 3" reads it; "show" alone is the grid
        return _query(Query.READ, meaningful)
    if isinstance(word, Cmd):
        return Command(word, _rest_text(meaningful))
    if isinstance(word, Query):
        return _query(word, meaningful)
    if word is SettingName.LANGUAGE:
        return Setting(word, _rest_text(meaningful) or None)
    named = (w for t in meaningful if isinstance(w := _keyword(t), SettingName) and w.level)
    level = word if word.level else next(named, None)
    if level is not None:  # "rate 200", "speech volume 80"
        number = next((_int(n) for t in meaningful if (n := _pick(t, TagKind.NUM)) is not None), None)
        return Setting(level, None if number is None else str(number))
    value = next((v for t in meaningful if (v := _value(t)) is not None), None)
    return Setting(word, None if value is None else str(value))


def _query(word: Query, meaningful: list[Tag]) -> Intent:
    specs = _specs(meaningful)
    if word is Query.WHERE:
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
        nxt = tags[i + 1] if i + 1 < n else None
        if (
            (_pick(t, TagKind.NUM) or _pick(t, TagKind.RANK))
            and nxt is not None
            and _pick(nxt, TagKind.FILLER)
        ):
            # "7 de piques": a word that may be "of" between a rank and a suit
            after = tags[i + 2] if i + 2 < n else None
            if after is not None and _pick(after, TagKind.SUIT):
                tags = [*tags[: i + 1], *tags[i + 2 :]]
                n -= 1
                nxt = after
        card = _pick(t, TagKind.CARD)
        pile = _pick(t, TagKind.PILE)
        empty = _pick(t, TagKind.EMPTY)
        num = _pick(t, TagKind.NUM)
        suit = _pick(t, TagKind.SUIT)
        rank = num or _pick(t, TagKind.RANK)
        nxt_pile = _pick(nxt, TagKind.PILE) if nxt is not None else None
        nxt_num = _pick(nxt, TagKind.NUM) if nxt is not None else None
        nxt_suit = _pick(nxt, TagKind.SUIT) if nxt is not None else None
        nxt_rank = nxt_num or (_pick(nxt, TagKind.RANK) if nxt is not None else None)
        nxt_thing = nxt is not None and any(
            _pick(nxt, k) for k in (TagKind.RANK, TagKind.NUM, TagKind.CARD, TagKind.EMPTY, TagKind.SUIT)
        )
        if (
            _pick(t, TagKind.FILLER)
            and (num or rank)
            and not nxt_suit
            and (nxt_thing or not _pick(t, TagKind.NUM))
        ):
            pass  # "um rei", "as bases": an article that is also a number or a rank
        elif isinstance(t.value, PileRef):
            items.append(t.value)
        elif card is not None and isinstance(card.value, Card):
            items.append(CardRef(card.value))
        elif empty is not None and nxt_pile is not None:
            items.append(PileRef(_pile(nxt_pile), None, empty=True))
            i += 1
        elif pile is not None and nxt is not None and _pick(nxt, TagKind.EMPTY) is not None:
            items.append(PileRef(_pile(pile), None, empty=True))  # "una columna buida"
            i += 1
        elif pile is not None:
            if nxt_num is not None and pile.value in (PileKind.COLUMN, PileKind.FOUNDATION):
                after = tags[i + 2] if i + 2 < n else None
                said_empty = after is not None and _pick(after, TagKind.EMPTY) is not None
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
        elif num is not None and nxt is not None and _pick(nxt, TagKind.CARDWORD):
            items.append(_int(num))
            i += 1
        elif num is not None:
            items.append(PileRef(PileKind.COLUMN, _int(num) - 1))
        elif _pick(t, TagKind.TO):
            items.append("to")
        elif _pick(t, TagKind.FROM):
            items.append("from")
        elif _pick(t, TagKind.BACK):
            items.append("back")
        elif _is_filler(t) or _pick(t, TagKind.CARDWORD):
            pass
        else:
            ok = False
        i += 1
    return items, ok


def _move_or_read(tags: list[Tag], question: bool, verb: bool) -> Intent:
    items, ok = _items(tags)
    if not ok:
        return Unknown(tuple(t.text for t in tags))
    specs = [i for i in items if isinstance(i, CardRef | PileRef | RankRef)]
    if (
        len(specs) == 1
        and not any(isinstance(i, str) for i in items)
        and not any(isinstance(i, int) for i in items)
    ):
        spec = specs[0]
        if question:
            if isinstance(spec, RankRef):
                return Where(None)
            return Where(spec.card) if isinstance(spec, CardRef) else Read(spec)
        reads = (PileKind.STOCK, PileKind.FOUNDATION, PileKind.WASTE)
        if not verb and isinstance(spec, PileRef) and spec.kind in reads and spec.index is None:
            return Read(spec)
        return MoveIntent(spec, None)
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
                return Unknown(tuple(t.text for t in tags))
    if source is None:
        return Unknown(tuple(t.text for t in tags))
    if isinstance(source, PileRef) and origin is None and back and source.kind is PileKind.FOUNDATION:
        origin = source
    return MoveIntent(source, target, count, origin, back)


def _as_typed(line: str, words: list[str]) -> list[str]:
    """The unknown words as the player typed them, accents and capitals kept."""
    typed: dict[str, str] = {}
    line = "".join(ch for ch in line if not unicodedata.category(ch).startswith("C"))
    for w in re.split(r"[\s\u2019'`´]+", line):
        w = w.strip('.,;:!¡¿?"()')
        if w:
            typed.setdefault(normalize(w), w)
    return [typed.get(w, w) for w in words]


def suggest(word: str, lang: str) -> str | None:
    """The nearest command word, for an unknown word."""
    lex = lexicon(lang)
    pool = list(lex.vocabulary) + list(SHORT_FORMS.values())
    close = difflib.get_close_matches(normalize(word), pool, n=1, cutoff=0.7)
    return lex.vocabulary.get(close[0], close[0]) if close else None
