"""Saves written in the background (`play.behind`), as the servers write them: in order,
the newest on disk after a burst, nothing overtaking them, and a failure still said."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from fortythieves.core.saves import decode
from fortythieves.play.behind import WriteBehind
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.play.store import FileStore

CODE = "FT1-N-2345673"


class Disk(FileStore):
    """A player's folder whose writes can be held back (to pile saves up behind one) or
    made to fail as a full disk does; every text written is noted, in order."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()
        self.full = False
        self.done: list[tuple[str, str]] = []

    def write(self, key: str, text: str) -> None:
        self.entered.set()
        self.gate.wait()
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        super().write(key, text)
        self.done.append((key, text))


@pytest.fixture
def writers() -> Iterator[ThreadPoolExecutor]:
    pool = ThreadPoolExecutor(2)
    yield pool
    pool.shutdown(wait=True)


def test_a_burst_of_saves_leaves_the_last_on_disk_and_skips_the_ones_between(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("a", "1")
    assert disk.entered.wait(10)  # the first save is being written; the rest pile up
    for n in range(2, 11):
        store.write("a", str(n))
    disk.gate.set()
    store.flush()
    assert disk.done == [("a", "1"), ("a", "10")]
    assert (tmp_path / "games" / "a.json").read_text(encoding="utf-8") == "10"
    assert store.written() == [("a", None), ("a", None)]
    assert store.written() == []  # each outcome is given once


def test_saves_of_several_games_keep_their_order(tmp_path: Path, writers: ThreadPoolExecutor) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("a", "a1")
    assert disk.entered.wait(10)
    store.write("b", "b1")
    store.write("c", "c1")
    store.write("b", "b2")  # saved last: written last
    disk.gate.set()
    store.flush()
    assert [key for key, _ in disk.done] == ["a", "c", "b"]
    assert (tmp_path / "games" / "b.json").read_text(encoding="utf-8") == "b2"


def test_nothing_overtakes_a_queued_save(tmp_path: Path, writers: ThreadPoolExecutor) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("a", "1")
    assert disk.entered.wait(10)
    store.write("a", "2")
    removing = threading.Thread(target=store.remove, args=("a",))
    removing.start()
    removing.join(0.2)
    assert removing.is_alive()  # the removal waits for the saves before it
    disk.gate.set()
    removing.join(10)
    assert not (tmp_path / "games" / "a.json").exists()  # removed, never written back after
    assert store.unfinished() == []


def test_a_store_whose_writers_have_stopped_writes_at_once(tmp_path: Path) -> None:
    pool = ThreadPoolExecutor(1)
    pool.shutdown()
    store = WriteBehind(FileStore(tmp_path), pool)
    store.write("a", "last")
    assert (tmp_path / "games" / "a.json").read_text(encoding="utf-8") == "last"
    assert store.written() == [("a", None)]


def test_the_game_on_disk_is_the_one_played_and_close_writes_it(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    s = Session(settings=Settings(lang="en"), store=WriteBehind(FileStore(tmp_path), writers))
    s.open(code=CODE, environ={})
    for line in ["d", "c1 f", "d", "undo", "c2 f"]:
        s.handle(line)
    s.close()
    (slot,) = FileStore(tmp_path).unfinished()
    saved = decode(slot.text)
    assert saved.game.snapshot() == s.game.snapshot() and saved.game.moves == s.game.moves > 0
    assert saved.actions == s.actions


def test_a_save_that_fails_is_said_with_the_next_reply_and_at_the_end(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(code=CODE, environ={})
    disk.full = True
    assert s.handle("d").text == "Drew the 7 of spades. 63 cards left in the stock."
    store.flush()  # the save of that draw has failed meanwhile
    said = s.handle("score").text
    assert said.endswith(
        "Your game could not be saved: the disk is full. It is kept here while the program runs."
    )
    assert said.count("could not be saved") == 1  # one line, said once
    s.handle("d")
    store.flush()
    assert "could not be saved" not in s.handle("score").text
    assert s.handle("quit").text == "Goodbye. Your game could not be saved."
    disk.full = False
    s.handle("d")
    store.flush()
    assert s.handle("score").text.endswith("Your game is saved again.")
    assert s.handle("quit").text == "Goodbye. Your game is saved."
    assert decode(FileStore(tmp_path).unfinished()[0].text).game.moves == s.game.moves == 3


def test_goodbye_waits_for_the_last_save_before_saying_saved(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    s = Session(settings=Settings(lang="en"), store=WriteBehind(disk, writers))
    s.open(code=CODE, environ={})
    disk.full = True
    disk.gate.clear()
    s.handle("d")  # its save is held back, then fails
    threading.Timer(0.05, disk.gate.set).start()
    assert s.handle("quit").text == "Goodbye. Your game could not be saved."


def test_a_game_left_while_its_save_fails_is_held_and_undo_returns_to_it(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    s = Session(settings=Settings(lang="en"), store=WriteBehind(disk, writers))
    s.open(code=CODE, environ={})
    disk.full = True
    s.handle("d")
    s.handle("c1 f")
    before = s.game.snapshot()
    s.handle("new game")  # the left game's last saves failed: it is held in memory
    assert s.handle("undo").text.startswith("Back to your game of Forty Thieves")
    assert s.game.snapshot() == before
