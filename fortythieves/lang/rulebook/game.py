"""The sections on the game itself: aim, set-up, moves, empty column, foundations,
stock and waste, end. The rules in them are the sentences of `lang.ruletext`; the
figures come from the variant and `core.rules`."""

from __future__ import annotations

from fortythieves.core.rules import FOUNDATIONS
from fortythieves.core.variants import STANDARD, Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import PROGRAM, Block, Items, Paragraph, Section, command, foreign
from fortythieves.lang.ruletext import CARD_TOTAL
from fortythieves.lang.variant_names import variant_name


def aim(t: Translator, v: Variant) -> Section:
    from fortythieves.lang.rulebook.extras import summary  # extras builds on this module

    blocks: list[Block] = [Paragraph(summary(t, v))]
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
    if v.aces_out:
        # Translators: how the foundations of Lucas are built, in the rules sheet after the one-line summary, which
        # has already said the aim (so never say it again here); {count} is the number of foundations, 8.
        aim = t._(
            "Each of the {count} foundations is built up by suit from the ace that starts there to the king; "
            "the columns of the tableau are the working space."
        )
    else:
        # Translators: how the foundations are built, in the rules sheet after the one-line summary, which has
        # already said the aim (so never say it again here); {count} is the number of foundations, 8.
        aim = t._(
            "Each of the {count} foundations is built up by suit from ace to king; the columns of the tableau "
            "are the working space."
        )
    blocks.append(Paragraph(aim.format(count=FOUNDATIONS)))
    if v is STANDARD:
        # Translators: in the rules sheet, after the aim; {count} is the number of cards dealt, 40.
        origin = t._("Its name comes from the {count} cards dealt at the start.").format(count=v.dealt)
        blocks.append(Paragraph(origin))
        english = english_name(t, v)
        if english:
            blocks.append(Paragraph(english))
        # Translators: other names of the game; translate them only where players know a translated name.
        names = t._(
            "It is also known as Big Forty, Le Cadran, Napoleon at St. Helena and Roosevelt at San Juan."
        )
        blocks.append(Paragraph(names))
    blocks.append(Paragraph(program_sentence(t, v)))
    # Translators: a section title of the rules sheet.
    return Section("aim", t.pgettext("rules sheet", "The aim of the game"), tuple(blocks))


def english_name(t: Translator, v: Variant) -> str | None:
    """ "Its English name is Rank and File.", where the language's own name differs, so
    that a reader can look the game up elsewhere."""
    if t.lang == "en" or variant_name(t, v) == v.name:
        return None
    # Translators: in the rules sheet, under a game's name where yours differs from the English one;
    # {name} is the English name (leave it in English: it is what other books and programs call it).
    return t._("Its English name is {name}.").format(name=foreign("en", v.name))


def program_sentence(t: Translator, v: Variant) -> str:
    """Which program the sheet describes, and where its rules come from: the original app
    deals only the standard game, so a variant's rules are the classic ones, not the app's."""
    if v is not STANDARD:
        # Translators: in a variant's rules sheet; {program} is the program's name, fortythieves (leave it as
        # it is), {variant} the variant's name. The original app plays only the standard game; the variants'
        # rules are the classic ones found in books of patience.
        text = t._(
            "These rules describe {program}, a program for playing by typing and listening. Its scoring is "
            "that of the original solitaire app it follows, which plays only the standard game; the rules of "
            "{variant} are the classic ones. Unlike that app, {program} tells you when no move is left."
        )
        return text.format(program=command(PROGRAM), variant=variant_name(t, v))
    # Translators: in the rules sheet; {program} is the program's name, fortythieves (leave it as it is).
    # "The original app" is the solitaire app the user's documents describe, whose rules this program plays;
    # it plays only the standard game, not the variants this sheet also describes.
    text = t._(
        "These rules describe {program}, a program for playing by typing and listening. The rules of the "
        "standard game and the scoring are those of the original solitaire app it follows; unlike that "
        "app, {program} tells you when no move is left."
    )
    return text.format(program=command(PROGRAM))


def deal_sentence(t: Translator, v: Variant) -> str:
    # Translators: the deal. {count} columns (9 to 13) of {rows} cards (always 3 or 4), {dealt} cards in all (27 to 48).
    return t.ngettext(
        "The deal makes {count} column of {rows} cards, {dealt} cards in all.",
        "The deal makes {count} columns of {rows} cards, {dealt} cards in all.",
        v.columns,
    ).format(count=v.columns, rows=v.rows, dealt=v.dealt)


def face_down_sentence(t: Translator, v: Variant) -> str:
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


def setup(t: Translator, v: Variant) -> Section:
    if v.aces_out:
        # Translators: in the rules sheet of Lucas, where the aces are taken out before the shuffle;
        # {count} is the number of cards, 104.
        decks = t._("Two full decks of 52 cards are used: {count} cards, so every card exists twice.")
    else:
        # Translators: in the rules sheet: the cards of the game; {count} is the number of cards, 104.
        decks = t._(
            "Two full decks of 52 cards are shuffled together: {count} cards, so every card exists twice."
        )
    blocks: list[Block] = [Paragraph(decks.format(count=CARD_TOTAL))]
    if v.aces_out:
        # Translators: in the rules sheet of Lucas; {aces} is the number of aces, 8; {count} the cards
        # shuffled, 96.
        aces = t._(
            "Before the shuffle the {aces} aces are taken out and placed on the foundations, "
            "so {count} cards are shuffled."
        )
        blocks.append(Paragraph(aces.format(aces=CARD_TOTAL - v.card_count, count=v.card_count)))
    blocks.append(
        Paragraph(" ".join((deal_sentence(t, v), face_down_sentence(t, v), _stock_size_sentence(t, v))))
    )
    if not v.aces_out:
        # Translators: in the rules sheet, after the deal; {count} is the number of foundations, 8.
        blocks.append(Paragraph(t._("The {count} foundations start empty.").format(count=FOUNDATIONS)))
    # Translators: in the rules sheet: how the game lists a column.
    listing = t._(
        "A column is listed from its first-dealt card, the deepest, to its last card, the exposed one on top."
    )
    blocks.append(Paragraph(listing))
    # Translators: a section title of the rules sheet.
    return Section("setup", t.pgettext("rules sheet", "The set-up"), tuple(blocks))


def moves(t: Translator, v: Variant, rules: list[str]) -> Section:
    # Translators: in the rules sheet, before the list of the rules of moving; a card taken back is the top
    # card of a foundation put back on a column (the take-back rule, with its cost, follows in the sheet).
    intro = t._(
        "A move takes a card from a column or from the waste to a foundation or to a column; "
        "a card taken back goes from a foundation to a column."
    )
    items = list(rules)
    if not v.sequences:
        # Translators: in the rules sheet, after the rule that only one card moves at a time.
        apart = t._(
            "Two cards in sequence never move together: move them one after the other, finding a place for each."
        )
        items.append(apart)
    # Translators: a section title of the rules sheet.
    return Section("moves", t.pgettext("rules sheet", "The moves"), (Paragraph(intro), Items(tuple(items))))


def empty_column(t: Translator, rules: list[str]) -> Section:
    # Translators: in the rules sheet, after the rule of the empty column.
    note = t._("An empty column is the only free space in the game, and the most useful one.")
    blocks = (*(Paragraph(r) for r in rules), Paragraph(note))
    # Translators: a section title of the rules sheet.
    return Section("empty-column", t.pgettext("rules sheet", "The empty column"), blocks)


def foundations(t: Translator, rules: list[str]) -> Section:
    # Translators: a section title of the rules sheet.
    return Section("foundations", t.pgettext("rules sheet", "The foundations"), (Items(tuple(rules)),))


def stock(t: Translator, v: Variant, rules: list[str]) -> Section:
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


def end(t: Translator, rules: list[str]) -> Section:
    # Translators: in the rules sheet: the game tells the player when no move is left.
    blocked = t._("When no move is possible any more, the game says so: undo some moves or start a new game.")
    blocks = (*(Paragraph(r) for r in rules), Paragraph(blocked))
    # Translators: a section title of the rules sheet.
    return Section("end", t.pgettext("rules sheet", "The end of the game"), blocks)
