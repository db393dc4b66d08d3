"""`fortythieves serve`: the game and the rules sheet over HTTP, with aiohttp.

One asynchronous process serves every player; each player's game runs in the same
`Session` and `App` as the other faces (`routes`: what each request does; `asking`: what
every request shares). Once started, the process's garbage collector and thread switching
are set for many small requests (`faces.net.steady`). With FORTYTHIEVES_TRACE set, every
command's times are traced (`trace`, for `tools/bench_web.py --trace`). Imported only by
`serve`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from aiohttp import web

from fortythieves.faces.errorlog import event_log, route_logging
from fortythieves.faces.net.steady import steady
from fortythieves.faces.web import routes
from fortythieves.faces.web.asking import (
    BUDGETS,
    COMMANDS,
    LOCKS,
    MAX_BODY,
    PLAYERS,
    RULES_DIR,
    STOPPING,
    TRACE,
    UNSAVED,
    WAITING,
    WORKERS,
    errors,
    headers,
    words,
)
from fortythieves.faces.web.gate import Budgets, listen
from fortythieves.faces.web.players import Players, load_secret
from fortythieves.faces.web.trace import Trace
from fortythieves.lang.i18n import translator
from fortythieves.lang.nettext import NetText
from fortythieves.lang.starttext import StartText
from fortythieves.lang.storetext import StoreText
from fortythieves.lang.webtext import WebText
from fortythieves.store import open_store
from fortythieves.store.base import Store

# A connection's headers must be in, and an idle kept-alive connection closes, within this.
HEADER_SECONDS = 15.0


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
    app = web.Application(client_max_size=MAX_BODY, middlewares=[errors])
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
    app.on_response_prepare.append(headers)
    app[STOPPING] = asyncio.Event()
    app[WAITING] = []
    app.cleanup_ctx.append(_sweeper)
    traced = os.environ.get("FORTYTHIEVES_TRACE")
    if traced:
        app[TRACE] = Trace(Path(traced))
        app.cleanup_ctx.append(_tracing)
    routes.add(app)
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

    w, text = words(lang), StartText(translator(lang))
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
