"""The rules sheet: its content in every language, the shared rule sentences, the plain
text, Markdown and HTML forms, and finding a section as a player asks for it. The
`fortythieves rules` command: `test_rulesheet_command.py`."""

from __future__ import annotations

import ast
import html as html_lib
import itertools
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.core.codes import DealCode
from fortythieves.core.game import Game, points_for
from fortythieves.core.moves import REDEAL, PileKind
from fortythieves.core.rules import FOUNDATION_SUITS, FOUNDATIONS, UNDO_LIMIT, Points, Reason, Rule, rule_for
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import SHORT_FORMS, examples, word
from fortythieves.lang.rulebook import (
    build_sheet,
    find_section,
    section_text,
    sections,
    sheet_text,
)
from fortythieves.lang.rulebook.content import sheet_rules
from fortythieves.lang.rulebook.model import (
    COMMAND_CLOSE,
    COMMAND_OPEN,
    Items,
    Paragraph,
    Picture,
    Section,
    Table,
)
from fortythieves.lang.rulebook.playing import EXAMPLE_CODE
from fortythieves.lang.rulebook.scoring import EXAMPLE_FROM_WASTE
from fortythieves.lang.ruletext import CARD_TOTAL, rule_text
from fortythieves.lang.variant_names import variant_name
from fortythieves.rulesheet.render import html, markdown

ROOT = Path(__file__).resolve().parent.parent
CHOICES: list[Variant | None] = [None, *VARIANTS]
WHICH: list[str | None] = [None, *(v.key for v in VARIANTS), "all"]
BOX_OR_EMOJI = re.compile("[\u2500-\u259f\u25a0-\u25ff\u2600-\u27bf\U0001f000-\U0001faff\ufe0f]")
MY_MODULES = sorted(str(p.relative_to(ROOT / "fortythieves")) for p in (ROOT / "fortythieves").rglob("*.py"))


def whole_text(lang: str, variant: Variant | None) -> str:
    t = translator(lang)
    return "\n".join(section_text(t, s) for s in sections(t, variant))


def chosen(which: str | None) -> Variant | str | None:
    return get_variant(which) if which not in (None, "all") else which


# ----- content ------------------------------------------------------------------------------
def test_sections_of_the_standard_sheet() -> None:
    keys = [s.key for s in sections(translator("en"), None)]
    for key in ("aim", "setup", "moves", "empty-column", "foundations", "stock", "end", "scoring", "playing"):
        assert key in keys
    assert keys.index("variants") < keys.index("variant-maria")
    assert [k for k in keys if k.startswith("variant-")] == [f"variant-{v.key}" for v in VARIANTS[1:]]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("variant", VARIANTS[1:], ids=lambda v: v.key)
def test_a_variant_sheet_has_its_rules_in_full(variant: Variant) -> None:
    keys = [s.key for s in sections(translator("en"), variant)]
    assert f"variant-{variant.key}" in keys
    assert "variants" not in keys
    for key in ("setup", "moves", "empty-column", "foundations", "stock", "end", "scoring", "playing"):
        assert key in keys


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", CHOICES, ids=lambda v: v.key if v else "none")
def test_the_sheet_states_the_rules_in_the_words_of_the_game(lang: str, variant: Variant | None) -> None:
    """The shared strings: every rule the game recalls after a refused move is on the
    sheet word for word, in every language and variant."""
    t = translator(lang)
    v = variant or STANDARD
    text = whole_text(lang, variant)
    for rule in sheet_rules(v):
        assert rule_text(t, rule, v) in text, rule
    for reason in Reason:
        recalled = rule_for(reason)
        if recalled is not None and recalled in sheet_rules(v):
            assert rule_text(t, recalled, v) in text, reason


@pytest.mark.parametrize("variant", VARIANTS[1:], ids=lambda v: v.key)
def test_each_variant_summary_states_what_differs(variant: Variant) -> None:
    t = translator("en")
    summary = next(s for s in sections(t, None) if s.key == f"variant-{variant.key}")
    text = section_text(t, summary)
    assert summary.title == variant_name(t, variant)
    assert f"FT1-{variant.letter}-" in text
    if variant.build is not STANDARD.build:
        assert rule_text(t, Rule.BUILD, variant) in text
    if variant.sequences:
        assert rule_text(t, Rule.SEQUENCES, variant) in text
    if variant.redeals or variant.draw != 1:
        assert rule_text(t, Rule.STOCK, variant) in text
    if variant.face_down:
        assert rule_text(t, Rule.FACE_DOWN, variant) in text
    if variant.aces_out:
        assert rule_text(t, Rule.FOUNDATION_BUILD, variant) in text
    if (variant.columns, variant.rows) != (STANDARD.columns, STANDARD.rows):
        assert f"{variant.columns} columns of {variant.rows} cards" in text
    if variant.key in ("little-forty", "lucas"):
        assert "PySolFC" in text


def test_scoring_table_and_worked_example() -> None:
    t = translator("en")
    scoring = next(s for s in sections(t, None) if s.key == "scoring")
    table = next(b for b in scoring.blocks if isinstance(b, Table))
    assert table.rows == (
        ("Start of the game", "0"),
        ("Card placed on a foundation", "+10"),
        ("Card from the waste placed on a column", "+5"),
        ("Card taken back from a foundation onto a column", "\u221215"),
        ("Card moved from one column to another", "0"),
        ("Card drawn from the stock", "0"),
    )
    text = section_text(t, scoring)
    assert "Card placed on a foundation: 10 points." in text
    assert "Card taken back from a foundation onto a column: minus 15 points." in text
    assert "never goes below 0" in text and "no bonus for winning" in text
    assert "the 104 cards placed on the foundations are worth 1040 points, plus 5 points" in text
    assert "Taking a card back from a foundation costs 15 points, and putting it back earns only 10." in text
    assert "1040 + 29 \u00d7 5 = 1185" in text
    lucas = whole_text("en", get_variant("lucas"))
    assert "the 96 cards placed on the foundations are worth 960 points" in lucas
    assert "960 + 29 \u00d7 5 = 1105" in lucas


def won_score(variant: Variant) -> int:
    """What the engine scores for a won game with no card played from the waste onto a
    column: each foundation's cards laid in a column, the lowest exposed, and played up."""
    ranks = [r for r in Rank if not (variant.aces_out and r is Rank.ACE)]
    cols = [[Card(r, suit) for r in reversed(ranks)] for suit in FOUNDATION_SUITS]
    cols += [[] for _ in range(variant.columns - len(cols))]
    g = Game(State.from_piles(variant, cols, [0] * variant.columns, []))
    while not g.state.is_won():
        g.apply(
            next(
                m
                for m in g.state.legal_moves()
                if m.target is not None and m.target.kind is PileKind.FOUNDATION
            )
        )
    return g.score


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_the_scoring_figures_follow_the_rules(lang: str, variant: Variant) -> None:
    """Every figure of the scoring section comes from `Points` and the variant: the table,
    the take-back cost, and the score of a won game as the engine counts it."""
    t = translator(lang)
    scoring = next(s for s in sections(t, variant) if s.key == "scoring")
    table = next(b for b in scoring.blocks if isinstance(b, Table))
    values = [v.replace("\u2212", "-").replace("+", "") for _, v in table.rows]
    redeal = [points_for(REDEAL)] if variant.redeals else []  # Little Forty's redeal has its row
    assert [int(v) for v in values] == [*Points.__members__.values(), *redeal]
    text = section_text(t, scoring)
    base = won_score(variant)
    assert base == variant.card_count * Points.FOUNDATION
    example = EXAMPLE_FROM_WASTE * Points.WASTE_TO_COLUMN
    assert f"{base} + {EXAMPLE_FROM_WASTE} \u00d7 {Points.WASTE_TO_COLUMN.value} = {base + example}" in text
    worth = scoring.blocks[1]
    assert isinstance(worth, Paragraph)
    assert str(base) in worth.text and str(variant.card_count) in worth.text
    assert str(-Points.TAKE_BACK) in rule_text(t, Rule.TAKE_BACK, variant)


def test_the_figures_spelled_out_in_words_still_hold() -> None:
    """ "Eight variants", "the eight aces", "two decks of 52", "two for each suit" are
    words in every language, not placeholders: here they are held to the rules."""
    assert len(VARIANTS) - 1 == 8
    assert CARD_TOTAL - get_variant("lucas").card_count == FOUNDATIONS == 8
    assert 2 * len(Rank) * len(Suit) == CARD_TOTAL
    assert [FOUNDATION_SUITS.count(suit) for suit in Suit] == [2, 2, 2, 2]
    assert (*Suit, *Suit) == FOUNDATION_SUITS  # spades, hearts, diamonds, clubs, twice


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worked_example_in_every_language(lang: str) -> None:
    assert "1040 + 29 \u00d7 5 = 1185" in whole_text(lang, None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_playing_sections_use_the_players_own_words(lang: str) -> None:
    t = translator(lang)
    text = "\n".join(section_text(t, s) for s in sections(t, None) if s.key.startswith("playing"))
    keys = ("draw", "undo", "redo", "board", "moves", "options", "help", "quit", "new", "restart", "rules",
            "score", "code", "repeat", "exposed", "tap", "verbosity", "order", "language", "autoplace",
            "speech", "stop", "read", "brief", "normal", "full", "dealt-first", "exposed-first", "on", "off")  # fmt: skip
    for key in keys:
        assert word(lang, key) in text, key
    for short in SHORT_FORMS:
        assert short in text
    for key, example in examples(lang).items():
        assert example in text, key  # "where" is shown by its example, "where is the queen of hearts"
    assert str(UNDO_LIMIT) in text
    assert EXAMPLE_CODE in text
    for v in VARIANTS:
        assert v.letter in text and variant_name(t, v) in text


def test_the_example_deal_code_is_valid() -> None:
    assert str(DealCode.parse(EXAMPLE_CODE)) == EXAMPLE_CODE


def test_redeal_command_only_where_there_are_redeals() -> None:
    quoted = "\u201c" + word("en", "redeal") + "\u201d"
    assert quoted in whole_text("en", get_variant("little-forty"))
    assert quoted not in whole_text("en", get_variant("maria"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", WHICH, ids=str)
def test_plain_text_is_clean(lang: str, which: str | None) -> None:
    t = translator(lang)
    text = sheet_text(t, build_sheet(t, chosen(which)))
    assert COMMAND_OPEN not in text and COMMAND_CLOSE not in text
    assert not BOX_OR_EMOJI.search(text)
    assert "|" not in text  # no table drawn with characters
    assert "\r" not in text and "\t" not in text
    assert text.endswith("\n")


def test_section_text_reads_lists_and_the_table_as_lines() -> None:
    t = translator("en")
    for section in sections(t, None):
        lines = section_text(t, section).split("\n")
        assert lines[0] == section.title
        count = sum(
            1
            if isinstance(b, (Paragraph, Picture))
            else len(b.items)
            if isinstance(b, Items)
            else len(b.sentences)
            for b in section.blocks
        )
        assert len(lines) == 1 + count
        assert all(line.strip() for line in lines)


def test_command_words_are_quoted_in_plain_text() -> None:
    t = translator("en")
    commands = next(s for s in sections(t, None) if s.key == "playing-commands")
    assert (
        "\u201cundo\u201d or \u201cu\u201d: take back the last action: a move, a draw or, in Little Forty, a redeal."
        in (section_text(t, commands))
    )


def test_sections_are_frozen_and_keyed_in_no_language() -> None:
    t = translator("en")
    for lang in LANGUAGES:
        assert [s.key for s in sections(translator(lang), None)] == [s.key for s in sections(t, None)]
    section = sections(t, None)[0]
    assert isinstance(section, Section)
    with pytest.raises(AttributeError):
        section.key = "x"  # type: ignore[misc]


# ----- the translator comments of the sheet's messages --------------------------------------
@pytest.mark.parametrize("name", MY_MODULES)
def test_every_message_has_a_translator_comment(name: str) -> None:
    from babel.messages.extract import extract_from_file

    path = ROOT / "fortythieves" / name
    calls = len(re.findall(r"\bt\.(?:_|ngettext|pgettext|npgettext)\(", path.read_text(encoding="utf-8")))
    found = list(
        extract_from_file("python", str(path), comment_tags=("Translators:",), strip_comment_tags=False)
    )
    assert len(found) == calls  # every call has literal msgids (no f-strings, no variables)
    for lineno, message, comments, _ in found:
        assert any(c.startswith("Translators:") for c in comments), (lineno, message)
        for text in message if isinstance(message, tuple) else (message,):
            if text is None:  # the context of a pgettext is checked as the first element
                continue
            assert "%" not in text and not BOX_OR_EMOJI.search(text), (lineno, text)
            assert "{}" not in text and not re.search(r"\{\d", text), (lineno, text)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_rulebook_is_text_only_and_the_rulesheet_builds_no_sentence() -> None:
    """lang.rulebook imports only core and lang, and no I/O; rulesheet words nothing itself
    (its sentences come from lang), so one catalogue serves the game and the command."""
    book = [
        *(ROOT / "fortythieves" / "lang" / "rulebook").glob("*.py"),
        ROOT / "fortythieves/lang/ruletext.py",
    ]
    for path in book:
        for module in _imports(path):
            if module.startswith("fortythieves"):
                assert module.startswith(("fortythieves.core", "fortythieves.lang")), (path.name, module)
            else:
                assert module in (
                    "__future__",
                    "collections.abc",
                    "dataclasses",
                    "functools",
                    "re",
                    "unicodedata",
                ), module
    for path in (ROOT / "fortythieves" / "rulesheet").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bt\.(?:_|ngettext|pgettext|npgettext)\(", text), path.name


# ----- HTML ---------------------------------------------------------------------------------
class _Structure(HTMLParser):
    VOID = ("meta", "br", "link", "img")

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.lang: str | None = None
        self.stack: list[str] = []
        self.th_in_thead: list[int] = []  # per table
        self.th_without_scope = 0
        self.style = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        if tag == "table":
            self.th_in_thead.append(0)
        if tag == "th" and "thead" in self.stack:
            self.th_in_thead[-1] += 1
        if tag == "th" and dict(attrs).get("scope") not in ("col", "row"):
            self.th_without_scope += 1
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-3:])
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] == "style":
            self.style += data


def check_html(page: str, lang: str, large: bool) -> None:
    parser = _Structure()
    parser.feed(page)
    parser.close()
    assert parser.stack == []
    assert parser.lang == lang
    headings = [int(tag[1]) for tag in parser.tags if re.fullmatch(r"h[1-6]", tag)]
    assert headings[0] == 1 and headings.count(1) == 1
    for before, after in itertools.pairwise(headings):
        assert after <= before + 1, (before, after)
    assert "ul" in parser.tags and "li" in parser.tags
    tables = parser.tags.count("table")
    assert tables and parser.tags.count("caption") == tables
    assert len(parser.th_in_thead) == tables and min(parser.th_in_thead) >= 2
    assert parser.th_without_scope == 0
    assert "@media print" in parser.style and "DejaVu Sans" in parser.style
    # relative units only, from a 100% root (150% in large print), so the browser's setting rules
    size = re.search(r"html \{[^}]*font-size: ([\d.]+)%", parser.style)
    assert size is not None
    assert float(size.group(1)) == (150 if large else 100)
    rules = re.sub(r"@page \{.*?\} \}", "", parser.style, flags=re.S)
    assert not re.search(r"font-size: [\d.]+(pt|px)", rules), "fixed font sizes outside the page box"
    assert "<script" not in page and "<link" not in page and "src=" not in page  # self-contained
    assert COMMAND_OPEN not in page and COMMAND_CLOSE not in page
    assert re.search(r"<title>[^<]+</title>", page)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", WHICH, ids=str)
def test_html_structure(lang: str, which: str | None) -> None:
    sheet = build_sheet(translator(lang), chosen(which))
    check_html(html(sheet), lang, large=False)
    check_html(html(sheet, large_print=True), lang, large=True)


def test_html_shows_command_words_as_keyboard_input() -> None:
    page = html(build_sheet(translator("en"), None))
    assert "\u201c<kbd>draw</kbd>\u201d or \u201c<kbd>d</kbd>\u201d" in page
    assert '<th scope="row">Card placed on a foundation</th><td>+10</td>' in page


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", WHICH, ids=str)
def test_markdown(lang: str, which: str | None) -> None:
    text = markdown(build_sheet(translator(lang), chosen(which)))
    lines = text.split("\n")
    assert lines[0].startswith("# ") and sum(1 for line in lines if line.startswith("# ")) == 1
    levels = [len(line) - len(line.lstrip("#")) for line in lines if line.startswith("#")]
    for before, after in itertools.pairwise(levels):
        assert after <= before + 1
    assert "| --- | --: |" in text
    assert COMMAND_OPEN not in text and not BOX_OR_EMOJI.search(text)


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("scoring", "scoring"),
        ("Empty column", "empty-column"),
        ("variant maria", "variant-maria"),
        ("Maria", "variant-maria"),
        ("number 10", "variant-number-ten"),
        ("rank and file", "variant-rank-and-file"),
        ("the set-up", "setup"),
        ("empty", "empty-column"),
        ("deal codes", "playing-codes"),
        ("variant", "variants"),
        ("klondike", None),
        ("", None),
    ],
)
def test_find_section_as_a_player_asks_for_it(query: str, key: str | None) -> None:
    t = translator("en")
    found = find_section(t, sections(t, None), query)
    assert (found.key if found else None) == key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_find_section_by_its_title_in_every_language(lang: str) -> None:
    t = translator(lang)
    found = sections(t, None)
    for section in found:
        assert find_section(t, found, section.title) is section
        assert find_section(t, found, section.key) is section


# ----- issue 12: the HTML's contents, quotation marks and languages -------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", [None, "maria", "all"], ids=str)
def test_html_has_a_contents_list_linking_every_section(lang: str, which: str | None) -> None:
    t = translator(lang)
    sheet = build_sheet(t, chosen(which))
    page = html(sheet)
    assert sheet.labels is not None
    nav = re.search(r'<nav aria-labelledby="contents">(.*?)</nav>', page, re.S)
    assert nav and f'<h2 id="contents">{html_lib.escape(sheet.labels.contents)}</h2>' in nav.group(1)
    links = re.findall(r'<a href="#([^"]+)">', nav.group(1))
    ids = re.findall(r'<h[2-4] id="([^"]+)">', page)
    assert links == [i for i in ids if i != "contents"]
    assert len(links) == len(set(links)) and len(links) >= 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_html_keeps_quotation_marks_around_commands(lang: str) -> None:
    t = translator(lang)
    page = html(build_sheet(t, None))
    left, _, right = t.pgettext("quotation marks", "\u201c{text}\u201d").partition("{text}")
    kbds = re.findall(r"(.)<kbd>(.*?)</kbd>(.)", page)
    assert kbds
    for before, _, after in kbds:
        assert (before, after) == (html_lib.escape(left)[-1:], html_lib.escape(right)[:1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_html_gives_each_language_name_its_own_lang(lang: str) -> None:
    from fortythieves.lang.languages import AVAILABLE

    page = html(build_sheet(translator(lang), None))
    for record in AVAILABLE:
        assert f'<span lang="{record.code}">{html_lib.escape(record.native_name)}</span>' in page
    text = sheet_text(translator(lang), build_sheet(translator(lang), None))
    assert "\ue002" not in text and "\ue004" not in text
