"""The command line: `fortythieves [play|deal|rules] ...`; no sub-command plays."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from fortythieves.core.variants import VARIANTS
from fortythieves.lang.i18n import Translator, negotiate, translator

COMMANDS = ("play", "deal", "rules", "solve")


def _variant_names() -> str:
    return ", ".join(v.key for v in VARIANTS)


class _Parser(argparse.ArgumentParser):
    """argparse with its error line in the player's language."""

    translator: Translator | None = None

    def error(self, message: str) -> NoReturn:
        t = self.translator
        if t is None:
            super().error(message)
        # Translators: a command-line mistake; {detail} is the technical detail (in English).
        line = t._("The command line is not understood ({detail}). Type fortythieves --help for the options.")
        self.exit(2, line.format(detail=message) + "\n")


def _language(argv: list[str], saved: str | None) -> Translator:
    """The language of the command line's own words: --lang, the saved setting, the environment."""
    asked = next((argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"), None)
    asked = asked or next((a.split("=", 1)[1] for a in argv if a.startswith("--lang=")), None)
    return translator(negotiate(asked, saved)[0])


def build_parser(t: Translator | None = None) -> argparse.ArgumentParser:
    t = t or translator("en")
    names = _variant_names()
    # Translators: the command line's description (fortythieves --help).
    description = t._("Forty Thieves solitaire to play by typing and listening.")
    parser = _Parser(prog="fortythieves", description=description)
    _Parser.translator = t
    sub = parser.add_subparsers(dest="command")
    # Translators: help of the "play" sub-command.
    play = sub.add_parser("play", help=t._("play a game (the default)"))
    # Translators: help of the --variant option; {names} lists the variants.
    variant_help = t._("one of: {names}").format(names=names)
    play.add_argument("--variant", help=variant_help)
    # Translators: help of the --code option.
    play.add_argument("--code", help=t._("a deal code such as FT1-N-2345673"))
    # Translators: help of the --layout option.
    play.add_argument("--layout", metavar="FILE", help=t._("play the exact deal of a layout file"))
    # Translators: help of the --new option.
    play.add_argument("--new", action="store_true", help=t._("start a new game instead of resuming"))
    # Translators: help of the --lang option.
    lang_help = t._("language: en, ca, nl, pt, it, hr")
    play.add_argument("--lang", help=lang_help)
    # Translators: help of the --plain option.
    play.add_argument("--plain", action="store_true", help=t._("plain lines, no interactive prompt"))
    # Translators: help of the --speak option.
    play.add_argument("--speak", action="store_true", help=t._("speak every reply aloud"))

    # Translators: help of the "deal" sub-command.
    deal = sub.add_parser("deal", help=t._("print the layout of a deal"))
    deal.add_argument("--variant", default="forty-thieves", help=variant_help)
    # Translators: help of the --code option of "deal".
    deal.add_argument("--code", help=t._("the deal code to print (a new random one when absent)"))

    # Translators: help of the "rules" sub-command.
    rules = sub.add_parser("rules", help=t._("print the rules sheet"))
    rules.add_argument("--lang", help=lang_help)
    # Translators: help of the --variant option of "rules"; {names} lists the variants.
    rules.add_argument("--variant", default=None, help=t._("one of: {names}, or all").format(names=names))
    # Translators: help of the --format option of "rules".
    formats = t._("text, markdown, html, pdf, brf (braille) or wav (spoken)")
    rules.add_argument(
        "--format", default="text", choices=("text", "markdown", "html", "pdf", "brf", "wav"), help=formats
    )
    # Translators: help of the --large-print option.
    rules.add_argument("--large-print", action="store_true", help=t._("large print (HTML and PDF)"))
    # Translators: help of the -o option.
    rules.add_argument("-o", "--output", metavar="FILE", help=t._("the file to write"))

    # Translators: help of the "solve" sub-command.
    solve = sub.add_parser("solve", help=t._("search a deal for a win, or prove it lost"))
    # Translators: help of the deal code argument of "solve".
    solve.add_argument("code", nargs="?", help=t._("the deal code to solve"))
    # Translators: help of the --layout option of "solve".
    solve.add_argument("--layout", metavar="FILE", help=t._("solve the deal or position of a layout file"))
    # Translators: help of the --seconds option of "solve".
    solve.add_argument("--seconds", type=float, default=10.0, help=t._("the time to search (default 10)"))
    # Translators: help of the --json option of "solve".
    solve.add_argument("--json", action="store_true", help=t._("print the answer as JSON"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help")):
        args_list.insert(0, "play")
    from fortythieves.play.settings import FileStore

    settings = FileStore().read_settings()  # read once; every sub-command uses its language
    args = build_parser(_language(args_list, settings.lang)).parse_args(args_list)
    args.settings = settings
    if args.command == "deal":
        return _deal(args)
    if args.command == "rules":
        from fortythieves.rulesheet.command import run as run_rules

        return run_rules(args)
    if args.command == "solve":
        from fortythieves.faces.solve import run as run_solve

        return run_solve(args)
    from fortythieves.faces.console import run as run_game

    return run_game(args)


def _deal(args: argparse.Namespace) -> int:
    from fortythieves.core.codes import CodeError, DealCode, dealing_order
    from fortythieves.core.game import Game
    from fortythieves.core.layout import format_layout
    from fortythieves.lang.phrasing import Phraser
    from fortythieves.lang.variant_names import find_variant, variant_name

    p = Phraser(translator(negotiate(None, args.settings.lang)[0]))
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
