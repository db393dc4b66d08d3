"""One player's game: `handle(line) -> Reply`, with no input or output of its own.

A session is small and composed: the game in play (`CurrentGame`), the modes that read a
line first (`play.modes`), and dispatch of each intent, commands through a table of
handlers (`play.commands`) and settings through `play.configure`, which see the session
as a `play.host.Host`; a line with no command in it may be everyday talk (`lang.chatter`),
answered in a word. What a move does (played, refused or asked, saved, the loss warning)
is `play.acting`'s; typed lines are read through `play.readings`. The games kept and the
record belong to its `keeper` (`play.keeper`). Speech and the screen belong to the faces,
which act on the reply's events.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import assert_never

from fortythieves.core.cards import Card, Suit
from fortythieves.core.codes import CodeError, DealCode, dealing_order
from fortythieves.core.game import Game
from fortythieves.core.layout import LayoutError, parse_layout
from fortythieves.core.moves import MoveKind, Pile, PileKind
from fortythieves.core.placement import useful_moves
from fortythieves.core.record import Exported
from fortythieves.core.rules import Reason
from fortythieves.core.saves import Loaded
from fortythieves.core.state import Refusal
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.chatter import Chatter, chatter
from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.intents import (
    CardRef,
    Cmd,
    Command,
    Intent,
    It,
    MoveIntent,
    Nothing,
    Options,
    PileRef,
    RankRef,
    Read,
    Said,
    Setting,
    Spec,
    Tap,
    Unknown,
    Where,
    refers_back,
    with_referent,
)
from fortythieves.lang.languages import DEFAULT, LANGUAGES
from fortythieves.lang.otherone import other_one_too
from fortythieves.lang.phrasing import Phraser, capital
from fortythieves.lang.printable import printable
from fortythieves.lang.records import Records
from fortythieves.lang.replies import Replies
from fortythieves.lang.turnedwords import says_turned
from fortythieves.lang.variant_names import find_variant, variant_in, variant_name
from fortythieves.play import reply as ev
from fortythieves.play.acting import Acting
from fortythieves.play.advisor import Advisor, Outlook
from fortythieves.play.commands import REPEATABLE, SPECS, Kind
from fortythieves.play.configure import change
from fortythieves.play.current import CurrentGame, StartError
from fortythieves.play.keeper import Keeper
from fortythieves.play.modes import Listed, Mode, Replaying, StopOrQuit, Suggested
from fortythieves.play.readings import read_line
from fortythieves.play.referent import Referent, lies_in, turned_meant
from fortythieves.play.reply import Reply
from fortythieves.play.resolver import (
    Refused,
    offer,
    option_counts,
    resolve_move,
    resolve_tap,
    sources,
)
from fortythieves.play.settings import Settings
from fortythieves.play.why import Advised, Why
from fortythieves.store.shelf import Shelf

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
        self.it = Referent()
        self.last_reply = ""
        self.last_acted = False  # the last reply dealt, moved or undid: `repeat` marks it as said before
        self.history_from: int | None = None  # `history` again goes on from here
        self.last_refusal = None
        self.last_action = None
        self.last_moved = None
        self.last_target = None
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
        return any(isinstance(m, StopOrQuit) for m in self.modes)

    @choosing_stop.setter
    def choosing_stop(self, value: bool) -> None:
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

    def begin(self, start: Game, code: str | None, winnable: bool = False) -> str:
        """Deal `start` (`winnable`: a deal with a known winning line); the game in play is
        kept, recorded or dropped (`Keeper.leave`)."""
        left = self.current
        kept = self.keeper.leave(left)
        self.current = CurrentGame.dealt(start, code)
        self.current.since = self.clock()
        self.keeper.dealt(self.current, kept)
        self.advise_ahead(new_deal=True)
        text = self.r.winnable_deal(start.variant, code) if winnable else self.r.new_game(start.variant, code)
        if kept and self.keeper.keeps:
            return f"{text} {self.rec.kept(left.game.variant)}"
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
    def handle(self, line: str) -> Reply:
        """The reply to a typed line, after the loss warning a search decided since the
        last move, if the face has not said it yet."""
        warned = self.alert()
        reply = self._handle(line)
        if warned is None:
            return reply
        return Reply(f"{warned.text} {reply.text}", reply.events, reply.quit)

    def _handle(self, line: str) -> Reply:
        line = printable(line)
        intent = read_line(line, self.lang, self.settings.quickplay)
        turned = self.it.turned_pile(self.current, self.game.state)
        if turned is not None and says_turned(line, self.lang):
            # "play the turned card" right after a move turned one up: that card, not the waste's
            intent = turned_meant(intent, turned)
        if (
            other_one_too(line, self.lang)
            and self.it.names_card(self.current)
            and isinstance(self.it.spec, CardRef)
        ):
            # "and the other one too" right after a card moved: its other copy, where the first went
            intent = MoveIntent(self.it.spec, None, like_last=True)
        if not (isinstance(intent, Command) and intent.cmd is Cmd.HISTORY):
            self.history_from = None
        for mode in reversed(self.modes):  # the mode asked last reads the line first
            answered = mode.handle(self, line, intent)
            if answered is not None:
                return self.said(answered)
        from fortythieves.lang.answers import ordinal_chosen  # loaded with the parser, at the first line

        if (
            isinstance(intent, MoveIntent | Read | Unknown)
            and not (isinstance(intent, MoveIntent) and intent.like_last)  # "i onaj drugi isto": no ordinal
            and ordinal_chosen(line, self.lang) is not None
            and not self._next_column_read(intent)
        ):
            # "the second one" answers a question or picks from a list; with neither open, its
            # number is no column ("the second one" is no move from column 2 to column 1)
            return self.said(Reply(self.r.nothing_to_choose()))
        if _plays_it(intent) and self.it.read and _does_it(line, self.lang):
            # "column 9", then "do it": a place read proposes nothing; the hint before it
            # is no longer what "it" is, and playing the column's card would be a guess
            return self.said(Reply(self.r.nothing_proposed()))
        kind = chatter(line, self.lang) if _no_command(intent) else None
        if kind is Chatter.PARDON:
            intent = Command(Cmd.REPEAT)  # "eh?", "sorry?": the last reply again
        elif kind is not None:  # everyday talk: a word back, and nothing done
            hinted = self.it.move_named(self.current, self.game.state) is not None
            return self.said(Reply(self.r.chatter(kind, self.game.can_undo(), hinted)))
        if isinstance(intent, Nothing) and _cancels(line, self.lang):
            return self.said(Reply(self.r.nothing_to_cancel()))  # "cancel" and no question waits
        reply = self.dispatch(intent)
        for event in reply.events:
            if isinstance(event, ev.Listed):  # "what can I play?", then "the first one"
                self.enter(Listed(event.items))
        if isinstance(intent, Command) and intent.cmd is Cmd.REPEAT:
            return Reply(capital(reply.text), reply.events, reply.quit)
        return self.said(reply)

    def _goes_up(self, what: Spec | None) -> bool:
        """Whether the card just drawn can go to the foundation `what` names (any, when
        it names none)."""
        state = self.game.state
        if not isinstance(what, PileRef) or not self.it.drawn(self.current, state):
            return False
        return any(
            m.source == Pile(PileKind.WASTE)
            and m.target is not None
            and m.target.kind is PileKind.FOUNDATION
            and what.index in (None, m.target.index)
            for m in state.legal_moves()
        )

    def _next_column_read(self, intent: Intent) -> bool:
        """ "read column 3", then "and the second?": a column was read last, so an ordinal
        alone reads another column."""
        last = self.it.get(self.current, self.game.state) if self.it.read else None
        return (
            isinstance(intent, Read)
            and isinstance(intent.what, PileRef)
            and intent.what.kind is PileKind.COLUMN
            and isinstance(last, PileRef)
            and last.kind is PileKind.COLUMN
        )

    def said(self, reply: Reply) -> Reply:
        """The reply as the player gets it, in one line with what the store has to say
        after it (`show`'s grid keeps its lines); kept for `repeat` unless it is silence."""
        grid = any(isinstance(e, ev.Shown) for e in reply.events)
        text = " ".join(
            part for part in (printable(reply.text, lines=grid), *self.keeper.take_notes()) if part
        )
        reply = Reply(capital(text), reply.events, reply.quit)
        if reply.speak:
            self.last_reply = reply.text
            self.last_acted = any(isinstance(e, _ACTED) for e in reply.events)
        return reply

    def dispatch(self, intent: Intent) -> Reply:
        state = self.game.state
        if isinstance(intent, MoveIntent) and intent.times is not None:
            return Reply(self.r.move_once())  # "put the 7 on the 8 twice": never made once silently
        if _plays_it(intent) and (hinted := self.it.move_named(self.current, state)) is not None:
            return self.play(hinted)  # "do it", "play it" after a hint: the hint's move
        if isinstance(intent, Read) and intent.to and self.it.names_card(self.current):
            intent = MoveIntent(It(), intent.what)  # a draw, then "to the foundation": the card drawn
        elif isinstance(intent, Read) and intent.alone and self._goes_up(intent.what):
            intent = MoveIntent(It(), intent.what)  # "it goes to foundation 4", then "foundation"
        if isinstance(intent, MoveIntent | Tap | Options) and refers_back(intent):
            referent = self.it.get(self.current, state)
            if referent is None:
                return Reply(self.r.no_referent(self.it.gone(self.current)))
            intent = with_referent(intent, referent)
            if isinstance(intent, MoveIntent) and not lies_in(state, referent, intent.origin):
                return Reply(self.r.referent_elsewhere())  # "play it from column 3", and it is not there
        self.it.heard(self.current, intent)
        match intent:
            case Nothing():
                return Reply(self.r.empty_line())
            case Unknown(words, suggestion, too_long):
                text = self.r.too_long() if too_long else self.r.not_understood(words, suggestion)
                if suggestion and not too_long:
                    self.enter(Suggested(suggestion))  # "Did you mean draw?": "yes" draws
                return Reply(text, (ev.NotUnderstood(),))
            case Command(cmd, rest):
                if intent.right_after and not self.last_acted:
                    return Reply(self.r.again_what())  # "board", then "more": no action is repeated
                reply = SPECS[cmd].handler(self, rest)
                if cmd in (Cmd.UNDO, Cmd.REDO):
                    self.last_action, self.last_moved = cmd, None
                elif SPECS[cmd].kind is Kind.ACTS and cmd not in REPEATABLE and not SPECS[cmd].plays:
                    self.last_action, self.last_moved = None, None  # a new deal: nothing to repeat
                for event in reply.events:
                    if isinstance(event, ev.Undone):  # "undo", then "play it": the card back in its place
                        stock = self.game.state.stock
                        drawn = stock[-1] if event.move.kind is MoveKind.DRAW and stock else None
                        self.it.at_source(self.current, self.game.state, event.move, drawn)
                return reply
            case Read(what):
                return Reply(self.read(what))
            case Where(card):
                if card is None:
                    return Reply(self.r.where_needs_card())
                return Reply(self.p.where(state, card, self.settings.order))
            case Options(what):
                return Reply(self.options(what))
            case Tap(what):
                return self.resolved(resolve_tap(state, what))
            case Setting():
                # "redo", "brief", then "again": the last thing done was the setting, which
                # "again" does not repeat; it asks, as after any other action
                self.last_action, self.last_moved = None, None
                return change(self, intent)
            case MoveIntent(like_last=True):  # "and the 3 too": where the card before went
                last = self.last_target
                if last is None or last.kind not in (PileKind.FOUNDATION, PileKind.COLUMN):
                    return Reply(self.read(intent.source if not isinstance(intent.source, It) else None))
                # a foundation: whichever takes the card; a column: that very column ("en de 6 er ook op")
                there = (
                    PileRef(PileKind.FOUNDATION)
                    if last.kind is PileKind.FOUNDATION
                    else PileRef(last.kind, last.index)
                )
                same = dataclasses.replace(intent, target=there, like_last=False)
                return self.resolved(resolve_move(state, same, self.settings.autoplace))
            case MoveIntent(ask=True):  # "can the 7 go on the 8?": never auto-placed, never played yet
                # refused, it is answered as the move would be: the refusal states its rule once
                return self.resolved(offer(resolve_move(state, intent, False)))
            case MoveIntent():
                return self.resolved(resolve_move(state, intent, self.settings.autoplace))
            case _:
                assert_never(intent)

    # ----- reading --------------------------------------------------------------------
    def read(self, spec: Spec | None) -> str:
        p, state, order = self.p, self.game.state, self.settings.order
        verbosity = self.settings.verbosity
        if spec is None:
            return p.board(state, order, verbosity)
        if isinstance(spec, CardRef):  # where each copy is, and where it can go
            where = p.where(state, spec.card, order)
            found = sources(state, spec)
            if isinstance(found, Refused) and found.refusal.reason is Reason.CARD_NOT_IN_PLAY:
                return where  # it says both copies are out of sight: the refusal would say it again
            return f"{where} {self.options(spec)}"
        if isinstance(spec, RankRef):  # "the aces?": where each of them is
            return " ".join(p.where(state, Card(spec.rank, suit), order) for suit in Suit)
        if spec.kind in (PileKind.COLUMN, PileKind.FOUNDATION) and spec.index is not None:
            piles = state.columns if spec.kind is PileKind.COLUMN else state.foundations
            if not 0 <= spec.index < len(piles):  # "column 11": said as no such pile, never all of them
                return p.refusal(state, Refusal(Reason.NO_SUCH_PILE, ()))
        if spec.kind is PileKind.COLUMN:
            if spec.index is None:
                return p.columns(state, order, verbosity)
            return p.column(state, spec.index, order)
        if spec.kind is PileKind.FOUNDATION:
            if spec.index is not None:
                return capital(p.foundation_part(state, spec.index)) + "."
            return p.foundations(state)
        if spec.kind is PileKind.WASTE:
            return p.waste(state)
        return p.stock(state)

    def options(self, spec: Said | None) -> str:
        if spec is None or isinstance(spec, It):  # "it" is replaced before: `dispatch`
            return self.r.options_need_card()
        state = self.game.state
        found = sources(state, spec)
        if not isinstance(found, list):
            return self.resolved(found).text
        legal = useful_moves(state)
        parts = []
        for pile, count in found:
            for n in option_counts(state, pile, count, legal):
                parts.append(
                    self.p.options(state, pile, n, [m for m in legal if m.source == pile and m.count == n])
                )
        return " ".join(parts)

    def alert(self) -> Reply | None:
        """What the search decided since: the verdict "can I win?" was still looking for, or
        the loss warning for the last move, once its position is proved lost and while it
        is still the position in play; None otherwise (or not decided yet)."""
        due = self.advisor.due(self.game.state) if self.advisor is not None else None
        if due is not None:
            if due.outlook is Outlook.LOST:
                self.watching = None  # the loss is said here: no warning after it
                self.last_refusal = Why(Advised(None), self.game.state.copy())  # "why?": why it is lost
            return self.said(
                Reply(
                    self.r.outlook_arrived(due.outlook is Outlook.WINNABLE, due.length, self.game.can_undo())
                )
            )
        key, self.watching = self.watching, None
        if key is None or self.advisor is None or self.game.state.key() != key:
            return None
        outlook = self.advisor.known(self.game.state)
        if outlook is None:
            self.watching = key  # not decided yet: the search may still say
            return None
        if outlook is Outlook.LOST:
            self.last_refusal = Why(Advised(None), self.game.state.copy())  # "why?" says why it is lost
            return self.said(Reply(self.r.move_loses()))
        return None


def _no_command(intent: Intent) -> bool:
    """An empty line or one not understood (not one far too long): it may be everyday talk."""
    return isinstance(intent, Nothing) or (isinstance(intent, Unknown) and not intent.too_long)


def _does_it(line: str, lang: str) -> bool:
    from fortythieves.lang.tokenizer import does_it  # the parser's words, loaded with the first line

    return does_it(line, lang)


def _plays_it(intent: Intent) -> bool:
    """ "do it", "play it", "ok do that": "it" played where it goes, nothing else said."""
    return (
        isinstance(intent, MoveIntent)
        and isinstance(intent.source, It)
        and intent.target is None
        and intent.origin is None
        and not intent.back
        and not intent.ask
    ) or (isinstance(intent, Tap) and isinstance(intent.what, It))


def _cancels(line: str, lang: str) -> bool:
    """Whether the line says "cancel" (with small words only)."""
    from fortythieves.lang.answers import read_answer

    said = read_answer(line, lang)
    return said is not None and said.cancel
