"""Where players' games, records, settings and accounts are kept: one small interface
(`base.Store`), the SQLite engine by default (`sqlite`), PostgreSQL for several servers
(`postgres`), memory for guests and tests (`memory`); one player's part of it as a
session sees it (`shelf`); the earlier versions' files moved in once (`legacy`); a
player's whole store as one portable JSON file (`portable`)."""

from __future__ import annotations

from pathlib import Path

from fortythieves.store.base import Fault, Store, StoreError


def open_store(home: Path, url: str | None = None) -> Store:
    """The store of `home` (SQLite, its earlier files moved in once), or the PostgreSQL
    database at `url` (postgresql://...). StoreError when it cannot be opened."""
    if url is not None and url.split(":", 1)[0] in ("postgresql", "postgres"):
        try:
            from fortythieves.store.postgres import PostgresStore
        except ImportError:
            raise StoreError(
                Fault.OTHER, "psycopg is missing: pip install 'fortythieves[postgresql]'"
            ) from None
        return PostgresStore(url)
    from fortythieves.store.sqlite import SQLiteStore

    return SQLiteStore(home if url is None else Path(url))
