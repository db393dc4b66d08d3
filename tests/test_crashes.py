"""The command line's crash list, each run for real in a process of its own: a closed or
full standard output, an ASCII locale with Catalan or Croatian, a layout that never
ends, a port out of range, a damaged SSH host key, a port already taken. Each gets one
line on the standard error, in the player's language, and a clean exit: no traceback,
and no deprecation noise from the SSH library at start."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), LANG="C.UTF-8", PYTHONPATH=str(ROOT))
    env.pop("PYTHONWARNINGS", None)
    env.pop("PYTHONIOENCODING", None)
    env.update(extra)
    return env


def _run(
    home: Path, args: list[str], shell_redirect: str = "", stdin: str = "", **env: str
) -> subprocess.CompletedProcess[str]:
    """`python -m fortythieves ARGS` with an optional shell redirection of its output."""
    command = " ".join([sys.executable, "-m", "fortythieves", *args]) + " " + shell_redirect
    return subprocess.run(
        ["/bin/sh", "-c", command],
        input=stdin,
        capture_output=True,
        text=True,
        env=_env(home, **env),
        timeout=60,
    )


def _one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.mark.parametrize("args", [["deal"], ["play", "--plain", "--new"]])
def test_a_closed_standard_output_is_said_on_stderr(home: Path, args: list[str]) -> None:
    result = _run(home, args, ">&-", stdin="quit\n")
    assert result.returncode == 2
    assert "standard output is closed" in _one_line(result)


@pytest.mark.parametrize("args", [["deal"], ["play", "--plain", "--new"]])
def test_a_full_output_is_said_on_stderr(home: Path, args: list[str]) -> None:
    result = _run(home, args, ">/dev/full", stdin="draw\nquit\n")
    assert result.returncode == 1
    assert (
        _one_line(result) == "fortythieves: the output cannot be written (No space left on device); stopped."
    )


def test_the_closed_output_line_is_in_the_players_language(home: Path) -> None:
    result = _run(home, ["deal"], ">&-", LANGUAGE="it", LANG="it_IT.UTF-8")
    line = _one_line(result)
    assert "fortythieves" in line and "standard output" not in line


@pytest.mark.parametrize(("lang", "word"), [("ca", "Adeu"), ("hr", "Dovidjenja")])
def test_an_ascii_locale_gets_the_letters_it_can_show(home: Path, lang: str, word: str) -> None:
    ascii_locale = {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
    result = _run(home, ["play", "--plain", "--new", "--lang", lang], stdin="draw\nquit\n", **ascii_locale)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.isascii()
    assert word in result.stdout  # adéu and doviđenja, as typed without the accents


@pytest.mark.parametrize("command", [["play", "--plain"], ["solve"]])
def test_a_layout_that_never_ends_is_refused_unread(home: Path, command: list[str]) -> None:
    result = _run(home, [*command, "--layout", "/dev/zero"], stdin="quit\n")
    assert result.returncode == 2
    assert _one_line(result) == "The layout file /dev/zero cannot be read."


@pytest.mark.parametrize("option", ["--port 99999", "--telnet 99999", "--ssh 127.0.0.1:70000", "--port x"])
def test_a_port_out_of_range_is_refused(home: Path, option: str) -> None:
    result = _run(home, ["serve", *option.split()])
    assert result.returncode == 2
    assert "is not a port: a port is a number from 0 to 65535" in _one_line(result)


def _start(home: Path, args: list[str]) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "fortythieves", "serve", *args]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(home)
    )


def _stop(server: subprocess.Popen[str]) -> tuple[str, str]:
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
    out, err = server.communicate(timeout=60)
    return out, err


def test_a_damaged_ssh_host_key_is_said_in_one_line(home: Path) -> None:
    key = home / "data" / "fortythieves" / "server" / "ssh_host_key"
    key.parent.mkdir(parents=True)
    key.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nbroken\n")
    for args in (["--no-web", "--ssh", "0"], ["--port", "0", "--ssh", "0"]):
        server = _start(home, args)
        server.wait(60)
        _, err = server.communicate()
        assert server.returncode == 1
        assert "Traceback" not in err
        assert (
            err.strip()
            == f"fortythieves: the SSH host key {key} cannot be read; move it away and a new key is made at the next start."
        )


@pytest.fixture
def taken() -> Iterator[int]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        yield s.getsockname()[1]


@pytest.mark.parametrize("face", ["telnet", "ssh"])
def test_a_taken_port_is_named_with_its_face(home: Path, taken: int, face: str) -> None:
    for args in (["--no-web", f"--{face}", str(taken)], ["--port", "0", f"--{face}", str(taken)]):
        server = _start(home, args)
        server.wait(60)
        out, err = server.communicate()
        assert server.returncode == 1
        assert (
            err.strip()
            == f"fortythieves: the {face} server cannot listen on 127.0.0.1 port {taken}: Address already in use"
        )
        assert "Serving" not in out  # the web page's line comes once every face listens


def test_a_taken_web_port_is_named(home: Path, taken: int) -> None:
    server = _start(home, ["--port", str(taken)])
    server.wait(60)
    _, err = server.communicate()
    assert (
        err.strip()
        == f"fortythieves: the web server cannot listen on 127.0.0.1 port {taken}: Address already in use"
    )


def test_the_servers_start_without_warnings(home: Path) -> None:
    server = _start(home, ["--port", "0", "--telnet", "0", "--ssh", "0"])
    assert server.stdout is not None
    lines = [server.stdout.readline() for _ in range(3)]
    _, err = _stop(server)
    assert [line.split(" ")[1] for line in lines[:2]] == ["telnet", "ssh"]
    assert lines[2].startswith("Serving Forty Thieves at http://127.0.0.1:")
    assert server.returncode == 0
    assert err == ""
