"""How often each variant can be won: N random deals per variant, a fixed budget each,
solved in parallel processes; a CSV of every deal and the share won and lost per variant
with 95 % Wilson intervals.

    python tools/winnability.py --deals 20 --seconds 5 --processes 2 --csv out/winnability.csv
    python tools/winnability.py --variant maria --deals 100

"Won" is a win found (and replayed) within the budget; "lost" a proof that none exists;
the rest is unknown, so the won share is a lower bound on the winnable share. The budget is
the search's own CPU time by default (`--wall` for the wall clock): a loaded machine slows
the run, not the search.
"""

from __future__ import annotations

import argparse
import csv
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.variants import VARIANTS, get_variant
from fortythieves.solver.measure import DealRun, fixed_codes, run_deal, wilson


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20, help="deals per variant")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wall", action="store_true", help="budget on the wall clock instead of CPU time")
    ap.add_argument("--variant", action="append", help="only these variants (repeatable)")
    ap.add_argument("--csv", default="winnability.csv", help="the file to write")
    a = ap.parse_args()
    variants = [get_variant(v) for v in a.variant] if a.variant else list(VARIANTS)
    codes = [str(c) for v in variants for c in fixed_codes(v, a.deals, a.seed)]
    runs: list[DealRun] = []
    with ProcessPoolExecutor(a.processes) as pool:
        for r in pool.map(partial(run_deal, seconds=a.seconds, cpu_time=not a.wall), codes):
            runs.append(r)
            print(
                f"{r.code} {r.verdict:7} {r.seconds:6.2f} s {r.nodes:>10} nodes {r.line:4} moves", flush=True
            )
    budget = "of wall-clock time" if a.wall else "of one core's time (CPU seconds)"
    out = Path(a.csv)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["code", "variant", "verdict", "seconds", "nodes", "line_length"])
        for r in runs:
            w.writerow([r.code, r.variant, r.verdict, f"{r.seconds:.3f}", r.nodes, r.line])
    print(
        f"\n{a.deals} deals per variant, {a.seconds:g} s each {budget}, {a.processes} processes, "
        f"seed {a.seed}; CSV: {out}"
    )
    print(f"{'variant':15} {'won':>22} {'lost':>22} {'unknown':>8}")
    for v in variants:
        mine = [r for r in runs if r.variant == v.key]
        n = len(mine)
        cells = []
        for verdict in ("won", "lost"):
            k = sum(r.verdict == verdict for r in mine)
            lo, hi = wilson(k, n)
            cells.append(f"{k / n:6.1%} ({lo:5.1%}-{hi:5.1%})")
        unknown = sum(r.verdict == "unknown" for r in mine)
        print(f"{v.key:15} {cells[0]:>22} {cells[1]:>22} {unknown:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
