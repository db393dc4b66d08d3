"""The faces of the game: prompt_toolkit on a terminal, plain lines otherwise.

Output only ever appends lines. The terminal face is set up for screen readers: no
cursor-position requests, no menus, no toolbar, a short prompt that never changes.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from fortythieves.lang.i18n import negotiate
from fortythieves.play.session import Reply, Session, StartError
from fortythieves.play.settings import FileStore, Settings

if TYPE_CHECKING:
    from fortythieves.speech.protocol import Speaker

PROMPT = "> "


def make_session(args: argparse.Namespace, store: FileStore) -> tuple[Session, Reply]:
    settings = getattr(args, "settings", None) or store.read_settings()
    if getattr(args, "speak", False):
        settings.speech = True
    session = Session(settings=settings, store=store, speaker_factory=speaker_factory)
    session.use_language(negotiate(args.lang, settings.lang)[0])
    layout_text = None
    if args.layout:
        try:
            layout_text = _layout_path(args.layout).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            raise StartError(
                # Translators: the layout file given with --layout cannot be opened.
                session.t._("The layout file {file} cannot be read.").format(file=args.layout)
            ) from None
    opening = session.open(
        variant=args.variant, code=args.code, layout=layout_text, new=args.new, requested_lang=args.lang
    )
    return session, opening


SHIPPED = Path(__file__).parent.parent / "data"


def _layout_path(name: str) -> Path:
    """A layout file, or one shipped with the program by its name ("seed-deal")."""
    path = Path(name)
    if path.exists():
        return path
    shipped = SHIPPED / (name if name.endswith(".txt") else f"{name}.txt")
    return shipped if shipped.exists() and "/" not in name else path


def speaker_factory(settings: Settings) -> tuple[Speaker, str | None]:
    """Start speech in the background; any failure leaves the game in text."""
    from fortythieves.lang.i18n import translator
    from fortythieves.lang.speechtext import SpeechProblem, speech_problem_text

    t = translator(settings.lang or "en")
    try:
        from fortythieves.speech.start import start_speech
    except ImportError:  # speech's own modules cannot load
        from fortythieves.speech.protocol import SilentSpeaker

        return SilentSpeaker(SpeechProblem.UNAVAILABLE), speech_problem_text(t, SpeechProblem.UNAVAILABLE)
    started = start_speech(t.lang, settings.rate, settings.volume)
    note = None if started.problem is None else speech_problem_text(t, started.problem, started.voice)
    return started.speaker, note


def run(args: argparse.Namespace) -> int:
    store = FileStore()
    try:
        session, opening = make_session(args, store)
    except StartError as e:
        print(str(e), file=sys.stderr)
        return 2
    interactive = sys.stdin.isatty() and sys.stdout.isatty() and not args.plain
    try:
        if interactive:
            return _run_terminal(session, opening, store)
        return _run_plain(session, opening, sys.stdin, sys.stdout)
    finally:
        session.speaker.close()


def _write(out: TextIO, text: str) -> None:
    if text:
        out.write(text + "\n")
        out.flush()


def _guarded(session: Session, line: str) -> Reply:
    """A bug must never show a traceback to a player: say so in one line and go on."""
    try:
        return session.handle(line)
    except Exception:
        import traceback

        log = FileStore().folder / "errors.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as f:
                traceback.print_exc(file=f)
        except OSError:
            pass
        return Reply(
            # Translators: an internal error; the game goes on.
            session.t._("Something went wrong with that command; the game is unchanged and goes on.")
        )


def _run_plain(session: Session, opening: Reply, stdin: TextIO, out: TextIO) -> int:
    _write(out, opening.text)
    threading.Thread(target=_warm_up, args=(session.lang,), daemon=True).start()
    try:
        for raw in stdin:
            reply = _guarded(session, raw.rstrip("\r\n"))
            _write(out, reply.text)
            if reply.quit:
                return 0
    except KeyboardInterrupt:
        pass
    _write(out, _goodbye(session))
    return 0


def _goodbye(session: Session) -> str:
    # Translators: the last line when input ends (Ctrl+D) or Ctrl+C.
    return session.t._("Goodbye. Your game is saved.")


def _warm_up(lang: str) -> None:
    """Load what the first list-shaped reply needs while the player reads the prompt."""
    try:
        from babel.lists import format_list

        format_list(["a", "b"], locale=lang)
        format_list(["a", "b"], style="or", locale=lang)
    except Exception:
        pass


def _run_terminal(session: Session, opening: Reply, store: FileStore) -> int:
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory

    _write(sys.stdout, opening.text)
    threading.Thread(target=_warm_up, args=(session.lang,), daemon=True).start()
    store.folder.mkdir(parents=True, exist_ok=True)
    prompt: PromptSession[str] = PromptSession(
        history=FileHistory(str(store.history_path)),
        complete_while_typing=False,
        reserve_space_for_menu=0,
        enable_history_search=False,
        mouse_support=False,
        include_default_pygments_style=False,
    )
    ask: Callable[[], str] = lambda: prompt.prompt(PROMPT)  # noqa: E731
    while True:
        try:
            line = ask()
        except (EOFError, KeyboardInterrupt):
            _write(sys.stdout, _goodbye(session))
            return 0
        reply = _guarded(session, line)
        _write(sys.stdout, reply.text)
        if reply.quit:
            return 0
