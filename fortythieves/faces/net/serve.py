"""`fortythieves serve --telnet [HOST:]PORT --ssh [HOST:]PORT`: the network faces in one
process, on the loopback address unless a host is given."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

from fortythieves.faces.errorlog import flushing, route_logging
from fortythieves.faces.net.address import Address
from fortythieves.faces.net.conversation import Hub
from fortythieves.faces.net.limits import Limits
from fortythieves.faces.net.problems import CannotListen, HostKeyDamaged, cannot_start, reason
from fortythieves.faces.net.steady import steady
from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.starttext import StartText
from fortythieves.lang.storetext import StoreText
from fortythieves.store.base import Store


@dataclass
class Running:
    """The servers started, and the ports they listen on (port 0 picks a free one)."""

    closers: list[asyncio.AbstractServer | object]
    telnet_port: int | None = None
    ssh_port: int | None = None

    async def close(self) -> None:
        for server in self.closers:
            close = getattr(server, "close", None)
            if close is not None:
                close()
            waiter = getattr(server, "wait_closed", None)
            if waiter is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(waiter(), 5)


@dataclass
class _Task:
    """A task among the things `Running` closes."""

    task: asyncio.Task[None]

    def close(self) -> None:
        self.task.cancel()


async def start(hub: Hub, telnet: Address | None, ssh: Address | None) -> Running:
    """The faces asked for; CannotListen (the others closed) when one cannot open its address."""
    running = Running([_Task(asyncio.create_task(flushing(hub.log)))])
    try:
        if telnet is not None:
            from fortythieves.faces.net.telnet import start_telnet

            try:
                server = await start_telnet(hub, telnet.host, telnet.port)
            except OSError as e:
                raise CannotListen("telnet", telnet, reason(e)) from None
            running.closers.append(server)
            sockets = server.sockets or ()
            running.telnet_port = sockets[0].getsockname()[1] if sockets else telnet.port
        if ssh is not None:
            quiet_asyncssh()
            from fortythieves.faces.net.ssh import start_ssh

            try:
                acceptor = await start_ssh(hub, ssh.host, ssh.port)
            except OSError as e:
                raise CannotListen("ssh", ssh, reason(e)) from None
            running.closers.append(acceptor)
            running.ssh_port = acceptor.get_port()
    except BaseException:
        await running.close()
        raise
    return running


def quiet_asyncssh() -> None:
    """asyncssh still loads the DSA keys that cryptography deprecates; the server offers
    none of them, so their warnings (five blocks at every start) are for nobody."""
    try:
        from cryptography.utils import CryptographyDeprecationWarning
    except ImportError:
        return
    warnings.filterwarnings("ignore", category=CryptographyDeprecationWarning, module=r"asyncssh(\.|$)")


def _announce(running: Running, telnet: Address | None, ssh: Address | None, text: StartText) -> None:
    for name, port, where in (("telnet", running.telnet_port, telnet), ("ssh", running.ssh_port, ssh)):
        if port is not None and where is not None:
            print(text.listening(name, where.host, port), flush=True)


async def start_beside(args: argparse.Namespace, data: Path, store: Store, unsaved: list[str]) -> Running:
    """The network faces `args` asks for, started in the running loop of another face
    (the web page): it closes them when it stops (and names the players in `unsaved`)."""
    hub = _hub(args, data, store, unsaved)
    try:
        running = await start(hub, args.telnet, args.ssh)
    except BaseException:
        hub.close()
        raise
    running.closers.append(hub)  # closed last: the connections' saves are written first
    _announce(running, args.telnet, args.ssh, _text(args))
    return running


async def serve_forever(hub: Hub, telnet: Address | None, ssh: Address | None, text: StartText) -> None:
    route_logging(hub.log)  # the libraries' warnings, counted, never a flood on the terminal
    stop = asyncio.Event()  # set by a signal from the start: one sent early stops it too
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    running = await start(hub, telnet, ssh)
    _announce(running, telnet, ssh, text)
    steady()
    await stop.wait()
    await running.close()
    hub.close()


def _hub(args: argparse.Namespace, data: Path, store: Store, unsaved: list[str]) -> Hub:
    limits = Limits(
        connections=args.max_connections,
        per_address=args.per_address,
        idle_seconds=args.idle_minutes * 60,
        warning_seconds=min(60.0, args.idle_minutes * 60 / 2),
    )
    return Hub(data, limits, store, unsaved=unsaved, lang=_lang(args))


def _lang(args: argparse.Namespace) -> str:
    """The server's language: `--lang`, its settings, its environment, else English."""
    settings = getattr(args, "settings", None)
    return negotiate(None, settings.lang if settings else None)[0]


def _text(args: argparse.Namespace) -> StartText:
    return StartText(translator(_lang(args)))


def run(args: argparse.Namespace, data: Path, store: Store, lang: str) -> int:
    """Serve until interrupted; `args` holds the options `add_options` defined. The last
    line names the players whose games could not be written."""
    hub = _hub(args, data, store, [])
    text = _text(args)
    try:
        asyncio.run(serve_forever(hub, args.telnet, args.ssh, text))
    except (CannotListen, HostKeyDamaged, ImportError) as e:
        hub.close()
        print(cannot_start(e, text), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        hub.close()
    print(StoreText(translator(lang)).stopped(hub.unsaved), flush=True)
    return 0
