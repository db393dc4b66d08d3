"""How often each variant can be won: N random deals per variant, a fixed budget each,
solved in parallel processes; a CSV of every deal and the share won and lost per variant
with 95 % Wilson intervals.

    python tools/winnability.py --deals 20 --seconds 5 --processes 2 --csv out/winnability.csv
    python tools/winnability.py --variant maria --deals 100
    python tools/winnability.py --deals 1000 --seconds 10 --csv tools/results/winnability.csv
    python tools/winnability.py --deals 1000 --seconds 10 --csv tools/results/winnability.csv --table

"Won" is a win found (and replayed) within the budget; "lost" a proof that none exists;
the rest is unknown, so the won share is a lower bound on the winnable share. The budget is
the search's own CPU time by default (`--wall` for the wall clock): a loaded machine slows
the run, not the search.

The CSV grows a row as each deal is solved, and a run started again goes on where the
last stopped: deals already in the file with the same budget, clock and solver (a
fingerprint of the solver's sources) are not solved again. The variants are run one after
another, so that a run stopped early leaves whole variants. `--table` only prints the
table of what the file holds; with `--solver ID`, the table that solver made (a table
published before the solver's sources changed).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.variants import VARIANTS, get_variant
from fortythieves.solver.measure import (
    TableRow,
    append_row,
    csv_row,
    fixed_codes,
    read_table,
    run_deal,
    shares,
    solver_id,
    wilson,
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20, help="deals per variant")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wall", action="store_true", help="budget on the wall clock instead of CPU time")
    ap.add_argument("--variant", action="append", help="only these variants (repeatable)")
    ap.add_argument("--csv", default="winnability.csv", help="the file to write, or to go on with")
    ap.add_argument("--table", action="store_true", help="print the table of the file; solve nothing")
    ap.add_argument(
        "--solver", help="with --table: the rows of this solver fingerprint (default: these sources)"
    )
    a = ap.parse_args()
    if a.solver and not a.table:
        ap.error("--solver only reads a table (--table): deals are solved by these sources")
    variants = [get_variant(v) for v in a.variant] if a.variant else list(VARIANTS)
    clock = "wall" if a.wall else "cpu"
    solver = a.solver or solver_id()
    out = Path(a.csv)
    done, other = read_table(out, a.seconds, clock, solver)
    codes = {v.key: [str(c) for c in fixed_codes(v, a.deals, a.seed)] for v in variants}
    todo = [c for v in variants for c in codes[v.key] if c not in done]
    already = sum(len(codes[v.key]) for v in variants) - len(todo)
    print(
        f"solver {solver}; {a.csv}: {already} of these deals already solved, {len(todo)} to go"
        + (f"; {other} rows of another budget, clock or solver left out" if other else ""),
        flush=True,
    )
    if not a.table and todo:
        with ProcessPoolExecutor(a.processes) as pool:
            for r in pool.map(partial(run_deal, seconds=a.seconds, cpu_time=not a.wall), todo):
                append_row(out, csv_row(r, a.seconds, clock, solver))
                done[r.code] = TableRow(r.code, r.variant, r.verdict, r.seconds, r.nodes, r.line)
                print(
                    f"{r.code} {r.verdict:7} {r.seconds:6.2f} s {r.nodes:>10} nodes {r.line:4} moves",
                    flush=True,
                )
    budget = "of wall-clock time" if a.wall else "of one core's time (CPU seconds)"
    print(
        f"\n{a.deals} deals per variant, {a.seconds:g} s each {budget}, seed {a.seed}, solver {solver}; CSV: {out}"
    )
    print(f"{'variant':15} {'deals':>6} {'won':>22} {'lost':>22} {'unknown':>8}")
    for v in variants:
        n, won, lost = shares(done[c] for c in codes[v.key] if c in done)
        if not n:
            print(f"{v.key:15} {0:>6}")
            continue
        cells = []
        for k in (won, lost):
            lo, hi = wilson(k, n)
            cells.append(f"{k / n:6.1%} ({lo:5.1%}-{hi:5.1%})")
        print(f"{v.key:15} {n:>6} {cells[0]:>22} {cells[1]:>22} {n - won - lost:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
