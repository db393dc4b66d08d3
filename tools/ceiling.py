"""What a longer budget decides among the deals a table left undecided: where the ceiling is.

    python tools/ceiling.py --csv tools/results/winnability.csv --solver 849d0279fa59 \\
        --variant forty-thieves --count 6 --seconds 60

Takes `--count` deals (a fixed random sample, `--seed`) of the rows of `--csv` that the
solver `--solver` left unknown at `--budget` seconds, solves each again with `--seconds`
of one core's CPU time on a Dask cluster (as tools/winnability.py does: a local one of
`--processes` workers, or `--scheduler ADDRESS`), and prints each verdict and the shares
with 95 % Wilson intervals. Nothing is written: the figures go into docs/solver.md.
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from winnability import cluster, solve_all

from fortythieves.solver.measure import solver_id, wilson


def undecided(path: Path, solver: str, variant: str, budget: float) -> list[str]:
    with path.open(newline="", encoding="utf-8") as f:
        return [
            r["code"]
            for r in csv.DictReader(f)
            if r["solver"] == solver
            and r["variant"] == variant
            and r["verdict"] == "unknown"
            and float(r["budget"]) == budget
        ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", required=True)
    ap.add_argument("--solver", required=True, help="the fingerprint whose undecided deals to take")
    ap.add_argument("--variant", default="forty-thieves")
    ap.add_argument("--budget", type=float, default=10.0, help="the budget the table was run at")
    ap.add_argument("--count", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--scheduler")
    a = ap.parse_args()
    pool = undecided(Path(a.csv), a.solver, a.variant, a.budget)
    sample = sorted(random.Random(a.seed).sample(pool, min(a.count, len(pool))))
    print(
        f"{len(pool)} deals undecided by solver {a.solver} at {a.budget:g} s; {len(sample)} taken", flush=True
    )
    won = lost = 0
    with cluster(a.scheduler, a.processes) as client:
        for r, _ in solve_all(client, sample, a.seconds, True):
            won += r.verdict == "won"
            lost += r.verdict == "lost"
            how = f" by {r.won_by} at {r.won_at:.1f} s" if r.verdict == "won" else ""
            print(f"{r.code} {r.verdict:7} {r.seconds:6.1f} s{how} (most home {r.most_home})", flush=True)
    n = len(sample)
    for name, k in (("won", won), ("lost", lost)):
        lo, hi = wilson(k, n)
        print(f"{name}: {k} of {n} ({lo:.0%}-{hi:.0%})")
    print(f"solver {solver_id()}, {a.seconds:g} s of one core each")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
