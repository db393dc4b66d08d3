"""Helpers for the solver's measurement scripts (tools/winnability.py, tools/bench_solver.py):
fixed deal codes so runs compare, one deal solved in a worker process, Wilson intervals, and
the winnability table's CSV, which a long run appends to deal by deal and resumes."""

from __future__ import annotations

import csv
import hashlib
import math
import random
import resource
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.variants import Variant, get_variant
from fortythieves.solver.api import Hints, solve
from fortythieves.solver.result import Verdict


def fixed_codes(variant: Variant, count: int, seed: int) -> list[DealCode]:
    """`count` deal codes of `variant`, the same for the same seed on every machine."""
    rng = random.Random(f"{seed}:{variant.key}")
    return [DealCode.random(variant, rng) for _ in range(count)]


def wilson(successes: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share."""
    if total == 0:
        return (0.0, 1.0)
    p = successes / total
    centre = p + z * z / (2 * total)
    margin = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    denom = 1 + z * z / total
    return (max(0.0, (centre - margin) / denom), min(1.0, (centre + margin) / denom))


@dataclass(frozen=True, slots=True)
class DealRun:
    code: str
    variant: str
    verdict: str
    seconds: float
    nodes: int
    line: int  # moves in the winning line (0 otherwise)
    peak_mb: float  # the worker's peak resident memory
    hint_seconds: tuple[float, ...] = ()  # fresh searches from positions along the line
    most_home: int = 0  # the most cards home in a position the beams reached
    exhaustive_nodes: int = 0  # positions the exhaustive search visited
    exhaustive_depth: int = 0  # its deepest line
    won_by: str = ""  # the part of the search that found the win
    won_at: float = 0.0  # after how many seconds of the budget
    solver: str = ""  # the fingerprint of the sources that solved it (`solver_id`), where it ran


def run_deal(
    code_text: str, seconds: float, hint_points: int = 0, hint_seconds: float = 5.0, cpu_time: bool = True
) -> DealRun:
    """Solve one deal (in a worker process of its own, so that the peak memory is its own)
    within `seconds` of the process's CPU time (`cpu_time`, the default: a loaded machine
    gets the same search) or of the wall clock; with `hint_points`, time fresh hints from
    that many positions along a found line (on the wall clock and budget, as a player
    waits)."""
    code = DealCode.parse(code_text)
    state = Game.deal(code.variant, dealing_order(code)).state
    result = solve(state, seconds, cpu_time=cpu_time)
    hints: list[float] = []
    if result.verdict is Verdict.WON and hint_points:
        n = len(result.moves)
        for k in range(1, hint_points + 1):
            at = state.copy()
            for mv in result.moves[: n * k // (hint_points + 1)]:
                at.push(mv)
            start = time.monotonic()
            Hints(hint_seconds).hint(at)
            hints.append(time.monotonic() - start)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return DealRun(
        str(code),
        code.variant.key,
        result.verdict.value,
        result.seconds,
        result.nodes,
        len(result.moves),
        peak,
        tuple(hints),
        result.effort.most_home,
        result.effort.exhaustive_nodes,
        result.effort.exhaustive_depth,
        result.effort.won_by,
        result.effort.won_at,
        solver_id(),
    )


def variant_of(name: str) -> Variant:
    return get_variant(name)


# ----- the winnability table's CSV -------------------------------------------------------
# One row a deal, appended as each finishes, so that a run of many CPU hours can stop and
# go on later. A row counts only for a run with the same budget, clock and solver: rows of
# another solver measure something else and are never mixed into a table.

CSV_FIELDS = ("code", "variant", "verdict", "seconds", "nodes", "line_length", "budget", "clock", "solver")

_SOLVER_SOURCES = ("api.py", "native.py", "result.py", "spec.py")


def solver_id() -> str:
    """A short fingerprint of the solver's sources, what decides a verdict: the C core's
    files and the Python that calls it (an edited comment counts as another solver too:
    the table is run again rather than mixed)."""
    here = Path(__file__).resolve().parent
    names = sorted(p.relative_to(here).as_posix() for p in (here / "csrc").glob("*.[ch]")) + list(
        _SOLVER_SOURCES
    )
    h = hashlib.sha256()
    for name in names:
        f = here / name
        h.update(name.encode())
        h.update(f.read_bytes() if f.exists() else b"-")
    return h.hexdigest()[:12]


@dataclass(frozen=True, slots=True)
class TableRow:
    code: str
    variant: str
    verdict: str
    seconds: float
    nodes: int
    line_length: int


def csv_row(run: DealRun, budget: float, clock: str, solver: str) -> list[str]:
    return [
        run.code,
        run.variant,
        run.verdict,
        f"{run.seconds:.3f}",
        str(run.nodes),
        str(run.line),
        f"{budget:g}",
        clock,
        solver,
    ]


def read_table(path: Path, budget: float, clock: str, solver: str) -> tuple[dict[str, TableRow], int]:
    """The rows of `path` made with this budget, clock and solver, by deal code, and how
    many other rows it holds (another budget or solver, or a line cut short)."""
    rows: dict[str, TableRow] = {}
    other = 0
    if not path.exists():
        return rows, 0
    with path.open(newline="", encoding="utf-8") as f:
        for rec in csv.DictReader(f):
            try:
                same = float(rec["budget"]) == budget and rec["clock"] == clock and rec["solver"] == solver
                row = TableRow(
                    rec["code"],
                    rec["variant"],
                    rec["verdict"],
                    float(rec["seconds"]),
                    int(rec["nodes"]),
                    int(rec["line_length"]),
                )
            except (KeyError, TypeError, ValueError):
                other += 1  # a line cut short by a stop, or another file's layout
                continue
            if same and row.verdict in ("won", "lost", "unknown"):
                rows[row.code] = row
            else:
                other += 1
    return rows, other


def append_row(path: Path, row: list[str]) -> None:
    """Append one deal's row to `path` (the header first if the file is new), closed at
    once: a stop loses at most the deals being solved. A line a stop cut short is ended
    first, so that it stays one bad line instead of spoiling the next."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+b") as f:
        size = f.seek(0, 2)
        head = b""
        if size == 0:
            head = (",".join(CSV_FIELDS) + "\n").encode()
        else:
            f.seek(size - 1)
            if f.read(1) != b"\n":
                head = b"\n"
        f.write(head + (",".join(row) + "\n").encode())


def shares(rows: Iterable[TableRow]) -> tuple[int, int, int]:
    """(deals, won, lost) of `rows`."""
    n = won = lost = 0
    for r in rows:
        n += 1
        won += r.verdict == "won"
        lost += r.verdict == "lost"
    return n, won, lost
