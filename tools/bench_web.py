"""Many players at once against one `fortythieves serve` process.

    python tools/bench_web.py                  # 200 players, 100 commands each
    python tools/bench_web.py --players 20 --commands 30 --think 0.2

Each player is a browser of its own (its cookie jar): it loads the page, deals a known
deal, then sends commands as the page's script does (a random legal move, a draw, now
and then an undo), pausing `--think` seconds on average between them as a person would.
A copy of each player's game is played beside it here: every reply must match the
copy's, and at the end the game the server saved must be the copy's. Prints the median
and 99th percentile time to a reply, the errors, and the mismatches.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.core.codes import ALPHABET, PAYLOAD_LENGTH, DealCode  # noqa: E402
from fortythieves.core.moves import MoveKind, Pile, PileKind  # noqa: E402
from fortythieves.core.saves import decode  # noqa: E402
from fortythieves.core.variants import STANDARD  # noqa: E402
from fortythieves.faces.web.players import folder_name  # noqa: E402
from fortythieves.play.resolver import useful_moves  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402
from fortythieves.play.store import MemoryStore  # noqa: E402


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


async def player(
    n: int, url: str, commands: int, think: float, home: Path, times: list[float], problems: list[str]
) -> None:
    rng = random.Random(n)
    code = str(DealCode(STANDARD, "".join(rng.choice(ALPHABET) for _ in range(PAYLOAD_LENGTH))))
    local = Session(store=MemoryStore())
    local.open(code=code, environ={})
    # unsafe=True: the jar otherwise drops cookies of a server named by an IP address
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        page = await (await http.get(url)).text()
        found = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
        pid = next((c.value for c in http.cookie_jar if c.key == "fortythieves_player"), None)
        if not found or pid is None:
            problems.append(f"player {n}: no page")
            return
        csrf = found.group(1)
        lines = [f"new game {code}"] + [""] * commands
        for i in range(commands + 1):
            line = lines[i] or next_command(local, rng)
            await asyncio.sleep(rng.uniform(0, 2 * think))
            start = time.perf_counter()
            async with http.post(
                url + "play", data={"csrf": csrf, "command": line}, headers={"Accept": "application/json"}
            ) as r:
                status = r.status
                data = await r.json()
            times.append(time.perf_counter() - start)
            expected = local.handle(line).text if i else None
            if status != 200:
                problems.append(f"player {n}: {line!r} got {status}: {data.get('reply')}")
            elif expected is not None and data["reply"] != expected:
                problems.append(f"player {n}: {line!r}: {data['reply']!r} != {expected!r}")
    saved = (home / "web" / "players" / folder_name(pid) / "current.json").read_text(encoding="utf-8")
    server_game = decode(saved).game
    if server_game.state.key() != local.game.state.key() or server_game.moves != local.game.moves:
        problems.append(f"player {n}: the saved game is not the one played")


async def main(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        env = {**os.environ, "FORTYTHIEVES_HOME": str(home)}
        server = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        try:
            assert server.stdout is not None
            found = re.search(r"http://127\.0\.0\.1:\d+/", server.stdout.readline())
            assert found, "the server did not start"
            url = found.group(0)
            times: list[float] = []
            problems: list[str] = []
            began = time.perf_counter()
            await asyncio.gather(
                *(
                    player(n, url, args.commands, args.think, home, times, problems)
                    for n in range(args.players)
                )
            )
            wall = time.perf_counter() - began
        finally:
            server.terminate()
            server.wait(timeout=10)
    if not times:
        print("no replies:", *problems[:5], sep="\n  ")
        return 1
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"players {args.players}, commands each {args.commands} (+1 deal), think {args.think} s on average")
    print(f"replies {len(times)} in {wall:.1f} s ({len(times) / wall:.0f} a second)")
    print(
        f"time to a reply: median {statistics.median(times) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )
    print(f"problems (errors and mismatches): {len(problems)}")
    for line in problems[:10]:
        print("  " + line)
    return 1 if problems else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--commands", type=int, default=100)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between a player's commands")
    sys.exit(asyncio.run(main(parser.parse_args())))
