"""The player's record of finished games and the exported move list, as text formats.

No language and no I/O: a finished game is one JSON line of the record file; an export
is a small readable text file (the deal code and the actions) that any copy of the
program replays. Both are read strictly: a line or file that is not exactly ours is
refused with ValueError, never half-loaded.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from fortythieves.core.codes import CodeError, DealCode
from fortythieves.core.moves import Move, parse_move
from fortythieves.core.variants import get_variant


class Result(StrEnum):
    WON = "won"
    BLOCKED = "blocked"  # no legal move was left when the player moved on
    ABANDONED = "abandoned"  # left unfinished and pushed out of the kept games


@dataclass(frozen=True, slots=True)
class Finished:
    """A finished game as the record keeps it."""

    ended: str  # when, ISO 8601 in UTC to the second: "2026-12-01T16:22:34"
    variant: str  # the variant's key
    code: str | None  # None: dealt from a layout file
    result: Result
    score: int
    moves: int
    seconds: int  # time played
    actions: tuple[str, ...]  # every action that stood at the end, oldest first


def encode_finished(f: Finished) -> str:
    """One line of the record file (no newline)."""
    data = {
        "ended": f.ended,
        "variant": f.variant,
        "code": f.code,
        "result": f.result.value,
        "score": f.score,
        "moves": f.moves,
        "seconds": f.seconds,
        "actions": list(f.actions),
    }
    return json.dumps(data, ensure_ascii=True, separators=(",", ":"))


def _count(data: dict[str, object], key: str) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10**9:
        raise ValueError(key)
    return value


def decode_finished(line: str) -> Finished:
    """A record line, checked field by field; ValueError when it is not one of ours."""
    try:
        data = json.loads(line, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError("nesting") from None
    if not isinstance(data, dict):
        raise ValueError("not an object")
    try:
        ended, variant, code, actions = data["ended"], data["variant"], data["code"], data["actions"]
        if not isinstance(ended, str) or len(ended) != 19:
            raise ValueError("ended")
        get_variant(str(variant))
        if code is not None and (not isinstance(code, str) or str(DealCode.parse(code)) != code):
            raise ValueError("code")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise ValueError("actions")
        for a in actions:
            parse_move(a)
        return Finished(
            ended,
            str(variant),
            code,
            Result(data["result"]),
            _count(data, "score"),
            _count(data, "moves"),
            _count(data, "seconds"),
            tuple(actions),
        )
    except (KeyError, TypeError, CodeError) as e:
        raise ValueError(str(e)) from None


def _no_constant(name: str) -> object:
    raise ValueError(name)  # NaN and Infinity are not numbers of ours


def read_record(lines: Iterable[str]) -> tuple[list[Finished], int]:
    """The finished games of a record file, oldest first, and how many lines were not ours."""
    games: list[Finished] = []
    bad = 0
    for line in lines:
        if not line.strip():
            continue
        try:
            games.append(decode_finished(line))
        except ValueError:
            bad += 1
    return games, bad


# ----- the figures of `stats` ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Tally:
    """The figures of the record that `stats` reads out."""

    played: int
    won: int
    best: int | None  # the best score, None when nothing was played
    streak: int  # wins in a row up to the last game
    longest: int  # the longest run of wins
    win_moves: int | None  # the average moves of a win, rounded; None without a win

    @property
    def percent(self) -> int:
        return round(100 * self.won / self.played) if self.played else 0


def tally(games: Sequence[Finished], variant: str | None = None) -> Tally:
    """The figures of the games of one variant (its key), or of all."""
    mine = [g for g in games if variant is None or g.variant == variant]
    wins = [g for g in mine if g.result is Result.WON]
    streak = longest = 0
    for g in mine:
        streak = streak + 1 if g.result is Result.WON else 0
        longest = max(longest, streak)
    return Tally(
        played=len(mine),
        won=len(wins),
        best=max((g.score for g in mine), default=None),
        streak=streak,
        longest=longest,
        win_moves=round(sum(g.moves for g in wins) / len(wins)) if wins else None,
    )


# ----- the export file ---------------------------------------------------------------------
EXPORT_HEADER = "# fortythieves game"
MAX_EXPORT = 1_000_000  # characters: a real game is a few kilobytes


@dataclass(frozen=True, slots=True)
class Exported:
    """A game read from an export file: its deal and its moves."""

    code: DealCode
    moves: tuple[Move, ...]


def export_text(code: str, actions: Sequence[str], result: Result | None, score: int) -> str:
    """A game's move list as a small text file for `fortythieves play --replay FILE`."""
    lines = [EXPORT_HEADER, f"code: {code}"]
    if result is not None:
        lines.append(f"result: {result.value}")
    lines.append(f"score: {score}")
    lines.append("moves:")
    for i in range(0, len(actions), 10):  # ten to a line: readable, and diffs stay small
        lines.append(" ".join(actions[i : i + 10]))
    return "\n".join(lines) + "\n"


def parse_export(text: str) -> Exported:
    """The deal code and moves of an export file; ValueError with the line at fault."""
    if len(text) > MAX_EXPORT:
        raise ValueError("too long")
    lines = [ln.strip() for ln in text.splitlines()]
    if not lines or lines[0] != EXPORT_HEADER:
        raise ValueError("line 1")
    code: DealCode | None = None
    moves: list[Move] = []
    in_moves = False
    for n, line in enumerate(lines[1:], start=2):
        if not line or line.startswith("#"):
            continue
        if in_moves:
            try:
                moves.extend(parse_move(a) for a in line.split())
            except ValueError:
                raise ValueError(f"line {n}") from None
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"line {n}")
        key = key.strip()
        if key == "code":
            try:
                code = DealCode.parse(value)
            except CodeError:
                raise ValueError(f"line {n}") from None
        elif key == "moves":
            in_moves = True
        elif key not in ("result", "score"):
            raise ValueError(f"line {n}")
    if code is None:
        raise ValueError("code")
    return Exported(code, tuple(moves))
