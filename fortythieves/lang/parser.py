"""A typed line becomes an intent. The words come from the catalogue (`lexicon`): the
player's language first, then English; case, accents and punctuation are ignored."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.folding import fold
from fortythieves.lang.i18n import translator
from fortythieves.lang.lexicon import SHORT_FORMS, all_entries

MAX_LINE = 500  # longer lines are refused unread

COMMANDS = (
    "draw", "undo", "redo", "new", "restart", "rules", "help", "quit", "board", "exposed", "where",
    "score", "code", "repeat", "moves", "options", "tap", "redeal", "verbosity", "order", "language",
    "autoplace", "speech", "rate", "volume", "stop", "read", "why",
)  # fmt: skip
SIMPLE = {"draw", "undo", "redo", "restart", "help", "quit", "board", "exposed", "score", "code", "repeat",
          "moves", "redeal", "stop", "why"}  # fmt: skip
FREE_TEXT = {"new", "rules", "language"}  # the rest of the line is a name or a code
VALUES = ("brief", "normal", "full", "dealt-first", "exposed-first", "on", "off")
PILES = {
    "column": PileKind.COLUMN,
    "foundation": PileKind.FOUNDATION,
    "waste": PileKind.WASTE,
    "stock": PileKind.STOCK,
}


# ----- intents ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardRef:
    card: Card


@dataclass(frozen=True, slots=True)
class PileRef:
    kind: PileKind
    index: int | None = None  # 0-based; None: any (a foundation, an empty column)
    empty: bool = False


@dataclass(frozen=True, slots=True)
class RankRef:
    """A card named by its rank alone: "the king", "l'as"."""

    rank: Rank


Spec = CardRef | PileRef | RankRef


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    rest: str = ""  # the words after the command, as typed


@dataclass(frozen=True, slots=True)
class Read:
    what: Spec | None  # None: the whole board


@dataclass(frozen=True, slots=True)
class Where:
    card: Card | None


@dataclass(frozen=True, slots=True)
class Options:
    what: Spec | None


@dataclass(frozen=True, slots=True)
class Tap:
    what: Spec | None


@dataclass(frozen=True, slots=True)
class Setting:
    name: str  # verbosity, order, language, autoplace, speech
    value: str | None  # one of VALUES, a language as typed, or None when missing


@dataclass(frozen=True, slots=True)
class MoveIntent:
    source: Spec
    target: Spec | None  # None: the double-click rule picks the place
    count: int | None = None
    origin: PileRef | None = None  # "from the foundation"
    back: bool = False  # "take ... back"


@dataclass(frozen=True, slots=True)
class Unknown:
    words: tuple[str, ...]  # the words not understood
    suggestion: str | None = None  # the nearest command word
    too_long: bool = False


@dataclass(frozen=True, slots=True)
class Nothing:
    pass


Intent = Command | Read | Where | Options | Tap | Setting | MoveIntent | Unknown | Nothing


# ----- text ------------------------------------------------------------------------------
def normalize(text: str) -> str:
    """Lower case, no accents, no punctuation but the question mark."""
    text = fold(text)
    text = re.sub(r"[\u2019'`´]", " ", text)
    text = re.sub(r"[^\w?]+", " ", text)
    text = text.replace("?", " ? ")
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Tag:
    kind: str  # cmd, value, move, to, from, back, filler, cardword, pile, empty, rank, suit, num, card, q
    value: Any = None
    text: str = ""


@dataclass(frozen=True)
class Lexicon:
    phrases: dict[tuple[str, ...], tuple[Tag, ...]]
    longest: int
    suit_words: dict[str, int]
    rank_words: dict[str, int]
    vocabulary: dict[str, str]  # normalized command phrase -> as the catalogue spells it


def _tags_of(key: str, value: str) -> Tag:
    if key in COMMANDS:
        return Tag("cmd", key)
    if key in VALUES:
        return Tag("value", key)
    if key in ("move", "to", "from", "back", "filler", "cardword", "empty"):
        return Tag(key)
    if key in PILES:
        return Tag("pile", PILES[key])
    if key.startswith("rank-"):
        return Tag("rank", int(key[5:]))
    if key.startswith("suit-"):
        return Tag("suit", int(key[5:]))
    if key.startswith("num-"):
        return Tag("num", int(key[4:]))
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
                tag = _tags_of(key, phrase)
                bucket = phrases.setdefault(words, [])
                if tag not in bucket:
                    bucket.append(tag)
                if key in COMMANDS:
                    vocabulary.setdefault(" ".join(words), phrase.strip())
                if tag.kind == "suit" and len(words) == 1:
                    suit_words.setdefault(words[0], int(tag.value))
                if tag.kind in ("rank", "num") and len(words) == 1:
                    rank_words.setdefault(words[0], int(tag.value))
        names = card_names(translator(source))
        for i, name in enumerate(names):
            card = Card(Rank(i % 13 + 1), Suit(i // 13))
            words = tuple(normalize(name).split())
            bucket = phrases.setdefault(words, [])
            tag = Tag("card", card)
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
    return Tag("multi", found, text)


def _word(w: str, lex: Lexicon) -> Tag:
    if w == "?":
        return Tag("q", None, w)
    if w.isascii() and w.isdigit():
        return Tag("num", int(w), w)
    m = _SHORT_CARD.match(w)
    if m:
        return Tag("card", Card.parse(w), w)
    m = _SHORT_PILE.match(w)
    if m:
        kind = PileKind.FOUNDATION if m.group(1) == "f" else PileKind.COLUMN
        return Tag("pileref", PileRef(kind, int(m.group(2)) - 1), w)
    if w == "w":
        return Tag("pileref", PileRef(PileKind.WASTE), w)
    if w == "f":
        return Tag("pileref", PileRef(PileKind.FOUNDATION), w)
    # compound card names: a suit word glued to a rank word ("schoppenzeven", "ruitenaas")
    for suit_word, suit in lex.suit_words.items():
        for a, b in ((suit_word, w[len(suit_word) :]), (w[: len(w) - len(suit_word)], suit_word)):
            if w.startswith(a) and w.endswith(b) and a and b:
                rank_part = b if a == suit_word else a
                if rank_part in lex.rank_words:
                    return Tag("card", Card(Rank(lex.rank_words[rank_part]), Suit(suit)), w)
    return Tag("unknown", None, w)


def kinds(tag: Tag) -> tuple[Tag, ...]:
    """Every meaning of a tagged word."""
    return _kinds(tag)


def _kinds(tag: Tag) -> tuple[Tag, ...]:
    return tag.value if tag.kind == "multi" else (tag,)


def _pick(tag: Tag, *kinds: str) -> Tag | None:
    for t in _kinds(tag):
        if t.kind in kinds:
            return Tag(t.kind, t.value, tag.text)
    return None


# ----- interpretation --------------------------------------------------------------------
def parse(line: str, lang: str) -> Intent:
    if len(line) > MAX_LINE:
        return Unknown((), None, too_long=True)
    if not normalize(line):
        return Nothing()
    raw = normalize(line).split()
    if len(raw) == 1 and raw[0] in SHORT_FORMS:
        return Command(SHORT_FORMS[raw[0]])
    tags = tokenize(line, lang)
    lead = 0  # "please draw", "si us plau, roba": polite words before the command
    while lead < len(tags) - 1 and all(k.kind == "filler" for k in _kinds(tags[lead])):
        lead += 1
    head = _pick(tags[lead], "cmd") if tags else None
    if head is not None and head.value == "read":  # "read the rules", "tell me the rules of scoring"
        nxt = next((j for j in range(lead + 1, len(tags)) if not _is_filler(tags[j])), None)
        named = _pick(tags[nxt], "cmd") if nxt is not None else None
        if nxt is not None and named is not None and named.value in FREE_TEXT:
            lead, head = nxt, named
    if head is not None and head.value in FREE_TEXT:
        # the rest of the line as typed (normalized): a deal code, a variant, a section
        used = sum(len(t.text.split()) for t in tags[: lead + 1])
        rest = " ".join(w for w in raw[used:] if w != "?")
        typed = line.split()
        if len(typed) == len(raw) and rest:  # keep the player's spelling when words line up
            rest = " ".join(typed[used:]).rstrip("?").strip()
        if head.value == "language":
            return Setting("language", rest or None)
        return Command(str(head.value), rest)
    unknown = [t.text for t in tags if t.kind == "unknown"]
    if unknown:
        return Unknown(tuple(_as_typed(line, unknown)), suggest(unknown[0], lang))
    question = any(t.kind == "q" for t in tags)
    tags = [t for t in tags[lead:] if t.kind != "q"]
    setting = _setting_anywhere(tags)
    if setting is not None:
        return setting
    head = _pick(tags[0], "cmd") if tags else None
    if head is not None:
        return _command(str(head.value), tags[1:])
    verb = any(_pick(t, "move") for t in tags)
    meaningful = [t for t in tags if not _droppable(t)]
    if not meaningful:
        return Nothing()
    return _move_or_read(meaningful, question, verb)


def _setting_anywhere(tags: list[Tag]) -> Setting | None:
    """ "turn speech on", "activa la veu": an on/off switch named anywhere in the line."""
    name = next(
        (c.value for t in tags if (c := _pick(t, "cmd")) and c.value in ("speech", "autoplace")), None
    )
    if name is None or len(tags) < 2:
        return None
    value = next((v.value for t in tags if (v := _pick(t, "value")) and v.value in ("on", "off")), None)
    return Setting(str(name), str(value)) if value else None


def _is_filler(tag: Tag) -> bool:
    return all(t.kind in ("filler", "move") for t in _kinds(tag))


def _droppable(tag: Tag) -> bool:
    """Not the first word: a move verb that is also a command word ("zetten") is a verb."""
    kinds = {t.kind for t in _kinds(tag)}
    return kinds <= {"filler", "move", "cmd"} and bool(kinds & {"filler", "move"})


def _rest_text(tags: list[Tag]) -> str:
    return " ".join(t.text for t in tags)


def _command(name: str, rest: list[Tag]) -> Intent:
    meaningful = [t for t in rest if not _is_filler(t)]
    if name in SIMPLE:
        return Command(name, _rest_text(meaningful))
    if name in ("new", "rules"):
        return Command(name, _rest_text(meaningful))
    if name == "where":
        specs = _specs(meaningful)
        card = specs[0].card if specs and isinstance(specs[0], CardRef) else None
        return Where(card)
    if name in ("options", "tap", "read"):
        specs = _specs(meaningful)
        spec = specs[0] if len(specs) == 1 else None
        if name == "read":
            if not meaningful:
                return Read(None)
            other = _pick(meaningful[0], "cmd")
            if other is not None and other.value in SIMPLE and len(meaningful) == 1:
                return Command(str(other.value))  # "tell me the moves", "dimmi le mosse"
            if other is not None and other.value == "rules":  # "read the rules", "lê as regras"
                return Command("rules", " ".join(t.text for t in meaningful[1:]))
            if spec is None:
                return Unknown(tuple(t.text for t in meaningful))
            return Read(spec)
        return Options(spec) if name == "options" else Tap(spec)
    # settings
    if name == "language":
        return Setting(name, _rest_text(meaningful) or None)
    named = (c.value for t in meaningful if (c := _pick(t, "cmd")) and c.value in ("rate", "volume"))
    level = name if name in ("rate", "volume") else next(named, None)
    if level is not None:  # "rate 200", "speech volume 80"
        number = next((int(n.value) for t in meaningful if (n := _pick(t, "num")) is not None), None)
        return Setting(str(level), None if number is None else str(number))
    for t in meaningful:
        v = _pick(t, "value")
        if v is not None:
            return Setting(name, str(v.value))
    return Setting(name, None)


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
        if (_pick(t, "num") or _pick(t, "rank")) and nxt is not None and _pick(nxt, "filler"):
            # "7 de piques": a word that may be "of" between a rank and a suit
            after = tags[i + 2] if i + 2 < n else None
            if after is not None and _pick(after, "suit"):
                tags = [*tags[: i + 1], *tags[i + 2 :]]
                n -= 1
                nxt = after
        card = _pick(t, "card")
        pile = _pick(t, "pile")
        empty = _pick(t, "empty")
        num = _pick(t, "num")
        suit = _pick(t, "suit")
        rank = num or _pick(t, "rank")
        nxt_pile = _pick(nxt, "pile") if nxt is not None else None
        nxt_num = _pick(nxt, "num") if nxt is not None else None
        nxt_suit = _pick(nxt, "suit") if nxt is not None else None
        nxt_rank = nxt_num or (_pick(nxt, "rank") if nxt is not None else None)
        nxt_thing = nxt is not None and any(_pick(nxt, k) for k in ("rank", "num", "card", "empty", "suit"))
        if _pick(t, "filler") and (num or rank) and not nxt_suit and (nxt_thing or not _pick(t, "num")):
            pass  # "um rei", "as bases": an article that is also a number or a rank
        elif t.kind == "pileref":
            items.append(t.value)
        elif card is not None:
            items.append(CardRef(card.value))
        elif empty is not None and nxt_pile is not None:
            items.append(PileRef(nxt_pile.value, None, empty=True))
            i += 1
        elif pile is not None and nxt is not None and _pick(nxt, "empty") is not None:
            items.append(PileRef(pile.value, None, empty=True))  # "una columna buida"
            i += 1
        elif pile is not None:
            if nxt_num is not None and pile.value in (PileKind.COLUMN, PileKind.FOUNDATION):
                after = tags[i + 2] if i + 2 < n else None
                said_empty = after is not None and _pick(after, "empty") is not None
                items.append(PileRef(pile.value, int(nxt_num.value) - 1, empty=said_empty))
                i += 2 if said_empty else 1
            else:
                items.append(PileRef(pile.value))
        elif rank is not None and nxt_suit is not None:
            ok = ok and 1 <= int(rank.value) <= 13
            if ok:
                items.append(CardRef(Card(Rank(int(rank.value)), Suit(nxt_suit.value))))
            i += 1
        elif suit is not None and nxt_rank is not None:
            ok = ok and 1 <= int(nxt_rank.value) <= 13
            if ok:
                items.append(CardRef(Card(Rank(int(nxt_rank.value)), Suit(suit.value))))
            i += 1
        elif rank is not None and num is None and 1 <= int(rank.value) <= 13:
            items.append(RankRef(Rank(int(rank.value))))  # "the king", a rank without its suit
        elif (
            num is not None
            and nxt_pile is not None
            and nxt_pile.value in (PileKind.COLUMN, PileKind.FOUNDATION)
        ):
            items.append(PileRef(nxt_pile.value, int(num.value) - 1))  # "the third column"
            i += 1
        elif num is not None and nxt is not None and _pick(nxt, "cardword"):
            items.append(int(num.value))
            i += 1
        elif num is not None:
            items.append(PileRef(PileKind.COLUMN, int(num.value) - 1))
        elif _pick(t, "to"):
            items.append("to")
        elif _pick(t, "from"):
            items.append("from")
        elif _pick(t, "back"):
            items.append("back")
        elif _is_filler(t) or _pick(t, "cardword"):
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
