"""The store's interface, the same on every engine: memory, SQLite (a real file) and
PostgreSQL (a real cluster, started by the `postgres` fixture)."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.core.saves import decode
from fortythieves.store import open_store, portable
from fortythieves.store.base import Account, Conflict, Slot, Store, StoreError
from fortythieves.store.memory import MemoryStore

LINE = encode_finished(Finished("2026-12-01T10:00:00", "maria", None, Result.WON, 5, 2, 60, ("draw",)))


@pytest.fixture(params=["memory", "sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "memory":
        made: Store = MemoryStore()
    elif request.param == "sqlite":
        made = open_store(tmp_path / "home")
    else:
        made = open_store(tmp_path, request.getfixturevalue("postgres_db"))
    try:
        yield made
    finally:
        made.close()


def test_a_save_counts_its_revisions_and_a_stale_one_is_refused(store: Store) -> None:
    assert store.save("p", "k1", "one", None, "a") == 1
    assert store.save("p", "k1", "two", 1, "a") == 2
    with pytest.raises(Conflict):
        store.save("p", "k1", "stale", 1, "b")  # saved by another since revision 1 was read
    with pytest.raises(Conflict):
        store.save("p", "k1", "new again", None, "b")  # the key is taken
    slot = store.game("p", "k1")
    assert slot is not None and (slot.text, slot.revision, slot.client) == ("two", 2, "a")
    assert store.game("other", "k1") is None  # each player's own


def test_games_come_newest_first_and_a_finished_one_goes_to_the_record_in_one_commit(store: Store) -> None:
    store.save("p", "old", "a", None, "")
    time.sleep(0.01)
    store.save("p", "new", "b", None, "")
    assert [s.key for s in store.games("p")] == ["new", "old"]
    store.finish("p", "old", LINE)
    assert [s.key for s in store.games("p")] == ["new"]
    assert [line for _, line in store.records("p")] == [LINE]
    store.finish("p", None, LINE.replace('"score":5', '"score":6'))
    assert len(store.records("p")) == 2 and store.records("q") == []


def test_a_name_is_enrolled_once_even_when_two_ask_at_the_same_moment(store: Store) -> None:
    results: list[bool] = []
    barrier = threading.Barrier(8)

    def enrol(n: int) -> None:
        barrier.wait()
        results.append(store.enrol("net:bob", Account("bob", {"salt": f"{n}", "scrypt": "x", "keys": []})))

    threads = [threading.Thread(target=enrol, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [False] * 7 + [True]
    account = store.account("net:bob")
    assert account is not None and account.name == "bob"
    store.keep_settings("net:carol", "{}")  # settings first: the name is still free
    assert store.enrol("net:carol", Account("carol", {})) and store.account("net:carol") is not None


def test_settings_are_kept_and_a_damaged_row_is_set_aside_and_counted_once(store: Store) -> None:
    assert store.settings("p") is None
    store.keep_settings("p", '{"lang": "ca"}')
    assert store.settings("p") == '{"lang": "ca"}'
    store.save("p", "bad", "not a save", None, "")
    store.finish("p", None, "not a line")
    ((row, _),) = store.records("p")
    store.set_aside("p", "game", "bad", "unreadable")
    store.set_aside("p", "record", str(row), "not ours")
    store.set_aside("p", "settings", "", "damaged")
    assert store.games("p") == [] and store.records("p") == [] and store.settings("p") is None
    found = store.aside("p")
    assert (found.games, found.records, found.settings) == (1, 1, 1)
    assert not store.aside("p")  # said once


def test_a_player_s_whole_store_goes_out_and_comes_back_once(store: Store, tmp_path: Path) -> None:
    from test_store import CODE

    from fortythieves.play.session import Session
    from fortythieves.play.settings import Settings
    from fortythieves.store.shelf import Shelf

    s = Session(settings=Settings(lang="en"), store=Shelf(store, "p"))
    s.open(code=CODE, environ={})
    s.handle("d")
    store.finish("p", None, LINE)
    store.keep_settings("p", '{"verbosity": "brief"}')
    path = tmp_path / "mine.json"
    path.write_text(portable.dump(store, "p"), encoding="utf-8")
    data = portable.read(path)
    assert data["format"] == "fortythieves-player" and data["games"][0]["save"]["code"] == CODE
    for _ in range(2):  # twice: nothing twice
        done = portable.load(store, "q", data)
        assert (done.games, done.records, done.refused) == (1, 1, 0)
    assert [decode(g.text).game.snapshot() for g in store.games("q")] == [s.game.snapshot()]
    assert [line for _, line in store.records("q")] == [LINE]
    assert json.loads(store.settings("q") or "") == {"verbosity": "brief"}


def test_one_player_s_turns_never_overlap_across_two_processes(postgres_db: str, tmp_path: Path) -> None:
    """Two stores on one database, as two server processes: the second's turn for the
    same player waits until the first's is over; another player's does not wait."""
    first, second = open_store(tmp_path, postgres_db), open_store(tmp_path, postgres_db)
    inside = threading.Event()
    order: list[str] = []

    def long_turn() -> None:
        with first.turn("web:anna"):
            inside.set()
            time.sleep(0.3)
            first.save("web:anna", "k", "from the first", None, "a")
            order.append("first done")

    t = threading.Thread(target=long_turn)
    t.start()
    inside.wait(5)
    with second.turn("web:bob"):
        order.append("another player, at once")
    with second.turn("web:anna"):
        order.append("second in")
        slot = second.game("web:anna", "k")
        assert slot is not None and slot.text == "from the first"
    t.join()
    assert order == ["another player, at once", "first done", "second in"]
    first.close()
    second.close()


def test_a_database_of_a_newer_version_is_refused(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    with sqlite3.connect(tmp_path / "fortythieves.db") as c:
        c.execute("PRAGMA user_version=99")
    with pytest.raises(StoreError, match="newer"):
        open_store(tmp_path)


def test_a_database_of_a_newer_version_is_refused_by_postgresql(postgres_db: str, tmp_path: Path) -> None:
    import psycopg

    open_store(tmp_path, postgres_db).close()
    with psycopg.connect(postgres_db, autocommit=True) as c:
        c.execute("UPDATE fortythieves_schema SET version = 99")
    with pytest.raises(StoreError, match="newer"):
        open_store(tmp_path, postgres_db)


def test_rows_come_back_as_slots(store: Store) -> None:
    store.save("p", "k", "text", None, "c")
    (slot,) = store.games("p")
    assert isinstance(slot, Slot) and slot.played > 1_700_000_000
