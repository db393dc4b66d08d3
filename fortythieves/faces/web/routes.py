"""The web face's routes: the game's page, its commands and settings, the news of the
game's search, the rules and the static files.

A move, a draw, an undo or a reading command sent by the page's script is answered on
the event loop, as telnet answers it (`faces.net.quick`: well under a millisecond of
Python, less than handing it to a thread and taking Python's lock back from the loop
costs); a line not read before, words not understood, and a command that may search (a
hint, loss warnings) or do more than one save (a new deal, the record, goodbye) are
answered in a thread of their own pool. Every reply is sent after its save is committed
(`fortythieves.store`); with a store other processes share (PostgreSQL), every command is
answered in a thread, since it waits for the database. On the quiet machine the loop
took less CPU a request than threads for every command (2.5 against 2.6 to 2.9 ms) and
answered sooner (median 4 against 7 to 8 ms, 99th percentile 24 to 44 against 39 and
53 ms); on a machine busy with other work, an earlier measure found the loop's one
thread short of CPU (the 99th percentile 300 against 100 ms). Opening a player's session
and changing a setting, which read or write the disk, run in a few worker threads.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import time
from collections.abc import Callable
from html import escape
from pathlib import Path

from aiohttp import web

from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.faces.net.quick import Sorter
from fortythieves.faces.web import board, pages, rulefiles
from fortythieves.faces.web.asking import (
    BUDGETS,
    COMMANDS,
    COOKIE,
    COOKIE_AGE,
    CSP,
    LOCKS,
    PLAYERS,
    RULES_DIR,
    STOPPING,
    TRACE,
    WAITING,
    Handler,
    address,
    in_worker,
    lang_of,
    player_id,
    problem,
    too_fast,
    wants_json,
    words,
)
from fortythieves.faces.web.players import Player, new_player_id
from fortythieves.lang.i18n import accept_language, translator
from fortythieves.lang.intents import SettingName
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.nettext import NetText
from fortythieves.lang.webtext import CARD_SIZES
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.settings import CardSize

BODY_SECONDS = 10.0  # to send a form's body, once its headers are in
STATIC = Path(__file__).parent / "static"
SORTER = Sorter()  # which lines the event loop answers itself (see the module's description)
# Replies as UTF-8, not \u escapes: a board's card symbols and accented words stay short.
_dumps = functools.partial(json.dumps, ensure_ascii=False)


async def _player(request: web.Request, pid: str) -> Player:
    """The player's session, opened in a worker when it is not in memory."""
    players = request.app[PLAYERS]
    player = players.live.get(pid)
    if player is None:
        lock = request.app[LOCKS].setdefault(("open", pid), asyncio.Lock())
        async with lock:
            player = players.live.get(pid)
            if player is None:
                lang = accept_language(request.headers.get("Accept-Language"))
                player = await in_worker(request, functools.partial(players.open, pid, lang))
                _tell_news(player, asyncio.get_running_loop())
                players.live[pid] = player
        request.app[LOCKS].pop(("open", pid), None)
    player.seen = players.clock()
    return player


def _tell_news(player: Player, loop: asyncio.AbstractEventLoop) -> None:
    """Wake the player's `/news` request when the game's search decides (called in a
    search thread: it only hands the event to the loop)."""
    advisor = player.session.advisor
    if not isinstance(advisor, SolverAdvisor):
        return

    def wake() -> None:
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody to tell
            loop.call_soon_threadsafe(player.news.set)

    advisor.on_decided = wake


NEWS_WAIT = 25.0  # seconds a `/news` request stays open (well within browsers' and proxies' limits)


async def news(request: web.Request) -> web.Response:
    """What the game's search decided by itself (the verdict "can I win?" was still looking
    for, a move's loss warning): the page's script keeps one request open, and the reply
    goes into the log, a polite live region, as a command's does. 204: nothing to say."""
    players = request.app[PLAYERS]
    pid = player_id(request)
    player = players.live.get(pid) if pid is not None else None
    if player is None or pid is None or not players.csrf_ok(pid, request.query.get("csrf")):
        return web.Response(status=204)
    if request.app[STOPPING].is_set():  # the page asks again at once: not while the server stops
        return web.Response(status=204)
    waiting = request.app[WAITING]
    waiting.append(player.news)  # woken when the server stops, even for a player who has left
    try:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(NEWS_WAIT):
                await player.news.wait()
    finally:
        waiting.remove(player.news)
    if not player.news.is_set() or request.app[STOPPING].is_set():
        return web.Response(status=204)
    player.news.clear()
    async with player.lock:  # after the command under way, in the order sent
        reply = await in_worker(request, player.app.alert, COMMANDS)
    if reply is None or not reply.text:
        return web.Response(status=204)
    player.said(reply)
    return web.Response(text=_dumps({"reply": reply.text}), content_type="application/json")


async def _end_news(app: web.Application) -> None:
    """The server stops: every open `/news` request answers now, instead of holding the
    stop for up to NEWS_WAIT."""
    app[STOPPING].set()
    for event in app[WAITING]:
        event.set()


async def game(request: web.Request) -> web.Response:
    """The page. A visitor without games is shown their first deal from memory: nothing
    is kept until their first command (`_posted`), so page views cost no disk and no
    memory that lasts."""
    players, budgets = request.app[PLAYERS], request.app[BUDGETS]
    pid = player_id(request)
    fresh = pid is None
    if pid is None:
        if not budgets.visits.take(address(request)):
            budgets.log.event("web pages for new visitors over an address's budget", address(request))
            return too_fast(request, words(lang_of(request)).too_fast())
        pid = new_player_id(players.secret)
    if players.known(pid):
        player = await _player(request, pid)
    else:
        lang = accept_language(request.headers.get("Accept-Language"))
        player = await in_worker(request, functools.partial(players.preview, pid, lang))
    csrf = players.csrf(pid)

    # Without a script the page comes back after every form: focus starts on the reply
    # (what a screen reader says first), or on the board when a card was chosen there.
    focus = "board" if player.picked else "reply" if "reply" in request.query else "command"

    def build() -> str:
        part = player.part(csrf)
        page = pages.Page(csrf, list(player.log), part.html, player.version, focus)
        return pages.game_page(player.session, page)

    async with player.lock:
        # In a worker, as a command is: two hundred pages opened at once would otherwise
        # hold the event loop for a second, and every reply meanwhile with it.
        page = await in_worker(request, build)
    response = web.Response(text=page, content_type="text/html", charset="utf-8")
    if fresh:
        response.set_cookie(COOKIE, pid, max_age=COOKIE_AGE, path="/", httponly=True, samesite="Strict")
    return response


async def _posted(request: web.Request) -> tuple[Player, dict[str, str]] | web.Response:
    """The player who sent a form, and its fields; or the refusal to send back."""
    players = request.app[PLAYERS]
    pid = player_id(request)
    async with asyncio.timeout(BODY_SECONDS):  # a body sent a byte at a time holds nothing long
        form = await request.post()  # refuses bodies over MAX_BODY with 413
    fields = {k: v for k, v in form.items() if isinstance(v, str)}
    if pid is None or not players.csrf_ok(pid, fields.get("csrf")):
        return problem(request, 403, words(lang_of(request)).stale_page())
    if not players.known(pid):  # a first command: the player is made now
        budgets, net = request.app[BUDGETS], NetText(translator(lang_of(request)))
        if len(players.live) >= budgets.most_players:
            budgets.log.event("web players in memory at the most, a new one refused")
            return problem(request, 503, net.too_many_connections())
        if not budgets.created.take(address(request)):
            budgets.log.event("web players made over an address's budget", address(request))
            return problem(request, 429, net.too_many_new_players())
    player = await _player(request, pid)
    if not player.bucket.take(players.clock()):
        return too_fast(request, words(player.session.lang).too_fast())
    return player, fields


async def play(request: web.Request) -> web.StreamResponse:
    got = await _posted(request)
    if isinstance(got, web.Response):
        return got
    player, fields = got
    command = fields.get("command")
    if command is None and "pick" in fields:
        return await _pick(request, player, fields["pick"], fields.get("shown"))
    if command is None:
        return problem(request, 400, words(player.session.lang).bad_request())
    if len(command) > pages.MAX_COMMAND:
        return problem(request, 400, words(player.session.lang).command_too_long(pages.MAX_COMMAND))
    before = player.session.lang
    csrf = request.app[PLAYERS].csrf(player.id)
    scripted = wants_json(request)
    shown = fields.get("shown")

    def answer() -> str | None:
        """The command, and the reply's body for the page's script (None: the form's
        redirect). Made in the command's thread with the command: the event loop, which
        every player's requests wait for, only reads requests and sends replies."""
        reply = player.said(player.app.handle(command))
        if not scripted:
            return None
        # Only the pieces of the board that changed, when the page shows the last part
        # made: less to make, encode and send than the whole board after every move.
        update = player.update(csrf, shown)
        language = any(
            isinstance(e, ev.SettingChanged) and e.name is SettingName.LANGUAGE for e in reply.events
        )
        reload = language and player.session.lang != before  # every word of the page changes
        refused = bool(player.log) and player.log[-1].refused
        head = player.log[-1].head if player.log and reply.text else ""
        answer = {"reply": reply.text, "head": head, "refused": refused, **update, "reload": reload}
        if refused:
            answer["mark"] = words(player.session.lang).refused()
        for e in reply.events:  # a move from the board: focus goes where the card went
            if isinstance(e, ev.Moved) and e.outcome.move.target is not None:
                answer["focus"] = board.spot(e.outcome.move.target)
        return _dumps(answer)

    def learnt() -> str | None:
        SORTER.learn(player.session, command)  # read here, never on the loop: known next time
        return answer()

    trace = request.app.get(TRACE)
    step = trace.step(player.id, command) if trace is not None else None
    work: Callable[[], str | None] = learnt
    async with player.lock:  # one command of a player at a time, in the order sent
        if trace is not None and step is not None:
            step.turn, work = time.perf_counter(), trace.timed(step, work)
        if scripted and SORTER.quick(player.session, command):  # see the module's description
            body = work()
            if step is not None:
                step.done = time.perf_counter()
            return web.Response(text=body or "", content_type="application/json")
        # In a thread of its own pool (players opening their sessions never queue ahead of
        # it): a command may search (`hint`, loss warnings) or wait for the store, and no
        # other player waits meanwhile.
        body = await in_worker(request, work, COMMANDS)
    if step is not None:
        step.done = time.perf_counter()
    if player.left:  # "quit": the game is saved and the session closed; the next page resumes it
        await _leave(request, player)
    if body is None:
        raise web.HTTPSeeOther("/?reply")  # the page comes back with the reply first
    return web.Response(text=body, content_type="application/json")


async def _leave(request: web.Request, player: Player) -> None:
    players = request.app[PLAYERS]
    if players.live.get(player.id) is not player:
        return  # closed already (a command sent after "quit" and queued behind it)
    del players.live[player.id]
    async with player.lock:
        await in_worker(request, player.app.close)


async def _pick(request: web.Request, player: Player, text: str, shown: str | None) -> web.StreamResponse:
    """A card chosen on the board (or "" for none): the places it can go to become buttons."""
    csrf = request.app[PLAYERS].csrf(player.id)
    async with player.lock:
        focus = player.pick(text)
        if not wants_json(request):
            raise web.HTTPSeeOther("/")
        update = player.update(csrf, shown)
    return web.Response(text=_dumps({**update, "focus": focus}), content_type="application/json")


async def settings(request: web.Request) -> web.StreamResponse:
    got = await _posted(request)
    if isinstance(got, web.Response):
        return got
    player, fields = got
    session = player.session
    lang, size = fields.get("lang"), fields.get("card_size")
    if lang is not None and lang in LANGUAGES:
        work: Callable[[], object] = functools.partial(player.app.handle, f"language {lang}")
    elif size is not None and size in CARD_SIZES:
        session.settings.card_size = CardSize(size)
        work = session.keeper.keep_settings  # a setting that could not be kept says so
    else:
        return problem(request, 400, words(session.lang).bad_request())
    async with player.lock:
        done = await in_worker(request, work)
    if isinstance(done, Reply):
        player.said(done)
    elif isinstance(done, str):
        player.said(Reply(done))
    raise web.HTTPSeeOther("/")


# ----- the rules ---------------------------------------------------------------------------------
async def rules(request: web.Request) -> web.Response:
    lang = lang_of(request)
    page = pages.rules_page(words(lang), lang)
    return web.Response(text=page, content_type="text/html", charset="utf-8")


async def rule_file(request: web.Request) -> web.StreamResponse:
    found = rulefiles.known(request.match_info["lang"], request.match_info["fmt"])
    if found is None:
        raise web.HTTPNotFound()
    lang, fmt = found
    folder = request.app[RULES_DIR]
    lock = request.app[LOCKS].setdefault((lang, fmt), asyncio.Lock())
    async with lock:  # one making of each file at a time
        try:
            path = await asyncio.get_running_loop().run_in_executor(None, rulefiles.make, folder, lang, fmt)
        except rulefiles.Unavailable:
            return problem(request, 503, words(lang_of(request)).unavailable())
    if fmt == "html":
        # Served here, the sheet leads back to the game, in the player's language: at its top,
        # and at its end, where a reader who went through it all arrives.
        player_lang = lang_of(request)
        link = f'<p><a href="/">{escape(words(player_lang).back_to_game())}</a></p>'
        page = path.read_text(encoding="utf-8").replace(
            "<body>\n", f'<body>\n<nav lang="{player_lang}">{link}</nav>\n', 1
        )
        page = page.replace(
            "</main>\n</body>", f'</main>\n<footer lang="{player_lang}">{link}</footer>\n</body>', 1
        )
        response = web.Response(text=page, content_type="text/html", charset="utf-8")
        styles = " ".join(rulefiles.style_hashes(page))
        response.headers["Content-Security-Policy"] = CSP.replace("style-src 'self'", f"style-src {styles}")
        return response
    file = web.FileResponse(path, headers={"Content-Type": rulefiles.KINDS[fmt]})
    file.headers["Content-Disposition"] = f'attachment; filename="fortythieves-rules-{lang}.{fmt}"'
    return file


# ----- static files ------------------------------------------------------------------------------
def _static(name: str, kind: str) -> Handler:
    data = (STATIC / name).read_bytes()  # read once at start

    async def serve(request: web.Request) -> web.Response:
        response = web.Response(body=data, content_type=kind, charset="utf-8")
        response.headers["Cache-Control"] = "max-age=3600"
        return response

    return serve


def add(app: web.Application) -> None:
    """Every route of the web face, and the answer of open `/news` requests at the stop."""
    app.on_shutdown.append(_end_news)
    app.router.add_get("/", game)
    app.router.add_post("/play", play)
    app.router.add_get("/news", news)
    app.router.add_post("/settings", settings)
    app.router.add_get("/rules", rules)
    app.router.add_get("/rules/{lang}.{fmt}", rule_file)
    for sheet in pages.STYLESHEETS:
        app.router.add_get(f"/static/{sheet}", _static(sheet, "text/css"))
    app.router.add_get("/static/web.js", _static("web.js", "text/javascript"))
