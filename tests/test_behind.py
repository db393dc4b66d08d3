"""Saves written in the background (`play.behind`), as the servers write them: in order,
the newest on disk after a burst, nothing overtaking them, and a failure still said."""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from fortythieves.core.record import Result, read_record
from fortythieves.core.saves import decode
from fortythieves.play.behind import WriteBehind
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.play.store import FileStore, Slot

CODE = "FT1-N-2345673"
BLOCKED = (Path(__file__).parent / "positions" / "blocked.txt").read_text(encoding="utf-8")


class Disk(FileStore):
    """A player's folder whose writes can be held back (to pile operations up behind one)
    or made to fail as a full disk does; every save written is noted in `done`, and every
    operation done (saves, removals, releases, record lines) in `ops`, in order."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()
        self.full = False
        self.record_full = False
        self.done: list[tuple[str, str]] = []
        self.ops: list[tuple[str, str]] = []

    def put(self, key: str, text: str) -> None:  # each save of `write_many`, before its folder's sync
        self.entered.set()
        self.gate.wait()
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        super().put(key, text)
        self.done.append((key, text))
        self.ops.append(("write", key))

    def remove(self, key: str) -> None:
        self.gate.wait()
        super().remove(key)
        self.ops.append(("remove", key))

    def release(self, key: str) -> None:
        self.gate.wait()
        super().release(key)
        self.ops.append(("release", key))

    def claim_new(self, key: str) -> None:
        self.gate.wait()
        super().claim_new(key)
        self.ops.append(("claim", key))

    def add_finished(self, line: str) -> None:
        self.gate.wait()
        if self.record_full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        super().add_finished(line)
        self.ops.append(("record", line))


def returns_while_the_disk_is_held(work: Callable[[], object]) -> bool:
    """Whether `work` comes back while the disk holds every write back (it would not if
    it waited for one); the disk must be let go afterwards either way."""
    thread = threading.Thread(target=work)
    thread.start()
    thread.join(10)
    return not thread.is_alive()


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


def test_saves_next_to_each_other_sync_their_folder_once_after_every_rename(
    tmp_path: Path, writers: ThreadPoolExecutor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each save's data is synced before its rename, and the folder after the last rename
    of the batch: only then is a save said to be written."""
    import stat

    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    store.write("a", "a0")
    store.flush()  # the folder exists
    steps: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        real_fsync(fd)
        folder = stat.S_ISDIR(os.fstat(fd).st_mode)
        steps.append("folder" if folder else "data")
        if folder:  # not said written before its folder is synced
            still.append(store.pending("c") or store.pending("a"))

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        real_replace(src, dst)
        steps.append("rename " + Path(dst).stem)

    still: list[bool] = []
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    disk.entered.clear()
    disk.gate.clear()
    store.write("a", "a1")
    assert disk.entered.wait(10)  # being written; the next saves pile up behind it
    for key in ("b", "c", "a"):
        store.write(key, key + "2")
    disk.gate.set()
    store.flush()
    assert steps == [
        "data", "rename a", "folder",  # the save being written when the others came
        "data", "rename b", "data", "rename c", "data", "rename a", "folder",  # together
    ]  # fmt: skip
    assert still == [True, True]
    assert store.written() == [("a", None), ("a", None), ("b", None), ("c", None), ("a", None)]
    assert [(tmp_path / "games" / f"{k}.json").read_text(encoding="utf-8") for k in "abc"] == [
        "a2",
        "b2",
        "c2",
    ]


def test_a_save_that_fails_among_others_is_told_apart_and_the_others_are_written(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    class OneFull(Disk):
        def put(self, key: str, text: str) -> None:
            self.full = key == "b"
            super().put(key, text)

    disk = OneFull(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("a", "a1")
    assert disk.entered.wait(10)
    for key in ("b", "c"):
        store.write(key, key + "1")
    disk.gate.set()
    store.flush()
    outcomes = store.written()
    assert [key for key, _ in outcomes] == ["a", "b", "c"]
    assert outcomes[0][1] is None and outcomes[2][1] is None
    error = outcomes[1][1]
    assert isinstance(error, OSError) and error.errno == errno.ENOSPC
    assert not (tmp_path / "games" / "b.json").exists() and (tmp_path / "games" / "c.json").exists()


def test_a_removal_is_queued_behind_the_saves_and_nothing_overtakes_them(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("a", "1")
    assert disk.entered.wait(10)
    store.write("a", "2")
    store.write("b", "b1")
    try:
        assert returns_while_the_disk_is_held(lambda: store.remove("a"))  # queued, not waited for
        # the games as they will be: "a" removed, "b" saved, though neither is done yet
        assert [slot.key for slot in store.unfinished()] == ["b"]
        assert store.pending("b") and not store.pending("c")
    finally:
        disk.gate.set()
    store.flush()
    assert disk.ops == [("write", "a"), ("write", "a"), ("write", "b"), ("remove", "a")]
    assert not (tmp_path / "games" / "a.json").exists()  # removed, never written back after
    assert (
        [slot.key for slot in store.unfinished()]
        == ["b"]
        == [s.key for s in FileStore(tmp_path).unfinished()]
    )
    assert not store.pending("b")


def test_a_save_after_a_removal_is_not_coalesced_with_one_before_it(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("x", "0")
    assert disk.entered.wait(10)
    store.write("a", "1")
    store.add_finished("line")
    store.write("a", "2")  # never moves before the record line
    disk.gate.set()
    store.flush()
    assert disk.ops == [("write", "x"), ("write", "a"), ("record", "line"), ("write", "a")]
    assert (tmp_path / "games" / "a.json").read_text(encoding="utf-8") == "2"


def test_taking_a_game_up_again_waits_for_its_queued_release(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    assert store.claim("a")
    disk.gate.clear()
    store.write("a", "1")
    store.release("a")
    claimed: list[bool] = []
    claiming = threading.Thread(target=lambda: claimed.append(store.claim("a")))
    claiming.start()
    claiming.join(0.2)
    assert claiming.is_alive()  # it waits for the release queued before it
    disk.gate.set()
    claiming.join(10)
    assert claimed == [True]
    assert disk.ops == [("write", "a"), ("release", "a")]
    assert not FileStore(tmp_path).claim("a")  # the lock taken again is held, not let go after
    store.close()


def test_a_new_games_lock_is_taken_behind_the_saves_and_before_its_first_save(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    disk.gate.clear()
    store.write("old", "1")
    key = store.new_key()
    assert returns_while_the_disk_is_held(lambda: store.claim_new(key))  # no lock file made meanwhile
    store.write(key, "2")
    assert disk.ops == []
    disk.gate.set()
    store.flush()
    assert disk.ops == [("write", "old"), ("claim", key), ("write", key)]
    assert not FileStore(tmp_path).claim(key)  # held by the store that dealt it
    store.close()
    assert FileStore(tmp_path).claim(key)


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
    store.flush()  # the opening's save is written before the disk fills up
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


def test_a_new_deal_does_not_wait_for_the_disk_and_leaves_the_record_and_the_new_game_in_order(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(layout=BLOCKED, environ={})
    store.flush()
    blocked = s.keeper.key
    assert blocked is not None
    disk.ops.clear()
    disk.gate.clear()
    s.handle("play the waste")  # no move left after it: recorded as blocked on the next deal
    try:
        assert returns_while_the_disk_is_held(lambda: s.handle("new game"))
    finally:
        disk.gate.set()
    store.flush()
    new = s.keeper.key
    assert new is not None and new != blocked
    (line,) = FileStore(tmp_path).finished()
    assert disk.ops == [
        ("write", blocked),
        ("record", line),
        ("remove", blocked),
        ("release", blocked),
        ("claim", new),  # its lock, taken before its first save
        ("write", new),
    ]
    (result,), _ = read_record([line])
    assert result.result is Result.BLOCKED and result.moves == 1
    (slot,) = FileStore(tmp_path).unfinished()
    assert slot.key == new and decode(slot.text).game.snapshot() == s.game.snapshot()
    s.close()


def test_a_record_line_that_fails_is_said_once_in_one_line(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(layout=BLOCKED, environ={})
    s.handle("play the waste")
    disk.record_full = True
    dealt = s.handle("new game").text  # says it if the line has failed already
    store.flush()  # it has failed now
    scored = s.handle("score").text
    assert (dealt + scored).count("could not be added") == 1
    assert (
        "This game could not be added to your record: the disk is full."
        in (dealt, scored)["could not be added" in scored]
    )
    assert "could not be added" not in s.handle("score").text
    assert FileStore(tmp_path).finished() == []


def test_a_game_left_while_its_save_is_on_its_way_is_held_until_it_is_written(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(code=CODE, environ={})
    store.flush()
    disk.gate.clear()
    disk.full = True
    s.handle("d")
    left = s.game.snapshot()
    s.handle("new game")  # the draw's save is on its way: the game is held here meanwhile
    disk.gate.set()
    store.flush()  # and it fails
    assert s.handle("score").text.endswith(
        "Your game could not be saved: the disk is full. It is kept here while the program runs."
    )
    assert s.handle("undo").text.startswith("Back to your game of Forty Thieves")
    assert s.game.snapshot() == left


def test_a_game_left_is_let_go_from_memory_once_its_save_is_written(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(code=CODE, environ={})
    disk.gate.clear()
    s.handle("d")
    key = s.keeper.key
    s.handle("new game")
    assert key in s.keeper.held
    disk.gate.set()
    store.flush()
    s.handle("score")
    assert s.keeper.held == {}
    assert key in [slot.key for slot in FileStore(tmp_path).unfinished()]


def test_close_does_every_queued_operation(tmp_path: Path, writers: ThreadPoolExecutor) -> None:
    disk = Disk(tmp_path)
    store = WriteBehind(disk, writers)
    s = Session(settings=Settings(lang="en"), store=store)
    s.open(layout=BLOCKED, environ={})
    disk.gate.clear()
    s.handle("play the waste")
    s.handle("new game")
    s.handle("d")
    threading.Timer(0.05, disk.gate.set).start()
    s.close()
    assert FileStore(tmp_path).claim(s.keeper.key or "")  # let go: the player's next session may take it
    assert len(FileStore(tmp_path).finished()) == 1
    (slot,) = FileStore(tmp_path).unfinished()
    saved = decode(slot.text)
    assert saved.game.snapshot() == s.game.snapshot() and saved.game.moves == 1
    assert disk.ops[-1] == ("release", slot.key)


def _listed(slots: list[Slot]) -> list[tuple[str, str]]:
    return [(slot.key, slot.text) for slot in slots]


def test_the_games_are_listed_from_the_disk_once_then_as_the_stores_own_operations_left_them(
    tmp_path: Path, writers: ThreadPoolExecutor
) -> None:
    FileStore(tmp_path).write("old", "0")
    disk = Disk(tmp_path)
    readings: list[int] = []
    listing = disk.unfinished
    disk.unfinished = lambda: readings.append(1) or listing()  # type: ignore[method-assign]
    store = WriteBehind(disk, writers)
    assert _listed(store.unfinished()) == [("old", "0")]
    store.write("a", "1")
    store.write("b", "2")
    store.remove("old")
    store.flush()
    store.write("a", "3")
    disk.full = True  # this save fails: the file keeps the save before it
    store.flush()
    assert store.written()[-1][1] is not None
    disk.full = False
    expected = sorted(_listed(FileStore(tmp_path).unfinished()))
    assert expected == [("a", "1"), ("b", "2")]
    assert sorted(_listed(store.unfinished())) == expected
    assert readings == [1]  # the disk was read for the first listing only
    store.close()


def test_a_save_set_aside_leaves_the_list(tmp_path: Path, writers: ThreadPoolExecutor) -> None:
    FileStore(tmp_path).write("bad", "not a save")
    store = WriteBehind(FileStore(tmp_path), writers)
    assert [slot.key for slot in store.unfinished()] == ["bad"]
    assert store.set_aside("bad") is not None
    assert store.unfinished() == []
    store.close()
