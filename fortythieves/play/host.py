"""What a command handler (`play.commands`), a setting (`play.configure`) or the answer to
a line (`play.handling`) sees of the session: a Protocol, so that those modules need not
import the session that dispatches to them (`Session` fits it, and mypy checks that it
does)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from fortythieves.core.game import Game
from fortythieves.core.moves import Move, Pile
from fortythieves.core.saves import Loaded
from fortythieves.core.state import Refusal, State
from fortythieves.core.variants import Variant
from fortythieves.lang.intents import Cmd, Intent, MoveIntent, Read
from fortythieves.lang.phrasing import Phraser
from fortythieves.lang.records import Records
from fortythieves.lang.replies import Replies
from fortythieves.play.advisor import Advisor
from fortythieves.play.current import CurrentGame
from fortythieves.play.keeper import Keeper
from fortythieves.play.modes import Mode
from fortythieves.play.referent import Referent
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import Resolution
from fortythieves.play.settings import Settings
from fortythieves.play.why import Why
from fortythieves.store.shelf import Shelf


class Host(Protocol):
    settings: Settings
    store: Shelf
    keeper: Keeper
    current: CurrentGame
    lang: str
    p: Phraser
    r: Replies
    rec: Records
    last_reply: str
    last_acted: bool
    last_undone: int  # the moves the last reply took back (0: it took back none)
    done_last: Intent | None  # the command the last line did (moved, took back, dealt)
    last_refusal: Why | None
    history_from: int | None
    last_action: Cmd | None  # the draw, undo or redo "again" repeats; None after any other action
    last_moved: tuple[State, Move] | None  # the last move and the position before it, named by "again"
    last_target: Pile | None  # where the card moved last went
    last_places: MoveIntent | None  # the last move when said by its places: what "again" makes once more
    refused_move: MoveIntent | None  # the move the last line asked for, refused: "no, the ace" corrects it
    asked_last: Read | None  # the question of a place asked by the last line: "and in 4?" asks it again
    modes: list[Mode]
    choosing_stop: bool
    advisor: Advisor | None
    terminal: bool | None
    watching: tuple[object, ...] | None

    @property
    def clock(self) -> Callable[[], float]: ...  # seconds since the epoch

    @property
    def game(self) -> Game: ...

    @property
    def it(self) -> Referent: ...  # what "it" stands for

    @property
    def actions(self) -> list[str]: ...

    def use_language(self, lang: str) -> None: ...

    def enter(self, mode: Mode) -> None: ...

    def leave(self, mode: Mode) -> None: ...

    def dispatch(self, intent: Intent) -> Reply: ...

    def said(self, reply: Reply) -> Reply: ...

    def resolved(self, value: Resolution) -> Reply: ...

    def new_from_text(self, text: str) -> str: ...

    def new_from_code(self, text: str) -> str: ...

    def new_game(self, variant: Variant) -> str: ...

    def begin(self, start: Game, code: str | None, winnable: bool = False, again: bool = False) -> str: ...

    def save(self) -> None: ...

    def advise_ahead(self, new_deal: bool = False) -> None: ...

    def play(self, move: Move) -> Reply: ...

    def refused(self, refusal: Refusal, tap: bool = False) -> Reply: ...

    def after_move(self, reply: Reply) -> Reply: ...

    def lost_known(self) -> bool: ...

    def warn_after(self, reply: Reply, was_lost: bool) -> Reply: ...

    def back(self) -> Reply | None: ...

    def reopen(self, key: str, loaded: Loaded) -> Reply: ...

    def goodbye(self) -> str: ...

    def point_at(self, move: Move, beside: bool = False) -> None: ...
