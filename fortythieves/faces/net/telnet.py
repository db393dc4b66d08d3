"""The telnet face, made for MUD clients: line mode, plain lines, a short prompt ended by
IAC EOR (when the client agrees to it) or IAC GA, so a client knows where a reply ends.

telnetlib3 speaks the protocol: it keeps the client in line mode (`line_mode=True`: no
WILL ECHO, no WILL SGA), asks for the terminal type (cycling through a MUD client's
MTTS names), the window size, the environment (LANG) and the character set (RFC 2066).
prompt_toolkit's telnet server would put every client in character mode with a
full-screen renderer's escape sequences, which a MUD client shows as noise.
"""

from __future__ import annotations

import asyncio
import codecs
import unicodedata
from collections.abc import Sequence
from functools import partial
from typing import Any

import telnetlib3
from telnetlib3.stream_reader import TelnetReader, TelnetReaderUnicode
from telnetlib3.stream_writer import TelnetWriter, TelnetWriterUnicode
from telnetlib3.telopt import CMD_EOR, ECHO, EOR, GA, IAC, SGA, WILL, WONT

from fortythieves.faces.net.conversation import Conversation, Hub
from fortythieves.faces.net.limits import Full
from fortythieves.faces.net.loop import converse
from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.nettext import NetText

PROMPT = "> "
_READ = 1 << 30  # always the whole buffer: telnetlib3 cuts a shorter read one byte at a time
_ENV = ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")


class MudTelnetServer(telnetlib3.TelnetServer):
    """telnetlib3's server, with the character set chosen per connection (negotiated, or
    by the `charset` command) and an offer of end-of-record prompts."""

    charset = "utf-8"

    def encoding(self, outgoing: bool | None = None, incoming: bool | None = None) -> str:
        return self.charset

    def begin_advanced_negotiation(self) -> None:
        super().begin_advanced_negotiation()
        assert self.writer is not None
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

    def on_timeout(self) -> None:
        """The face closes idle connections itself, with a warning first."""


def fit(text: str, charset: str) -> str:
    """Text the client's character set can show: accents dropped where it has no letter.

    >>> fit("Čuvaj đaka, café", "latin-1")
    'Cuvaj đaka, café'
    """
    if charset == "utf-8":
        return text
    out = []
    for ch in text:
        try:
            ch.encode(charset)
            out.append(ch)
        except UnicodeEncodeError:
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            out.append(base if base and base.isascii() else "?")
    return "".join(out)


class Connection:
    """One telnet client, as the loop's channel."""

    def __init__(self, reader: TelnetReaderUnicode, writer: TelnetWriterUnicode) -> None:
        self.reader, self.writer = reader, writer
        self.protocol: MudTelnetServer = writer.protocol

    async def read(self) -> str:
        return await self.reader.read(_READ)

    def send(self, lines: Sequence[str], prompt: bool) -> None:
        text = "".join(f"{line}\n" for line in lines if line)
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
        # A server that WILL ECHO and does not echo: MUD clients and telnet hide the passphrase.
        self.writer.iac(WILL if hidden else WONT, ECHO)
        if not hidden:
            self.writer.write("\r\n")  # the client did not show the end of the hidden line

    def use_charset(self, charset: str) -> None:
        self.protocol.charset = charset


async def _shell(
    hub: Hub, reader: TelnetReader | TelnetReaderUnicode, writer: TelnetWriter | TelnetWriterUnicode
) -> None:
    assert isinstance(reader, TelnetReaderUnicode) and isinstance(writer, TelnetWriterUnicode)
    peer: Any = writer.get_extra_info("peername") or ("?",)
    address = str(peer[0])
    full = hub.gate.enter(address)
    if full is not None:
        lang = negotiate(None, None, _environ(writer))[0]
        text = NetText(translator(lang))
        line = text.too_many_connections() if full is Full.SERVER else text.too_many_from_address()
        writer.write(line + "\r\n")
        writer.close()
        return
    conv: Conversation | None = None
    try:
        channel = Connection(reader, writer)
        conv = Conversation(hub, _environ(writer))
        await converse(hub, conv, channel, conv.open())
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        hub.gate.leave(address)
        if conv is not None:
            conv.close()
        writer.close()


def _environ(writer: TelnetWriterUnicode) -> dict[str, str]:
    """The language variables the client sent (NEW-ENVIRON)."""
    return {k: str(v) for k in _ENV if (v := writer.get_extra_info(k))}


async def start_telnet(hub: Hub, host: str, port: int, connect_wait: float = 2.0) -> telnetlib3.Server:
    """A telnet server on `host:port`, answering with `hub`'s players and limits."""
    return await telnetlib3.create_server(
        host=host,
        port=port,
        protocol_factory=MudTelnetServer,
        shell=partial(_shell, hub),
        encoding="utf-8",
        encoding_errors="replace",
        force_binary=True,  # UTF-8 is assumed when the client does not negotiate
        line_mode=True,
        connect_maxwait=connect_wait,
        timeout=0,
    )
