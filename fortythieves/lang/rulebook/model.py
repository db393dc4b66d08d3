"""The rules sheet as data: sections of paragraphs, lists and one table, grouped in
parts under a title. No language here: the content modules fill it, the formats of
`fortythieves.rulesheet` lay it out."""

from __future__ import annotations

from dataclasses import dataclass

# Command words inside block text are wrapped in these two characters (from Unicode's
# private use area), so that HTML can show them as <kbd> and Markdown as `code`;
# `plain()` removes them.
COMMAND_OPEN = "\ue000"
COMMAND_CLOSE = "\ue001"


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Items:
    """A list; each item is a sentence of its own."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """The scoring table: a caption, two header cells, rows of (label, value), and the
    same rows as sentences for speech and braille."""

    caption: str
    header: tuple[str, str]
    rows: tuple[tuple[str, str], ...]
    sentences: tuple[str, ...]


Block = Paragraph | Items | Table


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
class Sheet:
    """A whole document: one part, or (with `--variant all`) the game and each variant."""

    lang: str
    title: str
    parts: tuple[Part, ...]


def command(text: str) -> str:
    """Mark `text` as words the player types."""
    return COMMAND_OPEN + text + COMMAND_CLOSE


def plain(text: str) -> str:
    """`text` without the command marks."""
    return text.replace(COMMAND_OPEN, "").replace(COMMAND_CLOSE, "")


def depth(key: str, keys: set[str]) -> int:
    """0 for a section, 1 for a sub-section (the parts of "playing", and the variants'
    summaries under "variants")."""
    if key.startswith("playing-"):
        return 1
    return 1 if key.startswith("variant-") and "variants" in keys else 0
