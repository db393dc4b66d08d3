"""The opening is said before the modules that answer a line are loaded (the parser and
its words, the intents, the commands, the modes, the resolver, `why`): they load with the
first line, or in the face's warm-up once the opening is out, so a start stays quick.
Read in a real start of the plain face, as a player meets it: the modules loaded when
each reply is written. The garbage collector, off for the start, is on again after it."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fortythieves.faces.cli import main
from fortythieves.faces.console import _warm_up

ROOT = Path(__file__).resolve().parent.parent

# The game as a player starts it, its standard output replaced by one that notes the
# modules loaded whenever a reply is written, before writing it.
WATCHED_START = """
import io, json, os, sys

class Watched(io.TextIOWrapper):
    def write(self, text):
        if text.strip():
            with open(os.environ["LOADED"], "a", encoding="utf-8") as f:
                f.write(json.dumps(sorted(sys.modules)) + "\\n")
        return super().write(text)

sys.stdout = Watched(sys.stdout.buffer, encoding="utf-8", line_buffering=True)
from fortythieves.faces.cli import main
sys.exit(main(sys.argv[1:]))
"""

ANSWERING = (
    "fortythieves.play.handling",
    "fortythieves.play.commands",
    "fortythieves.play.configure",
    "fortythieves.play.modes",
    "fortythieves.play.readings",
    "fortythieves.play.referent",
    "fortythieves.play.resolver",
    "fortythieves.play.why",
    "fortythieves.lang.intents",
    "fortythieves.lang.parser",
    "fortythieves.lang.tokenizer",
    "fortythieves.lang.concepts",
    "fortythieves.lang.chatter",
)


def answering(modules: list[str]) -> list[str]:
    return [m for m in modules if m in ANSWERING or m.startswith("fortythieves.lang.parsing")]


def start(home: Path, lines: str) -> tuple[list[str], list[list[str]]]:
    """The replies of a start of the plain face given `lines`, and the modules loaded as
    each was written."""
    loaded = home / "loaded.jsonl"
    loaded.unlink(missing_ok=True)
    env = {**os.environ, "FORTYTHIEVES_HOME": str(home / "game"), "LOADED": str(loaded), "LANG": "C.UTF-8"}
    done = subprocess.run(
        [sys.executable, "-c", WATCHED_START, "play", "--plain", "--lang", "en"],
        input=lines.encode(),
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode()
    snapshots = [json.loads(x) for x in loaded.read_text(encoding="utf-8").splitlines()]
    return done.stdout.decode().splitlines(), snapshots


@pytest.mark.parametrize("resumed", [False, True], ids=["new game", "game resumed"])
def test_the_opening_is_said_before_the_modules_that_answer_lines_load(tmp_path: Path, resumed: bool) -> None:
    if resumed:  # a game with a move in it, kept: the next start resumes it
        start(tmp_path, "draw\nquit\n")
    replies, loaded = start(tmp_path, "board\nquit\n")
    opening = "Resuming your game" if resumed else "New game of Forty Thieves"
    assert replies[0].startswith(opening) and len(loaded) == len(replies)
    assert "fortythieves.play.session" in loaded[0]  # noted as the opening was written
    assert answering(loaded[0]) == []
    assert "fortythieves.play.handling" in loaded[1]  # "board" was answered with them


def test_the_warm_up_after_the_opening_turns_the_collector_on() -> None:
    gc.disable()  # as the command line does for the start
    try:
        _warm_up("en")
        assert gc.isenabled()
    finally:
        gc.unfreeze()  # what the warm-up set aside, back in this test process's collections
        gc.enable()


def test_a_start_that_fails_leaves_the_collector_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORTYTHIEVES_HOME", str(tmp_path))
    assert main(["play", "--plain", "--code", "FT1-N-0000000"]) == 2  # no such deal: refused before any reply
    assert gc.isenabled()
