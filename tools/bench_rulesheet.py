"""Print how long each form of the rules sheet takes to render, and its size.

    python tools/bench_rulesheet.py            # every language, the standard sheet
    python tools/bench_rulesheet.py all maria  # other --variant choices

Figures: milliseconds per render (median of a few for the fast forms, one run for the
PDF), PDF pages, BRF pages, and the start-up of `fortythieves rules` in a new process.
"""

from __future__ import annotations

import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fortythieves.core.variants import Variant, get_variant  # noqa: E402
from fortythieves.lang.i18n import translator  # noqa: E402
from fortythieves.lang.languages import LANGUAGES  # noqa: E402
from fortythieves.lang.rulebook import build_sheet, sheet_text  # noqa: E402
from fortythieves.lang.rulebook.model import Sheet  # noqa: E402
from fortythieves.rulesheet.braille import to_brf  # noqa: E402
from fortythieves.rulesheet.render import braille_blocks, html, markdown, pdf  # noqa: E402


def timed(render: Callable[[], object], runs: int) -> tuple[float, object]:
    times = []
    result: object = None
    for _ in range(runs):
        start = time.perf_counter()
        result = render()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, result


def pdf_pages(data: bytes) -> int:
    """Pages, as poppler's pdfinfo counts them."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
        f.write(data)
        f.flush()
        info = subprocess.run(["pdfinfo", f.name], capture_output=True, text=True, check=True).stdout
    found = re.search(r"^Pages:\s+(\d+)", info, re.M)
    return int(found.group(1)) if found else 0


def row(name: str, lang: str, choice: Variant | str | None) -> str:
    t = translator(lang)
    sheet: Sheet = build_sheet(t, choice)
    text_ms, _ = timed(lambda: sheet_text(t, build_sheet(t, choice)), 5)
    md_ms, _ = timed(lambda: markdown(sheet), 5)
    html_ms, _ = timed(lambda: html(sheet), 5)
    brf_ms, brf = timed(lambda: to_brf(braille_blocks(t, sheet), lang), 3)
    pdf_ms, data = timed(lambda: pdf(sheet), 1)
    large_ms, large = timed(lambda: pdf(sheet, large_print=True), 1)
    assert isinstance(brf, str) and isinstance(data, bytes) and isinstance(large, bytes)
    return (
        f"{name:<16} {lang:<4} {text_ms:6.1f} {md_ms:6.1f} {html_ms:6.1f} {brf_ms:6.1f} {pdf_ms:7.0f} "
        f"{pdf_pages(data):5d} {large_ms:7.0f} {pdf_pages(large):5d} {brf.count(chr(12)) + 1:9d}"
    )


def main(argv: list[str]) -> int:
    choices: list[Variant | str | None] = (
        [None] if not argv else [a if a == "all" else get_variant(a) for a in argv]
    )
    start = time.perf_counter()
    import weasyprint  # noqa: F401

    print(f"import weasyprint: {(time.perf_counter() - start) * 1000:.0f} ms")
    runs = [sys.executable, "-m", "fortythieves", "rules"]
    startup = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run(runs, cwd=ROOT, stdout=subprocess.DEVNULL, check=True)
        startup.append(time.perf_counter() - start)
    print(f"`fortythieves rules` (text, new process): {statistics.median(startup) * 1000:.0f} ms")
    print(f"{'sheet':<16} {'lang':<4} {'text':>6} {'md':>6} {'html':>6} {'brf':>6} {'pdf':>7} {'pages':>5} "
          f"{'large':>7} {'pages':>5} {'brf pages':>9}")  # fmt: skip
    for choice in choices:
        name = choice if isinstance(choice, str) else choice.key if choice else "standard"
        for lang in LANGUAGES:
            print(row(name, lang, choice))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
