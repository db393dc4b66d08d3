"""The winnability table's CSV: rows appended deal by deal, and a run that goes on later
counts only the rows of the same budget, clock and solver."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fortythieves.core.variants import get_variant
from fortythieves.solver.measure import (
    CSV_FIELDS,
    DealRun,
    append_row,
    csv_row,
    fixed_codes,
    read_table,
    shares,
    solver_id,
)


def run(code: str, verdict: str, line: int = 0) -> DealRun:
    return DealRun(code, "standard", verdict, 1.25, 1000, line, 50.0)


def test_rows_are_appended_under_one_header_and_read_back(tmp_path: Path) -> None:
    f = tmp_path / "t.csv"
    append_row(f, csv_row(run("FT1-N-AAAAAAA", "won", 120), 10, "cpu", "abc"))
    append_row(f, csv_row(run("FT1-N-BBBBBBB", "lost"), 10, "cpu", "abc"))
    lines = f.read_text().splitlines()
    assert lines[0] == ",".join(CSV_FIELDS)
    assert len(lines) == 3
    rows, other = read_table(f, 10, "cpu", "abc")
    assert other == 0
    assert rows["FT1-N-AAAAAAA"].verdict == "won"
    assert rows["FT1-N-AAAAAAA"].line_length == 120
    assert shares(rows.values()) == (2, 1, 1)


def test_rows_of_another_budget_clock_or_solver_do_not_count(tmp_path: Path) -> None:
    f = tmp_path / "t.csv"
    append_row(f, csv_row(run("FT1-N-AAAAAAA", "won"), 10, "cpu", "abc"))
    append_row(f, csv_row(run("FT1-N-BBBBBBB", "won"), 5, "cpu", "abc"))
    append_row(f, csv_row(run("FT1-N-CCCCCCC", "won"), 10, "wall", "abc"))
    append_row(f, csv_row(run("FT1-N-DDDDDDD", "won"), 10, "cpu", "other"))
    rows, other = read_table(f, 10, "cpu", "abc")
    assert list(rows) == ["FT1-N-AAAAAAA"]
    assert other == 3


def test_a_line_cut_short_by_a_stop_spoils_only_itself(tmp_path: Path) -> None:
    f = tmp_path / "t.csv"
    append_row(f, csv_row(run("FT1-N-AAAAAAA", "won"), 10, "cpu", "abc"))
    with f.open("a") as out:
        out.write("FT1-N-BBBBBBB,standard,lo")  # killed while writing
    append_row(f, csv_row(run("FT1-N-CCCCCCC", "lost"), 10, "cpu", "abc"))
    rows, other = read_table(f, 10, "cpu", "abc")
    assert sorted(rows) == ["FT1-N-AAAAAAA", "FT1-N-CCCCCCC"]
    assert other == 1


def test_no_file_is_an_empty_table(tmp_path: Path) -> None:
    assert read_table(tmp_path / "none.csv", 10, "cpu", "abc") == ({}, 0)


def test_the_solver_fingerprint_is_stable_and_short() -> None:
    a = solver_id()
    assert a == solver_id()
    assert len(a) == 12
    int(a, 16)


def test_the_table_of_an_earlier_solver_is_printed_by_its_fingerprint(tmp_path: Path) -> None:
    f = tmp_path / "t.csv"
    codes = [str(c) for c in fixed_codes(get_variant("lucas"), 3, 1)]
    for code, verdict in zip(codes, ("won", "won", "lost"), strict=True):
        append_row(f, csv_row(DealRun(code, "lucas", verdict, 1.0, 10, 0, 50.0), 10, "cpu", "0123456789ab"))
    tool = [
        sys.executable,
        str(Path(__file__).parent.parent / "tools" / "winnability.py"),
        "--variant",
        "lucas",
    ]
    args = [*tool, "--deals", "3", "--seconds", "10", "--csv", str(f), "--table"]
    earlier = subprocess.run(
        [*args, "--solver", "0123456789ab"], capture_output=True, text=True, check=True
    ).stdout
    assert re.search(r"^lucas +3 +66\.7%.* 33\.3%.* 0$", earlier, re.M), earlier
    now = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    assert re.search(r"^lucas +0$", now, re.M) and "3 rows of another budget, clock or solver left out" in now
    refused = subprocess.run([*tool, "--solver", "0123456789ab"], capture_output=True, text=True)
    assert refused.returncode == 2 and "--solver only reads a table" in refused.stderr
