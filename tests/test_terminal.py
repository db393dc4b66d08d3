"""The prompt_toolkit face under a real pseudo-terminal: no cursor-position request,
no menu, no toolbar; lines only appended."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
SOCKET = f"ft-test-{os.getpid()}"  # a tmux server of our own, apart from any other run
CODE = "FT1-N-2345673"


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"FORTYTHIEVES_HOME": str(home), "TERM": "xterm-256color", "LANG": "C.UTF-8"})
    env.pop("PROMPT_TOOLKIT_NO_CPR", None)
    env["PYTHONPATH"] = str(ROOT)
    return env


def _play(home: Path, code: str) -> pexpect.spawn:
    """The terminal face on a new game of `code`, in a pseudo-terminal."""
    return pexpect.spawn(
        sys.executable,
        ["-m", "fortythieves", "play", "--new", "--lang", "en", "--code", code],
        env=_env(home),
        encoding="utf-8",
        timeout=20,
        dimensions=(30, 100),
    )


def test_no_cursor_position_request_and_clean_exit(tmp_path: Path) -> None:
    child = _play(tmp_path, CODE)
    child.expect_exact("for the commands.")
    child.expect_exact(">")
    child.send("draw\r")
    child.expect_exact("cards left in the stock")
    child.expect_exact(">")
    child.send("quit\r")
    child.expect_exact("Goodbye. Your game is saved.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_the_answer_to_can_i_win_is_a_line_of_its_own_when_the_search_has_it(tmp_path: Path) -> None:
    # FT1-N-4YYPQ3Q: won by the search only in its third slice, after about 3 s of one core, so "can I win?"
    # asked at once is answered "not known yet", and the verdict comes later as its own line.
    child = _play(tmp_path, "FT1-N-4YYPQ3Q")
    child.expect_exact("for the commands.")
    child.expect_exact(">")
    child.send("can I win?\r")
    child.expect_exact("Not known yet: the search is still looking.")
    child.expect_exact("The answer to “can I win?”: yes, a winning line of ", timeout=180)
    child.send("quit\r")
    child.expect_exact("Goodbye. Your game is saved.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_raw_output_has_no_cpr_and_ctrl_d_exits_zero(tmp_path: Path) -> None:
    out_file = tmp_path / "raw.txt"
    with out_file.open("w", encoding="utf-8") as raw:
        child = pexpect.spawn(
            sys.executable,
            ["-m", "fortythieves", "play", "--new", "--lang", "en", "--code", CODE],
            env=_env(tmp_path),
            encoding="utf-8",
            timeout=20,
            dimensions=(30, 100),
        )
        child.logfile_read = raw
        child.expect_exact(">")
        child.send("board\r")
        child.expect_exact("column 10: ")
        child.expect_exact(">")
        child.sendeof()
        child.expect(pexpect.EOF)
        child.close()
    text = out_file.read_text(encoding="utf-8")
    assert "\x1b[6n" not in text  # no cursor-position request
    assert "Traceback" not in text
    assert "Goodbye. Your game is saved." in text
    assert child.exitstatus == 0


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True, check=True).stdout


def _screen_until(needle: str, timeout: float = 15, prompt: bool = False) -> list[str]:
    """The screen once `needle` is on it (and, with `prompt`, the next prompt drawn below it)."""
    end = time.monotonic() + timeout
    while True:
        lines = _tmux("capture-pane", "-p", "-t", "t").splitlines()
        shown = [line for line in lines if line.strip()]
        found = any(needle in line for line in lines)
        if (found and (not prompt or (shown and shown[-1].rstrip() == ">"))) or time.monotonic() > end:
            return lines
        time.sleep(0.1)


def test_screen_holds_only_our_lines_and_the_prompt(tmp_path: Path) -> None:
    assert shutil.which("tmux"), "tmux is needed for this test (tools/setup.sh --dev installs it)"
    env = _env(tmp_path)
    cmd = " ".join(
        [f"{k}='{v}'" for k, v in env.items() if k in ("FORTYTHIEVES_HOME", "PYTHONPATH", "LANG")]
        + [sys.executable, "-m", "fortythieves", "play", "--new", "--lang", "en", "--code", CODE]
    )
    _tmux("kill-server") if subprocess.run(
        ["tmux", "-L", SOCKET, "ls"], capture_output=True
    ).returncode == 0 else None
    _tmux("new-session", "-d", "-s", "t", "-x", "120", "-y", "40", f"env {cmd}; sleep 5")
    try:
        _screen_until("> ")
        _tmux("send-keys", "-t", "t", "dr", "Tab", "aw", "Enter")
        lines = [line for line in _screen_until("cards left in the stock", prompt=True) if line.strip()]
        assert lines[0].startswith("New game of Forty Thieves. Type board")
        assert lines[-2].startswith("Drew the ")
        assert lines[-1].rstrip() == ">"
        # nothing but our text: no completion menu, toolbar or right prompt
        assert not any("toolbar" in line.lower() for line in lines)
        assert lines[-3] == "> draw"
    finally:
        subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)
