"""`fortythieves serve --telnet [HOST:]PORT --ssh [HOST:]PORT`: the network faces in one
process, on the loopback address unless a host is given."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

from fortythieves.faces.net.address import Address
from fortythieves.faces.net.conversation import Hub
from fortythieves.faces.net.limits import Limits
from fortythieves.faces.net.steady import steady


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


async def start(hub: Hub, telnet: Address | None, ssh: Address | None) -> Running:
    running = Running([])
    if telnet is not None:
        from fortythieves.faces.net.telnet import start_telnet

        server = await start_telnet(hub, telnet.host, telnet.port)
        running.closers.append(server)
        sockets = server.sockets or ()
        running.telnet_port = sockets[0].getsockname()[1] if sockets else telnet.port
    if ssh is not None:
        from fortythieves.faces.net.ssh import start_ssh

        acceptor = await start_ssh(hub, ssh.host, ssh.port)
        running.closers.append(acceptor)
        running.ssh_port = acceptor.get_port()
    return running


def _announce(running: Running, telnet: Address | None, ssh: Address | None) -> None:
    for name, port in (("telnet", running.telnet_port), ("ssh", running.ssh_port)):
        if port is not None:
            host = (telnet if name == "telnet" else ssh).host  # type: ignore[union-attr]
            print(f"fortythieves: {name} on {host} port {port}", flush=True)


async def start_beside(args: argparse.Namespace, data: Path) -> Running:
    """The network faces `args` asks for, started in the running loop of another face
    (the web page): it closes them when it stops."""
    hub = _hub(args, data)
    running = await start(hub, args.telnet, args.ssh)
    running.closers.append(hub)  # closed last: the connections' saves are written first
    _announce(running, args.telnet, args.ssh)
    return running


async def serve_forever(hub: Hub, telnet: Address | None, ssh: Address | None) -> None:
    running = await start(hub, telnet, ssh)
    _announce(running, telnet, ssh)
    steady()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await running.close()
    hub.close()


def _hub(args: argparse.Namespace, data: Path) -> Hub:
    limits = Limits(
        connections=args.max_connections,
        per_address=args.per_address,
        idle_seconds=args.idle_minutes * 60,
        warning_seconds=min(60.0, args.idle_minutes * 60 / 2),
    )
    return Hub(data, limits)


def run(args: argparse.Namespace, data: Path) -> int:
    """Serve until interrupted; `args` holds the options `add_options` defined."""
    hub = _hub(args, data)
    try:
        asyncio.run(serve_forever(hub, args.telnet, args.ssh))
    except OSError as e:  # the port is taken, or not ours to open
        print(f"fortythieves: {e}", file=sys.stderr)
        return 1
    except ImportError as e:
        print(f"fortythieves: {e.name} is missing: pip install 'fortythieves[net]'", file=sys.stderr)
        return 1
    return 0
