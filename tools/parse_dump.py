"""Every reading the parser gives: each line of the test corpora (parser cases, held-out
rounds, everyday phrases, transcripts' typed lines) and each one-line string of the test
modules, parsed in every language with quick play off and on, written one reading a line
and sorted. Two dumps compared with `diff` show what a change to the parser reads otherwise.

    python tools/parse_dump.py before.txt      # on the code as it was
    python tools/parse_dump.py after.txt       # after the change
    diff before.txt after.txt                  # no output: no reading changed
"""

from __future__ import annotations

import argparse
import ast
import multiprocessing
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.lang.languages import LANGUAGES  # noqa: E402
from fortythieves.lang.parser import MAX_LINE, parse  # noqa: E402

TESTS = ROOT / "tests"


def corpus_lines() -> list[str]:
    """Every typed line of the test data files and every one-line string of the test
    modules, once each, in a stable order."""
    found: set[str] = set()
    for path in [
        *TESTS.glob("parser_cases/*.txt"),
        *TESTS.glob("parser_heldout/**/*.txt"),
        *TESTS.glob("everyday/*.txt"),
    ]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                found.add(line.rpartition("|")[0].strip() if "|" in line else line.strip())
    for path in TESTS.glob("transcripts/*.txt"):
        found.update(
            line[2:] for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("> ")
        )
    for path in TESTS.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if "\n" not in text and 0 < len(text.strip()) <= MAX_LINE:
                    found.add(text)
    return sorted(found)


def readings(lang: str, quick: bool, lines: list[str]) -> list[str]:
    """One line per reading: language, quick play (0 or 1), the line and its intent."""
    return [f"{lang}\t{int(quick)}\t{line!r}\t{parse(line, lang, quick)!r}" for line in lines]


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("out", type=Path, help="the file the readings are written to")
    args.add_argument("--jobs", type=int, default=2, help="processes that parse (default 2)")
    given = args.parse_args()
    lines = corpus_lines()
    settings = [(lang, quick, lines) for lang in LANGUAGES for quick in (False, True)]
    with multiprocessing.Pool(given.jobs) as pool:
        found = [r for part in pool.starmap(readings, settings) for r in part]
    given.out.write_text("".join(f"{r}\n" for r in sorted(found)), encoding="utf-8")
    print(f"{len(lines)} lines, {len(found)} readings written to {given.out}")


if __name__ == "__main__":
    main()
