"""The command line's own store: the home's database, or memory when it cannot be
opened (the game goes on, and the player is told once that nothing is kept)."""

from __future__ import annotations

import os
from pathlib import Path

from fortythieves.store import open_store
from fortythieves.store.base import StoreError
from fortythieves.store.home import data_dir
from fortythieves.store.shelf import LOCAL, Shelf


def local_shelf(home: Path | None = None) -> Shelf:
    """The local player's shelf of the home's store; in memory (`unavailable` set) when
    the store cannot be opened."""
    home = home or data_dir()
    try:
        store = open_store(home)
    except StoreError as e:
        shelf = Shelf.in_memory()
        shelf.unavailable = e.fault.value
        return shelf
    # Each process is its own client: another window's save of the game is said.
    return Shelf(store, LOCAL, client=f"{_host()}:{os.getpid()}", exports=home / "exports")


def _host() -> str:
    """This machine's name: os.uname's where there is one, as importing socket or
    platform for it costs a few milliseconds of the start."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import platform

    return platform.node()
