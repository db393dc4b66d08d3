"""Deals with a proved win, for `new game winnable`: random deal codes of each variant
solved within a budget, the wins written with their winning line to
`fortythieves/data/winnable/<variant>.txt`.

    python tools/winnable_codes.py --count 60 --seconds 3 --processes 2
    python tools/winnable_codes.py --variant maria --count 80 --max-deals 600

A file keeps the deals it holds and gains new ones until it holds `--count`, or until
`--max-deals` more deals were tried. The candidates come in a fixed order per `--seed`;
a later run goes on after the deals the file says were tried. Each line is a deal code
and the line's moves in the engine notation (`c3-f1`, `waste-c2`, `draw`), replayed
through `core.Game` to a win before it is written (`tests/test_winnable.py` replays them
again). The header keeps the figures (tried, won), so a variant with few wins says so in
its own file. Wall-clock figures on a shared machine are noisy.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.variants import VARIANTS, Variant, get_variant
from fortythieves.core.winnable import (
    WinnableDeal,
    format_winnable,
    parse_winnable,
    replays_to_win,
    shorten,
    tried_and_won,
)
from fortythieves.play.winnable import FOLDER, winnable_file
from fortythieves.solver import Verdict, solve

SHORT = 300  # moves: a line this long or shorter is kept as found (a win takes 200 or so)
Solved = tuple[str, str, tuple[str, ...], float]  # code, verdict, moves of a win, seconds


def solve_deal(code_text: str, seconds: float, memory_mb: int) -> Solved:
    """One deal solved in a worker process."""
    code = DealCode.parse(code_text)
    result = solve(Game.deal(code.variant, dealing_order(code)).state, seconds, memory_mb=memory_mb)
    if result.verdict is not Verdict.WON:
        return code_text, result.verdict.value, (), result.seconds
    return (
        code_text,
        result.verdict.value,
        shortened(code_text, tuple(str(m) for m in result.moves)),
        result.seconds,
    )


def shortened(code_text: str, moves: tuple[str, ...]) -> tuple[str, ...]:
    """The line with its wandering cut out (`core.winnable.shorten`), when it is long."""
    deal = WinnableDeal(code_text, moves)
    return shorten(deal).moves if len(moves) > SHORT else moves


def candidates(variant: Variant, seed: int) -> list[str]:
    """Deal codes of `variant`, the same order for the same seed on every machine."""
    rng = random.Random(f"winnable:{seed}:{variant.key}")
    return [str(DealCode.random(variant, rng)) for _ in range(20_000)]


def fill(variant: Variant, a: argparse.Namespace, pool: ProcessPoolExecutor, folder: Path) -> None:
    path = winnable_file(variant, folder)
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    deals = parse_winnable(text)
    tried_before, won_before = tried_and_won(text)
    have = {d.code for d in deals}
    todo = iter(c for c in candidates(variant, a.seed)[tried_before:])
    tried = won = lost = 0
    start = time.monotonic()
    running: list[Future[Solved]] = []
    while len(deals) < a.count:
        while len(running) < a.processes * 2 and tried + len(running) < a.max_deals:
            code = next(todo, None)
            if code is None:
                break
            running.append(pool.submit(solve_deal, code, a.seconds, a.memory_mb))
        if not running:
            break
        code, verdict, moves, seconds = running.pop(0).result()
        tried += 1
        lost += verdict == Verdict.LOST.value
        if verdict == Verdict.WON.value:
            won += 1
            deal = WinnableDeal(code, moves)
            if code not in have and replays_to_win(deal):
                deals.append(deal)
                have.add(code)
        print(f"{variant.key:14} {code} {verdict:7} {seconds:6.2f} s  {len(deals)}/{a.count}", flush=True)
    for f in running:  # the count is reached: what is still queued is dropped, in order
        f.cancel()
    for f in running:
        if not f.cancelled():
            f.result()
            tried += 1  # it ran: count it, so that a later run starts after it
    title = f"{variant.key}: deals with a winning line found by tools/winnable_codes.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        format_winnable(deals, title, tried_before + tried, won_before + won, a.seconds), encoding="utf-8"
    )
    share = won / tried if tried else 0.0
    print(
        f"== {variant.key}: {won} won, {lost} lost, {tried - won - lost} unknown of {tried} tried "
        f"({share:.0%} won, {a.seconds:g} s each) in {time.monotonic() - start:.0f} s; "
        f"{len(deals)} deals in {path}",
        flush=True,
    )


def shorten_files(variants: list[Variant], pool: ProcessPoolExecutor, folder: Path) -> None:
    """Shorten the long lines of files already written (their figures stay)."""
    for variant in variants:
        path = winnable_file(variant, folder)
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        deals = parse_winnable(text)
        codes = [d.code for d in deals]
        lines = list(pool.map(shortened, codes, [d.moves for d in deals]))
        out = [WinnableDeal(c, m) for c, m in zip(codes, lines, strict=True)]
        tried, won = tried_and_won(text)
        title = text.splitlines()[0].lstrip("# ")
        path.write_text(format_winnable(out, title, tried, won, _seconds(text)), encoding="utf-8")
        before, after = sum(len(d.moves) for d in deals), sum(len(d.moves) for d in out)
        print(f"{variant.key}: {len(out)} lines, {before} moves before, {after} after", flush=True)


def _seconds(text: str) -> float:
    for line in text.splitlines():
        words = line.lstrip("# ").split()
        if len(words) >= 6 and words[0] == "tried" and words[4] == "seconds":
            return float(words[5])
    return 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--count", type=int, default=60, help="deals to keep per variant")
    ap.add_argument("--seconds", type=float, default=3.0, help="the budget of one deal")
    ap.add_argument("--max-deals", type=int, default=400, help="deals to try per variant in this run")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--memory-mb", type=int, default=384)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", action="append", help="only these variants (repeatable)")
    ap.add_argument("--folder", type=Path, default=FOLDER, help="where to write (the package's data)")
    ap.add_argument("--shorten", action="store_true", help="only shorten the lines of the files written")
    a = ap.parse_args()
    variants = [get_variant(v) for v in a.variant] if a.variant else list(VARIANTS)
    with ProcessPoolExecutor(a.processes) as pool:
        if a.shorten:
            shorten_files(variants, pool, a.folder)
            return 0
        for v in variants:
            fill(v, a, pool, a.folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
