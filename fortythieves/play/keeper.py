"""The games kept and the record: one part of a session, which holds it as `keeper`.

The keeper owns what the session keeps in the player's store: the key of the game in
play and its lock, the game a new deal made way for, the games held in memory while
saving fails, the notes the store has to say after the next reply, whether the game is
another process's (look, never write), and the moves of a replay. The session hands it
the game in play; the keeper never replaces it, it returns the game to take up.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from fortythieves.core.moves import Move
from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.core.saves import Loaded, SaveError, decode
from fortythieves.lang.records import KeptGame, Records
from fortythieves.lang.replies import Replies
from fortythieves.play import reply as ev
from fortythieves.play.current import CurrentGame
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import useful_moves
from fortythieves.play.settings import Settings
from fortythieves.play.store import KEEP, NoteKind, Slot, Store, fault_of


class Keeper:
    r: Replies  # the session's words, given by `speak` whenever its language changes
    rec: Records

    def __init__(self, store: Store, settings: Settings, clock: Callable[[], float]) -> None:
        self.store = store
        self.settings = settings  # the session's own, changed in place
        self.clock = clock
        self.key: str | None = None  # where the store keeps the game in play
        self.read_only = False  # another process plays this game: look, never write
        self.previous: str | None = None  # the game a new deal made way for: `undo` goes back
        self.save_fault: str | None = None  # why the last save failed; None: it worked
        self.keeps = True  # False in a replay: nothing is kept, so nothing is said to be
        self.notes: list[str] = []  # what the store has to say, after the next reply
        self.held: dict[str, Slot] = {}  # games left while saving failed: kept in memory
        self.replay: tuple[Move, ...] | None = None  # the moves of `--replay FILE`
        self.replay_at = 0
        # Each kept game's save as read last, decoded: listing the games, a new deal and
        # `new game winnable` read every kept game, and a decode replays all its moves.
        self._decodes: dict[str, tuple[str, Loaded]] = {}

    def speak(self, r: Replies, rec: Records) -> None:
        """The session's language, changed with it."""
        self.r, self.rec = r, rec

    def take_notes(self) -> list[str]:
        """What the store has to say, once (with how the saves written meanwhile went)."""
        self.settle()
        notes, self.notes = self.notes, []
        return notes

    # ----- taking a game up -----------------------------------------------------------
    def store_notes(self) -> list[str]:
        said = []
        for note in self.store.take_notes():
            if note.kind is NoteKind.SETTINGS_ASIDE:
                said.append(self.rec.settings_aside(note.file))
            else:
                said.append(self.rec.settings_stuck(note.file))
        return said

    def resume(self) -> tuple[CurrentGame | None, list[str]]:
        """The last game played, if it goes on, and the line that says what became of it."""
        slots = self.store.unfinished()
        if not slots:
            return None, []
        slot = slots[0]
        try:
            loaded = decode(slot.text)
        except SaveError as e:
            aside = self.store.set_aside(slot.key)
            if aside is None:  # a read-only folder: leave it as it is, never overwrite it
                return None, [self.rec.save_stuck(e.problem.value, slot.name)]
            return None, [self.r.save_unreadable(e.problem.value, aside)]
        if loaded.game.state.is_won():  # kept by an earlier version
            return None, []
        g = loaded.game
        if not self.store.claim(slot.key):
            taken = self.take(slot.key, loaded, read_only=True)
            return taken, [self.rec.open_elsewhere(g.variant, loaded.code)]
        taken = self.take(slot.key, loaded)
        return taken, [self.r.resuming(g.variant, taken.code, g.moves, g.score)]

    def take(self, key: str, loaded: Loaded, read_only: bool = False) -> CurrentGame:
        """The kept game `key`, to be the game in play."""
        self._decodes.pop(key, None)  # its game is played on from now: never read from here again
        current = CurrentGame.loaded(loaded)
        current.since = self.clock()
        self.key, self.read_only = key, read_only
        self.previous = None
        return current

    def reopen(self, current: CurrentGame, key: str, loaded: Loaded) -> CurrentGame | str:
        """A kept game taken up again in place of `current`, or why it is not."""
        if key == self.key:
            return self.rec.playing_it()
        if not self.store.claim(key):
            return self.rec.busy_elsewhere(loaded.code)
        self.leave(current)
        return self.take(key, loaded)

    def before_deal(self, current: CurrentGame) -> tuple[str, Loaded] | None:
        """`undo` right after a new deal: the game before it, if it is still kept."""
        key = self.previous
        if key is None or current.touched:
            return None
        found = next(((s.key, g) for s, g in self.kept_games() if s.key == key), None)
        if found is None:
            self.previous = None
        return found

    def dealt(self, current: CurrentGame, kept: str | None) -> None:
        """A new deal is in play, in place of the game kept as `kept` (None: not kept)."""
        self.key = self.store.new_key()
        self.store.claim_new(self.key)
        self.previous = kept
        self.prune()  # first: listing the kept games waits for the saves on their way
        self.save(current)

    def start_replay(self, moves: tuple[Move, ...]) -> None:
        self.replay, self.replay_at = moves, 0

    # ----- saving ---------------------------------------------------------------------
    def save(self, current: CurrentGame) -> None:
        """Save the game in play; a failure is said once, and the game stays in memory."""
        if self.read_only:
            return
        if self.key is None:  # taken up again after a win, by an undo
            self.key = self.store.new_key()
            self.store.claim_new(self.key)
        try:
            self.store.write(self.key, current.save_text(self.settings.to_json(), self.clock()))
        except OSError as e:
            self._failed(e)
            return
        if not self.store.deferred:  # a deferred save is judged when it is written (`settle`)
            self._worked(self.key)

    def settle(self, wait: bool = False, quiet: bool = False) -> None:
        """Take in how the deferred saves went (`wait`: once they are all written); `quiet`
        when the line said next tells whether the game is saved."""
        if wait:
            self.store.flush()
        outcomes = self.store.written()
        last = dict(outcomes)  # each game's newest outcome
        for key, error in outcomes:
            if error is None:
                self._worked(key, quiet, let_go=last[key] is None)
            else:
                self._failed(error, quiet)
        for error in self.store.unrecorded():
            self.notes.append(self.rec.record_failed(fault_of(error).value))

    def _failed(self, error: OSError, quiet: bool = False) -> None:
        """A save failed: said once, and the game stays in memory."""
        fault = fault_of(error).value
        if self.save_fault != fault and not quiet:
            self.notes.append(self.rec.save_failed(fault))
        self.save_fault = fault

    def _worked(self, key: str, quiet: bool = False, let_go: bool = True) -> None:
        """A save worked: a game held in memory is let go, unless a newer save of it
        failed (`let_go` False) or is still on its way."""
        if let_go and not self.store.pending(key):
            self.held.pop(key, None)
        if self.save_fault is not None and not quiet:
            self.notes.append(self.rec.saved_again())
        self.save_fault = None

    # ----- the games kept ---------------------------------------------------------------
    def leave(self, cur: CurrentGame) -> str | None:
        """The game in play makes way for another: kept when unfinished (its key is
        returned), recorded when blocked, dropped when nothing was played in it."""
        key = self.key
        # Its last save may still be on its way (a deferred store): rather than wait for the
        # disk, hold it here until the save is written (`_worked` lets it go then). First,
        # so that an outcome that comes meanwhile finds it held.
        if key is not None and self.store.pending(key):
            self._hold(key, cur)
        self.settle()  # whether its last save failed decides whether to hold it
        self.key, self.previous = None, None
        if key is None:
            return None  # the placeholder, or a won game already recorded
        if self.read_only:  # another process's game: not ours to file
            self.read_only = False
            return None
        kept = None
        if not cur.game.state.is_won() and not useful_moves(cur.game.state):
            self.record(cur, Result.BLOCKED)
        elif cur.touched and not cur.game.state.is_won():
            kept = key
        if kept is None:
            self.held.pop(key, None)
            self.store.remove(key)
        elif self.save_fault is not None:  # its last moves are not on disk: hold it here
            self._hold(key, cur)
        self.store.release(key)
        return kept

    def _hold(self, key: str, cur: CurrentGame) -> None:
        text = cur.save_text(self.settings.to_json(), self.clock())
        self.held[key] = Slot(key, text, self.clock(), key)

    def record(self, game: CurrentGame, result: Result) -> None:
        """Add a finished game to the player's record, once a game (a win undone and played
        on is not recorded again, as blocked or abandoned either); a failure is said once."""
        if game.recorded:
            return
        game.recorded = True
        now = self.clock()
        g = game.game
        finished = Finished(
            ended=time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now)),
            variant=g.variant.key,
            code=game.code,
            result=result,
            score=g.score,
            moves=g.moves,
            seconds=game.played(now),
            actions=tuple(game.actions),
        )
        try:
            self.store.add_finished(encode_finished(finished))
        except OSError as e:
            self.notes.append(self.rec.record_failed(fault_of(e).value))

    def won(self, current: CurrentGame) -> None:
        """A won game goes into the record once, and is no longer kept."""
        if not self.keeps:
            return
        self.record(current, Result.WON)
        if self.key is not None:
            self.store.remove(self.key)
            self.store.release(self.key)
            self.key = None

    def prune(self) -> None:
        """File away the kept games that are over: a blocked one goes to the record (the
        player has moved on), and beyond the KEEP most recent the oldest go as abandoned.
        Never one another process plays, never one that cannot be read."""
        others = [slot for slot in self.store.unfinished() if slot.key != self.key]
        for n, slot in enumerate(others):
            try:
                old = CurrentGame.loaded(self._decoded(slot))
            except SaveError:
                continue
            state = old.game.state
            if state.is_won():  # kept by an earlier version
                result = Result.WON
            elif not useful_moves(state):
                result = Result.BLOCKED
            elif n >= KEEP:
                result = Result.ABANDONED
            else:
                continue
            if not self.store.claim(slot.key):
                continue
            old.since = self.clock()
            self.record(old, result)
            self.store.remove(slot.key)
            self.store.release(slot.key)

    def kept_games(self) -> list[tuple[Slot, Loaded]]:
        """The unfinished games that can be read, newest first."""
        found = []
        slots = {slot.key: slot for slot in self.store.unfinished()}
        slots.update(self.held)  # newer than what the store could keep
        for slot in sorted(slots.values(), key=lambda x: x.played, reverse=True):
            try:
                found.append((slot, self._decoded(slot)))
            except SaveError:
                continue
        self._decodes = {k: v for k, v in self._decodes.items() if k in slots}  # the games gone
        return found

    def _decoded(self, slot: Slot) -> Loaded:
        """A kept game's save, decoded once for the same text (SaveError when it cannot be)."""
        known = self._decodes.get(slot.key)
        if known is not None and known[0] == slot.text:
            return known[1]
        loaded = decode(slot.text)
        self._decodes[slot.key] = (slot.text, loaded)
        return loaded

    def listed(self) -> list[KeptGame]:
        now = self.clock()
        return [
            KeptGame(
                loaded.game.variant,
                loaded.code,
                loaded.game.moves,
                loaded.game.score,
                max(0.0, now - slot.played),
                slot.key == self.key,
            )
            for slot, loaded in self.kept_games()
        ]

    # ----- the end --------------------------------------------------------------------
    def goodbye(self) -> str:
        """The last line: "saved" only when it is true."""
        self.settle(wait=True, quiet=True)  # the saves on their way: this line says how they went
        if self.read_only:
            return self.rec.goodbye_elsewhere()
        if not self.keeps:
            return self.rec.goodbye()
        if self.save_fault is not None:
            return self.rec.goodbye_unsaved()
        return self.r.goodbye()

    def close(self) -> None:
        """Let go of the game's lock (the process ending does it too), once its last save
        is written; with a deferred store, wait until that is done, so that the player's
        next session finds the game free."""
        if self.key is not None and not self.read_only:
            self.store.release(self.key)
        self.store.flush()

    # ----- a replay -----------------------------------------------------------------------
    def replay_step(self, play: Callable[[Move], Reply]) -> Reply:
        """Enter in a replay: the next move of the file, with its normal read-out."""
        moves = self.replay
        assert moves is not None
        n = self.replay_at
        if n >= len(moves):
            return Reply(self.rec.replay_end())
        played = play(moves[n])
        if any(isinstance(e, ev.Refused) for e in played.events):
            self.replay = None
            return Reply(self.rec.replay_broken(n + 1), played.events)
        self.replay_at = n + 1
        return Reply(self.rec.replay_step(n + 1, len(moves), played.text), played.events)
