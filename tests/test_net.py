"""The telnet face with real clients: Debian's `telnet` in a pty and a byte-exact telnet
client (tools/telnet_client.py); the SSH face's tests are in test_net_ssh.py. Servers
listen on 127.0.0.1, on ports the system picks; every wait is bounded."""

from __future__ import annotations

import asyncio
import re
import shutil
import stat
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pexpect
import pytest

from fortythieves.faces.net.conversation import Hub
from fortythieves.faces.net.limits import Limits
from fortythieves.faces.net.serve import Address, Running, start

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from telnet_client import ECHO, EOR, SGA, WILL, WONT, RawTelnet

CODE = re.compile(r"F T 1, [A-Z], (?:[0-9A-Z] ){6}[0-9A-Z]")  # a code as replies say it


@dataclass
class Server:
    hub: Hub
    running: Running
    loop: asyncio.AbstractEventLoop

    @property
    def telnet(self) -> int:
        assert self.running.telnet_port is not None
        return self.running.telnet_port

    @property
    def ssh(self) -> int:
        assert self.running.ssh_port is not None
        return self.running.ssh_port


def _serve(data: Path, limits: Limits) -> Iterator[Server]:
    """Both faces in a thread of their own, stopped when the test ends."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    hub = Hub(data, limits)
    address = Address("127.0.0.1", 0)
    running = asyncio.run_coroutine_threadsafe(start(hub, address, address), loop).result(30)
    try:
        yield Server(hub, running, loop)
    finally:
        asyncio.run_coroutine_threadsafe(running.close(), loop).result(30)
        # every connection's task ended here, its session closed while the hub's save
        # writers still run: a task left pending would be closed by the garbage collector
        # later, in whatever thread, waiting for writers long gone
        asyncio.run_coroutine_threadsafe(_end_connections(), loop).result(30)
        hub.close()
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)


async def _end_connections() -> None:
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from _serve(tmp_path, Limits(per_address=50))


def run(coro: object) -> object:
    return asyncio.run(asyncio.wait_for(coro, 60))  # type: ignore[arg-type]


# ----- Debian telnet ------------------------------------------------------------------------
def _telnet(port: int) -> pexpect.spawn:
    program = shutil.which("telnet")
    assert program, "the Debian telnet program is missing: bash tools/setup.sh --dev installs it"
    env = {"PATH": "/usr/bin:/bin", "TERM": "dumb", "HOME": "/nonexistent"}
    child = pexpect.spawn(program, ["127.0.0.1", str(port)], encoding="utf-8", timeout=15, env=env)
    child.expect("Welcome")
    child.expect("> ")
    return child


def test_debian_telnet_echoes_each_typed_line_with_cr_lf(server: Server) -> None:
    """No WILL BINARY: in binary mode this client echoes Enter as a bare line feed."""
    c = _telnet(server.telnet)
    c.send("língua\r")  # typed, then Enter: the client echoes the line itself
    c.expect("> ")
    assert c.before.startswith("língua\r\n") and "língua" in c.before[8:]  # arrived whole, in UTF-8
    c.send("quit\r")
    c.expect(pexpect.EOF)


def test_debian_telnet_named_player_plays_quits_and_resumes(server: Server) -> None:
    c = _telnet(server.telnet)
    c.sendline("play as Anna_M")
    c.expect("new player name")
    c.sendline("sesame-12")
    c.expect("same passphrase again")
    c.sendline("sesame-12")
    c.expect(r"You are playing as Anna_M.*New game of Forty Thieves\.")
    c.expect("> ")
    c.sendline("code")  # the deal's code is said when asked for, never read out at the deal
    c.expect(r"Forty Thieves, deal (F T 1, N, (?:\w ){6}\w)\.")
    code = c.match.group(1)
    c.expect("> ")
    c.sendline("draw")
    c.expect("> ")
    c.sendline("quit")
    c.expect("Goodbye. Your game is saved.")
    c.expect(pexpect.EOF)
    assert "\x1b" not in (c.before or "")

    c = _telnet(server.telnet)
    c.sendline("play as anna_m")  # the same player, whatever the case
    c.expect("Passphrase for anna_m:")
    c.sendline("wrong one")
    c.expect("not the passphrase for this name")
    c.expect("> ")
    c.sendline("play as anna_m")
    c.expect("Passphrase")
    c.sendline("sesame-12")
    c.expect("Resuming your game of Forty Thieves: 1 move")  # no code read out at a resume
    c.expect("> ")
    c.sendline("code")
    c.expect(rf"Forty Thieves, deal {re.escape(code)}\.")
    c.expect("> ")
    c.sendline("quit")
    c.expect(pexpect.EOF)


def test_the_store_keeps_no_passphrase_and_no_typed_path(server: Server) -> None:
    async def go() -> None:
        c = await RawTelnet.connect(server.telnet)
        await c.reply()
        for line in ("play as ../../etc", "play as zoe", "hunter22", "hunter22", "quit"):
            c.send(line)
            if line != "quit":
                await c.reply()
        c.close()

    run(go())
    store = server.hub.players.store
    account = store.account(server.hub.players.player("zoe"))
    assert account is not None and account.name == "zoe" and len(account.credentials["scrypt"]) == 64
    (database,) = server.hub.data.glob("*.db")
    assert (
        b"hunter22" not in database.read_bytes()
        and b"hunter22" not in database.with_name(database.name + "-wal").read_bytes()
    )
    assert stat.S_IMODE(database.stat().st_mode) == 0o600
    assert stat.S_IMODE(server.hub.data.stat().st_mode) == 0o700
    assert not (server.hub.data / "etc").exists() and not (server.hub.data / "players").exists()


# ----- the bytes of the MUD mode --------------------------------------------------------------
def test_prompt_marked_by_eor_or_ga_and_no_escape_sequence(server: Server) -> None:
    async def go() -> tuple[RawTelnet, RawTelnet]:
        eor = await RawTelnet.connect(server.telnet, accept=frozenset({EOR}), ttype="Mudlet")
        ga = await RawTelnet.connect(server.telnet, accept=frozenset())
        for c in (eor, ga):
            await c.reply()
            for line in ("board", "moves", "help", "draw", "undo", "xyzzy", "quit"):
                c.send(line)
                if line != "quit":
                    assert await c.reply()
            await c.rest()
        return eor, ga

    eor, ga = run(go())  # type: ignore[misc]
    assert eor.markers == ["EOR"] * 7 and ga.markers == ["GA"] * 7
    for c in (eor, ga):
        assert b"\x1b" not in c.data and b"\r\r" not in c.data
        assert all(line.endswith(b"\r") or not line for line in bytes(c.data).split(b"\n")[:-1])


def test_language_from_new_environ_and_the_language_command(server: Server) -> None:
    async def go() -> list[str]:
        c = await RawTelnet.connect(server.telnet, lang="hr_HR.UTF-8", ttype="TINTIN++")
        said = [await c.reply()]
        c.send("language catalan")
        said.append(await c.reply())
        c.send("x" * 600)
        said.append(await c.reply())
        c.close()
        return said

    welcome, switched, refused = run(go())  # type: ignore[misc]
    assert welcome.startswith("Pozdrav!") and "Četrdeset lopova" in welcome
    assert "català" in switched
    assert refused == "Aquesta línia tenia més de 500 caràcters i no s’ha tingut en compte."


def test_charset_negotiated_or_chosen_by_command(server: Server) -> None:
    async def go() -> tuple[bytes, bytes]:
        negotiated = await RawTelnet.connect(
            server.telnet, lang="it_IT", charset="ISO-8859-1", ttype="MUSHCLIENT"
        )
        await negotiated.reply(encoding="latin-1")
        negotiated.send("quit")
        latin = await negotiated.rest()
        chosen = await RawTelnet.connect(server.telnet, lang="it_IT", ttype="XTERM")
        await chosen.reply()
        chosen.send("charset latin1")
        await chosen.reply(encoding="latin-1")
        chosen.send("quit")
        return latin, await chosen.rest()

    for raw in run(go()):  # type: ignore[attr-defined]
        assert "Arrivederci. La partita di un ospite non viene salvata.".encode("latin-1") in raw


def test_a_long_line_is_refused_and_the_connection_lives(server: Server) -> None:
    async def go() -> tuple[str, str]:
        c = await RawTelnet.connect(server.telnet)
        await c.reply()
        c.send("draw " * 6_000)  # 30 kB: within a connection's burst (a longer one is read at its pace)
        refused = await c.reply(timeout=30)
        c.send("score")
        return refused, await c.reply()

    refused, score = run(go())  # type: ignore[misc]
    assert refused == "That line was longer than 500 characters and was ignored."
    assert score == "Score 0 after 0 moves."


def test_idle_connection_warned_then_closed(tmp_path: Path) -> None:
    async def go(port: int) -> tuple[str, bytes]:
        c = await RawTelnet.connect(port)
        await c.reply()
        warning = await c.reply(timeout=10)
        return warning, await c.rest(timeout=10)

    for srv in _serve(tmp_path, Limits(idle_seconds=1.0, warning_seconds=0.5)):
        warning, last = run(go(srv.telnet))  # type: ignore[misc]
    assert warning.startswith("Nobody has typed here for a while")
    assert last == b"This connection was idle too long and is now closed.\r\n"


def test_connections_per_address_are_limited(tmp_path: Path) -> None:
    async def go(port: int) -> bytes:
        first = [await RawTelnet.connect(port) for _ in range(2)]
        for c in first:
            await c.reply()
        third = await RawTelnet.connect(port)
        return await third.rest()

    for srv in _serve(tmp_path, Limits(per_address=2)):
        assert (
            run(go(srv.telnet))
            == b"There are too many connections from your address; close one and try again.\r\n"
        )


# ----- the terminal face over telnet ----------------------------------------------------------
UP = "\x1b[A"  # the up arrow, as a terminal sends it


def test_debian_telnet_terminal_face_edits_recalls_and_goes_back(server: Server) -> None:
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm", "HOME": "/nonexistent"}
    c = pexpect.spawn(
        shutil.which("telnet") or "telnet",
        ["127.0.0.1", str(server.telnet)],
        encoding="utf-8",
        timeout=15,
        env=env,
        dimensions=(24, 80),
    )
    c.expect(r"You are connected from a terminal: type terminal on")
    c.expect("> ")
    c.sendline("terminal on")
    c.expect("Terminal mode is on")
    c.send("draw")
    c.expect("draw")  # echoed by the server's prompt (drawn with escape sequences), not by the client
    assert "\x1b[" in (c.before or "")
    c.send("\r")
    c.expect(r"Drew the \w+ of \w+")
    c.send(UP)
    c.expect("draw")  # the command brought back by the up arrow
    c.send("\r")
    c.expect(r"Drew the \w+ of \w+")
    c.send("scroe")
    c.send("\x1b[D\x1b[D\x7f\x1b[C")  # left twice, delete the r, right: "scoe"
    c.send("r\r")  # "score", edited in place
    c.expect("Score 0 after 2 moves.")
    c.send("terminal off\r")
    c.expect("Terminal mode is off: the game sends plain lines.")
    c.expect("> ")
    c.sendline("code")
    c.expect(r"deal (F T 1, N, [^.]+)\.")
    c.expect("> ")
    assert "\x1b" not in (c.before or "")
    c.sendline("quit")
    c.expect(pexpect.EOF)
    assert "\x1b" not in (c.before or "")


def test_terminal_face_byte_by_byte_and_back_to_marked_plain_lines(server: Server) -> None:
    async def go() -> tuple[RawTelnet, str, str, str, bytes, bytes]:
        c = await RawTelnet.connect(
            server.telnet, accept=frozenset({EOR, SGA}), ttype="XTERM-256COLOR", naws=(100, 30)
        )
        welcome = await c.reply()
        c.send("terminal on")
        await c.until("Terminal mode is on")
        c.keys("x" * 600 + "\r")
        refused = await c.until("was ignored.")
        c.keys("draw " * 5_000 + "\r")  # 25 kB in one line, within the burst
        flood = await c.until("was ignored.", timeout=30)
        c.keys("score\r\n")
        score = await c.until("moves.")
        c.keys("terminal off\r")
        await c.until("plain lines.")
        at = len(c.data)
        c.send("score")
        plain = await c.until("Score 0 after 0 moves.")
        c.send("quit")
        await c.rest()
        return c, welcome, refused, flood + score, bytes(c.data[at:]), plain.encode()

    c, welcome, refused, flood_score, after_off, plain = run(go())  # type: ignore[misc]
    assert "You are connected from a terminal: type terminal on" in welcome
    assert (WILL, ECHO) in c.commands and (WILL, SGA) in c.commands
    on = c.commands.index((WILL, SGA))
    assert (WONT, SGA) in c.commands[on:] and (WONT, ECHO) in c.commands[on:]
    assert refused.endswith("That line was longer than 500 characters and was ignored.")
    assert "Score 0 after 0 moves." in flood_score
    assert b"\x1b" not in after_off and b"Score 0 after 0 moves." in plain
    # the welcome's prompt, none in the terminal face, then those after terminal off and score
    assert c.markers == ["EOR"] * 3


def test_terminal_face_follows_the_window_size_naws_gives(server: Server) -> None:
    async def go() -> tuple[str, str]:
        c = await RawTelnet.connect(
            server.telnet, accept=frozenset({EOR, SGA}), ttype="XTERM", naws=(100, 30)
        )
        await c.reply()
        c.send("terminal on")
        await c.until("Terminal mode is on")
        c.keys("x" * 150)
        wide = await c.until("\r\x1b[99Cx")  # an x written in the last cell of a row of 100 columns
        c.keys("\x15")  # Ctrl+U: the line is empty again
        c._raw(bytes([255, 250, 31, 0, 40, 0, 30, 255, 240]))  # IAC SB NAWS 40x30 IAC SE
        c.keys("y" * 60)
        narrow = await c.until("\r\x1b[39Cy")  # a y in the last cell of a row of 40 columns
        c.close()
        return wide, narrow

    wide, narrow = run(go())  # type: ignore[misc]
    assert "\r\x1b[39C" not in wide and "\r\x1b[99C" not in narrow


def test_mud_client_gets_no_terminal_face_and_no_escape_sequence(server: Server) -> None:
    async def go() -> tuple[RawTelnet, list[str]]:
        c = await RawTelnet.connect(server.telnet, ttype="MUDLET", naws=(120, 40))
        said = [await c.reply()]
        for line in ("terminal on", "terminal", "help settings", "score", "quit"):
            c.send(line)
            if line != "quit":
                said.append(await c.reply())
        await c.rest()
        return c, said

    c, said = run(go())  # type: ignore[misc]
    welcome, on, alone, help_settings, score = said
    assert "terminal" not in welcome
    refusal = "Terminal mode is only for telnet or SSH connections from a program that says it is a terminal"
    assert on.startswith(refusal) and alone == on
    assert "terminal on turns on line editing" in help_settings
    assert score == "Score 0 after 0 moves."
    assert b"\x1b" not in c.data
    assert (WILL, SGA) not in c.commands and (WILL, ECHO) not in c.commands


def test_terminal_face_passphrase_kept_out_of_history(server: Server) -> None:
    async def go() -> tuple[str, str]:
        c = await RawTelnet.connect(server.telnet, accept=frozenset({EOR, SGA}), ttype="VT100", naws=(80, 24))
        await c.reply()
        c.send("terminal on")
        await c.until("Terminal mode is on")
        c.keys("play as zoe\r")
        await c.until("Choose a passphrase")
        c.keys("hunter22")
        hidden = await c.until("********")  # shown as stars while it is typed
        c.keys("\r")
        hidden += await c.until("Type the same passphrase again:")
        c.keys("hunter22\r")
        await c.until("You are playing as zoe")
        c.keys(UP + "\r")  # the last command is play as zoe, never the passphrase
        recalled = await c.until("Passphrase for zoe:")
        c.close()
        return hidden, recalled

    hidden, recalled = run(go())  # type: ignore[misc]
    assert "hunter22" not in hidden + recalled and "********" in hidden
    assert "play as zoe" in recalled


def test_terminal_face_idle_warning_above_the_prompt_then_close(tmp_path: Path) -> None:
    async def go(port: int) -> tuple[str, bytes]:
        c = await RawTelnet.connect(port, accept=frozenset({EOR, SGA}), ttype="XTERM", naws=(80, 24))
        await c.reply()
        c.send("terminal on")
        await c.until("Terminal mode is on")
        warning = await c.until("unless you type something.", timeout=10)
        return warning, await c.rest(timeout=10)

    for srv in _serve(tmp_path, Limits(idle_seconds=1.0, warning_seconds=0.5)):
        warning, last = run(go(srv.telnet))  # type: ignore[misc]
    assert "Nobody has typed here for a while" in warning
    assert last.endswith(b"This connection was idle too long and is now closed.\r\n")


@pytest.mark.parametrize("lang", ["ca", "nl", "pt", "it", "hr"])
def test_terminal_face_in_the_players_language(server: Server, lang: str) -> None:
    from fortythieves.lang.i18n import translator
    from fortythieves.lang.lexicon import word
    from fortythieves.lang.nettext import NetText
    from fortythieves.lang.phrasing import Phraser
    from fortythieves.lang.replies import Replies

    r, text = Replies(Phraser(translator(lang))), NetText(translator(lang))

    async def go() -> tuple[str, str, str]:
        c = await RawTelnet.connect(
            server.telnet, accept=frozenset({EOR, SGA}), lang=lang, ttype="XTERM", naws=(80, 24)
        )
        welcome = await c.reply()
        c.send(f"{word(lang, 'terminal')} {word(lang, 'on')}")
        on = await c.until(r.terminal_is(True))
        c.keys(f"{word(lang, 'terminal')} {word(lang, 'off')}\r")
        off = await c.until(r.terminal_is(False))
        c.close()
        return welcome, on, off

    welcome, on, off = run(go())  # type: ignore[misc]
    assert text.terminal_offer() in welcome
    assert r.terminal_is(True) in on and r.terminal_is(False) in off


# A deal the search wins only in its third slice, after about 3 s of one core in all (slices of
# 0.5 and 1 s find nothing, the 2 s one wins at about 1.7 s): "can I win?" right after it is
# dealt is still looking, and the answer comes by itself later, with a wide margin on a loaded machine.
SLOW_WIN = "FT1-N-4YYPQ3Q"


def test_debian_telnet_hears_the_answer_to_can_i_win_by_itself(server: Server) -> None:
    c = _telnet(server.telnet)
    c.sendline(f"new game {SLOW_WIN}")
    c.expect("> ")
    c.sendline("can I win?")
    c.expect("Not known yet: the search is still looking.")
    c.expect("> ")
    # Nothing typed: the verdict is a line of its own, then the prompt again.
    c.expect("The answer to “can I win\\?”: yes, a winning line of \\d+ moves was found.", timeout=180)
    c.expect("> ")
    c.sendline("hint")
    c.expect("Hint: .* It is the first move of a winning line")
    c.sendline("quit")
    c.expect(pexpect.EOF)
