"""The starting layout drawn as SVG, inline in the HTML page and so embedded in the PDF.

Cards are drawn as text, large: the rank and the suit's sign at the top of every card
(the part a covered card still shows), the rank as the sheet's language writes it, so
that the suits are told apart by their signs without colour; the exposed card shows its
sign large too. A
face-down card is a dark back with no rank or sign (the stock's with its count), an empty place a dashed
outline. The labels and outlines on the page's own background take the page's text
colour (currentColor), so that they show in a dark theme and in forced colours; the
cards' own colours are for print, and the web page's style sheet gives them the game's
on screen (classes `card`, `red-card`, `ink`, `red`, `back`, `back-line`, `back-ink`):
red cards drawn light on dark, so that they stay told from black ones by more than hue,
in a dark theme and in forced colours too. Presentation attributes only (no style attribute), so that
the web page's content security policy, which hashes the page's one style sheet, lets it
through.

Large print draws the same layout narrower (`LARGE_ACROSS` places a row: the
foundations and the columns go on in a second row), so that on an A4 page its labels
come out at 18 pt or more.
"""

from __future__ import annotations

from html import escape

from fortythieves.core.rules import FOUNDATIONS
from fortythieves.lang.rulebook.model import Face, Picture

CARD_WIDTH = 60
CARD_HEIGHT = 80
GAP = 10
STRIP = 27  # the part of a covered card that shows
MARGIN = 4
LABEL = 22  # the room a label line takes above a row
FONT = "DejaVu Sans, Verdana, sans-serif"
INK = "#000"  # on a card's white
PAGE_INK = "currentColor"  # on the page's background: its text colour, whatever the theme
RED = "#b00020"  # 6.7:1 on white
BACK = "#1b2a6b"  # a face-down card: 13:1 against the white of a face-up card
CARD_FONT = 16
LABEL_FONT = 13
# Large print: eight places a row, drawn across an A4 page's 180 mm (about 0.91 times the
# picture's units), so a 20-unit label is 18 pt or more.
LARGE_ACROSS = 8
LARGE_LABEL_FONT = 20


def _slots(picture: Picture) -> int:
    """Places across: the columns, or the stock, the waste, a gap and the foundations."""
    return max(len(picture.columns), 3 + FOUNDATIONS)


def _x(slot: float) -> float:
    return MARGIN + slot * (CARD_WIDTH + GAP)


def _text(
    x: float,
    y: float,
    text: str,
    size: int,
    fill: str = INK,
    anchor: str = "start",
    bold: bool = False,
    cls: str = "",
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    named = f' class="{cls}"' if cls else ""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"{weight}{named}>'
        f"{escape(text)}</text>"
    )


def _label(x: float, y: float, text: str, room: float, size: int = LABEL_FONT) -> str:
    """A label over a place, smaller when long, so that it keeps to its room."""
    fits = min(size, int(room / max(1, 0.62 * len(text))))
    return _text(x, y, text, max(fits, 8), PAGE_INK)


def _face(x: float, y: float, card: Face, exposed: bool) -> str:
    colour, ink = (RED, "red") if card.red else (INK, "ink")
    height = CARD_HEIGHT if exposed else STRIP + 6
    parts = [
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{height}" rx="5" fill="#fff" '
        f'stroke="{INK}" stroke-width="1.5" class="card{" red-card" if card.red else ""}"/>',
        _text(x + 5, y + 20, card.rank + card.sign, CARD_FONT, colour, bold=True, cls=ink),
    ]
    if exposed:
        parts.append(
            _text(x + CARD_WIDTH / 2, y + CARD_HEIGHT - 16, card.sign, 28, colour, "middle", cls=ink)
        )
    return "".join(parts)


def _back(x: float, y: float, height: float, count: int | None = None) -> str:
    parts = [
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{height:g}" rx="5" fill="{BACK}" '
        f'stroke="{INK}" stroke-width="1.5" class="back"/>',
        f'<rect x="{x + 4:g}" y="{y + 4:g}" width="{CARD_WIDTH - 8}" height="{height - 8:g}" rx="3" '
        'fill="none" stroke="#fff" stroke-width="1" class="back-line"/>',
    ]
    if count is not None:
        parts.append(
            _text(
                x + CARD_WIDTH / 2,
                y + height / 2 + 6,
                str(count),
                CARD_FONT,
                "#fff",
                "middle",
                True,
                "back-ink",
            )
        )
    return "".join(parts)


def _empty(x: float, y: float) -> str:
    return (
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" fill="none" '
        f'stroke="{PAGE_INK}" stroke-width="2" stroke-dasharray="5 4"/>'
    )


def svg(picture: Picture, ident: str, large_print: bool = False) -> str:
    """The picture as an SVG element with its text alternative as its title (which
    `aria-labelledby` names, and which WeasyPrint writes as the PDF figure's /Alt)."""
    across = LARGE_ACROSS if large_print else _slots(picture)
    label_font = LARGE_LABEL_FONT if large_print else LABEL_FONT
    width = _x(across) - GAP + MARGIN
    rows = max((len(c) for c in picture.columns), default=1)
    room = CARD_WIDTH + GAP
    stock_label, waste_label, foundations_label = picture.labels
    top = MARGIN + LABEL
    if large_print:  # the waste under the stock, each label free to run over the empty place beside
        pitch = CARD_HEIGHT + GAP + LABEL
        places = [(stock_label, 0, top, 2 * room), (waste_label, 0, top + pitch, 2 * room)]
        first = 2
    else:  # the stock, the waste, a gap and the foundations in one row
        pitch = CARD_HEIGHT + GAP
        places = [(stock_label, 0, top, room), (waste_label, 1, top, room)]
        first = across - FOUNDATIONS
    (_, _, stock_y, _), (_, waste_slot, waste_y, _) = places
    body = [_label(_x(slot), y - 7, text, space, label_font) for text, slot, y, space in places]
    body.append(
        _back(_x(0), stock_y, CARD_HEIGHT, picture.stock) if picture.stock else _empty(_x(0), stock_y)
    )
    x = _x(waste_slot)
    body.append(_face(x, waste_y, picture.waste, True) if picture.waste else _empty(x, waste_y))
    # The foundations to the right, going on under themselves when the row is full.
    per_row = across - first
    body.append(_label(_x(first), top - 7, foundations_label, per_row * room, label_font))
    for i, found in enumerate(picture.foundations):
        x, y = _x(first + i % per_row), top + (i // per_row) * pitch
        body.append(_face(x, y, found, True) if found else _empty(x, y))
    rows_above = max(-(-FOUNDATIONS // per_row), 2 if large_print else 1)
    below = top + rows_above * pitch + (0 if large_print else LABEL)
    band = (rows - 1) * STRIP + CARD_HEIGHT + GAP + LABEL  # a row of columns, with its numbers
    columns = picture.columns
    for start in range(0, len(columns), across):
        shown = columns[start : start + across]
        shift = (across - len(shown)) / 2  # centred under the row above
        for i, column in enumerate(shown):
            x = _x(shift + i)
            number = str(start + i + 1)
            body.append(_text(x + CARD_WIDTH / 2, below - 7, number, label_font, PAGE_INK, "middle", True))
            for j, card in enumerate(column):
                y = below + j * STRIP
                last = j == len(column) - 1
                if card is None:
                    body.append(_back(x, y, CARD_HEIGHT if last else STRIP + 6))
                else:
                    body.append(_face(x, y, card, last))
            if not column:
                body.append(_empty(x, below))
        below += band
    height = below - band + (rows - 1) * STRIP + CARD_HEIGHT + MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
        f'width="{width:g}" height="{height:g}" role="img" aria-labelledby="{ident}-alt" '
        f'font-family="{FONT}">'
        f'<title id="{ident}-alt">{escape(picture.description)}</title>' + "".join(body) + "</svg>"
    )
