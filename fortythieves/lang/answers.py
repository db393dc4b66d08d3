"""A short answer to "Which one?": a place ("3", "waste", "the one in column 3"), an
ordinal ("the second"), a suit or its colour ("the red one"), a card, or "cancel" — read
apart from commands, so that an answer is never run as a new command. Also the answer to
"Stop speaking, or leave the game?" (`read_stop_choice`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from fortythieves.core.cards import Card
from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import Phrase, correction_words, words_of
from fortythieves.lang.folding import normalize
from fortythieves.lang.i18n import Translator
from fortythieves.lang.intents import Cmd, Command, PileRef
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.parser import parse
from fortythieves.lang.parsing.classes import keyword
from fortythieves.lang.parsing.line import drop_phrases
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick
from fortythieves.lang.tokenizer import tokenize


@dataclass(frozen=True, slots=True)
class Answer:
    cancel: bool = False
    places: tuple[PileRef, ...] = ()  # named with a pile word or a short form, or a bare number
    ordinal: int | None = None  # "the second": the second choice
    suit: int | None = None
    card: Card | None = None
    red: bool | None = None  # "the red one": True; "the black one": False
    by_position: bool = False  # "the top one": a card's place in its pile, which tells no option apart
    last: bool = False  # "the last one": the last choice said


def _taking_back_words(t: Translator) -> str:
    # Translators: the words said before a choice from a list of moves that replaces one just said, as in
    # "no, the third one", "no wait, the second" ("|"-separated): "no" and the words of a pause or of
    # turning down the one said before. A choice after them is still that choice; alone they choose nothing.
    return t.pgettext("choice words", "no|nope|no no|no wait|wait|not that one|oh no")


@cache
def taking_back_words(lang: str) -> frozenset[Phrase]:
    """The words before a choice that take back the one said before it, in `lang` and
    English, folded; with the words that correct ("sorry", "I mean")."""
    return words_of(_taking_back_words, lang) | correction_words(lang)


def after_taking_back(words: list[str], lang: str) -> list[str]:
    """The words after those that lead the line and take back a choice said before it."""
    phrases = sorted(taking_back_words(lang), key=len, reverse=True)
    at = 0
    while (n := next((len(p) for p in phrases if tuple(words[at : at + len(p)]) == p), 0)) and at + n < len(
        words
    ):
        at += n
    return words[at:]


def read_answer(line: str, lang: str) -> Answer | None:
    """What `line` says as an answer, or None when some word is not an answer's."""
    # "no, the second", "nee, de tweede": a choice after the words that take one back is that
    # choice; "no" alone still cancels
    words = [w for w in (w.strip("?!.,;:") for w in normalize(line).split()) if w]
    if len(rest := after_taking_back(words, lang)) < len(words):
        said = read_answer(" ".join(rest), lang)
        if said is not None and not said.cancel:
            return said
    tags = tokenize(line, lang)
    # A word that is also a preposition is that preposition: Portuguese "no" ("on the", as in
    # "põe a dama no rei") is not the English "no" that cancels.
    if any(has(t, TagKind.CANCEL) and not (has(t, TagKind.TO) or has(t, TagKind.FROM)) for t in tags):
        return Answer(cancel=True)
    if _top_one(tags) or _only(line, lang, top_one_words(lang)):
        return Answer(by_position=True)
    if last_chosen(line, lang):
        return Answer(last=True)
    if any(has(t, TagKind.MOVE) or has(t, TagKind.BACK) or has(t, TagKind.CMD) for t in tags):
        return None  # a verb or a command word: a new command, not an answer
    if sum(has(t, TagKind.CARD) for t in tags) > 1:
        return None  # two cards: a move
    places: list[PileRef] = []
    ordinal: int | None = None
    suit: int | None = None
    card: Card | None = None
    red: bool | None = None
    i = 0
    while i < len(tags):
        t = tags[i]
        nxt = tags[i + 1] if i + 1 < len(tags) else None
        pile = pick(t, TagKind.PILE)
        number = pick(t, TagKind.NUM)
        short = pick(t, TagKind.PILEREF)
        if t.kind is TagKind.UNKNOWN:
            return None
        if short is not None and isinstance(short.value, PileRef):
            places.append(short.value)
        elif (found := pick(t, TagKind.CARD)) is not None and isinstance(found.value, Card):
            card = found.value
        elif pile is not None and isinstance(pile.value, PileKind):
            after = pick(nxt, TagKind.NUM) if nxt is not None else None
            index = after.value - 1 if after is not None and isinstance(after.value, int) else None
            places.append(PileRef(pile.value, index))
            i += after is not None
        elif (ordinal_tag := pick(t, TagKind.ORDINAL)) is not None and isinstance(ordinal_tag.value, int):
            nxt_pile = pick(nxt, TagKind.PILE) if nxt is not None else None
            if nxt_pile is not None and isinstance(nxt_pile.value, PileKind):  # "the third column"
                places.append(PileRef(nxt_pile.value, ordinal_tag.value - 1))
                i += 1
            elif i and (has(tags[i - 1], TagKind.FROM) or has(tags[i - 1], TagKind.TO)):
                places.append(PileRef(PileKind.COLUMN, ordinal_tag.value - 1))  # "iz trećeg": a column
            else:
                ordinal = ordinal_tag.value
        elif (number is not None and isinstance(number.value, int) and number.value > 1) or t.text.isdigit():
            assert number is not None and isinstance(number.value, int)
            places.append(PileRef(PileKind.COLUMN, number.value - 1))  # "3": column 3
        elif (s := pick(t, TagKind.SUIT)) is not None and isinstance(s.value, int):
            suit = s.value
        elif (c := pick(t, TagKind.COLOUR)) is not None and isinstance(c.value, int):
            red = c.value == 1
        i += 1
    return Answer(False, tuple(places), ordinal, suit, card, red)


def _last_one_words(t: Translator) -> str:
    # Translators: the words that pick the last of the choices the game just said, in answer to "Which
    # ace of hearts: column 1 or column 6?" or after a list of moves ("|"-separated): "the last one", "the
    # last", every form (masculine, feminine, cases), with the article where it is usual ("l'últim").
    return t.pgettext("choice words", "the last one|the last|last one|last|the latter")


@cache
def last_one_words(lang: str) -> frozenset[Phrase]:
    """The words that pick the last choice, in `lang` and English, folded."""
    return words_of(_last_one_words, lang)


def _top_one_words(t: Translator) -> str:
    # Translators: the words that answer "Which ace of hearts: column 1 or column 6?" with a card's place in
    # its pile ("|"-separated): "the top one", "the one on top", every form, with the article where it is
    # usual. Each choice is a card on top of its pile, so the game says that this does not tell them apart.
    return t.pgettext("choice words", "the top one|top one|the one on top|the upper one")


@cache
def top_one_words(lang: str) -> frozenset[Phrase]:
    """The words that answer with a card's place in its pile, in `lang` and English, folded."""
    return words_of(_top_one_words, lang)


def last_chosen(line: str, lang: str) -> bool:
    """Whether `line` is only the words for the last choice ("the last one", "de laatste",
    "l'ultima, grazie"), with small words around them."""
    return _only(line, lang, last_one_words(lang))


def _only(line: str, lang: str, phrases: frozenset[Phrase]) -> bool:
    """Whether `line` is one of `phrases` with only small words around it."""
    words = [w for w in (w.strip("?!.,;:") for w in normalize(line).replace("'", " ").split()) if w]
    rest = drop_phrases(words, phrases)
    if len(rest) == len(words):
        return False
    return all(quiet(t) or _spelled_one(t) for t in tokenize(" ".join(rest), lang)) if rest else True


def _spelled_one(tag: Tag) -> bool:
    one = pick(tag, TagKind.NUM)
    return one is not None and one.value == 1 and not one.text.isdigit()


def _top_one(tags: list[Tag]) -> bool:
    """ "the top one": the words for the exposed cards with a spelled "one" after them and no
    place after that, in answer to "Which one?", point at one of the options, not at the
    list of exposed cards (with a place after them, "the top one of column 2" is a command)."""
    for i, t in enumerate(tags[:-1]):
        one = pick(tags[i + 1], TagKind.NUM)
        if keyword(t) is Cmd.EXPOSED and one is not None and one.value == 1 and not one.text.isdigit():
            return not any(pick(x, TagKind.PILE, TagKind.PILEREF, TagKind.MOVE) for x in tags)
    return False


CANCEL = "cancel"  # the answer that drops "Stop speaking, or leave the game?"


def read_stop_choice(line: str, lang: str) -> Cmd | str | None:
    """`Cmd.STOP`, `Cmd.QUIT`, `CANCEL`, or None when `line` answers neither way:
    "speaking" / "the game" (the catalogue's words), "the first" / "2", or a phrase that
    says which ("stop talking", "quit the game")."""
    tags = tokenize(line, lang)
    if any(has(t, TagKind.CANCEL) for t in tags):
        return CANCEL
    choices = (Cmd.STOP, Cmd.QUIT)
    said = [t for t in tags if t.kind is not TagKind.Q]
    plain = [t for t in said if not quiet(t)]
    texts = {" ".join(t.text for t in said), " ".join(t.text for t in plain)}
    groups = all_entries(lang)["stop-choices"]
    for cmd, group in zip(choices, groups, strict=False):
        if texts & {normalize(form) for form in group.split(",")}:
            return cmd
    if len(plain) == 1:
        n = pick(plain[0], TagKind.ORDINAL) or pick(plain[0], TagKind.NUM)
        if n is not None and isinstance(n.value, int) and 1 <= n.value <= len(choices):
            return choices[n.value - 1]
    intent = parse(line, lang)
    if isinstance(intent, Command) and intent.cmd in choices:
        return intent.cmd
    return None


def ordinal_chosen(line: str, lang: str) -> int | None:
    """ "the first", "the first one", "doe de eerste maar", "play the second": an ordinal
    said alone, or after a verb of playing, picks an item of a list; None for any other
    line (a digit, a place, a card, a word that is no answer's)."""
    tags = tokenize(line, lang)
    kept = [t for t in tags if not all(m.kind is TagKind.MOVE for m in meanings(t))]
    if not kept or not any(pick(t, TagKind.ORDINAL) for t in kept):
        return None
    said = read_answer(" ".join(t.text for t in kept), lang)
    if said is None or said.ordinal is None or said.places or said.by_position or said.cancel:
        return None
    return said.ordinal if said.suit is None and said.card is None and said.red is None else None


def quiet(tag: Tag) -> bool:
    """A small word beside an answer: an article, a filler, "it"."""
    return all(t.kind in (TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN) for t in meanings(tag))
