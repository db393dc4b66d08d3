"""How long a player waits for `hint` and for the first answer to `can I win?` on positions
the game's search has not decided yet.

    python tools/bench_hints.py [--positions 50] [--moves 10] [--server]

Each position is a standard deal (fixed codes, seed 5) after `--moves` moves of a fixed
random playout, opened in a fresh session with the solver's advisor as the terminal face
gives it (`--server`: as a server does). The command is typed at once, as the game's
search starts: the worst moment, when it knows least. A position counts when the search
had not decided it at the moment of asking (the answer said "still looking"); positions
decided at once are listed apart. Every reply's wall time from the typed line to the
reply, through the parser and the session. The load average is printed beside the
figures: other work on the machine slows the answers. Target: 300 ms for both.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.codes import DealCode
from fortythieves.core.variants import VARIANTS
from fortythieves.faces.advisor import solver_advisor
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.solver.measure import fixed_codes
from fortythieves.store.shelf import Shelf

STILL_LOOKING = ("The search is still looking.", "Not known yet")


def _load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def _session(code: DealCode, moves: int, server: bool) -> Session:
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory(), advisor=solver_advisor(server=server))
    s.open(code=str(code), environ={})
    rng = random.Random(str(code))
    for _ in range(moves):
        legal = list(s.game.state.legal_moves())
        if not legal or s.game.state.is_won():
            break
        s.play(rng.choice(legal))  # as typed: the advisor follows each move
    return s


def _timed(s: Session, line: str) -> tuple[float, str]:
    t0 = time.perf_counter()
    text = s.handle(line).text
    return time.perf_counter() - t0, text


def _summary(name: str, times: list[float]) -> str:
    if not times:
        return f"{name}: none"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"{name}: {len(times)} positions, median {statistics.median(times) * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms (target 300 ms)"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--moves", type=int, default=10)
    ap.add_argument("--server", action="store_true", help="the advisor as a server gives it")
    a = ap.parse_args()
    print(_load(), flush=True)
    hints: list[float] = []
    outlooks: list[float] = []
    decided_at_once = {"hint": 0, "can I win": 0}
    for code in fixed_codes(VARIANTS[0], 10 * a.positions, 5):
        if len(hints) >= a.positions and len(outlooks) >= a.positions:
            break
        for line, kept in (("hint", hints), ("can I win?", outlooks)):
            if len(kept) >= a.positions:
                continue
            s = _session(code, a.moves, a.server)
            took, text = _timed(s, line)
            s.close()
            if text.startswith(STILL_LOOKING[1]) or text.endswith(STILL_LOOKING[0]):
                kept.append(took)
            else:
                decided_at_once["hint" if line == "hint" else "can I win"] += 1
    print(_summary("hint, still looking", hints))
    print(_summary("can I win?, first answer, still looking", outlooks))
    print(f"decided before the answer (not counted above): {decided_at_once}")
    print(_load())
    return 0


if __name__ == "__main__":
    sys.exit(main())
