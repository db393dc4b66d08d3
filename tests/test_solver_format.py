"""The byte format between the compiled core and Python is defined once, in the header's
`format` block; `fortythieves/solver/spec.py` must hold exactly the same names and values,
and the encoder must write a spec the core reads back as it was written."""

from __future__ import annotations

import re
from pathlib import Path

from fortythieves.core.codes import DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.moves import MoveKind
from fortythieves.core.variants import VARIANTS
from fortythieves.solver import native, spec

HEADER = Path(spec.__file__).resolve().parent / "csrc" / "solver.h"


def header_format() -> dict[str, int]:
    text = HEADER.read_text(encoding="utf-8")
    block = text.split("/* format: begin */", 1)[1].split("/* format: end */", 1)[0]
    out: dict[str, int] = {}
    for line in block.strip().splitlines():
        m = re.fullmatch(r"#define ([A-Z][A-Z0-9_]*) (\d+)", line.strip())
        assert m, f"only '#define NAME number' lines go in the format block: {line!r}"
        out[m[1]] = int(m[2])
    return out


def python_format() -> dict[str, int]:
    return {k: v for k, v in vars(spec).items() if re.fullmatch(r"[A-Z][A-Z0-9_]*", k) and isinstance(v, int)}


def test_the_python_side_holds_the_headers_format_exactly() -> None:
    c, py = header_format(), python_format()
    assert len(c) > 30
    assert set(c) - set(py) == set(), "in solver.h, missing from spec.py"
    assert set(py) - set(c) == set(), "in spec.py, missing from solver.h"
    assert {k: py[k] for k in c} == c


def test_a_spec_written_by_python_reads_back_through_the_core_unchanged() -> None:
    # step() loads a spec, plays a move and writes the spec back in C: after a draw the
    # layout must be the one Python writes for the same position.
    for variant in VARIANTS:
        state = Game.deal(variant, dealing_order(DealCode.random(variant))).state
        encoded = native.encode(state)
        assert encoded[spec.SPEC_NCOLS] == len(state.columns)
        assert encoded[spec.SPEC_TALON_LEN] == len(state.stock) + len(state.waste)
        draw = next(m for m in state.legal_moves() if m.kind is MoveKind.DRAW)
        after = native.step(encoded, draw)
        state.push(draw)
        assert after == native.encode(state), variant.key
