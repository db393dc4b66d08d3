"""The terminal face of a network connection (`terminal on`), for a client that said it
is a terminal: prompt_toolkit's prompt over the connection, with line editing and the
player's own commands again on the up arrow.

What the client types goes to the prompt's input (`keyinput`: no descriptor) and the
prompt draws to a Vt100 output that writes to the connection. The
prompt is the local terminal face's: `> `, no cursor-position request, no menu, no
toolbar, no colour. The replies stay plain lines, written between two prompts.
prompt_toolkit is imported only when a connection asks for this face.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO, cast

from fortythieves.faces.net.limits import TOO_LONG, TooLong

if TYPE_CHECKING:
    from prompt_toolkit.application import Application
    from prompt_toolkit.input import PipeInput

PROMPT = "> "
# Clients that name themselves as MUD clients in TTYPE (as telnetlib3 also knows them):
# they want plain lines, whatever else they say.
MUD_CLIENTS = frozenset(
    {"mudlet", "cmud", "zmud", "mushclient", "atlantis", "tintin++", "tt++", "blowtorch", "mudrammer",
     "kildclient", "portal", "beip", "savitar"}
)  # fmt: skip
_NO_TERMINAL = frozenset({"", "dumb", "unknown", "network"})
_LINE_END = re.compile(r"\r\n|\r\0|\n")


@dataclass(frozen=True)
class Terminal:
    """What a client said of its terminal: its type, and its window (columns, rows) as
    NAWS or the SSH pty request gave it, when it gave one."""

    kind: str
    columns: int = 80
    rows: int = 24


def named_terminal(names: Iterable[str | None]) -> str | None:
    """The terminal a client named in its TTYPE answers, or None when it named none, or
    named itself a MUD client (MTTS clients answer their name, a terminal, then MTTS).

    >>> named_terminal(["XTERM-256COLOR", "XTERM-256COLOR"])
    'xterm-256color'
    >>> named_terminal(["MUDLET", "ANSI-TRUECOLOR", "MTTS 2831"]), named_terminal(["DUMB"])
    (None, None)
    """
    said = [n.strip().lower() for n in names if n]
    if not said or any(n in MUD_CLIENTS or n.startswith("mtts ") for n in said):
        return None
    return None if said[0] in _NO_TERMINAL else said[0]


class Keys:
    """What the client types, handed to the prompt one line at a time, so that the pipe
    to the prompt never holds more than one line: line ends become one CR (a telnet
    client sends CR LF or CR NUL), and a line longer than `cap` characters is cut there,
    the rest dropped until its end, and marked `cut`.

    >>> k = Keys(4)
    >>> k.put("ab\\r\\ncdefgh\\r"); k.take(), k.cut, k.take(), k.cut, k.take()
    ('ab\\r', False, 'cdef\\r', True, '')
    >>> k.put("\\0x"); k.put("y"); k.whole_line(), k.take(), k.rest()
    (False, 'xy', '')
    """

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.lines: deque[list[Any]] = deque([["", False, False]])  # text, cut, ended
        self.after_cr = False
        self.cut = False  # whether the last whole line taken was cut

    def put(self, text: str) -> None:
        if self.after_cr and text[:1] in ("\n", "\0"):
            text = text[1:]  # the rest of a CR LF or CR NUL split across two reads
        self.after_cr = text.endswith("\r")
        for i, part in enumerate(_LINE_END.sub("\r", text).split("\r")):
            if i:
                self.lines[-1][2] = True
                self.lines.append(["", False, False])
            line = self.lines[-1]
            room = self.cap - len(line[0])
            if len(part) > room:
                part, line[1] = part[: max(room, 0)], True
            line[0] += part

    def whole_line(self) -> bool:
        """Whether a whole line waits to be taken."""
        return bool(self.lines[0][2])

    def take(self) -> str:
        """The next line with its CR, or what has come of it so far."""
        text, cut, ended = self.lines[0]
        if ended:
            self.lines.popleft()
            self.cut = cut
            return f"{text}\r"
        self.lines[0][0] = ""
        return str(text)

    def rest(self) -> str:
        """Everything not taken yet, as lines (when the face is switched off)."""
        out = "".join(f"{text}\n" if ended else text for text, _, ended in self.lines)
        self.lines = deque([["", False, False]])
        return out


class RawReads:
    """A connection read one read at a time; a read cut short (by the idle timer, or by
    a line accepted at the prompt meanwhile) goes on, and its text comes next."""

    def __init__(self, read: Callable[[], Awaitable[str]]) -> None:
        self._read = read
        self._pending: asyncio.Future[str] | None = None

    def next(self) -> asyncio.Future[str]:
        if self._pending is None:
            self._pending = asyncio.ensure_future(self._read())
        return self._pending

    def taken(self) -> str:
        """The text of the read that has ended."""
        assert self._pending is not None and self._pending.done()
        pending, self._pending = self._pending, None
        return pending.result()

    async def read(self) -> str:
        await asyncio.shield(self.next())
        return self.taken()

    def close(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None


class _Stdout:
    """The file prompt_toolkit's output writes to: the connection."""

    def __init__(self, write: Callable[[str], None], encoding: str) -> None:
        self._write, self.encoding, self.errors = write, encoding, "replace"

    def write(self, data: str) -> int:
        self._write(data.replace("\r\n", "\n").replace("\n", "\r\n"))
        return len(data)

    def flush(self) -> None:
        """The connection sends what it is given."""

    def isatty(self) -> bool:
        return True


class TerminalFace:
    """One connection's prompt: `line()` gives each line the player accepts with Enter."""

    def __init__(
        self,
        terminal: Terminal,
        write: Callable[[str], None],
        size: Callable[[], tuple[int, int]],  # columns, rows: the window now
        line_chars: int,
        encoding: str = "utf-8",
    ) -> None:
        from prompt_toolkit.data_structures import Size
        from prompt_toolkit.output.color_depth import ColorDepth
        from prompt_toolkit.output.vt100 import Vt100_Output

        from fortythieves.faces.net.keyinput import KeyInput

        self.write = write
        self.line_chars = line_chars
        self.keys = Keys(4 * line_chars)  # room for the keys that edit a line as well
        self._stack = contextlib.ExitStack()
        self.input: PipeInput = KeyInput()  # no descriptor, never select() (`keyinput`)
        self._stack.callback(self.input.close)

        def window() -> Size:
            columns, rows = size()
            return Size(rows=rows or terminal.rows, columns=columns or terminal.columns)

        self.output = Vt100_Output(
            cast(TextIO, _Stdout(write, encoding)),
            window,
            term=terminal.kind,
            default_color_depth=ColorDepth.DEPTH_1_BIT,
            enable_bell=False,
            enable_cpr=False,
        )
        self.hidden = False  # the next line is a passphrase: shown as stars, kept in no history
        self.app = self._application()
        self._task: asyncio.Task[str] | None = None
        self._writing: asyncio.Future[None] | None = None  # a line being written above the prompt

    def _application(self) -> Application[str]:
        """A prompt of one line, the local terminal face's, with nothing else on the screen
        (a PromptSession's toolbars and menus, even hidden, are laid out at every key)."""
        from prompt_toolkit.application import Application
        from prompt_toolkit.buffer import Buffer
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.history import InMemoryHistory
        from prompt_toolkit.key_binding import merge_key_bindings
        from prompt_toolkit.key_binding.bindings.basic import load_basic_bindings
        from prompt_toolkit.key_binding.bindings.emacs import load_emacs_bindings
        from prompt_toolkit.layout import Layout, Window
        from prompt_toolkit.layout.controls import BufferControl
        from prompt_toolkit.layout.processors import BeforeInput, ConditionalProcessor, PasswordProcessor
        from prompt_toolkit.output.color_depth import ColorDepth

        def accept(buffer: Buffer) -> bool:
            text = buffer.text
            if self.hidden:
                buffer.text = ""  # a passphrase goes to no history, and is not shown again
            app.exit(result=text)
            return True  # the line stays on the screen; the next prompt starts empty

        self.buffer = Buffer(history=InMemoryHistory(), multiline=False, accept_handler=accept)
        hidden = ConditionalProcessor(PasswordProcessor(), Condition(lambda: self.hidden))
        control = BufferControl(self.buffer, input_processors=[hidden, BeforeInput(PROMPT)])
        app: Application[str] = Application(
            layout=Layout(Window(control, dont_extend_height=True, wrap_lines=True)),
            key_bindings=merge_key_bindings([load_basic_bindings(), load_emacs_bindings()]),
            input=self.input,
            output=self.output,
            color_depth=ColorDepth.DEPTH_1_BIT,
            include_default_pygments_style=False,
            mouse_support=False,
            erase_when_done=False,
        )
        return app

    @property
    def prompting(self) -> bool:
        return self._task is not None and not self._task.done()

    async def line(self, raws: RawReads) -> str | TooLong:
        """The next line accepted at the prompt, with its line end; TOO_LONG for a line
        over the limit; '' when the client has gone."""
        while True:
            task = self._prompt()
            waits: set[asyncio.Future[Any]] = {task}
            if self.keys.whole_line():
                self.input.send_text(self.keys.take())  # nothing more is read until it is answered
            else:
                if part := self.keys.take():
                    self.input.send_text(part)
                waits.add(raws.next())
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            if task.done():
                self._task = None
                try:
                    typed = task.result()
                except (EOFError, KeyboardInterrupt):  # Ctrl+D, Ctrl+C: a new prompt
                    continue
                if self.keys.cut or len(typed) > self.line_chars:
                    return TOO_LONG
                return typed + "\n"
            chunk = raws.taken()
            if not chunk:
                return ""
            self.keys.put(chunk)

    def _prompt(self) -> asyncio.Task[str]:
        if self._task is None:
            from prompt_toolkit.application.current import create_app_session

            self.buffer.reset()
            with create_app_session(input=self.input, output=self.output):
                self._task = asyncio.ensure_future(
                    self.app.run_async(handle_sigint=False, set_exception_handler=False)
                )
        return self._task

    def say(self, text: str, last: bool = False) -> None:
        """Write a reply: between prompts as it is; while the prompt is up (the idle
        warning), above it; the last words of a closing connection after it."""
        if not text:
            return
        if not self.prompting:
            self.write(text)
        elif last:
            self.write("\r\n" + text)
        else:
            self._writing = asyncio.ensure_future(self._above(text))

    async def _above(self, text: str) -> None:
        from prompt_toolkit.application.current import set_app
        from prompt_toolkit.application.run_in_terminal import in_terminal

        with set_app(self.app):
            async with in_terminal():
                self.write(text)

    def resized(self) -> None:
        """The window changed: the prompt draws itself again to its width."""
        if self.prompting:
            self.app._on_resize()  # as prompt_toolkit's own telnet and SSH servers do

    def close(self) -> str:
        """Stop the prompt; what was typed after the last line, for the plain face."""
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()  # the pipe closes once the prompt has let go of it
            task.add_done_callback(lambda _: self._stack.close())
        else:
            self._stack.close()
        return self.keys.rest()


class Reading:
    """How a channel reads: plain text in the plain face, lines from the prompt in the
    terminal face; what was typed ahead in one goes on to the other."""

    def __init__(self, read: Callable[[], Awaitable[str]]) -> None:
        self.raws = RawReads(read)
        self.face: TerminalFace | None = None
        self._left = ""

    async def read(self) -> str | TooLong:
        if self.face is not None:
            return await self.face.line(self.raws)
        if self._left:
            text, self._left = self._left, ""
            return text
        return await self.raws.read()

    def plain(self) -> None:
        """Back to plain lines."""
        if self.face is not None:
            self._left += self.face.close()
            self.face = None

    def close(self) -> None:
        self.plain()
        self.raws.close()
