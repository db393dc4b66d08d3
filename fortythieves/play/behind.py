"""A player's store whose game saves are written in the background: for the servers.

Why: an atomic save waits for the disk (fsync, about 12 ms, and far more when many
players save at once), and a server answering 200 players must not make a reply wait
for it. So `write` only hands the save text to a writer thread and returns; the reply
goes out at once and the save follows it by a few milliseconds.

What stays true:
- Every save is still atomic and durable (`FileStore.write`: a temporary file, fsync,
  rename): the file on disk is always a whole save, the last one written.
- A player's saves are written in order, one at a time (one writer job per store).
  Saves of one game that come faster than the disk are coalesced: only the newest text
  is written, since each save holds the whole game.
- Every other use of the store (removing, listing, locks, the record, settings) first
  waits until the queued saves are written, so nothing overtakes them.
- A save that fails is not lost from sight: its outcome is kept for the session
  (`written`), which says it with the next reply, in one line, and keeps the game in
  memory as it does for a store that fails at once. `flush` waits for the disk, so
  "saved" is said at the end only when it is true.
- What a crash (kill -9, power loss) can cost is the moves of the last few milliseconds;
  a clean stop (`close`, the servers' SIGTERM and Ctrl+C) writes everything first.

The servers answer a command in a worker thread: a command whose store operation waits
for the player's saves still on their way (a new deal, the list of games, goodbye) waits
there, and the event loop, and every other player, go on.
"""

from __future__ import annotations

import threading
from concurrent.futures import Executor

from fortythieves.play.settings import Settings
from fortythieves.play.store import FileStore, Note, Slot


class WriteBehind:
    """A `FileStore` whose game saves are written by `writers`, in order, coalesced."""

    deferred = True  # `write` returns before the disk has the save: outcomes come from `written`

    def __init__(self, inner: FileStore, writers: Executor) -> None:
        self.inner = inner
        self.writers = writers
        self._lock = threading.Lock()
        self._pending: dict[str, str] = {}  # key -> the newest save text not yet written
        self._busy = False  # a writer job is queued or running for this store
        self._idle = threading.Condition(self._lock)
        self._outcomes: list[tuple[str, OSError | None]] = []  # of the writes done, oldest first

    # ----- saving in the background ------------------------------------------------------
    def write(self, key: str, text: str) -> None:
        with self._lock:
            self._pending.pop(key, None)  # re-inserted last: keys are written in the order saved
            self._pending[key] = text
            if self._busy:
                return  # the running job takes it: a later save of the same game replaces it
            self._busy = True
        try:
            self.writers.submit(self._drain)
        except RuntimeError:  # the writers are shut down (the server is stopping): write it here
            self._drain()

    def _drain(self) -> None:
        """The writer job: every queued save, oldest key first, until none is left."""
        while True:
            with self._lock:
                if not self._pending:
                    self._busy = False
                    self._idle.notify_all()
                    return
                key = next(iter(self._pending))
                text = self._pending.pop(key)
            try:
                self.inner.write(key, text)
                outcome: OSError | None = None
            except OSError as e:
                outcome = e
            except BaseException as e:  # never leave `flush` waiting for a job that died
                outcome = OSError(str(e))
            with self._lock:
                self._outcomes.append((key, outcome))

    def flush(self) -> None:
        """Wait until every queued save is written (or has failed)."""
        with self._lock:
            while self._busy:
                self._idle.wait()

    def written(self) -> list[tuple[str, OSError | None]]:
        """How the saves written since the last call went, oldest first: each game's key,
        with None when it worked and the error when it did not."""
        with self._lock:
            outcomes, self._outcomes = self._outcomes, []
        return outcomes

    # ----- everything else waits for the saves -------------------------------------------
    def new_key(self) -> str:
        return self.inner.new_key()

    def unfinished(self) -> list[Slot]:
        self.flush()
        return self.inner.unfinished()

    def remove(self, key: str) -> None:
        self.flush()
        self.inner.remove(key)

    def set_aside(self, key: str) -> str | None:
        self.flush()
        return self.inner.set_aside(key)

    def claim(self, key: str) -> bool:
        return self.inner.claim(key)

    def release(self, key: str) -> None:
        self.flush()  # the lock is held until the game's last save is on disk
        self.inner.release(key)

    def add_finished(self, line: str) -> None:
        self.flush()
        self.inner.add_finished(line)

    def finished(self) -> list[str]:
        return self.inner.finished()

    def write_export(self, name: str, text: str) -> str:
        return self.inner.write_export(name, text)

    def read_settings(self) -> Settings:
        return self.inner.read_settings()

    def write_settings(self, settings: Settings) -> None:
        self.inner.write_settings(settings)

    def take_notes(self) -> list[Note]:
        return self.inner.take_notes()

    def close(self) -> None:
        """Write what is queued, then let go of the locks."""
        self.flush()
        self.inner.close()
