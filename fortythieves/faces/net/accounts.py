"""The accounts of the telnet and SSH faces: a name is enrolled by one connection only
(the store creates an account only if absent: the first to ask wins, another is told the
name is taken), a name that looks like another player's is refused, and passphrase
guesses are throttled by name and by address: a growing wait after a few wrong ones,
then a lock-out whose length the reply says.

A name's look-alike key (`names`) is claimed in the store the same way, as an account
`name:<key>` holding the id of the player whose name claimed it. A player enrolled
before claims were made claims theirs at their next log-in.
"""

from __future__ import annotations

import asyncio
import enum
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from fortythieves.faces.errorlog import EventLog
from fortythieves.faces.net.names import folder_key, lookalike_key
from fortythieves.faces.net.players import Players
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.nettext import MIN_PASSPHRASE
from fortythieves.store.base import Account, Store, StoreError


class Enrolled(enum.Enum):
    NEW = "new"
    TAKEN = "taken"  # another connection has just enrolled this very name
    LOOKALIKE = "lookalike"  # another player's name looks the same
    TOO_SHORT = "too short"


@dataclass(frozen=True)
class Check:
    ok: bool
    locked: float = 0.0  # seconds before the name or address may try again (0: not locked)


@dataclass
class _Tries:
    failures: int = 0
    last: float = 0.0
    locked_until: float = 0.0


class Guesses:
    """Wrong passphrases by key (a name, or an address): `free` cost nothing, each one
    after doubles the wait before the next check (up to `longest`), and at `lock_after`
    the key is locked for `lock_seconds`. A key quiet for `forget` seconds starts afresh.

    >>> now = [0.0]; g = Guesses(free=2, lock_after=5, lock_seconds=60.0, clock=lambda: now[0])
    >>> [g.failed("k") or g.delay("k") for _ in range(4)]
    [0.0, 1.0, 2.0, 4.0]
    >>> g.failed("k"), g.locked("k")
    (60.0, 60.0)
    >>> now[0] = 61.0; g.locked("k"), g.delay("k")
    (0.0, 0.0)
    """

    def __init__(
        self,
        free: int = 3,
        lock_after: int = 8,
        lock_seconds: float = 600.0,
        longest: float = 8.0,
        forget: float = 3600.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.free, self.lock_after, self.lock_seconds = free, lock_after, lock_seconds
        self.longest, self.forget, self.clock = longest, forget, clock
        self.tries: dict[str, _Tries] = {}

    def _get(self, key: str) -> _Tries:
        now = self.clock()
        t = self.tries.get(key)
        if t is None or (now - t.last > self.forget and now >= t.locked_until):
            if len(self.tries) > 100_000:
                self.tries = {k: v for k, v in self.tries.items() if now - v.last <= self.forget}
            t = self.tries[key] = _Tries(last=now)
        elif t.locked_until and now >= t.locked_until:
            t.failures, t.locked_until = 0, 0.0  # served its time: starts afresh
        return t

    def locked(self, key: str) -> float:
        return max(0.0, self._get(key).locked_until - self.clock())

    def delay(self, key: str) -> float:
        over = self._get(key).failures - self.free
        return 0.0 if over < 0 else min(self.longest, 2.0**over)

    def failed(self, key: str) -> float:
        """Count a wrong passphrase; the lock-out it brings, in seconds (0: none)."""
        t = self._get(key)
        t.failures += 1
        t.last = self.clock()
        if t.failures >= self.lock_after:
            t.locked_until = t.last + self.lock_seconds
            return self.lock_seconds
        return 0.0

    def succeeded(self, key: str) -> None:
        self.tries.pop(key, None)


class Accounts:
    """The named players of one server, in its store."""

    def __init__(self, store: Store, log: EventLog, clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.players = Players(store)
        self.log = log
        self.by_name = Guesses(clock=clock)
        self.by_address = Guesses(free=10, lock_after=30, clock=clock)  # a household shares one

    def exists(self, name: str) -> bool:
        return self.players.exists(name)

    def language(self, name: str) -> str | None:
        """The language a known player chose (their log-in is said in it); None when
        they chose none, or it cannot be read. Reads only: nothing is set aside here,
        before the player has proved who they are."""
        try:
            text = self.store.settings(self.players.player(name))
            data = json.loads(text) if text else None
        except (StoreError, ValueError, RecursionError):
            return None
        lang = data.get("lang") if isinstance(data, dict) else None
        return lang if lang in LANGUAGES else None

    def _claim_id(self, name: str) -> str:
        return f"name:{lookalike_key(name)}"

    def lookalike(self, name: str) -> bool:
        """Whether another player's name looks like this one (a new name is then refused)."""
        claim = self.store.account(self._claim_id(name))
        return claim is not None and claim.credentials.get("owner") != self.players.player(name)

    def enrol(self, name: str, passphrase: str | None = None, key: str | None = None) -> Enrolled:
        """Keep a new player, if this call is the first to claim the name (slow on
        purpose when a passphrase is given: run it off the event loop)."""
        if passphrase is not None and len(passphrase) < MIN_PASSPHRASE:
            return Enrolled.TOO_SHORT
        if not self._claim(name) and self.lookalike(name):
            return Enrolled.LOOKALIKE
        if not self.players.enrol(name, passphrase, key):
            return Enrolled.TAKEN
        self.log.event("player enrolled")
        return Enrolled.NEW

    def _claim(self, name: str) -> bool:
        """Claim the name's look-alike key for this name; False when it was claimed before
        (by this very name, or by one that looks like it)."""
        owner = {"owner": self.players.player(name)}
        return self.store.enrol(self._claim_id(name), Account(name, owner))

    # ----- passphrases ---------------------------------------------------------------------
    def locked(self, name: str, address: str) -> float:
        return max(self.by_name.locked(folder_key(name)), self.by_address.locked(address))

    def _verify(self, name: str, passphrase: str) -> bool:
        ok = self.players.verify(name, passphrase)
        if ok:
            self._claim(name)  # a player enrolled before claims were made claims theirs now
        return ok

    async def check(self, name: str, passphrase: str, address: str) -> Check:
        """Whether the passphrase is the name's, after the wait its earlier wrong guesses
        earned; a locked name or address is not checked at all."""
        key = folder_key(name)
        locked = self.locked(name, address)
        if locked:
            return Check(False, locked)
        await asyncio.sleep(max(self.by_name.delay(key), self.by_address.delay(address)))
        if await asyncio.to_thread(self._verify, name, passphrase):
            self.by_name.succeeded(key)
            return Check(True)
        locked = max(self.by_name.failed(key), self.by_address.failed(address))
        self.log.event("wrong passphrase", address)
        if locked:
            self.log.event("passphrase guesses over the limit, locked", f"{address} for {locked:.0f} s")
        return Check(False, locked)
