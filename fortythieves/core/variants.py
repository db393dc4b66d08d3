"""The standard game and its eight variants, as data."""

from __future__ import annotations

import re
from dataclasses import dataclass

from fortythieves.core.rules import Build, Rule


@dataclass(frozen=True, slots=True)
class Variant:
    key: str
    letter: str
    columns: int
    rows: int
    face_down: int  # face-down cards at the bottom of each column
    build: Build
    sequences: bool  # correctly built runs move as one action
    draw: int  # cards turned from the stock at a time
    redeals: int
    aces_out: bool  # the eight aces start on the foundations
    aliases: tuple[str, ...] = ()

    @property
    def dealt(self) -> int:
        return self.columns * self.rows

    @property
    def card_count(self) -> int:
        return 96 if self.aces_out else 104

    @property
    def stock_size(self) -> int:
        return self.card_count - self.dealt

    @property
    def rules(self) -> tuple[Rule, ...]:
        """The rules that apply, in the order the sheet gives them."""
        return (
            Rule.ONE_CARD,
            *((Rule.SEQUENCES,) if self.sequences else ()),
            Rule.BUILD,
            Rule.NOTHING_ON_ACE,
            Rule.EMPTY_COLUMN,
            Rule.FOUNDATION_SUITS,
            Rule.FOUNDATION_BUILD,
            Rule.TAKE_BACK,
            Rule.STOCK,
            Rule.WASTE,
            *((Rule.FACE_DOWN,) if self.face_down else ()),
            Rule.WIN,
        )


STANDARD = Variant(
    "forty-thieves", "N", 10, 4, 0, Build.SAME_SUIT, False, 1, 0, False,
    ("big-forty", "le-cadran", "napoleon-at-st-helena", "napoleon",
     "roosevelt-at-san-juan", "forty", "standard"),
)  # fmt: skip
VARIANTS: tuple[Variant, ...] = (
    STANDARD,
    Variant("indian", "I", 10, 3, 1, Build.OTHER_SUIT, False, 1, 0, False),
    Variant("limited", "L", 12, 3, 0, Build.SAME_SUIT, False, 1, 0, False),
    Variant("little-forty", "F", 10, 4, 0, Build.OTHER_SUIT, True, 3, 3, False),
    Variant("lucas", "U", 13, 3, 0, Build.SAME_SUIT, False, 1, 0, True),
    Variant("maria", "M", 9, 4, 0, Build.OTHER_COLOUR, False, 1, 0, False),
    Variant("number-ten", "X", 10, 4, 2, Build.OTHER_COLOUR, True, 1, 0, False, ("number-10",)),
    Variant("rank-and-file", "R", 10, 4, 3, Build.OTHER_COLOUR, True, 1, 0, False),
    Variant("streets", "S", 10, 4, 0, Build.OTHER_COLOUR, False, 1, 0, False),
)

_BY_NAME: dict[str, Variant] = {}
for _v in VARIANTS:
    for _name in (_v.key, *_v.aliases):
        _BY_NAME[_name] = _v
_BY_LETTER = {v.letter: v for v in VARIANTS}


def _slug(name: str) -> str:
    name = name.lower().replace("st.", "st").replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "-", name).strip("-")


def get_variant(name: str) -> Variant:
    """Find a variant by key or alias, forgiving case, spaces and punctuation.

    >>> get_variant("Napoleon at St. Helena").key
    'forty-thieves'
    """
    try:
        return _BY_NAME[_slug(name)]
    except KeyError:
        raise KeyError(name) from None


def by_letter(letter: str) -> Variant:
    return _BY_LETTER[letter.upper()]
