"""Every client's budget, tried with real clients on 127.0.0.1 (any address of
127.0.0.0/8 stands for another machine): web page views that keep nothing, ids the
server never issued, connections from one address, headers sent too slowly; telnet
floods of bytes, of IAC NOP and of an unterminated subnegotiation, connections that
never say a word; the terminal face past descriptor 1,024; and a log that counts
instead of flooding."""

from __future__ import annotations

import asyncio
import os
import re
import resource
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from test_net import Server, _serve, run

from fortythieves.faces.errorlog import EventLog
from fortythieves.faces.net.limits import Buckets, Gate, Limits
from fortythieves.faces.web import asking
from fortythieves.faces.web.gate import Budgets
from fortythieves.faces.web.players import folder_name
from fortythieves.faces.web.server import Site, make_app, open_site

sys_path = Path(__file__).resolve().parent.parent / "tools"
import sys  # noqa: E402

sys.path.insert(0, str(sys_path))
from telnet_client import EOR, SGA, RawTelnet  # noqa: E402

COOKIE = asking.COOKIE


# ----- the web page ----------------------------------------------------------------------------
class Web:
    """The web face listening behind its gate, in a thread of its own."""

    def __init__(self, root: Path, budgets: Budgets | None = None, header_seconds: float = 15.0) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.app = make_app(root, budgets=budgets)

        async def opened() -> Site:
            return await open_site(self.app, "127.0.0.1", 0, "The server is full.", header_seconds)

        self.site = asyncio.run_coroutine_threadsafe(opened(), self.loop).result(30)
        self.url = f"http://127.0.0.1:{self.site.port}/"

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.site.close(), self.loop).result(60)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture
def web(tmp_path: Path) -> Iterator[Web]:
    w = Web(tmp_path)
    try:
        yield w
    finally:
        w.close()


def _exports(root: Path) -> list[Path]:
    exports = root / "players" / "exports"
    return [p for p in exports.iterdir() if p.is_dir()] if exports.exists() else []


def _kept(web: Web, ids: list[str]) -> list[str]:
    """The ids among `ids` the server keeps anything for (a session, or rows in its store)."""
    players = web.app[asking.PLAYERS]
    return [pid for pid in ids if players.known(pid)]


def _session(local: str = "127.0.0.1") -> aiohttp.ClientSession:
    connector = aiohttp.TCPConnector(local_addr=(local, 0), force_close=True)
    return aiohttp.ClientSession(connector=connector, cookie_jar=aiohttp.CookieJar(unsafe=True))


def test_page_views_without_a_cookie_keep_nothing(web: Web, tmp_path: Path) -> None:
    async def go() -> tuple[list[int], list[str]]:
        codes, ids = [], []
        for i in range(60):  # each from a browser of its own, as a flood of scripts would
            async with _session(f"127.0.0.{2 + i % 3}") as s, s.get(web.url) as r:
                codes.append(r.status)
                ids.append(r.cookies[COOKIE].value)
        return codes, ids

    codes, ids = run(go())
    assert codes.count(200) == 60 and len(set(ids)) == 60
    assert _kept(web, ids) == [] and not web.app[asking.PLAYERS].live


def test_one_address_gets_few_first_pages_then_a_localized_refusal(tmp_path: Path) -> None:
    # the default's burst, refilled too slowly to matter on a loaded machine
    web = Web(tmp_path, Budgets(EventLog(tmp_path / "log"), visits=Buckets(0.001, 40)))

    async def go() -> tuple[list[int], str]:
        codes, said = [], ""
        for _ in range(45):
            async with _session("127.0.0.7") as s, s.get(web.url, headers={"Accept-Language": "ca"}) as r:
                codes.append(r.status)
                if r.status == 429:
                    said = await r.text()
        return codes, said

    try:
        codes, said = run(go())
    finally:
        web.close()
    assert codes[:40] == [200] * 40 and codes[40:] == [429] * 5  # the visits' burst
    assert "Massa ordres" in said or "massa" in said.lower()


def test_the_first_command_makes_the_player_with_the_deal_the_page_showed(web: Web, tmp_path: Path) -> None:
    async def go() -> tuple[str, str, str]:
        async with _session() as s:
            async with s.get(web.url) as r:
                page = await r.text()
                pid = r.cookies[COOKIE].value
            code = re.search(r"F T 1, N, (?:[0-9A-Z] ){6}[0-9A-Z]", page)
            token = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
            assert code and token
            assert _kept(web, [pid]) == []
            data = {"csrf": token.group(1), "command": "code"}
            async with s.post(web.url + "play", data=data, headers={"Accept": "application/json"}) as r:
                reply = (await r.json())["reply"]
            return code.group(0), reply, pid

    shown, reply, pid = run(go())
    assert shown in reply  # the game played is the one the page showed
    assert _kept(web, [pid]) == [pid]


@pytest.mark.parametrize("forged", ["0" * 32, "a" * 32 + "." + "b" * 32, "../../etc"])
def test_ids_the_server_never_issued_are_replaced(web: Web, forged: str) -> None:
    async def go() -> tuple[str, int]:
        async with _session() as s:
            s.cookie_jar.update_cookies({COOKIE: forged})
            async with s.get(web.url) as r:
                issued = r.cookies[COOKIE].value
            data = {"csrf": "0" * 64, "command": "draw"}
            jar = aiohttp.CookieJar(unsafe=True)
            jar.update_cookies({COOKIE: forged})
        async with aiohttp.ClientSession(cookie_jar=jar) as s2, s2.post(web.url + "play", data=data) as r:
            return issued, r.status

    issued, status = run(go())
    assert issued != forged and re.fullmatch(r"[0-9a-f]{32}\.[0-9a-f]{32}", issued)
    assert status == 403


def test_an_old_unsigned_id_with_games_is_still_its_player(tmp_path: Path) -> None:
    old = "0123456789abcdef" * 2
    w = Web(tmp_path)
    try:
        players = w.app[asking.PLAYERS]
        players.store.keep_settings(f"web:{folder_name(old)}", "{}")  # a player of before

        async def go() -> bool:
            jar = aiohttp.CookieJar(unsafe=True)
            jar.update_cookies({COOKIE: old})
            async with aiohttp.ClientSession(cookie_jar=jar) as s, s.get(w.url) as r:
                return COOKIE in r.cookies

        assert run(go()) is False  # kept: no new id issued
    finally:
        w.close()


def test_connections_from_one_address_over_the_limit_are_refused(tmp_path: Path) -> None:
    w = Web(tmp_path, Budgets(EventLog(tmp_path / "log"), gate=Gate(Limits(connections=100, per_address=3))))
    try:
        held = []
        for _ in range(3):
            s = socket.create_connection(("127.0.0.1", w.site.port), source_address=("127.0.0.5", 0))
            held.append(s)
        extra = socket.create_connection(("127.0.0.1", w.site.port), source_address=("127.0.0.5", 0))
        extra.settimeout(10)
        refused = extra.recv(4096)
        other = socket.create_connection(("127.0.0.1", w.site.port), source_address=("127.0.0.6", 0))
        other.sendall(b"GET /rules HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        other.settimeout(10)
        answered = other.recv(4096)
        for s in (*held, extra, other):
            s.close()
    finally:
        w.close()
    assert refused.startswith(b"HTTP/1.1 503") and b"The server is full." in refused
    assert answered.startswith(b"HTTP/1.1 200")


def test_headers_sent_too_slowly_close_the_connection(tmp_path: Path) -> None:
    w = Web(tmp_path, header_seconds=1.0)
    try:
        s = socket.create_connection(("127.0.0.1", w.site.port))
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the end of the headers
        s.settimeout(20)
        began = time.monotonic()
        got = s.recv(4096)
        waited = time.monotonic() - began
        s.close()
    finally:
        w.close()
    assert got == b"" and waited < 20  # closed by the server, not by this test's patience


def test_requests_from_one_address_over_its_budget_are_refused(tmp_path: Path) -> None:
    budgets = Budgets(EventLog(tmp_path / "log"), requests=Buckets(0.001, 5))
    w = Web(tmp_path, budgets)
    try:

        async def go() -> list[int]:
            async with _session("127.0.0.9") as s:
                codes = []
                for _ in range(8):
                    async with s.get(w.url + "rules") as r:
                        codes.append(r.status)
                return codes

        codes = run(go())
    finally:
        w.close()
    assert codes[:5] == [200] * 5 and 429 in codes[5:]
    assert "web requests over an address's budget" in (tmp_path / "log").read_text(encoding="utf-8")


# ----- telnet ------------------------------------------------------------------------------------
@pytest.fixture
def telnet(tmp_path: Path) -> Iterator[Server]:
    yield from _serve(tmp_path, Limits(per_address=10))


def test_iac_nop_floods_cost_their_own_connections_only(telnet: Server, tmp_path: Path) -> None:
    async def flood(n: int) -> bool:
        """IAC NOP as fast as the socket takes it; True when its writes had to wait (the
        server stopped reading it) before 64 MB were taken."""
        c = await RawTelnet.connect(telnet.telnet, local=f"127.0.1.{n}")
        await c.reply()
        nops = bytes([255, 241]) * 32768
        sent = 0
        try:
            async with asyncio.timeout(5):
                while sent < 64 * 2**20:
                    c.writer.write(nops)
                    await c.writer.drain()
                    sent += len(nops)
        except (ConnectionError, TimeoutError):
            pass
        c.close()
        return sent < 64 * 2**20

    async def player() -> list[str]:
        c = await RawTelnet.connect(telnet.telnet, local="127.0.2.1")
        await c.reply()
        said = []
        for line in ("draw", "score", "draw", "score"):
            c.send(line)
            said.append(await c.reply(timeout=10))
        c.close()
        return said

    async def go() -> tuple[list[bool], list[str]]:
        flooders = [asyncio.create_task(flood(n)) for n in range(1, 6)]
        await asyncio.sleep(0.5)
        said = await player()
        return list(await asyncio.gather(*flooders)), said

    stopped, said = run(go())
    assert said[1] == "Score 0 after 1 move." and said[3] == "Score 0 after 2 moves."
    assert all(stopped)
    log = (tmp_path / "server" / "server.log").read_text(encoding="utf-8")
    assert "telnet negotiation over budget, no longer read" in log
    assert len(log.splitlines()) <= 3  # five closings: one line, and a count later


def test_an_unterminated_subnegotiation_is_read_no_more_then_closed(tmp_path: Path) -> None:
    async def go(port: int) -> bytes:
        c = await RawTelnet.connect(port)
        await c.reply()
        c.writer.write(bytes([255, 250, 24]) + b"x" * 20_000)  # IAC SB TTYPE and no IAC SE
        c.send("score")  # never read: the subnegotiation went over its budget first
        return await c.rest(timeout=30)

    for srv in _serve(tmp_path, Limits(first_line_seconds=1.0)):
        rest = run(go(srv.telnet))
    assert b"Score" not in rest  # closed, the score never answered


def test_a_byte_flood_is_read_at_the_connections_pace(telnet: Server) -> None:
    async def go() -> tuple[int, list[str]]:
        flooder = await RawTelnet.connect(telnet.telnet, local="127.0.3.1")
        await flooder.reply()
        sent = 0
        chunk = b"x" * 65536
        try:
            async with asyncio.timeout(3):
                while True:
                    flooder.writer.write(chunk)
                    await flooder.writer.drain()
                    sent += len(chunk)
        except TimeoutError:
            pass
        other = await RawTelnet.connect(telnet.telnet, local="127.0.3.2")
        await other.reply()
        other.send("score")
        said = [await other.reply()]
        flooder.close()
        other.close()
        return sent, said

    sent, said = run(go())
    # the server stops reading: the sender's socket fills and its writes wait
    assert sent < 16 * 2**20
    assert said == ["Score 0 after 0 moves."]


def test_a_connection_that_never_says_a_word_is_closed(tmp_path: Path) -> None:
    async def go(port: int) -> bytes:
        c = await RawTelnet.connect(port)
        await c.reply()
        return await c.rest(timeout=10)

    for srv in _serve(tmp_path, Limits(first_line_seconds=0.5)):
        last = run(go(srv.telnet))
    assert last == b"This connection was idle too long and is now closed.\r\n"


def test_connections_from_one_address_are_counted_from_the_start(tmp_path: Path) -> None:
    async def go(port: int) -> str:
        held = [await RawTelnet.connect(port, local="127.0.4.1") for _ in range(2)]
        extra = await RawTelnet.connect(port, local="127.0.4.1")
        said = (await extra.rest(timeout=10)).decode()
        for c in held:
            c.close()
        return said

    for srv in _serve(tmp_path, Limits(per_address=2)):
        said = run(go(srv.telnet))
    assert said.strip() == "There are too many connections from your address; close one and try again."


def test_the_terminal_face_works_past_descriptor_1024(telnet: Server) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 2048:
        pytest.fail(f"the descriptor limit ({hard}) is too low to open 1,100 descriptors")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 2048), hard))
    spare = [os.open(os.devnull, os.O_RDONLY) for _ in range(1100)]  # the next ones pass 1,024
    try:

        async def go() -> str:
            c = await RawTelnet.connect(
                telnet.telnet, accept=frozenset({EOR, SGA}), ttype="XTERM-256COLOR", naws=(100, 30)
            )
            await c.reply()
            c.send("terminal on")
            await c.until("Terminal mode is on")
            c.keys("score\r")
            said = await c.until("moves.")
            c.close()
            return said

        said = run(go())
    finally:
        for fd in spare:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert "Score 0 after 0 moves." in said


# ----- the log -----------------------------------------------------------------------------------
def test_the_log_writes_one_line_per_kind_per_interval_with_a_count(tmp_path: Path) -> None:
    now = [0.0]
    log = EventLog(tmp_path / "server.log", interval=60, clock=lambda: now[0], wall=lambda: 0.0)
    for _ in range(10_000):
        try:
            raise OSError(24, "Too many open files")
        except OSError:
            log.error("accept failed")
    log.event("other kind")
    now[0] = 61.0
    log.flush()
    lines = (tmp_path / "server.log").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "1970-01-01T00:00:00Z accept failed: OSError: [Errno 24] Too many open files"
    assert sum("Traceback" in line for line in lines) == 1
    assert lines[-1] == "1970-01-01T00:00:00Z accept failed: 9999 more in 61 s"
    assert sum("other kind" in line for line in lines) == 1
    assert len(lines) < 12


def test_an_export_names_no_path_of_the_server(web: Web, tmp_path: Path) -> None:
    async def go() -> str:
        async with _session() as s:
            async with s.get(web.url) as r:
                page = await r.text()
            token = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
            assert token
            for command in ("draw", "export"):
                data = {"csrf": token.group(1), "command": command}
                async with s.post(web.url + "play", data=data, headers={"Accept": "application/json"}) as r:
                    reply = str((await r.json())["reply"])
            return reply

    reply = run(go())
    assert reply.startswith("The moves are in FT1-") and "/" not in reply.split(";")[0]
    assert str(tmp_path) not in reply
    (folder,) = _exports(tmp_path)
    assert len(list(folder.iterdir())) == 1  # written all the same
