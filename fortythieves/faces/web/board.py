"""The board as HTML: stock, waste and foundations in one row of fixed places, the
columns fanned under them, every card drawn with its rank, suit symbol and suit letter
and named in words for screen readers.

A card is moved on the board itself: its exposed card (a button) is chosen, then one of
the places it can go to, each a button that sends the move as a command; the chosen
card's moves are offered again as a menu under the columns. Without a script each press
is a form post; with one, the pieces that changed are put in place (`pages.Part`).
Markup only: every word comes from `lang` (`webtext`, `phrasing`), escaped here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from fortythieves.core.cards import Card, standard_deck
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind, column, foundation
from fortythieves.core.placement import useful_moves
from fortythieves.core.rules import FOUNDATION_SUITS
from fortythieves.core.state import State
from fortythieves.lang.grid import SYMBOLS, rank_letters, short_name, suit_letters
from fortythieves.lang.lexicon import words
from fortythieves.lang.phrasing import capital
from fortythieves.lang.webtext import WebText
from fortythieves.play.session import Session


def _e(text: str) -> str:
    return escape(text, quote=True)


# The board is made again after every move, for every player: its fixed phrases
# (headings, labels, counts) are looked up in the catalogue and escaped once a language.
_FIXED: dict[tuple[object, ...], str] = {}


def fixed(lang: str, key: tuple[object, ...], make: Callable[[], str]) -> str:
    """`make()` escaped, made once for `lang` and `key` (which say all it depends on)."""
    found = _FIXED.get((lang, *key))
    if found is None:
        found = _FIXED[(lang, *key)] = _e(make())
    return found


@dataclass(frozen=True, slots=True)
class View:
    """What the board shows besides the position: the card the player chose to move
    (its place), and the move the last hint named."""

    picked: Pile | None = None
    hinted: Move | None = None


NO_VIEW = View()  # nothing chosen, no hint

Piece = tuple[str, str]  # an element of the page part: its id, and its markup
# Pieces made for a player, by key: what each showed (as text), and its markup.
KeptPieces = dict[str, tuple[str, str]]


def place(pile: Pile) -> str:
    """A pile in the typed notation every language's parser reads: `c3`, `f2`, `w`."""
    if pile.kind is PileKind.WASTE:
        return "w"
    return str(pile)


def read_place(text: str, state: State) -> Pile | None:
    """A place a page sent back (`place`'s notation), when the position has it."""
    if text == "w":
        return Pile(PileKind.WASTE)
    if len(text) >= 2 and text[0] in "cf" and text[1:].isdigit():
        index = int(text[1:]) - 1
        count = len(state.columns) if text[0] == "c" else len(state.foundations)
        if 0 <= index < count:
            return column(index) if text[0] == "c" else foundation(index)
    return None


def spot(pile: Pile) -> str:
    """The id of a pile's place on the board: its exposed card, or its empty place."""
    return f"at-{place(pile)}"


def movable(state: State) -> dict[Pile, list[Move]]:
    """The useful moves of cards (not draws), by the place they start from."""
    by_source: dict[Pile, list[Move]] = {}
    for m in useful_moves(state):
        if m.kind is MoveKind.MOVE and m.source is not None and m.target is not None:
            by_source.setdefault(m.source, []).append(m)
    return by_source


def command(m: Move) -> str:
    """A move as a command every language's parser reads: `c3 c7`, `w f2`, `c4 c7 3 cards`."""
    assert m.source is not None and m.target is not None
    return f"{place(m.source)} {place(m.target)}" + (f" {m.count} cards" if m.count > 1 else "")


# ----- cards ---------------------------------------------------------------------------------
def _face(card: Card, lang: str) -> str:
    """Rank and suit in the letters the player's help teaches (Catalan "R" and "C" for the
    king of hearts, rei de cors): what the parser reads, so the card shows what to type."""
    rank = rank_letters(lang).get(card.rank, card.rank.short)
    return (
        f'<span class="face" aria-hidden="true"><span class="rank">{_e(rank)}</span>'
        f'<span class="sym">{SYMBOLS[card.suit]}</span><span class="ltr">{_e(suit_letters(lang)[card.suit])}</span></span>'
    )


def foundation_letter(lang: str) -> str:
    """The letter a foundation is typed with in `lang` ("F" in "w f2", Catalan "B"): its
    number on the board carries it, so that it reads as a place, not a count."""
    return words(lang, "letter-piles")[1].upper()


_FACES: dict[str, list[str]] = {}
_LETTERS: dict[str, list[str]] = {}


def letters(lang: str, card: Card) -> str:
    """The letters a card shows ("J S" for J♠S), escaped: a button that shows a card has
    them in its name too, so that a player who speaks to the page can say what they see."""
    shown = _LETTERS.get(lang)
    if shown is None:
        ranks, suits = rank_letters(lang), suit_letters(lang)
        shown = _LETTERS[lang] = [
            _e(f"{ranks.get(c.rank, c.rank.short)} {suits[c.suit]}") for c in standard_deck()
        ]
    return shown[card.suit * 13 + card.rank - 1]


def seen_first(shown: str, said: str) -> str:
    """A link's name that starts with what it shows ("+3: show the 3 cards under it")."""
    return f"{shown}: {said[:1].lower()}{said[1:]}"


def face(lang: str, card: Card) -> str:
    """A card drawn large: rank, suit symbol and the suit's letter in `lang` (suits told
    apart without colour), made once a language."""
    faces = _FACES.get(lang)
    if faces is None:
        faces = _FACES[lang] = [_face(c, lang) for c in standard_deck()]
    return faces[card.suit * 13 + card.rank - 1]  # standard_deck's order


def tone(card: Card) -> str:
    """The card's classes: red suits are drawn light on dark (dark on light in the dark
    theme), so they differ from black ones in lightness, not only in hue."""
    return f"card {'red' if card.is_red else 'black'} suit-{card.suit.letter.lower()}"


def name(session: Session, card: Card) -> str:
    """The card's name in words, escaped, made once a language."""
    names = _NAMES.get(session.lang)
    if names is None:
        names = _NAMES[session.lang] = [_e(session.p.card(c)) for c in standard_deck()]
    return names[card.suit * 13 + card.rank - 1]


_NAMES: dict[str, list[str]] = {}


def hidden_text(text: str) -> str:
    """Words for screen readers only (already escaped)."""
    return f'<span class="name">{text}</span>'


# ----- the board -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Board:
    html: str
    pieces: list[Piece]
    rows: int  # the longest column's cards (the board's height), in steps (`rows`)


def rows(state: State) -> int:
    """The longest column's length, in steps of four: the page draws the columns' cards
    closer together the longer they get, so that the board fits the window; the steps
    keep that from changing at every move."""
    longest = max((len(c) for c in state.columns), default=0)
    return max(8, -(-longest // 4) * 4)


def board(session: Session, csrf_field: str, view: View, kept: KeptPieces | None) -> Board:
    """The board's markup, with its pieces (stock, waste, foundations, each column and the
    chosen card's menu); `kept` spares making again the pieces a command did not change."""
    w = WebText(session.p)
    state = session.game.state
    lang = session.lang
    by_source = movable(state)
    picked = view.picked if view.picked in by_source else None
    targets = {m.target: m for m in by_source.get(picked, [])} if picked is not None else {}
    make = _Maker(session, w, state, view, picked, targets, by_source)

    def piece(key: str, shown: str, build: Callable[[], str]) -> str:
        if kept is None:
            return build()
        found = kept.get(key)
        if found is not None and found[0] == shown:
            return found[1]
        made = build()
        kept[key] = (shown, made)
        return made

    common = f"{lang}|{place(picked) if picked else ''}|{view.hinted}"
    stock = make.stock()
    waste = piece(
        "waste",
        f"{common}|{_cards_text(state.waste)}|{_moves_text(by_source, Pile(PileKind.WASTE))}",
        make.waste,
    )
    founds = piece(
        "foundations",
        f"{common}|" + ",".join(str(f[-1]) if f else "-" for f in state.foundations),
        make.foundations,
    )
    cols = [
        piece(
            f"column-{i + 1}",
            f"{common}|{state.hidden[i]}|{_cards_text(state.columns[i])}|{_moves_text(by_source, column(i))}",
            functools.partial(make.column, i),
        )
        for i in range(len(state.columns))
    ]
    menu = make.menu()
    n = max(10, len(state.columns))
    height = rows(state)
    html = f"""<section id="board" class="board" aria-labelledby="board-h">
<h2 id="board-h" class="vh">{fixed(lang, ("board",), w.board)}</h2>
<form method="post" action="/play" data-play id="board-form">{csrf_field}
<div class="grid n-{n} rows-{height}">
<div class="piles">
{stock}
{waste}
{founds}
</div>
<h3 id="cols-h" class="vh">{fixed(lang, ("columns",), w.columns)}</h3>
<div class="columns">
{"".join(cols)}
</div>
</div>
{menu}
</form>
</section>"""
    pieces = [("stock", stock), ("waste", waste), ("foundations", founds)]
    pieces += [(f"column-{i + 1}", col) for i, col in enumerate(cols)]
    pieces.append(("menu", menu))
    return Board(html, pieces, height)


def _cards_text(cards: list[Card]) -> str:
    """A pile's cards as their short names run together ("10H2SQC"): each ends with its
    suit's letter, so the text tells piles apart as the cards do."""
    return "".join(map(str, cards))


def _moves_text(by_source: dict[Pile, list[Move]], source: Pile) -> str:
    return ",".join(map(str, by_source.get(source, [])))


@dataclass(frozen=True, slots=True)
class _Maker:
    """Makes each place of one board."""

    session: Session
    w: WebText
    state: State
    view: View
    picked: Pile | None
    targets: dict[Pile | None, Move]  # the places the chosen card can go to, with the move
    by_source: dict[Pile, list[Move]]

    def hint_class(self, pile: Pile) -> str:
        hinted = self.view.hinted
        if hinted is None:
            return ""
        if hinted.kind is not MoveKind.MOVE:  # a draw (or a redeal) starts from the stock
            return " hint-from" if pile.kind is PileKind.STOCK else ""
        if hinted.source == pile:
            return " hint-from"
        if hinted.target == pile:
            return " hint-to"
        return ""

    def label(self, key: str, text: Callable[[], str], count: int | None = None) -> str:
        """A pile's visible name, with its count of cards when it has one (the count
        said in words after it, to screen readers, by the pile)."""
        heading = fixed(self.session.lang, (key,), text)
        shown = "" if count is None else f' <span class="n" aria-hidden="true">{count}</span>'
        return f'<h3 class="label" id="{key}-h">{heading}{shown}</h3>'

    def counted(self, count: int) -> str:
        lang, w = self.session.lang, self.w
        if not count:
            return hidden_text(fixed(lang, ("empty",), w.empty))
        return hidden_text(fixed(lang, ("cards", count), lambda: w.count_cards(count)))

    def stock(self) -> str:
        left = len(self.state.stock)
        return (
            f'<div class="pile stock" id="stock">{self.label("stock", self.w.stock)}'
            f'<div class="slot back{"" if left else " none"}{self.hint_class(Pile(PileKind.STOCK))}"><span class="count" aria-hidden="true">{left}</span>'
            f"{self.counted(left)}</div></div>"
        )

    def waste(self) -> str:
        state = self.state
        pile = Pile(PileKind.WASTE)
        count = len(state.waste)
        if not state.waste:
            inner = f'<div class="slot empty">{self.counted(0)}</div>'
        else:
            inner = self.counted(count) + self.top(pile, state.waste[-1])
        return f'<div class="pile waste" id="waste">{self.label("waste", self.w.waste, count)}{inner}</div>'

    def foundations(self) -> str:
        """The foundations under their name, each numbered as the commands number them;
        in a narrow window they are a link away (`more`), but for the places a chosen
        card can go to."""
        founds = self.state.foundations
        items = "\n".join(self.foundation(i) for i in range(len(founds)))
        # the foundations a narrow window keeps a link away: all but a hint's or the chosen card's
        hidden = sum(
            1
            for i in range(len(founds))
            if foundation(i) not in self.targets and not self.hint_class(foundation(i))
        )
        lang, w = self.session.lang, self.w
        said = fixed(lang, ("more-founds", hidden), lambda: w.more_foundations(hidden))
        shown = fixed(lang, ("more-count", hidden), lambda: w.more_count(hidden))
        return (
            f'<div class="found" id="foundations">{self.label("found", w.foundations)}'
            f'<a class="more" href="#foundations" aria-label="{seen_first(shown, said)}">{shown}</a>'
            f'<ul class="founds" aria-labelledby="found-h">\n{items}\n</ul></div>'
        )

    def foundation(self, index: int) -> str:
        lang, w = self.session.lang, self.w
        cards = self.state.foundations[index]
        suit = FOUNDATION_SUITS[index]
        label = fixed(lang, ("foundation", index), lambda: w.foundation(index + 1, suit))
        pile = foundation(index)
        move = self.targets.get(pile)
        hint = self.hint_class(pile)
        if cards:
            top = cards[-1]
            shown = face(lang, top)
            said = f"{label}: {name(self.session, top)}"
            classes = f"{tone(top)} top"
        else:
            shown = f'<span class="face" aria-hidden="true"><span class="sym">{SYMBOLS[suit]}</span></span>'
            said = f"{label}: {fixed(lang, ('empty',), w.empty)}"
            classes = f"slot empty suit-{suit.letter.lower()}"
        number = f'<span class="no" aria-hidden="true">{foundation_letter(lang)}{index + 1}</span>'
        if move is not None:
            inner = self.target_button(move, shown, cards[-1] if cards else None)
            return f'<li class="place">{number}<div class="{classes} to{hint}" id="{spot(pile)}">{inner}</div></li>'
        return (
            f'<li class="place">{number}<div class="{classes}{hint}" id="{spot(pile)}" tabindex="-1">'
            f"{shown}{hidden_text(said)}</div></li>"
        )

    def column(self, index: int) -> str:
        lang, w, state = self.session.lang, self.w, self.state
        cards = state.columns[index]
        number = index + 1
        label = fixed(lang, ("column", index), lambda: w.column(number))
        heading = f'<h4 id="col-{number}" aria-label="{label}">{number}</h4>'
        pile = column(index)
        down = state.hidden[index]
        covered = len(cards) - 1 if cards else 0
        items: list[str] = []
        if down:
            said = fixed(lang, ("down", down), lambda: w.face_down(down))
            items.append(f'<li class="down"><span aria-hidden="true">{down}</span>{hidden_text(said)}</li>')
        items += [
            f'<li class="{tone(c)}">{face(lang, c)}{hidden_text(name(self.session, c))}</li>'
            for c in cards[down:-1]
        ]
        more = ""
        if covered:  # a narrow window shows each column's exposed card only: the rest a link away
            said = fixed(lang, ("under", covered), lambda: w.show_cards_under(covered))
            # a count only: the words "3 under" need more room than beside the card at 400 %
            more = f'<a class="more" href="#column-{number}" aria-label="{seen_first(f"+{covered}", said)}">+{covered}</a>'
        if cards:
            items.append(self.top(pile, cards[-1], li=True))
        else:
            move = self.targets.get(pile)
            empty = fixed(lang, ("empty",), w.empty)
            hint = self.hint_class(pile)
            if move is not None:
                inner = self.target_button(move, "")
                items.append(f'<li class="slot empty to{hint}" id="{spot(pile)}">{inner}</li>')
            else:
                items.append(
                    f'<li class="slot empty{hint}" id="{spot(pile)}" tabindex="-1">{hidden_text(empty)}</li>'
                )
        return (
            f'<div class="column" id="column-{number}" role="group" aria-labelledby="col-{number}">'
            f'{heading}{more}<ol class="cards">{"".join(items)}</ol></div>'
        )

    def top(self, pile: Pile, card: Card, li: bool = False) -> str:
        """A pile's exposed card: a button that chooses it when it can move, a place it
        can go to when another card is chosen, else the card alone (focusable by the
        page's script, which puts focus back where a move went)."""
        tag = "li" if li else "div"
        hint = self.hint_class(pile)
        classes = f"{tone(card)} top{hint}"
        move = self.targets.get(pile)
        said = name(self.session, card)
        if (
            pile.kind is PileKind.WASTE
        ):  # a column's card is named by its column's group; the waste's by itself
            said = f"{fixed(self.session.lang, ('waste',), self.w.waste)}: {said}"
        if move is not None:
            inner = self.target_button(move, face(self.session.lang, card), card)
            return f'<{tag} class="{classes} to" id="{spot(pile)}">{inner}</{tag}>'
        if pile in self.by_source:
            chosen = pile == self.picked
            value = "" if chosen else place(pile)
            return (
                f'<{tag} class="{classes}{" picked" if chosen else ""}" id="{spot(pile)}">'
                f'<button class="pick" name="pick" value="{value}" aria-pressed="{"true" if chosen else "false"}">'
                f"{face(self.session.lang, card)}{hidden_text(f'{said}, {letters(self.session.lang, card)}')}</button></{tag}>"
            )
        return f'<{tag} class="{classes}" id="{spot(pile)}" tabindex="-1">{face(self.session.lang, card)}{hidden_text(said)}</{tag}>'

    def target_button(self, move: Move, shown: str, card: Card | None = None) -> str:
        said = _e(capital(self.session.p.describe(self.state, move)))
        if card is not None:
            said = f"{said}, {letters(self.session.lang, card)}"
        return f'<button class="dest" name="command" value="{_e(command(move))}">{shown}{hidden_text(said)}</button>'

    def menu(self) -> str:
        """The chosen card's moves as buttons, under the columns: "Play" (its best place),
        "Tap" (to a foundation) and each move said in full."""
        picked = self.picked
        if picked is None:
            return '<div id="menu" class="menu" hidden></div>'
        moves = self.by_source[picked]
        card = _top_card(self.state, picked)
        p, w = self.session.p, self.w
        card_name = p.card(card)
        src = place(picked)
        buttons = [(f"move {src}", w.play_card(card_name))]
        if any(m.target is not None and m.target.kind is PileKind.FOUNDATION for m in moves):
            buttons.append((f"tap {src}", w.tap_card(card_name)))
        buttons += [(command(m), capital(p.describe(self.state, m))) for m in moves]
        items = "\n".join(
            f'<button name="command" value="{_e(cmd)}">{_e(label)}</button>' for cmd, label in buttons
        )
        pile = w.waste() if picked.kind is PileKind.WASTE else w.column(picked.index + 1)
        # the card as the board shows it ("J♠"), so that the line keeps to one line of the bar at
        # 400 %; screen readers have the card's name from its pressed button
        shown = short_name(card, True, self.session.lang)
        chosen = _e(w.chosen(shown, pile[:1].lower() + pile[1:]))  # mid-line: a common noun
        return (
            f'<div id="menu" class="menu actions" role="group" aria-label="{_e(w.actions_for(card_name))}"'
            f' data-chosen="{chosen}">\n'
            f"{items}\n</div>"
        )


def _top_card(state: State, pile: Pile) -> Card:
    cards = state.waste if pile.kind is PileKind.WASTE else state.columns[pile.index]
    return cards[-1]
