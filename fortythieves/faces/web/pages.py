"""The web face's HTML: the game page (command box, replies, the board as real HTML,
settings), the rules page and the error page. Markup only: every word comes from
`lang` (`webtext`, `phrasing`, `replies`), escaped here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape

from fortythieves.core.cards import Card, standard_deck
from fortythieves.core.moves import Move, MoveKind, Pile, PileKind, column
from fortythieves.core.rules import FOUNDATION_SUITS
from fortythieves.core.state import State
from fortythieves.lang.grid import SYMBOLS
from fortythieves.lang.languages import AVAILABLE, language
from fortythieves.lang.lexicon import examples, word
from fortythieves.lang.phrasing import capital
from fortythieves.lang.webtext import CARD_SIZES, WebText
from fortythieves.play.resolver import useful_moves
from fortythieves.play.session import Session

MAX_COMMAND = 500
RULE_FORMATS = ("pdf", "brf", "txt", "wav")


def _e(text: str) -> str:
    return escape(text, quote=True)


# The page part is made again after every move, for every player: its fixed phrases
# (headings, labels, counts) are looked up in the catalogue and escaped once a language.
_FIXED: dict[tuple[object, ...], str] = {}


def _fixed(lang: str, key: tuple[object, ...], make: Callable[[], str]) -> str:
    """`make()` escaped, made once for `lang` and `key` (which say all it depends on)."""
    found = _FIXED.get((lang, *key))
    if found is None:
        found = _FIXED[(lang, *key)] = _e(make())
    return found


@dataclass(frozen=True)
class Page:
    """What a page needs besides the session: the player's CSRF token, and the replies."""

    csrf: str
    log: Sequence[str]
    part: str | None = None  # the page part, when the player's was made already
    shown: str = ""  # its name, which the page's script sends back (`players.Player.update`)


# ----- the frame --------------------------------------------------------------------------
def frame(lang: str, title: str, body: str, size: str = "large") -> str:
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_e(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{_e(title)}</title>\n"
        '<link rel="stylesheet" href="/static/web.css">\n'
        '<script src="/static/web.js" defer></script>\n'
        f'</head>\n<body class="size-{_e(size)}">\n{body}\n</body>\n</html>\n'
    )


def _hidden_csrf(csrf: str) -> str:
    return f'<input type="hidden" name="csrf" value="{_e(csrf)}">'


# ----- the game page ------------------------------------------------------------------------
def game_page(session: Session, page: Page) -> str:
    w = WebText(session.p)
    lang = session.lang
    latest = page.log[-1] if page.log else w.no_reply_yet()
    example = examples(lang)["column-to-column"]
    hint = w.command_hint(example, word(lang, "board"), word(lang, "help"))
    size = session.settings.card_size.value
    body = f"""<a class="skip" href="#command">{_e(w.skip_to_command())}</a>
<header>
<h1>{_e(w.title())}</h1>
<nav><a href="/rules">{_e(w.rules())}</a></nav>
</header>
<main>
<section id="latest" aria-labelledby="latest-h">
<h2 id="latest-h">{_e(w.latest_reply())}</h2>
<p id="latest-text">{_e(latest)}</p>
</section>
<form id="play" class="command" method="post" action="/play" data-play>
{_hidden_csrf(page.csrf)}
<label for="command">{_e(w.command_label())}</label>
<div class="command-row">
<input id="command" name="command" type="text" maxlength="{MAX_COMMAND}" autocomplete="off" autocapitalize="off" spellcheck="false" autofocus aria-describedby="command-hint">
<button type="submit">{_e(w.send())}</button>
</div>
<p id="command-hint" class="hint">{_e(hint)}</p>
</form>
<section aria-labelledby="log-h">
<h2 id="log-h">{_e(w.replies())}</h2>
<div id="log" role="log" aria-live="polite" aria-relevant="additions" tabindex="-1">
{"".join(f"<p>{_e(text)}</p>" for text in page.log)}
</div>
</section>
<div id="game" data-shown="{_e(page.shown)}">
{game_part(session, page.csrf) if page.part is None else page.part}
</div>
{settings_part(session, page.csrf, w, size)}
</main>"""
    return frame(lang, w.title(), body, size)


# Columns made for a player, by index (and the foundations, `FOUNDATIONS_KEPT`): what
# each showed, and its markup.
KeptColumns = dict[int, tuple[str, str]]  # what each piece shows (as text), and its HTML


Piece = tuple[str, str]  # an element of the page part: its id, and its markup


@dataclass(frozen=True, slots=True)
class Part:
    """The page part made for a command: its markup, and the elements in it that change
    from one command to the next (`pieces`, by id, in order), with all that the markup
    around them depends on (`frame`): a page that has an earlier part of the same frame
    is brought up to date by putting in place the pieces that differ."""

    html: str
    frame: tuple[object, ...]
    pieces: tuple[Piece, ...]

    def changed_since(self, before: Part) -> dict[str, str] | None:
        """The pieces that differ from `before`'s, by id; None when the frame differs."""
        if before.frame != self.frame:
            return None
        return {
            key: html for (key, html), (_, old) in zip(self.pieces, before.pieces, strict=True) if html != old
        }


def game_part(session: Session, csrf: str, kept: KeptColumns | None = None) -> str:
    """The part of the page that changes with each command: the game's status, common
    commands and the board (what a script puts in place after each reply). `kept`, a
    player's own, spares making again the columns a command did not change."""
    return made_part(session, csrf, kept).html


def made_part(session: Session, csrf: str, kept: KeptColumns | None = None) -> Part:
    """`game_part`, with its pieces."""
    w = WebText(session.p)
    game, lang = session.game, session.lang
    status = f"{session.r.deal_code(game.variant, session.current.code)} {session.p.score(game)}"
    redeals = bool(game.state.variant.redeals)
    heading = _fixed(lang, ("game-heading",), w.game_heading)
    group = _fixed(lang, ("quick-commands",), w.quick_commands)
    hints = session.advisor is not None  # without a solver a hint button would only say so
    buttons = _FIXED.get((lang, "quick", redeals, hints))
    if buttons is None:
        quick = [("draw", w.draw()), ("undo", w.undo()), ("redo", w.redo()), ("moves", w.moves())]
        if hints:
            quick.append(("hint", w.hint()))
        quick.append(("board", w.read_board()))
        if redeals:
            quick.insert(1, ("redeal", w.redeal()))
        buttons = _FIXED[(lang, "quick", redeals, hints)] = "\n".join(
            f'<button name="command" value="{_e(word(lang, key))}">{_e(label)}</button>'
            for key, label in quick
        )
    shown = f'<p id="status">{_e(status)}</p>'
    board, pieces = _board(session, csrf, kept)
    html = f"""<section aria-labelledby="game-h">
<h2 id="game-h">{heading}</h2>
{shown}
<form method="post" action="/play" data-play>
{_hidden_csrf(csrf)}
<div class="actions" role="group" aria-label="{group}">
{buttons}
</div>
</form>
</section>
{board}"""
    state = game.state
    frame = (lang, csrf, redeals, len(state.foundations), len(state.columns))
    return Part(html, frame, (("status", shown), *pieces))


def _board(session: Session, csrf: str, kept: KeptColumns | None) -> tuple[str, list[Piece]]:
    w = WebText(session.p)
    state = session.game.state
    moves = [m for m in useful_moves(state) if m.kind is MoveKind.MOVE and m.source is not None]
    by_source: dict[Pile, list[Move]] = {}  # grouped once: each column looks up its own
    for m in moves:
        assert m.source is not None
        by_source.setdefault(m.source, []).append(m)

    def actions(source: Pile, card: Card) -> str:
        return _actions(session, w, csrf, source, card, by_source.get(source, []))

    lang = session.lang
    empty = _fixed(lang, ("empty",), w.empty)
    waste_cards = ""
    if state.waste:
        top = state.waste[-1]
        waste_cards = f'<ul class="cards">{card_item(session, top)}</ul>'
        under = len(state.waste) - 1
        if under:
            waste_cards += (
                f'<p class="note">{_fixed(lang, ("under", under), lambda: w.under_waste_top(under))}</p>'
            )
        waste_cards += actions(Pile(PileKind.WASTE), top)
    else:
        waste_cards = f'<p class="note">{empty}</p>'
    left = len(state.stock)
    stock_left = _fixed(lang, ("stock", left), lambda: w.stock_count(left)) if left else empty
    founds = _foundations(session, w, state, kept)
    cols = [
        _column(session, w, state, i, actions)
        if kept is None
        else _kept_column(session, w, state, i, actions, (csrf, by_source.get(column(i), [])), kept)
        for i in range(len(state.columns))
    ]
    stock = f"""<section class="pile" id="stock" aria-labelledby="stock-h">
<h3 id="stock-h">{_fixed(lang, ("stock",), w.stock)}</h3>
<p class="note">{stock_left}</p>
</section>"""
    waste = f"""<section class="pile" id="waste" aria-labelledby="waste-h">
<h3 id="waste-h">{_fixed(lang, ("waste",), w.waste)}</h3>
{waste_cards}
</section>"""
    columns = "\n".join(cols)
    foundations = f"""<ul class="foundations" id="foundations">
{founds}
</ul>"""
    html = f"""<section id="board" aria-labelledby="board-h">
<h2 id="board-h">{_fixed(lang, ("board",), w.board)}</h2>
<div class="top">
{stock}
{waste}
</div>
<section aria-labelledby="found-h">
<h3 id="found-h">{_fixed(lang, ("foundations",), w.foundations)}</h3>
{foundations}
</section>
<section aria-labelledby="cols-h">
<h3 id="cols-h">{_fixed(lang, ("columns",), w.columns)}</h3>
<div class="columns">
{columns}
</div>
</section>
</section>"""
    pieces = [("stock", stock), ("waste", waste), ("foundations", foundations)]
    pieces += [(f"column-{i + 1}", col) for i, col in enumerate(cols)]
    return html, pieces


def card_item(session: Session, card: Card) -> str:
    """A card drawn large (rank, suit symbol and suit letter, so that suits are told
    apart without colour) and named in words for screen readers."""
    items = _CARD_ITEMS.get(session.lang)
    if items is None:  # made once a language: a board shows up to 104 cards a reply
        items = _CARD_ITEMS[session.lang] = [_card_item(session, c) for c in standard_deck()]
    return items[card.suit * 13 + card.rank - 1]  # standard_deck's order


_CARD_ITEMS: dict[str, list[str]] = {}


def _card_item(session: Session, card: Card) -> str:
    suit = card.suit.letter.lower()
    tone = "red" if card.is_red else "black"
    return (
        f'<li class="card {tone} suit-{suit}"><span class="face" aria-hidden="true">'
        f'<span class="rank">{card.rank.short}</span><span class="sym">{SYMBOLS[card.suit]}</span>'
        f'<span class="ltr">{card.suit.letter}</span></span>'
        f'<span class="name">{_e(session.p.card(card))}</span></li>'
    )


FOUNDATIONS_KEPT = -1  # the foundations' place in a player's `KeptColumns`


def _foundations(session: Session, w: WebText, state: State, kept: KeptColumns | None) -> str:
    """Every foundation, made again only when a top card changed (or the language)."""
    shown = session.lang + "|" + ",".join(str(f[-1]) if f else "-" for f in state.foundations)
    found = kept.get(FOUNDATIONS_KEPT) if kept is not None else None
    if found is not None and found[0] == shown:
        return found[1]
    made = "\n".join(_foundation(session, w, state, i) for i in range(len(state.foundations)))
    if kept is not None:
        kept[FOUNDATIONS_KEPT] = (shown, made)
    return made


def _foundation(session: Session, w: WebText, state: State, index: int) -> str:
    cards = state.foundations[index]
    lang = session.lang
    name = _fixed(lang, ("foundation", index), lambda: w.foundation(index + 1, FOUNDATION_SUITS[index]))
    label = f'<span class="label">{name}</span>'
    if not cards:
        return f'<li>{label} <span class="note">{_fixed(lang, ("empty",), w.empty)}</span></li>'
    return f'<li>{label}<ul class="cards">{card_item(session, cards[-1])}</ul></li>'


def _column(
    session: Session, w: WebText, state: State, index: int, actions: Callable[[Pile, Card], str]
) -> str:
    cards = state.columns[index]
    lang = session.lang
    heading = f'<h4 id="col-{index + 1}">{_fixed(lang, ("column", index), lambda: w.column(index + 1))}</h4>'
    if not cards:
        items = f'<p class="note">{_fixed(lang, ("empty",), w.empty)}</p>'
        return f'<section class="column" id="column-{index + 1}" aria-labelledby="col-{index + 1}">{heading}{items}</section>'
    down = state.hidden[index]
    parts = (
        [f'<li class="down">{_fixed(lang, ("down", down), lambda: w.face_down(down))}</li>'] if down else []
    )
    parts += [card_item(session, c) for c in cards[down:]]
    acts = actions(column(index), cards[-1])
    return (
        f'<section class="column" id="column-{index + 1}" aria-labelledby="col-{index + 1}">{heading}'
        f'<ul class="cards">{"".join(parts)}</ul>{acts}</section>'
    )


def _kept_column(
    session: Session,
    w: WebText,
    state: State,
    index: int,
    actions: Callable[[Pile, Card], str],
    form: tuple[str, list[Move]],
    kept: KeptColumns,
) -> str:
    """`_column`, made again only when what it shows changed: its cards, and the moves
    from it (`form`: with the CSRF token) with the card at the end of each target column
    (their buttons name it)."""
    csrf, moves = form
    # As text, not tuples: a player's pieces are renewed at every command, and strings
    # are no work for the garbage collector (200 players' tuples were most of what each
    # collection of the youngest objects walked).
    shown = "|".join(
        (
            session.lang,
            csrf,
            str(state.hidden[index]),
            _cards_text(state.columns[index]),
            ",".join(f"{m}:{_end(state, m.target)}" for m in moves),
        )
    )
    found = kept.get(index)
    if found is not None and found[0] == shown:
        return found[1]
    made = _column(session, w, state, index, actions)
    kept[index] = (shown, made)
    return made


def _cards_text(cards: list[Card]) -> str:
    """A pile's cards as their short names run together ("10H2SQC"): each ends with its
    suit's letter, so the text tells piles apart as the cards do."""
    return "".join(map(str, cards))


def position_text(state: State) -> str:
    """The whole position as one string, equal for equal positions."""
    piles = "/".join(map(_cards_text, (*state.columns, state.stock, state.waste)))
    return f"{piles}/{state.hidden}/{[len(f) for f in state.foundations]}/{state.redeals_left}"


def _end(state: State, pile: Pile | None) -> Card | None:
    """The card at the end of a target column (None for other places, or an empty one)."""
    if pile is None or pile.kind is not PileKind.COLUMN or not state.columns[pile.index]:
        return None
    return state.columns[pile.index][-1]


def _place(pile: Pile) -> str:
    """A pile in the typed notation every language's parser reads: `c3`, `f2`, `w`."""
    if pile.kind is PileKind.WASTE:
        return "w"
    return str(pile)


def _actions(session: Session, w: WebText, csrf: str, source: Pile, card: Card, moves: list[Move]) -> str:
    if not moves:
        return ""
    p, state = session.p, session.game.state
    name = p.card(card)
    src = _place(source)
    buttons = [(f"move {src}", w.play_card(name))]
    if any(m.target is not None and m.target.kind is PileKind.FOUNDATION for m in moves):
        buttons.append((f"tap {src}", w.tap_card(name)))
    for m in moves:
        assert m.target is not None
        command = f"{src} {_place(m.target)}" + (f" {m.count} cards" if m.count > 1 else "")
        buttons.append((command, capital(p.describe(state, m))))
    items = "\n".join(
        f'<button name="command" value="{_e(cmd)}">{_e(label)}</button>' for cmd, label in buttons
    )
    return (
        f'<form method="post" action="/play" data-play>{_hidden_csrf(csrf)}\n'
        f'<div class="actions" role="group" aria-label="{_e(w.actions_for(name))}">\n{items}\n</div></form>'
    )


def settings_part(session: Session, csrf: str, w: WebText, size: str) -> str:
    langs = "\n".join(
        f'<button name="lang" value="{r.code}" lang="{r.code}" aria-pressed="{_pressed(r.code == session.lang)}">'
        f"{_e(r.native_name)}</button>"
        for r in AVAILABLE
    )
    sizes = "\n".join(
        f'<button name="card_size" value="{key}" aria-pressed="{_pressed(key == size)}">'
        f"{_e(w.card_size_name(key))}</button>"
        for key in CARD_SIZES
    )
    return f"""<section aria-labelledby="settings-h">
<h2 id="settings-h">{_e(w.settings())}</h2>
<form method="post" action="/settings">
{_hidden_csrf(csrf)}
<fieldset><legend>{_e(w.language())}</legend>
<div class="actions">{langs}</div></fieldset>
<fieldset><legend>{_e(w.card_size())}</legend>
<div class="actions">{sizes}</div></fieldset>
</form>
</section>"""


def _pressed(on: bool) -> str:
    return "true" if on else "false"


# ----- the rules page and the error page -----------------------------------------------------
def rules_page(w: WebText, lang: str, formats_ok: Iterable[str] = RULE_FORMATS) -> str:
    """Links to the sheet in every language, the player's first: in place, and each download."""
    offered = tuple(formats_ok)
    order = [language(lang), *[r for r in AVAILABLE if r.code != lang]]
    blocks = []
    for r in order:
        links = [f'<li><a href="/rules/{r.code}.html" hreflang="{r.code}">{_e(w.read_here())}</a></li>']
        links += [
            f'<li><a href="/rules/{r.code}.{fmt}" hreflang="{r.code}" download>{_e(w.download(fmt))}</a></li>'
            for fmt in RULE_FORMATS
            if fmt in offered
        ]
        blocks.append(
            f'<section aria-labelledby="rules-{r.code}"><h2 id="rules-{r.code}">'
            f"{_e(w.rules_in(r.native_name))}</h2>\n<ul>{''.join(links)}</ul></section>"
        )
    body = (
        f'<header><h1>{_e(w.rules())}</h1>\n<nav><a href="/">{_e(w.back_to_game())}</a></nav></header>\n'
        f"<main>\n{chr(10).join(blocks)}\n</main>"
    )
    return frame(lang, f"{w.rules()} – {w.title()}", body)


def error_page(w: WebText, lang: str, message: str) -> str:
    body = (
        f"<main>\n<h1>{_e(w.error_heading())}</h1>\n<p>{_e(message)}</p>\n"
        f'<p><a href="/">{_e(w.back_to_game())}</a></p>\n</main>'
    )
    return frame(lang, w.error_heading(), body)
