"""The variants side by side and the picture of the starting layout: the table's cells
against the core's rules and deals, the table in every format, the SVG's cards and its
text alternative in every language, and both in the tagged PDF."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.rules import FOUNDATIONS
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.rulebook import build_sheet, sections, sheet_text
from fortythieves.lang.rulebook.comparison import cells, header, sentence, variants_table
from fortythieves.lang.rulebook.model import Picture, Table
from fortythieves.lang.rulebook.picture import describe, starting_state
from fortythieves.lang.variant_names import variant_name
from fortythieves.rulesheet.braille import WIDTH, to_brf
from fortythieves.rulesheet.command import _example_deal
from fortythieves.rulesheet.picture import BACK, svg
from fortythieves.rulesheet.render import braille_blocks, html, markdown, pdf

SVG = "{http://www.w3.org/2000/svg}"
# The published rules, written out here as the test's own oracle (not read from core).
BUILDING = {
    "forty-thieves": "in the same suit",
    "indian": "in any other suit",
    "limited": "in the same suit",
    "little-forty": "in any other suit",
    "lucas": "in the same suit",
    "maria": "in the other colour",
    "number-ten": "in the other colour",
    "rank-and-file": "in the other colour",
    "streets": "in the other colour",
}
RUNS_MOVE = {"little-forty", "number-ten", "rank-and-file"}


def the_table(lang: str) -> Table:
    found = next(s for s in sections(translator(lang), None) if s.key == "variants")
    return next(b for b in found.blocks if isinstance(b, Table))


def the_picture(lang: str, variant: Variant | None = None) -> Picture:
    setup = next(s for s in sections(translator(lang), variant) if s.key == "setup")
    return next(b for b in setup.blocks if isinstance(b, Picture))


# ----- the table's cells are the core's rules ------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_each_row_is_what_the_core_deals_and_allows(variant: Variant) -> None:
    row = dict(zip(header(translator("en")), cells(translator("en"), variant), strict=True))
    state = starting_state(variant)  # a real deal of the variant, by the core
    assert row["Variant"] == variant_name(translator("en"), variant)
    assert int(row["Columns"]) == len(state.columns)
    rows, _, down = row["Cards per column"].partition(" (")
    assert {len(c) for c in state.columns} == {int(rows)}
    assert set(state.hidden) == {int(down.split()[0]) if down else 0}
    assert int(row["Stock"]) == len(state.stock)
    assert row["Building down"] == BUILDING[variant.key]
    # the building rule the engine applies agrees with the cell
    seven, eights = Card(Rank(7), Suit.SPADES), {s: Card(Rank(8), s) for s in Suit}
    accepted = {s for s, eight in eights.items() if variant.build.accepts(seven, eight)}
    expected = {
        "in the same suit": {Suit.SPADES},
        "in any other suit": {Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS},
        "in the other colour": {Suit.HEARTS, Suit.DIAMONDS},
    }
    assert accepted == expected[row["Building down"]]
    assert row["Moving"] == ("runs as a unit" if variant.key in RUNS_MOVE else "one card at a time")
    assert int(row["Cards drawn"]) == variant.draw
    assert row["Redeals"] == (str(state.redeals_left) if state.redeals_left else "none")
    aces_home = sum(1 for f in state.foundations if f and f[0].rank == Rank.ACE)
    assert row["Aces at the start"] == ("on the foundations" if aces_home == FOUNDATIONS else "shuffled in")
    assert aces_home in (0, FOUNDATIONS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_in_every_language(lang: str) -> None:
    t = translator(lang)
    table = the_table(lang)
    assert table.header == header(t) and len(table.header) == 9
    assert [row[0] for row in table.rows] == [variant_name(t, v) for v in VARIANTS]
    for v, row, said in zip(VARIANTS, table.rows, table.sentences, strict=True):
        assert row == cells(t, v) and said == sentence(t, v)
        assert said.startswith(variant_name(t, v) + ":")
        for figure in (v.columns, v.rows, v.stock_size):
            assert str(figure) in said
    # variants that share a rule share its words, and different rules differ
    for column in range(4, 9):
        by_value: dict[object, set[str]] = {}
        for v, row in zip(VARIANTS, table.rows, strict=True):
            rule = (v.build, v.sequences, v.draw, v.redeals, v.aces_out)[column - 4]
            by_value.setdefault(rule, set()).add(row[column])
        assert all(len(words) == 1 for words in by_value.values()), column
        assert len({w for words in by_value.values() for w in words}) == len(by_value), column
    if lang != "en":
        assert table.header != header(translator("en")), "the table is not translated"


def test_the_table_is_in_the_standard_sheet_and_the_all_sheet_only() -> None:
    t = translator("en")
    for which in (None, "all"):
        found = [b for p in build_sheet(t, which).parts for s in p.sections for b in s.blocks]
        assert sum(1 for b in found if isinstance(b, Table) and len(b.header) == 9) == 1
    found = [b for s in sections(t, get_variant("maria")) for b in s.blocks]
    assert not any(isinstance(b, Table) and len(b.header) == 9 for b in found)


# ----- the table in each format --------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_in_html_has_header_cells_and_a_named_region(lang: str) -> None:
    t = translator(lang)
    page = html(build_sheet(t, None))
    found = re.search(
        r'<div class="table-box" role="region" tabindex="0" aria-labelledby="([^"]+)">(.*?)</div>', page, re.S
    )
    assert found
    table = found.group(2)
    assert re.search(rf'<caption id="{found.group(1)}">', table)
    assert table.count('<th scope="col">') == 9 and table.count('<th scope="row">') == len(VARIANTS)
    assert table.count("<td") == 8 * len(VARIANTS)
    for name in header(t):
        assert f'<th scope="col">{name}</th>' in table.replace("&#x27;", "'")


def test_large_print_reads_the_wide_table_as_a_paragraph_a_variant() -> None:
    t = translator("en")
    page = html(build_sheet(t, None), large_print=True)
    assert "table-box" not in page.split("<main>")[1]
    for said in variants_table(t).sentences:
        assert f"<p>{said}</p>" in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_in_markdown_is_a_pipe_table(lang: str) -> None:
    t = translator(lang)
    text = markdown(build_sheet(t, None))
    table = variants_table(t)
    start = text.index(f"| {' | '.join(table.header)} |")
    lines = text[start:].split("\n")[: 2 + len(VARIANTS)]
    assert lines[1] == "| --- | --: | --- | --: | --- | --- | --: | --- | --- |"
    assert all(line.count(" | ") == 8 for line in lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plain_text_reads_one_line_a_variant_since_columns_would_not_fit(lang: str) -> None:
    t = translator(lang)
    table = variants_table(t)
    text = sheet_text(t, build_sheet(t, None))
    for said in table.sentences:
        assert f"\n{said}\n" in text
    # the reason: aligned columns, one space apart, would be wider than 80 characters
    widths = [max(len(row[c]) for row in (table.header, *table.rows)) for c in range(len(table.header))]
    assert sum(widths) + len(widths) - 1 > 80


@pytest.mark.parametrize("lang", LANGUAGES)
def test_braille_gives_each_variant_as_an_item(lang: str) -> None:
    t = translator(lang)
    sheet = build_sheet(t, None)
    blocks = braille_blocks(t, sheet)
    items = [text for style, text in blocks if style == "item"]
    for said in variants_table(t).sentences:
        assert said in items
    brf = to_brf(blocks, lang)
    assert all(len(line) <= WIDTH for page in brf.split("\f") for line in page.split("\r\n"))


# ----- the picture ---------------------------------------------------------------------------
def parse(picture: Picture) -> ET.Element:
    return ET.fromstring(svg(picture, "x"))


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_picture_draws_every_card_of_the_deal(variant: Variant) -> None:
    state = starting_state(variant)
    root = parse(the_picture("en", variant))
    rects = root.findall(f"{SVG}rect")
    faces = [r for r in rects if r.get("fill") == "#fff"]
    backs = [r for r in rects if r.get("fill") == BACK]
    empties = [r for r in rects if r.get("stroke-dasharray")]
    home = sum(len(f) for f in state.foundations)
    assert len(faces) == sum(len(c) - h for c, h in zip(state.columns, state.hidden, strict=True)) + home
    assert len(backs) == sum(state.hidden) + 1  # the face-down cards and the stock
    assert len(empties) == FOUNDATIONS - sum(1 for f in state.foundations if f) + 1  # and the waste
    texts = [el.text or "" for el in root.iter(f"{SVG}text")]
    for column in state.columns:
        for card in column[-1:]:  # the exposed card: rank and sign
            assert f"{card.rank.short}{'♠♥♦♣'[card.suit]}" in texts
    assert str(len(state.stock)) in texts
    assert not {"S", "H", "D", "C"} & set(texts)  # the signs tell the suits apart, in every language


def test_the_picture_of_the_standard_sheet_is_the_example_deal() -> None:
    example = _example_deal()
    assert example is not None
    t = translator("en")
    sheet = build_sheet(t, None, example)
    setup = next(s for s in sheet.parts[0].sections if s.key == "setup")
    picture = next(b for b in setup.blocks if isinstance(b, Picture))
    exposed = [column[-1] for column in picture.columns]
    assert [(f.rank, f.sign) for f in exposed if f] == [
        (c[-1].rank.short, "♠♥♦♣"[c[-1].suit]) for c in example
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", [None, get_variant("rank-and-file"), get_variant("lucas")], ids=str)
def test_the_picture_is_valid_svg_with_its_text_alternative(lang: str, variant: Variant | None) -> None:
    picture = the_picture(lang, variant)
    root = parse(picture)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == picture.description
    assert root.get("aria-labelledby") == title.get("id")
    v = variant or STANDARD
    assert picture.description == describe(translator(lang), starting_state(v))
    for figure in (v.columns, v.stock_size, FOUNDATIONS):
        assert str(figure) in picture.description
    if lang != "en":
        assert picture.description != the_picture("en", variant).description
        assert picture.caption != the_picture("en", variant).caption


def test_the_description_in_english_words() -> None:
    assert the_picture("en").description.startswith(
        "10 columns of 4 cards each, all face up; 8 empty foundations; the stock of 64 cards, face down; "
        "the waste empty. The exposed cards, from column 1 to column 10: "
    )
    assert the_picture("en", get_variant("number-ten")).description.startswith(
        "10 columns of 4 cards each, the bottom 2 cards of each face down; 8 empty foundations;"
    )
    assert "8 foundations each holding an ace" in the_picture("en", get_variant("lucas")).description


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_picture_in_every_format(lang: str) -> None:
    t = translator(lang)
    sheet = build_sheet(t, None)
    picture = the_picture(lang)
    page = html(sheet)
    # the picture in a box the keyboard scrolls, named by the caption under it
    found = re.search(
        r'<figure class="layout">\n<div class="picture-box" role="region" tabindex="0" aria-labelledby="(setup-\d+)-cap">'
        r'<svg [^>]*role="img" aria-labelledby="\1-alt"',
        page,
    )
    assert found, page
    assert f'<figcaption id="{found.group(1)}-cap"><strong>' in page
    # where no picture is drawn its caption comes first, so the layout described never stands alone
    assert f"{picture.caption}: {picture.description}" in sheet_text(t, sheet)
    assert ("paragraph", f"{picture.caption}: {picture.description}") in braille_blocks(t, sheet)
    assert "<svg" not in markdown(sheet)


# ----- the tagged PDF -------------------------------------------------------------------------
def alt_texts(data: bytes) -> list[str]:
    """Every /Alt string of the PDF, literal or UTF-16 hex, in plain or compressed objects."""
    chunks = [data]
    for m in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            chunks.append(zlib.decompressobj().decompress(m.group(1) + b"\r"))
        except zlib.error:
            continue
    found = []
    for chunk in chunks:
        for m in re.finditer(rb"/Alt\s*(\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f]+>)", chunk):
            raw = m.group(1)
            if raw.startswith(b"<"):
                found.append(bytes.fromhex(raw[1:-1].decode()).decode("utf-16"))
            else:
                found.append(re.sub(rb"\\(.)", rb"\1", raw[1:-1]).decode("latin-1"))
    return found


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_the_pdf_tags_the_table_and_the_figure_with_its_alt(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf(build_sheet(t, None)))
    pdfinfo = shutil.which("pdfinfo")
    assert pdfinfo, "pdfinfo is missing: apt-get install poppler-utils"
    structure = subprocess.run(
        [pdfinfo, "-struct", str(path)], capture_output=True, check=True, text=True
    ).stdout
    assert len(re.findall(r"^\s*Figure\b", structure, re.M)) == 1
    assert len(re.findall(r"^\s*Table\b", structure, re.M)) == 2  # scoring and variants
    assert len(re.findall(r"^\s*TH\b", structure, re.M)) >= 9 + len(VARIANTS)
    assert the_picture(lang).description in alt_texts(path.read_bytes())
