"""The nine games side by side: one row per variant, one column per thing that differs,
every cell read from the variant's data in `core.variants`. Print and HTML show the
table; speech, plain text and braille read one sentence per variant."""

from __future__ import annotations

from fortythieves.core.rules import Build
from fortythieves.core.variants import VARIANTS, Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import Table
from fortythieves.lang.variant_names import variant_name


def header(t: Translator) -> tuple[str, ...]:
    return (
        # Translators: a header cell of the table of the variants side by side: the variant's name.
        t.pgettext("variants table", "Variant"),
        # Translators: a header cell of the variants table: how many columns are dealt.
        t.pgettext("variants table", "Columns"),
        # Translators: a header cell of the variants table: how many cards each column is dealt.
        t.pgettext("variants table", "Cards per column"),
        # Translators: a header cell of the variants table: how many cards the stock holds at the start.
        t.pgettext("variants table", "Stock"),
        # Translators: a header cell of the variants table: on which cards a card is built in a column.
        t.pgettext("variants table", "Building down"),
        # Translators: a header cell of the variants table: whether a built run moves as one.
        t.pgettext("variants table", "Moving"),
        # Translators: a header cell of the variants table: how many cards a draw turns from the stock.
        t.pgettext("variants table", "Cards drawn"),
        # Translators: a header cell of the variants table: how often the waste may become the stock again.
        t.pgettext("variants table", "Redeals"),
        # Translators: a header cell of the variants table: where the aces are at the start.
        t.pgettext("variants table", "Aces at the start"),
    )


def _build(t: Translator, build: Build) -> str:
    if build is Build.SAME_SUIT:
        # Translators: a cell of the variants table, under "Building down": a card goes on the next higher
        # card of its own suit.
        return t.pgettext("variants table", "in the same suit")
    if build is Build.OTHER_SUIT:
        # Translators: a cell of the variants table, under "Building down": on any suit but its own.
        return t.pgettext("variants table", "in any other suit")
    # Translators: a cell of the variants table, under "Building down": red on black, black on red.
    return t.pgettext("variants table", "in the other colour")


def cells(t: Translator, v: Variant) -> tuple[str, ...]:
    """The row of `v`: its name, then one cell per header cell after the first."""
    if v.face_down:
        # Translators: a cell of the variants table, under "Cards per column": {rows} cards (3 or 4), of which
        # {count} (1 to 3) are face down.
        per_column = t.ngettext("{rows} ({count} face down)", "{rows} ({count} face down)", v.face_down)
        per_column = per_column.format(rows=v.rows, count=v.face_down)
    else:
        per_column = str(v.rows)
    if v.sequences:
        # Translators: a cell of the variants table, under "Moving": a correctly built run moves as one.
        moving = t.pgettext("variants table", "runs as a unit")
    else:
        # Translators: a cell of the variants table, under "Moving": only one card moves at a time.
        moving = t.pgettext("variants table", "one card at a time")
    # Translators: a cell of the variants table, under "Redeals": the variant has no redeal.
    redeals = str(v.redeals) if v.redeals else t.pgettext("variants table", "none")
    if v.aces_out:
        # Translators: a cell of the variants table, under "Aces at the start" (Lucas).
        aces = t.pgettext("variants table", "on the foundations")
    else:
        # Translators: a cell of the variants table, under "Aces at the start": shuffled with the other cards.
        aces = t.pgettext("variants table", "shuffled in")
    return (
        variant_name(t, v),
        str(v.columns),
        per_column,
        str(v.stock_size),
        _build(t, v.build),
        moving,
        str(v.draw),
        redeals,
        aces,
    )


def sentence(t: Translator, v: Variant) -> str:
    """The row of `v` read as one sentence: "Indian: 10 columns, ..."."""
    # Translators: in a variant's sentence of the variants table (read aloud and in braille); {count} is
    # 9 to 13.
    parts = [t.ngettext("{count} column", "{count} columns", v.columns).format(count=v.columns)]
    if v.face_down:
        # Translators: in a variant's sentence of the variants table; {rows} cards (3 or 4) in each column,
        # {count} (1 to 3) of them face down.
        deal = t.ngettext(
            "{rows} cards in each ({count} face down)",
            "{rows} cards in each ({count} face down)",
            v.face_down,
        )
    else:
        # Translators: in a variant's sentence of the variants table; {rows} cards (3 or 4) in each column.
        deal = t._("{rows} cards in each")
    parts.append(deal.format(rows=v.rows, count=v.face_down))
    # Translators: in a variant's sentence of the variants table; {count} is 56 to 74.
    stock = t.ngettext("a stock of {count} card", "a stock of {count} cards", v.stock_size)
    parts.append(stock.format(count=v.stock_size))
    # Translators: in a variant's sentence of the variants table; {build} is "in the same suit", "in any
    # other suit" or "in the other colour".
    parts.append(t._("building down {build}").format(build=_build(t, v.build)))
    if v.sequences:
        # Translators: in a variant's sentence of the variants table.
        parts.append(t._("runs moving as a unit"))
    else:
        # Translators: in a variant's sentence of the variants table.
        parts.append(t._("one card moving at a time"))
    # Translators: in a variant's sentence of the variants table; {count} is 1 or 3.
    draw = t.ngettext("one card drawn at a time", "{count} cards drawn at a time", v.draw)
    parts.append(draw.format(count=v.draw))
    if v.redeals:
        # Translators: in a variant's sentence of the variants table; {count} is 3.
        parts.append(t.ngettext("{count} redeal", "{count} redeals", v.redeals).format(count=v.redeals))
    else:
        # Translators: in a variant's sentence of the variants table.
        parts.append(t._("no redeal"))
    if v.aces_out:
        # Translators: in a variant's sentence of the variants table (Lucas).
        parts.append(t._("the aces on the foundations from the start"))
    else:
        # Translators: in a variant's sentence of the variants table.
        parts.append(t._("the aces shuffled in"))
    # Translators: one variant of the variants table as a sentence; {variant} is its name, {details} the
    # list of its properties ("10 columns, 4 cards in each, a stock of 64 cards, ... and no redeal").
    return t._("{variant}: {details}.").format(variant=variant_name(t, v), details=t.format_list(parts))


def variants_table(t: Translator) -> Table:
    """The standard game and its eight variants side by side."""
    return Table(
        # Translators: the caption of the table of the game and its variants side by side.
        t.pgettext("variants table", "The game and its variants side by side"),
        header(t),
        tuple(cells(t, v) for v in VARIANTS),
        tuple(sentence(t, v) for v in VARIANTS),
    )
