"""The web face's players: who sent a request (a random id in a cookie), where their
games are kept (a folder named by a hash of the id, never by anything a request says),
their session in memory (freed when idle), their CSRF token and their rate limit.

No aiohttp here: the server keeps requests and answers, this module keeps players.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import itertools
import random
import re
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from fortythieves.core.codes import DealCode
from fortythieves.core.moves import Move, MoveKind
from fortythieves.core.variants import STANDARD
from fortythieves.faces.advisor import solver_advisor
from fortythieves.faces.app import App
from fortythieves.faces.served import ServedShelf
from fortythieves.faces.web import board, pages
from fortythieves.lang.headlines import Headlines, taken_back
from fortythieves.lang.i18n import negotiate
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings, read_settings
from fortythieves.store.base import Store
from fortythieves.store.shelf import Shelf

ID_BYTES = 16  # 128 bits
TAG_BYTES = 16  # the server's signature of an id (HMAC-SHA256, cut)
_ID = re.compile(r"^[0-9a-f]{32}\.[0-9a-f]{32}$")  # an id and its signature
_OLD_ID = re.compile(r"^[0-9a-f]{32}$")  # issued before ids were signed
LOG_KEPT = 40  # replies kept for the page's log (the newest last)
# Names of page parts: this process's random prefix and a count, so that a name is never
# another part's, even after a restart, without asking the system for randomness at
# every command (os.urandom lets go of Python's lock, and getting it back can wait for
# another thread's turn).
_PROCESS = secrets.token_hex(6)
_PARTS = itertools.count()


def new_player_id(secret: bytes) -> str:
    """A new id, signed: the server accepts only the ids it issued."""
    return _signed(secret, secrets.token_hex(ID_BYTES))


def _signed(secret: bytes, raw: str) -> str:
    tag = hmac.new(secret, b"id:" + raw.encode("ascii"), hashlib.sha256).hexdigest()[: 2 * TAG_BYTES]
    return f"{raw}.{tag}"


def valid_id(text: str | None) -> bool:
    """Whether `text` has the shape of an id (signed or from before): see `Players.issued`."""
    return text is not None and (_ID.match(text) is not None or _OLD_ID.match(text) is not None)


def folder_name(player_id: str) -> str:
    """The player's folder: a hash of the id, so the folder's name gives the id away
    to nobody who reads the data directory."""
    return hashlib.sha256(player_id.encode("ascii")).hexdigest()[:40]


@dataclass
class Bucket:
    """A token bucket: `burst` requests at once, `rate` a second after that."""

    rate: float
    burst: float
    tokens: float = 0.0
    at: float = 0.0

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Player:
    id: str
    app: App
    bucket: Bucket
    seen: float
    log: deque[pages.Line] = field(default_factory=lambda: deque(maxlen=LOG_KEPT))
    # One request of a player at a time, so that its commands keep their order (opening
    # the session and changing settings wait for the disk in a worker thread).
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # The page part last made, and what it showed: a command that changes nothing on it
    # (reading the board, the score, a refusal) gets it again without making it again.
    shown: tuple[object, ...] = ()  # no tuple inside: see `pages.position_text`
    made: pages.Part | None = None
    version: str = ""  # names `made` for the page that has it (the page sends it back)
    kept: board.KeptPieces = field(default_factory=dict)  # a command changes one or two
    csrf: str = ""  # the player's CSRF token, once worked out (`Players.csrf`)
    picked: str = ""  # the place of the card chosen on the board to move ("c3", "w"), if any
    hint: tuple[Move, str] | None = None  # the last hint's move, and the position it was for
    left: bool = False  # the player said goodbye: the session is closed after the reply
    # Set (on the event loop) when the game's search decided something the player waits
    # for: the page's open `/news` request then takes it (`Session.alert`).
    news: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def session(self) -> Session:
        return self.app.session

    def view(self, position: str) -> board.View:
        """The chosen card (when it can still move) and the hint (for the position it was for)."""
        state = self.session.game.state
        picked = board.read_place(self.picked, state) if self.picked else None
        hinted = self.hint[0] if self.hint is not None and self.hint[1] == position else None
        return board.View(picked if picked in board.movable(state) else None, hinted)

    def part(self, csrf: str) -> pages.Part:
        """The part of the page the script puts in place after a command (`pages.made_part`)."""
        s = self.session
        g = s.game
        position = pages.position_text(g.state)
        view = self.view(position)
        shown = (s.lang, g.variant.key, s.current.code, g.score, g.moves, position, csrf, str(view))
        if shown != self.shown or self.made is None:
            self.shown, self.made = shown, pages.made_part(s, csrf, self.kept, view)
            self.version = f"{_PROCESS}{next(_PARTS):x}"  # the prefix has a fixed length
        return self.made

    def update(self, csrf: str, has: str | None) -> dict[str, object]:
        """What a page that shows the part named `has` needs to show the part now: the
        pieces that changed (`parts`) when it has the last part made, else the whole part
        (`game`); with the name of the part it will show (`shown`)."""
        before, named = self.made, self.version
        now = self.part(csrf)
        changed = now.changed_since(before) if before is not None and has == named else None
        if changed is None:
            return {"game": now.html, "shown": self.version}
        return {"parts": changed, "shown": self.version}

    def pick(self, text: str) -> str | None:
        """Choose the card at the place `text` ("c3", "w"; "" for none) to move it on the
        board; the id of the first place it can go to, None when it cannot move."""
        state = self.session.game.state
        pile = board.read_place(text, state) if text else None
        moves = board.movable(state).get(pile) if pile is not None else None
        if not moves:
            self.picked = ""
            return None
        self.picked = text
        target = moves[0].target
        assert target is not None
        return board.spot(target)

    def said(self, reply: Reply) -> Reply:
        """A reply the page shows: kept in the log, marked when refused. Any command drops
        the card chosen on the board; a hint is shown on the board until the position changes."""
        self.picked = ""
        refused = False
        for e in reply.events:
            if isinstance(e, ev.Hinted):
                self.hint = (e.move, pages.position_text(self.session.game.state))
            refused = refused or isinstance(e, ev.Refused | ev.NotUnderstood)
        if reply.quit:
            self.left = True
        if reply.text:
            self.log.append(pages.Line(reply.text, refused, headline(self.session, reply)))
        return reply


def headline(session: Session, reply: Reply) -> str:
    """The reply's headline, from its first event that has one: a move played, refused or
    hinted, or a line not understood ("" for the others)."""
    heads, state = Headlines(session.p.t), session.game.state
    # "draw and then undo": the last command of the line, which the board shows done
    last = max((k for k, e in enumerate(reply.events) if isinstance(e, ev.Then)), default=-1)
    events = reply.events[last + 1 :]
    outcomes = [e.outcome for e in events if isinstance(e, ev.Moved)]
    if len(outcomes) > 1 and all(o.move.kind is MoveKind.DRAW for o in outcomes):  # "draw 3"
        return heads.drawn(tuple(c for o in outcomes for c in o.cards))
    undone = [e.move for e in events if isinstance(e, ev.Undone)]
    if undone:  # "undo 3": the last move taken back, whose cards lie where it left them
        return heads.undone(taken_back(state, undone[-1]))
    for e in events:
        match e:
            case ev.Moved(outcome):
                return heads.moved(state, outcome)
            case ev.Refused(refusal):
                return heads.refused(state, refusal)
            case ev.Hinted(move):
                return heads.hinted(state, move)
            case ev.NotUnderstood():
                return heads.not_understood()
    return ""


class Players:
    """Every player with a session in memory, by id."""

    def __init__(
        self,
        root: Path,
        secret: bytes,
        store: Store,
        rate: float = 10.0,
        burst: float = 30.0,
        idle_seconds: float = 1800.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.root = root
        self.secret = secret
        self.rate, self.burst, self.idle_seconds = rate, burst, idle_seconds
        self.clock = clock
        self.store = store
        self.live: dict[str, Player] = {}

    def shelf(self, player_id: str) -> Shelf:
        """The player's part of the store (their exports under `root/exports`)."""
        name = folder_name(player_id)
        exports = self.root / "exports" / name
        return ServedShelf(self.store, f"web:{name}", client=f"web:{name}", exports=exports)

    def issued(self, player_id: str | None) -> bool:
        """Whether this server issued the id: its signature holds, or it is an id from
        before ids were signed whose player has games here."""
        if player_id is None:
            return False
        if _ID.match(player_id):
            return hmac.compare_digest(_signed(self.secret, player_id.partition(".")[0]), player_id)
        return _OLD_ID.match(player_id) is not None and self.known(player_id)

    def known(self, player_id: str) -> bool:
        """Whether the player has a session, or anything in the store (has sent a command once)."""
        if player_id in self.live:
            return True
        player = f"web:{folder_name(player_id)}"
        store = self.store
        return bool(store.games(player)) or store.settings(player) is not None or bool(store.records(player))

    def first_deal(self, player_id: str) -> str:
        """The deal a new player is shown, the same until their first command deals it:
        a page view keeps nothing, and the first command plays the deal the page showed."""
        seed = hmac.new(self.secret, b"deal:" + player_id.encode("ascii"), hashlib.sha256).digest()
        return str(DealCode.random(STANDARD, random.Random(seed)))

    def preview(self, player_id: str, accepted_lang: str | None) -> Player:
        """What a visitor without games sees: their first deal, in memory only (nothing
        written, nothing kept once the page is made)."""
        session = Session(settings=Settings(), store=Shelf.in_memory())
        app = App(session, speaker_factory=None)
        lang = negotiate(None, accepted_lang, {})[0]
        player = Player(player_id, app, Bucket(self.rate, self.burst), self.clock())
        player.said(
            app.opened(session.open(code=self.first_deal(player_id), requested_lang=lang, environ={}))
        )
        # The hint button shows as it will; no search starts for a page that is not kept
        # (the advisor is given after the deal, so it is never told a position).
        session.advisor = solver_advisor(server=True)
        return player

    def csrf(self, player_id: str) -> str:
        """The token every form of this player carries: bound to the id, so a page made
        for one player is refused for another, and nothing needs to be kept for it.
        Kept for the players in memory (each request asks for it twice), never for ids
        no session was opened for: a request cannot make the table grow."""
        player = self.live.get(player_id)
        if player is not None:
            if not player.csrf:
                player.csrf = self._token(player_id)
            return player.csrf
        return self._token(player_id)

    def _token(self, player_id: str) -> str:
        return hmac.new(self.secret, b"csrf:" + player_id.encode("ascii"), hashlib.sha256).hexdigest()

    def csrf_ok(self, player_id: str, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(self.csrf(player_id), token)

    def get(self, player_id: str, accepted_lang: str | None) -> Player:
        """The player's session, opened from their store when it is not in memory."""
        now = self.clock()
        player = self.live.get(player_id)
        if player is None:
            player = self.live[player_id] = self.open(player_id, accepted_lang)
        player.seen = now
        return player

    def open(self, player_id: str, accepted_lang: str | None) -> Player:
        """A player's session opened from their store (not yet counted as live); a new
        player's first game is kept here, at their first command: the deal their page showed."""
        new = not self.known(player_id)
        store = self.shelf(player_id)
        settings = read_settings(store)
        session = Session(settings=settings, store=store, advisor=solver_advisor(server=True))
        app = App(session, speaker_factory=None, error_log=self.root / "errors.log")
        # The language the player chose on the page, else the browser's; never the server's.
        lang = negotiate(settings.lang, accepted_lang, {})[0]
        player = Player(player_id, app, Bucket(self.rate, self.burst), self.clock())
        code = self.first_deal(player_id) if new else None
        player.said(app.opened(session.open(code=code, requested_lang=lang, environ={})))
        return player

    def free_idle(self) -> int:
        """Forget the sessions of players idle too long, once their games are saved (a
        game the store could not take stays in memory, and is tried again next time)."""
        limit = self.clock() - self.idle_seconds
        idle = [pid for pid, p in self.live.items() if p.seen < limit]
        for pid in idle:
            self.live[pid].app.close()
            if not self.live[pid].session.keeper.unsaved():
                del self.live[pid]
        return len(idle)

    def close(self) -> list[str]:
        """Close every session, each game's last save tried once more; the players whose
        games could not be written (the first characters of their store names)."""
        unsaved = []
        for player in self.live.values():
            player.app.close()
            if player.session.keeper.unsaved():
                unsaved.append("web:" + folder_name(player.id)[:12])
        self.live.clear()
        return unsaved


def load_secret(path: Path) -> bytes:
    """The server's key for CSRF tokens, kept so that open pages stay valid across a
    restart; made on first use, readable by its owner only."""
    try:
        data = path.read_bytes()
        if len(data) >= 32:
            return data
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    data = secrets.token_bytes(32)
    fd = path.open("wb")
    try:
        path.chmod(0o600)
        fd.write(data)
    finally:
        fd.close()
    return data
