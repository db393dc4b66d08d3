"""What a store keeps, and the one interface every engine offers.

A store keeps, for each player (an opaque id the faces make: `local`, `web:<hash>`,
`net:<hash>`): an account (a name and its credentials, for the network faces), the
settings, the unfinished games (one save text each, with a revision) and the record of
finished games (one line each). Nothing here knows about threads, locks or speech: an
engine commits each call before it returns, and raises `StoreError` when it could not.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

SCHEMA = 1  # the newest schema the engines know (their migrations lead up to it)
# Bounds on what one row may hold, far above a real one (a save is a few kilobytes):
# a row over them is damaged or hostile, set aside rather than read.
MAX_SAVE = 2_000_000  # characters of a save
MAX_LINE = 1_000_000  # characters of a record line
MAX_SETTINGS = 10_000  # characters of the settings, as JSON
MAX_GAMES = 1_000  # unfinished games of one player read at once
MAX_RECORDS = 100_000  # record lines of one player read at once


class Fault(Enum):
    """Why a store could not do what it was asked, as the player is told."""

    FULL = "full"  # no space left
    READ_ONLY = "read-only"  # the home or its database cannot be written
    OTHER = "other"


class StoreError(Exception):
    """A call that did not commit: nothing of it is kept."""

    def __init__(self, fault: Fault, detail: str = "") -> None:
        super().__init__(f"{fault.value}: {detail}" if detail else fault.value)
        self.fault = fault
        self.detail = detail


class Conflict(StoreError):
    """A save of a game another process saved since this one read it: nothing is kept."""

    def __init__(self, key: str) -> None:
        super().__init__(Fault.OTHER, f"game {key} moved on elsewhere")
        self.key = key


def fault_of(error: OSError) -> Fault:
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return Fault.FULL
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return Fault.READ_ONLY
    return Fault.OTHER


@dataclass(frozen=True, slots=True)
class Slot:
    """An unfinished game as kept: its key, its save text, when it was last played, its
    revision (counted up by each save) and the client that saved it last."""

    key: str
    text: str
    played: float  # seconds since the epoch
    revision: int = 1
    client: str = ""


@dataclass(frozen=True, slots=True)
class Account:
    """A named player of the network faces: the name as typed first, and credentials
    (a passphrase's salt and hash, SSH keys) the store keeps without reading them."""

    name: str
    credentials: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Aside:
    """How many rows of each kind were found damaged and set aside since last asked."""

    games: int = 0
    records: int = 0
    settings: int = 0

    def __bool__(self) -> bool:
        return bool(self.games or self.records or self.settings)


@dataclass(frozen=True, slots=True)
class Opened:
    """What opening the store found, told once: files that were in the way of the
    database and were moved aside, and the earlier versions' files moved in (`kept`: the
    folder that keeps them; `refused`: those that could not be read, kept there too)."""

    moved: tuple[str, ...] = ()
    kept: str | None = None
    refused: int = 0

    def __bool__(self) -> bool:
        return bool(self.moved or self.kept)


class Store(Protocol):
    """One database of players. Every call is one transaction, committed before it returns."""

    shared: bool  # True: other processes may serve the same players at the same time

    # ----- players ------------------------------------------------------------------------
    def enrol(self, player: str, account: Account) -> bool: ...  # False: the player exists
    def account(self, player: str) -> Account | None: ...

    # ----- games --------------------------------------------------------------------------
    def games(self, player: str) -> list[Slot]: ...  # newest first
    def game(self, player: str, key: str) -> Slot | None: ...
    def latest(self, player: str) -> Slot | None: ...  # the game played last, wherever
    # The new revision; `revision` is the one the caller read (None: a new game), and a
    # game saved since by another is refused with `Conflict`.
    def save(self, player: str, key: str, text: str, revision: int | None, client: str) -> int: ...
    # A game over: its save removed (`key`) and its line added to the record (`line`), at once.
    def finish(self, player: str, key: str | None, line: str | None) -> None: ...

    # ----- the record and settings --------------------------------------------------------
    def records(self, player: str) -> list[tuple[int, str]]: ...  # (row, line), oldest first
    def settings(self, player: str) -> str | None: ...  # JSON text, None: never kept
    def keep_settings(self, player: str, text: str) -> None: ...

    # ----- damaged rows -------------------------------------------------------------------
    # A row that cannot be used moves out of the player's data into the aside table.
    def set_aside(self, player: str, what: str, key: str, why: str) -> None: ...
    def aside(self, player: str) -> Aside: ...  # counted once: what was set aside since last asked

    # ----- a player's whole store ---------------------------------------------------------
    def load(self, player: str, data: Mapping[str, Any]) -> None: ...  # replaces it, at once

    def opened(self) -> Opened: ...  # what opening found, once (then nothing)

    # One player's command: another process serving the same player waits until it is over.
    def turn(self, player: str) -> AbstractContextManager[None]: ...
    def close(self) -> None: ...


def rows(found: Iterator[tuple[Any, ...]], most: int) -> list[tuple[Any, ...]]:
    """At most `most` rows of a query, so that a hostile database cannot flood memory."""
    out = []
    for row in found:
        out.append(row)
        if len(out) >= most:
            break
    return out
