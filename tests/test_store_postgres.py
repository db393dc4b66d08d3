"""Two `fortythieves serve` processes on one PostgreSQL database (a throwaway cluster,
`postgres` fixture), as behind a load balancer: one player's commands sent to both in
turn, and at once, never interleave, and every acknowledged move is in the database.
And what a command costs: its round trips to the database, read from libpq's trace."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg
import pytest

from fortythieves.core.saves import decode
from fortythieves.faces.app import App
from fortythieves.faces.web.players import folder_name
from fortythieves.play.session import Session
from fortythieves.store import open_store
from fortythieves.store.shelf import Shelf

ROOT = Path(__file__).resolve().parent.parent
CODE = "FT1-N-2345673"


class Server:
    def __init__(self, home: Path, url: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "serve", "--port", "0", "--store", url],
            stdout=subprocess.PIPE,
            text=True,
            env={
                **os.environ,
                "FORTYTHIEVES_HOME": str(home),
                "LANG": "en_US.UTF-8",
                "PYTHONUNBUFFERED": "1",
            },
            cwd=ROOT,
        )
        assert self.process.stdout is not None
        found = re.search(r"http://127\.0\.0\.1:\d+/", self.process.stdout.readline())
        assert found, "the server did not start"
        self.url = found.group(0)

    def stop(self) -> str:
        self.process.send_signal(signal.SIGTERM)
        out, _ = self.process.communicate(timeout=60)
        return out.strip()


@pytest.fixture
def two(tmp_path: Path, postgres_db: str) -> Iterator[tuple[Server, Server]]:
    """Two servers with one home (one CSRF secret, as a load balancer's servers share it)."""
    first = Server(tmp_path, postgres_db)
    second = Server(tmp_path, postgres_db)
    try:
        yield first, second
    finally:
        for server in (first, second):
            if server.process.poll() is None:
                server.stop()


class Player:
    """One browser (one cookie) that the balancer sends to either server."""

    def __init__(self, first: Server) -> None:
        self.jar = http.cookiejar.CookieJar()
        self.http = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        page = self.http.open(first.url, timeout=30).read().decode()
        found = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
        assert found
        self.csrf = found.group(1)

    @property
    def id(self) -> str:
        (cookie,) = [c for c in self.jar if c.name == "fortythieves_player"]
        return f"web:{folder_name(str(cookie.value))}"

    def say(self, server: Server, command: str) -> str:
        body = urllib.parse.urlencode({"csrf": self.csrf, "command": command}).encode()
        request = urllib.request.Request(server.url + "play", body, {"Accept": "application/json"})
        return str(json.loads(self.http.open(request, timeout=60).read())["reply"])


def test_one_player_s_commands_sent_to_two_servers_in_turn_play_one_game(
    two: tuple[Server, Server], postgres_db: str, tmp_path: Path
) -> None:
    first, second = two
    player = Player(first)
    local = Session(store=Shelf.in_memory())  # the same game played here: the replies it must get
    local.open(code=CODE, environ={})
    player.say(first, f"new game {CODE}")
    commands = ["d", "d", "u", "d", "moves", "d", "u", "u", "d", "board", "d", "score"]
    for n, command in enumerate(commands):
        server = (first, second)[n % 2]
        assert player.say(server, command) == local.handle(command).text, (n, command)
    assert first.stop() == "Stopped; every game is saved."
    assert second.stop() == "Stopped; every game is saved."
    store = open_store(tmp_path, postgres_db)
    (slot,) = store.games(player.id)
    saved = decode(slot.text).game
    assert saved.snapshot() == local.game.snapshot() and saved.moves == local.game.moves
    store.close()


def test_one_player_s_commands_sent_to_both_at_once_never_interleave(
    two: tuple[Server, Server], postgres_db: str, tmp_path: Path
) -> None:
    first, second = two
    player = Player(first)
    player.say(second, f"new game {CODE}")
    with ThreadPoolExecutor(8) as pool:
        replies = list(pool.map(lambda n: player.say((first, second)[n % 2], "d"), range(24)))
    left = sorted(int(m.group(1)) for r in replies if (m := re.search(r"(\d+) cards? left in the stock", r)))
    assert left == list(range(64 - 24, 64))  # each draw saw the one before it: 63, 62, ... 40
    store = open_store(tmp_path, postgres_db)
    (slot,) = store.games(player.id)
    assert decode(slot.text).game.moves == 24
    store.close()


def _round_trips(trace: str) -> int:
    """Round trips in a libpq trace: each time the client, having sent, reads the server."""
    count, last = 0, "B"
    for line in trace.splitlines():
        way = line.split("\t", 1)[0]
        if way == "B" and last == "F":
            count += 1
        if way in ("F", "B"):
            last = way
    return count


def test_a_move_costs_three_round_trips_and_a_reading_command_two(
    postgres_db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lock and the game played last in one exchange, the save in one (a statement
    that commits by itself), the unlock in one; a command that saves nothing, two."""
    traces: list[Path] = []
    connect = psycopg.Connection.connect.__func__  # type: ignore[attr-defined]

    def traced(cls: type[psycopg.Connection[object]], /, *args: object, **kwargs: object) -> object:
        conn = connect(cls, *args, **kwargs)  # every connection the store's pool opens
        traces.append(tmp_path / f"trace-{len(traces)}")
        conn.pgconn.trace(os.open(traces[-1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))
        conn.pgconn.set_trace_flags(psycopg.pq.Trace.SUPPRESS_TIMESTAMPS)
        return conn

    monkeypatch.setattr(psycopg.Connection, "connect", classmethod(traced))
    store = open_store(tmp_path, postgres_db)
    session = Session(store=Shelf(store, "web:anna", client="web:anna"))
    session.open(code=CODE, environ={})
    app = App(session, speaker_factory=None)
    app.handle(f"new game {CODE}")
    costs = {}
    for command in ("d", "score", "u", "board"):
        before = sum(_round_trips(p.read_text(errors="replace")) for p in traces)
        assert app.handle(command).text
        costs[command] = sum(_round_trips(p.read_text(errors="replace")) for p in traces) - before
    store.close()
    assert costs == {"d": 3, "score": 2, "u": 3, "board": 2}
