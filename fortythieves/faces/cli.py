"""The command line: `fortythieves [play|deal|rules] ...`; no sub-command plays."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from fortythieves.core.variants import VARIANTS
from fortythieves.lang.i18n import Translator, negotiate, translator

COMMANDS = ("play", "deal", "rules", "serve")


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
    _net_options(sub, t)
    return parser


def _net_options(sub: argparse._SubParsersAction[_Parser], t: Translator) -> None:
    """The telnet and SSH faces' options of `serve` (its parser is made here when no other
    face made it)."""
    from fortythieves.faces.net.address import address

    serve = sub.choices.get("serve")
    if serve is None:
        # Translators: help of the "serve" sub-command.
        serve = sub.add_parser("serve", help=t._("serve the game across the network"))
    where = "[HOST:]PORT"
    # Translators: help of the --telnet option.
    telnet_help = t._("telnet, for MUD clients (loopback unless a host is given)")
    serve.add_argument("--telnet", type=address, metavar=where, help=telnet_help)
    # Translators: help of the --ssh option.
    ssh_help = t._("SSH (loopback unless a host is given)")
    serve.add_argument("--ssh", type=address, metavar=where, help=ssh_help)
    # Translators: help of the --max-connections option.
    most = t._("at most this many players at once")
    serve.add_argument("--max-connections", type=int, default=200, help=most)
    # Translators: help of the --per-address option.
    per = t._("at most this many connections from one address")
    serve.add_argument("--per-address", type=int, default=5, help=per)
    # Translators: help of the --idle-minutes option.
    idle = t._("close a connection idle this long")
    serve.add_argument("--idle-minutes", type=float, default=30.0, help=idle)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help")):
        args_list.insert(0, "play")
    from fortythieves.play.store import FileStore

    settings = FileStore().read_settings()  # read once; every sub-command uses its language
    args = build_parser(_language(args_list, settings.lang)).parse_args(args_list)
    args.settings = settings
    if args.command == "deal":
        return _deal(args)
    if args.command == "rules":
        from fortythieves.rulesheet.command import run as run_rules

        return run_rules(args)
    if args.command == "serve" and (args.telnet or args.ssh):
        from fortythieves.faces.net.serve import run as run_net

        return run_net(args, FileStore().folder)
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
