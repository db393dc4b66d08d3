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
            lines.append(block.in_words)
        else:
            lines.extend(block.sentences)
    return quoted(t, "\n".join(lines))


_CODE = re.compile(r"\bFT1-[A-Z](?:-[0-9A-Z]{7})?-?(?![0-9A-Z])")


def _spelled_codes(t: Translator, text: str) -> str:
    """Deal codes one character at a time ("F T 1, N, 2 3 4 5 6 7 3"), so that speech
    never reads a code as a number in the millions."""
    # Translators: the separator between the groups of a spelled deal code ("F T 1, N, 2 3 4").
    separator = t.pgettext("code separator", ", ")
    return _CODE.sub(
        lambda m: separator.join(" ".join(group) for group in m.group(0).split("-") if group), text
    )


def sheet_speech(t: Translator, sheet: Sheet) -> list[tuple[str, str]]:
    """The sheet as chapters to be spoken, one per section: (title, text), the text the
    title and then each paragraph, list item or table row, blank lines between them, so
    that the title is said on its own; deal codes spelled. The sheet's title opens the
    first chapter, and a part's title (with `--variant all`) the first of its own."""
    chapters: list[tuple[str, str]] = []
    for part in sheet.parts:
        for index, section in enumerate(part.sections):
            lines = section_text(t, section).split("\n")
            if part.title and index == 0:
                lines.insert(0, quoted(t, part.title))
            if not chapters:
                lines.insert(0, quoted(t, sheet.title))
            text = "\n\n".join(_spelled_codes(t, line) for line in lines)
            chapters.append((quoted(t, section.title), text))
    return chapters


def speech_text(t: Translator, sheet: Sheet) -> str:
    """The whole sheet as one text to be spoken: the chapters of `sheet_speech`, each
    title and paragraph a paragraph of its own."""
    return "\n\n".join(text for _, text in sheet_speech(t, sheet))


def sheet_text(t: Translator, sheet: Sheet) -> str:
    """The whole sheet as plain text: a blank line between sections."""
    chunks = [quoted(t, sheet.title)]
    for part in sheet.parts:
        if part.title:
            chunks.append(quoted(t, part.title))
        chunks += [section_text(t, s) for s in part.sections]
    return "\n\n".join(chunks) + "\n"
