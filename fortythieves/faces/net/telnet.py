"""The telnet face, made for MUD clients: line mode, plain lines, a short prompt ended by
IAC EOR (when the client agrees to it) or IAC GA, so a client knows where a reply ends.
A client that names a terminal in TTYPE may ask for the terminal face (`terminal on`):
then the server echoes and suppresses go-ahead (WILL ECHO, WILL SGA: the client sends
each key), and prompt_toolkit's prompt edits the line, sized by NAWS (`terminal`).

telnetlib3 speaks the protocol: it keeps the client in line mode (`line_mode=True`: no
WILL ECHO, no WILL SGA), asks for the terminal type (cycling through a MUD client's
MTTS names), the window size, the environment (LANG) and the character set (RFC 2066).
prompt_toolkit's telnet server would put every client in character mode with a
full-screen renderer's escape sequences, which a MUD client shows as noise.
"""

from __future__ import annotations

import asyncio
import codecs
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, cast

import telnetlib3
from telnetlib3 import server_base
from telnetlib3.stream_reader import TelnetReader, TelnetReaderUnicode
from telnetlib3.stream_writer import TelnetWriter, TelnetWriterUnicode
from telnetlib3.telopt import CHARSET, CMD_EOR, DO, ECHO, EOR, GA, IAC, NAWS, SGA, WILL, WONT

from fortythieves.faces.net.conversation import Conversation, Hub
from fortythieves.faces.net.limits import Full, Intake, TooLong
from fortythieves.faces.net.loop import converse
from fortythieves.faces.net.pacing import Paced
from fortythieves.faces.net.terminal import Reading, Terminal, TerminalFace, named_terminal
from fortythieves.lang.fit import fit
from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.nettext import NetText

PROMPT = "> "
_READ = 1 << 30  # always the whole buffer: telnetlib3 cuts a shorter read one byte at a time
_ENV = ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")


class MudTelnetServer(telnetlib3.TelnetServer):
    """telnetlib3's server, with the character set chosen per connection (negotiated, or
    by the `charset` command), an offer of end-of-record prompts, and the connection's
    budget (`Limits`): admitted by the hub's gate when it opens, then read a piece at a
    time at no more than its bytes a second (`pacing`). Reading stops meanwhile, so a flood fills the
    sender's socket, not the server's memory, and costs the event loop one bounded piece
    at a time. A connection whose telnet negotiation goes over its own budget is read no
    more, and closed after `Limits.first_line_seconds`: closed at once, a flooder would
    connect again at once, and every new connection costs more than a deaf one."""

    charset = "utf-8"
    resized: Callable[[], None] | None = None  # told when NAWS gives a new window size
    hub: Hub  # set on the class `start_telnet` makes for its server
    address = "?"
    full: Full | None = None  # why the gate refused the connection; None when admitted
    admitted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        peer: Any = transport.get_extra_info("peername") or ("?",)
        self.address = str(peer[0])
        self.full = self.hub.gate.enter(self.address)
        self.admitted = self.full is None
        self._shut: asyncio.TimerHandle | None = None
        self.paced = Paced(
            cast(asyncio.Transport, transport),
            super().data_received,
            Intake(self.hub.limits).cost,
            self.hub.limits.piece,
            self._over,
            lambda: not getattr(self.reader, "_paused", False),  # unless the reader is full
        )

    def connection_lost(self, exc: Exception | None) -> None:
        if self.admitted:
            self.admitted = False
            self.hub.gate.leave(self.address)
        if self._shut is not None:
            self._shut.cancel()
            self._shut = None
        self.paced.close()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self.paced.received(data)

    def _over(self) -> None:
        """Its negotiation went over budget: read no more, closed a while later."""
        self.hub.log.event("telnet negotiation over budget, no longer read", self.address)
        transport = self.paced.transport
        self._shut = asyncio.get_running_loop().call_later(
            self.hub.limits.first_line_seconds, transport.close
        )

    def encoding(self, outgoing: bool | None = None, incoming: bool | None = None) -> str:
        return self.charset

    def begin_advanced_negotiation(self) -> None:
        """telnetlib3's offers, except WILL BINARY: in binary mode a terminal's `telnet`
        echoes Enter as a bare line feed, and every typed line leaves a staircase. UTF-8
        is sent all the same (`force_binary`), and read as it comes."""
        server_base.BaseServer.begin_advanced_negotiation(self)
        assert self.writer is not None
        self.writer.iac(DO, NAWS)
        if self.default_encoding:
            self.writer.iac(DO, CHARSET)
        self.writer.iac(WILL, EOR)

    def on_request_charset(self) -> list[str]:
        return ["UTF-8", "ISO-8859-1"]

    def on_charset(self, charset: str) -> None:
        super().on_charset(charset)
        try:
            name = codecs.lookup(charset).name
        except LookupError:
            return
        if name in ("utf-8", "latin-1", "iso8859-1"):
            self.charset = "latin-1" if name != "utf-8" else "utf-8"

    def on_request_environ(self) -> list[str | bytes]:
        return list(_ENV)  # nothing else: the server needs to know no more of the player

    def on_naws(self, rows: int, cols: int) -> None:
        super().on_naws(rows, cols)
        if self.resized is not None:
            self.resized()

    def on_timeout(self) -> None:
        """The face closes idle connections itself, with a warning first."""


class Connection:
    """One telnet client, as the loop's channel."""

    def __init__(
        self,
        reader: TelnetReaderUnicode,
        writer: TelnetWriterUnicode,
        terminal: Terminal | None = None,
        line_chars: int = 500,
    ) -> None:
        self.reader, self.writer = reader, writer
        self.protocol: MudTelnetServer = writer.protocol
        self.terminal, self.line_chars = terminal, line_chars
        self.reading = Reading(self._read)
        self.protocol.resized = self._resized

    async def _read(self) -> str:
        return await self.reader.read(_READ)

    async def read(self) -> str | TooLong:
        return await self.reading.read()

    def _write(self, text: str) -> None:
        self.writer.write(
            fit(text.replace("\r\n", "\n").replace("\n", "\r\n"), self.protocol.charset), "replace"
        )

    def send(self, lines: Sequence[str], prompt: bool) -> None:
        text = "".join(f"{line}\n" for line in lines if line)
        if self.reading.face is not None:
            self.reading.face.say(text, last=not prompt)  # the prompt is the terminal face's own
            return
        if prompt:
            text += PROMPT
        text = fit(text.replace("\r\n", "\n").replace("\n", "\r\n"), self.protocol.charset)
        data = self.writer.encode(text, "replace").replace(IAC, IAC + IAC)  # as `write` escapes it
        if prompt:  # IAC EOR when the client agreed to it, else IAC GA unless it refused GA
            if self.writer.local_option.enabled(EOR):
                data += IAC + CMD_EOR
            elif not self.writer.local_option.enabled(SGA):
                data += IAC + GA
        # The reply and its end marker in one write: one system call, one packet, where
        # writing the marker apart costs a second of each for every reply.
        self.writer.send_iac(data)

    def hide_input(self, hidden: bool) -> None:
        if self.reading.face is not None:
            self.reading.face.hidden = hidden  # the prompt shows stars, and keeps no history
            return
        # A server that WILL ECHO and does not echo: MUD clients and telnet hide the passphrase.
        self.writer.iac(WILL if hidden else WONT, ECHO)
        if not hidden:
            self.writer.write("\r\n")  # the client did not show the end of the hidden line

    def use_charset(self, charset: str) -> None:
        self.protocol.charset = charset

    def use_terminal(self, on: bool) -> None:
        if self.terminal is None or on == (self.reading.face is not None):
            return
        if on:
            self.writer.iac(WILL, ECHO)  # the prompt shows what is typed
            self.writer.iac(WILL, SGA)  # and the client sends each key as it is typed
            self.reading.face = TerminalFace(
                self.terminal, self._write, self._size, self.line_chars, self.protocol.charset
            )
        else:
            self.reading.plain()
            self.writer.iac(WONT, SGA)
            self.writer.iac(WONT, ECHO)  # the client edits and shows the line again

    def _size(self) -> tuple[int, int]:
        return int(self.writer.get_extra_info("cols") or 0), int(self.writer.get_extra_info("rows") or 0)

    def _resized(self) -> None:
        if self.reading.face is not None:
            self.reading.face.resized()

    def close(self) -> None:
        self.reading.close()
        self.protocol.resized = None


async def _shell(
    hub: Hub, reader: TelnetReader | TelnetReaderUnicode, writer: TelnetWriter | TelnetWriterUnicode
) -> None:
    assert isinstance(reader, TelnetReaderUnicode) and isinstance(writer, TelnetWriterUnicode)
    protocol: MudTelnetServer = writer.protocol
    full = protocol.full
    if full is not None:
        lang = negotiate(None, None, _environ(writer))[0]
        text = NetText(translator(lang))
        line = text.too_many_connections() if full is Full.SERVER else text.too_many_from_address()
        writer.write(line + "\r\n")
        writer.close()
        return
    conv: Conversation | None = None
    channel: Connection | None = None
    try:
        terminal = _terminal(writer)
        channel = Connection(reader, writer, terminal, hub.limits.line_chars)
        conv = Conversation(hub, _environ(writer), terminal is not None, protocol.address)
        await converse(hub, conv, channel, conv.open())
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        if channel is not None:
            channel.close()
        if conv is not None:
            conv.close()
        writer.close()


def _terminal(writer: TelnetWriterUnicode) -> Terminal | None:
    """The terminal the client named in TTYPE, with the window NAWS gave; None for a MUD
    client or a client that named none."""
    kind = named_terminal(writer.get_extra_info(f"ttype{i}") for i in range(1, 9))
    if kind is None:
        return None
    return Terminal(kind, int(writer.get_extra_info("cols") or 80), int(writer.get_extra_info("rows") or 24))


def _environ(writer: TelnetWriterUnicode) -> dict[str, str]:
    """The language variables the client sent (NEW-ENVIRON)."""
    return {k: str(v) for k in _ENV if (v := writer.get_extra_info(k))}


async def start_telnet(hub: Hub, host: str, port: int, connect_wait: float = 2.0) -> telnetlib3.Server:
    """A telnet server on `host:port`, answering with `hub`'s players and limits."""
    return await telnetlib3.create_server(
        host=host,
        port=port,
        protocol_factory=type("HubTelnetServer", (MudTelnetServer,), {"hub": hub}),
        shell=partial(_shell, hub),
        encoding="utf-8",
        encoding_errors="replace",
        force_binary=True,  # UTF-8 is assumed when the client does not negotiate
        line_mode=True,
        connect_maxwait=connect_wait,
        timeout=0,
        compression=False,  # no MCCP: a client's compressed bytes would escape the budget
    )
