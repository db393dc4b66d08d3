"""`fortythieves solve CODE|--layout FILE [--seconds S] [--json]`: the solver's verdict on a
deal, for scripts and for checking a deal by hand.

The output is machine-like on purpose: `verdict won|lost|unknown`, `seconds`, `nodes`,
`moves` (the line's length), then the moves in the engine's notation, one per line; or one
JSON object `{"verdict", "seconds", "nodes", "moves": [...]}`. Only a problem with the
deal code or the layout file is phrased in the player's language (on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys

from fortythieves.core.state import State


def _position(args: argparse.Namespace) -> State | str:
    """The position to solve, or the reason there is none (phrased for the player)."""
    from fortythieves.core.codes import CodeError, DealCode, dealing_order
    from fortythieves.core.game import Game
    from fortythieves.core.layout import LayoutError, parse_layout
    from fortythieves.faces.console import layout_path, read_small
    from fortythieves.lang.i18n import negotiate, translator
    from fortythieves.lang.phrasing import Phraser
    from fortythieves.lang.printable import printable
    from fortythieves.lang.replies import Replies
    from fortythieves.play.session import MAX_LAYOUT

    p = Phraser(translator(negotiate(None, args.settings.lang)[0]))
    r = Replies(p)
    if args.layout:
        try:
            text = read_small(layout_path(args.layout), 4 * MAX_LAYOUT)
        except (OSError, UnicodeDecodeError):
            text = None
        if text is None:
            return r.layout_unreadable(printable(args.layout))
        try:
            return parse_layout(text).game().state
        except LayoutError as e:
            return p.layout_problem(e)
    if not args.code:
        return r.solve_needs_deal()
    try:
        code = DealCode.parse(args.code)
    except CodeError as e:
        return p.code_refusal(args.code, e)
    return Game.deal(code.variant, dealing_order(code)).state


def run(args: argparse.Namespace) -> int:
    from fortythieves.solver import AVAILABLE, solve

    state = _position(args)
    if isinstance(state, str):
        print(state, file=sys.stderr)
        return 2
    if not AVAILABLE:
        print("unavailable: the solver's compiled core is not built", file=sys.stderr)
        return 3
    result = solve(state, args.seconds)
    moves = [str(m) for m in result.moves]
    if args.json:
        out = {"verdict": result.verdict.value, "seconds": round(result.seconds, 3), "nodes": result.nodes}
        print(json.dumps({**out, "moves": moves}))
        return 0
    print(f"verdict {result.verdict.value}")
    print(f"seconds {result.seconds:.3f}")
    print(f"nodes {result.nodes}")
    print(f"moves {len(moves)}")
    for m in moves:
        print(m)
    return 0
