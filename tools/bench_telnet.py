"""Many telnet players against one server process: time to each reply, and every game
checked.

    python tools/bench_telnet.py [--players 200] [--commands 100] [--think 0.2 0.6] [--terminal]

Starts `fortythieves serve --telnet 0` (a free loopback port) in a fresh data folder,
connects the players at once (each answers the negotiation as a MUD client does and
waits for IAC EOR), deals each a known game (`replay CODE`), then sends the rest of its
commands with a think time drawn between the two `--think` bounds, timing each reply
from the send to its end marker. Afterwards every player's replies are compared with an
in-process session fed the same lines: any difference is an error. Target: p99 50 ms.
With `--terminal` each player names a terminal (TTYPE, NAWS), says `terminal on` and
types each command with Enter at the prompt; a reply is timed until its expected text
has come (the terminal face marks no reply's end), and the escape sequences the
prompt costs are counted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from telnet_client import EOR, SGA, RawTelnet  # noqa: E402

from fortythieves.core.codes import DealCode  # noqa: E402
from fortythieves.core.variants import STANDARD  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402

COMMANDS = [
    "board", "exposed", "moves", "d", "where is the queen of hearts", "score", "draw", "undo", "redo",
    "column 3", "foundations", "waste", "stock", "play the waste", "u", "r", "d", "moves", "code", "repeat",
]  # fmt: skip


async def player(
    port: int, n: int, lines: list[str], think: tuple[float, float], terminal: bool = False
) -> tuple[list[float], list[str], int]:
    """Times and replies of one player, and the escape sequences it received."""
    rng = random.Random(n)
    if not terminal:
        c = await RawTelnet.connect(port)
        await c.reply(timeout=60)
    else:
        c = await RawTelnet.connect(port, accept=frozenset({EOR, SGA}), ttype="XTERM", naws=(80, 24))
        await c.reply(timeout=60)
        c.send("terminal on")
        await c.until("The terminal face is on", timeout=60)
        want = expected(lines)
    times, replies = [], []
    for i, line in enumerate(lines):
        await asyncio.sleep(rng.uniform(*think))
        t0 = time.perf_counter()
        if not terminal:
            c.send(line)
            replies.append(await c.reply(timeout=60))
        else:
            c.keys(line + "\r")
            end = want[i][:40] if i == 0 else want[i]  # the deal then names the game it left aside
            said = await c.until(end, timeout=60)
            replies.append(want[i] if i and end in said else said)
        times.append(time.perf_counter() - t0)
    c.send("quit")
    await c.rest(timeout=60)
    return times, replies, c.data.count(b"\x1b")


def expected(lines: list[str]) -> list[str]:
    session = Session()
    session.open()
    return [session.handle(line).text for line in lines]


async def bench(port: int, players: int, commands: int, think: tuple[float, float], terminal: bool) -> int:
    scripts = []
    for n in range(players):
        code = DealCode.random(STANDARD)
        body = [COMMANDS[(n + i) % len(COMMANDS)] for i in range(commands - 1)]
        scripts.append([f"replay {code}", *body])
    t0 = time.perf_counter()
    results = await asyncio.gather(
        *(player(port, n, s, think, terminal) for n, s in enumerate(scripts)), return_exceptions=True
    )
    wall = time.perf_counter() - t0
    times: list[float] = []
    errors = escapes = 0
    for script, result in zip(scripts, results, strict=True):
        if isinstance(result, BaseException):
            errors += 1
            print(f"error: {result!r}")
            continue
        got_times, replies, escaped = result
        times += got_times
        escapes += escaped
        want = expected(script)
        if replies[1:] != want[1:]:  # the first reply names the game the deal left aside
            errors += 1
            wrong = next(i for i in range(1, len(want)) if replies[i] != want[i])
            print(f"error: player's reply {wrong} was {replies[wrong]!r}, expected {want[wrong]!r}")
    ms = sorted(t * 1000 for t in times)
    p99 = ms[max(0, int(len(ms) * 0.99) - 1)] if ms else float("nan")
    face = "terminal face" if terminal else "MUD lines"
    print(
        f"{players} players x {commands} commands ({face}), think {think[0]}-{think[1]} s, wall {wall:.1f} s"
    )
    if ms:
        print(f"time to reply: median {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, worst {ms[-1]:.1f} ms "
              f"over {len(ms)} replies (target p99 50 ms)")  # fmt: skip
    if times:
        print(f"escape sequences: {escapes / len(times):.1f} a command")
    print(f"errors: {errors} (players whose game or connection went wrong)")
    return 1 if errors else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--commands", type=int, default=100)
    ap.add_argument("--think", type=float, nargs=2, default=(0.2, 0.6), metavar=("MIN", "MAX"))
    ap.add_argument("--terminal", action="store_true", help="each player asks for the terminal face")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, FORTYTHIEVES_HOME=home, PYTHONPATH=str(ROOT))
        server = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "serve", "--no-web", "--telnet", "0",
             "--max-connections", str(args.players), "--per-address", str(args.players)],
            env=env, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert server.stdout is not None
            first = server.stdout.readline()
            while first and " telnet on " not in first:  # the line that names the port
                first = server.stdout.readline()
            port = int(first.rsplit(" ", 1)[1])
            return asyncio.run(bench(port, args.players, args.commands, tuple(args.think), args.terminal))
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    sys.exit(main())
