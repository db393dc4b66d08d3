"""A player's store whose game saves are written in the background: for the servers.

Why: an atomic save waits for the disk (fsync, about 12 ms, and far more when many
players save at once), and a server answering 200 players must not make a reply wait
for it. So `write` only hands the save text to a writer thread and returns; the reply
goes out at once and the save follows it by a few milliseconds. So do the other store
operations a new deal or the end of a game makes (removing a game's file, letting go of
its lock, a line added to the record): they are queued behind the saves, in order, and
the reply does not wait for the disk either.

What stays true:
- Every save is still atomic and durable (`FileStore.write_many`: a temporary file,
  fsync, rename, then the folder's fsync): the file on disk is always a whole save, the
  last one written. A player's saves queued next to each other (of several games,
  piling up behind a slow disk) are written in one go and their folder synced once,
  after the last rename; each is said written only after that sync.
- A player's store operations are done in the order asked, one at a time (one writer
  job per store). Saves of one game that come faster than the disk are coalesced: only
  the newest text is written, since each save holds the whole game; a save never moves
  past another operation.
- What must read the disk sees it as it will be: the list of unfinished games is the
  folder's with the queued operations applied (`unfinished`). The folder is read once;
  after that the store keeps what its own operations did to it (a server's player
  folder is written through that player's one store: a new deal lists the games without
  asking the disk). The record (`finished`)
  and setting a damaged save aside wait until the queue is written. Taking a game's
  lock again waits for a queued release of it.
- A save or a record line that fails is not lost from sight: its outcome is kept for
  the session (`written`, `unrecorded`), which says it with the next reply, in one line,
  and keeps the game in memory as it does for a store that fails at once (`pending`
  tells it a game's last save is still on its way). `flush` waits for the disk, so
  "saved" is said at the end only when it is true.
- What a crash (kill -9, power loss) can cost is the moves of the last few milliseconds;
  a clean stop (`close`, the servers' SIGTERM and Ctrl+C) writes everything first.

The servers answer a command in a worker thread: a command that must wait for the disk
(the record, goodbye) waits there, and the event loop, and every other player, go on.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from concurrent.futures import Executor
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol

from fortythieves.play.settings import Settings
from fortythieves.play.store import FileStore, Note, Slot


class Watch(Protocol):
    """Told how long the saves take and how long a thread waits for them (a server's trace)."""

    def waited(self, seconds: float) -> None: ...
    def wrote(self, start: float, end: float) -> None: ...
    def replaced(self) -> None: ...  # a save replaced by a newer one before it was written


class Kind(Enum):
    WRITE = "write"
    REMOVE = "remove"
    RELEASE = "release"
    RECORD = "record"
    CLAIM = "claim"


@dataclass(slots=True)
class Operation:
    """One queued store operation. `text`: a save's, or a record's line; a save replaced
    by a newer one of the same game before it was written is None (skipped)."""

    kind: Kind
    key: str = ""
    text: str | None = None
    at: float = 0.0  # when it was saved: the game's time in `unfinished` until it is written


class WriteBehind:
    """A `FileStore` whose saves and other writes are done by `writers`, in order."""

    deferred = True  # `write` returns before the disk has the save: outcomes come from `written`
    watch: ClassVar[Watch | None] = None  # off unless a server traces its commands

    def __init__(self, inner: FileStore, writers: Executor) -> None:
        self.inner = inner
        self.writers = writers
        self._lock = threading.Lock()
        self._queue: deque[Operation] = deque()
        self._running: list[Operation] = []  # being done: one operation, or saves together
        self._latest: dict[str, Operation] = {}  # saves queued since the last other operation
        self._busy = False  # a writer job is queued or running for this store
        self._idle = threading.Condition(self._lock)
        self._outcomes: list[tuple[str, OSError | None]] = []  # of the saves written, oldest first
        self._unrecorded: list[OSError] = []  # record lines that could not be written
        # The folder's unfinished games as the operations done so far left them: read
        # from the disk once (`unfinished`), then kept up to date as each one is done.
        self._games: dict[str, Slot] | None = None

    # ----- the queue -----------------------------------------------------------------------
    def _queued(self, op: Operation) -> None:
        with self._lock:
            if op.kind is Kind.WRITE:
                replaced = self._latest.get(op.key)
                if replaced is not None:
                    replaced.text = None  # the newer save holds the whole game
                    if self.watch is not None:
                        self.watch.replaced()
                self._latest[op.key] = op
            else:
                self._latest.clear()  # no save moves past this operation
            self._queue.append(op)
            if self._busy:
                return  # the running job takes it
            self._busy = True
        try:
            self.writers.submit(self._drain)
        except RuntimeError:  # the writers are shut down (the server is stopping): do it here
            self._drain()

    def _drain(self) -> None:
        """The writer job: every queued operation, oldest first, until none is left. The
        saves next to each other in the queue are written together (`FileStore.write_many`:
        their folder synced once after all of them)."""
        while True:
            with self._lock:
                run: list[Operation] = []
                while self._queue and self._queue[0].kind is Kind.WRITE:
                    op = self._queue.popleft()
                    if op.text is not None:  # else replaced by a newer save
                        run.append(op)
                        if self._latest.get(op.key) is op:
                            del self._latest[op.key]  # being written: a newer save is queued after it
                if not run and self._queue:
                    run.append(self._queue.popleft())
                if not run:
                    self._busy = False
                    self._idle.notify_all()
                    return
                self._running = run
            if run[0].kind is Kind.WRITE:
                self._write(run)
            else:
                self._do(run[0])

    def _write(self, run: list[Operation]) -> None:
        watch, start = self.watch, time.perf_counter()
        try:
            outcomes = self.inner.write_many([(op.key, op.text or "") for op in run])
        except BaseException as e:  # never leave `flush` waiting for a job that died
            outcomes = [e if isinstance(e, OSError) else OSError(str(e))] * len(run)
        if watch is not None:
            end = time.perf_counter()
            for _ in run:
                watch.wrote(start, end)
        with self._lock:
            self._running = []  # with their outcomes: `pending` is False once they can be read
            self._outcomes += [(op.key, error) for op, error in zip(run, outcomes, strict=True)]
            if self._games is not None:
                for op, error in zip(run, outcomes, strict=True):
                    if error is None and op.text is not None:  # a failed save left the file as it was
                        self._games[op.key] = self._slot(op)

    def _do(self, op: Operation) -> None:
        """One operation other than a save."""
        error: OSError | None = None
        try:
            if op.kind is Kind.RECORD:
                assert op.text is not None
                self.inner.add_finished(op.text)
            elif op.kind is Kind.REMOVE:
                self.inner.remove(op.key)
            elif op.kind is Kind.CLAIM:
                self.inner.claim_new(op.key)
            else:
                self.inner.release(op.key)
        except OSError as e:
            error = e
        except BaseException as e:  # never leave `flush` waiting for a job that died
            error = OSError(str(e))
        with self._lock:
            self._running = []
            if op.kind is Kind.RECORD and error is not None:
                self._unrecorded.append(error)
            if op.kind is Kind.REMOVE and error is None and self._games is not None:
                self._games.pop(op.key, None)

    def _pending(self) -> list[Operation]:
        """The operations not done yet, those being done first. Under the lock."""
        return self._running + list(self._queue)

    # ----- saving in the background ------------------------------------------------------
    def write(self, key: str, text: str) -> None:
        self._queued(Operation(Kind.WRITE, key, text, time.time()))

    def flush(self) -> None:
        """Wait until every queued operation is done (or has failed)."""
        with self._lock:
            if not self._busy:
                return
            start = time.perf_counter()
            while self._busy:
                self._idle.wait()
        if self.watch is not None:
            self.watch.waited(time.perf_counter() - start)

    def written(self) -> list[tuple[str, OSError | None]]:
        """How the saves written since the last call went, oldest first: each game's key,
        with None when it worked and the error when it did not."""
        with self._lock:
            outcomes, self._outcomes = self._outcomes, []
        return outcomes

    def unrecorded(self) -> list[OSError]:
        """Why the record lines that could not be written since the last call failed."""
        with self._lock:
            errors, self._unrecorded = self._unrecorded, []
        return errors

    def pending(self, key: str) -> bool:
        """Whether a save of game `key` is still on its way to the disk."""
        with self._lock:
            return any(
                op.kind is Kind.WRITE and op.key == key and op.text is not None for op in self._pending()
            )

    # ----- queued behind the saves ---------------------------------------------------------
    def remove(self, key: str) -> None:
        self._queued(Operation(Kind.REMOVE, key))

    def release(self, key: str) -> None:
        self._queued(Operation(Kind.RELEASE, key))  # the lock is held until the game's last save is on disk

    def add_finished(self, line: str) -> None:
        self._queued(Operation(Kind.RECORD, text=line))

    # ----- reading, as it will be once the queue is written -------------------------------
    def unfinished(self) -> list[Slot]:
        with self._lock:
            if self._games is None:
                # Read under the lock: an operation done meanwhile is noted after this
                # (its effect, on the disk or in `pending`, is applied once more: the same).
                self._games = {slot.key: slot for slot in self.inner.unfinished()}
            slots = dict(self._games)
            pending = self._pending()
        for op in pending:
            if op.kind is Kind.WRITE and op.text is not None:
                slots[op.key] = self._slot(op)
            elif op.kind is Kind.REMOVE:
                slots.pop(op.key, None)
        return sorted(slots.values(), key=lambda s: (s.played, s.key), reverse=True)

    def _slot(self, op: Operation) -> Slot:
        return Slot(op.key, op.text or "", op.at, str(self.inner.path(op.key)))

    def finished(self) -> list[str]:
        self.flush()  # the lines on their way belong to it
        return self.inner.finished()

    def set_aside(self, key: str) -> str | None:
        self.flush()
        where = self.inner.set_aside(key)
        gone = where is not None or not self.inner.path(key).exists()  # else it could not move
        with self._lock:
            if gone and self._games is not None:
                self._games.pop(key, None)
        return where

    def claim(self, key: str) -> bool:
        with self._lock:
            releasing = any(op.kind is Kind.RELEASE and op.key == key for op in self._pending())
        if releasing:
            self.flush()  # taken up again right after it was left: the release must not follow
        return self.inner.claim(key)

    def claim_new(self, key: str) -> None:
        # Queued before the game's first save: nobody can ask for the game before that save
        # is on disk, and a new deal makes no reply wait for a lock file to be created
        # (creating a file waits for the disk's journal while other players' saves sync).
        self._queued(Operation(Kind.CLAIM, key))

    # ----- everything else ----------------------------------------------------------------
    def new_key(self) -> str:
        return self.inner.new_key()

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
