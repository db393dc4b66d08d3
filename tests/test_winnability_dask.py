"""tools/winnability.py on a real Dask cluster: a scheduler and two worker processes that
the test starts (`dask scheduler`, `dask worker`), the run given its address; the CSV gets
a row a deal with the fingerprint of the solver that solved it, and a run started again
goes on where the last stopped."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fortythieves.solver.measure import solver_id

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "winnability.py"
DASK = Path(sys.executable).parent / "dask"


@pytest.fixture
def scheduler(tmp_path: Path) -> Iterator[str]:
    """The address of a scheduler with two single-threaded workers, all stopped at the end."""
    assert DASK.exists(), "dask is missing: bash tools/setup.sh --dev installs the dev extra"
    file = tmp_path / "scheduler.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    common = ["--no-dashboard"]
    procs = [
        subprocess.Popen(
            [
                str(DASK),
                "scheduler",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--scheduler-file",
                str(file),
                *common,
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    ]
    try:
        deadline = time.monotonic() + 60
        while not file.exists() or not file.read_text().strip():
            assert time.monotonic() < deadline, "the scheduler did not start"
            assert procs[0].poll() is None, "the scheduler stopped"
            time.sleep(0.1)
        address = json.loads(file.read_text())["address"]
        for n in range(2):
            procs.append(
                subprocess.Popen(
                    [str(DASK), "worker", address, "--nthreads", "1", "--name", f"worker-{n}", *common],
                    env=env,
                    cwd=ROOT,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
        _wait_for_workers(address, 2)
        yield address
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def _wait_for_workers(address: str, count: int) -> None:
    from distributed import Client

    with Client(address, timeout=60) as client:  # type: ignore[no-untyped-call]
        client.wait_for_workers(count, timeout=60)  # type: ignore[no-untyped-call]


def _run(address: str, out: Path, deals: int) -> str:
    done = subprocess.run(
        [sys.executable, str(TOOL), "--scheduler", address, "--variant", "maria", "--variant", "lucas",
         "--deals", str(deals), "--seconds", "0.3", "--csv", str(out)],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_table_is_solved_on_a_dask_cluster_and_goes_on_where_it_stopped(
    scheduler: str, tmp_path: Path
) -> None:
    out = tmp_path / "table.csv"
    first = _run(scheduler, out, 2)
    assert "0 of these deals already solved, 4 to go" in first
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 4 and {r["variant"] for r in rows} == {"maria", "lucas"}
    assert {r["solver"] for r in rows} == {solver_id()}  # the workers' own fingerprint, the same sources
    assert all(r["verdict"] in ("won", "lost", "unknown") for r in rows)
    workers = {line.split()[-1] for line in first.splitlines() if line.startswith("FT1-")}
    assert len(workers) >= 1 and all(w.startswith("tcp://127.0.0.1:") for w in workers)
    again = _run(scheduler, out, 3)  # one more deal of each: only those are solved
    assert "4 of these deals already solved, 2 to go" in again
    assert sum(1 for line in again.splitlines() if line.startswith("FT1-")) == 2
    assert len(out.read_text().splitlines()) == 1 + 6
    assert "\nmaria                3 " in again and "\nlucas                3 " in again
