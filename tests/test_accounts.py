"""Accounts with real clients on 127.0.0.1: two telnet clients enrolling one name at the
same moment, passphrase guesses slowed then locked out (telnet and SSH), look-alike
names, names kept before look-alikes were checked, and the one-line log-in of a MUD
client: `play as NAME` first, the passphrase, a reconnect that resumes the game, and a
guest's game carried over when the player names themselves mid-game."""

from __future__ import annotations

import asyncio
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import asyncssh
import pytest
from test_net import Server, _serve, run
from test_net_ssh import _ssh_session

from fortythieves.faces.net.accounts import Guesses
from fortythieves.faces.net.limits import Limits

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from telnet_client import RawTelnet

PASS = "open-sesame"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from _serve(tmp_path, Limits(per_address=50))


async def _enrol(
    port: int, name: str, passphrase: str = PASS, local: str = "127.0.0.1"
) -> tuple[RawTelnet, str]:
    c = await RawTelnet.connect(port, local=local)
    await c.reply()
    c.send(f"play as {name}")
    await c.reply()
    c.send(passphrase)
    await c.reply()
    c.send(passphrase)
    return c, await c.reply()


def test_two_clients_enrolling_one_name_at_once_one_wins(server: Server) -> None:
    async def race(name: str) -> list[str]:
        clients = []
        for n in range(2):
            c = await RawTelnet.connect(server.telnet, local=f"127.0.5.{n + 1}")
            await c.reply()
            c.send(f"play as {name}")
            await c.reply()
            c.send(f"passphrase-{n}")
            await c.reply()
            clients.append(c)
        for n, c in enumerate(clients):  # both second passphrases at the same moment
            c.send(f"passphrase-{n}")
        said = list(await asyncio.gather(*(c.reply() for c in clients)))
        for c in clients:
            c.close()
        return said

    async def go() -> list[list[str]]:
        return [await race(f"bob{i}") for i in range(6)]

    for i, said in enumerate(run(go())):  # type: ignore[union-attr]
        name = f"bob{i}"
        won = [s for s in said if s.startswith(f"You are playing as {name}")]
        lost = [
            s
            for s in said
            if s
            == f"{name} was taken a moment ago by another player. You are still a guest; choose another name."
        ]
        assert len(won) == 1 and len(lost) == 1, said


def test_the_winner_keeps_the_name_and_its_passphrase(server: Server) -> None:
    async def go() -> tuple[str, str]:
        c, said = await _enrol(server.telnet, "carol")
        c.send("quit")
        await c.rest()
        c = await RawTelnet.connect(server.telnet)
        await c.reply()
        c.send("play as CAROL")
        await c.reply()
        c.send(PASS)
        return said, await c.reply()

    said, again = run(go())  # type: ignore[misc]
    assert said.startswith("You are playing as carol") and again.startswith("You are playing as CAROL")


def test_guesses_are_slowed_then_locked_out_and_the_lock_is_said(server: Server, tmp_path: Path) -> None:
    accounts = server.hub.accounts
    accounts.by_name = Guesses(free=1, lock_after=4, lock_seconds=600.0, longest=0.2)

    async def go() -> list[str]:
        c, _ = await _enrol(server.telnet, "dave", local="127.0.6.1")
        c.close()
        said = []
        guesser = await RawTelnet.connect(server.telnet, local="127.0.6.2")
        await guesser.reply()
        for guess in ["wrong-1", "wrong-2", "wrong-3", "wrong-4", PASS]:
            guesser.send("play as dave")
            asked = await guesser.reply()
            if asked.startswith("Passphrase"):
                guesser.send(guess)
                said.append(await guesser.reply())
            else:
                said.append(asked)
        return said

    said = run(go())
    wrong = "That is not the passphrase for this name. You are still a guest."
    locked = "Too many wrong passphrases: this name cannot log in from here for 10 minutes."
    assert said == [wrong, wrong, wrong, locked, locked]  # the right one too, once locked
    log = (server.hub.data / "server" / "server.log").read_text(encoding="utf-8")
    assert "passphrase guesses over the limit, locked: 127.0.6.2 for 600 s" in log


def test_ssh_guesses_on_one_connection_are_locked_out(server: Server) -> None:
    accounts = server.hub.accounts
    accounts.by_name = Guesses(free=1, lock_after=3, lock_seconds=300.0, longest=0.1)

    async def go() -> tuple[int, bool]:
        c, _ = await _enrol(server.telnet, "erin")
        c.close()
        refused = 0
        for n in range(5):
            try:
                await _ssh_session(server.ssh, "erin", ["quit"], password=f"guess-{n}", client_keys=None)
            except asyncssh.PermissionDenied:
                refused += 1
        try:
            await _ssh_session(server.ssh, "erin", ["quit"], password=PASS, client_keys=None)
            return refused, True
        except asyncssh.PermissionDenied:
            return refused, False

    refused, right_one_let_in = run(go())  # type: ignore[misc]
    assert refused == 5 and not right_one_let_in  # locked: the right passphrase waits too


@pytest.mark.parametrize(
    "lookalike", ["\u0430nna", "ANNA\u0301"[:4], "\u0251nna", "anna".upper().replace("A", "\u0391")]
)
def test_a_name_like_another_players_is_refused(server: Server, lookalike: str) -> None:
    async def go() -> str:
        c, _ = await _enrol(server.telnet, "anna", local="127.0.7.1")
        c.close()
        other = await RawTelnet.connect(server.telnet, local="127.0.7.2")
        await other.reply()
        other.send(f"play as {lookalike}")
        return await other.reply()

    said = run(go())
    if lookalike.casefold() == "anna":
        assert said == f"Passphrase for {lookalike}:"  # the same player, another case
    else:
        assert (
            said
            == f"{lookalike} looks too much like another player's name. You are still a guest; choose another name."
        )


def test_a_name_kept_before_look_alikes_were_checked_claims_its_own_at_log_in(server: Server) -> None:
    server.hub.players.enrol("olaf", PASS)  # as an older server kept it: no claim
    assert not server.hub.accounts.lookalike("0laf")

    async def go() -> str:
        c = await RawTelnet.connect(server.telnet)
        await c.reply()
        c.send("play as olaf")
        await c.reply()
        c.send(PASS)
        await c.reply()
        other = await RawTelnet.connect(server.telnet)
        await other.reply()
        other.send("play as 0laf")  # a zero
        return await other.reply()

    assert run(go()).startswith("0laf looks too much like another player's name.")


# ----- one line to log in -------------------------------------------------------------------------
def test_a_mud_client_logs_in_with_one_line_and_resumes_its_game(server: Server) -> None:
    async def go() -> tuple[str, str, str, str, str]:
        c, _ = await _enrol(server.telnet, "fay")
        c.send("draw")
        drawn = await c.reply()
        c.send("quit")
        await c.rest()
        c = await RawTelnet.connect(server.telnet)
        welcome = await c.reply()
        c.send("play as fay")  # the first line
        asked = await c.reply()
        c.send(PASS)
        resumed = await c.reply()
        c.send("score")
        return welcome, asked, resumed, drawn, await c.reply()

    welcome, asked, resumed, drawn, score = run(go())  # type: ignore[misc]
    assert len(welcome.split()) <= 20
    assert asked == "Passphrase for fay:"  # and nothing of a guest's game
    assert re.match(r"You are playing as fay; .*Resuming your game of Forty Thieves: 1 move", resumed, re.S)
    assert drawn.startswith("Drew the") and score == "Score 0 after 1 move."


def test_naming_oneself_mid_game_carries_the_guest_game_over(server: Server) -> None:
    async def go() -> tuple[str, str]:
        c = await RawTelnet.connect(server.telnet)
        await c.reply()
        for _ in range(3):
            c.send("draw")
            await c.reply()
        c.send("play as gus")
        await c.reply()
        c.send(PASS)
        await c.reply()
        c.send(PASS)
        became = await c.reply()
        c.send("score")
        return became, await c.reply()

    became, score = run(go())  # type: ignore[misc]
    assert "The game you played as a guest is now kept under your name." in became
    assert score == "Score 0 after 3 moves."
