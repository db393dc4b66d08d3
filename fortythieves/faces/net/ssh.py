"""The SSH face: the SSH user name is the player, who logs in with a passphrase or a
public key (the first one offered for a new name keeps the name); `guest` plays
without either. asyncssh's line editor gives the terminal's line editing and history
(arrow keys), and sends whole lines; the game's lines are plain text. A session with a
terminal (a pty) may ask for the terminal face (`terminal on`), the telnet face's: the
line editor steps aside and prompt_toolkit's prompt takes each key.

The log-in is said in the language the client's keyboard-interactive request names (RFC
4256's language tag, which few clients fill), else in the one a known player chose,
else in the server's: the client's LANG comes only with the session, after the log-in.
When nothing chose the language, the session's first line says how to change it.

Every connection has the telnet face's byte budget, counted as the bytes come on the
wire (key exchange, padding and all): read a piece at a time at its pace (`pacing`),
and told in one line and closed when it floods (`Limits.flood_seconds`).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import asyncssh

from fortythieves.faces.net.accounts import Enrolled
from fortythieves.faces.net.conversation import Conversation, Hub
from fortythieves.faces.net.limits import Full, Intake, TooLong
from fortythieves.faces.net.loop import converse
from fortythieves.faces.net.names import clean_name
from fortythieves.faces.net.pacing import Paced
from fortythieves.faces.net.problems import HostKeyDamaged
from fortythieves.faces.net.terminal import Reading, Terminal, TerminalFace
from fortythieves.lang.i18n import asked, translator
from fortythieves.lang.nettext import MIN_PASSPHRASE, NetText

GUEST = "guest"
# asyncssh's keyboard-interactive challenge: name, instructions, language, (prompt, echo)s
KbdintChallenge = tuple[str, str, str, list[tuple[str, bool]]]
PROMPT = "> "
_READ = 1 << 16
_FAREWELL = 2.0  # seconds a flooding session's client has to show its last line before the cut


def host_key(data: Path) -> asyncssh.SSHKey:
    """The server's key, made on first start and kept readable by its owner only."""
    path = data / "server" / "ssh_host_key"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        key = asyncssh.generate_private_key("ssh-ed25519")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(key.export_private_key())
    try:
        return asyncssh.read_private_key(path)
    except (OSError, ValueError):  # asyncssh.KeyImportError is a ValueError
        raise HostKeyDamaged(path) from None


class _Server(asyncssh.SSHServer):
    """One SSH connection's admission, budget and log-in."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.peer = "?"  # the client's address, once connected
        self.address: str | None = None  # set once admitted by the gate
        self.refusal: str | None = None
        self.conn: asyncssh.SSHServerConnection | None = None
        self.key: str | None = None  # the last public key accepted, in OpenSSH form
        self.by_password = False
        self.lang = hub.lang  # the log-in's language
        self.tag: str | None = None  # the language the client's keyboard-interactive request named
        self.paced: Paced | None = None
        self.session: tuple[_Channel, Conversation] | None = None  # once the session is open

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        conn.set_extra_info(face=self)  # the session finds its connection's face by it
        self._pace(conn)
        peer = conn.get_extra_info("peername") or ("?",)
        self.peer = str(peer[0])
        full = self.hub.gate.enter(self.peer)
        if full is None:
            self.address = self.peer
        else:
            text = self.text
            self.refusal = (
                text.too_many_connections() if full is Full.SERVER else text.too_many_from_address()
            )
            conn.send_auth_banner(self.refusal + "\r\n", self.lang)

    def _pace(self, conn: asyncssh.SSHServerConnection) -> None:
        """What the socket reads goes to asyncssh through the connection's budget. asyncssh
        offers no public hold of the socket's transport; its connection is the transport's
        protocol, and the transport calls the protocol's `data_received` as it finds it."""
        transport = conn._transport
        if transport is None:
            return
        limits = self.hub.limits
        cost = Intake(limits, telnet=False).cost
        self.paced = Paced(transport, conn.data_received, cost, limits.piece, self._flooded)
        conn.data_received = self.paced.received  # type: ignore[method-assign,assignment]

    def _flooded(self) -> None:
        """The connection kept sending far more than anyone types: told so, in the
        session's language when it has one, and closed. A session's line ends the
        session, and the connection is cut a moment later: OpenSSH leaves at once on a
        disconnect, without showing what came just before it (and shows a disconnect's
        reason with its accented letters escaped, which is all a client still logging
        in gets)."""
        self.hub.log.event("SSH connection over its byte budget, closed", self.peer)
        text = self.text if self.session is None else self.session[1].text
        line = text.sending_too_fast()

        def cut() -> None:
            if self.conn is not None:
                self.conn.disconnect(asyncssh.DISC_BY_APPLICATION, line, text.t.lang)

        if self.session is None:
            cut()
            return
        channel = self.session[0]
        with contextlib.suppress(Exception):  # gone meanwhile: the cut says enough
            channel.send([line], prompt=False)
            channel.process.exit(1)  # the session did not end as the player asked
        asyncio.get_running_loop().call_later(_FAREWELL, cut)

    def connection_lost(self, exc: Exception | None) -> None:
        self.conn = None
        if self.paced is not None:
            self.paced.close()
        if self.address is not None:
            self.hub.gate.leave(self.address)
            self.address = None

    def begin_auth(self, username: str) -> bool:
        return self.refusal is not None or username != GUEST

    def _say(self, line: str) -> None:
        """A line the SSH client shows during log-in (the only way to tell why it failed)."""
        if self.conn is not None:
            with contextlib.suppress(Exception):  # too late in the log-in: the refusal says enough
                self.conn.send_auth_banner(line + "\r\n", self.lang)

    def _tagged(self, tag: str) -> None:
        """The language tag of a keyboard-interactive request ("ca", "pt-BR"): when it is
        one of ours, the log-in speaks it, and so does the session if LANG says nothing."""
        code = asked({"LANG": tag}) if tag else None
        if code is not None:
            self.tag = self.lang = code

    async def _known(self, name: str) -> bool:
        """Whether the name is a known player's, read in a worker thread (on PostgreSQL a
        round trip, which no other connection waits for); a known player's log-in goes
        on in the language they chose, unless the client named one."""

        def look() -> tuple[bool, str | None]:
            accounts = self.hub.accounts
            known = accounts.exists(name)
            return known, accounts.language(name) if known and self.tag is None else None

        known, chosen = await asyncio.to_thread(look)
        if known and self.tag is None:
            self.lang = chosen or self.hub.lang
        return known

    def _name(self, username: str) -> str | None:
        name = clean_name(username)
        if self.refusal is not None or name is None:
            return None
        if locked := self.hub.accounts.locked(name, self.peer):
            self._say(self.text.locked_out(max(1, math.ceil(locked / 60))))
            return None
        return name

    # A passphrase typed at keyboard-interactive prompts (OpenSSH's way by default): a new
    # name is said to be new, and its passphrase is typed twice.
    def kbdint_auth_supported(self) -> bool:
        return True

    async def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> KbdintChallenge | bool:
        self._tagged(lang)
        name = self._name(username)
        if name is None:
            return False
        if await self._known(name):
            return "", "", self.lang, [(self.text.ask_passphrase(name) + " ", False)]
        text = self.text
        if await asyncio.to_thread(self.hub.accounts.lookalike, name):
            self._say(text.name_looks_taken_ssh(name))
            return False
        return (
            "",
            text.ask_new_passphrase_ssh(name),
            self.lang,
            [(text.ask_passphrase(name) + " ", False), (text.ask_again() + " ", False)],
        )

    async def validate_kbdint_response(
        self, username: str, responses: Sequence[str]
    ) -> KbdintChallenge | bool:
        name = self._name(username)
        if name is None:
            return False
        accounts, text = self.hub.accounts, self.text
        if len(responses) == 1 and await self._known(name):
            return await self._checked(name, responses[0])
        if len(responses) != 2:
            return False
        prompts = [(text.ask_passphrase(name) + " ", False), (text.ask_again() + " ", False)]
        if responses[0] != responses[1]:
            return "", text.passphrases_differ_ssh(), self.lang, prompts
        if len(responses[0]) < MIN_PASSPHRASE:
            return "", text.ask_new_passphrase_ssh(name), self.lang, prompts
        enrolled = await asyncio.to_thread(accounts.enrol, name, responses[0])
        if enrolled is Enrolled.NEW:
            self.by_password = True
            return True
        self._say(
            text.name_looks_taken_ssh(name)
            if enrolled is Enrolled.LOOKALIKE
            else text.name_just_taken_ssh(name)
        )
        return False

    async def _checked(self, name: str, passphrase: str) -> bool:
        check = await self.hub.accounts.check(name, passphrase, self.peer)
        if check.locked:
            self._say(self.text.locked_out(max(1, math.ceil(check.locked / 60))))
        self.by_password = self.by_password or check.ok
        return check.ok

    # A password sent at once (a client without keyboard-interactive): a known name only,
    # since a new one's passphrase must be typed twice.
    def password_auth_supported(self) -> bool:
        return True

    async def validate_password(self, username: str, password: str) -> bool:
        name = self._name(username)
        if name is None:
            return False
        if await self._known(name):
            return await self._checked(name, password)
        self._say(self.text.new_name_needs_prompts(name))
        return False

    @property
    def text(self) -> NetText:
        return NetText(translator(self.lang))

    def public_key_auth_supported(self) -> bool:
        return True

    async def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        name = clean_name(username)
        if self.refusal is not None or name is None:
            return False
        self.key = offered = key.export_public_key().decode("ascii").strip()
        players = self.hub.players

        # asyncssh checks the signature after this says yes, so a new name is kept only
        # once the key has proved itself: in `auth_completed`.
        def look() -> bool:
            if players.exists(name):
                return players.has_key(name, offered)
            return not self.hub.accounts.lookalike(name)

        return await asyncio.to_thread(look)  # off the event loop, as the other checks

    def auth_completed(self) -> None:
        """Name the player the session plays as: a new name by key is kept here; when
        another connection kept the name meanwhile, the session plays as nobody."""
        assert self.conn is not None
        username = str(self.conn.get_extra_info("username") or GUEST)
        name = clean_name(username)
        if username == GUEST or name is None:
            return
        players = self.hub.players
        if not players.exists(name) and self.key is not None:
            self.hub.accounts.enrol(name, key=self.key)  # a claim and a small file: no scrypt
        # Checked by a password (validate_password kept or checked it) or by a key of theirs.
        rec = players.record(name)
        if rec is not None and (self.key is None or self.key in rec.keys or self.by_password):
            self.conn.set_extra_info(player=name)


class _Channel:
    """An SSH session as the loop's channel."""

    def __init__(self, process: asyncssh.SSHServerProcess[str], line_chars: int = 500) -> None:
        self.process = process
        self.line_chars = line_chars
        self.terminal = _terminal(process)
        self.reading = Reading(self._read)

    async def _read(self) -> str:
        while True:
            try:
                return await self.process.stdin.read(_READ)
            except asyncssh.TerminalSizeChanged:  # the window changed: the session goes on
                if self.reading.face is not None:
                    self.reading.face.resized()

    async def read(self) -> str | TooLong:
        return await self.reading.read()

    def send(self, lines: Sequence[str], prompt: bool) -> None:
        text = "".join(f"{line}\n" for line in lines if line)
        if self.reading.face is not None:
            self.reading.face.say(text, last=not prompt)  # the prompt is the terminal face's own
            return
        self.process.stdout.write(text + (PROMPT if prompt else ""))

    def hide_input(self, hidden: bool) -> None:
        if self.reading.face is not None:
            self.reading.face.hidden = hidden  # the prompt shows stars, and keeps no history
            return
        # Only a session with a terminal has the line editor that echoes; without one the
        # client echoes what it types itself and nothing can hide it.
        set_echo = getattr(self.process.channel, "set_echo", None)
        if set_echo is not None and self.process.term_type:
            set_echo(not hidden)

    def use_charset(self, charset: str) -> None:
        """SSH sessions are UTF-8 here: a latin1 client is served with the accents left out."""

    def use_terminal(self, on: bool) -> None:
        set_line_mode = getattr(self.process.channel, "set_line_mode", None)
        if self.terminal is None or set_line_mode is None or on == (self.reading.face is not None):
            return
        if on:
            set_line_mode(False)  # every key to the prompt, nothing echoed by the line editor
            self.reading.face = TerminalFace(self.terminal, self._write_raw, self._size, self.line_chars)
        else:
            self.reading.plain()
            set_line_mode(True)

    def _write_raw(self, text: str) -> None:
        # Past the line editor, which would count the prompt's escape sequences as columns
        # and add its own wrapping marks (prompt_toolkit's SSH server reaches it the same way).
        channel = getattr(self.process.channel, "_orig_chan", self.process.channel)
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")  # a terminal's line end: no staircase
        with contextlib.suppress(OSError, asyncssh.DisconnectError):  # gone: the next read finds out
            channel.write(text)

    def _size(self) -> tuple[int, int]:
        columns, rows, _, _ = self.process.get_terminal_size()
        return columns, rows

    def close(self) -> None:
        self.reading.close()


def _terminal(process: asyncssh.SSHServerProcess[str]) -> Terminal | None:
    """The terminal of a session that asked for a pty, with its window; None without one."""
    kind = process.term_type
    if not kind or kind.lower() == "dumb":
        return None
    columns, rows, _, _ = process.get_terminal_size()
    return Terminal(kind.lower(), columns or 80, rows or 24)


async def _session(hub: Hub, process: asyncssh.SSHServerProcess[str]) -> None:
    username = str(process.get_extra_info("username") or GUEST)
    player = process.get_extra_info("player")
    face = process.get_extra_info("face")
    environ = {k: v for k, v in (process.env or {}).items() if isinstance(k, str) and isinstance(v, str)}
    if isinstance(face, _Server) and face.tag is not None and asked(environ) is None:
        environ["LANG"] = face.tag  # the language the log-in was asked in
    channel = _Channel(process, hub.limits.line_chars)
    peer = process.get_extra_info("peername") or ("?",)
    conv = Conversation(hub, environ, channel.terminal is not None, str(peer[0]), hint=True)
    if isinstance(face, _Server):
        face.session = (channel, conv)
    try:
        if username != GUEST and player is None:
            return  # logged in as a name another connection has just kept: nothing to play
        opening = conv.open() if player is None else await conv.open_as(str(player))
        await converse(hub, conv, channel, opening)
    except (asyncssh.BreakReceived, asyncssh.SignalReceived, ConnectionError):
        pass
    finally:
        channel.close()
        conv.close()
        process.exit(0)


async def start_ssh(hub: Hub, host: str, port: int) -> asyncssh.SSHAcceptor:
    return await asyncssh.create_server(
        partial(_Server, hub),
        host,
        port,
        server_host_keys=[host_key(hub.data)],
        process_factory=partial(_session, hub),
        encoding="utf-8",
        line_editor=True,
        line_history=200,
        max_line_length=hub.limits.line_chars + 1,  # longer lines end here and are refused
        login_timeout=60,
        keepalive_interval=60,
    )
