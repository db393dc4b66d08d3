"""The SSH face with asyncssh's client: passphrases typed at keyboard-interactive
prompts or sent at once, public keys, guests, the line editor and the terminal face;
the log-in's language (the client's tag, the player's own, the server's) and the first
line that says how to change it; the byte budget of a flooding connection while another
plays. Servers listen on 127.0.0.1, on ports the system picks; every wait is bounded."""

from __future__ import annotations

import asyncio
import contextlib
import re
import stat
from collections.abc import Iterator
from pathlib import Path

import asyncssh
import pytest
from test_net import CODE, UP, Server, _serve, run

from fortythieves.faces.net.conversation import Hub
from fortythieves.faces.net.limits import Limits
from fortythieves.faces.net.ssh import _Server

HINT = "To play in another language, type language followed by català, Nederlands, português, italiano or hrvatski."


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from _serve(tmp_path, Limits(per_address=50))


async def _ssh_session(
    port: int, user: str, lines: list[str], env: dict[str, str] | None = None, **auth: object
) -> str:
    async with asyncssh.connect(
        "127.0.0.1",
        port,
        username=user,
        known_hosts=None,
        agent_path=None,
        **auth,  # type: ignore[arg-type]
    ) as conn:
        result = await conn.run(input="".join(f"{line}\n" for line in lines), timeout=30, env=env or {})
        return str(result.stdout)


class Typist(asyncssh.SSHClient):
    """An SSH client that answers keyboard-interactive prompts as a person would: every
    passphrase prompt with `answers`' next one; it notes what the server said."""

    def __init__(self, answers: list[str]) -> None:
        self.answers, self.heard = list(answers), []  # type: list[str], list[str]

    def auth_banner_received(self, msg: str, lang: str) -> None:
        self.heard.append(msg)

    def kbdint_auth_requested(self) -> str:
        return ""

    def kbdint_challenge_received(
        self, name: str, instructions: str, lang: str, prompts: list[tuple[str, bool]]
    ) -> list[str] | None:
        self.heard.append(instructions + " | " + " | ".join(p for p, _ in prompts))
        if len(self.answers) < len(prompts):
            return None
        said, self.answers = self.answers[: len(prompts)], self.answers[len(prompts) :]
        return said


async def _ssh_typed(port: int, user: str, answers: list[str], lines: list[str]) -> tuple[str, list[str]]:
    typist = Typist(answers)
    out = await _ssh_session(
        port,
        user,
        lines,
        client_keys=None,
        password=None,
        preferred_auth="keyboard-interactive",
        client_factory=lambda: typist,
    )
    return out, typist.heard


def test_ssh_new_name_is_said_new_and_its_passphrase_typed_twice(server: Server) -> None:
    async def go() -> tuple[list[str], str, list[str], bool]:
        # a typo in the second passphrase: asked again, then kept
        _, heard = await _ssh_typed(
            server.ssh, "dora", ["sesame-1", "sesame-2", "sesame-9", "sesame-9"], ["quit"]
        )
        again, heard_again = await _ssh_typed(server.ssh, "dora", ["sesame-9"], ["quit"])
        try:
            await _ssh_session(server.ssh, "dora", ["quit"], password="sesame-1", client_keys=None)
            return heard, again, heard_again, False
        except asyncssh.PermissionDenied:
            return heard, again, heard_again, True

    heard, again, heard_again, denied = run(go())  # type: ignore[misc]
    assert heard[0].startswith("dora is a new player name. Choose a passphrase of at least 6 characters")
    assert heard[0].endswith(" | Passphrase for dora:  | Type the same passphrase again: ")
    assert heard[1].startswith("The two passphrases differ; type them again.")
    assert heard_again == [" | Passphrase for dora: "]
    assert "You are playing as dora" in again and denied


def test_ssh_password_player_plays_quits_and_resumes(server: Server) -> None:
    async def go() -> tuple[str, str, bool]:
        # a new name's passphrase typed twice at the prompts, then a password sent at once
        # the deal's code is said when asked for, never read out at the deal
        first, _ = await _ssh_typed(server.ssh, "bea", ["s3cret-bea", "s3cret-bea"], ["draw", "code", "quit"])
        again = await _ssh_session(
            server.ssh, "bea", ["code", "quit"], password="s3cret-bea", client_keys=None
        )
        try:
            await _ssh_session(server.ssh, "bea", ["quit"], password="not-hers", client_keys=None)
        except asyncssh.PermissionDenied:
            return first, again, True
        return first, again, False

    first, again, denied = run(go())  # type: ignore[misc]
    code = CODE.search(first)
    assert code and "You are playing as bea" in first and "Goodbye. Your game is saved." in first
    assert "Resuming your game of Forty Thieves: 1 move" in again
    assert f"Forty Thieves, deal {code.group(0)}." in again  # `code`: the same deal
    assert denied
    assert "\x1b" not in first + again


def test_ssh_public_key_keeps_a_name_and_guest_needs_nothing(server: Server) -> None:
    key, other = asyncssh.generate_private_key("ssh-ed25519"), asyncssh.generate_private_key("ssh-ed25519")

    async def go() -> tuple[str, str, bool, str]:
        first = await _ssh_session(
            server.ssh, "carl", ["draw", "code", "quit"], client_keys=[key], password=None
        )
        again = await _ssh_session(server.ssh, "carl", ["code", "quit"], client_keys=[key], password=None)
        try:
            await _ssh_session(server.ssh, "carl", ["quit"], client_keys=[other], password=None)
            denied = False
        except asyncssh.PermissionDenied:
            denied = True
        guest = await _ssh_session(server.ssh, "guest", ["score", "quit"], client_keys=None)
        return first, again, denied, guest

    first, again, denied, guest = run(go())  # type: ignore[misc]
    code = CODE.search(first)
    assert (
        code and "Resuming your game of Forty Thieves: 1 move" in again and f"deal {code.group(0)}." in again
    )
    assert denied
    assert "You are playing as a guest" in guest and "Score 0 after 0 moves." in guest
    host_key = server.hub.data / "server" / "ssh_host_key"
    assert stat.S_IMODE(host_key.stat().st_mode) == 0o600


def test_ssh_long_line_refused_and_the_connection_lives(server: Server) -> None:
    async def go() -> str:
        return await _ssh_session(server.ssh, "guest", ["x" * 16_000, "score", "quit"], client_keys=None)

    out = run(go())
    assert "That line was longer than 500 characters and was ignored." in str(out)
    assert "Score 0 after 0 moves." in str(out)


async def _read_until(process: asyncssh.SSHClientProcess[str], text: str) -> str:
    out = ""
    async with asyncio.timeout(20):
        while text not in out:
            chunk = await process.stdout.read(65536)
            if not chunk:
                raise EOFError(out)
            out += chunk
    return out


def test_ssh_pty_session_terminal_face_recalls_and_goes_back(server: Server) -> None:
    async def go() -> tuple[str, str, str, str]:
        async with asyncssh.connect(
            "127.0.0.1", server.ssh, username="guest", known_hosts=None, agent_path=None, client_keys=None
        ) as conn:
            process = await conn.create_process(term_type="xterm", term_size=(90, 30))
            welcome = await _read_until(process, "> ")
            process.stdin.write("terminal on\r")
            on = await _read_until(process, "Terminal mode is on")
            process.stdin.write("draw\r")
            await _read_until(process, "Drew the")
            process.change_terminal_size(120, 40)  # a resize keeps the session
            process.stdin.write(UP)
            recalled = await _read_until(process, "draw")
            process.stdin.write("\r")
            await _read_until(process, "Drew the")
            process.stdin.write("score\r")
            score = await _read_until(process, "moves.")
            process.stdin.write("terminal off\r")
            await _read_until(process, "plain lines.")
            process.stdin.write("score\r")
            plain = await _read_until(process, "moves.")
            process.stdin.write("quit\r")
            plain += await process.stdout.read()
            return welcome, on + recalled, score, plain

    welcome, on, score, plain = run(go())  # type: ignore[misc]
    assert "You are connected from a terminal: type terminal on" in welcome
    assert "\x1b[" in on
    assert "Score 0 after 2 moves." in score
    assert re.search("[^\r]\n", on + score) is None  # every line ends in CR LF: no staircase
    assert "Score 0 after 2 moves." in plain and "A guest's game is not kept." in plain
    assert "\x1b" not in plain.split("plain lines.")[-1]


def test_ssh_without_a_terminal_has_no_terminal_face(server: Server) -> None:
    async def go() -> str:
        return await _ssh_session(server.ssh, "guest", ["terminal on", "score", "quit"], client_keys=None)

    out = str(run(go()))
    assert "You are connected from a terminal" not in out
    assert "Terminal mode is only for telnet or SSH connections" in out
    assert "Score 0 after 0 moves." in out and "\x1b" not in out


# ----- the log-in's language --------------------------------------------------------------
def test_a_new_player_without_lang_hears_how_to_change_the_language_first(server: Server) -> None:
    async def go() -> tuple[str, list[str]]:
        return await _ssh_typed(server.ssh, "emma", ["sesame-emma", "sesame-emma"], ["quit"])

    out, heard = run(go())  # type: ignore[misc]
    assert heard[0].startswith("emma is a new player name.")  # the server's language
    assert out.splitlines()[0] == HINT
    assert "You are playing as emma" in out.splitlines()[1]


def test_lang_sent_with_the_session_chooses_the_language_and_no_hint(server: Server) -> None:
    async def go() -> tuple[str, str]:
        first, _ = await _ssh_typed(server.ssh, "fien", ["sesame-fien", "sesame-fien"], ["quit"])
        again = await _ssh_session(
            server.ssh,
            "fien",
            ["score", "quit"],
            env={"LANG": "nl_NL.UTF-8"},
            password="sesame-fien",
            client_keys=None,
        )
        return first, again

    first, again = run(go())  # type: ignore[misc]
    assert HINT in first
    assert "To play in another language" not in again
    assert "Je speelt als fien" in again and "Score 0 na 0 zetten." in again


def test_a_player_who_chose_a_language_logs_in_and_plays_in_it(server: Server) -> None:
    async def go() -> tuple[str, list[str], str]:
        await _ssh_typed(server.ssh, "jordi", ["sesame-jordi", "sesame-jordi"], ["language catalan", "quit"])
        return (*await _ssh_typed(server.ssh, "jordi", ["sesame-jordi"], ["quit"]),)  # type: ignore[return-value]

    again, heard = run(go())  # type: ignore[misc]
    assert heard == [" | Contrasenya de jordi: "]  # the prompt in the language jordi chose
    assert again.startswith("Jugues com a jordi") and "To play in another language" not in again


def test_the_keyboard_interactive_language_tag_speaks_the_log_in_and_the_session(tmp_path: Path) -> None:
    """RFC 4256's language tag, which OpenSSH and asyncssh's client leave empty: the
    server's side of the exchange, as asyncssh calls it."""
    face = _Server(Hub(tmp_path))

    async def go() -> object:
        return await face.get_kbdint_challenge("marta", "pt-BR", "")

    _, instructions, lang, prompts = run(go())  # type: ignore[misc]
    assert (face.tag, lang) == ("pt", "pt")
    assert instructions.startswith("marta é um nome de jogador novo")
    assert prompts[0][0].startswith("Palavra-passe de marta")


# ----- the byte budget ----------------------------------------------------------------------
def test_a_flooding_connection_is_told_and_cut_while_another_plays(tmp_path: Path) -> None:
    async def flood(port: int) -> str:
        async with asyncssh.connect(
            "127.0.0.1", port, username="guest", known_hosts=None, agent_path=None, client_keys=None
        ) as conn:
            process = await conn.create_process()
            out = await _read_until(process, "> ")
            with contextlib.suppress(asyncssh.Error, OSError):
                async with asyncio.timeout(40):
                    while not process.stdout.at_eof():
                        process.stdin.write("x" * 65536)
                        await process.stdin.drain()
            with contextlib.suppress(asyncssh.Error, OSError, TimeoutError):
                async with asyncio.timeout(10):
                    out += await process.stdout.read()
                    await process.wait_closed()
            return f"{out}(exit status {process.exit_status})"

    async def go(port: int) -> tuple[str, str]:
        flooder = asyncio.create_task(flood(port))
        await asyncio.sleep(0.5)
        played = await _ssh_session(
            port, "guest", ["draw", "score", "draw", "score", "quit"], client_keys=None
        )
        return await flooder, played

    for srv in _serve(tmp_path, Limits(per_address=50, flood_seconds=2.0)):
        flooded, played = run(go(srv.ssh))  # type: ignore[misc]
    assert "Score 0 after 1 move." in played and "Score 0 after 2 moves." in played
    assert flooded.endswith(
        "This connection sent more than anyone could type, so it is now closed.\n(exit status 1)"
    )
    log = (tmp_path / "server" / "server.log").read_text(encoding="utf-8")
    assert "SSH connection over its byte budget, closed" in log
