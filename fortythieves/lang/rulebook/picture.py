"""The picture of the starting layout: the cards of a real deal as the core deals it
(the sheet's example deal for the standard game, a fixed deal code for a variant),
with the words drawn on it and its text alternative, the layout described."""

from __future__ import annotations

from collections.abc import Sequence

from fortythieves.core.cards import Card, double_deck
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.rules import FOUNDATIONS
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, Variant
from fortythieves.lang.cardnames import card_names
from fortythieves.lang.grid import SYMBOLS, rank_letters
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook.model import Face, Picture

# The deal a variant's picture shows: this payload in the variant's own deal code, so
# that every sheet of a variant draws the same cards.
PICTURE_PAYLOAD = "234567"


def drawn_code(v: Variant) -> str:
    """The code of the deal a variant's picture draws."""
    return str(DealCode(v, PICTURE_PAYLOAD))


def picture_code(v: Variant, example: Sequence[Sequence[Card]] | None = None) -> str | None:
    """The code of the deal the picture draws; None for the example deal, read from a
    layout file (the sheet writes it out after the picture)."""
    return None if example is not None and v is STANDARD else drawn_code(v)


def starting_state(v: Variant, example: Sequence[Sequence[Card]] | None = None) -> State:
    """The layout the picture draws: the example deal's columns when given (the standard
    game), else the deal of the variant's code with `PICTURE_PAYLOAD`."""
    if example is not None and v is STANDARD:
        rest = double_deck()
        for column in example:
            for card in column:
                rest.remove(card)
        return State.from_piles(v, example, None, rest)
    return State.deal(v, dealing_order(DealCode(v, PICTURE_PAYLOAD)))


def _rank_letters(t: Translator) -> list[tuple[str, str]]:
    """The letters a card shows for the ace, jack, queen and king, the ones the help
    teaches, with their names: [("A", "ace"), ("J", "jack"), ...], [("A", "asso"), ("F", "fante"), ...]."""
    # Translators: the names of the ace, the jack, the queen and the king, "|"-separated (Italian
    # "asso|fante|donna|re"): the legend of the layout picture gives each after its letter, the letters
    # being those of your short forms (the entry "a|j|q|k" of the command words).
    names = [name.strip() for name in t.pgettext("layout picture", "ace|jack|queen|king").split("|")]
    letters = rank_letters(t.lang)
    if len(names) != len(letters):  # a broken translation: the English names
        names = ["ace", "jack", "queen", "king"]
    return list(zip(letters.values(), names, strict=True))


def face(t: Translator, card: Card) -> Face:
    return Face(rank_letters(t.lang).get(card.rank, card.rank.short), SYMBOLS[card.suit], card.is_red)


def _legend(t: Translator) -> str:
    suits = (
        # Translators: the suit's name as in "foundation 1 is for spades".
        t.pgettext("suit", "spades"),
        # Translators: the suit's name as in "foundation 2 is for hearts".
        t.pgettext("suit", "hearts"),
        # Translators: the suit's name as in "foundation 3 is for diamonds".
        t.pgettext("suit", "diamonds"),
        # Translators: the suit's name as in "foundation 4 is for clubs".
        t.pgettext("suit", "clubs"),
    )
    signs = t.format_list([f"{sign} {name}" for sign, name in zip(SYMBOLS.values(), suits, strict=True)])
    ranks = t.format_list([f"{letter} {name}" for letter, name in _rank_letters(t)])
    # Translators: the legend under the picture of the starting layout; {signs} is "♠ spades, ♥ hearts,
    # ♦ diamonds and ♣ clubs", {ranks} "A ace, J jack, Q queen and K king" (the letters of your cards).
    # The picture draws a face-down card dark with no rank or sign; the stock's shows how many it holds.
    legend = t._(
        "Each card shows its rank and its suit's sign: {signs}; {ranks}. "
        "A card drawn dark, with no rank or sign on it, is face down; "
        "the number on the stock is how many cards it holds."
    )
    return legend.format(signs=signs, ranks=ranks)


def describe(t: Translator, state: State) -> str:
    """The layout in words: the text alternative of the picture, and the picture itself
    in plain text and braille."""
    lengths = {len(c) for c in state.columns}
    if len(lengths) != 1:  # a layout in mid-game is never drawn
        raise ValueError("the columns of a starting layout are all the same length")
    rows = lengths.pop()
    # Translators: the start of the layout picture's description: {count} columns (9 to 13) of {rows}
    # cards (3 or 4) each.
    columns = t.ngettext(
        "{count} column of {rows} cards", "{count} columns of {rows} cards each", len(state.columns)
    ).format(count=len(state.columns), rows=rows)
    hidden = min(state.hidden)
    if hidden:
        # Translators: in the layout picture's description, after "10 columns of 3 cards each";
        # {count} is the number of face-down cards at the bottom of each column (1 to 3).
        faces = t.ngettext(
            "the bottom card of each face down",
            "the bottom {count} cards of each face down",
            hidden,
        ).format(count=hidden)
    else:
        # Translators: in the layout picture's description, after "10 columns of 4 cards each".
        faces = t._("all face up")
    home = sum(1 for f in state.foundations if f)
    if home:
        # Translators: in the layout picture's description of Lucas: {count} foundations (8), each holding
        # an ace from the start.
        founds = t.ngettext(
            "{count} foundation holding an ace", "{count} foundations each holding an ace", home
        ).format(count=home)
    else:
        # Translators: in the layout picture's description: {count} foundations (8), all empty.
        founds = t.ngettext("{count} empty foundation", "{count} empty foundations", FOUNDATIONS).format(
            count=FOUNDATIONS
        )
    # Translators: in the layout picture's description: {count} cards (56 to 69) in the stock, face down.
    stock = t.ngettext(
        "the stock of {count} card, face down", "the stock of {count} cards, face down", len(state.stock)
    ).format(count=len(state.stock))
    # Translators: in the layout picture's description: nothing on the waste at the start.
    waste = t._("the waste empty")
    # Translators: the layout picture's description, one sentence: {columns} is "10 columns of 4 cards
    # each", {faces} "all face up", {foundations} "8 empty foundations", {stock} "the stock of 64 cards,
    # face down", {waste} "the waste empty".
    shape = t._("{columns}, {faces}; {foundations}; {stock}; {waste}.").format(
        columns=columns, faces=faces, foundations=founds, stock=stock, waste=waste
    )
    names = card_names(t)
    exposed = [names[c[-1].suit * 13 + c[-1].rank - 1] for c in state.columns if c]
    # Translators: the second sentence of the layout picture's description; {count} is the number of
    # columns, {cards} the exposed card of each, in order.
    tops = t._("The exposed cards, from column 1 to column {count}: {cards}.").format(
        count=len(state.columns), cards=t.format_list(exposed)
    )
    return f"{shape[:1].upper()}{shape[1:]} {tops}"


def picture(t: Translator, state: State, code: str | None = None) -> Picture:
    """The picture of `state`, a layout as dealt; `code`: the deal's code, if it has one."""
    columns = tuple(
        tuple(None if i < hidden else face(t, card) for i, card in enumerate(column))
        for column, hidden in zip(state.columns, state.hidden, strict=True)
    )
    labels = (
        # Translators: a label drawn on the picture of the starting layout, over the stock; keep it short.
        t.pgettext("layout picture", "Stock"),
        # Translators: a label drawn on the picture of the starting layout, over the waste; keep it short.
        t.pgettext("layout picture", "Waste"),
        # Translators: a label drawn on the picture of the starting layout, over the eight foundations.
        t.pgettext("layout picture", "Foundations"),
    )
    # Translators: the caption of the picture of the starting layout in the rules sheet (the example deal,
    # written out after it).
    caption = t.pgettext("layout picture", "An example of the layout at the start of a deal")
    if code is not None:
        # Translators: the caption of the picture of the starting layout in the rules sheet; {code} is the
        # deal code of the deal it draws, such as FT1-M-2345678.
        caption = t.pgettext(
            "layout picture", "An example of the layout at the start of a deal (the deal {code})"
        )
        caption = caption.format(code=code)
    return Picture(
        caption,
        _legend(t),
        describe(t, state),
        columns,
        tuple(face(t, f[-1]) if f else None for f in state.foundations),
        len(state.stock),
        face(t, state.waste[-1]) if state.waste else None,
        labels,
    )
