"""Hostile store files and rows: refused, said in one line, kept aside, never followed
outside the home, never waited on (a FIFO is met with a timeout on every test)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.faces.local import local_shelf
from fortythieves.play.session import Session
from fortythieves.play.settings import read_settings
from fortythieves.store import open_store, portable
from fortythieves.store.home import private_file
from fortythieves.store.shelf import Shelf

ROOT = Path(__file__).resolve().parent.parent
CODE = "FT1-N-2345673"
LINE = encode_finished(Finished("2026-12-01T10:00:00", "maria", None, Result.WON, 5, 2, 60, ("draw",)))


def opened(store: Shelf) -> tuple[Session, str]:
    s = Session(settings=read_settings(store), store=store)
    return s, s.open(environ={}, requested_lang="en").text


def _play(home: Path, *lines: str, args: tuple[str, ...] = ()) -> list[str]:
    """`fortythieves --plain` on `home`, given `lines`; its lines out (10 s at most)."""
    done = subprocess.run(
        [sys.executable, "-m", "fortythieves", "--plain", "--lang", "en", *args],
        input="".join(f"{line}\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=10,
        env={**os.environ, "FORTYTHIEVES_HOME": str(home)},
        cwd=ROOT,
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "link outside", "text file", "folder"])
def test_something_else_in_place_of_the_database_is_moved_aside_at_once(tmp_path: Path, kind: str) -> None:
    home, outside = tmp_path / "home", tmp_path / "outside.txt"
    home.mkdir()
    outside.write_text("mine", encoding="utf-8")
    db = home / "fortythieves.db"
    if kind == "fifo":
        os.mkfifo(db)
    elif kind == "link to /dev/zero":
        db.symlink_to("/dev/zero")
    elif kind == "link outside":
        db.symlink_to(outside)
    elif kind == "folder":
        db.mkdir()
    else:
        db.write_text("not a database at all", encoding="utf-8")
    lines = _play(home, "d", "quit", args=("--code", CODE))
    assert lines[0].startswith(
        "Something that was not the game's database was in its place; it is kept as fortythieves.aside-1.db."
    )
    assert lines[-1] == "Goodbye. Your game is saved."
    assert outside.read_text(encoding="utf-8") == "mine" and stat.S_IMODE(outside.stat().st_mode) != 0o600
    assert (home / "fortythieves.db").is_file() and not (home / "fortythieves.db").is_symlink()
    assert os.path.lexists(home / "fortythieves.aside-1.db")


def test_a_link_planted_as_the_write_ahead_log_is_moved_aside_not_followed(tmp_path: Path) -> None:
    home, outside = tmp_path / "home", tmp_path / "outside"
    _play(home, "quit", args=("--code", CODE))
    outside.write_bytes(b"")
    (home / "fortythieves.db-wal").symlink_to(outside)
    lines = _play(home, "d", "quit")
    assert lines[0].startswith(
        "Something that was not the game's database was in its place; it is kept as fortythieves.aside-1.db-wal."
    )
    assert outside.read_bytes() == b""  # nothing written through the link
    assert not (home / "fortythieves.db-wal").is_symlink()


def test_the_home_and_its_database_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        store = open_store(tmp_path / "home")
    finally:
        os.umask(old)
    store.save("local", "k", "x", None, "")
    assert stat.S_IMODE((tmp_path / "home").stat().st_mode) == 0o700
    for name in ("fortythieves.db", "fortythieves.db-wal", "fortythieves.db-shm"):
        assert stat.S_IMODE((tmp_path / "home" / name).stat().st_mode) == 0o600, name
    store.close()


def test_a_planted_history_link_is_moved_aside_and_its_target_untouched(tmp_path: Path) -> None:
    target = tmp_path / "target"
    target.write_text("theirs", encoding="utf-8")
    target.chmod(0o644)
    (tmp_path / "history").symlink_to(target)
    kept = private_file(tmp_path / "history")
    assert kept == tmp_path / "history" and kept.is_file() and not kept.is_symlink()
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert target.read_text(encoding="utf-8") == "theirs" and stat.S_IMODE(target.stat().st_mode) == 0o644


def test_an_exports_folder_planted_as_a_link_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    (home / "exports").symlink_to(outside)
    s, _ = opened(local_shelf(home))
    s.handle(f"new game {CODE}")
    s.handle("d")
    assert s.handle("export").text == "The moves could not be exported: the system refused to write it."
    assert list(outside.iterdir()) == []


def test_an_export_is_named_only_from_a_checked_code_inside_the_home(tmp_path: Path) -> None:
    shelf = local_shelf(tmp_path)
    for name in ("../../../../tmp/x-20261201-100000.txt", "FT1-N-2345674-20261201-100000.txt", "a.txt"):
        with pytest.raises(OSError):
            shelf.write_export(name, "x")
    written = Path(shelf.write_export(f"{CODE}-20261201-100000.txt", "x"))
    assert written.parent == tmp_path / "exports"
    again = Path(shelf.write_export(f"{CODE}-20261201-100000.txt", "y"))  # never over another
    assert again != written and written.read_text(encoding="utf-8") == "x"


@pytest.mark.parametrize(
    "change",
    [
        {"code": "../../../../tmp/x"},
        {"code": "FT1-N-2345674"},
        {"moves": 10**11},
        {"score": -1},
    ],
)
def test_a_hostile_save_in_the_database_is_set_aside_and_said(
    tmp_path: Path, change: dict[str, object]
) -> None:
    shelf = local_shelf(tmp_path)
    s, _ = opened(shelf)
    s.handle(f"new game {CODE}")
    s.handle("d")
    (slot,) = shelf.games()
    data = json.loads(slot.text)
    data.update(change)
    shelf.store.finish("local", slot.key, None)
    shelf.save(slot.key, json.dumps(data), None)
    again, opening = opened(local_shelf(tmp_path))
    assert "Some of your data could not be read and was set aside: 1 saved game." in opening
    assert again.handle("export").text.startswith("The moves are in " + str(tmp_path / "exports"))


def test_damaged_record_rows_are_set_aside_and_counted_in_one_line(tmp_path: Path) -> None:
    shelf = local_shelf(tmp_path)
    for line in (LINE, "not json", LINE.replace('"score":5', '"score":-5'), "[" * 10_000):
        shelf.finish(None, line)
    s, _ = opened(shelf)
    text = s.said(s.handle("stats")).text
    assert text.startswith("1 game played, 1 won")
    assert text.endswith("Some of your data could not be read and was set aside: 3 games of your record.")
    assert "\n" not in text
    assert "set aside" not in s.said(s.handle("stats")).text  # said once
    with sqlite3.connect(tmp_path / "fortythieves.db") as c:  # kept, never deleted
        assert c.execute("SELECT count(*) FROM aside WHERE what = 'record'").fetchone() == (3,)


def test_wrong_typed_settings_are_said_never_reset_silently(tmp_path: Path) -> None:
    shelf = local_shelf(tmp_path)
    shelf.keep_settings(json.dumps({"lang": "en", "rate": "fast", "verbosity": "brief", "volume": 7}))
    _, opening = opened(shelf)
    assert (
        "Some of your data could not be read and was set aside: 2 settings (back to their usual value)."
        in opening
    )
    shelf.keep_settings("[1, 2")
    _, opening = opened(shelf)
    assert opening.startswith(
        "Some of your data could not be read and was set aside: 1 setting (back to its usual value)."
    )


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "folder", "huge", "foreign", "newer"])
def test_an_import_file_that_is_not_ours_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "import.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "/dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with path.open("wb") as f:
            f.truncate(portable.MAX_FILE + 1)
    elif kind == "foreign":
        path.write_text('{"format": "something else"}', encoding="utf-8")
    else:
        path.write_text('{"format": "fortythieves-player", "version": 99}', encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "fortythieves", "import", str(path), "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=10,
        env={**os.environ, "FORTYTHIEVES_HOME": str(tmp_path / "home")},
        cwd=ROOT,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip().startswith(f"{path} cannot be imported: it ")
    assert done.stderr.strip().endswith(". Nothing was changed.")


def test_export_then_import_moves_a_players_store_between_homes(tmp_path: Path) -> None:
    first, second, file = tmp_path / "first", tmp_path / "second", tmp_path / "mine.json"
    _play(first, "d", "d", "quit", args=("--code", CODE))
    env = {**os.environ, "FORTYTHIEVES_HOME": str(first)}
    run = [sys.executable, "-m", "fortythieves"]
    out = subprocess.run([*run, "export", str(file), "--lang", "en"], capture_output=True, text=True, env=env)
    assert out.stdout.strip() == f"Your games, record and settings are in {file}."
    again = subprocess.run(
        [*run, "export", str(file), "--lang", "en"], capture_output=True, text=True, env=env
    )
    assert (
        again.returncode == 1
        and again.stderr.strip() == f"{file} already exists; give the name of a new file."
    )
    env["FORTYTHIEVES_HOME"] = str(second)
    out = subprocess.run([*run, "import", str(file), "--lang", "en"], capture_output=True, text=True, env=env)
    assert out.stdout.strip() == f"Imported from {file}: 1 unfinished game and 0 finished games."
    resumed = _play(second, "quit")[0]
    assert resumed.startswith("Resuming your game of Forty Thieves") and ": 2 moves" in resumed


def test_the_earlier_versions_files_move_in_once_and_are_kept(tmp_path: Path) -> None:
    from fortythieves.core.codes import DealCode, dealing_order
    from fortythieves.core.game import Game
    from fortythieves.core.saves import encode

    home = tmp_path / "home"
    (home / "games").mkdir(parents=True)
    dc = DealCode.parse(CODE)
    start = Game.deal(dc.variant, dealing_order(dc))
    (home / "games" / "20261201-100000-abcd.json").write_text(encode(start, start.copy(), CODE, [], {}))
    (home / "record.jsonl").write_text(f"{LINE}\nnot a line\n", encoding="utf-8")
    (home / "settings.json").write_text('{"verbosity": "brief"}', encoding="utf-8")
    os.mkfifo(home / "current.json")  # a FIFO of a hostile tester: not read, not waited on
    net = home / "players" / ("a" * 32)
    net.mkdir(parents=True)
    (net / "player.json").write_text('{"name": "zoe", "salt": "00", "scrypt": "11", "keys": []}')
    lines = _play(home, "stats", "quit")
    assert lines[0].startswith(
        f"Your games, record and settings were moved into this version's database; the old files are kept in {home / 'legacy-json'}."
    )
    assert not (home / "record.jsonl").exists() and (home / "legacy-json" / "record.jsonl").is_file()
    assert stat.S_ISFIFO(os.lstat(home / "legacy-json" / "current.json").st_mode)
    store = open_store(home)
    account = store.account("net:" + "a" * 32)
    assert account is not None and account.name == "zoe"
    assert json.loads(store.settings("local") or "")["verbosity"] == "brief"
    assert "moved into" not in " ".join(_play(home, "quit"))  # once
