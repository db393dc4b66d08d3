"""The starting layout drawn as SVG, inline in the HTML page and so embedded in the PDF.

Cards are drawn as text, large: the rank and the suit's sign at the top of every card
(the part a covered card still shows), the rank as the sheet's language writes it, so
that the suits are told apart by their signs without colour; the exposed card shows its
sign large too. A
face-down card is a dark back with nothing written on it, an empty place a dashed
outline. Presentation attributes only (no style attribute), so that the web page's
content security policy, which hashes the page's one style sheet, lets it through.
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
INK = "#000"
RED = "#b00020"  # 6.7:1 on white
BACK = "#1b2a6b"  # a face-down card: 13:1 against the white of a face-up card
OUTLINE = "#444"
CARD_FONT = 16
LABEL_FONT = 13


def _slots(picture: Picture) -> int:
    """Places across: the columns, or the stock, the waste, a gap and the foundations."""
    return max(len(picture.columns), 3 + FOUNDATIONS)


def _x(slot: float) -> float:
    return MARGIN + slot * (CARD_WIDTH + GAP)


def _text(
    x: float, y: float, text: str, size: int, fill: str = INK, anchor: str = "start", bold: bool = False
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"{weight}>'
        f"{escape(text)}</text>"
    )


def _label(x: float, y: float, text: str, room: float) -> str:
    """A label over a place, smaller when long, so that it keeps to its room."""
    size = min(LABEL_FONT, int(room / max(1, 0.62 * len(text))))
    return _text(x, y, text, max(size, 8))


def _face(x: float, y: float, card: Face, exposed: bool) -> str:
    colour = RED if card.red else INK
    height = CARD_HEIGHT if exposed else STRIP + 6
    parts = [
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{height}" rx="5" fill="#fff" '
        f'stroke="{INK}" stroke-width="1.5"/>',
        _text(x + 5, y + 20, card.rank + card.sign, CARD_FONT, colour, bold=True),
    ]
    if exposed:
        parts.append(_text(x + CARD_WIDTH / 2, y + CARD_HEIGHT - 16, card.sign, 28, colour, "middle"))
    return "".join(parts)


def _back(x: float, y: float, height: float, count: int | None = None) -> str:
    parts = [
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{height:g}" rx="5" fill="{BACK}" '
        f'stroke="{INK}" stroke-width="1.5"/>',
        f'<rect x="{x + 4:g}" y="{y + 4:g}" width="{CARD_WIDTH - 8}" height="{height - 8:g}" rx="3" '
        'fill="none" stroke="#fff" stroke-width="1"/>',
    ]
    if count is not None:
        parts.append(
            _text(x + CARD_WIDTH / 2, y + height / 2 + 6, str(count), CARD_FONT, "#fff", "middle", True)
        )
    return "".join(parts)


def _empty(x: float, y: float) -> str:
    return (
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" fill="none" '
        f'stroke="{OUTLINE}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    )


def svg(picture: Picture, ident: str) -> str:
    """The picture as an SVG element with its text alternative as its title (which
    `aria-labelledby` names, and which WeasyPrint writes as the PDF figure's /Alt)."""
    slots = _slots(picture)
    width = _x(slots) - GAP + MARGIN
    rows = max((len(c) for c in picture.columns), default=1)
    top = MARGIN + LABEL
    below = top + CARD_HEIGHT + GAP + LABEL
    height = below + (rows - 1) * STRIP + CARD_HEIGHT + MARGIN
    stock_label, waste_label, foundations_label = picture.labels
    room = CARD_WIDTH + GAP
    body = [
        _label(_x(0), top - 7, stock_label, room),
        _back(_x(0), top, CARD_HEIGHT, picture.stock) if picture.stock else _empty(_x(0), top),
        _label(_x(1), top - 7, waste_label, room),
        _face(_x(1), top, picture.waste, True) if picture.waste else _empty(_x(1), top),
    ]
    first = slots - FOUNDATIONS
    body.append(_label(_x(first), top - 7, foundations_label, FOUNDATIONS * room))
    for i, found in enumerate(picture.foundations):
        body.append(_face(_x(first + i), top, found, True) if found else _empty(_x(first + i), top))
    shift = (slots - len(picture.columns)) / 2  # the columns centred under the top row
    for i, column in enumerate(picture.columns):
        x = _x(shift + i)
        body.append(_text(x + CARD_WIDTH / 2, below - 7, str(i + 1), LABEL_FONT, anchor="middle", bold=True))
        for j, card in enumerate(column):
            y = below + j * STRIP
            last = j == len(column) - 1
            if card is None:
                body.append(_back(x, y, CARD_HEIGHT if last else STRIP + 6))
            else:
                body.append(_face(x, y, card, last))
        if not column:
            body.append(_empty(x, below))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
        f'width="{width:g}" height="{height:g}" role="img" aria-labelledby="{ident}-alt" '
        f'font-family="{FONT}">'
        f'<title id="{ident}-alt">{escape(picture.description)}</title>' + "".join(body) + "</svg>"
    )
