"""The word of the player's language nearest a word the game does not know, by edit
distance: "drwa" is "draw", "quen" is "queen"."""

from __future__ import annotations

import re
from functools import cache

from fortythieves.lang.cardnames import card_names
from fortythieves.lang.folding import doubled, normalize
from fortythieves.lang.i18n import translator
from fortythieves.lang.lexicon import all_entries


def replace_word(text: str, wrong: str, right: str) -> str:
    """`text` with the first word that reads as `wrong` spelt `right`."""
    for m in re.finditer(r"[^\W_]+", text):
        if normalize(m.group()) == wrong:
            return text[: m.start()] + right + text[m.end() :]
    return text


def suggest(word: str, lang: str) -> str | None:
    """The nearest word of the player's language, for an unknown word ("drwa": "draw")."""
    return nearest_word(normalize(word), lang)


def spelt_right(word: str, right: str, lang: str) -> bool:
    """Whether `word`, folded, is a word of the language typed as meant rather than a slip of
    `right`: a word the game writes in its own replies ("daar", "pot", "tako"), or `right`
    with an ending added that is no letter typed twice, a form of it ("normals", "nastavim";
    "trekk" is a slip). Such a word is never offered as corrected: "leg die daar maar op" is
    no "leg die waar maar op"."""
    if word in _written(lang):
        return True
    right = normalize(right)
    return len(right) >= 4 and word.startswith(right) and not doubled(word, right)


@cache
def _written(lang: str) -> frozenset[str]:
    """The words of the game's own sentences in `lang`, folded (never a word class's)."""
    said = " ".join(s for s in translator(lang).sentences() if "|" not in s)
    return frozenset(normalize(w) for w in re.findall(r"[^\W\d_]+", re.sub(r"\{\w*\}", " ", said)))


def nearest_word(word: str, lang: str) -> str | None:
    """The word of the player's language closest to `word` in edit distance (a letter
    added, dropped, changed or typed out of its place ("vrai": "vira"), or two swapped; a
    word of the same letters first, then a letter typed twice; never the word as typed,
    which alone meant nothing): one edit for a word
    of three to five letters, two for a longer one; None when two words are equally close.
    Only a word that means something alone is offered (a command, a card, a place: never a
    word the catalogue has only inside a phrase, "recomanat"), and for a word of three
    letters, or a word of the language that only means nothing alone ("cima", "drew"), only
    a command ("que" is no slip of "toque"); a command is nearer than any other word as
    close. An elision typed without its apostrophe ("las", "sull8") is the elided word
    and the word after it ("l'as", "sull'8")."""
    if len(word) < 3:
        return None
    if (elided := _elision(word, lang)) is not None:
        return elided
    limit = 1 if len(word) <= 5 else 2
    commands_only = len(word) == 3 or word in _words(lang)
    best: list[str] = []
    best_key = (limit + 1, 0, 0)
    mask = _letter_mask(word)
    by_length = _candidates(lang)
    for size in range(len(word) - limit, len(word) + limit + 1):
        for plain, spelt, letters, command in by_length.get(size, ()):
            # an edit brings in one letter at most and takes out one at most: most words are
            # passed over at once
            if (letters & ~mask).bit_count() > limit or (mask & ~letters).bit_count() > limit:
                continue
            if spelt == word or (commands_only and not command):
                continue  # "drew" is known inside a phrase ("I drew"), and said alone means "draw"
            same_letters = sorted(plain) == sorted(word)
            # one letter typed out of its place ("vrai": "vira") is one slip, as a swap is
            d = 1 if same_letters and _one_moved(word, plain) else _distance(word, plain, limit + 1)
            if d > limit:
                continue
            # a swap of the same letters first, then a letter typed twice ("pescaa": "pesca", not
            # "pescata"), then any other edit; at each, a command first ("rova": "roba", not "roja")
            key = (d, 0 if same_letters else 1 if doubled(word, plain) else 2, 0 if command else 1)
            if key < best_key:
                best, best_key = [spelt], key
            elif key == best_key and spelt not in best:
                best.append(spelt)
    return best[0] if len(best) == 1 else None


def _elision(word: str, lang: str) -> str | None:
    """ "las" as "l'as", "sull8" as "sull'8": the word split after an elided word of the
    catalogue into that word and a card's, a place's or a number, when exactly one split
    does."""
    found = {
        f"{word[:k]}'{word[k:]}"
        for k in range(1, len(word))
        if word[:k] in _elided(lang) and (word[k:].isdigit() or word[k:] in _meaning(lang))
    }
    return found.pop() if len(found) == 1 else None


@cache
def _elided(lang: str) -> frozenset[str]:
    """The catalogue's words written with an apostrophe for a vowel left out ("l'", "sull'"),
    folded, without it."""
    phrases = (p for key, items in all_entries(lang).items() if key != "ordinals" for p in items)
    return frozenset(normalize(w[:-1]) for p in phrases for w in p.split() if w[-1:] in ("'", "\u2019"))


@cache
def _candidates(lang: str) -> dict[int, tuple[tuple[str, str, int, bool], ...]]:
    """The words that mean something alone (`_meaning`), by length: each folded, as
    spelt, its letters as a mask and whether it is a command. Built once per language, so
    that a word not known is compared only with words of a length it could be a slip of,
    and a word of other letters is passed over by one integer operation."""
    meant = _meaning(lang)
    out: dict[int, list[tuple[str, str, int, bool]]] = {}
    for plain, spelt in _words(lang).items():
        if plain in meant:
            out.setdefault(len(plain), []).append((plain, spelt, _letter_mask(plain), meant[plain]))
    return {size: tuple(rows) for size, rows in out.items()}


def _letter_mask(word: str) -> int:
    """The set of a word's letters as the bits of an integer, so that the letters one word
    has and another has not are counted by one integer operation."""
    mask = 0
    for letter in word:
        mask |= 1 << ord(letter)  # folded words keep a few letters beyond a to z ("ij", "đ")
    return mask


@cache
def _meaning(lang: str) -> dict[str, bool]:
    """The words that mean something alone in the player's language, folded, each with
    whether it is a command (a verb or a command's word): filler words are left out."""
    from fortythieves.lang.tags import TagKind
    from fortythieves.lang.tokenizer import lexicon  # the lexicon loads with the parser

    own = _words(lang, shortest=1)
    out: dict[str, bool] = {}
    for key, tags in lexicon(lang).phrases.items():
        if len(key) == 1 and key[0] in own and any(t.kind is not TagKind.FILLER for t in tags):
            out[key[0]] = any(t.kind in (TagKind.CMD, TagKind.MOVE) for t in tags)
    return out


@cache
def _words(lang: str, shortest: int = 3) -> dict[str, str]:
    """Every single word of the player's language the parser knows (commands, card names,
    places) of at least `shortest` letters, folded, with its spelling in the catalogue."""
    out: dict[str, str] = {}
    skip = {"letter-ranks", "letter-suits", "letter-piles", "stop-choices"}
    phrases = [p for key, items in all_entries(lang).items() if key not in skip for p in items]
    phrases += card_names(translator(lang))
    # each spelling folded once: the catalogue says most words many times over
    spellings = dict.fromkeys(re.findall(r"[^\W_]+", " ".join(phrases).replace(",", " ")))
    for spelt in spellings:
        plain = normalize(spelt)
        if len(plain) >= shortest:
            out.setdefault(plain, spelt.lower())
    return out


def _one_moved(a: str, b: str) -> bool:
    """Whether `b` is `a` with one letter taken out and put back elsewhere."""
    return any(
        a[:i] + a[i + 1 :] == b[:j] + b[j + 1 :] for i in range(len(a)) for j in range(len(b)) if a[i] == b[j]
    )


def _distance(a: str, b: str, cap: int) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count one), stopping at `cap`. Written
    with plain comparisons, not `min`: it runs for every near word of every word not known."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        here, before = a[i - 1], a[i - 2] if i > 1 else ""
        cur = [i]
        lowest = i
        for j in range(1, len(b) + 1):
            there = b[j - 1]
            best = prev[j - 1] + (here != there)
            if prev[j] + 1 < best:
                best = prev[j] + 1
            if cur[j - 1] + 1 < best:
                best = cur[j - 1] + 1
            if before and j > 1 and here == b[j - 2] and before == there and prev2[j - 2] + 1 < best:
                best = prev2[j - 2] + 1
            cur.append(best)
            if best < lowest:
                lowest = best
        if lowest >= cap:
            return cap
        prev2, prev = prev, cur
    return prev[-1]
