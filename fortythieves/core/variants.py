"""The standard game and its eight variants, as data: rules, names and aliases.

A variant's English name is its msgid (context "variant name"), marked with `NC_` for the
catalogue; `lang.variant_names` translates it. Aliases are the other names the game is
known by (as PySolFC registers a game with its alternate names), found by `get_variant`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fortythieves.core.marker import NC_
from fortythieves.core.rules import Build, Rule


@dataclass(frozen=True, slots=True)
class Variant:
    """A variant of the game: its layout, its letter in deal codes and its rules."""

    key: str
    name: str  # in English: the msgid of its name in every language
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


# fmt: off
STANDARD = Variant(
    "forty-thieves",
    # Translators: the name of the game, as in the title "The rules of Forty Thieves". The user's
    # Catalan and Dutch texts call it "Quarante Voleurs"; use the name players of your language know.
    NC_("variant name", "Forty Thieves"),
    "N", 10, 4, 0, Build.SAME_SUIT, False, 1, 0, False,
    ("big-forty", "le-cadran", "napoleon-at-st-helena", "napoleon",
     "roosevelt-at-san-juan", "forty", "standard"),
)
# key, name, letter, columns, rows, face down, build, sequences, draw, redeals, aces out, aliases
VARIANTS: tuple[Variant, ...] = (
    STANDARD,
    # Translators: the name of a variant of Forty Thieves (10 columns of 3, building in any other suit).
    Variant("indian", NC_("variant name", "Indian"), "I", 10, 3, 1, Build.OTHER_SUIT, False, 1, 0, False),
    # Translators: the name of a variant of Forty Thieves (12 columns of 3).
    Variant("limited", NC_("variant name", "Limited"), "L", 12, 3, 0, Build.SAME_SUIT, False, 1, 0, False),
    # Translators: the name of a variant of Forty Thieves (3 cards drawn at a time, 3 redeals).
    Variant("little-forty", NC_("variant name", "Little Forty"), "F", 10, 4, 0, Build.OTHER_SUIT, True, 3, 3, False),
    # Translators: the name of a variant of Forty Thieves (13 columns of 3, the aces start on the foundations).
    Variant("lucas", NC_("variant name", "Lucas"), "U", 13, 3, 0, Build.SAME_SUIT, False, 1, 0, True),
    # Translators: the name of a variant of Forty Thieves (9 columns of 4, building in the other colour).
    Variant("maria", NC_("variant name", "Maria"), "M", 9, 4, 0, Build.OTHER_COLOUR, False, 1, 0, False),
    # Translators: the name of a variant of Forty Thieves (2 face-down cards in each column).
    Variant("number-ten", NC_("variant name", "Number Ten"), "X", 10, 4, 2, Build.OTHER_COLOUR, True, 1, 0, False,
            ("number-10",)),
    # Translators: the name of a variant of Forty Thieves (3 face-down cards in each column).
    Variant("rank-and-file", NC_("variant name", "Rank and File"), "R", 10, 4, 3, Build.OTHER_COLOUR, True, 1, 0, False),
    # Translators: the name of a variant of Forty Thieves (building in the other colour).
    Variant("streets", NC_("variant name", "Streets"), "S", 10, 4, 0, Build.OTHER_COLOUR, False, 1, 0, False),
)
# fmt: on


def _slug(name: str) -> str:
    name = name.lower().replace("st.", "st").replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "-", name).strip("-")


_BY_NAME: dict[str, Variant] = {}
for _v in VARIANTS:
    for _name in (_v.key, _slug(_v.name), *_v.aliases):
        _BY_NAME[_name] = _v
_BY_LETTER = {v.letter: v for v in VARIANTS}


def get_variant(name: str) -> Variant:
    """Find a variant by key, English name or alias, forgiving case, spaces and punctuation.

    >>> get_variant("Napoleon at St. Helena").key
    'forty-thieves'
    """
    try:
        return _BY_NAME[_slug(name)]
    except KeyError:
        raise KeyError(name) from None


def by_letter(letter: str) -> Variant:
    return _BY_LETTER[letter.upper()]
