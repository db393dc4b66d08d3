"""The command line: `fortythieves [play|deal|rules] ...`; no sub-command plays."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from fortythieves.core.variants import VARIANTS
from fortythieves.faces.guard import drop_stdout, fit_streams, null_stdout, output_error
from fortythieves.lang.i18n import Translator, negotiate, translator
from fortythieves.lang.starttext import StartText

if TYPE_CHECKING:
    from fortythieves.faces.net.address import Address
    from fortythieves.play.settings import Settings
    from fortythieves.store.shelf import Shelf

COMMANDS = ("play", "deal", "rules", "serve", "solve", "export", "import")


def _variant_names() -> str:
    return ", ".join(v.key for v in VARIANTS)


class _Formatter(argparse.HelpFormatter):
    """argparse's "usage:" in the player's language, as wide as the terminal."""

    def __init__(
        self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None
    ):
        # argparse asks shutil for the width, and makes a formatter for every option it is
        # given: shutil and the compression modules it loads would cost each start 3 ms
        super().__init__(
            prog, indent_increment, max_help_position, _columns() - 2 if width is None else width
        )

    def add_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None) -> None:
        t = _Parser.translator
        if prefix is None and t is not None:
            # Translators: argparse's word before the command line's usage line; keep the space after the colon.
            prefix = t._("usage: ")
        super().add_usage(usage, actions, groups, prefix)


class _Parser(argparse.ArgumentParser):
    """argparse with its own words (usage, section titles, -h, the error line) in the
    player's language."""

    translator: Translator | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.update(add_help=False, formatter_class=_Formatter)
        super().__init__(*args, **kwargs)
        t = self.translator or translator("en")
        # Translators: argparse's title of the positional arguments in --help.
        self._positionals.title = t._("positional arguments")
        # Translators: argparse's title of the options in --help.
        self._optionals.title = t._("options")
        # Translators: argparse's help of -h and --help.
        self.add_argument("-h", "--help", action="help", help=t._("show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        t = self.translator
        if t is None:
            super().error(message)
        # Translators: a command-line mistake; {detail} is the technical detail (in English).
        line = t._("The command line is not understood ({detail}). Type fortythieves --help for the options.")
        self.exit(2, line.format(detail=message) + "\n")


def _columns() -> int:
    """The terminal's width as `shutil.get_terminal_size` gives it: $COLUMNS, else the
    standard output's terminal, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _language(argv: list[str], saved: str | None) -> Translator:
    """The language of the command line's own words: --lang, the saved setting, the environment."""
    asked = next((argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"), None)
    asked = asked or next((a.split("=", 1)[1] for a in argv if a.startswith("--lang=")), None)
    return translator(negotiate(asked, saved)[0])


def build_parser(t: Translator | None = None, command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; given `command`, only that sub-command's (the line names
    it first): a start builds nothing it will not read. Without one, every sub-command's,
    for `--help`."""
    t = t or translator("en")
    # Translators: the command line's description (fortythieves --help).
    description = t._("Forty Thieves solitaire to play by typing and listening.")
    _Parser.translator = t
    parser = _Parser(prog="fortythieves", description=description)
    sub = parser.add_subparsers(dest="command")
    if command in (None, "play"):
        # Translators: help of the "play" sub-command.
        _play_options(sub.add_parser("play", help=t._("play a game (the default)")), t)
    if command in (None, "deal"):
        # Translators: help of the "deal" sub-command.
        _deal_options(sub.add_parser("deal", help=t._("print the layout of a deal")), t)
    if command in (None, "rules"):
        # Translators: help of the "rules" sub-command.
        _rules_options(sub.add_parser("rules", help=t._("print the rules sheet")), t)
    if command in (None, "serve"):
        # Translators: help of the "serve" sub-command.
        serve = sub.add_parser("serve", help=t._("serve the game and the rules to web browsers"))
        add_web_options(serve, t)
        _net_options(sub, t)
    if command in (None, "solve"):
        # Translators: help of the "solve" sub-command.
        _solve_options(sub.add_parser("solve", help=t._("search a deal for a win, or prove it lost")), t)
    for name in ("export", "import"):
        if command in (None, name):
            _portable_options(sub, name, t)
    return parser


def _portable_options(sub: argparse._SubParsersAction[_Parser], name: str, t: Translator) -> None:
    from fortythieves.lang.storetext import StoreText

    words = StoreText(t)
    cmd = sub.add_parser(name, help=words.export_help() if name == "export" else words.import_help())
    cmd.add_argument("file", metavar="FILE", help=words.file_help())
    cmd.add_argument("--lang", help=_lang_help(t))


def _variant_help(t: Translator) -> str:
    # Translators: help of the --variant option; {names} lists the variants.
    return t._("one of: {names}").format(names=_variant_names())


def _lang_help(t: Translator) -> str:
    # Translators: help of the --lang option.
    return t._("language: en, ca, nl, pt, it, hr")


def _play_options(play: argparse.ArgumentParser, t: Translator) -> None:
    play.add_argument("--variant", help=_variant_help(t))
    # Translators: help of the --code option.
    play.add_argument("--code", help=t._("a deal code such as FT1-N-2345673"))
    # Translators: help of the --layout option.
    play.add_argument("--layout", metavar="FILE", help=t._("play the exact deal of a layout file"))
    # Translators: help of the --new option.
    play.add_argument("--new", action="store_true", help=t._("start a new game instead of resuming"))
    play.add_argument("--lang", help=_lang_help(t))
    # Translators: help of the --plain option.
    play.add_argument("--plain", action="store_true", help=t._("plain lines, no interactive prompt"))
    # Translators: help of the --speak option.
    play.add_argument("--speak", action="store_true", help=t._("speak every reply aloud"))
    # Translators: help of the --replay option: a file written by the game's "export" command.
    play.add_argument("--replay", metavar="FILE", help=t._("step through a game exported with export"))


def _deal_options(deal: argparse.ArgumentParser, t: Translator) -> None:
    deal.add_argument("--variant", default="forty-thieves", help=_variant_help(t))
    # Translators: help of the --code option of "deal".
    deal.add_argument("--code", help=t._("the deal code to print (a new random one when absent)"))


def _rules_options(rules: argparse.ArgumentParser, t: Translator) -> None:
    rules.add_argument("--lang", help=_lang_help(t))
    # Translators: help of the --variant option of "rules"; {names} lists the variants.
    variants = t._("one of: {names}, or all").format(names=_variant_names())
    rules.add_argument("--variant", default=None, help=variants)
    # Translators: help of the --format option of "rules".
    formats = t._("text, markdown, html, pdf, brf (braille) or wav (spoken)")
    rules.add_argument(
        "--format", default="text", choices=("text", "markdown", "html", "pdf", "brf", "wav"), help=formats
    )
    # Translators: help of the --large-print option.
    rules.add_argument("--large-print", action="store_true", help=t._("large print (HTML and PDF)"))
    # Translators: help of the --braille-grade option of "rules".
    grade = t._(
        "braille grade: 1 uncontracted, 2 contracted (English and Portuguese; English is 2 by default)"
    )
    rules.add_argument("--braille-grade", type=int, choices=(1, 2), default=None, help=grade)
    # Translators: help of the --braille-page-numbers option of "rules".
    numbers = t._("where the braille page number goes: top (British usage, the default) or bottom (BANA)")
    rules.add_argument("--braille-page-numbers", choices=("top", "bottom"), default="top", help=numbers)
    # Translators: help of the --split option of "rules".
    split = t._("spoken rules (wav): one file per section, in the folder given by -o")
    rules.add_argument("--split", action="store_true", help=split)
    # Translators: help of the --quick option of "rules".
    rules.add_argument("--quick", action="store_true", help=t._("the quick-reference card of the commands"))
    # Translators: help of the -o option.
    rules.add_argument("-o", "--output", metavar="FILE", help=t._("the file to write"))


def _solve_options(solve: argparse.ArgumentParser, t: Translator) -> None:
    # Translators: help of the deal code argument of "solve".
    solve.add_argument("code", nargs="?", help=t._("the deal code to solve"))
    # Translators: help of the --layout option of "solve".
    solve.add_argument("--layout", metavar="FILE", help=t._("solve the deal or position of a layout file"))
    # Translators: help of the --seconds option of "solve".
    solve.add_argument("--seconds", type=float, default=10.0, help=t._("the time to search (default 10)"))
    # Translators: help of the --json option of "solve".
    solve.add_argument("--json", action="store_true", help=t._("print the answer as JSON"))


def add_web_options(serve: argparse.ArgumentParser, t: Translator) -> None:
    """`serve`'s options for the web page (the network faces add their own beside them)."""
    # Translators: help of "serve --host"; 127.0.0.1 is reachable from this machine only.
    host_help = t._("the address to listen on (127.0.0.1: this machine only)")
    serve.add_argument("--host", default="127.0.0.1", help=host_help)
    # Translators: help of "serve --port".
    serve.add_argument("--port", type=_port(t), default=8040, help=t._("the port of the web page (8040)"))
    # Translators: help of "serve --store"; keep postgresql:// as it is.
    store_help = t._(
        "where the players are kept: postgresql://... for several servers (the home's own database)"
    )
    serve.add_argument("--store", dest="store_url", metavar="URL", help=store_help)


def _port(t: Translator) -> Callable[[str], int]:
    """argparse's type for a port, refused in the player's language."""

    def port(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = -1
        if not 0 <= number < 65536:
            raise argparse.ArgumentTypeError(StartText(t).not_a_port(text))
        return number

    return port


def _where(t: Translator, address: Callable[[str], Address]) -> Callable[[str], Address]:
    """argparse's type for `[HOST:]PORT`, refused in the player's language."""

    def where(text: str) -> Address:
        try:
            return address(text)
        except argparse.ArgumentTypeError:
            raise argparse.ArgumentTypeError(StartText(t).not_a_port(text)) from None

    return where


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
    serve.add_argument("--telnet", type=_where(t, address), metavar=where, help=telnet_help)
    # Translators: help of the --ssh option.
    ssh_help = t._("SSH (loopback unless a host is given)")
    serve.add_argument("--ssh", type=_where(t, address), metavar=where, help=ssh_help)
    # Translators: help of the --max-connections option.
    most = t._("at most this many players at once")
    serve.add_argument("--max-connections", type=int, default=200, help=most)
    # Translators: help of the --per-address option.
    per = t._("at most this many connections from one address")
    serve.add_argument("--per-address", type=int, default=5, help=per)
    # Translators: help of the --no-web option of "serve".
    alone = t._("serve only telnet and SSH, without the web page")
    serve.add_argument("--no-web", action="store_true", help=alone)
    # Translators: help of the --idle-minutes option.
    idle = t._("close a connection idle this long")
    serve.add_argument("--idle-minutes", type=float, default=30.0, help=idle)


def main(argv: Sequence[str] | None = None) -> int:
    fit_streams()
    args_list = _command_first(list(sys.argv[1:] if argv is None else argv))
    if args_list[0] != "play":
        return _start(args_list)
    # The start makes many objects that live as long as the game and frees few: the
    # garbage collector's passes over them would only delay the opening (3 ms). The
    # warm-up after the opening sets them aside and turns it on (`faces.console`).
    gc.disable()
    try:
        return _start(args_list)
    finally:
        gc.enable()


def _start(args_list: list[str]) -> int:
    from fortythieves.faces.local import local_shelf
    from fortythieves.play.settings import read_settings

    store = local_shelf()
    settings = read_settings(store)  # read once; every sub-command uses its language
    command = args_list[0] if args_list[0] in COMMANDS else None  # None: `--help` of them all
    t = _language(args_list, settings.lang)
    if sys.stdout is None:  # started with the standard output closed
        if command != "serve":
            print(StartText(t).output_closed(), file=sys.stderr)
            return 2
        null_stdout()  # a server's few lines go nowhere; its players are on the network
    try:
        return _run(build_parser(t, command).parse_args(args_list), settings, store)
    except OSError as e:
        if not output_error(e):
            raise
        drop_stdout()
        print(StartText(t).output_failed(e.strerror or str(e)), file=sys.stderr)
        return 1
    finally:
        # Closed here, not left to the interpreter's exit: the last connection's close
        # checkpoints the write-ahead log into the database and removes it.
        store.close()


def _run(args: argparse.Namespace, settings: Settings, store: Shelf) -> int:
    args.settings = settings
    args.shelf = store  # not args.store: "serve --store" is a URL (args.store_url)
    if args.command == "deal":
        return _deal(args)
    if args.command == "serve":
        return _serve(args)
    if args.command == "rules":
        from fortythieves.rulesheet.command import run as run_rules

        return run_rules(args)
    if args.command == "solve":
        from fortythieves.faces.solve import run as run_solve

        return run_solve(args)
    if args.command in ("export", "import"):
        from fortythieves.faces.portable import run as run_portable

        return run_portable(args)
    from fortythieves.faces.console import run as run_game

    return run_game(args)


def _command_first(args: list[str]) -> list[str]:
    """The sub-command first, wherever it was typed (`--lang hr rules --help` is the rules
    command's help); `play` when none is named."""
    i = 0
    while i < len(args):
        if args[i] in COMMANDS:
            return [args[i], *args[:i], *args[i + 1 :]]
        i += 2 if args[i] in _VALUED else 1
    if args and args[0] in ("-h", "--help"):
        return args
    return ["play", *args]


# options given a value as the next word, which is never a sub-command
# fmt: off
_VALUED = ("--lang", "--variant", "--code", "--layout", "--format", "-o", "--output", "--host", "--port",
           "--store")
# fmt: on


def _serve(args: argparse.Namespace) -> int:
    """The web page, with the telnet and SSH faces beside it in the same process when
    asked for (or alone, with --no-web); every face keeps its players in one store."""
    from fortythieves.faces.net.serve import run as run_net
    from fortythieves.faces.net.serve import start_beside
    from fortythieves.lang.phrasing import Phraser
    from fortythieves.lang.records import Records
    from fortythieves.store import open_store
    from fortythieves.store.base import StoreError
    from fortythieves.store.home import data_dir

    lang = negotiate(None, args.settings.lang)[0]
    home = data_dir()
    try:
        store = open_store(home, args.store_url)
    except StoreError as e:
        print(Records(Phraser(translator(lang))).store_unavailable(e.fault.value), file=sys.stderr)
        return 1
    try:
        if args.no_web:
            return run_net(args, home, store, lang)
        from fortythieves.faces.web.server import run

        unsaved: list[str] = []
        beside = (lambda: start_beside(args, home, store, unsaved)) if args.telnet or args.ssh else None
        return run(args.host, args.port, home / "web", lang, beside, store, unsaved)
    finally:
        store.close()


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
