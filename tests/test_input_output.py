"""What goes in and out of the plain face: bad bytes, a closed pipe, escape sequences,
pastes of many lines, huge layouts, and one line for each command."""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fortythieves.core.saves import encode
from fortythieves.faces.app import App
from fortythieves.faces.console import loop, make_app
from fortythieves.faces.local import local_shelf
from fortythieves.play.current import CurrentGame, StartError
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ROOT = Path(__file__).resolve().parent.parent
CODE = "FT1-N-2345673"


def app(store: Shelf | None = None) -> App:
    a = App(Session(settings=Settings(lang="en"), store=store or Shelf.in_memory()), speaker_factory=None)
    a.opened(a.session.open(code=CODE, environ={}))
    return a


def replies(a: App, lines: list[str | bytes]) -> list[str]:
    out = io.StringIO()
    loop(a, lines, out)
    return out.getvalue().splitlines()


def test_invalid_utf8_gets_a_clear_reply_and_the_game_goes_on() -> None:
    a = app()
    said = replies(a, [b"\xff\xfedraw\n", b"draw\n"])
    assert said[0] == "That line is not valid text; nothing was changed."
    assert said[1].startswith("Drew the 7 of spades.")
    assert a.session.game.moves == 1


def test_a_paste_of_many_lines_plays_each_line() -> None:
    a = app()
    said = replies(a, ["draw\ndraw\r\nscore\n", "\x1b[200~draw\x1b[201~\n"])
    assert len(said) == 4
    assert said[2] == "Score 0 after 2 moves."
    assert a.session.game.moves == 3


@pytest.mark.parametrize(
    "line",
    [
        "rules \x1b[2Jscoring",
        "\x1b[31mblorp\x1b[0m",
        "rules \x1b]0;title\x07x",
        "abc\x07\x08\x00def",
        "rules \u202eevil",
    ],
)
def test_an_escape_sequence_or_control_character_is_never_written_back(line: str) -> None:
    text = app().handle(line).text
    assert not any(ord(ch) < 32 or 0x7F <= ord(ch) <= 0x9F for ch in text), text
    assert "\u202e" not in text


def test_a_saved_code_with_escape_sequences_is_never_echoed_raw() -> None:
    cur = CurrentGame.dealt(app().session.game.copy(), "\x1b[2JFT1")
    store = Shelf.in_memory()
    store.save("20261201-100000-abcd", encode(cur.start, cur.game, cur.code, [], {}), None)
    s = Session(settings=Settings(lang="en"), store=store)
    text = s.open(environ={}).text
    assert "\x1b" not in text and "[2J" not in text


def test_a_layout_error_quoting_the_file_is_never_echoed_raw() -> None:
    with pytest.raises(StartError) as e:
        Session().open(layout="column 1: \x1b[2JXX\n", environ={})
    assert "\x1b" not in str(e.value)


def test_one_command_gets_one_line() -> None:
    a = app()
    for line in ["rules scoring", "rules", "help", "board", "history", "stats", "games"]:
        text = a.handle(line).text
        assert text and "\n" not in text, line


def test_stop_answers_in_one_short_line() -> None:
    assert replies(app(), ["stop\n"]) == ["Speech is off; nothing to stop."]


def test_a_huge_layout_line_is_refused_at_once(tmp_path: Path) -> None:
    with pytest.raises(StartError, match="far too large"):
        Session().open(layout="column 1: " + "AS " * 3_500_000, environ={})
    big = tmp_path / "big.txt"
    with big.open("wb") as f:
        f.truncate(10_000_000)  # a 10 MB line of nothing, never read
    args = argparse.Namespace(
        layout=str(big),
        lang="en",
        variant=None,
        code=None,
        new=False,
        speak=False,
        replay=None,
        settings=Settings(),
    )
    with pytest.raises(StartError, match="far too large"):
        make_app(args, local_shelf(tmp_path))


@pytest.mark.parametrize(("code", "why"), [("", "it is empty"), ("maria", "codes start with FT1")])
def test_the_code_option_gets_the_codes_own_error(code: str, why: str) -> None:
    with pytest.raises(StartError, match=why):
        Session().open(code=code, environ={})


def _play(tmp_path: Path, stdin: bytes, *args: str, pipe: str = "") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "FORTYTHIEVES_HOME": str(tmp_path), "LANG": "C.UTF-8", "LANGUAGE": "en"}
    cmd = f"{sys.executable} -m fortythieves play --plain {' '.join(args)}{pipe}"
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd],
        input=stdin,
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def test_a_closed_stdout_ends_quietly(tmp_path: Path) -> None:
    done = _play(tmp_path, b"board\n" * 2000, "--code", CODE, pipe=" | head -1")
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert done.stdout.decode().startswith("New game of Forty Thieves")


def test_invalid_utf8_on_stdin_never_ends_the_game(tmp_path: Path) -> None:
    done = _play(tmp_path, b"\xc3\x28\ndraw\nquit\n", "--code", CODE)
    assert done.returncode == 0 and done.stderr == b""
    lines = done.stdout.decode().splitlines()
    assert lines[1:] == [
        "That line is not valid text; nothing was changed.",
        "Drew the 7 of spades. 63 cards left in the stock.",
        "Goodbye. Your game is saved.",
    ]


def test_an_exported_game_replays_from_the_command_line(tmp_path: Path) -> None:
    done = _play(tmp_path, b"c1 f\ndraw\nexport\nquit\n", "--code", CODE)
    (exported,) = (tmp_path / "exports").glob("*.txt")
    assert str(exported) in done.stdout.decode()
    replayed = _play(tmp_path, b"\n\n\nquit\n", "--replay", str(exported))
    lines = replayed.stdout.decode().splitlines()
    assert lines[0].startswith("New game of Forty Thieves. Replaying 2 moves")
    assert lines[1].startswith("Move 1 of 2: Moved the ace of hearts from column 1 to foundation 2.")
    assert lines[2].startswith("Move 2 of 2: Drew the 7 of spades.")
    assert lines[3:] == ["The replay is over. Type quit to leave.", "Goodbye."]
    bad = tmp_path / "bad.txt"
    bad.write_text("hello\n", encoding="utf-8")
    refused = _play(tmp_path, b"", "--replay", str(bad))
    assert refused.returncode == 2
    assert (
        refused.stderr.decode().strip() == f"The file {bad} is not a game exported by fortythieves (line 1)."
    )
