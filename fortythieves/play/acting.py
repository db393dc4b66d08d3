"""What the session does with a move: a resolution played, refused, asked about or said;
the move saved and told to the advisor; the loss warning after it; the end of the game
announced once. And what an action leaves to remember: the refusal `why` explains, the
action "again" repeats, where the last card went, the position whose loss is awaited.

`Session` is built on `Acting`; the attributes declared here are the session's. What a
move needs beyond the game (the resolutions, the modes, `why`) loads with the first line
typed, not with the opening.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, assert_never

from fortythieves.core.game import Game, IllegalMove
from fortythieves.core.moves import Move, MoveKind, Pile
from fortythieves.core.placement import useful_moves
from fortythieves.lang.phrasing import Phraser, capital
from fortythieves.play import reply as ev
from fortythieves.play.reply import Reply

if TYPE_CHECKING:
    from fortythieves.core.state import Refusal, State
    from fortythieves.lang.intents import Cmd, MoveIntent, Read
    from fortythieves.lang.replies import Replies
    from fortythieves.play.advisor import Advisor
    from fortythieves.play.current import CurrentGame
    from fortythieves.play.keeper import Keeper
    from fortythieves.play.modes import Mode
    from fortythieves.play.referent import Referent
    from fortythieves.play.resolver import Ask, NotFound, Resolution
    from fortythieves.play.settings import Settings
    from fortythieves.play.why import Why


class Acting:
    settings: Settings
    advisor: Advisor | None
    keeper: Keeper
    current: CurrentGame
    p: Phraser
    r: Replies
    modes: list[Mode]
    last_refusal: Why | None  # for `why`
    last_action: Cmd | None  # the draw, undo or redo "again" repeats
    last_moved: tuple[State, Move] | None  # the last move (no draw) and the position before it
    last_target: Pile | None  # where the card moved last went
    last_places: MoveIntent | None  # the last move when said by its places ("column 6 to the foundation")
    refused_move: MoveIntent | None  # the move the last line asked for, refused: "no, the ace" corrects it
    asked_last: Read | None  # the question of a place asked by the last line: "and in 4?" asks it again
    watching: tuple[object, ...] | None  # a move's position, until its loss is decided

    @cached_property
    def it(self) -> Referent:
        """What "it" stands for: nothing until a line names something."""
        from fortythieves.play.referent import Referent

        return Referent()

    @property
    def game(self) -> Game:
        return self.current.game

    @property
    def actions(self) -> list[str]:
        return self.current.actions

    @property
    def pending(self) -> Ask | None:
        """The question "which one?" or the move offered, while it waits for its answer."""
        from fortythieves.play.modes import Question

        return next((m.ask for m in reversed(self.modes) if isinstance(m, Question)), None)

    @pending.setter
    def pending(self, value: Ask | None) -> None:
        if value is None and not self.modes:
            return  # no question to drop (a game resumed at the start)
        from fortythieves.play.modes import Question

        self.modes = [m for m in self.modes if not isinstance(m, Question)]
        if value is not None:
            self.modes.append(Question(value))

    def advise_ahead(self, new_deal: bool = False) -> None:
        """Tell the advisor the position changed (and whether the deal did)."""
        if self.advisor is None:
            return
        if new_deal:
            self.advisor.forget()
        if not self.game.state.is_won():
            state = self.game.state
            self.advisor.moved(state.copy(steps=len(state.pushed)))  # with its moves: the way it came

    def save(self) -> None:
        self.keeper.save(self.current)

    # ----- acting ---------------------------------------------------------------------
    def resolved(self, value: Resolution) -> Reply:
        """A resolution played, asked about, or said."""
        from fortythieves.play.resolver import Ask, NotFound, Play, Refused
        from fortythieves.play.why import Why

        state = self.game.state
        match value:
            case Play(move, instead):
                if instead is None:
                    return self.play(move)
                lead = self.r.autoplaced_instead(state, instead)  # said of the board before the move
                before = state.copy()
                played = self.play(move)
                self.last_refusal = Why(instead, before)  # `why` explains it, the move played or not
                return Reply(f"{lead} {capital(played.text)}", played.events, played.quit)
            case Refused(refusal, tap):
                return self.refused(refusal, tap)
            case Ask(moves, by_source, readings, offered, reread):
                self.pending = value
                if value.down:
                    return Reply(self.r.offer_take_down(state, moves[0]), (ev.Asked(moves),))
                if reread:
                    return Reply(self.r.offer_other_reading(state, moves[0]), (ev.Asked(moves),))
                if offered:
                    return Reply(self.r.offer_move(state, moves[0]), (ev.Asked(moves),))
                return Reply(self.r.which(state, moves, by_source, readings), (ev.Asked(moves),))
            case NotFound():
                return Reply(self._not_found(value))
            case _:
                assert_never(value)

    def _not_found(self, value: NotFound) -> str:
        from fortythieves.play.resolver import Missing
        from fortythieves.play.why import REFUSING, Why

        card, pile = value.card, value.pile
        if value.missing in REFUSING:
            self.last_refusal = Why(value, self.game.state.copy())
        match value.missing:
            case Missing.NOTHING_NAMED:
                return self.r.tap_needs_card()
            case Missing.RANK_NOT_FREE:
                return self.r.rank_not_free()
            case Missing.NO_COLUMN_ENDS_WITH_CARD:
                assert card is not None
                return self.r.no_column_ends_with(card)
            case Missing.NO_COLUMN_ENDS_WITH_RANK:
                return self.r.no_column_ends_with_rank()
            case Missing.NO_EMPTY_COLUMN:
                return self.r.no_empty_column()
            case Missing.UNDER_ON_FOUNDATION:
                assert card is not None and pile is not None
                return self.r.under_on_foundation(card, pile)
            case Missing.NOT_WHERE_SAID:
                assert card is not None
                where = self.p.where(self.game.state, card, self.settings.order)
                return self.r.not_where_said(card, where)
            case Missing.NO_REFERENT:
                return self.r.no_referent(False)
            case Missing.NOT_AT_COLUMN_END:
                assert pile is not None
                return self.r.not_at_column_end(card, pile)
            case _:
                assert_never(value.missing)

    def refused(self, refusal: Refusal, tap: bool = False) -> Reply:
        """A refusal, remembered for `why`; at full verbosity the rule follows it."""
        from fortythieves.play.why import Why

        self.last_refusal = Why(refusal, self.game.state.copy(), tap)
        text = self.r.refused(self.game.state, refusal, self.settings.verbosity, tap)
        return Reply(text, (ev.Refused(refusal),))

    def play(self, move: Move) -> Reply:
        from fortythieves.lang.intents import Cmd
        from fortythieves.play.why import Advised, Played, Why

        before = self.game.state.copy()
        was_lost = self.lost_known()
        try:
            out = self.current.apply(move)
        except IllegalMove as e:
            return self.refused(e.refusal)
        self.pending = None
        if self.advisor is not None and self.advisor.known(before) is not None:
            # a verdict was known where the move left: a best-move hint after it says it is only that
            self.current.caveat_said = False
        advised = self.last_refusal.refused if self.last_refusal is not None else None
        if not (
            isinstance(advised, Advised) and advised.move == move
        ):  # a hint taken: "why" says why it was good
            self.last_refusal = Why(Played(move), before)  # "why" is about this move, not an older refusal
        self.last_action = Cmd.DRAW if move.kind is MoveKind.DRAW else None  # what "again" repeats
        self.last_moved = None if move.kind is MoveKind.DRAW else (before, move)  # what "again" cannot
        self.last_target = move.target  # where "and the 3 too" sends the next card
        self.last_places = None  # the line that made it says whether its places are kept
        self.save()
        self.it.moved(self.current, before, self.game.state, move)
        text = self.p.outcome(before, self.game, out, self.settings.verbosity)
        return self.warn_after(self.after_move(Reply(text, (ev.Moved(out),))), was_lost)

    # ----- warn when a move loses -------------------------------------------------------
    def lost_known(self) -> bool:
        """Whether the position in play is known lost already: a move from it is not warned
        about (the loss is said once)."""
        from fortythieves.play.advisor import Outlook

        advisor = self.advisor
        return (
            advisor is not None and self.settings.warnloss and advisor.known(self.game.state) is Outlook.LOST
        )

    def warn_after(self, reply: Reply, was_lost: bool) -> Reply:
        """After a move from a position not known lost: the warning when the new position is
        proved lost, now (a server's advisor searches a little) or later, when the advisor's
        background search decides and the face asks `alert`. Never on a mere guess."""
        from fortythieves.play.advisor import Outlook
        from fortythieves.play.why import Advised, Why

        self.watching = None
        advisor, state = self.advisor, self.game.state
        if advisor is None or not self.settings.warnloss or was_lost:
            return reply
        if state.is_won() or any(isinstance(e, ev.Ended) for e in reply.events):
            return reply  # the end of the game is said already
        outlook = advisor.settle(state)
        if outlook is Outlook.LOST:
            self.last_refusal = Why(Advised(None), state.copy())  # "why?" says why it is lost
            return reply.then(self.r.move_loses())
        if outlook is None:
            self.watching = state.key()
        return reply

    def point_at(self, move: Move, beside: bool = False) -> None:
        """A move the game named (a hint): "it" is its card where it lies, and "do it"
        plays the move; `beside` another move the player asked about."""
        self.it.hinted(self.current, self.game.state, move, beside)

    def after_move(self, reply: Reply) -> Reply:
        """The win, or the end of legal moves, announced once."""
        g, current = self.game, self.current
        self.advise_ahead()
        if current.end_announced:
            return reply
        if g.state.is_won():
            current.end_announced = True
            recorded = self.keeper.won(current)
            return reply.then(self.p.won(g, recorded), ev.Ended(won=True))
        if not useful_moves(g.state):
            current.end_announced = True
            return reply.then(self.r.no_move_left(), ev.Ended(won=False))
        return reply
