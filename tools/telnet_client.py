"""A small telnet client that keeps every byte: for the network tests and the benchmark.

It answers the server's negotiation the way a MUD client does (yes to the options in
`accept`, no to the rest), can send a language (NEW-ENVIRON), a terminal type (TTYPE)
and a window size (NAWS) and accept a character set (CHARSET), and reads a reply up to
the prompt's end marker (IAC GA or IAC EOR), or, in the terminal face, up to a text.
"""

from __future__ import annotations

import asyncio

IAC, DONT, DO, WONT, WILL, SB, GA, SE, EOR_CMD = 255, 254, 253, 252, 251, 250, 249, 240, 239
ECHO, SGA, TTYPE, EOR, NAWS, NEW_ENVIRON, CHARSET = 1, 3, 24, 25, 31, 39, 42
MARKERS = {GA: "GA", EOR_CMD: "EOR"}


class RawTelnet:
    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        accept: frozenset[int] = frozenset({EOR}),
        lang: str | None = None,
        charset: str | None = None,
        ttype: str | None = None,
        naws: tuple[int, int] | None = None,  # columns, rows
    ) -> None:
        self.reader, self.writer = reader, writer
        self.accept = accept | ({NEW_ENVIRON} if lang else set()) | ({CHARSET} if charset else set())
        self.accept |= ({TTYPE} if ttype else set()) | ({NAWS} if naws else set())
        self.lang, self.charset, self.ttype, self.naws = lang, charset, ttype, naws
        self.data = bytearray()  # every byte that is not telnet protocol
        self.markers: list[str] = []  # GA or EOR, in the order they came
        self.commands: list[tuple[int, int]] = []  # (WILL/WONT/DO/DONT, option) received
        self._buf = bytearray()
        self._mark = 0  # where the next reply starts in `data`

    @classmethod
    async def connect(
        cls, port: int, host: str = "127.0.0.1", local: str | None = None, **kw: object
    ) -> RawTelnet:
        """A connection to `host:port`, from the address `local` when given (any of
        127.0.0.0/8 on the loopback: many clients, many addresses)."""
        where = (local, 0) if local else None
        reader, writer = await asyncio.open_connection(host, port, limit=1 << 22, local_addr=where)
        return cls(reader, writer, **kw)  # type: ignore[arg-type]

    def send(self, line: str, encoding: str = "utf-8") -> None:
        self.writer.write(line.encode(encoding) + b"\r\n")

    async def reply(self, timeout: float = 10, encoding: str = "utf-8") -> str:
        """The text up to the next prompt marker (the prompt itself left out)."""
        count = len(self.markers)
        async with asyncio.timeout(timeout):
            while len(self.markers) == count:
                chunk = await self.reader.read(65536)
                if not chunk:
                    raise EOFError(bytes(self.data[self._mark :]).decode(encoding, "replace"))
                self._feed(chunk)
        text = bytes(self.data[self._mark : self._end]).decode(encoding, "replace")
        self._mark = len(self.data)
        return text.removesuffix("> ").strip()

    async def until(self, text: str, timeout: float = 10) -> str:
        """Everything up to and including `text` (the terminal face marks no reply's end)."""
        wanted = text.encode("utf-8")
        async with asyncio.timeout(timeout):
            while (at := self.data.find(wanted, self._mark)) < 0:
                chunk = await self.reader.read(65536)
                if not chunk:
                    raise EOFError(bytes(self.data[self._mark :]).decode("utf-8", "replace"))
                self._feed(chunk)
        out = bytes(self.data[self._mark : at + len(wanted)]).decode("utf-8", "replace")
        self._mark = at + len(wanted)
        return out

    def keys(self, text: str) -> None:
        """Keys as a terminal sends them in character mode, with no line end added."""
        self.writer.write(text.encode("utf-8"))

    async def rest(self, timeout: float = 10) -> bytes:
        """Everything until the server closes the connection. A server that closes while
        bytes it never read are still on its side resets the connection instead of ending
        it; that too is the end of what it sent."""
        async with asyncio.timeout(timeout):
            try:
                while chunk := await self.reader.read(65536):
                    self._feed(chunk)
            except ConnectionResetError:
                pass
        out = bytes(self.data[self._mark :])
        self._mark = len(self.data)
        return out

    def close(self) -> None:
        self.writer.close()

    # ----- the protocol -------------------------------------------------------------------
    def _feed(self, chunk: bytes) -> None:
        self._buf += chunk
        buf, i = self._buf, 0
        while i < len(buf):
            b = buf[i]
            if b != IAC:
                self.data.append(b)
                i += 1
                continue
            if i + 1 >= len(buf):
                break
            cmd = buf[i + 1]
            if cmd == IAC:
                self.data.append(IAC)
                i += 2
            elif cmd in (DO, DONT, WILL, WONT):
                if i + 2 >= len(buf):
                    break
                self._negotiate(cmd, buf[i + 2])
                i += 3
            elif cmd == SB:
                end = buf.find(bytes([IAC, SE]), i + 2)
                if end < 0:
                    break
                self._sub(bytes(buf[i + 2 : end]))
                i = end + 2
            else:
                if cmd in MARKERS:
                    self._end = len(self.data)
                    self.markers.append(MARKERS[cmd])
                i += 2
        del buf[:i]

    def _negotiate(self, cmd: int, opt: int) -> None:
        self.commands.append((cmd, opt))
        if cmd == DO:
            self._iac(WILL if opt in self.accept else WONT, opt)
            if opt == NAWS and self.naws:
                columns, rows = self.naws
                self._raw(bytes([IAC, SB, NAWS, columns >> 8, columns & 255, rows >> 8, rows & 255, IAC, SE]))
        elif cmd == WILL:
            if opt == ECHO:
                self._iac(DO, opt)  # the server hides what is typed (a passphrase)
            else:
                self._iac(DO if opt in self.accept else DONT, opt)
        elif cmd == WONT and opt == ECHO:
            self._iac(DONT, opt)

    def _sub(self, body: bytes) -> None:
        opt = body[0]
        if opt == TTYPE and self.ttype:
            self._raw(bytes([IAC, SB, TTYPE, 0]) + self.ttype.encode() + bytes([IAC, SE]))
        elif opt == NEW_ENVIRON and self.lang:
            self._raw(
                bytes([IAC, SB, NEW_ENVIRON, 0, 0])
                + b"LANG"
                + bytes([1])
                + self.lang.encode()
                + bytes([IAC, SE])
            )
        elif opt == CHARSET and body[1:2] == b"\x01" and self.charset:
            self._raw(bytes([IAC, SB, CHARSET, 2]) + self.charset.encode() + bytes([IAC, SE]))

    def _iac(self, cmd: int, opt: int) -> None:
        self._raw(bytes([IAC, cmd, opt]))

    def _raw(self, data: bytes) -> None:
        self.writer.write(data)

    _end = 0
