"""The sheet as plain text: command words in the language's quotation marks, one line
per paragraph, list item or table row. Printed by `fortythieves rules`, spoken by the
WAV format, and read out one section at a time by the in-game `rules` command."""

from __future__ import annotations

import re

from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import (
    COMMAND_CLOSE,
    COMMAND_OPEN,
    Items,
    Paragraph,
    Picture,
    Section,
    Sheet,
    unforeign,
)

_COMMANDS = re.compile(COMMAND_OPEN + "(.*?)" + COMMAND_CLOSE, re.S)


def quotation_marks(t: Translator) -> str:
    # Translators: quotation marks around words the player types, in the plain text of the rules
    # ("draw", «draw», „draw“); {text} is the words.
    return t.pgettext("quotation marks", "\u201c{text}\u201d")


def quoted(t: Translator, text: str, keep_marks: bool = False) -> str:
    """`text` with the command words in the language's quotation marks, for plain text;
    `keep_marks` keeps the command marks inside the quotes (braille writes commands
    uncontracted)."""
    text = unforeign(text)
    if COMMAND_OPEN not in text:
        return text
    marks = quotation_marks(t)
    inner = (COMMAND_OPEN + "{}" + COMMAND_CLOSE) if keep_marks else "{}"
    return _COMMANDS.sub(lambda m: marks.format(text=inner.format(m.group(1))), text)


def section_text(t: Translator, section: Section) -> str:
    """Plain text: the title, then one line per paragraph, list item or table row, and
    the picture as its description. A table is read as its sentences, one per row, each
    cell named: the variants table is too wide for 80 characters in every language, and
    a screen reader reads aligned columns as bare values with no header beside them."""
    lines = [section.title]
    for block in section.blocks:
        if isinstance(block, Paragraph):
            lines.append(block.text)
        elif isinstance(block, Items):
            lines.extend(block.items)
        elif isinstance(block, Picture):
            lines.append(block.description)
        else:
            lines.extend(block.sentences)
    return quoted(t, "\n".join(lines))


def sheet_text(t: Translator, sheet: Sheet) -> str:
    """The whole sheet as plain text: a blank line between sections."""
    chunks = [quoted(t, sheet.title)]
    for part in sheet.parts:
        if part.title:
            chunks.append(quoted(t, part.title))
        chunks += [section_text(t, s) for s in part.sections]
    return "\n\n".join(chunks) + "\n"
