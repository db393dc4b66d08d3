"""How fast the game answers: start to first reply, and each command.

    python tools/bench_session.py [--runs 15]

Start-up is measured as a player meets it: a fresh process of `fortythieves play
--plain`, from launch to its first line (median, fastest and worst of several runs), with
the bytecode caches an installed copy has (an untimed first run writes them, whatever
PYTHONDONTWRITEBYTECODE says). Beside each timed start, a second one notes the CPU time
the process has used when it writes its first line (its standard output watched from
inside), which the machine's load hardly changes. Commands are measured in one session on the seeds' deal:
every reply's time (median and worst, with the slowest line), as wall time and as the
thread's CPU time, which the machine's load hardly changes. The load average is printed
beside the figures. Targets: first reply within 100 ms, commands within 5 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COMMANDS = [
    "board", "exposed", "moves", "where is the queen of hearts", "options column 3", "draw", "undo", "redo",
    "put the 8 of hearts on the 9 of hearts", "undo", "7s 8s", "3 5", "c3 f", "w 2", "score", "code",
    "put the 7 of diamonds on the 8 of hearts", "drwa", "column 3", "d", "d", "d", "play the waste",
    "verbosity full", "moves", "verbosity normal", "foundations", "waste", "stock", "repeat",
]  # fmt: skip


# The game started as `python -m fortythieves` is, its standard output watched: the
# process's CPU time is written to the standard error as the first reply is written.
_WATCHED = """
import io, runpy, sys, time

class Watched(io.TextIOWrapper):
    first = True

    def write(self, text):
        if Watched.first:
            Watched.first = False
            print("cpu", time.process_time(), file=sys.stderr, flush=True)
        return super().write(text)

sys.stdout = Watched(sys.stdout.buffer, encoding="utf-8", line_buffering=True)
runpy.run_module("fortythieves", run_name="__main__", alter_sys=True)
"""


def startup(runs: int) -> list[tuple[float, float]]:
    """(wall seconds, CPU seconds) to the first reply of each start."""
    times = []
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's copy has its bytecode cached
    game = ["play", "--plain", "--lang", "en"]
    for n in range(runs + 1):
        with tempfile.TemporaryDirectory() as home:
            env["FORTYTHIEVES_HOME"] = home
            t0 = time.perf_counter()
            p = subprocess.Popen([sys.executable, "-m", "fortythieves", *game], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, env=env, cwd=ROOT)  # fmt: skip
            assert p.stdout is not None
            p.stdout.readline()
            wall = time.perf_counter() - t0
            p.communicate(b"quit\n")
        with tempfile.TemporaryDirectory() as home:
            env["FORTYTHIEVES_HOME"] = home
            p = subprocess.Popen([sys.executable, "-c", _WATCHED, *game], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)  # fmt: skip
            assert p.stderr is not None
            cpu = float(p.stderr.readline().split()[1])
            p.communicate(b"quit\n")
        if n:  # the first run writes the bytecode caches
            times.append((wall, cpu))
    return times


def commands(lang: str) -> list[tuple[float, float, str]]:
    """(wall seconds, CPU seconds, line) of every reply."""
    from fortythieves.play.session import Session
    from fortythieves.play.settings import Settings
    from fortythieves.store.shelf import Shelf

    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=(ROOT / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8"), environ={})
    from fortythieves.faces.console import _warm_up

    _warm_up(lang)  # what the terminal face loads in the background while the first prompt waits
    times = []
    for _ in range(5):
        for line in COMMANDS:
            t0, c0 = time.perf_counter(), time.thread_time()
            s.handle(line)
            times.append((time.perf_counter() - t0, time.thread_time() - c0, line))
    return times


def _load() -> str:
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    print(_load())
    st = startup(args.runs)
    wall, cpu = [w for w, _ in st], [c for _, c in st]
    print(f"start to first reply: median {statistics.median(wall) * 1000:.0f} ms, fastest {min(wall) * 1000:.0f} ms, "
          f"worst {max(wall) * 1000:.0f} ms over {len(st)} runs (target 100 ms); CPU median "
          f"{statistics.median(cpu) * 1000:.0f} ms, least {min(cpu) * 1000:.0f} ms")  # fmt: skip
    for lang in ("en", "ca", "hr"):
        ct = commands(lang)
        wall = [w for w, _, _ in ct]
        cpu = [c for _, c, _ in ct]
        slowest = max(ct)
        print(f"commands ({lang}): median {statistics.median(wall) * 1000:.2f} ms, worst {max(wall) * 1000:.2f} ms "
              f"({slowest[2]!r}) over {len(ct)} replies (target 5 ms); CPU median {statistics.median(cpu) * 1000:.2f} "
              f"ms, worst {max(cpu) * 1000:.2f} ms ({max(ct, key=lambda x: x[1])[2]!r})")  # fmt: skip
    print(_load())
    return 0


if __name__ == "__main__":
    sys.exit(main())
