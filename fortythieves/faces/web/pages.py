"""The web face's HTML: the game page (the newest reply, the command box, the board as
real HTML, earlier replies, settings), the rules page and the error page. Markup only:
every word comes from `lang` (`webtext`, `phrasing`, `replies`), escaped here.

The page is laid out for low vision (`static/page.css`, `board.css`, `layout.css`): the whole board fits the window
at 100 and 200 % zoom, and at 400 % every exposed card and the waste show at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape, unescape

from fortythieves.core.state import State
from fortythieves.faces.web.board import NO_VIEW, KeptPieces, Piece, View, board, fixed
from fortythieves.lang.languages import AVAILABLE, language
from fortythieves.lang.lexicon import examples, word
from fortythieves.lang.webtext import CARD_SIZES, WebText
from fortythieves.play.session import Session

MAX_COMMAND = 500
RULE_FORMATS = ("pdf", "brf", "txt", "wav")


def _e(text: str) -> str:
    return escape(text, quote=True)


@dataclass(frozen=True, slots=True)
class Line:
    """A reply as the page shows it: refused ones (a rule refused the move, or the line
    was not understood) are marked."""

    text: str
    refused: bool = False
    head: str = ""  # its headline, for the eye (`lang.headlines`), "" when it has none


@dataclass(frozen=True)
class Page:
    """What a page needs besides the session: the player's CSRF token, and the replies."""

    csrf: str
    log: Sequence[Line]
    part: str | None = None  # the page part, when the player's was made already
    shown: str = ""  # its name, which the page's script sends back (`players.Player.update`)
    # Where focus starts: the command box; after a form was sent, the reply (what a
    # screen reader says first); with a card chosen, the first place it can go to.
    focus: str = "command"


# The page's style sheets, in the order they load: each one's rules override the ones before.
STYLESHEETS = ("page.css", "board.css", "layout.css")


# ----- the frame --------------------------------------------------------------------------
def frame(lang: str, title: str, body: str, size: str = "large") -> str:
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_e(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{_e(title)}</title>\n"
        + "".join(f'<link rel="stylesheet" href="/static/{sheet}">\n' for sheet in STYLESHEETS)
        + '<script src="/static/web.js" defer></script>\n'
        f'</head>\n<body class="size-{_e(size)}">\n{body}\n</body>\n</html>\n'
    )


def _hidden_csrf(csrf: str) -> str:
    return f'<input type="hidden" name="csrf" value="{_e(csrf)}">'


# ----- the game page ------------------------------------------------------------------------
def reply_html(w: WebText, line: Line) -> str:
    """A reply's words, with the mark of a refusal before them."""
    if not line.refused:
        return _e(line.text)
    return f'<strong class="mark">{_e(w.refused())}</strong> {_e(line.text)}'


def head_html(w: WebText, line: Line) -> str:
    """The newest reply's headline, first in its box: what a page zoomed in shows of it when
    only a line or two fits. For the eye only (aria-hidden): screen readers hear the whole
    reply once, and it starts with the same result in words (the headline's suit signs and
    arrow would be noise in speech). Hidden for a reply without one."""
    hidden = "" if line.head else " hidden"
    return f'<p id="head" class="head" aria-hidden="true"{hidden}>{reply_html(w, Line(line.head, line.refused))}</p>'


def game_page(session: Session, page: Page) -> str:
    w = WebText(session.p)
    lang = session.lang
    latest = page.log[-1] if page.log else Line(w.no_reply_yet())
    example = examples(lang)["column-to-column"]
    hint = w.command_hint(example, word(lang, "board"), word(lang, "help"))
    size = session.settings.card_size.value
    on_reply = " autofocus" if page.focus == "reply" else ""
    on_box = " autofocus" if page.focus == "command" else ""
    part = game_part(session, page.csrf) if page.part is None else page.part
    if page.focus == "board":  # without a script: the first place the chosen card can go to
        part = part.replace('<button class="dest"', '<button class="dest" autofocus', 1)
    earlier = "".join(_log_item(w, line) for line in reversed(page.log[:-1]))  # newest first
    refused = ' class="refused"' if latest.refused else ""
    # the chosen card, said in the reply's bar where it may be screens away (400 %); screen
    # readers have it from the card's own button
    picked = chosen_text(part)
    chosen = "" if picked else " hidden"
    body = f"""<a class="skip" href="#command">{_e(w.skip_to_command())}</a>
<header>
<h1>{_e(w.title())}</h1>
<nav><a href="/rules">{_e(w.rules())}</a></nav>
{languages_part(session, page.csrf, w)}
</header>
<main>
<div id="dock" class="dock">
<section id="latest" class="latest" aria-labelledby="latest-h" data-mark="{_e(w.refused())}">
<h2 id="latest-h">{_e(w.latest_reply())}</h2>
<p id="chosen" class="chosen" aria-hidden="true"{chosen}>{_e(picked)}</p>
{head_html(w, latest)}
<p id="latest-text"{refused} aria-live="polite" aria-atomic="true" tabindex="0"{on_reply}>{reply_html(w, latest)}</p>
<a class="all" href="#log">{_e(w.replies())}</a>
</section>
<form id="play" class="command" method="post" action="/play" data-play>
{_hidden_csrf(page.csrf)}
<label for="command">{_e(w.command_label())}</label>
<div class="command-row">
<input id="command" name="command" type="text" maxlength="{MAX_COMMAND}" autocomplete="off" autocapitalize="off" spellcheck="false"{on_box} aria-describedby="command-hint">
<button type="submit">{_e(w.send())}</button>
</div>
</form>
</div>
<p id="command-hint" class="hint">{_e(hint)}</p>
<div id="game" data-shown="{_e(page.shown)}">{part}</div>
<div class="history">
<h2 id="log-h">{_e(w.replies_heading())}</h2>
<div class="log-box" id="log" tabindex="0" role="group" aria-labelledby="log-h"><ol>{earlier}</ol></div>
</div>
{settings_part(session, page.csrf, w, size)}
</main>"""
    return frame(lang, w.title(), body, size)


def chosen_text(part: str) -> str:
    """What the chosen card's menu says is chosen, unescaped ("" with none chosen)."""
    start = part.find(' data-chosen="')
    if start < 0:
        return ""
    start += len(' data-chosen="')
    return unescape(part[start : part.index('"', start)])


def _log_item(w: WebText, line: Line) -> str:
    return f'<li class="refused">{reply_html(w, line)}</li>' if line.refused else f"<li>{_e(line.text)}</li>"


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


def game_part(session: Session, csrf: str, kept: KeptPieces | None = None, view: View = NO_VIEW) -> str:
    """The part of the page that changes with each command: the game's status, common
    commands and the board (what a script puts in place after each reply). `kept`, a
    player's own, spares making again the pieces a command did not change."""
    return made_part(session, csrf, kept, view).html


def made_part(session: Session, csrf: str, kept: KeptPieces | None = None, view: View = NO_VIEW) -> Part:
    """`game_part`, with its pieces."""
    w = WebText(session.p)
    game, lang = session.game, session.lang
    # the score first: what changes with play, before the deal's code, which does not
    status = f"{session.p.score(game)} {session.r.deal_code(game.variant, session.current.code)}"
    redeals = bool(game.state.variant.redeals)
    heading = fixed(lang, ("game-heading",), w.game_heading)
    group = fixed(lang, ("quick-commands",), w.quick_commands)
    hints = session.advisor is not None  # without a solver a hint button would only say so
    buttons = _QUICK.get((lang, redeals, hints))
    if buttons is None:
        quick = [("draw", w.draw()), ("undo", w.undo()), ("redo", w.redo()), ("moves", w.moves())]
        if hints:
            quick.append(("hint", w.hint()))
        quick.append(("board", w.read_board()))
        if redeals:
            quick.insert(1, ("redeal", w.redeal()))
        buttons = _QUICK[(lang, redeals, hints)] = "\n".join(
            f'<button id="do-{key}" name="command" value="{_e(word(lang, key))}">{_e(label)}</button>'
            for key, label in quick
        )
    shown = f'<p id="status">{_e(status)}</p>'
    csrf_field = _hidden_csrf(csrf)
    made = board(session, csrf_field, view, kept)
    html = f"""<div class="bar">
<h2 id="game-h" class="vh">{heading}</h2>
{shown}
<form method="post" action="/play" data-play id="quick">
{csrf_field}
<div class="actions" role="group" aria-label="{group}">
{buttons}
</div>
</form>
</div>
{made.html}"""
    state = game.state
    frame = (lang, csrf, redeals, hints, len(state.foundations), len(state.columns), made.rows)
    return Part(html, frame, (("status", shown), *made.pieces))


_QUICK: dict[tuple[str, bool, bool], str] = {}


def position_text(state: State) -> str:
    """The whole position as one string, equal for equal positions."""
    piles = "/".join("".join(map(str, cards)) for cards in (*state.columns, state.stock, state.waste))
    return f"{piles}/{state.hidden}/{[len(f) for f in state.foundations]}/{state.redeals_left}"


def languages_part(session: Session, csrf: str, w: WebText) -> str:
    """The language switch, at the top of the page: each language in its own words."""
    langs = "\n".join(
        f'<button name="lang" value="{r.code}" lang="{r.code}" aria-pressed="{_pressed(r.code == session.lang)}">'
        f"{_e(r.native_name)}</button>"
        for r in AVAILABLE
    )
    return f"""<form method="post" action="/settings" class="langs">
{_hidden_csrf(csrf)}
<div class="actions" role="group" aria-label="{_e(w.language())}">{langs}</div>
</form>"""


def settings_part(session: Session, csrf: str, w: WebText, size: str) -> str:
    sizes = "\n".join(
        f'<button name="card_size" value="{key}" aria-pressed="{_pressed(key == size)}">'
        f"{_e(w.card_size_name(key))}</button>"
        for key in CARD_SIZES
    )
    return f"""<div class="settings">
<h2 id="settings-h">{_e(w.settings())}</h2>
<form method="post" action="/settings">
{_hidden_csrf(csrf)}
<fieldset><legend>{_e(w.card_size())}</legend>
<div class="actions">{sizes}</div></fieldset>
</form>
</div>"""


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
