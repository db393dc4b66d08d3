"""What one network connection says, whatever the protocol: the welcome, the guest's game,
`play as NAME` with its passphrase, `charset`, and every other line to the game.

A connection starts as a guest (a game in memory, lasting the connection). A named
player's games live in the server's store; the same name cannot play on two
connections of one server at once.
"""

from __future__ import annotations

import asyncio
import enum
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fortythieves.faces.advisor import SolverAdvisor, solver_advisor
from fortythieves.faces.app import App
from fortythieves.faces.errorlog import event_log
from fortythieves.faces.net.accounts import Accounts, Enrolled
from fortythieves.faces.net.limits import Gate, Limits
from fortythieves.faces.net.names import clean_name
from fortythieves.faces.net.quick import Sorter
from fortythieves.faces.served import ServedShelf
from fortythieves.lang.i18n import asked, translator
from fortythieves.lang.intents import SettingName
from fortythieves.lang.languages import DEFAULT, LANGUAGES
from fortythieves.lang.nettext import MIN_PASSPHRASE, NetText
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings, read_settings
from fortythieves.store import open_store
from fortythieves.store.base import Store
from fortythieves.store.shelf import Shelf

CHARSETS = {
    "utf-8": "utf-8",
    "utf8": "utf-8",
    "latin1": "latin-1",
    "latin-1": "latin-1",
    "iso-8859-1": "latin-1",
}
_PLAY_AS = re.compile(r"^\s*play\s+as\s+(.+?)\s*$", re.IGNORECASE)
_CHARSET = re.compile(r"^\s*charset(?:\s+(\S+))?\s*$", re.IGNORECASE)
SORTER = Sorter()  # which lines are answered on the event loop (its only user)


@dataclass
class Hub:
    """What the connections of one server share."""

    data: Path  # the data folder: server/ and players' exports inside it
    limits: Limits = field(default_factory=Limits)
    store: Store | None = None  # the players' store; None: the data folder's own
    online: set[str] = field(default_factory=set)  # the named players connected now (store ids)
    unsaved: list[str] = field(default_factory=list)  # named players whose games could not be written
    lang: str = DEFAULT  # the server's language: a connection's until its client or player names one

    def __post_init__(self) -> None:
        if self.store is None:
            self.store = open_store(self.data)
        self.log = event_log(self.data / "server" / "server.log")  # floods and refusals, counted
        self.accounts = Accounts(self.store, self.log)
        self.players = self.accounts.players
        self.gate = Gate(self.limits)
        self.error_log = self.data / "server" / "errors.log"

    def shelf(self, name: str) -> Shelf:
        assert self.store is not None
        player = self.players.player(name)
        key = player.partition(":")[2]
        return ServedShelf(self.store, player, client=player, exports=self.data / "players" / "exports" / key)

    def close(self) -> None:
        """Nothing left to write: every save is committed before its reply."""


@dataclass(frozen=True)
class Said:
    """Lines for the connection, and what the face does after them."""

    lines: tuple[str, ...]
    quit: bool = False
    secret: bool = False  # the next line is a passphrase: ask the client not to show it
    charset: str | None = None  # send and read in this character set from now on
    terminal: bool | None = None  # switch to the terminal face (True) or to plain lines (False)


class Stage(enum.Enum):
    PLAYING = "playing"
    PASSPHRASE = "passphrase"  # of a known name
    NEW_PASSPHRASE = "new passphrase"
    AGAIN = "again"


class Conversation:
    """One connection's talk. `environ` is what the client told of itself (LANG);
    `terminal`, whether it said it is a terminal: then the terminal face is offered;
    `hint`, whether to say how to change the language when neither the client nor the
    player's settings chose it (SSH, whose log-in could not know it)."""

    def __init__(
        self,
        hub: Hub,
        environ: Mapping[str, str] | None = None,
        terminal: bool = False,
        address: str = "?",
        hint: bool = False,
    ) -> None:
        self.hub = hub
        self.terminal = terminal
        self.address = address  # whose passphrase guesses count together
        self.hint = hint
        self.environ = {
            k: v for k, v in (environ or {}).items() if k in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")
        }
        self.name: str | None = None
        self.stage = Stage.PLAYING
        self.wanted = ""  # the name being claimed or entered
        self.first = ""  # the new passphrase, until typed again
        # Called from a search thread when the game's search decided something the player
        # waits for (see `alert`); the connection's loop sets it to wake itself.
        self.notify: Callable[[], None] | None = None
        self.app = self._app(
            Session(
                Settings(),
                Shelf.in_memory(),
                advisor=solver_advisor(server=True),
                terminal=False if terminal else None,
            )
        )

    @property
    def text(self) -> NetText:
        return NetText(translator(self.app.session.lang))

    def open(self) -> Said:
        """The welcome, short: a MUD client that logs in at once (`play as NAME` as its
        first line) hears it and the passphrase's question, and nothing of the guest's
        game dealt meanwhile, which it never touches."""
        self.app.opened(self.app.session.open(environ=self._environ()))  # the language too
        welcome = self.text.welcome()
        if self.terminal:
            welcome = f"{welcome} {self.text.terminal_offer()}"
        return Said((*self._language_hint(), welcome))

    async def open_as(self, name: str) -> Said:
        """Start as a named player whose passphrase or key was checked (SSH)."""
        said = await self._become(name, self._environ())
        if said is None:
            return self.open()
        said = Said((*self._language_hint(), *said.lines))
        if self.terminal:
            return Said((*said.lines, self.text.terminal_offer()))
        return said

    def _environ(self) -> dict[str, str]:
        """The client's language variables; the server's language when they name none of ours."""
        return self.environ if asked(self.environ) else {"LANG": self.hub.lang}

    def _language_hint(self) -> tuple[str, ...]:
        """How to change the language, when nothing chose it (the server's was taken)."""
        chosen = asked(self.environ) or self.app.session.settings.lang in LANGUAGES
        return () if chosen or not self.hint else (self.text.language_hint(),)

    def close(self) -> None:
        self.app.close()
        if self.name is not None:
            self.hub.online.discard(self.hub.players.player(self.name))
            if self.app.session.keeper.unsaved():
                self.hub.unsaved.append(self.name)

    async def line(self, text: str) -> Said:
        if self.stage is not Stage.PLAYING:
            return await self._passphrase(text)
        if m := _PLAY_AS.match(text):
            return await self._play_as(m.group(1))
        if m := _CHARSET.match(text):
            charset = CHARSETS.get((m.group(1) or "").lower())
            if charset is None:
                return Said((self.text.charset_unknown(),))
            return Said((self.text.charset_set(charset),), charset=charset)
        if SORTER.quick(self.app.session, text):
            reply = self.app.handle(text)  # in memory only: less than a thread's hand-over
        else:
            # off the event loop: a command may search (`hint`, loss warnings) or wait for
            # the store (a new deal, the record, goodbye); a line not seen yet is read there too
            reply = await asyncio.to_thread(self._answer, text)
        if reply.quit and self.name is None:
            reply = Reply(self.text.guest_goodbye(), reply.events, True)
        switched = any(
            isinstance(e, ev.SettingChanged) and e.name is SettingName.TERMINAL for e in reply.events
        )
        return Said((reply.text,), quit=reply.quit, terminal=self.app.session.terminal if switched else None)

    def _answer(self, text: str) -> Reply:
        SORTER.learn(self.app.session, text)
        return self.app.handle(text)

    # ----- names and passphrases --------------------------------------------------------
    async def _play_as(self, typed: str) -> Said:
        name = clean_name(typed)
        if name is None:
            return Said((self.text.bad_name(),))
        accounts = self.hub.accounts
        if locked := accounts.locked(name, self.address):
            return Said((self.text.locked_out(_minutes(locked)),))
        self.wanted = name

        def look() -> tuple[bool, bool]:  # the store's reads, off the event loop
            known = accounts.exists(name)
            return known, not known and accounts.lookalike(name)

        known, lookalike = await asyncio.to_thread(look)
        if known:
            self.stage = Stage.PASSPHRASE
            return Said((self.text.ask_passphrase(name),), secret=True)
        if lookalike:
            return Said((self.text.name_looks_taken(name),))
        self.stage = Stage.NEW_PASSPHRASE
        return Said((self.text.ask_new_passphrase(name),), secret=True)

    async def _passphrase(self, typed: str) -> Said:
        stage, self.stage = self.stage, Stage.PLAYING
        accounts, name = self.hub.accounts, self.wanted
        if not typed:
            return Said((self.text.stay_guest(),))
        if stage is Stage.PASSPHRASE:
            check = await accounts.check(name, typed, self.address)
            if check.locked:
                return Said((self.text.locked_out(_minutes(check.locked)),))
            if not check.ok:
                return Said((self.text.wrong_passphrase(),))
        elif stage is Stage.NEW_PASSPHRASE:
            if len(typed) < MIN_PASSPHRASE:
                return Said((self.text.passphrase_too_short(),))
            self.first, self.stage = typed, Stage.AGAIN
            return Said((self.text.ask_again(),), secret=True)
        else:
            first, self.first = self.first, ""
            if typed != first:
                return Said((self.text.passphrases_differ(),))
            enrolled = await asyncio.to_thread(accounts.enrol, name, first)
            if enrolled is Enrolled.LOOKALIKE:
                return Said((self.text.name_looks_taken(name),))
            if enrolled is not Enrolled.NEW:
                return Said((self.text.name_just_taken(name),))
        said = await self._become(name, {"LANG": self.app.session.lang})  # the guest's language goes on
        return said if said is not None else Said((self.text.name_in_use(name),))

    async def _become(self, name: str, environ: dict[str, str]) -> Said | None:
        """Leave the guest's game for the player's own, the guest's game carried over
        when it was played; None when the name is online. The player's own language
        setting comes first, then `environ`'s."""
        player = self.hub.players.player(name)
        if player in self.hub.online:
            return None
        self.hub.online.add(player)  # at once: no other connection takes it meanwhile
        guest = self.app.session
        terminal = guest.terminal
        slots = guest.store.games() if self.name is None and guest.game.moves > 0 else []
        carried = slots[0].text if slots else None
        store = self.hub.shelf(name)
        if carried is not None:
            await asyncio.to_thread(_carry, store, carried)
        self.close()
        self.name = name
        self.app = self._app(
            Session(read_settings(store), store, advisor=solver_advisor(server=True), terminal=terminal)
        )
        opening = self.app.opened(self.app.session.open(environ=environ))
        kept = (self.text.guest_game_kept(),) if carried is not None else ()
        return Said((self.text.playing_as(name), *kept, opening.text))

    def alert(self) -> Said | None:
        """What the game's search decided since the last line, to send by itself (the
        verdict "can I win?" was still looking for, a move's loss warning); None when
        there is nothing to say. Called in a worker thread, as a line is."""
        reply = self.app.alert()
        return Said((reply.text,)) if reply is not None and reply.text else None

    def _app(self, session: Session) -> App:
        advisor = session.advisor
        if isinstance(advisor, SolverAdvisor):
            advisor.on_decided = self._decided
        # Nothing is spoken on the server: speech belongs to the player's own machine.
        return App(session, speaker_factory=None, error_log=self.hub.error_log)

    def _decided(self) -> None:
        notify = self.notify
        if notify is not None:
            notify()


def _carry(store: Shelf, text: str) -> None:
    """The guest's game, kept as the named player's newest: their session resumes it."""
    store.save(store.new_key(), text, None)


def _minutes(seconds: float) -> int:
    return max(1, math.ceil(seconds / 60))
