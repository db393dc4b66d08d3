"""The command line: `fortythieves [play|deal|rules] ...`; no sub-command plays."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from fortythieves.variants import VARIANTS

COMMANDS = ("play", "deal", "rules")


def _variant_names() -> str:
    return ", ".join(v.key for v in VARIANTS)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fortythieves",
        description="Forty Thieves solitaire to play by typing and listening.",
    )
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game (the default)")
    play.add_argument("--variant", help=f"one of: {_variant_names()}")
    play.add_argument("--code", help="a deal code such as FT1-N-2345673")
    play.add_argument("--layout", metavar="FILE", help="play the exact deal of a layout file")
    play.add_argument("--new", action="store_true", help="start a new game instead of resuming")
    play.add_argument("--lang", help="language: en, ca, nl, pt, it, hr")
    play.add_argument("--plain", action="store_true", help="plain lines, no interactive prompt")
    play.add_argument("--speak", action="store_true", help="speak every reply aloud")

    deal = sub.add_parser("deal", help="print the layout of a deal")
    deal.add_argument("--variant", default="forty-thieves", help=f"one of: {_variant_names()}")
    deal.add_argument("--code", help="the deal code to print (a new random one when absent)")

    rules = sub.add_parser("rules", help="print the rules sheet")
    rules.add_argument("--lang", help="language: en, ca, nl, pt, it, hr")
    rules.add_argument("--variant", default=None, help=f"one of: {_variant_names()}, or all")
    rules.add_argument("--format", default="text", choices=("text", "markdown", "html", "pdf", "brf", "wav"))
    rules.add_argument("--large-print", action="store_true")
    rules.add_argument("-o", "--output", metavar="FILE")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help")):
        args_list.insert(0, "play")
    args = build_parser().parse_args(args_list)
    if args.command == "deal":
        return _deal(args)
    if args.command == "rules":
        from fortythieves.rulesheet import run as run_rules

        return run_rules(args)
    from fortythieves.console import run as run_game

    return run_game(args)


def _deal(args: argparse.Namespace) -> int:
    from fortythieves.codes import CodeError, DealCode, dealing_order
    from fortythieves.engine import Game
    from fortythieves.i18n import negotiate, translator
    from fortythieves.layout import format_layout
    from fortythieves.phrasing import Phraser
    from fortythieves.session import find_variant
    from fortythieves.variant_names import variant_name

    p = Phraser(translator(negotiate(None, None)[0]))
    variant = find_variant(args.variant)
    if variant is None:
        print(p.unknown_variant(args.variant, [variant_name(p.t, v) for v in VARIANTS]), file=sys.stderr)
        return 2
    if args.code:
        try:
            code = DealCode.parse(args.code)
        except CodeError as e:
            print(p.code_refusal(args.code, e), file=sys.stderr)
            return 2
    else:
        code = DealCode.random(variant)
    game = Game.deal(code.variant, dealing_order(code))
    sys.stdout.write(format_layout(game, str(code)))
    return 0
