"""The variants: the nine games side by side and the summary of each under "The
variants" on the standard sheet, and "How ... differs" at the head of a variant's own
sheet."""

from __future__ import annotations

from fortythieves.core.rules import Build, Rule
from fortythieves.core.variants import STANDARD, Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.comparison import variants_table
from fortythieves.lang.rulebook.game import deal_sentence, english_name, face_down_sentence
from fortythieves.lang.rulebook.model import Block, Items, Paragraph, Section, command
from fortythieves.lang.rulebook.scoring import foundation_points
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.variant_names import variant_name


def variants(t: Translator) -> Section:
    # Translators: in the rules sheet, before the summaries of the eight variants.
    intro = t._(
        "Eight variants change a few of these rules; everything they do not change is as in the standard game. "
        "Each variant has a sheet of its own with its rules in full."
    )
    # Translators: in the rules sheet, after the sentence that introduces the variants.
    easier = t._("Most of them are easier to win than the standard game.")
    # Translators: in the rules sheet; {command} is the command line that prints a variant's sheet (leave it as it is).
    sheet = t._("To print the sheet of a variant, use {command}.").format(
        command=command("fortythieves rules --variant maria")
    )
    # Translators: a section title of the rules sheet.
    blocks = (Paragraph(intro + " " + easier), variants_table(t), Paragraph(sheet))
    return Section("variants", t.pgettext("rules sheet", "The variants"), blocks)


def _differences(t: Translator, v: Variant) -> list[str]:
    out = []
    if (v.columns, v.rows) != (STANDARD.columns, STANDARD.rows):
        # Translators: in the rules sheet; {count} is the number of cards in the stock.
        stock = t.ngettext("The stock holds {count} card.", "The stock holds {count} cards.", v.stock_size)
        out.append(deal_sentence(t, v) + " " + stock.format(count=v.stock_size))
    if v.face_down:
        out.append(face_down_sentence(t, v) + " " + rule_text(t, Rule.FACE_DOWN, v))
    if v.build is not Build.SAME_SUIT:
        out.append(rule_text(t, Rule.BUILD, v))
    if v.sequences:
        out.append(rule_text(t, Rule.SEQUENCES, v))
    if (v.draw, v.redeals) != (STANDARD.draw, STANDARD.redeals):
        out.append(rule_text(t, Rule.STOCK, v))
    if v.aces_out:
        out.append(rule_text(t, Rule.FOUNDATION_BUILD, v))
        out.append(rule_text(t, Rule.TAKE_BACK, v))
    if foundation_points(v) != foundation_points(STANDARD):
        # Translators: in the rules sheet of Lucas: {count} cards (96) reach the foundations during the
        # game, worth {points} points (960), where the standard game's are worth {standard} (1040).
        top = t._(
            "The {count} cards placed on the foundations are worth {points} points, not {standard}: "
            "the aces that start there score nothing."
        )
        out.append(
            top.format(count=v.card_count, points=foundation_points(v), standard=foundation_points(STANDARD))
        )
    # Translators: in the rules sheet; {prefix} is the start of a variant's deal codes, such as FT1-M-.
    out.append(t._("Its deal codes begin with {prefix}.").format(prefix=command(f"FT1-{v.letter}-")))
    return out


def _other_sources(t: Translator, v: Variant) -> str | None:
    if v.key == "little-forty":
        # Translators: in the rules sheet of Little Forty: how another solitaire program plays it.
        return t._(
            "Other sources differ: PySolFC's Little Forty builds in any suit, moves only runs of one suit, "
            "and fills an emptied column at once with the top card of the waste, or, when the waste is "
            "empty, with the next card of the stock."
        )
    if v.key == "lucas":
        # Translators: in the rules sheet of Lucas: how another solitaire program plays it.
        return t._(
            "Other sources differ: PySolFC's Lucas deals 13 columns of 4 cards, leaves the aces in the "
            "deck, and moves runs of one suit as one."
        )
    return None


def variant_section(t: Translator, v: Variant, own: bool) -> Section:
    """What `v` changes: under "The variants" (titled with its name), or in its own sheet."""
    name = variant_name(t, v)
    blocks: list[Block] = []
    if own:
        # Translators: a section title of a variant's rules sheet; {variant} and {game} are names.
        title = t._("How {variant} differs from {game}").format(variant=name, game=variant_name(t, STANDARD))
    else:
        title = name
    english = english_name(t, v)
    if english:
        blocks.append(Paragraph(english))
    blocks.append(Items(tuple(_differences(t, v))))
    note = _other_sources(t, v)
    if note:
        blocks.append(Paragraph(note))
    if not own:
        # Translators: in the rules sheet, at the end of a variant's summary.
        blocks.append(Paragraph(t._("Everything else is as in the standard game.")))
    return Section(f"variant-{v.key}", title, tuple(blocks))
