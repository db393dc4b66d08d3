"""Benchmark the rules engine with random playouts in every variant.

    python tools/bench_engine.py [--games 40] [--max-steps 400] [--variant KEY]

Each playout deals from a fixed seed and plays uniformly random legal moves (the
"full step": generate the legal moves, choose one, apply it) until the game is won,
blocked or `--max-steps` long. The recorded playouts are then replayed to time move
generation, apply and undo on their own, and, for search, `State.push` then `pop` of
every legal move of every position (a pair), and `State.copy` of every position.
Figures are printed per variant; nothing here is used by the tests.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fortythieves.core.cards import Card, Rank, double_deck
from fortythieves.core.codes import shuffle
from fortythieves.core.game import Game
from fortythieves.core.moves import Move
from fortythieves.core.variants import VARIANTS, Variant, get_variant


@dataclass
class Figures:
    steps: int = 0
    step_time: float = 0.0
    generations: int = 0
    generation_time: float = 0.0
    applies: int = 0
    apply_time: float = 0.0
    undos: int = 0
    undo_time: float = 0.0
    pairs: int = 0  # State.push then State.pop
    pair_time: float = 0.0
    copies: int = 0
    copy_time: float = 0.0

    def add(self, other: Figures) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))


def deal(variant: Variant, seed: int) -> Game:
    deck: list[Card] = double_deck()
    if variant.aces_out:
        deck = [c for c in deck if c.rank != Rank.ACE]
    return Game.deal(variant, shuffle(deck, seed))


def playout(variant: Variant, seed: int, max_steps: int) -> tuple[list[Move], Figures]:
    """Random play, timing whole steps; returns the moves played."""
    game = deal(variant, seed)
    rng = random.Random(seed)
    choice = rng.choice
    played: list[Move] = []
    clock = time.perf_counter
    start = clock()
    for _ in range(max_steps):
        moves = list(game.state.legal_moves())
        if not moves:
            break
        mv = choice(moves)
        game.apply(mv)
        played.append(mv)
    elapsed = clock() - start
    return played, Figures(steps=len(played), step_time=elapsed)


def replay(variant: Variant, seed: int, played: list[Move]) -> Figures:
    """Time generation, apply and undo separately over a recorded playout."""
    fig = Figures()
    clock = time.perf_counter
    game = deal(variant, seed)
    start = clock()
    for mv in played:
        game.apply(mv)
    fig.applies, fig.apply_time = len(played), clock() - start

    game = deal(variant, seed)
    elapsed = 0.0
    for mv in played:
        t0 = clock()
        list(game.state.legal_moves())
        elapsed += clock() - t0
        game.apply(mv)
    fig.generations, fig.generation_time = len(played), elapsed

    count = 0
    start = clock()
    while game.can_undo():
        game.undo()
        count += 1
    fig.undos, fig.undo_time = count, clock() - start
    return fig


def search(variant: Variant, seed: int, played: list[Move]) -> Figures:
    """Time what a search does at each position of a recorded playout: push and pop
    every legal move, and copy the position."""
    fig = Figures()
    clock = time.perf_counter
    state = deal(variant, seed).state
    for mv in played:
        moves = list(state.legal_moves())
        push, pop = state.push, state.pop
        t0 = clock()
        for m in moves:
            push(m)
            pop()
        t1 = clock()
        state.copy()
        t2 = clock()
        fig.pairs += len(moves)
        fig.pair_time += t1 - t0
        fig.copies += 1
        fig.copy_time += t2 - t1
        push(mv)
    return fig


def rate(count: int, seconds: float) -> str:
    return f"{count / seconds:>10,.0f}" if seconds > 0 else f"{'-':>10}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=40, help="playouts per variant")
    parser.add_argument("--max-steps", type=int, default=400, help="longest playout")
    parser.add_argument("--variant", help="only this variant")
    args = parser.parse_args(argv)
    variants = [get_variant(args.variant)] if args.variant else list(VARIANTS)

    print("per second:      variant  full steps  generations    applies      undos   steps")
    total = Figures()
    per_variant: list[tuple[str, Figures]] = []
    for variant in variants:
        fig = Figures()
        for seed in range(args.games):
            played, step_fig = playout(variant, seed, args.max_steps)
            fig.add(step_fig)
            fig.add(replay(variant, seed, played))
            fig.add(search(variant, seed, played))
        total.add(fig)
        per_variant.append((variant.key, fig))
        print(
            f"{variant.key:>29}{rate(fig.steps, fig.step_time)}  {rate(fig.generations, fig.generation_time)}"
            f" {rate(fig.applies, fig.apply_time)} {rate(fig.undos, fig.undo_time)} {fig.steps:>7}"
        )
    print(
        f"{'all':>29}{rate(total.steps, total.step_time)}  {rate(total.generations, total.generation_time)}"
        f" {rate(total.applies, total.apply_time)} {rate(total.undos, total.undo_time)} {total.steps:>7}"
    )
    print()
    print("search, per second:   variant   push+pop      copies")
    for key, fig in [*per_variant, ("all", total)]:
        print(f"{key:>29} {rate(fig.pairs, fig.pair_time)}  {rate(fig.copies, fig.copy_time)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
