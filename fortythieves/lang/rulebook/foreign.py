"""Names in another language inside a sheet: the English names of the game and its
variants, and the French ones ("Le Cadran", "Quarante Voleurs"), marked with their
language so that a web page gives them their `lang` and a screen reader says them in
that language's voice."""

from __future__ import annotations

import re
from dataclasses import replace

from fortythieves.core.variants import VARIANTS
from fortythieves.lang.rulebook.model import (
    FOREIGN_CLOSE,
    FOREIGN_OPEN,
    Block,
    Items,
    Paragraph,
    Part,
    Picture,
    Section,
    Sheet,
    Table,
    foreign,
)

# The names, longest first so that "Forty Thieves" is not taken out of a longer name.
# Lucas and Maria are written alike in every language of the game, so they are left out.
_NAMES: tuple[tuple[str, str], ...] = tuple(
    sorted(
        {
            **{v.name: "en" for v in VARIANTS if v.name not in ("Lucas", "Maria")},
            "Big Forty": "en",
            "Napoleon at St. Helena": "en",
            "Roosevelt at San Juan": "en",
            "Le Cadran": "fr",
            "Quarante Voleurs": "fr",
        }.items(),
        key=lambda pair: -len(pair[0]),
    )
)
_PATTERN = re.compile(r"(?<!\w)(" + "|".join(re.escape(name) for name, _ in _NAMES) + r")(?!\w)")
_LANG = dict(_NAMES)
_MARKED = re.compile(FOREIGN_OPEN + ".*?" + FOREIGN_CLOSE, re.S)


def mark_names(lang: str, text: str) -> str:
    """`text` with each foreign name marked with its language, outside the spans already
    marked; names in `lang` itself stay as they are."""

    def mark(piece: str) -> str:
        return _PATTERN.sub(
            lambda m: m.group(1) if _LANG[m.group(1)] == lang else foreign(_LANG[m.group(1)], m.group(1)),
            piece,
        )

    out, last = [], 0
    for span in _MARKED.finditer(text):
        out += [mark(text[last : span.start()]), span.group(0)]
        last = span.end()
    out.append(mark(text[last:]))
    return "".join(out)


def _block(lang: str, block: Block) -> Block:
    if isinstance(block, Paragraph):
        return Paragraph(mark_names(lang, block.text))
    if isinstance(block, Items):
        return Items(tuple(mark_names(lang, item) for item in block.items))
    if isinstance(block, Table):
        return Table(
            mark_names(lang, block.caption),
            tuple(mark_names(lang, cell) for cell in block.header),
            tuple(tuple(mark_names(lang, cell) for cell in row) for row in block.rows),
            tuple(mark_names(lang, s) for s in block.sentences),
        )
    assert isinstance(block, Picture)
    return replace(block, caption=mark_names(lang, block.caption), legend=mark_names(lang, block.legend))


def with_foreign_names(sheet: Sheet) -> Sheet:
    """`sheet` with its foreign names marked, for the formats that can say a language."""
    lang = sheet.lang
    parts = tuple(
        Part(
            None if part.title is None else mark_names(lang, part.title),
            tuple(
                Section(s.key, mark_names(lang, s.title), tuple(_block(lang, b) for b in s.blocks))
                for s in part.sections
            ),
        )
        for part in sheet.parts
    )
    return replace(sheet, title=mark_names(lang, sheet.title), parts=parts)
