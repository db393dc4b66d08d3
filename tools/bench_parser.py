"""How long a line takes to read: the median, 99th percentile and slowest of every line of
the test corpora (parser cases, held-out rounds, everyday phrases), each read once in CPU
time of this thread; then the slowest parse among the worst lines a player can type: every
language's clause, correction, remark-of-consequence and connector words repeated up to
the longest line the game reads (500 characters, 40 words, 8 clauses), alone, after a command and
after a move.

    python tools/bench_parser.py      # the corpus figures, then the slowest line per language

Times are wall-clock on whatever machine runs it: a figure to compare, never a test.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.faces.net.steady import THRESHOLDS, freeze_start  # noqa: E402
from fortythieves.lang.concepts import (  # noqa: E402
    clause_words,
    consequence_words,
    correction_words,
    question_openers,
)
from fortythieves.lang.languages import LANGUAGES  # noqa: E402
from fortythieves.lang.lexicon import word  # noqa: E402
from fortythieves.lang.linkwords import then_words  # noqa: E402
from fortythieves.lang.parser import MAX_LINE, parse, warm  # noqa: E402
from fortythieves.lang.parsing.classes import too_long  # noqa: E402
from fortythieves.lang.parsing.line import read_line  # noqa: E402

# what stands before the repeated words: nothing, a command, a move, a word not known
_LEADS = ("", "undo ", "7 on 8 ", "xyzzy ")
# what follows each connector: nothing, a word not known, a verb of asking, a number
_TAILS = ("", " fa", " what", " 5")


def worst_lines(lang: str) -> list[str]:
    """Lines of up to `MAX_LINE` characters built from the words that start a second reading."""
    marks = sorted(
        " ".join(m)
        for m in clause_words(lang)
        | correction_words(lang)
        | consequence_words(lang)
        | question_openers(lang)
    )
    lines = [_repeated("", mark, " fa", ", ", lang) for mark in marks]  # "que fa, que fa, ..."
    # "draw and then draw and then ...": every joint between two commands
    lines += [_repeated("", f"{word(lang, 'draw')} ", " ".join(then), " ", lang) for then in then_words(lang)]
    every = " ".join(marks)
    lines += [
        _repeated(lead, every, tail, sep, lang) for lead in _LEADS for tail in _TAILS for sep in (", ", " ")
    ]
    return lines


def _repeated(lead: str, mark: str, tail: str, sep: str, lang: str) -> str:
    """`lead`, then `mark + tail + sep` as often as the line stays one the game reads."""
    line = lead
    while _read(line + mark + tail + sep, lang):
        line += mark + tail + sep
    while line == lead and " " in mark and not _read(lead + mark + tail, lang):
        mark = mark.rsplit(" ", 1)[0]  # all the marks at once are too many: as many as are read
    return line if line != lead else lead + mark + tail


def _read(line: str, lang: str) -> bool:
    """Whether the game reads the line rather than refusing it as too long."""
    return len(line) <= MAX_LINE and not too_long(read_line(line, lang))


def corpus_lines() -> list[tuple[str, str]]:
    """Every typed line of the test corpora, with its language."""
    tests = ROOT / "tests"
    files = [
        *tests.glob("parser_cases/*.txt"),
        *tests.glob("parser_heldout/**/*.txt"),
        *tests.glob("everyday/*.txt"),
    ]
    out = []
    for path in sorted(files):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                out.append((path.stem, line.rpartition("|")[0].strip() if "|" in line else line.strip()))
    return out


def _timed(lines: list[tuple[str, str]]) -> list[tuple[float, str]]:
    out = []
    for lang, line in lines:
        start = time.thread_time()
        parse(line, lang)
        out.append((time.thread_time() - start, line))
    return sorted(out)


def corpus() -> None:
    """Each corpus line read twice: the first time with the caches a process fills as it
    meets each word class and word (a player's first "thanks" in a language) after the
    start-up's warming (`lang.parser.warm`), then again, as a process that has served a
    while reads them."""
    lines = corpus_lines()
    for lang in LANGUAGES:
        warm(lang)  # as the terminal and the servers do at start, before a player's first line
    freeze_start()  # and as they do next: a full garbage collection no longer walks what start built
    gc.set_threshold(*THRESHOLDS)  # and the collector's pace they set
    for label, times in (("first reading", _timed(lines)), ("read again", _timed(lines))):
        median, p99, (top, line) = times[len(times) // 2][0], times[int(len(times) * 0.99)][0], times[-1]
        print(
            f"corpus, {label}: {len(times)} lines, median {median * 1000:.2f} ms, p99 {p99 * 1000:.1f} ms, "
            f"slowest {top * 1000:.1f} ms (CPU time): {line[:40]!r}"
        )


def main() -> None:
    corpus()
    for lang in LANGUAGES:
        slowest, worst = 0.0, ""
        lines = worst_lines(lang)
        for line in lines:
            start = time.thread_time()
            parse(line, lang)
            took = time.thread_time() - start
            if took > slowest:
                slowest, worst = took, line
        print(f"{lang}: {len(lines)} lines, slowest {slowest * 1000:.1f} ms (CPU time): {worst[:60]!r}...")


if __name__ == "__main__":
    main()
