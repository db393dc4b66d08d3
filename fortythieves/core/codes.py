"""Deal codes `FT1-<variant letter>-<7 characters>` and the shuffle they stand for.

The seven characters are six of payload and one check character, all from an alphabet
without the characters that are easily confused when typed or read aloud (no 0, O, 1,
I, L, B, G, S, U, V, Z). The shuffle is ours, fixed forever: SplitMix64 seeded from the
variant letter and the payload, and a Fisher-Yates shuffle drawing unbiased bounded
numbers by rejection. The same code deals the same board on every platform.

The check character makes the weighted sum of the seven other characters and itself
zero mod 25. Each counts as its place in ALPHABET (0 to 24); the variant letter counts
as its place in ALPHABET plus 8 (N, the standard game, counts 0), and I, L, U and S,
which a payload never holds, count 1, 2, 4 and 8. The weights from the variant letter
to the check character are 2, 1, 2, 1, 2, 1, 2, 1. Every weight is a unit mod 25, so
one wrong character always changes the sum; neighbours' weights differ by 1, so swapping
two different neighbours changes the sum by the difference of their values. That holds
for the variant letter and the first payload character too, because a letter counts the
same there up to the shift of 8 (a swap of F and M changes the sum by 4). Any one wrong
character and any swap of neighbours is refused, never dealt as another game.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.variants import Variant, by_letter

ALPHABET = "23456789ACDEFHJKMNPQRTWXY"
PREFIX = "FT1"
PAYLOAD_LENGTH = 6
_MASK = (1 << 64) - 1
T = TypeVar("T")
# New deals draw from the operating system's randomness, as `secrets` does, without
# loading OpenSSL at start; a script that wants the same deals each run puts a seeded
# `random.Random` here.
DRAW: random.Random = random.SystemRandom()


class CodeProblem(Enum):
    EMPTY = "empty"
    PREFIX = "prefix"  # does not start with FT1
    VARIANT = "variant"  # unknown variant letter
    LENGTH = "length"  # not seven characters after the variant letter
    CHARACTER = "character"  # a character codes never use
    CHECK = "check"  # the check character does not match: a typing mistake


class CodeError(ValueError):
    def __init__(self, problem: CodeProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True, slots=True)
class DealCode:
    """A deal's code: its variant and the six characters that fix the shuffle."""

    variant: Variant
    payload: str  # six characters of ALPHABET

    def __str__(self) -> str:
        return f"{PREFIX}-{self.variant.letter}-{self.payload}{_check(self.variant, self.payload)}"

    @property
    def seed(self) -> int:
        value = 0
        for ch in self.payload:
            value = value * len(ALPHABET) + ALPHABET.index(ch)
        return (value << 8) | ord(self.variant.letter)

    @classmethod
    def random(cls, variant: Variant, rng: random.Random | None = None) -> DealCode:
        """A deal of `variant`; `rng` seeded gives the same deals again (measurements,
        tests); without it, `DRAW`, looked up at each call (transcripts replace it)."""
        draw = DRAW if rng is None else rng
        return cls(variant, "".join(draw.choice(ALPHABET) for _ in range(PAYLOAD_LENGTH)))

    @classmethod
    def among(cls, codes: Sequence[DealCode]) -> DealCode:
        """One of `codes`, drawn as random deals are (a script seeds both at once)."""
        return DRAW.choice(codes)

    @classmethod
    def parse(cls, text: str) -> DealCode:
        """Read a code, forgiving case, spaces and missing hyphens.

        >>> str(DealCode.parse("ft1 n 2345 67a"))
        Traceback (most recent call last):
        ...
        fortythieves.core.codes.CodeError: check: A
        """
        t = "".join(ch for ch in text.upper() if ch not in " -_.\t")
        if not t:
            raise CodeError(CodeProblem.EMPTY)
        if not t.startswith(PREFIX):
            raise CodeError(CodeProblem.PREFIX, t[:3])
        t = t[len(PREFIX) :]
        if not t:
            raise CodeError(CodeProblem.LENGTH, "")
        try:
            variant = by_letter(t[0])
        except KeyError:
            raise CodeError(CodeProblem.VARIANT, t[0]) from None
        body = t[1:]
        for ch in body:
            if ch not in ALPHABET:
                raise CodeError(CodeProblem.CHARACTER, ch)
        if len(body) != PAYLOAD_LENGTH + 1:
            raise CodeError(CodeProblem.LENGTH, body)
        payload, check = body[:-1], body[-1]
        if _check(variant, payload) != check:
            raise CodeError(CodeProblem.CHECK, check)
        return cls(variant, payload)


# What the variant letter counts in the check sum: as in the payload, shifted by 8.
_LETTER_SHIFT = 8
_NOT_IN_ALPHABET = {"I": 1, "L": 2, "U": 4, "S": 8}


def letter_value(letter: str) -> int:
    """What a variant letter counts in the check sum (distinct for every variant)."""
    if letter in ALPHABET:
        return (ALPHABET.index(letter) + _LETTER_SHIFT) % len(ALPHABET)
    return _NOT_IN_ALPHABET[letter]


def _check(variant: Variant, payload: str) -> str:
    """The character that makes the weighted sum zero mod 25 (see the module's notes)."""
    n = len(ALPHABET)
    values = [letter_value(variant.letter)] + [ALPHABET.index(ch) for ch in payload]
    total = sum((2 if i % 2 == 0 else 1) * value for i, value in enumerate(values))
    return ALPHABET[-total % n]


def splitmix64(seed: int) -> Iterator[int]:
    """SplitMix64 (Steele, Lea, Flood 2014): 64-bit outputs from a 64-bit state."""
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def shuffle(items: Sequence[T], seed: int) -> list[T]:
    """Fisher-Yates from the last place down, each index drawn without bias."""
    out = list(items)
    rng = splitmix64(seed)
    for i in range(len(out) - 1, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        x = next(rng)
        while x >= limit:
            x = next(rng)
        j = x % bound
        out[i], out[j] = out[j], out[i]
    return out


def dealing_order(code: DealCode) -> list[Card]:
    """The cards of the deal in the order they are dealt: row by row across the
    columns, then the stock with the next card to draw first."""
    deck = double_deck()
    if code.variant.aces_out:
        deck = [c for c in deck if c.rank != Rank.ACE]
    return shuffle(deck, code.seed)
