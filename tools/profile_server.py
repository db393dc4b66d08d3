"""The servers' CPU time per command, measured in one process: a figure that does not
depend on the machine's load, unlike the time to a reply.

    python tools/profile_server.py                 # CPU per command, web and telnet paths
    python tools/profile_server.py --profile web   # and where the time goes (cProfile)

Players play the commands of `tools/bench_web.py` (a random legal move, a draw, now and
then an undo or a reading command) through the code a server runs for each request:
the web face's player (its session on a store in a folder, as `serve` opens it) and the
pieces of the page its script receives; the telnet face's conversation of a named
player (whose games are saved). Each command's save is written before the next command, as at a
player's pace (saves that come faster are coalesced, which would flatter the figure).
The CPU time counts every thread, the save writers' too. Target: well
under 5 ms a command (200 commands a second on one core), ideally 1 to 2 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from bench_web import next_command  # noqa: E402

from fortythieves.core.codes import DealCode  # noqa: E402
from fortythieves.core.variants import STANDARD  # noqa: E402
from fortythieves.faces.net.conversation import Conversation, Hub  # noqa: E402
from fortythieves.faces.web.players import Players  # noqa: E402
from fortythieves.play.session import Session  # noqa: E402
from fortythieves.store import open_store  # noqa: E402
from fortythieves.store.shelf import Shelf  # noqa: E402


def script(n: int, commands: int) -> list[str]:
    """A player's lines, as `bench_web.py` makes them."""
    rng = random.Random(n)
    code = str(DealCode.random(STANDARD, rng))
    local = Session(store=Shelf.in_memory())
    local.open(code=code, environ={})
    lines = [f"new game {code}"]
    for _ in range(commands):
        lines.append(next_command(local, rng))
        local.handle(lines[-1])
    return lines


def web(home: Path, scripts: list[list[str]]) -> Callable[[], None]:
    """Each player opened as the web server opens it, then its commands, each with the
    page part the page's script puts in place."""
    players = Players(home / "web" / "players", b"k" * 32, open_store(home))

    def run() -> None:
        for n, lines in enumerate(scripts):
            pid = f"{n:032x}"
            player = players.open(pid, "en")
            csrf = players.csrf(pid)
            for line in lines:
                player.said(player.app.handle(line))
                player.update(csrf, player.version)  # the pieces the page's script puts in place
            player.app.close()
        players.close()

    return run


def telnet(home: Path, scripts: list[list[str]]) -> Callable[[], None]:
    """Each player a named player of the telnet face (its games saved), then its commands."""
    hub = Hub(home / "net")

    async def play() -> None:
        for n, lines in enumerate(scripts):
            conv = Conversation(hub, {"LANG": "en"})
            conv.open()
            await conv._become(f"player{n}", {"LANG": "en"})  # as after its passphrase
            for line in lines:
                await conv.line(line)
            conv.close()
        hub.close()

    return lambda: asyncio.run(play())


def measure(
    name: str, make: Callable[[Path, list[list[str]]], Callable[[], None]], args: argparse.Namespace
) -> None:
    scripts = [script(n, args.commands) for n in range(args.players + 1)]
    with tempfile.TemporaryDirectory() as tmp:
        make(Path(tmp) / "warm", scripts[:1])()  # imports and catalogues loaded
        run = make(Path(tmp) / "run", scripts[1:])
        count = sum(map(len, scripts[1:]))
        profile = cProfile.Profile() if args.profile == name else None
        cpu, wall = time.process_time(), time.perf_counter()
        if profile is not None:
            profile.enable()
        run()
        if profile is not None:
            profile.disable()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(
        f"{name}: {count} commands, CPU {cpu * 1000 / count:.2f} ms a command "
        f"(wall {wall * 1000 / count:.2f} ms, saves included){' under cProfile' if profile else ''}"
    )
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(30)
        pstats.Stats(profile).sort_stats("tottime").print_stats(20)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--commands", type=int, default=100)
    ap.add_argument("--profile", choices=("web", "telnet"), help="print where the time goes")
    args = ap.parse_args()
    measure("web", web, args)
    measure("telnet", telnet, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
