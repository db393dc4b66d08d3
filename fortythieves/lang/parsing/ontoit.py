""" "Harten 10 erop", "o valete em cima dela", "il fante lì sopra", "la sota a sobre": a card,
then words that say "onto it" as one phrase, ending the line. The phrase is read as a word
for "onto" and "it", so the card goes onto what was named, moved or read last, as "the 3
of spades on it" does; a line that asks or names no card is left as it was."""

from __future__ import annotations

from functools import cache

from fortythieves.lang.concepts import Phrase
from fortythieves.lang.linkwords import onto_it_words
from fortythieves.lang.tags import Tag, TagKind, has, pick


def onto_it_said(tags: list[Tag], lang: str) -> list[Tag]:
    """`tags` with an "onto it" phrase that ends the line after a card read as "onto" and a
    pronoun; `tags` unchanged when there is none, no card before it, or a question mark."""
    if any(t.kind is TagKind.Q for t in tags):
        return tags
    end = len(tags)  # small words said after the phrase ("erop dan", "on it please") are passed over
    while end > 1 and tags[end - 1].kind is TagKind.FILLER and _phrase_at(tags, end, lang) is None:
        end -= 1
    found = _phrase_at(tags, end, lang)
    if found is None:
        return tags
    cut, phrase = found
    if not card_in(tags[:cut]):
        return tags
    said = " ".join(phrase)
    # the small words after the phrase say nothing: the pronoun ends the line, as in "on it"
    return [*tags[:cut], Tag(TagKind.TO, None, said), Tag(TagKind.PRONOUN, None, said)]


def _phrase_at(tags: list[Tag], end: int, lang: str) -> tuple[int, Phrase] | None:
    """Where the longest "onto it" phrase that ends right before `end` begins, and that
    phrase; None when none ends there on the bounds of the line's words."""
    last = tags[end - 1].text.rsplit(" ", 1)[-1] if end else ""
    ending = _by_last_word(lang).get(last)
    if ending is None:
        return None
    words = [w for t in tags[:end] for w in t.text.split()]
    for phrase in ending:
        n = len(phrase)
        if n >= len(words) or tuple(words[-n:]) != phrase:
            continue
        cut, taken = end, 0
        while cut > 0 and taken < n:
            cut -= 1
            taken += len(tags[cut].text.split())
        if taken == n:  # else the phrase begins inside a group of words read as one
            return cut, phrase
    return None


@cache
def _by_last_word(lang: str) -> dict[str, tuple[Phrase, ...]]:
    """The "onto it" phrases by the word they end with, longest first: only those are compared."""
    found: dict[str, list[Phrase]] = {}
    for phrase in onto_it_words(lang):
        found.setdefault(phrase[-1], []).append(phrase)
    return {w: tuple(phrases) for w, phrases in found.items()}


def card_in(tags: list[Tag]) -> bool:
    """Whether a card or a rank is said: a card's name, a rank, a number with a suit, or
    a number after an article ("o 10", "el 7": the card, never column 10)."""
    if any(pick(t, TagKind.CARD, TagKind.RANK) for t in tags):
        return True
    if any(pick(t, TagKind.NUM) for t in tags) and any(pick(t, TagKind.SUIT) for t in tags):
        return True
    return any(pick(t, TagKind.NUM) and i and has(tags[i - 1], TagKind.ARTICLE) for i, t in enumerate(tags))
