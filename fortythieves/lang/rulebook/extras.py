"""The parts published rules sheets have beside the rules: a one-line summary, the
example deal written out, a few tips of strategy, and the quick-reference card."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fortythieves.core.cards import Card
from fortythieves.core.rules import FOUNDATIONS, Build, Points
from fortythieves.core.variants import STANDARD, Variant
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook import playing
from fortythieves.lang.rulebook.model import Items, Paragraph, Part, Section, Sheet, Table, command
from fortythieves.lang.variant_names import variant_name


def summary(t: Translator, v: Variant) -> str:
    """One line: the deal, the building rule, the aim."""
    # Translators: the first half of the one-line summary at the top of the rules sheet; {count} is the
    # number of cards in the stock (56 to 69), {dealt} the cards dealt, {columns} and {rows} the tableau.
    deal = t.ngettext(
        "In short: {dealt} cards dealt in {columns} columns of {rows}, and a stock of {count} card.",
        "In short: {dealt} cards dealt in {columns} columns of {rows}, and a stock of {count} cards.",
        v.stock_size,
    ).format(dealt=v.dealt, columns=v.columns, rows=v.rows, count=v.stock_size)
    if v.build is Build.SAME_SUIT:
        # Translators: the second half of the one-line summary; {count} is the number of foundations, 8.
        play = t._("Build down in the same suit, and win by moving every card to the {count} foundations.")
    elif v.build is Build.OTHER_SUIT:
        # Translators: the second half of the one-line summary (Indian, Little Forty); {count} is 8.
        play = t._("Build down in any other suit, and win by moving every card to the {count} foundations.")
    else:
        # Translators: the second half of the one-line summary (Maria, Streets, ...); {count} is 8.
        play = t._("Build down in the other colour, and win by moving every card to the {count} foundations.")
    parts = [deal]
    if v.face_down:
        # Translators: added to the one-line summary of the variants with face-down cards; {count} is the
        # number of face-down cards at the bottom of each column (1 to 3).
        down = t.ngettext(
            "The bottom card of each column is face down.",
            "The {count} bottom cards of each column are face down.",
            v.face_down,
        )
        parts.append(down.format(count=v.face_down))
    parts.append(play.format(count=FOUNDATIONS))
    if v.sequences:
        # Translators: added to the one-line summary of the variants where runs move.
        parts.append(t._("Correctly built runs move as one."))
    if v.aces_out:
        # Translators: added to the one-line summary of Lucas.
        parts.append(t._("The eight aces start on the foundations."))
    if v.draw > 1:
        # Translators: added to the one-line summary of the variants that draw several cards (Little Forty: 3).
        drawn = t.ngettext("Cards are drawn {count} at a time.", "Cards are drawn {count} at a time.", v.draw)
        parts.append(drawn.format(count=v.draw))
    if v.redeals:
        # Translators: added to the one-line summary of the variants whose waste is turned over to form the
        # stock again when it runs out (Little Forty: 3 times).
        redeals = t.ngettext(
            "The waste may be turned over once to form the stock again.",
            "The waste may be turned over {count} times to form the stock again.",
            v.redeals,
        )
        parts.append(redeals.format(count=v.redeals))
    return " ".join(parts)


def example_deal(t: Translator, columns: Sequence[Sequence[Card]]) -> Section:
    """The example deal of the user's documents, written out column by column."""
    names = card_names(t)

    def name(card: Card) -> str:
        return names[card.suit * 13 + card.rank - 1]

    # Translators: in the rules sheet, before the example deal; {command} is the command line that plays it
    # (leave it as it is).
    intro = t._(
        "Here is a starting layout, the example deal of the original app. Each column is listed from its "
        "first-dealt card to its exposed card; the stock holds the other cards, face down. To play this "
        "deal, start the program with {command}."
    ).format(command=command(playing.EXAMPLE_LAYOUT_COMMAND))
    # Translators: a row header of the example deal's table; {number} is the column's number.
    label = t._("Column {number}")
    rows = tuple((label.format(number=i), t.format_list([name(c) for c in cards])) for i, cards in
                 enumerate(columns, 1))  # fmt: skip
    # Translators: a sentence of the example deal for speech and braille; {column} is "Column 3", {cards} its cards.
    sentence = t._("{column}: {cards}.")
    table = Table(
        # Translators: the caption of the example deal's table.
        t.pgettext("example deal", "The starting layout, column by column"),
        (
            # Translators: the header cell of the first column of the example deal's table.
            t.pgettext("example deal", "Column"),
            # Translators: the header cell of the second column of the example deal's table.
            t.pgettext("example deal", "Cards, from the first dealt"),
        ),
        rows,
        tuple(sentence.format(column=c, cards=cards) for c, cards in rows),
    )
    # Translators: a section title of the rules sheet.
    return Section("example", t.pgettext("rules sheet", "An example deal"), (Paragraph(intro), table))


def strategy(t: Translator, v: Variant) -> Section:
    if v.aces_out:
        # Translators: a tip of strategy in the rules sheet of Lucas, where the aces start on the foundations.
        low = t._("Dig out the low cards first: a 2 or a 3 buried in a column holds back its whole suit.")
    else:
        # Translators: a tip of strategy in the rules sheet.
        low = t._("Dig out the low cards first: an ace or a 2 buried in a column holds back its whole suit.")
    tips = (
        # Translators: a tip of strategy in the rules sheet.
        t._(
            "Empty columns are precious: fill one only when it frees a card you need, or holds a long build."
        ),
        # Translators: a tip of strategy; {cost} is what taking a card back costs, 15.
        t._(
            "Play to the foundations with care: a card there no longer takes a lower card in a column, "
            "and taking it back costs {cost} points."
        ).format(cost=-Points.TAKE_BACK),
        low,
        # Translators: a tip of strategy in the rules sheet.
        t._(
            "Every card exists twice: before you move one, see where the other copy is; it may be the better one to move."
        ),
        # Translators: a tip of strategy in the rules sheet.
        t._("Make the moves the columns allow before you draw, and undo freely to try another way."),
    )
    # Translators: a section title of the rules sheet.
    return Section("strategy", t.pgettext("rules sheet", "A few tips"), (Items(tips),))


def quick_card(t: Translator, v: Variant | None) -> Sheet:
    """A card of the commands: the summary, then the command lists of the sheet."""
    from fortythieves.lang.rulebook.furniture import labels

    game = v or STANDARD
    # Translators: the title of the quick-reference card; {game} is the game's or variant's name.
    title = t._("{game}: quick reference").format(game=variant_name(t, game))
    # the lists of the playing sections, without their paragraphs, to fit a page
    run = playing.run_paragraph(t, game)  # how to move a run, a command of its own
    kept = [
        Section(s.key, s.title, tuple(b for b in s.blocks if isinstance(b, Items) or (run and b == run)))
        for s in playing.playing(t, game)
        if s.key != "playing-codes"
    ]
    # Translators: a section title of the quick-reference card.
    rules = Section("summary", t.pgettext("rules sheet", "The game"), (Paragraph(summary(t, game)),))
    card_labels = replace(labels(t), contents="")  # a card has no contents list
    return Sheet(t.lang, title, (Part(None, (rules, *kept)),), card_labels, card=True)
