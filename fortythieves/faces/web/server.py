"""`fortythieves serve`: the game and the rules sheet over HTTP, with aiohttp.

One asynchronous process serves every player; each player's game runs in the same
`Session` and `App` as the other faces. A move, a draw, an undo or a reading command
sent by the page's script is answered on the event loop, as telnet answers it
(`faces.net.quick`: well under a millisecond of Python, less than handing it to a
thread and taking Python's lock back from the loop costs); a line not read before, words
not understood, and a command that may search (a hint, loss warnings) or do more than
one save (a new deal, the record, goodbye) are answered in a thread of their own pool.
Every reply is sent after its save is committed (`fortythieves.store`); with a store
other processes share (PostgreSQL), every command is answered in a thread, since it
waits for the database. On the quiet machine the loop
took less CPU a request than threads for every command (2.5 against 2.6 to 2.9 ms) and
answered sooner (median 4 against 7 to 8 ms, 99th percentile 24 to 44 against 39 and
53 ms); on a machine busy with other work, an earlier measure found the loop's one
thread short of CPU (the 99th percentile 300 against 100 ms). Opening a player's session and changing a setting, which read or
write the disk, run in a few worker threads. Once started, the process's garbage
collector and thread switching are set for many small requests
(`faces.net.steady`). With FORTYTHIEVES_TRACE set, every command's times are traced
(`trace`, for `tools/bench_web.py --trace`). Imported only by `serve`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import json
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Protocol, TypeVar

from aiohttp import web

from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.faces.errorlog import event_log, route_logging
from fortythieves.faces.net.quick import Sorter
from fortythieves.faces.net.steady import steady
from fortythieves.faces.web import board, pages, rulefiles
from fortythieves.faces.web.gate import Budgets, listen
from fortythieves.faces.web.players import Player, Players, load_secret, new_player_id, valid_id
from fortythieves.faces.web.trace import Trace
from fortythieves.lang.i18n import accept_language, negotiate, translator
from fortythieves.lang.intents import SettingName
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.nettext import NetText
from fortythieves.lang.phrasing import Phraser
from fortythieves.lang.starttext import StartText
from fortythieves.lang.storetext import StoreText
from fortythieves.lang.webtext import CARD_SIZES, WebText
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.settings import CardSize
from fortythieves.store import open_store
from fortythieves.store.base import Store

T = TypeVar("T")

COOKIE = "fortythieves_player"
COOKIE_AGE = 400 * 24 * 3600  # the longest browsers keep a cookie
MAX_BODY = 4096
BODY_SECONDS = 10.0  # to send a form's body, once its headers are in
# A connection's headers must be in, and an idle kept-alive connection closes, within this.
HEADER_SECONDS = 15.0
STATIC = Path(__file__).parent / "static"
PLAYERS = web.AppKey("players", Players)
RULES_DIR = web.AppKey("rules_dir", Path)
LOCKS = web.AppKey("locks", dict)
WORKERS = web.AppKey("workers", ThreadPoolExecutor)
COMMANDS = web.AppKey("commands", ThreadPoolExecutor)
UNSAVED: web.AppKey[list[str]] = web.AppKey("unsaved")  # players whose games could not be written at the stop
TRACE = web.AppKey("trace", Trace)  # only when FORTYTHIEVES_TRACE names a file
BUDGETS = web.AppKey("budgets", Budgets)
STOPPING = web.AppKey("stopping", asyncio.Event)  # set when the server stops: `/news` answers at once
WAITING = web.AppKey("waiting", set)  # the events open `/news` requests wait on
SORTER = Sorter()  # which lines the event loop answers itself (see the module's description)
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
# Replies as UTF-8, not \u escapes: a board's card symbols and accented words stay short.
_dumps = functools.partial(json.dumps, ensure_ascii=False)
log = logging.getLogger("fortythieves.web")


# ----- who is asking, in which language -------------------------------------------------------
def _player_id(request: web.Request) -> str | None:
    """The player's id, when the cookie holds one this server issued."""
    found = request.cookies.get(COOKIE)
    return found if valid_id(found) and request.app[PLAYERS].issued(found) else None


def _address(request: web.Request) -> str:
    return request.remote or "?"


def _lang(request: web.Request) -> str:
    """The language of an answer that has no session: the player's, else the browser's."""
    pid = _player_id(request)
    live = request.app[PLAYERS].live.get(pid) if pid else None
    if live is not None:
        return live.session.lang
    return negotiate(accept_language(request.headers.get("Accept-Language")), None, {})[0]


def _words(lang: str) -> WebText:
    return WebText(Phraser(translator(lang)))


def _wants_json(request: web.Request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


def _problem(request: web.Request, status: int, message: str) -> web.Response:
    """A refusal in the player's language: a line for the page's script, a page otherwise."""
    if _wants_json(request):
        return web.json_response({"reply": message, "error": True}, status=status)
    lang = _lang(request)
    page = pages.error_page(_words(lang), lang, message)
    return web.Response(text=page, status=status, content_type="text/html", charset="utf-8")


# ----- middleware ------------------------------------------------------------------------------
async def _headers(request: web.Request, response: web.StreamResponse) -> None:
    response.headers.setdefault("Content-Security-Policy", CSP)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "no-store")


@web.middleware
async def _errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every refusal localized, and never a traceback for the player; requests from one
    address beyond its budget refused before any work."""
    if request.content_length is not None and request.content_length > MAX_BODY:
        return _problem(request, 413, _words(_lang(request)).too_large())
    if not request.app[BUDGETS].requests.take(_address(request)):
        request.app[BUDGETS].log.event("web requests over an address's budget", _address(request))
        return _too_fast(request, _words(_lang(request)).too_fast())
    try:
        return await handler(request)
    except web.HTTPException as e:
        if e.status < 400:
            raise
        w = _words(_lang(request))
        messages = {
            404: w.not_found(),
            405: w.not_allowed(),
            413: w.too_large(),
        }
        return _problem(request, e.status, messages.get(e.status, w.bad_request()))
    except asyncio.CancelledError:
        raise
    except Exception:
        _log_error(request.app[PLAYERS].root / "errors.log")
        return _problem(request, 500, _words(_lang(request)).server_error())


def _log_error(path: Path) -> None:
    event_log(path).error("request failed")


# ----- the game ----------------------------------------------------------------------------------
async def _in_worker(
    request: web.Request, work: Callable[[], T], pool: web.AppKey[ThreadPoolExecutor] = WORKERS
) -> T:
    """Work that waits for the disk, off the event loop: other players need not wait."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(request.app[pool], work)


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
                player = await _in_worker(request, functools.partial(players.open, pid, lang))
                _tell_news(player, asyncio.get_running_loop())
                players.live[pid] = player
        request.app[LOCKS].pop(("open", pid), None)
    player.seen = players.clock()
    return player


def _too_fast(request: web.Request, message: str) -> web.Response:
    response = _problem(request, 429, message)
    response.headers["Retry-After"] = "1"
    return response


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
    pid = _player_id(request)
    player = players.live.get(pid) if pid is not None else None
    if player is None or pid is None or not players.csrf_ok(pid, request.query.get("csrf")):
        return web.Response(status=204)
    if request.app[STOPPING].is_set():  # the page asks again at once: not while the server stops
        return web.Response(status=204)
    waiting = request.app[WAITING]
    waiting.add(player.news)  # woken when the server stops, even for a player who has left
    try:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(NEWS_WAIT):
                await player.news.wait()
    finally:
        waiting.discard(player.news)
    if not player.news.is_set() or request.app[STOPPING].is_set():
        return web.Response(status=204)
    player.news.clear()
    async with player.lock:  # after the command under way, in the order sent
        reply = await _in_worker(request, player.app.alert, COMMANDS)
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
    pid = _player_id(request)
    fresh = pid is None
    if pid is None:
        if not budgets.visits.take(_address(request)):
            budgets.log.event("web pages for new visitors over an address's budget", _address(request))
            return _too_fast(request, _words(_lang(request)).too_fast())
        pid = new_player_id(players.secret)
    if players.known(pid):
        player = await _player(request, pid)
    else:
        lang = accept_language(request.headers.get("Accept-Language"))
        player = await _in_worker(request, functools.partial(players.preview, pid, lang))
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
        page = await _in_worker(request, build)
    response = web.Response(text=page, content_type="text/html", charset="utf-8")
    if fresh:
        response.set_cookie(COOKIE, pid, max_age=COOKIE_AGE, path="/", httponly=True, samesite="Strict")
    return response


async def _posted(request: web.Request) -> tuple[Player, dict[str, str]] | web.Response:
    """The player who sent a form, and its fields; or the refusal to send back."""
    players = request.app[PLAYERS]
    pid = _player_id(request)
    async with asyncio.timeout(BODY_SECONDS):  # a body sent a byte at a time holds nothing long
        form = await request.post()  # refuses bodies over MAX_BODY with 413
    fields = {k: v for k, v in form.items() if isinstance(v, str)}
    if pid is None or not players.csrf_ok(pid, fields.get("csrf")):
        return _problem(request, 403, _words(_lang(request)).stale_page())
    if not players.known(pid):  # a first command: the player is made now
        budgets, net = request.app[BUDGETS], NetText(translator(_lang(request)))
        if len(players.live) >= budgets.most_players:
            budgets.log.event("web players in memory at the most, a new one refused")
            return _problem(request, 503, net.too_many_connections())
        if not budgets.created.take(_address(request)):
            budgets.log.event("web players made over an address's budget", _address(request))
            return _problem(request, 429, net.too_many_new_players())
    player = await _player(request, pid)
    if not player.bucket.take(players.clock()):
        return _too_fast(request, _words(player.session.lang).too_fast())
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
        return _problem(request, 400, _words(player.session.lang).bad_request())
    if len(command) > pages.MAX_COMMAND:
        return _problem(request, 400, _words(player.session.lang).command_too_long(pages.MAX_COMMAND))
    before = player.session.lang
    csrf = request.app[PLAYERS].csrf(player.id)
    wants_json = _wants_json(request)
    shown = fields.get("shown")

    def answer() -> str | None:
        """The command, and the reply's body for the page's script (None: the form's
        redirect). Made in the command's thread with the command: the event loop, which
        every player's requests wait for, only reads requests and sends replies."""
        reply = player.said(player.app.handle(command))
        if not wants_json:
            return None
        # Only the pieces of the board that changed, when the page shows the last part
        # made: less to make, encode and send than the whole board after every move.
        update = player.update(csrf, shown)
        language = any(
            isinstance(e, ev.SettingChanged) and e.name is SettingName.LANGUAGE for e in reply.events
        )
        reload = language and player.session.lang != before  # every word of the page changes
        refused = bool(player.log) and player.log[-1].refused
        answer = {"reply": reply.text, "refused": refused, **update, "reload": reload}
        if refused:
            answer["mark"] = _words(player.session.lang).refused()
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
        if wants_json and SORTER.quick(player.session, command):  # see the module's description
            body = work()
            if step is not None:
                step.done = time.perf_counter()
            return web.Response(text=body or "", content_type="application/json")
        # In a thread of its own pool (players opening their sessions never queue ahead of
        # it): a command may search (`hint`, loss warnings) or wait for the store, and no
        # other player waits meanwhile.
        body = await _in_worker(request, work, COMMANDS)
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
        await _in_worker(request, player.app.close)


async def _pick(request: web.Request, player: Player, text: str, shown: str | None) -> web.StreamResponse:
    """A card chosen on the board (or "" for none): the places it can go to become buttons."""
    csrf = request.app[PLAYERS].csrf(player.id)
    async with player.lock:
        focus = player.pick(text)
        if not _wants_json(request):
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
        return _problem(request, 400, _words(session.lang).bad_request())
    async with player.lock:
        done = await _in_worker(request, work)
    if isinstance(done, Reply):
        player.said(done)
    elif isinstance(done, str):
        player.said(Reply(done))
    raise web.HTTPSeeOther("/")


# ----- the rules ---------------------------------------------------------------------------------
async def rules(request: web.Request) -> web.Response:
    lang = _lang(request)
    page = pages.rules_page(_words(lang), lang)
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
            return _problem(request, 503, _words(_lang(request)).unavailable())
    if fmt == "html":
        # Served here, the sheet leads back to the game, in the player's language.
        player_lang = _lang(request)
        back = f'<nav lang="{player_lang}"><p><a href="/">{escape(_words(player_lang).back_to_game())}</a></p></nav>\n'
        page = path.read_text(encoding="utf-8").replace("<body>\n", "<body>\n" + back, 1)
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


# ----- the application ---------------------------------------------------------------------------
def make_app(
    root: Path,
    *,
    store: Store | None = None,
    rate: float = 10.0,
    burst: float = 30.0,
    idle_seconds: float = 1800.0,
    budgets: Budgets | None = None,
) -> web.Application:
    """The web application; players kept in `store` (by default the store of `root`),
    their exports under `root/players/exports`."""
    app = web.Application(client_max_size=MAX_BODY, middlewares=[_errors])
    store = store if store is not None else open_store(root)
    secret = load_secret(root / "secret")
    app[PLAYERS] = Players(root / "players", secret, store, rate, burst, idle_seconds)
    app[UNSAVED] = []
    app[BUDGETS] = budgets or Budgets(event_log(root / "server.log"))
    app[RULES_DIR] = root / "rules"
    app[LOCKS] = {}
    # Few threads: opening a session is mostly Python's work, and more threads taking turns
    # for Python's lock only keep the event loop (every player's replies) waiting longer.
    app[WORKERS] = ThreadPoolExecutor(max_workers=4, thread_name_prefix="fortythieves-web")
    app[COMMANDS] = ThreadPoolExecutor(max_workers=16, thread_name_prefix="fortythieves-command")
    app.on_response_prepare.append(_headers)
    app[STOPPING] = asyncio.Event()
    app[WAITING] = set()
    app.on_shutdown.append(_end_news)
    app.cleanup_ctx.append(_sweeper)
    traced = os.environ.get("FORTYTHIEVES_TRACE")
    if traced:
        app[TRACE] = Trace(Path(traced))
        app.cleanup_ctx.append(_tracing)
    app.router.add_get("/", game)
    app.router.add_post("/play", play)
    app.router.add_get("/news", news)
    app.router.add_post("/settings", settings)
    app.router.add_get("/rules", rules)
    app.router.add_get("/rules/{lang}.{fmt}", rule_file)
    app.router.add_get("/static/web.css", _static("web.css", "text/css"))
    app.router.add_get("/static/web.js", _static("web.js", "text/javascript"))
    return app


async def _tracing(app: web.Application) -> AsyncIterator[None]:
    """The trace of every command, written to its file when the server stops."""
    app[TRACE].start()
    yield
    app[TRACE].stop()


async def _sweeper(app: web.Application) -> AsyncIterator[None]:
    """Free idle players' sessions now and then; close every session at the end."""
    players = app[PLAYERS]

    async def sweep() -> None:
        while True:
            await asyncio.sleep(max(1.0, min(60.0, players.idle_seconds / 2)))
            players.free_idle()
            app[BUDGETS].log.flush()  # the counts of events of an interval that is over

    task = asyncio.create_task(sweep())
    yield
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    app[UNSAVED].extend(players.close())
    app[COMMANDS].shutdown(wait=True)
    app[WORKERS].shutdown(wait=True)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def url_of(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


@dataclass
class Site:
    """The application listening: its runner, and the server behind the gate (`gate`)."""

    runner: web.AppRunner
    server: asyncio.Server

    @property
    def port(self) -> int:
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        self.server.close()
        await self.runner.cleanup()


async def open_site(
    app: web.Application, host: str, port: int, refusal: str, header_seconds: float = HEADER_SECONDS
) -> Site:
    """Listen for `app` (port 0: one the system picks); `refusal` is the line a connection
    over the limits reads. A connection's headers must be in, and a kept-alive connection
    closes when idle, within `header_seconds` (aiohttp's keep-alive time covers both)."""
    runner = web.AppRunner(app, handle_signals=False, access_log=None, keepalive_timeout=header_seconds)
    await runner.setup()
    try:
        return Site(runner, await listen(runner, host, port, app[BUDGETS], refusal))
    except BaseException:
        await runner.cleanup()
        raise


async def _serve(
    app: web.Application, host: str, port: int, w: WebText, beside: Beside | None = None
) -> None:
    route_logging(app[BUDGETS].log)  # the libraries' warnings, counted, never a flood on the terminal
    stop = asyncio.Event()  # set by a signal from the start: one sent early stops it too
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    site = await open_site(app, host, port, NetText(w.t).too_many_connections())
    others = None
    try:
        if not is_loopback(host):
            print(w.not_loopback(host), file=sys.stderr, flush=True)
        others = await beside() if beside is not None else None
        print(w.serving(url_of(host, site.port)), flush=True)  # once every face listens
        steady()
        await stop.wait()
    finally:
        if others is not None:
            await others.close()
        await site.close()


class Closable(Protocol):
    async def close(self) -> None: ...


# Starts other faces (telnet, SSH) in the web face's loop; they are closed when it stops.
Beside = Callable[[], Awaitable[Closable]]


def run(
    host: str,
    port: int,
    root: Path,
    lang: str,
    beside: Beside | None = None,
    store: Store | None = None,
    unsaved: list[str] | None = None,
) -> int:
    """Serve until Ctrl+C or SIGTERM: 0 when stopped, 1 when an address cannot be used
    (the line names the face and the port that could not open). The last line names the
    players whose games could not be written (`unsaved`, which the faces beside fill
    too), never "every game is saved" unless it is."""
    from fortythieves.faces.net.problems import cannot_start, reason

    w, text = _words(lang), StartText(translator(lang))
    unsaved = [] if unsaved is None else unsaved
    app = make_app(root, store=store)
    try:
        asyncio.run(_serve(app, host, port, w, beside))
    except OSError as e:
        print(text.cannot_listen("web", host, port, reason(e)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    except Exception as e:  # the telnet or SSH face beside it could not start
        line = cannot_start(e, text)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 1
    found: list[str] = app[UNSAVED]
    unsaved.extend(found)
    print(StoreText(translator(lang)).stopped(unsaved), flush=True)
    return 0
