"""No file of the program, its tools or its tests is longer than 600 lines: a longer one
holds more than one job, and is split by job before it grows further."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 600
SOURCES = (".py", ".c", ".h", ".js", ".css")


def test_no_source_file_is_longer_than_600_lines() -> None:
    files = [p for folder in ("fortythieves", "tools", "tests") for p in (ROOT / folder).rglob("*")]
    long = {
        str(p.relative_to(ROOT)): n
        for p in files
        if p.suffix in SOURCES and (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not long, long
