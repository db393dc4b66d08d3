"""The local faces of the game: prompt_toolkit on a terminal, plain lines otherwise.

Output only ever appends lines. The terminal face is set up for screen readers: no
cursor-position requests, no menus, no toolbar, a short prompt that never changes.
"""

from __future__ import annotations

import argparse
import errno
import gc
import os
import stat
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TextIO

from fortythieves.core.cards import Card
from fortythieves.core.record import MAX_EXPORT, Exported, parse_export
from fortythieves.faces.alerts import Alerts
from fortythieves.faces.app import App
from fortythieves.faces.guard import drop_stdout
from fortythieves.faces.local import local_shelf
from fortythieves.lang.grid import SYMBOLS, grid
from fortythieves.lang.i18n import negotiate
from fortythieves.lang.printable import printable
from fortythieves.play import reply as ev
from fortythieves.play.current import StartError
from fortythieves.play.reply import Reply
from fortythieves.play.session import MAX_LAYOUT, Session
from fortythieves.play.settings import read_settings
from fortythieves.store.home import data_dir, private_file
from fortythieves.store.shelf import Shelf

PROMPT = "> "
SHIPPED = Path(__file__).parent.parent / "data"


def make_app(args: argparse.Namespace, store: Shelf) -> tuple[App, Reply]:
    """The session the command line asks for, opened; StartError when it cannot be."""
    settings = getattr(args, "settings", None) or read_settings(store)
    if getattr(args, "speak", False):
        settings.speech = True
    replay = getattr(args, "replay", None)
    # a replay keeps nothing: the player's own games stay as they are; the solver comes
    # once the opening is out (`_advise`)
    session = Session(
        settings=settings,
        store=Shelf.in_memory() if replay else store,
        language=negotiate(args.lang, settings.lang)[0],  # StartError's messages too
    )
    not_kept = remember_language(session, args.lang)
    app = App(session, error_log=data_dir() / "errors.log")
    if replay:
        return app, app.opened(session.open_replay(_exported(session, replay), requested_lang=args.lang))
    layout_text = None
    if args.layout:
        try:
            layout_text = read_small(layout_path(args.layout), 4 * MAX_LAYOUT)
        except (OSError, UnicodeDecodeError):
            raise StartError(session.r.layout_unreadable(printable(args.layout))) from None
        if layout_text is None:  # refused before reading it all
            raise StartError(session.rec.layout_too_large())
    opening = session.open(
        variant=args.variant, code=args.code, layout=layout_text, new=args.new, requested_lang=args.lang
    )
    if not_kept is not None:
        opening = Reply(f"{not_kept} {opening.text}", opening.events, opening.quit)
    return app, app.opened(opening)


def remember_language(session: Session, asked: str | None) -> str | None:
    """`--lang it` is kept as the in-game `language italian` is: the next plain start plays
    in Italian too (not from a replay, which keeps nothing). A language that is not
    available changes nothing (the opening says so). The line that says the settings could
    not be kept, or None."""
    if not asked:
        return None
    lang, missing = negotiate(asked, None, {})
    if missing is not None or lang == session.settings.lang:
        return None
    session.settings.lang = lang
    return session.keeper.keep_settings()


def _exported(session: Session, name: str) -> Exported:
    """The game of an export file (`--replay FILE`); StartError when it is none."""
    try:
        with open(name, "rb") as f:
            data = f.read(MAX_EXPORT + 1)
        return parse_export(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        problem = e.strerror if isinstance(e, OSError) and e.strerror else "not UTF-8"
    except ValueError as e:
        problem = str(e)
    raise StartError(session.rec.replay_unreadable(printable(name), problem))


def layout_path(name: str) -> Path:
    """A layout file, or one shipped with the program by its name ("seed-deal")."""
    path = Path(name)
    if path.exists():
        return path
    shipped = SHIPPED / (name if name.endswith(".txt") else f"{name}.txt")
    return shipped if shipped.exists() and "/" not in name else path


def read_small(path: Path, limit: int) -> str | None:
    """The text of a regular file, None when it is over `limit` bytes. A device, a FIFO
    or a folder is refused (OSError) before anything is read: /dev/zero never ends, and a
    FIFO would wait for a writer."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        data = b""
        while len(data) <= limit and (chunk := os.read(fd, limit + 1 - len(data))):
            data += chunk
    finally:
        os.close(fd)
    return None if len(data) > limit else data.decode("utf-8")


def run(args: argparse.Namespace) -> int:
    store = getattr(args, "shelf", None) or local_shelf()
    try:
        app, opening = make_app(args, store)
    except StartError as e:
        print(printable(str(e)), file=sys.stderr)
        return 2
    interactive = sys.stdin.isatty() and sys.stdout.isatty() and not args.plain
    try:
        if interactive:
            return _run_terminal(app, opening, store)
        return run_plain(app, opening, sys.stdin.buffer, sys.stdout)
    except BrokenPipeError:  # `| head -1`: the reader has gone; end quietly
        drop_stdout()
        return 0
    finally:
        app.close()


def _write(out: TextIO, text: str) -> None:
    if text:
        out.write(text + "\n")
        out.flush()


def colour_ok(out: TextIO, environ: Mapping[str, str] = os.environ) -> bool:
    """ANSI colour only on a terminal that takes it, and never with NO_COLOR set."""
    return out.isatty() and not environ.get("NO_COLOR") and environ.get("TERM", "") != "dumb"


def _symbols_ok(out: TextIO) -> bool:
    try:
        "".join(SYMBOLS.values()).encode(getattr(out, "encoding", None) or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _red(card: Card, text: str) -> str:
    return f"\x1b[31m{text.rstrip()}\x1b[0m" + " " * (len(text) - len(text.rstrip())) if card.is_red else text


def shown(app: App, reply: Reply, out: TextIO) -> str:
    """The reply as this terminal shows it: `show`'s grid with suit symbols where the
    terminal's encoding has them, red suits in colour where colour is allowed."""
    if not any(isinstance(e, ev.Shown) for e in reply.events):
        return reply.text
    t, state = app.session.r.t, app.session.game.state
    fancy = grid(t, state, _symbols_ok(out), _red if colour_ok(out) else lambda _c, text: text)
    return reply.text.replace(grid(t, state), fancy, 1)


def loop(app: App, lines: Iterable[str | bytes], out: TextIO) -> bool:
    """Answer each line until one quits (True) or the lines end (False). A paste of many
    lines plays each; a line that is not UTF-8 gets a reply, never a traceback."""
    for raw in lines:
        if isinstance(raw, bytes):
            try:
                raw = raw.decode("utf-8")
            except UnicodeDecodeError:
                _write(out, app.session.said(Reply(app.session.rec.not_text())).text)
                continue
        for line in raw.splitlines() or [""]:
            reply = app.handle(line)
            _write(out, shown(app, reply, out))
            if reply.quit:
                return True
    return False


def _advise(app: App) -> None:
    """Give the session the solver behind hints, and start its search of the deal: after
    the opening is written, as neither is needed for it (the search takes a core)."""
    from fortythieves.faces.advisor import solver_advisor

    if app.session.advisor is None:
        app.session.advisor = solver_advisor()
        app.session.advise_ahead(new_deal=True)


def run_plain(app: App, opening: Reply, stdin: Iterable[str | bytes], out: TextIO) -> int:
    _write(out, opening.text)
    _advise(app)
    threading.Thread(target=_warm_up, args=(app.session.lang,), daemon=True).start()
    alerts = Alerts(app, lambda text: _write(out, text))  # a proved loss, said when the search ends
    try:
        if loop(app, stdin, out):
            return 0
    except KeyboardInterrupt:
        pass
    finally:
        alerts.close()
    _write(out, app.session.goodbye())
    return 0


def _warm_up(lang: str) -> None:
    """Build what the first commands need while the player reads the prompt: the parser's
    words and tables of the language, the modules that answer a line (the opening is said
    without them), the rules sheet's model, and Babel's list patterns for the first
    list-shaped reply; then set all of it out of the garbage collector's sight, as a
    server does, and turn the collector on (the command line turns it off for the start).
    Only a head start: a failure here is met again, and answered, where the command needs
    it."""
    try:
        from fortythieves.lang.parser import warm
        from fortythieves.play import handling  # noqa: F401 (loaded for the first line's answer)

        warm(lang)  # the first line typed needs these first
        from babel.lists import format_list

        from fortythieves.lang import rulebook  # noqa: F401 (loaded for a first `rules`)
        from fortythieves.lang.languages import language

        formats = language(lang).formats
        format_list(["a", "b"], locale=formats)
        format_list(["a", "b"], style="or", locale=formats)
        from fortythieves.faces.net.steady import THRESHOLDS, freeze_start

        freeze_start()  # the tables just built: no full collection walks them again mid-reply
        # young objects collected less often, as a server does: fewer and shorter pauses in a reply
        gc.set_threshold(*THRESHOLDS)
    except Exception:
        pass
    finally:
        gc.enable()


def _prompted(ask: Callable[[], str]) -> Iterable[str]:
    """Lines typed at the prompt, until end of input or Ctrl+C."""
    while True:
        try:
            yield ask()
        except (EOFError, KeyboardInterrupt):
            return


def _run_terminal(app: App, opening: Reply, store: Shelf) -> int:
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory, History, InMemoryHistory
    from prompt_toolkit.patch_stdout import StdoutProxy

    _write(sys.stdout, opening.text)
    _advise(app)
    threading.Thread(target=_warm_up, args=(app.session.lang,), daemon=True).start()
    # The typed commands are kept only in a private regular file of the home (never a link).
    kept = None if store.exports is None else private_file(store.exports.parent / "history")
    history: History = InMemoryHistory() if kept is None else FileHistory(str(kept))
    prompt: PromptSession[str] = PromptSession(
        history=history,
        complete_while_typing=False,
        reserve_space_for_menu=0,
        enable_history_search=False,
        mouse_support=False,
        include_default_pygments_style=False,
    )
    above = StdoutProxy(raw=True)  # a line written while the prompt waits goes above it
    alerts = Alerts(app, lambda text: _write(above, text))  # type: ignore[arg-type]
    try:
        if not loop(app, _prompted(lambda: prompt.prompt(PROMPT)), sys.stdout):
            _write(sys.stdout, app.session.goodbye())
    finally:
        alerts.close()
        above.close()
    return 0
