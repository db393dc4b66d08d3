"""The SSH face: the SSH user name is the player, who logs in with a passphrase or a
public key (the first one offered for a new name keeps the name); `guest` plays
without either. asyncssh's line editor gives the terminal's line editing and history
(arrow keys), and sends whole lines; the game's lines are plain text. A session with a
terminal (a pty) may ask for the terminal face (`terminal on`), the telnet face's: the
line editor steps aside and prompt_toolkit's prompt takes each key.
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
from fortythieves.faces.net.limits import Full, TooLong
from fortythieves.faces.net.loop import converse
from fortythieves.faces.net.names import clean_name
from fortythieves.faces.net.problems import HostKeyDamaged
from fortythieves.faces.net.terminal import Reading, Terminal, TerminalFace
from fortythieves.lang.i18n import translator
from fortythieves.lang.languages import DEFAULT
from fortythieves.lang.nettext import MIN_PASSPHRASE, NetText

GUEST = "guest"
# asyncssh's keyboard-interactive challenge: name, instructions, language, (prompt, echo)s
KbdintChallenge = tuple[str, str, str, list[tuple[str, bool]]]
PROMPT = "> "
_READ = 1 << 16


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
    """One SSH connection's admission and login."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.address: str | None = None  # set once admitted by the gate
        self.refusal: str | None = None
        self.conn: asyncssh.SSHServerConnection | None = None
        self.key: str | None = None  # the last public key accepted, in OpenSSH form
        self.by_password = False

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername") or ("?",)
        self.peer = str(peer[0])
        full = self.hub.gate.enter(self.peer)
        if full is None:
            self.address = self.peer
        else:
            text = NetText(translator(DEFAULT))
            self.refusal = (
                text.too_many_connections() if full is Full.SERVER else text.too_many_from_address()
            )
            conn.send_auth_banner(self.refusal + "\r\n")

    def connection_lost(self, exc: Exception | None) -> None:
        if self.address is not None:
            self.hub.gate.leave(self.address)
            self.address = None

    def begin_auth(self, username: str) -> bool:
        return self.refusal is not None or username != GUEST

    def _say(self, line: str) -> None:
        """A line the SSH client shows during log-in (the only way to tell why it failed)."""
        if self.conn is not None:
            with contextlib.suppress(Exception):  # too late in the log-in: the refusal says enough
                self.conn.send_auth_banner(line + "\r\n")

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

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> KbdintChallenge | bool:
        name = self._name(username)
        if name is None:
            return False
        accounts, text = self.hub.accounts, self.text
        if accounts.exists(name):
            return "", "", "", [(text.ask_passphrase(name) + " ", False)]
        if accounts.lookalike(name):
            self._say(text.name_looks_taken_ssh(name))
            return False
        return (
            "",
            text.ask_new_passphrase_ssh(name),
            "",
            [(text.ask_passphrase(name) + " ", False), (text.ask_again() + " ", False)],
        )

    async def validate_kbdint_response(
        self, username: str, responses: Sequence[str]
    ) -> KbdintChallenge | bool:
        name = self._name(username)
        if name is None:
            return False
        accounts, text = self.hub.accounts, self.text
        if len(responses) == 1 and accounts.exists(name):
            return await self._checked(name, responses[0])
        if len(responses) != 2:
            return False
        prompts = [(text.ask_passphrase(name) + " ", False), (text.ask_again() + " ", False)]
        if responses[0] != responses[1]:
            return "", text.passphrases_differ_ssh(), "", prompts
        if len(responses[0]) < MIN_PASSPHRASE:
            return "", text.ask_new_passphrase_ssh(name), "", prompts
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
        if self.hub.accounts.exists(name):
            return await self._checked(name, password)
        self._say(self.text.new_name_needs_prompts(name))
        return False

    @property
    def text(self) -> NetText:
        return NetText(translator(DEFAULT))

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        name = clean_name(username)
        if self.refusal is not None or name is None:
            return False
        self.key = key.export_public_key().decode("ascii").strip()
        players = self.hub.players
        # asyncssh checks the signature after this says yes, so a new name is kept only
        # once the key has proved itself: in `auth_completed`.
        if players.exists(name):
            return players.has_key(name, self.key)
        return not self.hub.accounts.lookalike(name)

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
    environ = {k: v for k, v in (process.env or {}).items() if isinstance(k, str) and isinstance(v, str)}
    channel = _Channel(process, hub.limits.line_chars)
    peer = process.get_extra_info("peername") or ("?",)
    conv = Conversation(hub, environ, channel.terminal is not None, str(peer[0]))
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
