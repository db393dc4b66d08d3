"""The solver on the standard game: fixed deals, a fixed budget each, one core per deal.

    python tools/bench_solver.py                 # 200 deals, 10 s each, 2 processes
    python tools/bench_solver.py --deals 40 --seconds 10 --processes 2

Prints the share of deals with a win found (target 40 % or more), decided (won or proved
lost, target 60 % or more), the peak memory of a deal's process (target under 1 GB) and
the time a fresh hint takes from positions along the found lines (target under 1 s), the
search's speed (positions a second) and the machine's load average before and after.
Each deal runs in a fresh process. The budget is the search's own CPU time by default
(`--wall` for the wall clock), so a loaded machine slows the run but not the search; the
hint latency is wall time, as a player waits.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.variants import STANDARD
from fortythieves.solver.measure import DealRun, fixed_codes, run_deal, wilson


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wall", action="store_true", help="budget on the wall clock instead of CPU time")
    ap.add_argument("--hint-points", type=int, default=3, help="positions timed along each found line")
    a = ap.parse_args()
    codes = [str(c) for c in fixed_codes(STANDARD, a.deals, a.seed)]
    runs: list[DealRun] = []
    load_before = os.getloadavg()[0]
    # One fresh process per deal: its peak memory is that deal's.
    with ProcessPoolExecutor(a.processes, max_tasks_per_child=1) as pool:
        futures = [pool.submit(run_deal, c, a.seconds, a.hint_points, cpu_time=not a.wall) for c in codes]
        for f in futures:
            r = f.result()
            runs.append(r)
            print(
                f"{r.code} {r.verdict:7} {r.seconds:6.2f} s {r.nodes:>10} nodes {r.line:4} moves"
                + (f"  {r.won_by} at {r.won_at:.2f} s" if r.won_by else ""),
                flush=True,
            )
    n = len(runs)
    won = sum(r.verdict == "won" for r in runs)
    lost = sum(r.verdict == "lost" for r in runs)
    hints = sorted(h for r in runs for h in r.hint_seconds)
    peaks = sorted(r.peak_mb for r in runs)
    budget = "of wall-clock time" if a.wall else "of one core's time (CPU seconds)"
    print(f"\n{n} standard deals, {a.seconds:g} s each {budget}, {a.processes} processes, seed {a.seed}")
    print(
        f"load average (1 min): {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, {os.cpu_count()} cores"
    )
    lo, hi = wilson(won, n)
    print(f"win found: {won}/{n} = {won / n:.1%} (95 % {lo:.1%}-{hi:.1%}); target 40 %")
    lo, hi = wilson(won + lost, n)
    print(
        f"decided:   {won + lost}/{n} = {(won + lost) / n:.1%} (95 % {lo:.1%}-{hi:.1%}), {lost} proved lost; target 60 %"
    )
    speeds = sorted(r.nodes / r.seconds for r in runs if r.seconds > 0)
    if speeds:
        print(f"positions a second: median {statistics.median(speeds):,.0f}, max {speeds[-1]:,.0f}")
    print(
        f"peak memory per deal: median {statistics.median(peaks):.0f} MB, max {peaks[-1]:.0f} MB; target < 1024 MB"
    )
    by: dict[str, list[float]] = {}
    for r in runs:
        if r.won_by:
            by.setdefault(r.won_by.split(" w")[0], []).append(r.won_at)
    if by:
        print(
            "wins found by: "
            + ", ".join(f"{k} {len(v)} (median {statistics.median(v):.2f} s)" for k, v in sorted(by.items()))
        )
    open_runs = [r for r in runs if r.verdict == "unknown"]
    if open_runs:
        homes = sorted(r.most_home for r in open_runs)
        dfs = sorted(r.exhaustive_nodes for r in open_runs)
        depths = sorted(r.exhaustive_depth for r in open_runs)
        print(
            f"undecided ({len(open_runs)}): most cards home in a beam position median {statistics.median(homes):.0f} "
            f"(range {homes[0]}-{homes[-1]} of 104); exhaustive search median {statistics.median(dfs):,.0f} "
            f"positions, deepest line median {statistics.median(depths):,.0f} moves"
        )
    if hints:
        p90 = hints[min(len(hints) - 1, int(len(hints) * 0.9))]
        under = sum(h < 1.0 for h in hints)
        print(
            f"hint latency ({len(hints)} positions on found lines, fresh search): median {statistics.median(hints) * 1000:.0f} ms, "
            f"90th percentile {p90 * 1000:.0f} ms, max {hints[-1] * 1000:.0f} ms, under 1 s {under}/{len(hints)}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
