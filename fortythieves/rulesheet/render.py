"""The rules sheet laid out: Markdown, HTML (one self-contained page), PDF (tagged,
PDF/UA, through WeasyPrint, imported only here and only when asked) and the blocks the
braille layout takes."""

from __future__ import annotations

import re
from html import escape

from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.foreign import with_foreign_names
from fortythieves.lang.rulebook.furniture import braille_title_page
from fortythieves.lang.rulebook.model import (
    COMMAND_CLOSE,
    COMMAND_OPEN,
    Items,
    Paragraph,
    Picture,
    Section,
    Sheet,
    Table,
    depth,
    plain,
    unforeign,
)
from fortythieves.lang.rulebook.text import quoted

LARGE_PRINT_PT = 18
# At 18 pt an A4 page leaves a table of nine columns three or four letters a cell, and
# its rows would not fit a page: in large print a table wider than this is its caption
# and then one paragraph a row, the row's sentence, as braille has it (paragraphs, not
# a list, since its nine long items fill more than a page and a list split at a page
# break would be tagged as two).
LARGE_PRINT_COLUMNS = 3


class PdfUnavailable(RuntimeError):
    """WeasyPrint (or the libraries it needs) is not installed."""


def _levels(sheet: Sheet) -> list[tuple[int, str | None, list[tuple[int, Section]]]]:
    """Each part with its heading level and its sections with theirs (h1 is the title)."""
    out = []
    for part in sheet.parts:
        base = 2 if part.title is None else 3
        keys = {s.key for s in part.sections}
        out.append((base - 1, part.title, [(base + depth(s.key, keys), s) for s in part.sections]))
    return out


# ----- Markdown ---------------------------------------------------------------------------
def _md(text: str) -> str:
    text = unforeign(text).replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_")
    return text.replace(COMMAND_OPEN, "`").replace(COMMAND_CLOSE, "`")


def markdown(sheet: Sheet) -> str:
    out = [f"# {_md(sheet.title)}"]
    for part_level, part_title, secs in _levels(sheet):
        if part_title:
            out.append(f"{'#' * part_level} {_md(part_title)}")
        for level, section in secs:
            out.append(f"{'#' * level} {_md(section.title)}")
            for block in section.blocks:
                if isinstance(block, Paragraph):
                    out.append(_md(block.text))
                elif isinstance(block, Items):
                    out.append("\n".join(f"- {_md(item)}" for item in block.items))
                elif isinstance(block, Picture):  # no picture in Markdown: the layout described
                    out.append(_md(block.in_words))
                else:
                    out.append(_md_table(block))
    return "\n\n".join(out) + "\n"


def _md_table(table: Table) -> str:
    """A pipe table under its caption; figures aligned right."""
    columns = range(len(table.header))
    rule = tuple("--:" if all(_figure(row[c]) for row in table.rows) else "---" for c in columns)
    rows = [table.header, rule, *table.rows]
    cells = ["| " + " | ".join(_md(c).replace("|", "\\|") for c in row) + " |" for row in rows]
    return f"{_md(table.caption)}\n\n" + "\n".join(cells)


def _figure(value: str) -> bool:
    return bool(re.fullmatch(r"[+\u2212-]?\d+", value))


# ----- HTML -------------------------------------------------------------------------------
# Sizes in rem and em from a 100% root, so the reader's own browser font size rules; large
# print is 150% of it (18 pt when the browser's default is 12 pt, as in print).
_STYLE = """
html { font-family: "DejaVu Sans", "Verdana", sans-serif; font-size: {size}%; line-height: 1.45;
  color: #000; background: #fff; color-scheme: light dark; }
body { margin: 1em auto; max-width: 42em; padding: 0 1em; }
h1 { font-size: 1.6em; margin: 0 0 0.6em; }
h2 { font-size: 1.3em; margin: 1.1em 0 0.4em; }
h3 { font-size: 1.12em; margin: 0.9em 0 0.3em; }
h4 { font-size: 1em; margin: 0.8em 0 0.3em; }
p, li { margin: 0.3em 0; }
ul { padding-left: 1.4em; }
nav ul ul { margin: 0.2em 0; }
kbd { font-family: "DejaVu Sans Mono", monospace; font-size: 0.95em; font-weight: bold; }
.nobreak { white-space: nowrap; }
table { border-collapse: collapse; margin: 0.5em 0; }
caption { text-align: left; font-weight: bold; padding: 0.2em 0; }
th, td { border: 1px solid #000; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
thead th { background: #eee; }
tbody th { font-weight: normal; }
td { text-align: right; }
td.text { text-align: left; }
figure { margin: 0.5em 0; }
.table-box { overflow-x: auto; }
.table-box:focus { outline: 2px solid #000; outline-offset: 2px; }
.table-box table { font-size: 0.9em; }
.table-box th, .table-box td { padding: 0.2em 0.35em; }
.table-box td { hyphens: auto; }
figure.layout svg { display: block; width: 100%; max-width: 44em; height: auto; }
/* On screen the picture is never narrower than 40em, where its labels are about as large as
   the text, whatever the zoom: a narrow window scrolls it across in its box. */
@media screen {
  figure.layout .picture-box { overflow-x: auto; }
  figure.layout .picture-box:focus-visible { outline: 3px solid; outline-offset: 2px; }
  figure.layout svg { width: max(100%, 40em); }
}
figcaption { margin-top: 0.3em; }
/* On screen the picture's cards are drawn as the game draws them: red ones light on dark
   (dark on light in the dark theme), in system colours in forced colours. */
@media screen {
  figure.layout .red-card { fill: #a00000; }
  figure.layout .red { fill: #fff; }
}
@media screen and (prefers-color-scheme: dark) {
  html { color: #fff; background: #000; }
  a { color: #9cc4ff; }
  th, td { border-color: #fff; }
  thead th { background: #262626; }
  .table-box:focus { outline-color: #fff; }
  figure.layout .card { fill: #141414; stroke: #fff; }
  figure.layout .ink { fill: #fff; }
  figure.layout .red-card { fill: #ffb8b8; }
  figure.layout .red { fill: #000; }
  figure.layout .back { fill: #505a8c; stroke: #fff; }
}
@media (forced-colors: active) {
  th, td { border-color: CanvasText; }
  .table-box:focus { outline-color: Highlight; }
  figure.layout .card, figure.layout .back { fill: Canvas; stroke: CanvasText; stroke-width: 2; }
  figure.layout .ink, figure.layout .back-ink { fill: CanvasText; }
  figure.layout .red-card { fill: CanvasText; }
  figure.layout .red { fill: Canvas; }
  figure.layout .back-line { stroke: CanvasText; stroke-dasharray: 3 3; }
}
@page { size: A4; margin: 16mm 15mm 20mm;
  @bottom-center { content: {page}; font-family: "DejaVu Sans", sans-serif; font-size: {foot}; } }
@media print {
  body { margin: 0; max-width: none; padding: 0; }
  h1, h2, h3, h4, caption, p.lead { break-after: avoid; page-break-after: avoid; }
  table, li, ul, figure, .table-box { break-inside: avoid; page-break-inside: avoid; }
  thead th { background: none; }
  .table-box table { font-size: 0.8em; }
  /* WeasyPrint (issue 2903) moves a table that does not fit to the next page without
     its caption, whatever break-inside says: an inline block is laid out whole, so the
     wide table and the picture go to the next page with their captions. */
  .table-box, figure.layout { display: inline-block; width: 100%; }
  nav a { color: #000; text-decoration: none; }
  /* the contents go on from the title's page, over as many pages as they need */
  nav ul, nav li { break-inside: auto; page-break-inside: auto; }
}
"""


_COMMAND_SPAN = re.compile(COMMAND_OPEN + "(.*?)" + COMMAND_CLOSE, re.S)
_HYPHENATED = re.compile(r"\S*\w-\w\S*")


def _unbroken(m: re.Match[str]) -> str:
    """A word of a command with a hyphen inside ("seed-deal", "FT1-N-2345673") kept on one
    line: a line broken at its hyphen reads as two words, and comes back from a PDF as
    "seeddeal". The command still breaks between its words."""
    return f'<span class="nobreak">{m.group(0)}</span>'


def _inline(text: str, quote: str) -> str:
    """Escaped text: commands as <kbd> inside the language's quotation marks (kept
    visible, so that a screen reader says where a command starts and ends), and a
    language's own name in its language."""
    out = escape(text)
    if COMMAND_OPEN in out:
        left, _, right = quote.partition("{text}")
        out = _COMMAND_SPAN.sub(
            lambda m: (
                escape(left) + "<kbd>" + _HYPHENATED.sub(_unbroken, m.group(1)) + "</kbd>" + escape(right)
            ),
            out,
        )
    return unforeign(out, lambda lang, words: f'<span lang="{escape(lang)}">{words}</span>')


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _page_content(template: str | None) -> str:
    """The CSS `content` of the page foot: "Page " counter(page) " of " counter(pages)."""
    if template is None:
        return "counter(page)"
    parts = re.split(r"(\{page\}|\{pages\})", template)
    counters = {"{page}": "counter(page)", "{pages}": "counter(pages)"}
    return " ".join(counters.get(part) or _css_string(part) for part in parts if part)


# The quick-reference card in print: a smaller size and two columns, to fit one page.
_CARD_STYLE = """
@media print {
  html { font-size: 80%; }
  main > ul, main > p { break-inside: auto; }
  main { column-count: 2; column-gap: 1.5em; }
  h1 { column-span: all; }
}
"""


def stylesheet(large_print: bool, page: str | None = None, card: bool = False) -> str:
    size = 150 if large_print else 100
    # the page numbers in print: as large as the text in large print, small otherwise
    foot = "18pt" if large_print else "9pt"
    style = _STYLE + (_CARD_STYLE if card and not large_print else "")
    return (
        style.replace("{size}", str(size))
        .replace("{foot}", foot)
        .replace("{page}", _page_content(page))
        .strip()
    )


def _anchor(prefix: str, key: str) -> str:
    return f"{prefix}{key}"


def _contents(sheet: Sheet, quote: str) -> str:
    """The contents list: a link to each part and section, nested as the headings are."""
    assert sheet.labels is not None
    lines = [
        f'<nav aria-labelledby="contents">\n<h2 id="contents">{escape(sheet.labels.contents)}</h2>\n<ul>'
    ]
    for index, (_, part_title, secs) in enumerate(_levels(sheet)):
        prefix = f"p{index}-" if part_title else ""
        if part_title:
            lines.append(f'<li><a href="#part-{index}">{_inline(part_title, quote)}</a>\n<ul>')
        top = min(level for level, _ in secs)
        open_sub = False
        for level, section in secs:
            link = f'<a href="#{_anchor(prefix, section.key)}">{_inline(section.title, quote)}</a>'
            if level > top and not open_sub:
                lines[-1] = lines[-1].removesuffix("</li>") + "\n<ul>"
                open_sub = True
            elif level == top and open_sub:
                lines.append("</ul></li>")
                open_sub = False
            lines.append(f"<li>{link}</li>")
        if open_sub:
            lines.append("</ul></li>")
        if part_title:
            lines.append("</ul></li>")
    lines.append("</ul>\n</nav>")
    return "\n".join(lines)


def html(sheet: Sheet, *, large_print: bool = False) -> str:
    """One self-contained page: language set, one h1, a contents list, headings in
    order, real lists, tables with header cells, and a print stylesheet with page numbers."""
    sheet = with_foreign_names(sheet)
    quote = sheet.labels.quote if sheet.labels else "\u201c{text}\u201d"
    body = [f"<h1>{_inline(sheet.title, quote)}</h1>"]
    if sheet.labels and sheet.labels.contents:
        body.append(_contents(sheet, quote))
    for index, (part_level, part_title, secs) in enumerate(_levels(sheet)):
        prefix = f"p{index}-" if part_title else ""
        if part_title:
            body.append(f'<h{part_level} id="part-{index}">{_inline(part_title, quote)}</h{part_level}>')
        for level, section in secs:
            anchor = _anchor(prefix, section.key)
            body.append(f'<h{level} id="{anchor}">{_inline(section.title, quote)}</h{level}>')
            for number, block in enumerate(section.blocks):
                ident = f"{anchor}-{number}"
                if isinstance(block, Paragraph):
                    body.append(f"<p>{_inline(block.text, quote)}</p>")
                elif isinstance(block, Items):
                    items = "\n".join(f"<li>{_inline(i, quote)}</li>" for i in block.items)
                    body.append(f"<ul>\n{items}\n</ul>")
                elif isinstance(block, Picture):
                    body.append(_figure_html(block, ident, quote, large_print))
                elif large_print and len(block.header) > LARGE_PRINT_COLUMNS:
                    body.append(_table_as_paragraphs(block, quote))
                else:
                    body.append(_table(block, quote, ident))
    lang = escape(sheet.lang)
    page = sheet.labels.page if sheet.labels else None
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(plain(sheet.title))}</title>\n"
        f"<style>\n{stylesheet(large_print, page, sheet.card)}\n</style>\n</head>\n<body>\n<main>\n"
        + "\n".join(body)
        + "\n</main>\n</body>\n</html>\n"
    )


def _aligns(table: Table) -> list[str]:
    """Each data column's alignment: a column of figures lines up on the right; a column
    with any words in it ("3 (1 face down)") reads from the left, all of it, so that its
    cells line up with each other."""
    columns = range(1, len(table.header))
    return ["" if all(_figure(row[c]) for row in table.rows) else ' class="text"' for c in columns]


def _table(table: Table, quote: str, ident: str) -> str:
    """A table with header cells for its columns and its rows. One wider than two
    columns sits in a region of its own that scrolls sideways on a narrow screen (and
    takes the focus, so that a keyboard can scroll it), named by its caption."""
    head = "".join(f'<th scope="col">{_inline(c, quote)}</th>' for c in table.header)
    aligns = _aligns(table)
    rows = "\n".join(
        f'<tr><th scope="row">{_inline(row[0], quote)}</th>'
        + "".join(f"<td{a}>{_inline(v, quote)}</td>" for a, v in zip(aligns, row[1:], strict=True))
        + "</tr>"
        for row in table.rows
    )
    wide = len(table.header) > 2
    caption = f'<caption id="{ident}-caption">' if wide else "<caption>"
    found = (
        f"<table>\n{caption}{_inline(table.caption, quote)}</caption>\n"
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>"
    )
    if not wide:
        return found
    return f'<div class="table-box" role="region" tabindex="0" aria-labelledby="{ident}-caption">\n{found}\n</div>'


def _table_as_paragraphs(table: Table, quote: str) -> str:
    rows = "\n".join(f"<p>{_inline(sentence, quote)}</p>" for sentence in table.sentences)
    return f'<p class="lead"><strong>{_inline(table.caption, quote)}</strong></p>\n{rows}'


def _figure_html(picture: Picture, ident: str, quote: str, large_print: bool = False) -> str:
    """The picture inline, named by its description; the caption and the legend under it.
    On a narrow screen the picture keeps its labels as large as the text and scrolls across
    in its own box, which the keyboard reaches."""
    from fortythieves.rulesheet.picture import svg

    return (
        f'<figure class="layout">\n<div class="picture-box" role="region" tabindex="0" aria-labelledby="{ident}-cap">'
        f'{svg(picture, ident, large_print)}</div>\n<figcaption id="{ident}-cap"><strong>{_inline(picture.caption, quote)}'
        f"</strong><br>\n{_inline(picture.legend, quote)}</figcaption>\n</figure>"
    )


# ----- PDF --------------------------------------------------------------------------------
def pdf(sheet: Sheet, *, large_print: bool = False) -> bytes:
    """A tagged PDF/UA-1 document with its language and title set."""
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as e:  # OSError: WeasyPrint without its Pango libraries
        raise PdfUnavailable(str(e)) from e
    document = HTML(string=html(sheet, large_print=large_print))
    data: bytes = document.write_pdf(pdf_variant="pdf/ua-1")
    return data


# ----- braille ----------------------------------------------------------------------------
_BRAILLE_HEADINGS = {2: "heading", 3: "subheading", 4: "minor-heading"}


def braille_blocks(t: Translator, sheet: Sheet, grade: int | None = None) -> list[tuple[str, str]]:
    """The sheet as (style, text) for `braille.to_brf`: a title page naming the braille
    code, the title and the part titles centred, then headings (centred, cell 5, cell 7
    by level), paragraphs and list items; a table as its sentences, one a variant in the
    variants table ("Indian: 10 columns, ..."), since a table wider than 40 cells cannot
    be read across; the picture as its description."""

    def plain(text: str) -> str:
        return quoted(t, text, keep_marks=True)

    from fortythieves.rulesheet.braille import default_grade

    grade = default_grade(sheet.lang) if grade is None else grade
    out = [("title-page", plain(line)) for line in braille_title_page(t, sheet.title, sheet.lang, grade)]
    out.append(("centred", plain(sheet.title)))
    for _, part_title, secs in _levels(sheet):
        if part_title:
            out.append(("centred", plain(part_title)))
        for level, section in secs:
            out.append((_BRAILLE_HEADINGS.get(level, "minor-heading"), plain(section.title)))
            for block in section.blocks:
                if isinstance(block, Paragraph):
                    out.append(("paragraph", plain(block.text)))
                elif isinstance(block, Items):
                    out += [("item", plain(i)) for i in block.items]
                elif isinstance(block, Picture):
                    out.append(("paragraph", plain(block.in_words)))
                else:
                    out += [("item", plain(s)) for s in block.sentences]
    return out
