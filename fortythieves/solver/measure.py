"""Helpers for the solver's measurement scripts (tools/winnability.py, tools/bench_solver.py):
fixed deal codes so runs compare, one deal solved in a worker process, Wilson intervals."""

from __future__ import annotations

import math
import random
import resource
import time
from dataclasses import dataclass

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
    )


def variant_of(name: str) -> Variant:
    return get_variant(name)
