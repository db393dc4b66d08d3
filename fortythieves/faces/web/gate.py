"""The web server's budgets: connections in all and from one address, requests a second
from one address, pages made for new visitors and players made, from one address. A
connection over the limit gets a short 503 and is closed before aiohttp sees it; the
other budgets are applied to requests (`server`).

The connections are counted by a protocol in front of aiohttp's own, which passes every
call through: aiohttp is asked for no more than its public runner's server.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from fortythieves.faces.errorlog import EventLog
from fortythieves.faces.net.limits import Buckets, Gate, Limits

# Connections: a browser opens up to six at once to a server, a household or a class
# behind one address a few browsers.
CONNECTIONS = Limits(connections=4000, per_address=64)


@dataclass
class Budgets:
    log: EventLog
    requests: Buckets = field(default_factory=lambda: Buckets(50, 300))  # a second, per address
    visits: Buckets = field(default_factory=lambda: Buckets(2, 40))  # first pages, per address
    created: Buckets = field(default_factory=lambda: Buckets(1 / 60, 30))  # players, per address
    gate: Gate = field(default_factory=lambda: Gate(CONNECTIONS))
    most_players: int = 5000  # sessions in memory; beyond, a new player is asked to come back
    refusal: bytes = b""  # what a connection over the limit is sent (`listen` writes it)


class _Gated(asyncio.Protocol):
    """aiohttp's protocol for one connection, behind the gate."""

    def __init__(self, inner: Any, budgets: Budgets) -> None:
        self.inner, self.budgets = inner, budgets
        self.address: str | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername") or ("?",)
        address = str(peer[0])
        if self.budgets.gate.enter(address) is not None:
            self.budgets.log.event("web connections over the limit, refused", address)
            if isinstance(transport, asyncio.WriteTransport):
                transport.write(self.budgets.refusal)
            transport.close()
            self.inner = None
            return
        self.address = address
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def connection_lost(self, exc: Exception | None) -> None:
        if self.address is not None:
            self.budgets.gate.leave(self.address)
            self.address = None
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()


async def listen(
    runner: web.AppRunner, host: str, port: int, budgets: Budgets, refusal: str
) -> asyncio.Server:
    """Listen on `host:port` for the runner's application, behind the gate; `refusal` is
    the line a connection over the limit reads."""
    server = runner.server
    assert server is not None, "the runner is set up first"
    body = (refusal + "\n").encode("utf-8")
    budgets.refusal = (
        b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
        b"Retry-After: 10\r\nConnection: close\r\nContent-Length: "
        + str(len(body)).encode()
        + b"\r\n\r\n"
        + body
    )
    loop = asyncio.get_running_loop()
    return await loop.create_server(lambda: _Gated(server(), budgets), host, port, backlog=1024)
