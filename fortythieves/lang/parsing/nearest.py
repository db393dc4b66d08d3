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


def nearest_word(word: str, lang: str) -> str | None:
    """The word of the player's language closest to `word` in edit distance (a letter
    added, dropped, changed or two swapped; a swap of the same letters first, then a letter
    typed twice; never the word as typed, which alone meant nothing): one edit
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
        if spelt == word:
            continue  # "drew" is known inside a phrase ("I drew"), and said alone means "draw"
        d = _distance(word, plain, limit + 1)
        same_letters = sorted(plain) == sorted(word)
        if d > limit:
            continue
        # a swap of the same letters first, then a letter typed twice ("pescaa": "pesca", not
        # "pescata"), then any other edit
        key = (d, 0 if same_letters else 1 if doubled(word, plain) else 2)
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
    # each spelling folded once: the catalogue says most words many times over
    spellings = dict.fromkeys(re.findall(r"[^\W_]+", " ".join(phrases).replace(",", " ")))
    for spelt in spellings:
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
