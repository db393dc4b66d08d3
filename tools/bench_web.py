"""Many players at once against `fortythieves serve`: one process on its SQLite store, or
several processes on one PostgreSQL database, the players split between them.

    python tools/bench_web.py                  # 200 players, 100 commands each, SQLite
    python tools/bench_web.py --players 20 --commands 30 --think 0.2
    python tools/bench_web.py --servers 2 --store postgresql://USER@/DB?host=SOCKETDIR

Each player is a browser of its own (its cookie jar): it loads the page, waits until
every player has it, deals a known deal, then sends commands as the page's script does (a random legal move, a draw, now
and then an undo), pausing `--think` seconds on average between them as a person would.
Each player's commands and the replies they must get come from a copy of its game
played here before the run, so that the clients' own work stays off the timed path
(they share the machine with the server): every reply must match the copy's, and after
the server has stopped, the game it saved must be the copy's. Prints the median and
99th percentile time to a reply to a command, the time of the first page (all players
open it at the same instant: a burst told apart from the replies), the server's CPU time
per request (which does not
depend on the machine's load), the errors and the mismatches. Each player comes from an
address of its own (127.0.x.y), as players on other machines do, and `--flood` telnet
connections stream IAC NOP at the same server meanwhile (tools/flood.py): their flood
must cost only themselves. The load average is printed before and after: the machine
may be shared with other work.

`--trace` has the server note where each command's time goes (`faces/web/trace.py`) and
prints, for the slowest replies, what they were and where they waited: for the
player's turn, for a thread of the command pool, for the player's saves inside the
command, for the event loop; with the garbage collections and the saves being written
(fsyncs at once) meanwhile.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "tools"))
from flood import Floods  # noqa: E402

from fortythieves.core.codes import DealCode  # noqa: E402
from fortythieves.core.moves import MoveKind, Pile, PileKind  # noqa: E402
from fortythieves.core.placement import useful_moves  # noqa: E402
from fortythieves.core.saves import SaveError, decode  # noqa: E402
from fortythieves.core.variants import STANDARD  # noqa: E402
from fortythieves.faces.web.players import folder_name  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402
from fortythieves.store import open_store  # noqa: E402
from fortythieves.store.base import Store  # noqa: E402
from fortythieves.store.shelf import Shelf  # noqa: E402


def place(pile: Pile) -> str:
    return "w" if pile.kind is PileKind.WASTE else str(pile)


def next_command(local: Session, rng: random.Random) -> str:
    state = local.game.state
    moves = [m for m in useful_moves(state) if m.kind is MoveKind.MOVE and m.source and m.target]
    moves = [m for m in moves if m.source is not None and m.source.kind is not PileKind.FOUNDATION]
    roll = rng.random()
    if roll < 0.05:
        return "undo"
    if roll < 0.10:
        return rng.choice(["score", "board", "show", "moves"])
    if moves and roll < 0.70:
        m = rng.choice(moves)
        assert m.source is not None and m.target is not None
        return f"{place(m.source)} {place(m.target)}" + (f" {m.count} cards" if m.count > 1 else "")
    return "draw" if state.stock else "undo"


@dataclass
class Script:
    """One player's commands, think times and the replies they must get, worked out
    before the run on a copy of the game; `local` ends as the game the server must save."""

    n: int
    lines: list[str]
    pauses: list[float]
    expected: list[str | None]  # None: not compared (the deal's reply names the game it left)
    local: Session
    pid: str | None = None
    replies: list[tuple[int, str]] = field(default_factory=list)  # status and reply, per line
    sent: list[tuple[float, float]] = field(default_factory=list)  # when each was sent, how long
    whole: int = 0  # replies that brought the whole board, not only the pieces that changed


def script(n: int, commands: int, think: float) -> Script:
    rng = random.Random(n)
    code = str(DealCode.random(STANDARD, rng))
    local = Session(store=Shelf.in_memory())
    local.open(code=code, environ={})
    lines, pauses = [f"new game {code}"], [rng.uniform(0, 2 * think)]
    expected: list[str | None] = [None]
    for _ in range(commands):
        line = next_command(local, rng)
        pauses.append(rng.uniform(0, 2 * think))
        lines.append(line)
        expected.append(local.handle(line).text)
    return Script(n, lines, pauses, expected, local)


async def player(
    s: Script, url: str, times: list[float], opens: list[float], problems: list[str], ready: asyncio.Barrier
) -> None:
    # unsafe=True: the jar otherwise drops cookies of a server named by an IP address. Each
    # player from an address of its own, as players on other machines: the server's
    # budgets are per address.
    connector = aiohttp.TCPConnector(local_addr=(f"127.0.{10 + s.n // 200}.{2 + s.n % 200}", 0))
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True), connector=connector) as http:
        start = time.perf_counter()
        page = await (await http.get(url)).text()
        opens.append(time.perf_counter() - start)  # all 200 at the same instant: told apart
        found = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
        s.pid = next((c.value for c in http.cookie_jar if c.key == "fortythieves_player"), None)
        # The commands begin once every player has the page: the burst of 200 first pages
        # is timed on its own, and would otherwise leak into the first commands' times.
        await ready.wait()
        if not found or s.pid is None:
            problems.append(f"player {s.n}: no page")
            return
        csrf = found.group(1)
        # The board the page shows, sent back as the page's script does: the server then
        # sends only the pieces of the board that changed.
        shown = re.search(r'<div id="game" data-shown="([0-9a-f]*)"', page)
        has = shown.group(1) if shown else ""
        for line, pause in zip(s.lines, s.pauses, strict=True):
            await asyncio.sleep(pause)
            start = time.perf_counter()
            async with http.post(
                url + "play",
                data={"csrf": csrf, "command": line, "shown": has},
                headers={"Accept": "application/json"},
            ) as r:
                data = await r.json()
                times.append(time.perf_counter() - start)
                s.sent.append((start, times[-1]))
                s.replies.append((r.status, str(data.get("reply"))))
                has = str(data.get("shown", has))
                s.whole += "game" in data


def check(s: Script, store: Store) -> list[str]:
    """Every reply against the copy's, then the game the server saved against the copy."""
    problems = []
    for line, (status, got), want in zip(s.lines, s.replies, s.expected, strict=False):
        if status != 200:
            problems.append(f"player {s.n}: {line!r} got {status}: {got}")
        elif want is not None and got != want:
            problems.append(f"player {s.n}: {line!r}: {got!r} != {want!r}")
    if len(s.replies) != len(s.lines):
        problems.append(f"player {s.n}: {len(s.replies)} replies to {len(s.lines)} commands")
    if s.pid is None:
        return problems
    slots = store.games(f"web:{folder_name(s.pid)}")
    try:
        saved = decode(slots[0].text).game if slots else None
    except SaveError as e:
        problems.append(f"player {s.n}: the saved game cannot be read: {e}")
        return problems
    game = s.local.game
    if saved is None:
        if not game.state.is_won():  # a won game goes to the record, no longer kept
            problems.append(f"player {s.n}: no game saved")
    elif saved.state.key() != game.state.key() or saved.moves != game.moves or saved.score != game.score:
        problems.append(f"player {s.n}: the saved game is not the one played")
    return problems


WORDS = ("new", "undo", "draw", "score", "board", "show", "moves")  # the commands but moves


def _ms(values: list[float]) -> str:
    """Median, 99th percentile and largest of `values` (seconds), in milliseconds."""
    if not values:
        return "-"
    v = sorted(values)
    return f"{statistics.median(v) * 1000:.1f} / {v[int(len(v) * 0.99)] * 1000:.1f} / {v[-1] * 1000:.1f}"


def _overlap(spans: list[tuple[float, float]], starts: list[float], lo: float, hi: float) -> list[float]:
    """The lengths of the spans (start, end), sorted by start, that overlap [lo, hi]."""
    found = []
    for k in range(bisect.bisect_right(starts, hi) - 1, -1, -1):
        a, b = spans[k]
        if b >= lo:
            found.append(min(b, hi) - max(a, lo))
        if hi - a > 5.0:  # no save, pause or lag lasts 5 s
            break
    return found


async def ticking(lags: list[tuple[float, float]]) -> None:
    """How late the players' own event loop wakes up (they share the machine)."""
    while True:
        before = time.perf_counter()
        await asyncio.sleep(0.005)
        now = time.perf_counter()
        if now - before > 0.006:
            lags.append((before + 0.005, now))


def report_trace(
    data: dict[str, list[Any]],
    scripts: list[Script],
    began: float,
    percent: float,
    mine: list[tuple[float, float]],
) -> None:
    """Where the slowest `percent` of the replies spent their time (`faces/web/trace.py`)."""
    steps = {(d["player"], d["n"]): d for d in data["steps"]}
    saves = sorted((a, b) for a, b in data["saves"])
    gcs = sorted((a, a + d) for a, d, _ in data["collections"])
    lags = sorted((t - d, t) for t, d in data["lags"])
    save_at, gc_at, lag_at = [a for a, _ in saves], [a for a, _ in gcs], [a for a, _ in lags]
    mine_at = [a for a, _ in mine]
    rows = []
    for s in scripts:
        for i, (sent, took) in enumerate(s.sent):
            d = steps.get((s.pid, i))
            if d is not None:
                rows.append((took, sent, s.lines[i], d))
    rows.sort(key=lambda r: r[0], reverse=True)
    slow = rows[: max(1, int(len(rows) * percent / 100))]
    parts: dict[str, list[float]] = {
        k: [] for k in ("send", "turn", "pool", "handle", "flush", "cpu", "back", "gc", "lag")
    }
    kinds: dict[str, int] = {}
    burst = 0
    print(f"\nthe slowest {len(slow)} replies ({percent:g} %), {slow[-1][0] * 1000:.1f} ms and over:")
    print(
        "  ms  | at s  | command        | send  turn  pool handle(flush cpu) back | gc    lag  | saves meanwhile | players' loop late"
    )
    for n, (took, sent, line, d) in enumerate(slow):
        kind = d["command"] if d["command"] in WORDS else "move"  # the rest are "c3 c7", "w f"
        kinds[kind] = kinds.get(kind, 0) + 1
        burst += sent - began < 5.0
        values = {
            "send": d["arrived"] - sent,
            "turn": d["turn"] - d["arrived"],
            "pool": d["started"] - d["turn"],
            "handle": d["ended"] - d["started"],
            "flush": d["flushed"],
            "cpu": d["cpu"],
            "back": d["done"] - d["ended"],
            "gc": sum(_overlap(gcs, gc_at, sent, sent + took)),
            "lag": max(_overlap(lags, lag_at, sent, sent + took), default=0.0),
        }
        for k, v in values.items():
            parts[k].append(v)
        writing = len(_overlap(saves, save_at, d["started"], d["ended"]))
        late = max(_overlap(mine, mine_at, sent, sent + took), default=0.0)
        if n < 15:
            print(
                f"{took * 1000:5.0f} | {sent - began:5.1f} | {line[:14]:14} | "
                + " ".join(
                    f"{values[k] * 1000:5.1f}"
                    for k in ("send", "turn", "pool", "handle", "flush", "cpu", "back")
                )
                + f" | {values['gc'] * 1000:5.1f} {values['lag'] * 1000:5.1f} | {writing:3} | {late * 1000:5.1f}"
            )
    print(
        "  the slowest by kind: "
        + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items(), key=lambda x: -x[1]))
    )
    print(f"  in the first 5 s (the first-page burst): {burst}")
    print(
        "  medians (ms) over the slowest: "
        + ", ".join(f"{k} {statistics.median(v) * 1000:.1f}" for k, v in parts.items())
    )
    every = [d for _, _, _, d in rows]
    print("  every command, median / p99 / max (ms):")
    print(
        f"    waiting for the player's saves in a command: {_ms([d['flushed'] for d in every])} ({sum(d['flushed'] > 0 for d in every)} commands waited)"
    )
    print(f"    waiting for a thread of the pool: {_ms([d['started'] - d['turn'] for d in every])}")
    print(f"    CPU in the command thread: {_ms([d['cpu'] for d in every])}")
    print(f"  saves replaced by a newer one before they were written: {len(data.get('coalesced', []))}")
    # Saves written together (one player's, in one pass) share their times, and one folder
    # fsync after the last rename; each save has its own file fsync.
    batches = len(set(saves))
    span = (saves[-1][1] - saves[0][0]) if saves else 0.0
    if span > 0:
        print(
            f"  fsyncs: {len(saves)} of files and {batches} of folders, "
            f"{(len(saves) + batches) / span:.0f} a second over {span:.0f} s"
        )
    print(
        f"  saves written: {len(saves)}, each {_ms([b - a for a, b in saves])} ms; at once, at most {max((len(_overlap(saves, save_at, a, a)) for a, _ in saves), default=0)}"
    )
    for generation in (0, 1, 2):
        pauses = [d for _, d, g in data["collections"] if g == generation]
        print(
            f"  garbage collections of generation {generation}: {len(pauses)}, {_ms(pauses)} ms, {sum(pauses):.2f} s in all"
        )
    print(f"  the players' own loop late by over 1 ms: {len(mine)} times, {_ms([b - a for a, b in mine])} ms")
    print(
        f"  the server's event loop late by over 1 ms: {len(lags)} times, {_ms([b - a for a, b in lags])} ms"
    )


def _cpu(servers: list[subprocess.Popen[str]]) -> tuple[float, float]:
    times = [cpu_seconds(server.pid) for server in servers]
    return sum(u for u, _ in times), sum(s for _, s in times)


def cpu_seconds(pid: int) -> tuple[float, float]:
    """The process's user and system (kernel: the saves' fsyncs) time so far (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


async def main(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    scripts = [script(n, args.commands, args.think) for n in range(args.players)]
    print(f"scripts worked out in {time.perf_counter() - t0:.1f} s (off the timed path)", flush=True)
    times: list[float] = []
    opens: list[float] = []
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        env = {**os.environ, "FORTYTHIEVES_HOME": str(home)}
        traced = home / "trace.json"
        if args.trace:
            env["FORTYTHIEVES_TRACE"] = str(traced)
        store = ["--store", args.store] if args.store else []
        servers = [
            subprocess.Popen(
                [sys.executable, "-m", "fortythieves", "serve", "--port", "0", "--telnet", "0", *store],
                stdout=subprocess.PIPE,
                text=True,
                env=env,
                cwd=ROOT,
            )
            for _ in range(args.servers)
        ]
        try:
            urls, telnets = [], []
            for server in servers:
                assert server.stdout is not None
                telnet = re.search(r"telnet on 127\.0\.0\.1 port (\d+)", server.stdout.readline())
                found = re.search(r"http://127\.0\.0\.1:\d+/", server.stdout.readline())
                assert found and telnet, "a server did not start"
                urls.append(found.group(0))
                telnets.append(int(telnet.group(1)))
            print(
                f"load average before: {os.getloadavg()[0]:.1f} (2 cores are 2.0; the machine may be shared)"
            )
            floods = Floods(telnets[0], args.flood)  # against the first server
            floods.start()
            cpu0, mine0, began = _cpu(servers), time.process_time(), time.perf_counter()
            mine_late: list[tuple[float, float]] = []
            ticker = asyncio.create_task(ticking(mine_late))
            ready = asyncio.Barrier(len(scripts))
            await asyncio.gather(
                *(player(s, urls[s.n % len(urls)], times, opens, problems, ready) for s in scripts)
            )
            ticker.cancel()
            await floods.stop()
            wall = time.perf_counter() - began
            (user, system), mine = _cpu(servers), time.process_time() - mine0
            user, system = user - cpu0[0], system - cpu0[1]
            cpu = user + system
        finally:
            for server in servers:
                server.send_signal(signal.SIGTERM)  # a clean stop: every session closed
            for server in servers:
                server.wait(timeout=60)
        stored = open_store(home, args.store)
        for s in scripts:
            problems += check(s, stored)
        stored.close()
        if args.trace:
            report_trace(
                json.loads(traced.read_text(encoding="utf-8")), scripts, began, args.slowest, mine_late
            )
    if not times:
        print("no replies:", *problems[:5], sep="\n  ")
        return 1
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    where = f"{args.servers} servers on PostgreSQL" if args.store else "1 server on SQLite"
    print(
        f"players {args.players}, commands each {args.commands} (+1 deal), think {args.think} s on average; {where}"
    )
    if args.flood:
        print(floods.said())
    print(f"replies {len(times)} in {wall:.1f} s ({len(times) / wall:.0f} a second)")
    if opens:
        opens.sort()
        print(
            f"first page, all {len(opens)} players at the same instant: median "
            f"{statistics.median(opens) * 1000:.0f} ms, max {opens[-1] * 1000:.0f} ms"
        )
    print(
        f"time to a reply: median {statistics.median(times) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )
    deals = sorted(s.sent[0][1] for s in scripts if s.sent)
    if deals:
        print(
            f"of which the first command of each player (the deal): median {statistics.median(deals) * 1000:.1f} ms, "
            f"p99 {deals[min(len(deals) - 1, int(len(deals) * 0.99))] * 1000:.1f} ms"
        )
    print(f"replies with the whole board (not only what changed): {sum(s.whole for s in scripts)}")
    requests = len(times) + len(opens)
    print(
        f"server CPU: {cpu:.1f} s, {cpu * 1000 / requests:.2f} ms a request ({cpu / wall * 100:.0f}% of a core; "
        f"user {user * 1000 / requests:.2f} ms, system {system * 1000 / requests:.2f} ms)"
    )
    print(
        f"the players' own CPU here: {mine * 1000 / (len(times) + len(opens)):.2f} ms a request (they share the machine)"
    )
    print(f"load average at the end: {os.getloadavg()[0]:.1f} (2 cores are 2.0)")
    print(f"every game checked in the store after the run: {len(scripts)} players")
    print(f"problems (errors and mismatches): {len(problems)}")
    for line in problems[:10]:
        print("  " + line)
    return 1 if problems else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--commands", type=int, default=100)
    parser.add_argument("--trace", action="store_true", help="where the slowest replies' time went")
    parser.add_argument("--slowest", type=float, default=2.0, help="percent of replies --trace explains")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between a player's commands")
    parser.add_argument("--flood", type=int, default=5, help="telnet connections flooding meanwhile")
    parser.add_argument("--store", help="postgresql://... for the servers (default: the home's SQLite)")
    parser.add_argument(
        "--servers", type=int, default=1, help="server processes, the players split between them"
    )
    sys.exit(asyncio.run(main(parser.parse_args())))
