""" "Saved" only when it is true, with real processes on a real small file system: a
disk that fills up, a read-only folder, and kill -9 of the game and of the server. After
every reply the test reads the database itself: a move the reply did not call unsaved
is in it; nothing acknowledged is lost.

The small file system is a tmpfs the test mounts (as root, which CI is): mounting needs
root, so elsewhere these tests are skipped with that reason, never silently."""

from __future__ import annotations

import errno
import http.cookiejar
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from fortythieves.core.saves import decode

ROOT = Path(__file__).resolve().parent.parent
CODE = "FT1-N-2345673"
UNSAVED = "Your game could not be saved: the disk is full. It is kept here while the program runs."

pytestmark = pytest.mark.skipif(
    os.getuid() != 0, reason="mounting a small file system needs root (CI runs as root)"
)


class Disk:
    """A tmpfs of its own: filled to the last byte and freed again, or made read-only."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.filler = path / "filler"

    def fill(self) -> None:
        fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            for size in (65536, 4096, 1):  # to the last byte
                try:
                    while True:
                        os.write(fd, b"\0" * size)
                except OSError as e:
                    assert e.errno == errno.ENOSPC
        finally:
            os.close(fd)

    def free(self) -> None:
        self.filler.unlink()

    def read_only(self) -> None:
        subprocess.run(["mount", "-o", "remount,ro", str(self.path)], check=True)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Disk]:
    mount = tmp_path / "disk"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", str(mount)], check=True)
    try:
        yield Disk(mount)
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "FORTYTHIEVES_HOME": str(home), "LANG": "en_US.UTF-8", "PYTHONUNBUFFERED": "1"}


class Game:
    """`fortythieves --plain` in a process of its own, one line out for each line in."""

    def __init__(self, home: Path, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "--plain", "--lang", "en", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=_env(home),
            cwd=ROOT,
        )
        self.opening = self._line()

    def _line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def say(self, line: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self._line()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)


def stored(home: Path, player: str = "local") -> list[int]:
    """The moves of each game the database holds for `player`, newest first (read by
    the test itself, read-only)."""
    with sqlite3.connect(f"file:{home / 'fortythieves.db'}?mode=ro", uri=True) as c:
        found = c.execute(
            "SELECT save FROM games WHERE player = ? ORDER BY played DESC", (player,)
        ).fetchall()
    return [decode(text).game.moves for (text,) in found]


def test_the_command_line_on_a_full_disk_never_says_saved_falsely_and_loses_nothing(disk: Disk) -> None:
    home = disk.path / "home"
    game = Game(home, "--code", CODE)
    for n in range(1, 4):
        assert "could not" not in game.say("d")
        assert stored(home) == [n]  # acknowledged: in the database
    disk.fill()
    said = [game.say("d") for _ in range(3)]
    assert said[0].endswith(UNSAVED)  # said in the reply of the move it failed for
    assert not any("saved" in line for line in said[1:])  # once while it keeps failing
    assert stored(home) == [3]  # and true: the database has the three moves before
    assert game.say("new game").startswith("New game of Forty Thieves")
    disk.free()
    assert game.say("d").endswith("Your game is saved again.")
    assert game.say("quit") == "Goodbye. Your game is saved."
    game.process.wait(30)
    assert sorted(stored(home)) == [1, 6]  # the first game with all its six moves, the new one


def test_the_command_line_says_at_goodbye_when_the_last_moves_are_not_saved(disk: Disk) -> None:
    home = disk.path / "home"
    game = Game(home, "--code", CODE)
    game.say("d")
    disk.fill()
    assert game.say("d").endswith(UNSAVED)
    assert game.say("quit") == "Goodbye. Your game could not be saved."
    game.process.wait(30)
    assert stored(home) == [1]


def test_a_read_only_folder_is_said_and_a_setting_says_it_is_not_kept(disk: Disk) -> None:
    home = disk.path / "home"
    game = Game(home, "--code", CODE)
    game.say("d")
    game.say("quit")
    game.process.wait(30)
    disk.read_only()
    game = Game(home)
    assert "Your games cannot be kept: the data folder cannot be written. This game will not be saved." in (
        game.opening
    )
    assert game.say("verbosity brief") == (
        "OK, short replies from now on. It applies now, but could not be kept for next time: the data folder cannot be written."
    )
    assert "could not be saved" not in game.say("d")  # said once, at the start
    assert game.say("quit") == "Goodbye. Your game could not be saved."


def test_kill_9_of_the_game_loses_no_acknowledged_move(disk: Disk) -> None:
    home = disk.path / "home"
    game = Game(home, "--code", CODE)
    for _ in range(25):
        assert game.say("d").startswith("Drew")
    game.kill()
    assert stored(home) == [25]
    again = Game(home)
    assert again.opening.startswith("Resuming your game of Forty Thieves") and "25 moves" in again.opening
    again.say("quit")


# ----- the server ----------------------------------------------------------------------------------
class Server:
    def __init__(self, home: Path, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "fortythieves", "serve", "--port", "0", *args],
            stdout=subprocess.PIPE,
            text=True,
            env=_env(home),
            cwd=ROOT,
        )
        assert self.process.stdout is not None
        found = re.search(r"http://127\.0\.0\.1:\d+/", self.process.stdout.readline())
        assert found, "the server did not start"
        self.url = found.group(0)

    def stop(self) -> str:
        self.process.send_signal(signal.SIGTERM)
        out, _ = self.process.communicate(timeout=60)
        return out.strip()


class Browser:
    def __init__(self, url: str) -> None:
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.http = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        page = self.http.open(url, timeout=30).read().decode()
        found = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
        assert found
        self.csrf = found.group(1)

    @property
    def player(self) -> str:
        from fortythieves.faces.web.players import folder_name

        (cookie,) = [c for c in self.jar if c.name == "fortythieves_player"]
        return f"web:{folder_name(str(cookie.value))}"

    def say(self, command: str) -> str:
        body = urllib.parse.urlencode({"csrf": self.csrf, "command": command}).encode()
        request = urllib.request.Request(self.url + "play", body, {"Accept": "application/json"})
        return str(json.loads(self.http.open(request, timeout=30).read())["reply"])


def test_a_server_on_a_full_disk_names_at_its_stop_the_players_it_could_not_save(disk: Disk) -> None:
    home = disk.path / "home"
    server = Server(home)
    anna, bob = Browser(server.url), Browser(server.url)
    for b in (anna, bob):
        b.say(f"new game {CODE}")
        for _ in range(3):
            assert "could not" not in b.say("d")
    assert stored(home, anna.player) == [3] and stored(home, bob.player) == [3]
    disk.fill()
    assert anna.say("d").endswith(UNSAVED)
    last = server.stop()
    assert last == f"Stopped; the game of 1 player could not be saved: {anna.player[:16]}."
    assert stored(home, anna.player) == [3] and stored(home, bob.player) == [3]


def test_a_server_stopped_with_every_game_written_says_so(disk: Disk) -> None:
    home = disk.path / "home"
    server = Server(home)
    Browser(server.url).say("d")
    assert server.stop() == "Stopped; every game is saved."


def test_kill_9_of_the_server_loses_no_acknowledged_move(disk: Disk) -> None:
    home = disk.path / "home"
    server = Server(home)
    players = [Browser(server.url) for _ in range(3)]
    for p in players:
        p.say(f"new game {CODE}")
    for _ in range(15):
        for p in players:
            assert p.say("d").startswith("Drew")
    server.process.send_signal(signal.SIGKILL)
    server.process.wait(30)
    for p in players:
        assert stored(home, p.player) == [15]
