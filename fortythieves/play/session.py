"""One player's game: `handle(line) -> Reply`, with no input or output of its own.

A session is small and composed: the game in play (`CurrentGame`), the modes that read a
line first (`play.modes`), and the answer to each line (`play.handling`): dispatch of its
intent, commands through a table of handlers (`play.commands`) and settings through
`play.configure`, which see the session as a `play.host.Host`; a line with no command in
it may be everyday talk (`lang.chatter`), answered in a word. What a move does (played,
refused or asked, saved, the loss warning) is `play.acting`'s. The games kept and the
record belong to its `keeper` (`play.keeper`). Speech and the screen belong to the faces,
which act on the reply's events.

The opening is said without the modules that answer lines (the parser's words, the
commands, the modes): they load with the first line, or sooner in a face's warm-up.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fortythieves.core.codes import CodeError, DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.variants import STANDARD, VARIANTS
from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.languages import DEFAULT, LANGUAGES
from fortythieves.lang.phrasing import Phraser, capital
from fortythieves.lang.printable import printable
from fortythieves.lang.records import Records
from fortythieves.lang.replies import Replies
from fortythieves.lang.variant_names import find_variant, variant_in, variant_name
from fortythieves.play import reply as ev
from fortythieves.play.acting import Acting
from fortythieves.play.current import CurrentGame, StartError
from fortythieves.play.keeper import Keeper
from fortythieves.play.reply import Reply
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

if TYPE_CHECKING:
    from fortythieves.core.record import Exported
    from fortythieves.core.saves import Loaded
    from fortythieves.core.variants import Variant
    from fortythieves.lang.intents import Intent
    from fortythieves.play.advisor import Advisor
    from fortythieves.play.modes import Mode

MAX_LAYOUT = 100_000  # characters: a layout is a few hundred; a huge one is refused at once

# The events of a reply that changed the game: said again, it is marked as a repeat.
_ACTED = (ev.Dealt, ev.Moved, ev.Undone)


@dataclass
class Session(Acting):
    """One player's game and conversation: `handle(line) -> Reply`."""

    settings: Settings = field(default_factory=Settings)
    store: Shelf = field(default_factory=Shelf.in_memory)
    clock: Callable[[], float] = time.time  # seconds since the epoch
    advisor: Advisor | None = None  # the solver behind `hint` and `can I win`; None: unavailable
    # The terminal face of a network connection, on or off; None where the face offers none (the
    # local game, the web page, a client that did not say it is a terminal). Not a kept setting:
    # it belongs to the connection.
    terminal: bool | None = None
    # The language to start in, when the face knows it already (the command line's): no
    # other language's catalogue is loaded on the way. None: the saved setting, else English.
    language: str | None = None

    def __post_init__(self) -> None:
        self.keeper = Keeper(self.store, self.settings, self.clock)  # the games kept, the record
        first = next((x for x in (self.language, self.settings.lang) if x in LANGUAGES), DEFAULT)
        self.use_language(first)
        self.current = CurrentGame.unshuffled()
        self.modes = []  # questions asked, a replay: each reads a line before the game
        self.last_reply = ""
        self.last_acted = False  # the last reply dealt, moved or undid: `repeat` marks it as said before
        self.last_undone = 0  # the moves the last reply took back: the Redo button's word redoes them
        self.done_last: Intent | None = None  # the command the last line did: "oops, I mean draw" restates it
        self.history_from: int | None = None  # `history` again goes on from here
        self.last_refusal = None
        self.last_action = None
        self.last_moved = None
        self.last_target = None
        self.last_places = None
        self.refused_move = None
        self.asked_last = None
        self.watching = None

    # ----- modes ----------------------------------------------------------------------
    def enter(self, mode: Mode) -> None:
        """`mode` reads the next lines first (a question replaces one asked before it)."""
        kind = type(mode)
        self.modes = [m for m in self.modes if type(m) is not kind] + [mode]

    def leave(self, mode: Mode) -> None:
        self.modes = [m for m in self.modes if m is not mode]

    @property
    def choosing_stop(self) -> bool:
        """Dutch "stop" asked: stop speaking, or leave the game?"""
        from fortythieves.play.modes import StopOrQuit

        return any(isinstance(m, StopOrQuit) for m in self.modes)

    @choosing_stop.setter
    def choosing_stop(self, value: bool) -> None:
        from fortythieves.play.modes import StopOrQuit

        self.modes = [m for m in self.modes if not isinstance(m, StopOrQuit)]
        if value:
            self.modes.append(StopOrQuit())

    def use_language(self, lang: str) -> None:
        self.lang = lang
        self.p = Phraser(translator(lang))
        self.r = Replies(self.p)
        self.rec = Records(self.p)
        self.keeper.speak(self.r, self.rec)

    # ----- starting -------------------------------------------------------------------
    def open(
        self,
        *,
        variant: str | None = None,
        code: str | None = None,
        layout: str | None = None,
        new: bool = False,
        requested_lang: str | None = None,
        environ: dict[str, str] | None = None,
    ) -> Reply:
        """The opening lines: resume the last game, or deal the one asked for."""
        lang, missing = negotiate(requested_lang, self.settings.lang, environ)
        self.use_language(lang)
        lines: list[str] = [self.r.language_missing(missing, lang)] if missing else []
        lines += self.keeper.store_notes()
        if layout is not None:
            lines.append(self.open_layout(layout))
        elif code is not None:
            lines.append(self.new_from_code(code))
        elif variant is not None:
            lines.append(self.new_from_text(variant))
        else:
            taken, said = (None, []) if new else self.keeper.resume()
            lines.extend(said)
            if taken is not None:
                self._take(taken)
            else:
                lines.append(self.new_game(STANDARD))
        lines.append(self.r.opening_hint())
        return self.said(Reply(" ".join(lines), (ev.Dealt(self.game.variant, self.current.code),)))

    def open_replay(
        self, exported: Exported, *, requested_lang: str | None = None, environ: dict[str, str] | None = None
    ) -> Reply:
        """`--replay FILE`: the exported game's deal, its moves played one by one on Enter."""
        from fortythieves.play.modes import Replaying

        self.use_language(negotiate(requested_lang, self.settings.lang, environ)[0])
        self.keeper.keeps = False
        dc = exported.code
        lines = [self.begin(Game.deal(dc.variant, dealing_order(dc)), str(dc))]
        self.keeper.start_replay(exported.moves)
        self.enter(Replaying())
        lines.append(self.rec.replay_opening(len(exported.moves)))
        return self.said(Reply(" ".join(lines), (ev.Dealt(self.game.variant, self.current.code),)))

    def _take(self, taken: CurrentGame) -> None:
        self.current = taken
        self.pending = None
        self.advise_ahead(new_deal=True)

    def open_layout(self, text: str) -> str:
        """A layout file's deal (`--layout`): its reader loads only for one."""
        from fortythieves.core.layout import LayoutError, parse_layout

        if len(text) > MAX_LAYOUT:
            raise StartError(self.rec.layout_too_large())
        try:
            layout = parse_layout(text)
        except LayoutError as e:
            raise StartError(printable(self.p.layout_problem(e))) from None  # it may quote the file
        return self.begin(layout.game(), layout.code)

    def new_from_text(self, text: str) -> str:
        """`text` is a deal code or a variant name (in any of our languages); a bad
        one raises StartError and changes nothing."""
        text = text.replace(",", " ")  # a code as the game spells it: "F T 1, N, 2 3 4 5 6 7 3"
        if text.strip().upper().replace(" ", "").startswith("FT1"):
            return self.new_from_code(text)
        v = find_variant(text) or variant_in(text)  # "of maria", "maria please"
        if v is None:
            raise StartError(
                self.p.unknown_variant(printable(text).strip(), [variant_name(self.p.t, x) for x in VARIANTS])
            )
        return self.new_game(v)

    def new_from_code(self, text: str) -> str:
        """A deal code and nothing else (`--code`, `replay CODE`): anything else gets the
        code's own refusal."""
        try:
            dc = DealCode.parse(text)
        except CodeError as e:
            raise StartError(self.p.code_refusal(printable(text).strip().upper(), e)) from None
        return self.begin(Game.deal(dc.variant, dealing_order(dc)), str(dc))

    def new_game(self, variant: Variant) -> str:
        dc = DealCode.random(variant)
        return self.begin(Game.deal(variant, dealing_order(dc)), str(dc))

    def begin(self, start: Game, code: str | None, winnable: bool = False, again: bool = False) -> str:
        """Deal `start` (`winnable`: a deal with a known winning line; `again`: the deal in
        play from its start, said as such); the game in play is kept, recorded or dropped
        (`Keeper.leave`)."""
        left = self.current
        kept = self.keeper.leave(left)
        self.current = CurrentGame.dealt(start, code)
        self.current.since = self.clock()
        self.keeper.dealt(self.current, kept)
        self.advise_ahead(new_deal=True)
        if again:
            text = self.r.started_over(start.variant, code)
        elif winnable:
            text = self.r.winnable_deal(start.variant)
        else:
            text = self.r.new_game(start.variant, code)
        if kept and self.keeper.keeps:
            said = self.rec.kept_before_restart() if again else self.rec.kept(left.game.variant)
            return f"{text} {said}"
        return text

    # ----- the games kept ---------------------------------------------------------------
    def catch_up(self) -> None:
        """Before a command: take up the game as the store has it, when another process
        saved it since (`Keeper.catch_up`)."""
        taken = self.keeper.catch_up(self.current)
        if taken is not None:
            self._take(taken)

    def reopen(self, key: str, loaded: Loaded) -> Reply:
        """Take up a kept game again (`resume`, or `undo` right after a new deal)."""
        taken = self.keeper.reopen(self.current, key, loaded)
        if isinstance(taken, str):
            return Reply(taken)
        self._take(taken)
        self.save()  # now the game played last: the next start resumes it
        g = self.game
        text = self.rec.back_to(g.variant, g.moves, g.score)
        return self.after_move(Reply(text, (ev.Dealt(g.variant, self.current.code),)))

    def back(self) -> Reply | None:
        """`undo` right after a new deal: the game before it, if it is still kept."""
        found = self.keeper.before_deal(self.current)
        return None if found is None else self.reopen(*found)

    def goodbye(self) -> str:
        return self.keeper.goodbye()

    def close(self) -> None:
        if self.advisor is not None:
            self.advisor.close()
        self.keeper.close()

    # ----- the loop -------------------------------------------------------------------
    # The lines are answered by `play.handling`, loaded with the first line (a face loads
    # it sooner, while the opening is read): the opening needs none of it.
    def handle(self, line: str) -> Reply:
        """The reply to a typed line, after the loss warning a search decided since the
        last move, if the face has not said it yet."""
        from fortythieves.play.handling import handle

        return handle(self, line)

    def dispatch(self, intent: Intent) -> Reply:
        """What an intent does (a mode passes on a line it does not answer)."""
        from fortythieves.play.handling import dispatch

        return dispatch(self, intent)

    def alert(self) -> Reply | None:
        """What the search decided since: the verdict "can I win?" was still looking for, or
        the loss warning for the last move, once its position is proved lost and while it
        is still the position in play; None otherwise (or not decided yet)."""
        from fortythieves.play.handling import alert

        return alert(self)

    def said(self, reply: Reply) -> Reply:
        """The reply as the player gets it, in one line with what the store has to say
        after it (`show`'s grid keeps its lines); kept for `repeat` unless it is silence or
        a line not understood ("what?" after one asks again for the reply before it: the
        player heard the "not understood", and may not have heard what the game said last)."""
        grid = any(isinstance(e, ev.Shown) for e in reply.events)
        text = " ".join(
            part for part in (printable(reply.text, lines=grid), *self.keeper.take_notes()) if part
        )
        reply = Reply(capital(text), reply.events, reply.quit)
        if reply.speak and not any(isinstance(e, ev.NotUnderstood) for e in reply.events):
            self.last_reply = reply.text
            self.last_acted = any(isinstance(e, _ACTED) for e in reply.events)
            self.last_undone = sum(isinstance(e, ev.Undone) for e in reply.events)
        return reply
