"""The rules sheet: what it says, in every language, and the `fortythieves rules` command.

The sheet is a list of `Section`s (a language-neutral key, a title, blocks of text). The
rules themselves are the sentences of `fortythieves.lang.ruletext`, the very ones the game
recalls after a refused move; the sheet adds the explanations around them. The formats
(`rulesheet_render` for Markdown, HTML and PDF, `braille` for BRF) only lay it out, and
each is imported when asked for, so that the plain text starts fast.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from fortythieves.core.rules import Build, Rule
from fortythieves.core.variants import STANDARD, VARIANTS, Variant, get_variant
from fortythieves.lang.folding import fold_words
from fortythieves.lang.i18n import Translator, negotiate, parse_language, translator
from fortythieves.lang.languages import AVAILABLE, LANGUAGES
from fortythieves.lang.lexicon import SHORT_FORMS, examples, word
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.variant_names import variant_name

# Command words inside block text are wrapped in these two characters (from Unicode's
# private use area), so that HTML can show them as <kbd> and Markdown as `code`;
# `plain()` removes them.
COMMAND_OPEN = "\ue000"
COMMAND_CLOSE = "\ue001"
_COMMANDS = re.compile(COMMAND_OPEN + "(.*?)" + COMMAND_CLOSE, re.S)
EXAMPLE_CODE = "FT1-N-2345673"
FORMATS = ("text", "markdown", "html", "pdf", "brf", "wav")
UNDO_LIMIT = 100


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


def quoted(t: Translator, text: str) -> str:
    """`text` with the command words in the language's quotation marks, for plain text."""
    if COMMAND_OPEN not in text:
        return text
    # Translators: quotation marks around words the player types, in the plain text of the rules
    # ("draw", «draw», „draw“); {text} is the words.
    marks = t.pgettext("quotation marks", "\u201c{text}\u201d")
    return _COMMANDS.sub(lambda m: marks.format(text=m.group(1)), text)


def depth(key: str, keys: set[str]) -> int:
    """0 for a section, 1 for a sub-section (the parts of "playing", and the variants'
    summaries under "variants")."""
    if key.startswith("playing-"):
        return 1
    return 1 if key.startswith("variant-") and "variants" in keys else 0


# ----- the sections -----------------------------------------------------------------------
_RULE_SECTIONS = {
    Rule.ONE_CARD: "moves",
    Rule.SEQUENCES: "moves",
    Rule.BUILD: "moves",
    Rule.NOTHING_ON_ACE: "moves",
    Rule.FACE_DOWN: "moves",
    Rule.EMPTY_COLUMN: "empty-column",
    Rule.FOUNDATION_SUITS: "foundations",
    Rule.FOUNDATION_BUILD: "foundations",
    Rule.TAKE_BACK: "foundations",
    Rule.STOCK: "stock",
    Rule.WASTE: "stock",
    Rule.WIN: "end",
}


def sections(t: Translator, variant: Variant | None) -> list[Section]:
    """The sheet's sections. None: the standard game, with a summary of the variants;
    a variant: that variant's own rules in full."""
    v = STANDARD if variant is None else variant
    rules: dict[str, list[str]] = {}
    for rule in v.rules:
        rules.setdefault(_RULE_SECTIONS.get(rule, "moves"), []).append(rule_text(t, rule, v))
    out = [_aim(t, v)]
    if v is not STANDARD:
        out.append(_variant_section(t, v, own=True))
    out += [
        _setup(t, v),
        _moves(t, v, rules.pop("moves", [])),
        _empty_column(t, rules.pop("empty-column", [])),
        _foundations(t, rules.pop("foundations", [])),
        _stock(t, v, rules.pop("stock", [])),
        _end(t, rules.pop("end", [])),
        _scoring(t, v),
        *_playing(t, v),
    ]
    assert not rules, rules
    if variant is None:
        out.append(_variants(t))
        out += [_variant_section(t, other, own=False) for other in VARIANTS if other is not STANDARD]
    return out


def section_text(t: Translator, section: Section) -> str:
    """Plain text: the title, then one line per paragraph, list item or table row (the
    table as sentences)."""
    lines = [section.title]
    for block in section.blocks:
        if isinstance(block, Paragraph):
            lines.append(block.text)
        elif isinstance(block, Items):
            lines.extend(block.items)
        else:
            lines.extend(block.sentences)
    return quoted(t, "\n".join(lines))


def _norm(text: str) -> str:
    return fold_words(plain(text))


def find_section(t: Translator, found: Sequence[Section], query: str) -> Section | None:
    """The section a player asks for, as in "rules scoring": by its key ("scoring",
    "empty column", "variant maria"), its title ("puntuacio"), a word of its title, or a
    variant's name or alias ("maria", "number 10"); accents and case do not matter."""
    want = _norm(query)
    if not want:
        return None
    bare = want.removeprefix("variant ").removeprefix("variant") or "variants"
    try:
        key = f"variant-{get_variant(bare).key}"
    except KeyError:
        key = None
    for section in found:
        names = {_norm(section.key), _norm(section.title)}
        if section.key.startswith("variant-"):
            names.add(_norm(variant_name(t, get_variant(section.key.removeprefix("variant-")))))
        if want in names or bare in names or section.key == key:
            return section
    words = set(want.split())
    for section in found:  # the words of a title or key: "empty" for "The empty column"
        if any(words <= set(_norm(name).split()) for name in (section.title, section.key)):
            return section
    return None


def sheet_title(t: Translator, variant: Variant | None) -> str:
    """One title per game, so that each language can elide and inflect ("Les regles d'Indi")."""
    titles = {
        # Translators: the title of the rules sheet of the standard game.
        "forty-thieves": t.pgettext("sheet title", "The rules of Forty Thieves"),
        # Translators: the title of the rules sheet of a variant (use the variant's name as in "variant name").
        "indian": t.pgettext("sheet title", "The rules of Indian"),
        # Translators: the title of the rules sheet of a variant.
        "limited": t.pgettext("sheet title", "The rules of Limited"),
        # Translators: the title of the rules sheet of a variant.
        "little-forty": t.pgettext("sheet title", "The rules of Little Forty"),
        # Translators: the title of the rules sheet of a variant.
        "lucas": t.pgettext("sheet title", "The rules of Lucas"),
        # Translators: the title of the rules sheet of a variant.
        "maria": t.pgettext("sheet title", "The rules of Maria"),
        # Translators: the title of the rules sheet of a variant.
        "number-ten": t.pgettext("sheet title", "The rules of Number Ten"),
        # Translators: the title of the rules sheet of a variant.
        "rank-and-file": t.pgettext("sheet title", "The rules of Rank and File"),
        # Translators: the title of the rules sheet of a variant.
        "streets": t.pgettext("sheet title", "The rules of Streets"),
    }
    return titles[(variant or STANDARD).key]


def build_sheet(t: Translator, which: Variant | str | None) -> Sheet:
    """The document for `--variant`: None (the standard sheet), a variant, or "all": the
    standard game's rules, then each variant's in full (the playing sections only once)."""
    if which != "all":
        variant = which if isinstance(which, Variant) else None
        return Sheet(t.lang, sheet_title(t, variant), (Part(None, tuple(sections(t, variant))),))
    parts = [Part(variant_name(t, STANDARD), tuple(sections(t, STANDARD)))]
    for v in VARIANTS:
        if v is not STANDARD:
            own = [s for s in sections(t, v) if not s.key.startswith("playing")]
            parts.append(Part(variant_name(t, v), tuple(own)))
    # Translators: the title of the rules sheet with every variant; {game} is the name of the game.
    title = t._("The rules of {game} and its variants").format(game=variant_name(t, STANDARD))
    return Sheet(t.lang, title, tuple(parts))


def sheet_text(t: Translator, sheet: Sheet) -> str:
    """The whole sheet as plain text: a blank line between sections."""
    chunks = [quoted(t, sheet.title)]
    for part in sheet.parts:
        if part.title:
            chunks.append(quoted(t, part.title))
        chunks += [section_text(t, s) for s in part.sections]
    return "\n\n".join(chunks) + "\n"


def _aim(t: Translator, v: Variant) -> Section:
    blocks: list[Block] = []
    if v is STANDARD:
        # Translators: the first sentence of the rules sheet; {game} is the game's name.
        text = t._("{game} is a patience for one player, played with two decks of 52 cards.")
        blocks.append(Paragraph(text.format(game=variant_name(t, v))))
    else:
        # Translators: the first sentence of a variant's rules sheet; {variant} is its name, {game} the game's.
        text = t._(
            "{variant} is a variant of {game}, a patience for one player played with two decks of 52 cards."
        )
        blocks.append(Paragraph(text.format(variant=variant_name(t, v), game=variant_name(t, STANDARD))))
    # Translators: the aim of the game, in the rules sheet.
    aim = t._(
        "The aim is to move every card onto the 8 foundations, each built up by suit from ace to king, "
        "using the columns of the tableau as working space."
    )
    blocks.append(Paragraph(aim))
    if v is STANDARD:
        # Translators: other names of the game; translate them only where players know a translated name.
        names = t._(
            "It is also known as Big Forty, Le Cadran, Napoleon at St. Helena and Roosevelt at San Juan."
        )
        blocks.append(Paragraph(names))
    # Translators: a section title of the rules sheet.
    return Section("aim", t.pgettext("rules sheet", "The aim of the game"), tuple(blocks))


def _deal_sentence(t: Translator, v: Variant) -> str:
    # Translators: the deal. {count} columns (9 to 13) of {rows} cards (always 3 or 4), {dealt} cards in all (27 to 48).
    return t.ngettext(
        "The deal makes {count} column of {rows} cards, {dealt} cards in all.",
        "The deal makes {count} columns of {rows} cards, {dealt} cards in all.",
        v.columns,
    ).format(count=v.columns, rows=v.rows, dealt=v.dealt)


def _face_down_sentence(t: Translator, v: Variant) -> str:
    if not v.face_down:
        # Translators: in the rules sheet: every card of the tableau is dealt face up.
        return t._("All the cards of the columns are face up.")
    # Translators: in the rules sheet: {count} (1 to 3) cards at the bottom of each column are dealt face down.
    return t.ngettext(
        "In each column the bottom card, the first one dealt, is face down; the others are face up.",
        "In each column the {count} bottom cards, the first ones dealt, are face down; the others are face up.",
        v.face_down,
    ).format(count=v.face_down)


def _stock_size_sentence(t: Translator, v: Variant) -> str:
    # Translators: in the rules sheet, after the deal; {count} is the number of cards in the stock (56 to 69).
    return t.ngettext(
        "The other {count} card forms the stock, face down, and the waste is empty.",
        "The other {count} cards form the stock, face down, and the waste is empty.",
        v.stock_size,
    ).format(count=v.stock_size)


def _setup(t: Translator, v: Variant) -> Section:
    # Translators: in the rules sheet: the cards of the game.
    decks = t._("Two full decks of 52 cards are shuffled together: 104 cards, so every card exists twice.")
    blocks: list[Block] = [Paragraph(decks)]
    if v.aces_out:
        # Translators: in the rules sheet of Lucas.
        aces = t._(
            "Before the shuffle the 8 aces are taken out and placed on the foundations, "
            "so 96 cards are shuffled."
        )
        blocks.append(Paragraph(aces))
    blocks.append(
        Paragraph(" ".join((_deal_sentence(t, v), _face_down_sentence(t, v), _stock_size_sentence(t, v))))
    )
    if not v.aces_out:
        # Translators: in the rules sheet, after the deal.
        blocks.append(Paragraph(t._("The 8 foundations start empty.")))
    # Translators: in the rules sheet: how the game lists a column.
    listing = t._(
        "A column is listed from its first-dealt card, the deepest, to its last card, the exposed one on top."
    )
    blocks.append(Paragraph(listing))
    # Translators: a section title of the rules sheet.
    return Section("setup", t.pgettext("rules sheet", "The set-up"), tuple(blocks))


def _moves(t: Translator, v: Variant, rules: list[str]) -> Section:
    # Translators: in the rules sheet, before the list of the rules of moving.
    intro = t._("A move takes a card from a column or from the waste to a foundation or to a column.")
    items = list(rules)
    if not v.sequences:
        # Translators: in the rules sheet, after the rule that only one card moves at a time.
        apart = t._(
            "Two cards in sequence never move together: move them one after the other, finding a place for each."
        )
        items.append(apart)
    # Translators: a section title of the rules sheet.
    return Section("moves", t.pgettext("rules sheet", "The moves"), (Paragraph(intro), Items(tuple(items))))


def _empty_column(t: Translator, rules: list[str]) -> Section:
    # Translators: in the rules sheet, after the rule of the empty column.
    note = t._("An empty column is the only free space in the game, and the most useful one.")
    blocks = (*(Paragraph(r) for r in rules), Paragraph(note))
    # Translators: a section title of the rules sheet.
    return Section("empty-column", t.pgettext("rules sheet", "The empty column"), blocks)


def _foundations(t: Translator, rules: list[str]) -> Section:
    # Translators: a section title of the rules sheet.
    return Section("foundations", t.pgettext("rules sheet", "The foundations"), (Items(tuple(rules)),))


def _stock(t: Translator, v: Variant, rules: list[str]) -> Section:
    blocks: list[Block] = [Items(tuple(rules))]
    if v.redeals:
        # Translators: in the rules sheet of Little Forty, after the stock rule.
        note = t._("A redeal turns the waste over, in the same order, to form the stock again.")
    else:
        # Translators: in the rules sheet, after the stock rule.
        note = t._("Cards buried in the waste come free only when the cards above them have been played.")
    blocks.append(Paragraph(note))
    # Translators: a section title of the rules sheet.
    return Section("stock", t.pgettext("rules sheet", "Stock and waste"), tuple(blocks))


def _end(t: Translator, rules: list[str]) -> Section:
    # Translators: in the rules sheet: the game tells the player when no move is left.
    blocked = t._("When no move is possible any more, the game says so: undo some moves or start a new game.")
    blocks = (*(Paragraph(r) for r in rules), Paragraph(blocked))
    # Translators: a section title of the rules sheet.
    return Section("end", t.pgettext("rules sheet", "The end of the game"), blocks)


_SCORES = (
    ("start", 0),
    ("foundation", 10),
    ("waste-to-column", 5),
    ("take-back", -15),
    ("column", 0),
    ("draw", 0),
)


def _score_label(t: Translator, key: str) -> str:
    if key == "start":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Start of the game")
    if key == "foundation":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card placed on a foundation")
    if key == "waste-to-column":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card from the waste placed on a column")
    if key == "take-back":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card taken back from a foundation onto a column")
    if key == "column":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card moved from one column to another")
    # Translators: a row of the scoring table.
    return t.pgettext("scoring", "Card drawn from the stock")


def _score_sentence(t: Translator, label: str, points: int) -> str:
    if points < 0:
        # Translators: a row of the scoring table said as a sentence; {action} is the row's label.
        text = t.ngettext("{action}: minus {count} point.", "{action}: minus {count} points.", -points)
        return text.format(action=label, count=-points)
    # Translators: a row of the scoring table said as a sentence: "Card placed on a foundation: 10 points."
    text = t.ngettext("{action}: {count} point.", "{action}: {count} points.", points)
    return text.format(action=label, count=points)


def _scoring(t: Translator, v: Variant) -> Section:
    rows = []
    sentences = []
    for key, points in _SCORES:
        label = _score_label(t, key)
        rows.append((label, "0" if not points else f"{points:+d}".replace("-", "\u2212")))
        sentences.append(_score_sentence(t, label, points))
    # Translators: the caption of the scoring table.
    caption = t.pgettext("scoring", "Points for each action")
    # Translators: the header cell of the first column of the scoring table.
    action = t.pgettext("scoring", "Action")
    # Translators: the header cell of the second column of the scoring table.
    points_header = t.pgettext("scoring", "Points")
    table = Table(caption, (action, points_header), tuple(rows), tuple(sentences))
    scored = v.card_count - 8 if v.aces_out else v.card_count
    # Translators: in the rules sheet; {count} cards (104, or 88 in Lucas) reach the foundations during
    # the game, worth {points} points (10 each).
    worth = t.ngettext(
        "The score never goes below 0. There is no bonus for winning: the {count} card placed on the "
        "foundations is worth {points} points, plus 5 points for every card moved from the waste onto a column.",
        "The score never goes below 0. There is no bonus for winning: the {count} cards placed on the "
        "foundations are worth {points} points, plus 5 points for every card moved from the waste onto a column.",
        scored,
    ).format(count=scored, points=scored * 10)
    # Translators: in the rules sheet, after the scoring table.
    back = t._("Taking a card back from a foundation costs 15 points, and putting it back earns only 10.")
    # Translators: the worked example of the scoring; {base} is 1040 (880 in Lucas), {total} the final score.
    example = t._(
        "For example, a game won after placing 29 cards from the waste on columns ends with "
        "{base} + 29 \u00d7 5 = {total} points."
    ).format(base=scored * 10, total=scored * 10 + 29 * 5)
    # Translators: in the rules sheet, about the scoring.
    other = t._(
        "This is the scoring of the app; other versions of the game score differently, or not at all."
    )
    blocks = (table, Paragraph(worth), Paragraph(back), Paragraph(example), Paragraph(other))
    # Translators: a section title of the rules sheet.
    return Section("scoring", t.pgettext("rules sheet", "Scoring"), blocks)


# ----- playing in this program ------------------------------------------------------------
def _word(t: Translator, key: str) -> str:
    return command(word(t.lang, key))


def _names(t: Translator, key: str) -> str:
    """A command and its one-letter forms: "draw or d"."""
    shorts = sorted((s for s, k in SHORT_FORMS.items() if k == key), key=lambda s: (not s.isalpha(), s))
    names = [word(t.lang, key), *shorts]
    return t.format_list([command(n) for n in names], style="or")


def _entry(t: Translator, key: str, description: str) -> str:
    # Translators: an entry of the command list: {commands} is a command and its short forms ("draw or d"),
    # {description} says what it does (the descriptions are below, each starting in lower case).
    return t._("{commands}: {description}.").format(commands=_names(t, key), description=description)


def _playing(t: Translator, v: Variant) -> list[Section]:
    return [_playing_intro(t), _reading(t), _commands(t, v), _codes(t), _settings(t)]


def _playing_intro(t: Translator) -> Section:
    ex = examples(t.lang)
    # Translators: in the rules sheet, how to play in this program.
    typing = t._(
        "Type a command and press Enter; the game answers in a sentence or two. Type commands the way you "
        "would say them; the English words always work too, and capitals and accents do not matter."
    )
    # Translators: in the rules sheet, before examples of move commands.
    how = t._("To move a card, say which card goes where, by its name or by its place, for example:")
    keys = (
        "move-card",
        "card-to-column",
        "card-to-foundation",
        "column-to-column",
        "waste-to-column",
        "take-back",
    )
    samples = Items(tuple(command(ex[k]) for k in keys))
    # Translators: in the rules sheet; {example} is an example command such as "play the waste".
    best = t._(
        "A card named without a place, as in {example}, goes to its best place: a foundation, "
        "else the longest column that accepts it, else an empty column."
    ).format(example=command(ex["play-waste"]))
    # Translators: in the rules sheet: there are two cards of each name.
    both = t._("When both copies of a card could move, the game asks which one you mean.")
    # Translators: in the rules sheet.
    refused = t._("When a move is refused, the game says which rule refused it, in the words of these rules.")
    blocks = (
        Paragraph(typing),
        Paragraph(how),
        samples,
        Paragraph(best),
        Paragraph(both),
        Paragraph(refused),
    )
    # Translators: a section title of the rules sheet.
    return Section("playing", t.pgettext("rules sheet", "Playing in this program"), blocks)


def _reading(t: Translator) -> Section:
    ex = examples(t.lang)
    # Translators: in the rules sheet, before the list of commands that read the board.
    intro = t._("You can ask for any part of the board at any time:")
    # Translators: a command's description in the rules sheet (after "board or b: ").
    board = t._("read the whole board: the stock, the waste, the foundations and every column")
    items = [_entry(t, "board", board)]
    # Translators: in the rules sheet; {example} is an example command that reads a column.
    column = t._(
        "{example}: read one column, from its first-dealt card to its exposed card, or in the order you chose."
    )
    items.append(column.format(example=command(ex["read-column"])))
    # Translators: in the rules sheet; each placeholder is a word the player types.
    piles = t._("{read} followed by {foundation}, {waste} or {stock}: read that part of the board.")
    items.append(
        piles.format(
            read=_word(t, "read"),
            foundation=_word(t, "foundation"),
            waste=_word(t, "waste"),
            stock=_word(t, "stock"),
        )
    )
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "exposed", t._("read the exposed card of every column")))
    # Translators: in the rules sheet; {example} is an example command asking where a card is.
    where = t._("{example}: say where a card is.")
    items.append(where.format(example=command(ex["where-card"])))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "score", t._("say the score and the number of moves")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "moves", t._("list the legal moves")))
    # Translators: in the rules sheet; {command} is the word the player types.
    options = t._("{command} followed by a card or a column: say where it can go.")
    items.append(options.format(command=_word(t, "options")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "code", t._("say the deal code of this game")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "repeat", t._("say the last reply again")))
    # Translators: a section title of the rules sheet.
    title = t.pgettext("rules sheet", "Reading the board")
    return Section("playing-reading", title, (Paragraph(intro), Items(tuple(items))))


def _commands(t: Translator, v: Variant) -> Section:
    # Translators: a command's description in the rules sheet (after "draw or d: ").
    items = [_entry(t, "draw", t._("draw from the stock onto the waste"))]
    if v.redeals:
        # Translators: a command's description in the rules sheet of Little Forty.
        items.append(_entry(t, "redeal", t._("turn the waste over to form the stock again")))
    # Translators: in the rules sheet; {command} is the word the player types.
    tap = t._(
        "{command} followed by a card: the app's tap; the card goes to a foundation that accepts it, "
        "and the top card of the waste, if no foundation accepts it, to a column that accepts it."
    )
    items.append(tap.format(command=_word(t, "tap")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "undo", t._("take back the last action, a move or a draw")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "redo", t._("play again an action you took back")))
    # Translators: in the rules sheet; {command} is the word the player types.
    new = t._("{command}: deal a new game; add a variant's name or a deal code to choose the game.")
    items.append(new.format(command=_word(t, "new")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "restart", t._("start this deal again from the beginning")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "rules", t._("hear these rules, one section at a time")))
    # Translators: in the rules sheet; {example} is an example command that reads one section of the rules.
    one_section = t._("{example}: hear one section of the rules.")
    items.append(one_section.format(example=command(examples(t.lang)["rules-section"])))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "help", t._("list the commands")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "quit", t._("leave the game; it is saved and resumes next time")))
    # Translators: in the rules sheet, about undo; {count} is 100.
    undo = t.ngettext(
        "The last {count} action can be undone, moves and draws alike. Undoing gives back the score "
        "as it was, but the move counter does not go down.",
        "The last {count} actions can be undone, moves and draws alike. Undoing gives back the score "
        "as it was, but the move counter does not go down.",
        UNDO_LIMIT,
    ).format(count=UNDO_LIMIT)
    # Translators: a section title of the rules sheet.
    title = t.pgettext("rules sheet", "Commands")
    return Section("playing-commands", title, (Items(tuple(items)), Paragraph(undo)))


def _codes(t: Translator) -> Section:
    # Translators: in the rules sheet; {example} is a deal code such as FT1-N-2345673.
    what = t._(
        "Every deal has a code, such as {example}: FT1, a letter for the variant, and seven characters. "
        "The same code always deals the same cards, so a code replays a deal or shares it with a friend."
    ).format(example=command(EXAMPLE_CODE))
    # Translators: one variant letter of the deal codes, as in "N for Forty Thieves".
    pair = t._("{letter} for {variant}")
    pairs = [pair.format(letter=v.letter, variant=variant_name(t, v)) for v in VARIANTS]
    # Translators: in the rules sheet; {letters} lists the variants' letters ("N for Forty Thieves, I for Indian, ...").
    letters = t._("The letter after FT1 names the variant: {letters}.").format(letters=t.format_list(pairs))
    # Translators: in the rules sheet, about typing deal codes.
    typing = t._(
        "Capitals, spaces and hyphens do not matter when you type a code. Its last character is a check: "
        "a mistyped code is refused, never dealt as another game."
    )
    # Translators: in the rules sheet; {new} is the command word, {example} a deal code, {program} the
    # command line that starts the program with a code (leave it as it is).
    play = t._(
        "To play a deal by its code, type {new} followed by the code, or start the program with {program}."
    )
    play = play.format(new=_word(t, "new"), program=command("fortythieves play --code " + EXAMPLE_CODE))
    blocks = (Paragraph(what), Paragraph(letters), Paragraph(typing), Paragraph(play))
    # Translators: a section title of the rules sheet.
    return Section("playing-codes", t.pgettext("rules sheet", "Deal codes"), blocks)


def _settings(t: Translator) -> Section:
    # Translators: in the rules sheet; each placeholder is a word the player types.
    verbosity = t._("{command} followed by {brief}, {normal} or {full}: how much each reply says.").format(
        command=_word(t, "verbosity"),
        brief=_word(t, "brief"),
        normal=_word(t, "normal"),
        full=_word(t, "full"),
    )
    # Translators: in the rules sheet; each placeholder is a word the player types.
    order = t._("{command} followed by {dealt} or {exposed}: the order in which a column is read.").format(
        command=_word(t, "order"), dealt=_word(t, "dealt-first"), exposed=_word(t, "exposed-first")
    )
    languages = t.format_list([command(r.native_name) for r in AVAILABLE], style="or")
    # Translators: in the rules sheet; {command} is the word the player types, {languages} the six languages.
    language = t._("{command} followed by a language: play in {languages}.").format(
        command=_word(t, "language"), languages=languages
    )
    on, off = _word(t, "on"), _word(t, "off")
    # Translators: in the rules sheet; each placeholder is a word the player types.
    autoplace = t._(
        "{command} followed by {on} or {off}: the app's automatic placement, off at the start, "
        "which sends a card to its best place."
    ).format(command=_word(t, "autoplace"), on=on, off=off)
    # Translators: in the rules sheet; each placeholder is a word the player types.
    speech = t._(
        "{command} followed by {on} or {off}: the game speaks every reply aloud, when speech is installed."
    )
    # Translators: a command's description in the rules sheet.
    stop = _entry(t, "stop", t._("silence the speech at once"))
    items = (
        verbosity,
        order,
        language,
        autoplace,
        speech.format(command=_word(t, "speech"), on=on, off=off),
        stop,
    )
    # Translators: a section title of the rules sheet.
    return Section("playing-settings", t.pgettext("rules sheet", "Settings"), (Items(items),))


# ----- the variants -----------------------------------------------------------------------
def _variants(t: Translator) -> Section:
    # Translators: in the rules sheet, before the summaries of the eight variants.
    intro = t._(
        "Eight variants change a few of these rules; everything they do not change is as in the standard game. "
        "Each variant has a sheet of its own with its rules in full."
    )
    # Translators: in the rules sheet; {command} is the command line that prints a variant's sheet (leave it as it is).
    sheet = t._("To print the sheet of a variant, use {command}.").format(
        command=command("fortythieves rules --variant maria")
    )
    # Translators: a section title of the rules sheet.
    return Section(
        "variants", t.pgettext("rules sheet", "The variants"), (Paragraph(intro), Paragraph(sheet))
    )


def _differences(t: Translator, v: Variant) -> list[str]:
    out = []
    if (v.columns, v.rows) != (STANDARD.columns, STANDARD.rows):
        # Translators: in the rules sheet; {count} is the number of cards in the stock.
        stock = t.ngettext("The stock holds {count} card.", "The stock holds {count} cards.", v.stock_size)
        out.append(_deal_sentence(t, v) + " " + stock.format(count=v.stock_size))
    if v.face_down:
        out.append(_face_down_sentence(t, v) + " " + rule_text(t, Rule.FACE_DOWN, v))
    if v.build is not Build.SAME_SUIT:
        out.append(rule_text(t, Rule.BUILD, v))
    if v.sequences:
        out.append(rule_text(t, Rule.SEQUENCES, v))
    if (v.draw, v.redeals) != (STANDARD.draw, STANDARD.redeals):
        out.append(rule_text(t, Rule.STOCK, v))
    if v.aces_out:
        out.append(rule_text(t, Rule.FOUNDATION_BUILD, v))
    # Translators: in the rules sheet; {prefix} is the start of a variant's deal codes, such as FT1-M-.
    out.append(t._("Its deal codes begin with {prefix}.").format(prefix=command(f"FT1-{v.letter}-")))
    return out


def _other_sources(t: Translator, v: Variant) -> str | None:
    if v.key == "little-forty":
        # Translators: in the rules sheet of Little Forty: how another solitaire program plays it.
        return t._(
            "Other sources differ: PySolFC's Little Forty builds in any suit, moves only runs of one suit, "
            "and fills an emptied column from the waste."
        )
    if v.key == "lucas":
        # Translators: in the rules sheet of Lucas: how another solitaire program plays it.
        return t._(
            "Other sources differ: PySolFC's Lucas deals 13 columns of 4 cards and leaves the aces in the deck."
        )
    return None


def _variant_section(t: Translator, v: Variant, own: bool) -> Section:
    """What `v` changes: under "The variants" (titled with its name), or in its own sheet."""
    name = variant_name(t, v)
    blocks: list[Block] = []
    if own:
        # Translators: a section title of a variant's rules sheet; {variant} and {game} are names.
        title = t._("How {variant} differs from {game}").format(variant=name, game=variant_name(t, STANDARD))
    else:
        title = name
    blocks.append(Items(tuple(_differences(t, v))))
    note = _other_sources(t, v)
    if note:
        blocks.append(Paragraph(note))
    if not own:
        # Translators: in the rules sheet, at the end of a variant's summary.
        blocks.append(Paragraph(t._("Everything else is as in the standard game.")))
    return Section(f"variant-{v.key}", title, tuple(blocks))


# ----- the command ------------------------------------------------------------------------
def _error(message: str) -> None:
    print(f"fortythieves: {message}", file=sys.stderr)


def _which(name: str | None) -> Variant | str | None:
    if name is None or name.strip().lower() == "all":
        return None if name is None else "all"
    return get_variant(name)


def run(args: argparse.Namespace) -> int:
    """`fortythieves rules`: 0 done, 2 bad usage, 1 an optional part or the output failed."""
    requested: str | None = getattr(args, "lang", None)
    saved = getattr(getattr(args, "settings", None), "lang", None)
    lang, _ = negotiate(None, saved)
    t = translator(lang)  # the player's language, for a message about --lang
    if requested:
        code, missing = parse_language(requested), None
        if code is None:
            code, missing = negotiate(requested, None, {})
        if missing:
            # Translators: an error of "fortythieves rules --lang"; {lang} is what was typed, {languages} the codes.
            message = t._("no rules sheet in language {lang}; choose one of: {languages}.")
            _error(message.format(lang=requested, languages=", ".join(LANGUAGES)))
            return 2
        lang = code
    t = translator(lang)
    fmt: str = getattr(args, "format", None) or "text"
    output: str | None = getattr(args, "output", None)
    large = bool(getattr(args, "large_print", False))
    try:
        which = _which(getattr(args, "variant", None))
    except KeyError:
        names = ", ".join(v.key for v in VARIANTS)
        # Translators: an error of "fortythieves rules --variant"; {name} is what was typed, {names} the variants.
        message = t._("unknown variant {name}; choose one of: {names}, or all.")
        _error(message.format(name=args.variant, names=names))
        return 2
    if fmt not in FORMATS:
        # Translators: an error of "fortythieves rules --format"; {formats} lists the formats.
        message = t._("unknown format {name}; choose one of: {formats}.")
        _error(message.format(name=fmt, formats=", ".join(FORMATS)))
        return 2
    if large and fmt not in ("html", "pdf"):
        # Translators: an error of "fortythieves rules --large-print" with a format that has no print size.
        _error(t._("large print is for the html and pdf formats."))
        return 2
    if fmt in ("pdf", "wav") and (not output or output == "-"):
        # Translators: an error of "fortythieves rules"; {format} is pdf or wav.
        _error(t._("the {format} format needs an output file: add -o FILE.").format(format=fmt))
        return 2
    sheet = build_sheet(t, which)
    render = _RENDERERS[fmt]
    try:
        data = render(t, sheet, large, output)
    except _Missing as missing_part:
        _error(str(missing_part))
        return 1
    if data is None:  # written by the renderer (wav)
        return 0
    try:
        if output and output != "-":
            Path(output).write_bytes(data)
        else:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
    except OSError as e:
        # Translators: an error of "fortythieves rules -o FILE"; {file} is the file, {error} the system's reason.
        _error(t._("cannot write {file}: {error}").format(file=output or "-", error=e.strerror or e))
        return 1
    return 0


class _Missing(Exception):
    """An optional part is not installed, or failed: the message says what to do."""


def _text(t: Translator, sheet: Sheet, large: bool, output: str | None) -> bytes:
    return sheet_text(t, sheet).encode("utf-8")


def _markdown(t: Translator, sheet: Sheet, large: bool, output: str | None) -> bytes:
    from fortythieves.rulesheet.render import markdown

    return markdown(sheet).encode("utf-8")


def _html(t: Translator, sheet: Sheet, large: bool, output: str | None) -> bytes:
    from fortythieves.rulesheet.render import html

    return html(sheet, large_print=large).encode("utf-8")


def _pdf(t: Translator, sheet: Sheet, large: bool, output: str | None) -> bytes:
    from fortythieves.rulesheet.render import PdfUnavailable, pdf

    try:
        return pdf(sheet, large_print=large)
    except PdfUnavailable:
        # Translators: the one line shown when the PDF part is not installed (keep the command as it is).
        raise _Missing(t._("the PDF format needs WeasyPrint: pip install 'fortythieves[pdf]'")) from None


def _brf(t: Translator, sheet: Sheet, large: bool, output: str | None) -> bytes:
    try:
        from fortythieves.rulesheet.braille import BrailleUnavailable, to_brf
    except ImportError:  # pragma: no cover - the module is part of the package
        raise _Missing("braille module missing") from None
    from fortythieves.rulesheet.render import braille_blocks

    try:
        return to_brf(braille_blocks(t, sheet), sheet.lang).encode("ascii")
    except BrailleUnavailable:
        # Translators: the one line shown when liblouis is not installed (keep the command as it is).
        message = t._(
            "the braille format needs liblouis: apt-get install liblouis-bin liblouis-data python3-louis"
        )
        raise _Missing(message) from None


def _wav(t: Translator, sheet: Sheet, large: bool, output: str | None) -> None:
    try:
        from fortythieves.speech.engine import render_wav
    except ImportError:
        # Translators: the one line shown when the speech part is not installed (keep the command as it is).
        raise _Missing(t._("the wav format needs speech: pip install 'fortythieves[speech]'")) from None
    assert output
    try:
        render_wav(sheet_text(t, sheet), sheet.lang, Path(output))
    except Exception as e:  # the speech module's own error: espeak-ng or its voice is missing
        # Translators: the one line shown when the rules could not be recorded; {error} is the reason.
        raise _Missing(t._("cannot record the rules: {error}").format(error=e)) from None
    return None


_RENDERERS: dict[str, Callable[[Translator, Sheet, bool, str | None], bytes | None]] = {
    "text": _text,
    "markdown": _markdown,
    "html": _html,
    "pdf": _pdf,
    "brf": _brf,
    "wav": _wav,
}
