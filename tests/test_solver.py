"""The solver: wins replayed in every variant, losses proved, cancel, hints, `solve --json`."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path

import pytest
from detours import detour

from fortythieves.core.cards import Card, Rank
from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.layout import parse_layout
from fortythieves.core.moves import Move
from fortythieves.core.rules import FOUNDATION_SUITS, Build
from fortythieves.core.state import State
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.faces.cli import main
from fortythieves.solver import Cancel, Hints, Verdict, native, replays, solve
from fortythieves.solver.pysearch import solve_python

POSITIONS = Path(__file__).parent / "positions"


def position(name: str) -> State:
    return parse_layout((POSITIONS / name).read_text(encoding="utf-8")).game().state


def near_the_end(variant: Variant, per_suit: int, seed: int, uneven: bool = False) -> State:
    """Every foundation full but its top `per_suit` cards (with `uneven`, up to that many,
    drawn at random), which are shuffled into the columns (face down at the bottom, as the
    variant deals) and the stock."""
    rng = random.Random(seed)
    tops = [13 - (rng.randint(0, per_suit) if uneven else per_suit) for _ in FOUNDATION_SUITS]
    founds = [
        [Card(Rank(r), s) for r in range(1, top + 1)] for top, s in zip(tops, FOUNDATION_SUITS, strict=True)
    ]
    loose = [
        Card(Rank(r), s) for top, s in zip(tops, FOUNDATION_SUITS, strict=True) for r in range(top + 1, 14)
    ]
    rng.shuffle(loose)
    stock, dealt = loose[: len(loose) // 4], loose[len(loose) // 4 :]
    cols: list[list[Card]] = [[] for _ in range(variant.columns)]
    for i, card in enumerate(dealt):
        cols[i % variant.columns].append(card)
    return State.from_piles(variant, cols, None, stock, founds)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_a_win_is_found_and_replays_in_every_variant(variant: Variant) -> None:
    state = near_the_end(variant, 3, 5)
    result = solve(state, 5.0)
    assert result.verdict is Verdict.WON
    assert replays(state, result.moves)
    assert result.nodes > 0


@pytest.mark.parametrize("text", ["FT1-U-P76ECAH", "FT1-F-C6KAHMN", "FT1-I-KE3D748"])
def test_a_whole_deal_is_won_and_replays(text: str) -> None:
    # Deals the solver wins within a fraction of a second (Lucas, Little Forty, Indian).
    code = DealCode.parse(text)
    state = Game.deal(code.variant, dealing_order(code)).state
    result = solve(state, 5.0)
    assert result.verdict is Verdict.WON
    game = Game(state.copy())
    for mv in result.moves:
        game.apply(mv)
    assert game.state.is_won()


@pytest.mark.parametrize(
    ("text", "found_by"),
    [("FT1-N-TRAPTKQ", "first look"), ("FT1-N-FJ7YPN7", "beam 32 w0 r0"), ("FT1-N-M8JK9R8", "")],
)
def test_a_measurement_says_what_found_the_win(text: str, found_by: str) -> None:
    # Standard deals: one the exhaustive first look wins, one the first narrow beam (no
    # shuffle, the first weights) wins, one nothing wins within a quarter second.
    code = DealCode.parse(text)
    state = Game.deal(code.variant, dealing_order(code)).state
    result = solve(state, 5.0 if found_by else 0.25, cpu_time=True)
    assert result.effort.won_by == found_by
    assert (result.verdict is Verdict.WON) == bool(found_by)
    if found_by:
        assert 0.0 <= result.effort.won_at <= result.seconds


@pytest.mark.parametrize(
    ("text", "found_by", "wandered"),
    [
        ("FT1-U-PE8472F", "first look", 6654),
        ("FT1-N-NNXR57X", "beam 32 w0 r0", 661),
        ("FT1-N-HM3NQD8", "beam 32 w0 r0", 3387),
    ],
)
def test_a_wandering_win_is_reported_by_a_shorter_line(text: str, found_by: str, wandered: int) -> None:
    # The first look (Lucas) and the first narrow beam (standard) win these deals by lines
    # of `wandered` moves, even shortened; the beams after them find lines of a few
    # hundred, and one is reported.
    code = DealCode.parse(text)
    state = Game.deal(code.variant, dealing_order(code)).state
    result = solve(state, 8.0, cpu_time=True)
    assert result.verdict is Verdict.WON and result.effort.won_by == found_by
    assert len(result.moves) <= 600 < wandered
    assert replays(state, result.moves)


def test_the_endgame_position_is_won() -> None:
    state = position("endgame.txt")
    result = solve(state, 2.0)
    assert result.verdict is Verdict.WON and replays(state, result.moves)


def test_a_card_under_both_copies_of_its_successor_is_proved_lost() -> None:
    state = position("lost-spades.txt")
    assert next(state.legal_moves(), None) is not None  # not merely blocked: moves remain
    assert solve(state, 5.0).verdict is Verdict.LOST
    # A search with no pruning at all agrees.
    assert solve_python(state, 20.0, safe_moves=False).verdict is Verdict.LOST


def test_a_blocked_position_is_lost() -> None:
    state = position("blocked.txt")
    mv = next(state.legal_moves())
    state.push(mv)
    assert solve(state, 1.0).verdict is Verdict.LOST


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_compiled_and_python_searches_agree(variant: Variant) -> None:
    for seed in (1, 2) if variant.build is Build.SAME_SUIT else (1,):  # the quick ones for Python
        state = near_the_end(variant, 5, seed, uneven=True)
        plain = solve_python(state, 10.0)
        assert plain.verdict is not Verdict.UNKNOWN
        assert solve(state, 5.0).verdict is plain.verdict, seed
        if plain.verdict is Verdict.WON:
            assert replays(state, plain.moves)


def _hard() -> State:
    return Game.deal(STANDARD, dealing_order(DealCode.parse("FT1-N-2345673"))).state


def test_cancel_stops_the_search_at_once() -> None:
    cancel = Cancel()
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.append(solve(_hard(), 60.0, cancel)))
    worker.start()
    time.sleep(0.2)
    cancel.set()
    worker.join(5.0)  # generous for a loaded machine; the core returns within milliseconds
    assert not worker.is_alive()
    result = out[0]
    assert getattr(result, "verdict", None) is Verdict.UNKNOWN and getattr(result, "cancelled", False)


def test_the_deadline_holds() -> None:
    result = solve(_hard(), 0.3)
    assert result.verdict is Verdict.UNKNOWN and result.seconds < 5.0


def test_a_budget_of_cpu_time_finds_wins_holds_and_cancels() -> None:
    # The measurement scripts' budget: the search thread's own CPU time. Same verdicts,
    # a deadline that holds (Result.seconds then counts CPU seconds) and a cancel at once.
    state = near_the_end(STANDARD, 3, 5)
    result = solve(state, 5.0, cpu_time=True)
    assert result.verdict is Verdict.WON and replays(state, result.moves)
    timed = solve(_hard(), 0.3, cpu_time=True)
    assert timed.verdict is Verdict.UNKNOWN and timed.nodes > 0 and timed.seconds < 5.0
    cancel = Cancel()
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.append(solve(_hard(), 60.0, cancel, cpu_time=True)))
    worker.start()
    time.sleep(0.2)
    cancel.set()
    worker.join(5.0)
    assert not worker.is_alive()
    assert getattr(out[0], "cancelled", False)


def test_hints_follow_a_found_line_from_the_cache() -> None:
    state = near_the_end(STANDARD, 3, 5)
    hints = Hints(5.0)
    first = hints.line(state)
    assert first.verdict is Verdict.WON
    game = Game(state.copy())
    for _ in range(5):
        mv = hints.hint(game.state)
        assert mv is not None and hints.known(game.state) is Verdict.WON
        assert hints.line(game.state).nodes == 0  # answered from the cache
        game.apply(mv)
    lost = position("lost-spades.txt")
    assert hints.hint(lost) is None and hints.known(lost) is Verdict.LOST
    mv = next(iter(game.state.legal_moves()))
    assert hints.after(game.state, mv) in (Verdict.WON, Verdict.LOST)


def test_a_line_with_detours_is_shortened_and_still_wins() -> None:
    # A found line with detours put in (a card moved to another column and straight
    # back, which leaves the position as it was): the shortened line drops them all.
    state = Game.deal(STANDARD, dealing_order(DealCode.parse("FT1-N-C5W5XPX"))).state
    found = solve(state, 5.0, cpu_time=True)
    assert found.verdict is Verdict.WON
    padded: list[Move] = []
    s = state.copy()
    detours = 0
    for mv in found.moves:
        pair = detour(s)
        if pair is not None:
            padded += pair
            detours += 1
        padded.append(mv)
        s.push(mv)
    assert detours > 10 and replays(state, tuple(padded))
    spec = native.encode(state)
    shorter = [
        native.decode_move(m) for m in native.core().shorten(spec, [native.encode_move(m) for m in padded])
    ]
    assert len(shorter) <= len(found.moves)
    assert replays(state, tuple(shorter))
    with pytest.raises(ValueError):
        native.core().shorten(spec, [native.encode_move(m) for m in padded[1:]])


def test_hints_keep_one_copy_of_a_long_line() -> None:
    # Every position along a found line is cached with its place on the one line, not a
    # copy of the rest of it (which made a 23,000-move line take gigabytes).
    state = Game.deal(STANDARD, dealing_order(DealCode.parse("FT1-N-C5W5XPX"))).state
    hints = Hints(seconds=5.0)
    line = hints.line(state).moves
    s = state.copy()
    for i, mv in enumerate(line[:50]):
        assert hints.hint(s) == mv
        assert hints.line(s).moves == line[i:]
        s.push(mv)
    assert all(cached[0] is line for cached in hints._lines.values())


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORTYTHIEVES_HOME", str(tmp_path / "home"))


@pytest.mark.usefixtures("home")
def test_solve_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "--layout", str(POSITIONS / "endgame.txt"), "--seconds", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"verdict", "seconds", "nodes", "moves"}
    assert out["verdict"] == "won" and isinstance(out["nodes"], int) and isinstance(out["seconds"], float)
    from fortythieves.core.moves import parse_move

    assert replays(position("endgame.txt"), tuple(parse_move(m) for m in out["moves"]))


@pytest.mark.usefixtures("home")
def test_solve_plain(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "--layout", str(POSITIONS / "lost-spades.txt"), "--seconds", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "verdict lost" and lines[1].startswith("seconds ") and lines[3] == "moves 0"


def test_the_solver_imports_only_core_and_itself() -> None:
    import ast

    package = Path(__file__).parent.parent / "fortythieves" / "solver"
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.startswith("fortythieves"):
                    assert name.startswith(("fortythieves.core", "fortythieves.solver")), (path.name, name)
