"""A typed line becomes tagged words: each word or phrase of the catalogue's lexicon
(the player's language first, then English) gets what it can mean; short forms ("c3",
"7s", "8c" in Catalan) are read with the player's letters first."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TypeVar

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.moves import PileKind
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.clausemarks import CLAUSE, CUT, IN_WORD, mark_word
from fortythieves.lang.contractions import Contracted, contracted, without_genitive
from fortythieves.lang.folding import NearIndex, doubled, normalize, one_slip
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import PileRef, Query, Value, keyword
from fortythieves.lang.lexicon import LETTER_PILES, LETTER_RANKS, SHORT_FORMS, all_entries, near_words
from fortythieves.lang.linkwords import also_words, then_words, under_words
from fortythieves.lang.saidapart import (
    all_of_a_rank,
    draws_as_nouns,
    draws_undone,
    empty_places_named,
    grid_described,
    plural_digits,
    shown_as,
    tops_of_each_column,
    verb_said_apart,
)
from fortythieves.lang.tags import Tag, TagKind

T = TypeVar("T")

PILES = {
    "column": PileKind.COLUMN,
    "foundation": PileKind.FOUNDATION,
    "waste": PileKind.WASTE,
    "stock": PileKind.STOCK,
}


_PLAIN = {"move", "to", "from", "back", "up", "filler", "article", "cardword", "drawn", "empty", "cancel"}


@dataclass(frozen=True)
class Lexicon:
    phrases: dict[tuple[str, ...], tuple[Tag, ...]]
    reach: dict[str, int]  # the most words of a phrase that begins with each word
    suit_words: dict[str, int]
    rank_words: dict[str, int]
    vocabulary: dict[str, str]  # normalized command phrase -> as the catalogue spells it
    rank_letters: dict[str, int]  # short forms: "a" -> 1, Catalan "r" (rei) -> 13
    suit_letters: dict[str, int]  # Catalan "c" (cors) -> 1
    pile_letters: dict[str, PileKind]  # Catalan "b" (base) -> foundation
    clitics: tuple[str, ...]  # endings that glue "it" to a verb: Italian "lo" in "spostalo"
    own_pile_letters: dict[str, PileKind]  # the player's own letters only, no English ones
    do_it: frozenset[tuple[str, ...]]  # whole lines that play "it": "do it", "fes-ho", "doe maar"
    small: frozenset[str]  # the words that only soften or open a line: "please", "ok", "then"
    joints: frozenset[str]  # words that join two commands ("and", "pa"): never slipped inside a phrase


def _tag_of(key: str) -> Tag | None:
    """The meaning of a lexicon key: `draw`, `on`, `move`, `column`, `rank-12`, `suit-1`;
    None for the letters of short forms, read apart."""
    word = keyword(key)
    if word is not None:
        return Tag(TagKind.CMD, word)
    if key in Value._value2member_map_:
        return Tag(TagKind.VALUE, Value(key))
    if key == "play":  # the verb help shows for the double click
        return Tag(TagKind.MOVE)
    if key in _PLAIN:
        return Tag(TagKind(key))
    if key == "empty-clause":  # "the column that is empty"
        return Tag(TagKind.EMPTY)
    if key in PILES:
        return Tag(TagKind.PILE, PILES[key])
    kind, _, number = key.partition("-")
    if key == "it":
        return Tag(TagKind.PRONOUN)
    if key in ("stop-choices", "do-it"):
        return None  # the answers to one question (`lang.answers`), and whole lines read apart
    if kind in ("rank", "suit", "num", "ordinal", "colour") and number.isdigit():
        return Tag(TagKind(kind), int(number))
    if kind == "letter" or key == "winnable":  # read apart: "winnable" after "new game"
        return None
    raise KeyError(key)


def _letters(lang: str, key: str, meanings: tuple[T, ...], english: bool = True) -> dict[str, T]:
    """A letter entry's letters, the player's first; an English letter only where the
    player's language does not use it."""
    out: dict[str, T] = {}
    for source in dict.fromkeys((lang, "en") if english else (lang,)):
        letters = [normalize(w) for w in all_entries(source)[key]]
        for letter, meaning in zip(letters, meanings, strict=False):
            out.setdefault(letter, meaning)
    return out


@cache
def lexicon(lang: str) -> Lexicon:
    phrases: dict[tuple[str, ...], list[Tag]] = {}
    suit_words: dict[str, int] = {}
    rank_words: dict[str, int] = {}
    vocabulary: dict[str, str] = {}
    clitics: list[str] = []
    # the player's language first: its meanings come first where words collide
    for source in dict.fromkeys((lang, "en")):
        for key, items in all_entries(source).items():
            if key == "ordinals" and source != lang:
                continue  # number words are the player's language's own: digits are universal
            if key == "ordinals":  # "first,1st|second,2nd|...": the n-th group is n
                for n, group in enumerate(items, 1):
                    for phrase in group.split(","):
                        words = tuple(normalize(phrase).split())
                        bucket = phrases.setdefault(words, []) if words else []
                        if words and Tag(TagKind.ORDINAL, n) not in bucket:
                            bucket.append(Tag(TagKind.ORDINAL, n))
                continue
            tag = _tag_of(key)
            if tag is None or (tag.kind in (TagKind.ARTICLE, TagKind.NUM) and source != lang):
                # English "a" is a preposition in Catalan, Portuguese, Italian; English "one" is
                # Croatian "those" ("one druge")
                continue
            for phrase in items:
                if tag.kind is TagKind.PRONOUN and phrase.startswith("-"):
                    if source == lang and normalize(phrase):  # glued endings: the player's language only
                        clitics.append(normalize(phrase))
                    continue
                words = tuple(normalize(phrase).split())
                if not words:
                    continue
                bucket = phrases.setdefault(words, [])
                if (
                    source != lang
                    and len(words) == 1
                    and bucket
                    and all(t.kind is TagKind.FILLER for t in bucket)
                ):
                    continue  # the language's own small word keeps its meaning: Catalan "home" is "man"
                if tag not in bucket:
                    bucket.append(tag)
                if tag.kind is TagKind.CMD and source == lang:
                    vocabulary.setdefault(" ".join(words), phrase.strip())
                if isinstance(tag.value, int) and len(words) == 1:
                    if tag.kind is TagKind.SUIT:
                        suit_words.setdefault(words[0], tag.value)
                    elif tag.kind in (TagKind.RANK, TagKind.NUM):
                        rank_words.setdefault(words[0], tag.value)
        if source == lang:  # the player's own pile letters before English words ("a" in Dutch)
            for letter, kind in zip(all_entries(lang)["letter-piles"], LETTER_PILES, strict=False):
                if (normalize(letter),) not in phrases:  # a word of the language keeps its meaning
                    phrases[(normalize(letter),)] = [Tag(TagKind.PILEREF, PileRef(kind))]
        names = card_names(translator(source))
        for i, name in enumerate(names):
            card = Card(Rank(i % 13 + 1), Suit(i // 13))
            words = tuple(normalize(name).split())
            bucket = phrases.setdefault(words, [])
            card_tag = Tag(TagKind.CARD, card)
            if card_tag not in bucket:
                bucket.insert(0, card_tag)
    for also in also_words(lang):  # "the six as well": "as" is no ace of spades here
        if not phrases.setdefault(also, []):
            phrases[also].append(Tag(TagKind.FILLER))
    for under in under_words(lang):  # "el de sota", "a sota del 6": "sota" is no jack here
        if not phrases.setdefault(under, []):
            phrases[under].append(Tag(TagKind.UNKNOWN, None, " ".join(under)))
    frozen = {k: tuple(v) for k, v in phrases.items()}
    ranks = _letters(lang, "letter-ranks", LETTER_RANKS)
    ranks.setdefault("t", 10)  # "tc": the ten, as card players write it
    endings = tuple(sorted(set(clitics), key=len, reverse=True))
    do_it = frozenset(
        tuple(normalize(w).split())
        for source in dict.fromkeys((lang, "en"))
        for w in all_entries(source)["do-it"]
    )
    return Lexicon(
        frozen,
        {key[0]: n for n, key in sorted((len(key), key) for key in frozen)},
        suit_words,
        rank_words,
        vocabulary,
        ranks,
        _letters(lang, "letter-suits", (0, 1, 2, 3)),
        _letters(lang, "letter-piles", LETTER_PILES),
        endings,
        _letters(lang, "letter-piles", LETTER_PILES, english=False),
        do_it,
        frozenset(
            k[0] for k, v in frozen.items() if len(k) == 1 and all(t.kind is TagKind.FILLER for t in v)
        ),
        frozenset(w for joint in then_words(lang) for w in joint),
    )


def short_forms(lang: str) -> dict[str, str]:
    """The one-letter commands in `lang` (`lexicon.SHORT_FORMS`), without the letters the
    language uses for a place: Catalan "d" is the waste (descart), never draw."""
    own = lexicon(lang).own_pile_letters if lang != "en" else {}
    return {letter: key for letter, key in SHORT_FORMS.items() if letter not in own}


# "7s -> 8s", "c3 => f": an arrow says "to"; kept as one word through folding
_ARROW = re.compile(r"-+>|=+>|\u2192")
_ARROW_WORD = "__to__"
# "p/ o 8" (para), "w/" (with): a letter and a slash is a short word of the language
_SLASHED = re.compile(r"(?<![\w/])([^\W\d_])/(?![\w/])")


def tokenize(line: str, lang: str) -> list[Tag]:
    """Tag every word, longest phrase first; unknown words get kind `unknown`."""
    return _tagged(_prepared(line, lang), lang)[0]


def tokenize_clauses(line: str, lang: str) -> tuple[list[Tag], list[int]]:
    """`tokenize`, and the tags that begin a clause after the first; a mark inside a phrase
    of the lexicon ("a.u.b.", "col.loca") parts nothing."""
    marked = _prepared(CLAUSE.sub(mark_word, line), lang)
    words: list[str] = []
    cut_words: set[int] = set()
    ends: set[int] = set()  # the clauses parted by a mark between words: no phrase goes past one
    for w in marked[0]:
        if w in (CUT.strip(), IN_WORD.strip()):
            cut_words.add(len(words))
            if w == CUT.strip():
                ends.add(len(words))
        else:
            words.append(w)
    tags, starts = _tagged((words, marked[1]), lang, frozenset(cut_words), frozenset(ends))
    cuts = [k for k, s in enumerate(starts) if k and s in cut_words and starts[k - 1] != s]
    return tags, cuts


def prepared_words(text: str, lang: str) -> list[str]:
    """The folded words `text` becomes in a line, as the tags' words count them."""
    return _prepared(text, lang)[0]


def tag_words(words: list[str], lang: str) -> tuple[list[Tag], list[int]]:
    """The tags of words already folded (what is left of a line when some of its words are
    passed over) and the word each tag begins at."""
    tags, starts = _words_tagged(tuple(words), lang)
    return list(tags), list(starts)


# The second readings of one line cut it in many ways and tag the same words again and
# again ("el tres" of every clause that names the card): the tags depend on the words alone.
@lru_cache(maxsize=4096)
def _words_tagged(words: tuple[str, ...], lang: str) -> tuple[tuple[Tag, ...], tuple[int, ...]]:
    tags, starts = _tagged((list(words), {}), lang)
    return tuple(tags), tuple(starts)


def _prepared(line: str, lang: str) -> tuple[list[str], Contracted]:
    """The line's folded words, arrows and slashed letters spelled out, and its contracted
    words ("c'è", "à")."""
    joined = contracted(line, lang)
    line = without_genitive(line, lang)
    line = _SLASHED.sub(
        lambda m: " " + _slashed(m.group(1), lang) + " ", _ARROW.sub(f" {_ARROW_WORD} ", line)
    )
    return normalize(line).split(), joined


# Twice the most words any player of the corpora put in one command (20). A line of more
# words is no command said: it is refused as too long (`parsing.classes.too_long`), and a
# part of a line so long is read once, its words taken as typed (no slip of the finger is
# looked for, each look comparing a word with the whole lexicon).
LONGEST_SAID = 40


def _tagged(
    prepared: tuple[list[str], Contracted],
    lang: str,
    cut_words: frozenset[int] = frozenset(),
    ends: frozenset[int] = frozenset(),
) -> tuple[list[Tag], list[int]]:
    """The tags of the words and the word each tag begins at; `cut_words`: the words that
    begin a clause; `ends`: those of them after a mark between words, which no phrase spans."""
    words, joined = prepared
    lex = lexicon(lang)
    slips = len(words) <= LONGEST_SAID
    if (done := do_it_tags(words, lex)) is not None:
        return done, [0] * len(done)
    tags: list[Tag] = []
    starts: list[int] = []
    i = 0
    while i < len(words):
        alias = joined.get((words[i], words[i + 1])) if i + 1 < len(words) else None
        # a phrase ends at a clause's end: "undo. that 9 was wrong" is no "undo that"
        end = min((c for c in ends if c > i), default=len(words))
        gapped = None if alias else _phrase_with_filler(words[:end], i, lex)
        start = i
        for n in range(min(lex.reach.get(words[i], 1), end - i), 0, -1):
            found = lex.phrases.get(tuple(words[i : i + n]))
            if alias and n == 1:  # "c'è": "ci"; "à coluna": "ao" (to the)
                meant = lex.phrases.get((alias,))
                tags.append(_prefer(meant, words[i : i + 1]) if meant else Tag(TagKind.UNKNOWN, None, alias))
                i += 1
                break
            if gapped is not None and gapped[0] > n:
                tags.append(gapped[1])  # "wat ligt er nu in", "što je sad u": a small word inside a phrase
                i += gapped[0] + 1
                break
            if found:
                tags.append(_prefer(found, words[i : i + n]))
                i += n
                break
        else:
            tags.extend(_glued(words[i], lex) or [_word(words[i], lang, slips)])
            i += 1
        starts += [start] * (len(tags) - len(starts))
    for j, (t, nxt) in enumerate(itertools.pairwise(tags)):
        if t.kind is TagKind.UNKNOWN and nxt.kind is TagKind.NUM and (place := _place_slip(t.text, lang)):
            tags[j] = Tag(TagKind.PILE, place.value, t.text)  # "juga la columan 9", "odigraj stupc 5"
    empty_places_named(tags, lang)
    shown_as(tags, lang)  # before a verb said apart: "laat het bord als raster zien"
    grid_described(tags, lang)  # "show me a compact grid": no board named
    verb_said_apart(tags, lex.phrases, lang)
    apart = frozenset(k for k, s in enumerate(starts) if k and s in cut_words)
    draws_as_nouns(tags, lang, apart)
    draws_undone(tags, lang, apart)
    tops_of_each_column(tags, lang)
    all_of_a_rank(tags, lang)
    plural_digits(tags, lang)  # "the two 7s of hearts": sevens, never the 7 of spades
    # "dama d espadas", "dama d'espadas": a lone "d" between a rank and a suit is an
    # elided "de" (of), never a pile letter
    kept = [
        j
        for j, t in enumerate(tags)
        if not (
            t.text == "d"
            and 0 < j < len(tags) - 1
            and tags[j - 1].kind is TagKind.RANK
            and tags[j + 1].kind is TagKind.SUIT
        )
    ]
    return [tags[j] for j in kept], [starts[j] for j in kept]


def _phrase_with_filler(words: list[str], i: int, lex: Lexicon) -> tuple[int, Tag] | None:
    """The longest phrase of the lexicon (of three words or more) that begins at `i` with
    one small word slipped inside it ("wat ligt er nu in kolom 3", "što je sad u stupcu 5"),
    as its length without that word and its tag; None when there is none. A word that joins
    two commands slips inside none: "vira e mais uma" is a draw and another, not "vira mais
    uma" (one draw)."""
    if (reach := lex.reach.get(words[i], 0)) < 3:
        return None  # the cheap look first: no long phrase begins with the word
    for n in range(min(reach, len(words) - i - 1), 2, -1):
        span = words[i : i + n + 1]
        for j in range(1, n):
            if (
                span[j] in lex.small
                and span[j] not in lex.joints
                and (found := lex.phrases.get(tuple(span[:j] + span[j + 1 :])))
            ):
                kept = span[:j] + span[j + 1 :]
                return n, _prefer(found, kept)
    return None


def does_it(line: str, lang: str) -> bool:
    """Whether `line` is one of the language's whole lines for doing what was proposed
    ("do it", "ok do that", "fes-ho"), not a verb said of a thing ("play it")."""
    return do_it_tags(normalize(line).split(), lexicon(lang)) is not None


def do_it_tags(words: list[str], lex: Lexicon) -> list[Tag] | None:
    """ "do it", "ok do that", "fes-ho": a line that is one of the language's whole lines for
    playing "it" (small words around it passed over) is the verb and "it"; None otherwise."""
    core = [w for w in words if w != "?" and w not in lex.small]
    if tuple(core) not in lex.do_it and tuple(words) not in lex.do_it:
        return None
    return [Tag(TagKind.MOVE, None, " ".join(words)), Tag(TagKind.PRONOUN, None, "")]


@lru_cache(maxsize=4096)
def _place_slip(w: str, lang: str) -> Tag | None:
    """The place a word before a number names with one slip of the finger ("columan 9",
    "stupc 5", "kollom 1"): every word of the lexicon that close, its first letter the
    same, names that one place and nothing else. A number after it makes it a place's
    name; a card or a verb is never guessed this way."""
    if len(w) < _SHORT_SLIP[0] or not w.isalpha():
        return None
    places: set[object] = set()
    found: Tag | None = None
    for key, key_tags in _near_in_length(w, lang):
        if key[0] != w[0] or not one_slip(w, key):
            continue
        piles = [k for k in key_tags if k.kind is TagKind.PILE]
        if not piles or any(k.kind not in (TagKind.PILE, TagKind.EMPTY) for k in key_tags):
            return None  # a word that close means something else too
        places.update(k.value for k in piles)
        found = piles[0]
    return found if len(places) == 1 else None


@cache
def _slashed(letter: str, lang: str) -> str:
    """The short word a letter with a slash stands for: the first one-word item of the
    language's "to" list (then of its small words) that starts with it, as "p/" is
    Portuguese "para" and "w/" English "with"; the letter itself when none does."""
    letter = normalize(letter)
    for key in ("to", "filler"):
        for source in dict.fromkeys((lang, "en")):
            for item in map(normalize, all_entries(source)[key]):
                if " " not in item and item.startswith(letter):
                    return item
    return letter


def _glued(w: str, lex: Lexicon) -> list[Tag] | None:
    """A verb with "it" glued to its end (Italian "spostalo", "giocala", "spostarlo"):
    the verb's tag and a pronoun; None when `w` is no such word."""
    for ending in lex.clitics:
        if not w.endswith(ending) or len(w) <= len(ending) + 1:
            continue
        stem = w[: -len(ending)]
        for verb in (stem, stem + "e"):  # "spostarlo": the infinitive lost its "e"
            found = lex.phrases.get((verb,))
            if found and any(t.kind in (TagKind.MOVE, TagKind.BACK) or t.value is Query.TAP for t in found):
                return [_prefer(found, [stem]), Tag(TagKind.PRONOUN, None, ending)]
    return None


def _prefer(found: tuple[Tag, ...], words: list[str]) -> Tag:
    first = found[0]
    text = " ".join(words)
    # several meanings: keep them all in one tag's value for the interpreter to choose
    if len(found) == 1:
        return Tag(first.kind, first.value, text)
    return Tag(TagKind.MULTI, found, text)


_SHORT_CARD = re.compile(r"^(10|[2-9]|[a-z])([a-z])$")
_SHORT_PILE = re.compile(r"^([a-z])(\d{1,2})$")
_SUIT_FIRST = re.compile(r"^([a-z])(10|[2-9])$")
_GLUED_PLACE = re.compile(r"^([^\W\d_]{2,})(\d{1,2})$")  # "kol3", "colonna3", "stup3"


def _glued_place(w: str, lex: Lexicon) -> Tag | None:
    """A word for a column or a foundation with its number glued on ("kol3", "col3",
    "stup3"): that place, as "c3" is; None when the letters name no such place."""
    m = _GLUED_PLACE.match(w)
    if m is None:
        return None
    for tag in lex.phrases.get((m.group(1),), ()):
        kind = tag.value if tag.kind is TagKind.PILE else None
        if kind in (PileKind.COLUMN, PileKind.FOUNDATION):
            assert isinstance(kind, PileKind)
            return Tag(TagKind.PILEREF, PileRef(kind, int(m.group(2)) - 1), w)
    return None


@lru_cache(maxsize=8192)  # once per word: a compound card name is looked for through every suit word
def _word(w: str, lang: str, slips: bool = True) -> Tag:
    lex = lexicon(lang)
    if w == "?":
        return Tag(TagKind.Q, None, w)
    if w == _ARROW_WORD:
        return Tag(TagKind.TO, None, "->")
    if w.isascii() and w.isdigit():
        return Tag(TagKind.NUM, int(w), w)
    m = _SHORT_CARD.match(w)
    if m and m.group(2) in lex.suit_letters:
        r = m.group(1)
        rank = int(r) if r.isdigit() else lex.rank_letters.get(r)
        if rank is not None:
            return Tag(TagKind.CARD, Card(Rank(rank), Suit(lex.suit_letters[m.group(2)])), w)
    m = _SHORT_PILE.match(w)
    if m and lex.pile_letters.get(m.group(1)) in (PileKind.COLUMN, PileKind.FOUNDATION):
        return Tag(TagKind.PILEREF, PileRef(lex.pile_letters[m.group(1)], int(m.group(2)) - 1), w)
    m = _SUIT_FIRST.match(w)  # "s7": schoppen 7, where the letter names no column or foundation
    if m and m.group(1) in lex.suit_letters:
        return Tag(TagKind.CARD, Card(Rank(int(m.group(2))), Suit(lex.suit_letters[m.group(1)])), w)
    if w in lex.pile_letters:
        return Tag(TagKind.PILEREF, PileRef(lex.pile_letters[w]), w)
    if (place := _glued_place(w, lex)) is not None:
        return place
    for suit_word, suit in lex.suit_words.items():  # a compound card name ("schoppenzeven")
        for a, b in ((suit_word, w[len(suit_word) :]), (w[: len(w) - len(suit_word)], suit_word)):
            if w.startswith(a) and w.endswith(b) and a and b:
                rank_part = b if a == suit_word else a
                if rank_part in lex.rank_words:
                    return Tag(TagKind.CARD, Card(Rank(lex.rank_words[rank_part]), Suit(suit)), w)
    if (drawn_out := _drawn_out(w, lex)) is not None:
        return drawn_out
    slipped = _slipped(w, lang) if slips else None
    if slipped is not None:
        return Tag(slipped.kind, slipped.value, w)
    return Tag(TagKind.UNKNOWN, None, w)


_DRAWN_OUT = re.compile(r"([^\W\d_])\1{2,}")  # a letter three times or more: "joooš", "draaaw"


def _drawn_out(w: str, lex: Lexicon) -> Tag | None:
    """A word said drawn out, a letter held ("joooš", "draaaw", "pescaaa"): the word of the
    lexicon it is with each held letter said once or twice, when exactly one is a word;
    None otherwise. The word is the player's, only stretched: it may be any word, a
    command's too, as no other word is guessed."""
    if not _DRAWN_OUT.search(w):
        return None
    once, twice = _DRAWN_OUT.sub(r"\1", w), _DRAWN_OUT.sub(r"\1\1", w)
    found = [key for key in dict.fromkeys((once, twice)) if (key,) in lex.phrases]
    if len(found) != 1:
        return None
    return _prefer(lex.phrases[(found[0],)], [w])


_SLIP_LENGTH = 6  # shorter words are too close to everyday words ("yours", "fours"): only places, below
# a slip never makes a number, a switch or a command: those words are short and common, and a
# near one ("ultima" by "ultime") would take the line over
_NO_SLIP = (TagKind.NUM, TagKind.ORDINAL, TagKind.VALUE, TagKind.CMD)


@lru_cache(maxsize=4096)
def _slipped(w: str, lang: str) -> Tag | None:
    """`_slip`, then `_short_slip`, once per word: a line's second readings tokenize it
    again and again, and each look compares the word with the whole lexicon."""
    return _slip(w, lang) or _short_slip(w, lang)


def _near_in_length(w: str, lang: str) -> list[tuple[str, tuple[Tag, ...]]]:
    """The lexicon's one-word entries `w` may be one slip from: no other can be."""
    return _one_word_entries(lang).near(w)


@cache
def _place_words(lang: str) -> frozenset[str]:
    """The lexicon's one-word names of a place and nothing else."""
    entries = lexicon(lang).phrases.items()
    return frozenset(k[0] for k, t in entries if len(k) == 1 and len(t) == 1 and t[0].kind is TagKind.PILE)


@cache
def _one_word_entries(lang: str) -> NearIndex[tuple[Tag, ...]]:
    """The lexicon's one-word entries, kept for the slips that may reach them."""
    return NearIndex((key[0], tags) for key, tags in lexicon(lang).phrases.items() if len(key) == 1)


def _slip(w: str, lang: str) -> Tag | None:
    """The one word of the lexicon `w` is a slip of the finger from ("coloumn", "colona"),
    when there is exactly one; never a word that changes the game by itself."""
    if len(w) < _SLIP_LENGTH or not w.isalpha():
        return None
    found = {tags for key, tags in _near_in_length(w, lang) if len(key) >= _SLIP_LENGTH and one_slip(w, key)}
    if len(found) != 1:
        return None
    tags = found.pop()
    if len(tags) != 1 or tags[0].kind in _NO_SLIP:
        return None
    return tags[0]


_SHORT_SLIP = (4, 5)  # a place's name typed short: "wast" (waste), "mazo" (mazzo)


def _short_slip(w: str, lang: str) -> Tag | None:
    """The place `w` names with a letter missing, doubled or two swapped ("wast", "mazo",
    "kolmo"), when it is a short word (4 or 5 letters), the first letter is right, exactly
    one word of the lexicon is that close and it names a place only, and `w` is no
    everyday word (`lexicon.near_words`: "sock" is not "stock"). A wrong letter in its
    place ("some", "home") is not guessed: too many everyday words differ so."""
    if not (_SHORT_SLIP[0] <= len(w) <= _SHORT_SLIP[1] and w.isalpha()) or w in near_words(lang):
        return None
    if not any(place[0] == w[0] and one_slip(w, place) for place in _place_words(lang)):
        return None  # no place is that close: the lexicon's other words are not compared
    close = {key: tags for key, tags in _near_in_length(w, lang) if one_slip(w, key)}
    if len(close) != 1:
        return None  # no word, or several: no one reading
    ((wanted, tags),) = close.items()
    if (
        len(tags) != 1
        or tags[0].kind is not TagKind.PILE
        or wanted[0] != w[0]
        or len(wanted) < _SHORT_SLIP[0]
    ):
        return None  # "cold" is not "col": a name of three letters is too short to guess from
    if len(wanted) == len(w) and sorted(wanted) != sorted(w):
        return None  # a same-length slip must be two letters swapped, not one letter changed
    if len(w) > len(wanted) and not doubled(w, wanted):
        return None  # "homes", "piled": a letter added is a word's ending, unless it doubles one
    return tags[0]
