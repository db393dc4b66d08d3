"""`new game winnable`: a deal from the shipped list of deals with a proved win
(`fortythieves/data/winnable/<variant>.txt`, written by `tools/winnable_codes.py`) that
the player has not played yet: not in the record of finished games, not among the games
kept. The list is read once per variant; without a list, or once every deal of it has
been played, there is none to give (the game says so)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from fortythieves.core.codes import CodeError, DealCode
from fortythieves.core.variants import Variant
from fortythieves.core.winnable import WinnableDeal, parse_winnable

FOLDER = Path(__file__).resolve().parent.parent / "data" / "winnable"


def winnable_file(variant: Variant, folder: Path = FOLDER) -> Path:
    return folder / f"{variant.key}.txt"


@cache
def shipped(variant: Variant) -> tuple[WinnableDeal, ...]:
    """The deals shipped for `variant` (none when its file is missing or unreadable)."""
    try:
        text = winnable_file(variant).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ()
    return tuple(d for d in parse_winnable(text) if d.deal.variant == variant)


def canonical(code: str | None) -> str | None:
    """A code as `str(DealCode)` writes it, so that codes typed or saved compare."""
    if code is None:
        return None
    try:
        return str(DealCode.parse(code))
    except CodeError:
        return None


def unplayed(
    variant: Variant, played: Iterable[str | None], rng: random.Random | None = None
) -> DealCode | None:
    """A shipped winnable deal of `variant` whose code is not in `played`, at random; None
    when every one has been played."""
    seen = {c for c in map(canonical, played) if c is not None}
    deals = [deal for code, deal in _deals(variant) if code not in seen]
    if not deals:
        return None
    return rng.choice(deals) if rng is not None else DealCode.among(deals)


@cache
def _deals(variant: Variant) -> tuple[tuple[str, DealCode], ...]:
    """The shipped deals' codes, each read once (not again at each `new game winnable`)."""
    return tuple((d.code, d.deal) for d in shipped(variant))
