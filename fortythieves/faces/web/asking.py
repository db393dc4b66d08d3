"""What every request of the web face shares: the application's parts (`AppKey`s), who
is asking and in which language, refusals in that language, and the middleware that
refuses a request over its address's budget before any work and never shows a
traceback."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

from aiohttp import web

from fortythieves.faces.errorlog import event_log
from fortythieves.faces.web import pages
from fortythieves.faces.web.gate import Budgets
from fortythieves.faces.web.players import Players, valid_id
from fortythieves.faces.web.trace import Trace
from fortythieves.lang.i18n import accept_language, negotiate, translator
from fortythieves.lang.phrasing import Phraser
from fortythieves.lang.webtext import WebText

T = TypeVar("T")

COOKIE = "fortythieves_player"
COOKIE_AGE = 400 * 24 * 3600  # the longest browsers keep a cookie
MAX_BODY = 4096
PLAYERS = web.AppKey("players", Players)
RULES_DIR = web.AppKey("rules_dir", Path)
LOCKS = web.AppKey("locks", dict)
WORKERS = web.AppKey("workers", ThreadPoolExecutor)
COMMANDS = web.AppKey("commands", ThreadPoolExecutor)
UNSAVED: web.AppKey[list[str]] = web.AppKey("unsaved")  # players whose games could not be written at the stop
TRACE = web.AppKey("trace", Trace)  # only when FORTYTHIEVES_TRACE names a file
BUDGETS = web.AppKey("budgets", Budgets)
STOPPING = web.AppKey("stopping", asyncio.Event)  # set when the server stops: `/news` answers at once
# the events open `/news` requests wait on, once per request: two pages of one player (or a
# page left while its request waits) wait on the same event, and the one that ends first
# must not take it from the other
WAITING = web.AppKey("waiting", list)
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


# ----- who is asking, in which language -------------------------------------------------------
def player_id(request: web.Request) -> str | None:
    """The player's id, when the cookie holds one this server issued."""
    found = request.cookies.get(COOKIE)
    return found if valid_id(found) and request.app[PLAYERS].issued(found) else None


def address(request: web.Request) -> str:
    return request.remote or "?"


def lang_of(request: web.Request) -> str:
    """The language of an answer that has no session: the player's, else the browser's."""
    pid = player_id(request)
    live = request.app[PLAYERS].live.get(pid) if pid else None
    if live is not None:
        return live.session.lang
    return negotiate(accept_language(request.headers.get("Accept-Language")), None, {})[0]


def words(lang: str) -> WebText:
    return WebText(Phraser(translator(lang)))


def wants_json(request: web.Request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


def problem(request: web.Request, status: int, message: str) -> web.Response:
    """A refusal in the player's language: a line for the page's script, a page otherwise."""
    if wants_json(request):
        return web.json_response({"reply": message, "error": True}, status=status)
    lang = lang_of(request)
    page = pages.error_page(words(lang), lang, message)
    return web.Response(text=page, status=status, content_type="text/html", charset="utf-8")


# ----- middleware ------------------------------------------------------------------------------
async def headers(request: web.Request, response: web.StreamResponse) -> None:
    response.headers.setdefault("Content-Security-Policy", CSP)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers.setdefault("Cache-Control", "no-store")


@web.middleware
async def errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every refusal localized, and never a traceback for the player; requests from one
    address beyond its budget refused before any work."""
    if request.content_length is not None and request.content_length > MAX_BODY:
        return problem(request, 413, words(lang_of(request)).too_large())
    if not request.app[BUDGETS].requests.take(address(request)):
        request.app[BUDGETS].log.event("web requests over an address's budget", address(request))
        return too_fast(request, words(lang_of(request)).too_fast())
    try:
        return await handler(request)
    except web.HTTPException as e:
        if e.status < 400:
            raise
        w = words(lang_of(request))
        messages = {
            404: w.not_found(),
            405: w.not_allowed(),
            413: w.too_large(),
        }
        return problem(request, e.status, messages.get(e.status, w.bad_request()))
    except asyncio.CancelledError:
        raise
    except Exception:
        _log_error(request.app[PLAYERS].root / "errors.log")
        return problem(request, 500, words(lang_of(request)).server_error())


def _log_error(path: Path) -> None:
    event_log(path).error("request failed")


async def in_worker(
    request: web.Request, work: Callable[[], T], pool: web.AppKey[ThreadPoolExecutor] = WORKERS
) -> T:
    """Work that waits for the disk, off the event loop: other players need not wait."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(request.app[pool], work)


def too_fast(request: web.Request, message: str) -> web.Response:
    response = problem(request, 429, message)
    response.headers["Retry-After"] = "1"
    return response
