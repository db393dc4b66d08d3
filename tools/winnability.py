"""How often each variant can be won: N random deals per variant, a fixed budget each,
solved on a Dask cluster (by default one on this machine, a process per worker); a CSV of
every deal and the share won and lost per variant with 95 % Wilson intervals.

    python tools/winnability.py --deals 20 --seconds 5 --processes 2 --csv out/winnability.csv
    python tools/winnability.py --variant maria --deals 100
    python tools/winnability.py --deals 1000 --seconds 10 --scheduler tcp://10.0.0.5:8786 --csv table.csv
    python tools/winnability.py --deals 1000 --seconds 10 --csv tools/results/winnability.csv --table

Without `--scheduler` the run starts a local cluster of `--processes` worker processes
with one thread each; with it, it uses the cluster whose scheduler listens there (start
one with `dask scheduler` and `dask worker ADDRESS --nthreads 1` on each machine, from a
checkout with the solver built: `bash tools/setup.sh --dev`). A worker solves one deal
at a time, so its budget is one core's.

"Won" is a win found (and replayed) within the budget; "lost" a proof that none exists;
the rest is unknown, so the won share is a lower bound on the winnable share. The budget is
the search's own CPU time by default (`--wall` for the wall clock): a loaded machine slows
the run, not the search.

The CSV grows a row as each deal is solved, and a run started again goes on where the
last stopped: deals already in the file with the same budget, clock and solver are not
solved again. Each row records the fingerprint of the solver sources of the worker that
solved it, so a worker with other sources makes rows that this run's table leaves out
(the run says so). `--table` only prints the table of what the file holds; with `--solver
ID`, the table that solver made (a table published before the solver's sources changed).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.variants import VARIANTS, Variant, get_variant
from fortythieves.solver.measure import (
    DealRun,
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

if TYPE_CHECKING:
    from distributed import Client


@contextmanager
def cluster(scheduler: str | None, processes: int) -> Iterator[Client]:
    """A Dask client: of the cluster at `scheduler`, or of a local one of `processes`
    single-threaded worker processes, closed at the end."""
    from distributed import Client, LocalCluster

    if scheduler:
        with Client(scheduler) as client:  # type: ignore[no-untyped-call]
            yield client
        return
    local = LocalCluster(  # type: ignore[no-untyped-call]
        n_workers=processes, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with local, Client(local) as client:  # type: ignore[no-untyped-call]
        yield client


def solve_all(
    client: Client, todo: list[str], seconds: float, cpu_time: bool
) -> Iterator[tuple[DealRun, str]]:
    """Each deal's run as it finishes, with the worker that solved it."""
    from distributed import as_completed

    solve = partial(run_deal, seconds=seconds, cpu_time=cpu_time)
    futures = client.map(solve, todo, key=[f"deal-{c}" for c in todo])
    for future in as_completed(futures):  # type: ignore[no-untyped-call]
        run: DealRun = future.result()
        who = client.who_has(future).get(future.key, ())  # type: ignore[no-untyped-call]
        yield run, (who[0] if who else "")
        future.release()


def print_table(variants: list[Variant], codes: dict[str, list[str]], done: dict[str, TableRow]) -> None:
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20, help="deals per variant")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--processes", type=int, default=2, help="worker processes of the local cluster")
    ap.add_argument("--scheduler", help="the address of a Dask scheduler (default: a local cluster)")
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
    # The variants one after another: a run stopped early leaves whole variants.
    todo = [c for v in variants for c in codes[v.key] if c not in done]
    already = sum(len(codes[v.key]) for v in variants) - len(todo)
    print(
        f"solver {solver}; {a.csv}: {already} of these deals already solved, {len(todo)} to go"
        + (f"; {other} rows of another budget, clock or solver left out" if other else ""),
        flush=True,
    )
    if not a.table and todo:
        with cluster(a.scheduler, a.processes) as client:
            for r, worker in solve_all(client, todo, a.seconds, not a.wall):
                append_row(out, csv_row(r, a.seconds, clock, r.solver))
                note = "" if r.solver == solver else f"  (solver {r.solver} on that worker: left out)"
                if r.solver == solver:
                    done[r.code] = TableRow(r.code, r.variant, r.verdict, r.seconds, r.nodes, r.line)
                print(
                    f"{r.code} {r.verdict:7} {r.seconds:6.2f} s {r.nodes:>10} nodes {r.line:4} moves"
                    f"  {worker}{note}",
                    flush=True,
                )
    budget = "of wall-clock time" if a.wall else "of one core's time (CPU seconds)"
    print(
        f"\n{a.deals} deals per variant, {a.seconds:g} s each {budget}, seed {a.seed}, solver {solver}; CSV: {out}"
    )
    print_table(variants, codes, done)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
