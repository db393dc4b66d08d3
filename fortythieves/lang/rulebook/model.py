"""The rules sheet as data: sections of paragraphs, lists, tables and a picture,
grouped in parts under a title. No language here: the content modules fill it, the formats of
`fortythieves.rulesheet` lay it out."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# Command words inside block text are wrapped in these two characters (from Unicode's
# private use area), so that HTML can show them as <kbd> and Markdown as `code`;
# `plain()` removes them.
COMMAND_OPEN = "\ue000"
COMMAND_CLOSE = "\ue001"
# Words in another language (a language's own name) are wrapped as OPEN code SEP words
# CLOSE, so that HTML can give them their `lang`; `plain()` keeps only the words.
FOREIGN_OPEN = "\ue002"
FOREIGN_SEP = "\ue003"
FOREIGN_CLOSE = "\ue004"
_FOREIGN = re.compile(
    FOREIGN_OPEN + "([^" + FOREIGN_SEP + "]*)" + FOREIGN_SEP + "(.*?)" + FOREIGN_CLOSE, re.S
)

PROGRAM = "fortythieves"  # the program the sheet describes, by its command name


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Items:
    """A list; each item is a sentence of its own."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A table: a caption, a header row, rows whose first cell heads the row (any
    number of columns, the same in every row), and the same rows as sentences for
    speech, plain text and braille, where a wide table cannot be laid out."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    sentences: tuple[str, ...]

    def __post_init__(self) -> None:
        if len(self.header) < 2 or any(len(row) != len(self.header) for row in self.rows):
            raise ValueError("every row of a table has one cell per header cell")
        if len(self.sentences) != len(self.rows):
            raise ValueError("a table has one sentence per row")


@dataclass(frozen=True)
class Face:
    """A face-up card as a picture draws it: its rank as the language writes it on a
    card ("10", Italian "R" for the king), its suit's sign ("♥"), and whether the suit is
    red."""

    rank: str
    sign: str
    red: bool


@dataclass(frozen=True)
class Picture:
    """A picture of a layout: each column from its first-dealt card, None for a
    face-down card; the foundations' top cards (None: empty); the stock's count; the
    waste's top card. `caption` and `legend` are shown beside it, `description` is its
    text alternative, `labels` the names drawn on it: stock, waste, foundations."""

    caption: str
    legend: str
    description: str
    columns: tuple[tuple[Face | None, ...], ...]
    foundations: tuple[Face | None, ...]
    stock: int
    waste: Face | None
    labels: tuple[str, str, str]

    @property
    def in_words(self) -> str:
        """The picture where none is drawn (plain text, Markdown, braille, speech): its
        caption, then the layout described, so the description never stands alone as if
        it were a rule."""
        return f"{self.caption}: {self.description}"


Block = Paragraph | Items | Table | Picture


@dataclass(frozen=True)
class Section:
    key: str  # language-neutral: "aim", "setup", ..., "variants", "variant-maria"
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Part:
    title: str | None  # None when the sheet has one part
    sections: tuple[Section, ...]


@dataclass(frozen=True)
class Labels:
    """The words a layout adds, in the sheet's language: the contents list's heading,
    the page numbers ("Page {page} of {pages}") and the quotation marks ("“{text}”")."""

    contents: str
    page: str
    quote: str


@dataclass(frozen=True)
class Sheet:
    """A whole document: one part, or (with `--variant all`) the game and each variant."""

    lang: str
    title: str
    parts: tuple[Part, ...]
    labels: Labels | None = None  # None: no contents list, no page numbers, plain quotes
    card: bool = False  # the quick-reference card: printed on one page where it fits


def command(text: str) -> str:
    """Mark `text` as words the player types."""
    return COMMAND_OPEN + text + COMMAND_CLOSE


def foreign(lang: str, text: str) -> str:
    """Mark `text` as words of the language `lang`."""
    return FOREIGN_OPEN + lang + FOREIGN_SEP + text + FOREIGN_CLOSE


def unforeign(text: str, wrap: Callable[[str, str], str] | None = None) -> str:
    """`text` with each foreign span as `wrap(lang, words)`, or as its words alone."""
    if FOREIGN_OPEN not in text:
        return text
    return _FOREIGN.sub(lambda m: wrap(m.group(1), m.group(2)) if wrap else m.group(2), text)


def plain(text: str) -> str:
    """`text` without the command and language marks."""
    return unforeign(text).replace(COMMAND_OPEN, "").replace(COMMAND_CLOSE, "")


def depth(key: str, keys: set[str]) -> int:
    """0 for a section, 1 for a sub-section (the parts of "playing", and the variants'
    summaries under "variants")."""
    if key.startswith("playing-"):
        return 1
    return 1 if key.startswith("variant-") and "variants" in keys else 0
