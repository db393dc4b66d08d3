"""The scoring section: the table and every figure around it read from `core.rules.Points`
and the variant's card count, so the sheet scores as the engine does."""

from __future__ import annotations

from fortythieves.core.game import points_for
from fortythieves.core.moves import REDEAL
from fortythieves.core.rules import Points
from fortythieves.core.variants import Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import Paragraph, Section, Table

# The worked example's number of cards played from the waste onto columns.
EXAMPLE_FROM_WASTE = 29


def foundation_points(v: Variant) -> int:
    """What the cards the player puts on the foundations are worth: every card shuffled,
    since Lucas's aces start there and score nothing."""
    return v.card_count * Points.FOUNDATION


def _label(t: Translator, name: str) -> str:
    """The table's label for a member of `Points` (by name: the zero members are aliases)."""
    if name == "START":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Start of the game")
    if name == "FOUNDATION":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card placed on a foundation")
    if name == "WASTE_TO_COLUMN":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card from the waste placed on a column")
    if name == "TAKE_BACK":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card taken back from a foundation onto a column")
    if name == "COLUMN_TO_COLUMN":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card moved from one column to another")
    if name == "DRAW":
        # Translators: a row of the scoring table.
        return t.pgettext("scoring", "Card drawn from the stock")
    raise KeyError(name)


def _value(points: int) -> str:
    """A table cell: "0", "+10", "−15" (a true minus sign)."""
    return "0" if not points else f"{points:+d}".replace("-", "\u2212")


def _sentence(t: Translator, label: str, points: int) -> str:
    if points < 0:
        # Translators: a row of the scoring table said as a sentence; {action} is the row's label.
        text = t.ngettext("{action}: minus {count} point.", "{action}: minus {count} points.", -points)
        return text.format(action=label, count=-points)
    # Translators: a row of the scoring table said as a sentence: "Card placed on a foundation: 10 points."
    text = t.ngettext("{action}: {count} point.", "{action}: {count} points.", points)
    return text.format(action=label, count=points)


def _table(t: Translator, v: Variant) -> Table:
    rows = []
    sentences = []
    for name, points in Points.__members__.items():
        label = _label(t, name)
        rows.append((label, _value(points)))
        sentences.append(_sentence(t, label, points))
    if v.redeals:
        # Translators: a row of the scoring table of Little Forty, the one variant with redeals.
        label = t.pgettext("scoring", "Redeal, turning the waste over to form the stock again")
        redeal = points_for(REDEAL)
        rows.append((label, _value(redeal)))
        sentences.append(_sentence(t, label, redeal))
    # Translators: the caption of the scoring table.
    caption = t.pgettext("scoring", "Points for each action")
    # Translators: the header cell of the first column of the scoring table.
    action = t.pgettext("scoring", "Action")
    # Translators: the header cell of the second column of the scoring table.
    header = t.pgettext("scoring", "Points")
    return Table(caption, (action, header), tuple(rows), tuple(sentences))


def scoring(t: Translator, v: Variant) -> Section:
    base = foundation_points(v)
    # Translators: in the rules sheet; {count} cards (104, or 96 in Lucas) reach the foundations during
    # the game, worth {points} points (10 each); {bonus} is what a card from the waste onto a column earns, 5.
    worth = t.ngettext(
        "The score never goes below 0. There is no bonus for winning: the {count} card placed on the "
        "foundations is worth {points} points, plus {bonus} points for every card moved from the waste "
        "onto a column.",
        "The score never goes below 0. There is no bonus for winning: the {count} cards placed on the "
        "foundations are worth {points} points, plus {bonus} points for every card moved from the waste "
        "onto a column.",
        v.card_count,
    ).format(count=v.card_count, points=base, bonus=Points.WASTE_TO_COLUMN.value)
    # Translators: in the rules sheet, after the scoring table; {cost} is 15, {points} is 10.
    back = t._(
        "Taking a card back from a foundation costs {cost} points, and putting it back earns only {points}."
    )
    back = back.format(cost=-Points.TAKE_BACK, points=Points.FOUNDATION.value)
    # Translators: the worked example of the scoring; {count} cards (29) from the waste, worth {points} (5)
    # each; {base} is 1040 (960 in Lucas), {total} the final score.
    example = t._(
        "For example, a game won after placing {count} cards from the waste on columns ends with "
        "{base} + {count} \u00d7 {points} = {total} points."
    ).format(
        count=EXAMPLE_FROM_WASTE,
        points=Points.WASTE_TO_COLUMN.value,
        base=base,
        total=base + EXAMPLE_FROM_WASTE * Points.WASTE_TO_COLUMN,
    )
    # Translators: in the rules sheet, about the scoring ("the original app": the solitaire app whose
    # rules and scoring this program follows, named at the top of the sheet).
    other = t._(
        "This is the scoring of the original app; other versions of the game score differently, "
        "or not at all."
    )
    blocks = (_table(t, v), Paragraph(worth), Paragraph(back), Paragraph(example), Paragraph(other))
    # Translators: a section title of the rules sheet.
    return Section("scoring", t.pgettext("rules sheet", "Scoring"), blocks)
