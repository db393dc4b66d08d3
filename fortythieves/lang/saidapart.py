"""Words whose meaning a word beside them gives, read once the line is tagged: a noun for a
place beside the word for "empty" ("the empty spot"), the verb of a phrase of drawing said
apart from its last word (Dutch "draai de volgende om", "laat kolom 3 zien"), a verb after "a" that is a noun ("a
toss-up"), a pile beside a verb of drawing that is the stock ("de la pila"), a draw as what an
undo takes back ("undo the last draw")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from fortythieves.core.moves import PileKind
from fortythieves.lang.concepts import any_card_words
from fortythieves.lang.countwords import digit_plurals, draw_nouns, last_words
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import Cmd, Command, Intent, Query
from fortythieves.lang.lexicon import all_entries
from fortythieves.lang.lifewords import word_class
from fortythieves.lang.linkwords import (
    each_words,
    every_copy_words,
    grid_words,
    manner_words,
    numbered_piles,
    then_words,
)
from fortythieves.lang.placing import empty_place_words, placing_words
from fortythieves.lang.tags import Tag, TagKind, has, meanings, pick, without_meaning


def empty_places_named(tags: list[Tag], lang: str) -> None:
    """ "into the empty spot", "al lloc buit", "na prazno mjesto": a noun for a place beside
    the word for "empty" is a column, the empty one; alone it names nothing."""
    places = empty_place_words(lang)
    for j, t in enumerate(tags):
        if t.text in places and any(
            0 <= k < len(tags) and any(m.kind is TagKind.EMPTY for m in meanings(tags[k]))
            for k in (j - 1, j + 1)
        ):
            tags[j] = Tag(TagKind.PILE, PileKind.COLUMN, t.text)


def verb_said_apart(tags: list[Tag], phrases: Mapping[tuple[str, ...], tuple[Tag, ...]], lang: str) -> None:
    """ "draai de volgende om", "laat kolom 3 zien": a verb and the word that ends the line that
    make a phrase of drawing or of reading together ("draai om", "laat zien") draw or read when
    every word between them is known, or a word for a pile; the last word of a draw is then what
    the draw takes. "Draai je om" is no draw, nor is "om" a part of a draw anywhere else ("is het
    een goed idee om ..."), and "laat" alone shows nothing ("laat maar")."""
    said = [k for k, t in enumerate(tags) if t.kind is not TagKind.Q]
    if len(said) < 2 or tags[said[-1]].kind not in (TagKind.UNKNOWN, TagKind.DRAWN, TagKind.FILLER):
        return
    piles, last = numbered_piles(lang), tags[said[-1]].text
    for n, k in enumerate(said[:-1]):
        t = tags[k]
        found = phrases.get((t.text, last), ()) if t.kind is TagKind.UNKNOWN else ()
        meant = next((m.value for m in found if m.value in (Cmd.DRAW, Query.READ)), None)
        if meant is None:
            continue  # most words make no phrase with the last one: the words between are not looked at
        between = [tags[b] for b in said[n + 1 : -1]]
        if all(x.kind is not TagKind.UNKNOWN or x.text in piles for x in between):
            tags[k] = Tag(TagKind.CMD, meant, t.text)
            if meant is Cmd.DRAW:
                tags[said[-1]] = Tag(TagKind.DRAWN, None, last)
            return


def nouns_after_article(tags: tuple[Tag, ...], lang: str) -> list[Tag]:
    """ "it's a toss-up", "a put-up job", "uma bota": a word of moving right after "a" is a
    noun, no verb; it moves nothing."""
    articles = any_card_words(lang)
    return [
        without_meaning(t, TagKind.MOVE) if i and tags[i - 1].text in articles and has(t, TagKind.MOVE) else t
        for i, t in enumerate(tags)
    ]


def draws_as_nouns(tags: list[Tag], lang: str, apart: frozenset[int] = frozenset()) -> None:
    """ "Can this deal be won?", "is deze deal nog te winnen?", "the draw", "nice deal", "what
    a lucky draw": a one-word verb of drawing right after an article, a demonstrative or an
    adjective that judges it is a noun (the deal being played, a draw spoken of); it draws
    nothing, and a noun of the game ("deal") is said of this game as "this game" is, in
    passing. `apart`: the tags that begin a clause ("good, draw" draws)."""
    before_noun = any_card_words(lang) | _articles(lang)
    judging = {words[0] for words in word_class(lang, "judging") if len(words) == 1}
    for i in range(1, len(tags)):
        before = tags[i - 1].text
        # a judged noun has its article before the adjective ("a good deal") or ends the line
        # ("nice deal"): "good draw a card" still draws
        judged = (
            before in judging and i not in apart and (i == len(tags) - 1 or tags[i - 2].text in before_noun)
        )
        if (before in before_noun or judged) and " " not in tags[i].text and _draws(tags[i]):
            tags[i] = _not_drawing(tags[i], lang)


def drawn_as_noun(intent: Intent, tags: Sequence[Tag], lang: str) -> bool:
    """Whether `intent` draws where a verb of drawing is said in the line only as
    `draws_as_nouns` made it a noun ("nice deal", "is this a good deal?"): a reading of a part
    of the line, tagged again alone, may find the verb there, and such a draw is no draw the
    line says. "good deal, new game" deals: a line that says another command is left alone."""
    if intent != Command(Cmd.DRAW):
        return False
    verbs = _draw_verbs(lang)
    nouns = any(t.text in verbs and not _draws(t) for t in tags)
    return nouns and not any(_draws(t) or has(t, TagKind.DRAWN) for t in tags)


@cache
def _draw_verbs(lang: str) -> frozenset[str]:
    """The one-word verbs of drawing of `lang` and English, as the tags write them."""
    return frozenset(
        normalize(w) for source in dict.fromkeys((lang, "en")) for w in all_entries(source)[Cmd.DRAW.value]
        if " " not in w.strip()
    )  # fmt: skip


def _draws(tag: Tag) -> bool:
    return any(m.kind is TagKind.CMD and m.value is Cmd.DRAW for m in meanings(tag))


def _not_drawing(tag: Tag, lang: str) -> Tag:
    if (tag.text,) in word_class(lang, "game"):
        return Tag(TagKind.FILLER, None, tag.text)
    rest = tuple(m for m in meanings(tag) if not (m.kind is TagKind.CMD and m.value is Cmd.DRAW))
    if not rest:
        return Tag(TagKind.UNKNOWN, None, tag.text)
    if len(rest) == 1:
        return Tag(rest[0].kind, rest[0].value, tag.text)
    return Tag(TagKind.MULTI, rest, tag.text)


@cache
def _articles(lang: str) -> frozenset[str]:
    """The articles and demonstratives of the catalogue's "article" words, one word each."""
    return frozenset(
        normalize(w) for w in all_entries(lang)["article"] if " " not in w.strip() and normalize(w)
    )


def pile_drawn_from(tags: list[Tag], lang: str) -> list[Tag]:
    """ "destapa una carta de la pila", "draai een kaart van de stapel om", "get the next one off
    the pile": beside a verb of drawing or "the next one" and a word for "from", an everyday word
    for a pile is the stock, the one pile a card is drawn from (alone, Catalan "pila" is a
    foundation)."""
    drawn = any(
        (m.kind is TagKind.CMD and m.value is Cmd.DRAW) or m.kind is TagKind.DRAWN
        for t in tags
        for m in meanings(t)
    )
    if not drawn or not any(pick(t, TagKind.FROM) for t in tags):
        return tags
    piles = numbered_piles(lang)
    return [Tag(TagKind.PILE, PileKind.STOCK, t.text) if t.text in piles else t for t in tags]


# what may stand beside a verb of taking and "the next one" in a draw: "from the stock", "card"
_BESIDE_THE_NEXT = frozenset(
    {TagKind.FROM, TagKind.CARDWORD, TagKind.FILLER, TagKind.ARTICLE, TagKind.PRONOUN}
)


def takes_the_next(tags: list[Tag], lang: str) -> bool:
    """ "take the next one", "pak de volgende", "agafa la següent", "uzmi sljedeću": a verb of
    taking, no verb of placing ("put the next one" says nothing of where), whose only object is
    what a draw takes draws."""
    placing = placing_words(lang)
    verbs = [t for t in tags if has(t, TagKind.MOVE)]
    if not verbs or any(t.text in placing for t in verbs) or not any(has(t, TagKind.DRAWN) for t in tags):
        return False
    return all(
        has(t, TagKind.MOVE)
        or has(t, TagKind.DRAWN)
        or has(t, TagKind.FROM)  # "off the pile": "off" is a switch's word too
        or t.kind is TagKind.Q
        or ((pile := pick(t, TagKind.PILE)) is not None and pile.value is PileKind.STOCK)
        or all(m.kind in _BESIDE_THE_NEXT for m in meanings(t))
        for t in tags
    )


def all_of_a_rank(tags: list[Tag], lang: str) -> None:
    """ "all the aces to the foundation", "sve aseve na temelj", "manda su tutti gli assi", "sobe
    os ases todos": a one-word command of the whole board ("all", "sve") or a word for every
    copy ("tutti", "todos") said before a rank, an article or two between, or a word for every
    copy said right after it, says every copy of that rank, as Dutch "alle azen" does; it reads
    no board there."""
    articles, every = _articles(lang), every_copy_words(lang)
    for i, t in enumerate(tags):
        board = any(m.kind is TagKind.CMD and m.value is Cmd.BOARD for m in meanings(t))
        copies = t.text in every and (board or t.kind is TagKind.UNKNOWN)
        if " " in t.text or not (board or copies):
            continue
        k = i + 1
        while k < len(tags) and tags[k].text in articles:
            k += 1
        if (k < len(tags) and tags[k].kind is TagKind.RANK) or (
            copies and i and tags[i - 1].kind is TagKind.RANK
        ):
            tags[i] = Tag(TagKind.FILLER, None, t.text)


def plural_digits(tags: list[Tag], lang: str) -> None:
    """ "the two 7s of hearts", "de twee 7en van harten": a rank in digits with a plural ending
    glued on (`countwords.digit_plurals`), before the word for "of" and a suit, is that rank in
    the plural, as "sevens" is; never the 7 of spades that "7s" alone names, nor the 2 that
    "twee ... van harten" would leave once "7en" is passed over."""
    endings = digit_plurals(lang)
    for i, t in enumerate(tags[:-1]):
        digits = t.text.rstrip("abcdefghijklmnopqrstuvwxyz'")
        if digits not in _RANK_DIGITS or t.text[len(digits) :] not in endings:
            continue
        k = i + 1
        if has(tags[k], TagKind.FILLER) or has(tags[k], TagKind.FROM):
            k += 1  # "of", "van", "de"
        if k < len(tags) and pick(tags[k], TagKind.SUIT) is not None and pick(tags[k], TagKind.RANK) is None:
            tags[i] = Tag(TagKind.RANK, int(digits), t.text)


_RANK_DIGITS = frozenset(str(n) for n in range(2, 11))


def tops_of_each_column(tags: list[Tag], lang: str) -> None:
    """ "the top card of each column", "la carta de dalt de cada columna", "karte na vrhu svakog
    stupca": the words for the exposed cards, then a word for "each" and the word for column
    (no number after it) are the exposed cards, all of them; the place and the words that
    join it are passed over as small words."""
    each = {words[0] for words in each_words(lang) if len(words) == 1}
    tops = next((i for i, t in enumerate(tags) if _exposed(t)), None)
    if tops is None:
        return
    for j in range(tops + 1, len(tags) - 1):
        if tags[j].text not in each:
            continue
        column = pick(tags[j + 1], TagKind.PILE)
        numbered = j + 2 < len(tags) and has(tags[j + 2], TagKind.NUM)
        between = tags[tops + 1 : j]
        if column is None or column.value is not PileKind.COLUMN or numbered:
            return
        joining = (TagKind.FILLER, TagKind.FROM, TagKind.CARDWORD, TagKind.ARTICLE)
        if all(any(has(t, kind) for kind in joining) for t in between):
            for k in range(tops + 1, j + 2):
                if not has(tags[k], TagKind.CARDWORD):
                    tags[k] = Tag(TagKind.FILLER, None, tags[k].text)
        return


def shown_as(tags: list[Tag], lang: str) -> None:
    """ "show me the board as a grid", "laat het bord als raster zien", "ensenya'm el tauler en
    una graella compacta", "fammi vedere il tavolo a griglia, compatto": the board named before
    a word of manner and the way of showing it after is what that way shows; the grid is
    meant, and the board's word is passed over, with the words said of the grid around its
    word ("compact", "with the card names")."""
    manners, described = manner_words(lang), grid_words(lang)
    words = [t.text for t in tags]
    for at in range(1, len(tags)):
        if not (n := _tags_said(words, manners, at)):
            continue
        k = at + n
        while k < len(tags) and (has(tags[k], TagKind.ARTICLE) or tags[k].kind is TagKind.FILLER):
            k += 1
        while k < len(tags) and (d := _tags_said(words, described, k)):
            k += d  # "a compact grid"
        if k == len(tags) or not _says(tags[k], Cmd.SHOW):
            continue
        boards = [b for b in range(at) if _says(tags[b], Cmd.BOARD)]
        if not boards:
            return
        passed = [*boards, *range(at, k)]
        k += 1
        while k < len(tags) and (d := _tags_said(words, described, k)):
            passed += range(k, k + d)  # "una graella compacta", "s imenima karata"
            k += d
        for b in passed:
            if not _says(tags[b], Cmd.SHOW):
                tags[b] = Tag(TagKind.FILLER, None, tags[b].text)
        return


def grid_described(tags: list[Tag], lang: str) -> None:
    """ "show me a compact grid", "prikaži mrežu s imenima karata", "ensenya'm una graella
    compacta": the words said of the grid right before or after its word are passed over
    when no board is named, as they are when it is (`shown_as`), and so is the article before
    them, never the number it may also be (Dutch "een raster", Portuguese "uma grelha"). Only
    the grid's noun, never a verb of showing: "show short" says nothing of a grid."""
    described = grid_words(lang)
    words = [t.text for t in tags]
    for k, tag in enumerate(tags):
        if not all(m.kind is TagKind.CMD and m.value is Cmd.SHOW for m in meanings(tag)):
            continue
        passed = [b for b in range(k) if _tags_said(words, described, b) == k - b]
        first = min(passed, default=k)
        if first and has(tags[first - 1], TagKind.ARTICLE):
            first -= 1  # "een raster": a grid, never column 1
        before = range(first, k)
        after = k + 1
        while after < len(tags) and (d := _tags_said(words, described, after)):
            after += d
        for b in [*before, *range(k + 1, after)]:
            tags[b] = Tag(TagKind.FILLER, None, tags[b].text)


def _says(tag: Tag, cmd: Cmd) -> bool:
    return any(m.kind is TagKind.CMD and m.value is cmd for m in meanings(tag))


def _tags_said(texts: Sequence[str], phrases: frozenset[tuple[str, ...]], at: int) -> int:
    """How many tags from `at` on one of `phrases` takes, said in their words whole; 0 when
    none."""
    best, said = 0, tuple[str, ...]()
    for n in range(1, len(texts) - at + 1):
        said = (*said, *texts[at + n - 1].split())
        if said in phrases:
            best = n
        if not any(p[: len(said)] == said for p in phrases):
            break
    return best


def _exposed(tag: Tag) -> bool:
    return any(m.kind is TagKind.CMD and m.value is Cmd.EXPOSED for m in meanings(tag))


def draws_undone(tags: list[Tag], lang: str, apart: frozenset[int] = frozenset()) -> None:
    """ "undo the last draw", "annulla l'ultima pescata", "maak die trekking ongedaan", "take
    back that draw", "riprendi la pescata": a noun of a draw said after a word of undoing or
    redoing (or before it, as Dutch says "ongedaan" last), only small words, a count or "last"
    between, is the action taken back, as "the move" is, and draws nothing. Said so beside a
    verb of taking back ("take back", "neem ... terug", "riprendi"), the verb undoes: it takes
    back no card. `apart`: the tags that begin a clause; "undo, draw" says two commands."""
    nouns = draw_nouns(lang)
    for i, t in enumerate(tags):
        if tuple(t.text.split()) not in nouns:
            continue
        said = (_past_small(tags, i, -1, lang, apart), _past_small(tags, i, 1, lang, apart))
        beside = [k for k in said if k is not None]
        if not any(_undoes(tags[k]) for k in beside):
            backs = [k for k in beside if all(m.kind is TagKind.BACK for m in meanings(tags[k]))]
            if not backs:
                continue
            _taking_back_undoes(tags, backs[0], beside[0])
        tags[i] = Tag(TagKind.CARDWORD, None, t.text)


def _taking_back_undoes(tags: list[Tag], back: int, before: int) -> None:
    """The verb of taking back said with `back` ("take" of "take back", "neem" of "neem ...
    terug", or the word itself: "riprendi") made the word of an undo, and "back" passed over."""
    if back and has(tags[back - 1], TagKind.MOVE):
        verb = back - 1  # "take back that draw"
    elif before < back and has(tags[before], TagKind.MOVE):
        verb = before  # "neem die trekking terug"
    else:
        verb = back  # "riprendi la pescata"
    tags[back] = Tag(TagKind.FILLER, None, tags[back].text)
    tags[verb] = Tag(TagKind.CMD, Cmd.UNDO, tags[verb].text)


def _undoes(tag: Tag) -> bool:
    return any(m.kind is TagKind.CMD and m.value in (Cmd.UNDO, Cmd.REDO) for m in meanings(tag))


def _past_small(tags: list[Tag], i: int, step: int, lang: str, apart: frozenset[int]) -> int | None:
    """The first word from `i` on, going by `step`, that is no small word, count or "last",
    within the clause of `i`; None when the clause ends first, or at a word that joins two
    commands ("and", "then")."""
    joining, lasts = set(then_words(lang)), last_words(lang)
    k = i + step
    while 0 <= k < len(tags) and (k if step > 0 else k + 1) not in apart:
        t, said = tags[k], tuple(tags[k].text.split())
        if said in joining:
            return None
        if not (all(m.kind in _BEFORE_A_NOUN for m in meanings(t)) or said in lasts):
            return k
        k += step
    return None


# the words that may stand between a word of undoing and the noun of a draw: "the", "that", "my", "3"
_BEFORE_A_NOUN = frozenset({TagKind.ARTICLE, TagKind.FILLER, TagKind.PRONOUN, TagKind.NUM, TagKind.ORDINAL})
