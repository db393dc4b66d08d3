"""Many telnet players against one server process: time to each reply, and every game
checked.

    python tools/bench_telnet.py [--players 200] [--commands 100] [--think 0.2 0.6] [--flood 5]

Starts `fortythieves serve --telnet 0` (a free loopback port) in a fresh data folder,
connects the players at once (each answers the negotiation as a MUD client does and
waits for IAC EOR), deals each a known game (`new game CODE`), then sends the rest of its
commands with a think time drawn between the two `--think` bounds, timing each reply
from the send to its end marker. The replies each player must get are worked out before
the run (an in-process session fed the same lines), so that the clients' own work stays
off the timed path; afterwards every reply is compared with them: any difference is an
error. Meanwhile `--flood` telnet connections stream IAC NOP at the server
(tools/flood.py): their flood must cost only themselves. Each player connects from an
address of its own (127.0.x.y), as players on other machines do. Prints the server's CPU
time per reply too, which does not depend on the machine's load, and the load average
before and after: the machine may be shared with other work. Target: p99 100 ms on a
quiet machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from flood import Floods  # noqa: E402
from telnet_client import RawTelnet  # noqa: E402

from fortythieves.core.codes import DealCode  # noqa: E402
from fortythieves.core.variants import STANDARD  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402

COMMANDS = [
    "board", "exposed", "moves", "d", "where is the queen of hearts", "score", "draw", "undo", "redo",
    "column 3", "foundations", "waste", "stock", "play the waste", "u", "r", "d", "moves", "code", "repeat",
]  # fmt: skip


async def player(
    port: int, n: int, lines: list[str], think: tuple[float, float]
) -> tuple[list[float], list[str]]:
    rng = random.Random(n)
    c = await RawTelnet.connect(port, local=f"127.0.{10 + n // 200}.{2 + n % 200}")
    await c.reply(timeout=60)
    times, replies = [], []
    for line in lines:
        await asyncio.sleep(rng.uniform(*think))
        t0 = time.perf_counter()
        c.send(line)
        replies.append(await c.reply(timeout=60))
        times.append(time.perf_counter() - t0)
    c.send("quit")
    await c.rest(timeout=60)
    return times, replies


def expected(lines: list[str]) -> list[str]:
    session = Session()
    session.open()
    return [session.handle(line).text for line in lines]


def cpu_seconds(pid: int) -> float:
    """The process's user and system time so far (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def bench(
    port: int,
    server: int,
    scripts: list[list[str]],
    wants: list[list[str]],
    think: tuple[float, float],
    flood: int,
) -> int:
    players, commands = len(scripts), len(scripts[0]) if scripts else 0
    print(f"load average before: {os.getloadavg()[0]:.1f} (2 cores are 2.0; the machine may be shared)")
    floods = Floods(port, flood)
    floods.start()
    cpu0, mine0, t0 = cpu_seconds(server), time.process_time(), time.perf_counter()
    results = await asyncio.gather(
        *(player(port, n, s, think) for n, s in enumerate(scripts)), return_exceptions=True
    )
    wall = time.perf_counter() - t0
    await floods.stop()
    cpu, mine = cpu_seconds(server) - cpu0, time.process_time() - mine0
    times: list[float] = []
    errors = 0
    for want, result in zip(wants, results, strict=True):
        if isinstance(result, BaseException):
            errors += 1
            print(f"error: {result!r}")
            continue
        got_times, replies = result
        times += got_times
        if replies[1:] != want[1:]:  # the first reply names the game that `new` left aside
            errors += 1
            wrong = next(i for i in range(1, len(want)) if replies[i] != want[i])
            print(f"error: player's reply {wrong} was {replies[wrong]!r}, expected {want[wrong]!r}")
    ms = sorted(t * 1000 for t in times)
    p99 = ms[max(0, int(len(ms) * 0.99) - 1)] if ms else float("nan")
    print(f"{players} players x {commands} commands, think {think[0]}-{think[1]} s, wall {wall:.1f} s")
    if flood:
        print(floods.said())
    if ms:
        print(f"time to reply: median {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, worst {ms[-1]:.1f} ms "
              f"over {len(ms)} replies (target p99 100 ms on a quiet machine)")  # fmt: skip
        print(
            f"server CPU: {cpu:.1f} s, {cpu * 1000 / len(ms):.2f} ms a reply ({cpu / wall * 100:.0f}% of a core)"
        )
        print(f"the players' own CPU here: {mine * 1000 / len(ms):.2f} ms a reply (they share the machine)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} (2 cores are 2.0)")
    print(f"errors: {errors} (players whose game or connection went wrong)")
    return 1 if errors else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--commands", type=int, default=100)
    ap.add_argument("--think", type=float, nargs=2, default=(0.2, 0.6), metavar=("MIN", "MAX"))
    ap.add_argument("--flood", type=int, default=5, help="telnet connections flooding meanwhile")
    args = ap.parse_args()
    scripts = []
    for n in range(args.players):
        code = DealCode.random(STANDARD)
        body = [COMMANDS[(n + i) % len(COMMANDS)] for i in range(args.commands - 1)]
        scripts.append([f"new game {code}", *body])
    t0 = time.perf_counter()
    wants = [expected(s) for s in scripts]
    print(f"replies worked out in {time.perf_counter() - t0:.1f} s (off the timed path)", flush=True)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, FORTYTHIEVES_HOME=home, PYTHONPATH=str(ROOT))
        server = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "serve", "--telnet", "0", "--no-web",
             "--max-connections", str(args.players + args.flood), "--per-address", "5"],
            env=env, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        try:
            assert server.stdout is not None
            first = server.stdout.readline()
            port = int(first.rsplit(" ", 1)[1])
            return asyncio.run(bench(port, server.pid, scripts, wants, tuple(args.think), args.flood))
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(10)


if __name__ == "__main__":
    sys.exit(main())
