"""The games kept and the record: one part of a session, which holds it as `keeper`.

The keeper says what the store did: it knows the key and revision of the game in play,
the game a new deal made way for, the games held in memory while saving fails (each
retried at the next save), and the notes to say after the next reply. A save is said
only once the store committed it; a save that fails is said in that reply, in one
line. The session hands it the game in play; the keeper never replaces it, it returns
the game to take up.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable

from fortythieves.core.moves import Move
from fortythieves.core.placement import useful_moves
from fortythieves.core.record import Finished, Result, encode_finished
from fortythieves.core.saves import Loaded, SaveError, decode
from fortythieves.lang.records import KeptGame, Records
from fortythieves.lang.replies import Replies
from fortythieves.play import reply as ev
from fortythieves.play.current import CurrentGame
from fortythieves.play.reply import Reply
from fortythieves.play.settings import Settings, settings_data, unread_settings
from fortythieves.store.base import Conflict, Slot, StoreError
from fortythieves.store.shelf import Shelf, fault_said

KEEP = 20  # unfinished games kept at least; older ones go to the record as abandoned


class Keeper:
    r: Replies  # the session's words, given by `speak` whenever its language changes
    rec: Records

    def __init__(self, store: Shelf, settings: Settings, clock: Callable[[], float]) -> None:
        self.store = store
        self.settings = settings  # the session's own, changed in place
        self.clock = clock
        self.key: str | None = None  # where the store keeps the game in play
        self.revision: int | None = None  # of the game in play, as this session saved it last
        self.previous: str | None = None  # the game a new deal made way for: `undo` goes back
        self.save_fault: str | None = None  # why the last save failed; None: it worked
        self.keeps = True  # False in a replay: nothing is kept, so nothing is said to be
        self.notes: list[str] = []  # what the store has to say, after the next reply
        # Games whose last save failed, with the revision it was meant to follow: kept in
        # memory and saved again at each save until the store takes them.
        self.held: dict[str, tuple[Slot, int | None]] = {}
        self.replay: tuple[Move, ...] | None = None  # the moves of `--replay FILE`
        self.replay_at = 0
        # Each kept game's save as read last, decoded: listing the games, a new deal and
        # `new game winnable` read every kept game, and a decode replays all its moves.
        self._decodes: dict[str, tuple[str, Loaded]] = {}

    def speak(self, r: Replies, rec: Records) -> None:
        """The session's language, changed with it."""
        self.r, self.rec = r, rec

    def take_notes(self) -> list[str]:
        """What the store has to say, once."""
        notes, self.notes = self.notes, []
        aside = self._aside()
        return notes + ([aside] if aside else [])

    def _aside(self, unread: int = 0, stored: bool = False) -> str | None:
        """The one-line notice of what was set aside since last said (`unread`: settings
        whose values could not be read, back to their defaults; `stored`: ask the store)."""
        try:
            found = self.store.aside(stored)
        except StoreError:
            return None
        settings = found.settings + unread
        if not (found.games or found.records or settings):
            return None
        return self.rec.set_aside(found.games, found.records, settings)

    # ----- settings -----------------------------------------------------------------------
    def keep_settings(self) -> str | None:
        """Keep the settings; None when they are kept, else the line that says they are not."""
        if not self.keeps:
            return None
        try:
            self.store.keep_settings(json.dumps(self.settings.to_json()))
        except StoreError as e:
            return self.rec.setting_not_kept(fault_said(e))
        return None

    # ----- taking a game up -----------------------------------------------------------
    def store_notes(self) -> list[str]:
        """What opening the store found, said once at the start."""
        said = []
        if self.store.unavailable is not None:
            said.append(self.rec.store_unavailable(self.store.unavailable))
            self.save_fault = self.store.unavailable  # said here: each failed save need not say it again
        opened = self.store.opened()
        if opened.moved:
            said.append(self.rec.store_moved(opened.moved))
        if opened.kept:
            said.append(self.rec.store_migrated(opened.kept))
        aside = self._aside(unread_settings(settings_data(self.store) or {}), stored=True)
        return said + ([aside] if aside else [])

    def resume(self) -> tuple[CurrentGame | None, list[str]]:
        """The last game played, if it goes on, and the line that says what became of it."""
        found = self.kept_games()
        if not found:
            return None, self.take_notes_now()
        slot, loaded = found[0]
        if loaded.game.state.is_won():  # kept by an earlier version
            return None, self.take_notes_now()
        taken = self.take(slot, loaded)
        g = loaded.game
        return taken, [*self.take_notes_now(), self.r.resuming(g.variant, g.moves, g.score)]

    def take_notes_now(self) -> list[str]:
        notes, self.notes = self.notes, []
        return notes

    def take(self, slot: Slot, loaded: Loaded) -> CurrentGame:
        """The kept game `slot`, to be the game in play."""
        self._decodes.pop(slot.key, None)  # its game is played on from now: never read from here again
        current = CurrentGame.loaded(loaded)
        current.since = self.clock()
        self.key, self.revision = slot.key, self.held[slot.key][1] if slot.key in self.held else slot.revision
        self.previous = None
        return current

    def reopen(self, current: CurrentGame, key: str, loaded: Loaded) -> CurrentGame | str:
        """A kept game taken up again in place of `current`, or why it is not."""
        if key == self.key:
            return self.rec.playing_it()
        slot = self.store.game(key) if key not in self.held else self.held[key][0]
        if slot is None:
            return self.rec.playing_it()
        self.leave(current)
        return self.take(slot, loaded)

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
        self.key, self.revision = self.store.new_key(), None
        self.previous = kept
        self.prune()
        self.save(current)

    def start_replay(self, moves: tuple[Move, ...]) -> None:
        self.replay, self.replay_at = moves, 0

    def catch_up(self, current: CurrentGame) -> CurrentGame | None:
        """Before a command: the game in play as the store has it, when another process
        saved it since (the same player's other window, or another server); None when
        the game in play is the store's. Servers sharing a store follow the game the
        player played last, wherever (a new deal on another server is the game in play)."""
        if not self.keeps or self.key is None or self.key in self.held:
            return None
        try:
            slot = self.store.latest() if self.store.shared else self.store.game(self.key)
        except StoreError:
            return None
        if slot is None or (slot.key == self.key and slot.revision == self.revision):
            return None  # a game finished elsewhere is played on here, and saved anew
        try:
            loaded = decode(slot.text)
        except SaveError:
            return None
        if slot.client != self.store.client:
            self.notes.append(self.rec.played_elsewhere())
        recorded = current.recorded and slot.key == self.key
        taken = self.take(slot, loaded)
        taken.recorded = taken.recorded or recorded
        return taken

    # ----- saving ---------------------------------------------------------------------
    def save(self, current: CurrentGame) -> None:
        """Save the game in play, then the games held in memory; a failure is said in this
        reply, in one line (once while it keeps failing), and the game stays in memory."""
        if not self.keeps:
            return
        if self.key is None:  # taken up again after a win, by an undo
            self.key, self.revision = self.store.new_key(), None
        self.held.pop(self.key, None)
        self._put(self._slot(self.key, current), self.revision, playing=True)
        self._retry()

    def save_now(self, current: CurrentGame) -> str | None:
        """Save the game in play at once (asked by the player): None once the store holds
        it, else why it could not; the failure is said by the reply, not in a note too."""
        said = len(self.notes)
        self.save(current)
        fault = self.save_fault if self.key is not None and self.key in self.held else None
        told = self.rec.saved_again() if fault is None else self.rec.save_failed(fault)
        self.notes[said:] = [n for n in self.notes[said:] if n != told]
        return fault

    def _slot(self, key: str, current: CurrentGame) -> Slot:
        return Slot(key, current.save_text(self.settings.to_json(), self.clock()), self.clock())

    def _retry(self) -> None:
        """The games held in memory, saved again once the game in play could be."""
        for key, (slot, revision) in list(self.held.items()):
            if key == self.key or self.key in self.held:
                continue
            self.held.pop(key)
            self._put(slot, revision, playing=False)
        if self.save_fault is not None and not self.held:
            self.notes.append(self.rec.saved_again())
            self.save_fault = None

    def _put(self, slot: Slot, revision: int | None, playing: bool) -> None:
        try:
            new = self.store.save(slot.key, slot.text, revision)
        except Conflict:
            # Saved by another since this one read it: theirs is kept, and this game goes
            # on under a key of its own, so that neither is lost.
            self.notes.append(self.rec.played_elsewhere())
            key = self.store.new_key()
            if playing:
                self.key = key
            self._put(Slot(key, slot.text, slot.played), None, playing)
            return
        except StoreError as e:
            self.held[slot.key] = (slot, revision)
            if self.save_fault != fault_said(e):
                self.notes.append(self.rec.save_failed(fault_said(e)))
            self.save_fault = fault_said(e)
            return
        if playing:
            self.revision = new

    # ----- the games kept ---------------------------------------------------------------
    def leave(self, cur: CurrentGame) -> str | None:
        """The game in play makes way for another: kept when unfinished (its key is
        returned), recorded when won or blocked, dropped when nothing was played in it.
        A game the store could not take stays held in memory, and is saved again later."""
        key, revision = self.key, self.revision
        self.key, self.revision, self.previous = None, None, None
        if key is None or not self.keeps:
            return None  # the placeholder, or a won game already recorded
        state = cur.game.state
        if state.is_won() or not useful_moves(state):
            self.record(cur, Result.WON if state.is_won() else Result.BLOCKED, key)
            if not cur.recorded:
                self.held[key] = (self._slot(key, cur), revision)
            return None
        if cur.touched:
            return key
        self.held.pop(key, None)
        self._finish(key, None)
        return None

    def _finish(self, key: str | None, line: str | None) -> bool:
        try:
            self.store.finish(key, line)
        except StoreError as e:
            if line is not None:
                self.notes.append(self.rec.record_failed(fault_said(e)))
            return False
        return True

    def record(self, game: CurrentGame, result: Result, key: str | None = None) -> None:
        """Add a finished game to the player's record, once a game (a win undone and played
        on is not recorded again, as blocked or abandoned either), removing its save in
        the same commit (`key`); a failure is said."""
        if game.recorded:
            if key is not None:
                self._finish(key, None)
            return
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
        if self._finish(key, encode_finished(finished)):
            game.recorded = True
            self.held.pop(key or "", None)

    def won(self, current: CurrentGame) -> bool:
        """A won game goes into the record once, and is no longer kept; True when the
        record has it (never in a replay, nor when the store could not take it)."""
        if not self.keeps:
            return False
        self.record(current, Result.WON, self.key)
        if current.recorded:
            self.key, self.revision = None, None
        else:
            self.save(current)  # kept until the record takes it
        return current.recorded

    def prune(self) -> None:
        """File away the kept games that are over: a blocked one goes to the record (the
        player has moved on), and beyond the KEEP most recent the oldest go as abandoned."""
        others = [(slot, g) for slot, g in self.kept_games() if slot.key != self.key]
        for n, (slot, loaded) in enumerate(others):
            state = loaded.game.state
            if state.is_won():  # kept by an earlier version
                result = Result.WON
            elif not useful_moves(state):
                result = Result.BLOCKED
            elif n >= KEEP:
                result = Result.ABANDONED
            else:
                continue
            old = CurrentGame.loaded(loaded)
            old.since = self.clock()
            self.record(old, result, slot.key)

    def kept_games(self) -> list[tuple[Slot, Loaded]]:
        """The unfinished games that can be read, newest first; one that cannot is set
        aside (counted in the next notice)."""
        try:
            slots = {slot.key: slot for slot in self.store.games()}
        except StoreError as e:
            self.notes.append(self.rec.games_unreadable(fault_said(e)))
            slots = {}
        slots.update((key, slot) for key, (slot, _) in self.held.items())  # newer than the store's
        found = []
        for slot in sorted(slots.values(), key=lambda x: x.played, reverse=True):
            try:
                found.append((slot, self._decoded(slot)))
            except SaveError as e:
                if slot.key not in self.held:
                    with contextlib.suppress(StoreError):
                        self.store.set_aside(slot.key, str(e)[:200])
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
        """The last line: "saved" only when it is true (the games held are tried once more)."""
        if not self.keeps:
            return self.rec.goodbye()
        self.close()
        if self.held:
            return self.rec.goodbye_unsaved()
        return self.r.goodbye()

    def unsaved(self) -> int:
        """How many games this session could not write (a server counts them at its stop)."""
        return len(self.held)

    def close(self) -> None:
        """A last try for the games held in memory."""
        for key, (slot, revision) in list(self.held.items()):
            self.held.pop(key)
            self._put(slot, revision, playing=key == self.key)

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
